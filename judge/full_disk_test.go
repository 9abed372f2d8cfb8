//go:build linux

package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"adjutant/storage"
)

// aloneInAProcess runs the calling test again in a process of its own and
// reports false in this one, whose test is then done; in that process it
// reports true. The file size limit below holds for the whole process: in
// the go test process it also stops the test log that go test keeps for
// its cache, whose buffered writes fail whenever the buffer happens to
// fill while the limit holds, and which then fails the package after
// every test passed. The process of its own keeps no test log.
func aloneInAProcess(t *testing.T) bool {
	t.Helper()
	const env = "ADJUTANT_TEST_ALONE"
	if os.Getenv(env) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), env+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s, run in a process of its own: %v\n%s", t.Name(), err, out)
	}
	if bytes.Contains(out, []byte("--- SKIP")) {
		t.Skipf("skipped in its own process:\n%s", out)
	}
	return false
}

// fullDisk makes every write to the database file past its first two
// pages (bbolt's meta pages) fail, as a full disk does, for the whole
// process (RLIMIT_FSIZE: a write past it gets EFBIG), until the returned
// function gives the room back. No other test runs meanwhile: none in
// this package is parallel.
func fullDisk(t *testing.T) (room func()) {
	t.Helper()
	return limitFileSize(t, 8192)
}

// limitFileSize makes writes past size bytes of any file fail (EFBIG)
// until room is called.
func limitFileSize(t *testing.T, size uint64) (room func()) {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Skipf("no file size limit here: %v", err)
	}
	full := old
	full.Cur = size
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &full); err != nil {
		t.Skipf("cannot limit the file size: %v", err)
	}
	var once sync.Once
	room = func() {
		once.Do(func() {
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
				t.Fatalf("restoring the file size limit: %v", err)
			}
		})
	}
	t.Cleanup(room)
	return room
}

// syncLog is a log the test reads while the loop writes it.
type syncLog struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *syncLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *syncLog) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// TestMailMetByAFullDiskIsAnsweredOnceWhenThereIsRoom: the data disk
// fills while mail waits and while more arrives. The mail recorded
// before is neither answered with an apology nor finished: it stays
// pending and the loop answers it by itself once the disk has room, with
// no new mail to wake it. A mail arriving meanwhile is refused with an
// error that says it is the disk's fault (so that the mail reader leaves
// it on the server uncounted), and is answered once when it comes again.
func TestMailMetByAFullDiskIsAnsweredOnceWhenThereIsRoom(t *testing.T) {
	if !aloneInAProcess(t) {
		return
	}
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	logs := &syncLog{}
	j, err := New(db, Options{Address: "judge@example.org", Now: time.Now, WriteRetryWait: 20 * time.Millisecond,
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	tj := &testJudge{Judge: j, db: db, now: time.Now()}
	arrival := func(uid uint32, from, id string) Arrival {
		raw := strings.ReplaceAll(mailFrom(from, id, "orders", "VERSION\n"), "\n", "\r\n")
		return Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uid}, Raw: []byte(raw), Size: int64(len(raw))}
	}
	if err := tj.record(arrival(1, "alice@example.org", "a1@test")); err != nil {
		t.Fatal(err)
	}

	room := fullDisk(t)
	ctx, cancel := context.WithCancel(context.Background())
	events := make(chan Event)
	stopped := make(chan struct{})
	go func() { defer close(stopped); _ = j.Run(ctx, events) }()
	t.Cleanup(func() { cancel(); <-stopped })

	done := make(chan error, 1)
	full := arrival(2, "bob@example.org", "b1@test")
	full.Done = done
	events <- full
	if err := <-done; !errors.Is(err, storage.ErrWriteFailed) {
		t.Fatalf("recording a mail on a full disk: %v; want an error wrapping storage.ErrWriteFailed", err)
	}
	waitFor(t, "a failed write in the log", func() bool { return strings.Contains(logs.String(), "level=ERROR") })
	room()
	waitFor(t, "alice's mail answered, with no new mail to wake the loop", func() bool {
		return len(tj.mailsTo(t, "alice@example.org")) > 0
	})

	b := arrival(2, "bob@example.org", "b1@test")
	b.Done = done
	events <- b // the mail reader's next scan
	if err := <-done; err != nil {
		t.Fatalf("recording the mail once there is room: %v", err)
	}
	waitFor(t, "both mails answered", func() bool {
		var n int
		_ = db.View(func(tx *storage.Tx) error { p, err := tx.PendingInbound(); n = len(p); return err })
		return n == 0
	})
	cancel()
	<-stopped
	for _, who := range []string{"alice@example.org", "bob@example.org"} {
		mails := tj.mailsTo(t, who)
		if len(mails) != 1 {
			t.Fatalf("%s got %d mails, want one answer", who, len(mails))
		}
		wantIn(t, who+"'s answer", mails[0].Body, "> VERSION")
		if strings.Contains(mails[0].Body, "set aside") {
			t.Fatalf("%s was told the mail was set aside, for a full disk:\n%s", who, mails[0].Body)
		}
	}
}

// waitFor polls cond until it holds, failing after ten seconds: the loop
// works in its own goroutine.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("gave up waiting for %s", what)
}

// nearlyFullDisk is fullDisk leaving the database file the size it has:
// a transaction that fits in its free pages is written, one that must
// grow the file fails, as on a disk with a little room left.
func nearlyFullDisk(t *testing.T, db *storage.DB) (room func()) {
	t.Helper()
	fi, err := os.Stat(db.Path())
	if err != nil {
		t.Fatal(err)
	}
	return limitFileSize(t, uint64(fi.Size()))
}

// TestRestartsOnANearlyFullDiskDoNotSetAGoodMailAside: at each start the
// judge counts, on disk, that it begins each pending mail, so that a mail
// that kills it is set aside at the third start. On a nearly full disk the
// small count is written but the mail's answer is not, and an operator
// restarting the judge three times while freeing space had the mail set
// aside as one that "stopped the judge", its sender told so. A write that
// failed says the judge did not die on the mail: the start is not counted
// against it.
func TestRestartsOnANearlyFullDiskDoNotSetAGoodMailAside(t *testing.T) {
	if !aloneInAProcess(t) {
		return
	}
	tj := newTestJudge(t, Options{RepliesPerHour: 1000})
	var body strings.Builder
	for i := range 400 {
		fmt.Fprintf(&body, "FROBNICATE%d the answer to this line is long enough\n", i)
	}
	raw := strings.ReplaceAll(mailFrom("carol@example.org", "c1@test", "orders", body.String()), "\n", "\r\n")
	if err := tj.record(Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 1}, Raw: []byte(raw)}); err != nil {
		t.Fatal(err)
	}
	room := nearlyFullDisk(t, tj.db)
	for range 4 {
		tj.retryAt = time.Time{} // a new start
		tj.handlePendingAtStart()
	}
	if n := tj.pending(t); n != 1 {
		t.Fatalf("%d mails pending on the nearly full disk, want the one still pending", n)
	}
	room()
	tj.retryAt = time.Time{}
	tj.handlePendingAtStart()
	mails := tj.mailsTo(t, "carol@example.org")
	if len(mails) != 1 {
		t.Fatalf("carol got %d mails, want her answer", len(mails))
	}
	if strings.Contains(mails[0].Body, "set aside") {
		t.Fatalf("carol's good mail was set aside for the disk's fault:\n%s", mails[0].Body)
	}
}
