//go:build linux

package judge

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"adjutant/storage"
	"adjutant/storage/fulldisk"
)

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
	if !fulldisk.AloneInAProcess(t) {
		return
	}
	db := openTestDB(t)
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

	room := fulldisk.Full(t)
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

// nearlyFullDisk is fulldisk.Full leaving the database file the size it has:
// a transaction that fits in its free pages is written, one that must
// grow the file fails, as on a disk with a little room left.
func nearlyFullDisk(t *testing.T, db *storage.DB) (room func()) {
	t.Helper()
	fi, err := os.Stat(db.Path())
	if err != nil {
		t.Fatal(err)
	}
	return fulldisk.LimitFileSize(t, uint64(fi.Size()))
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
	if !fulldisk.AloneInAProcess(t) {
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

// TestADigestDueOnAFullDiskWaitsWithTheRest: answers past the reply
// budget are held, their digest falls due, and the disk is full. The
// digest cannot be written, nor its postponement: it must wait for the
// disk like the rest of the loop's work (one error, tried again after
// WriteRetryWait), not be tried again at once, over and over, and it goes
// out once when the disk has room.
func TestADigestDueOnAFullDiskWaitsWithTheRest(t *testing.T) {
	if !fulldisk.AloneInAProcess(t) {
		return
	}
	db := openTestDB(t)
	logs := &syncLog{}
	clock := &lockedClock{now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	j, err := New(db, Options{Address: "judge@example.org", Now: clock.Now, RepliesPerHour: 1, DigestInterval: time.Minute,
		WriteRetryWait: time.Hour, Logger: slog.New(slog.NewTextHandler(logs, nil))})
	if err != nil {
		t.Fatal(err)
	}
	tj := &testJudge{Judge: j, db: db, now: clock.Now()}
	for i := range 3 {
		tj.deliver(t, mailFrom("alice@example.org", fmt.Sprintf("a%d@test", i), "orders", "VERSION\n"))
	}
	before := len(tj.mailsTo(t, "alice@example.org")) // the first answer and the budget's notice
	clock.set(clock.Now().Add(2 * time.Minute))       // the digest is due

	room := fulldisk.Full(t)
	ctx, cancel := context.WithCancel(context.Background())
	events := make(chan Event)
	stopped := make(chan struct{})
	go func() { defer close(stopped); _ = j.Run(ctx, events) }()
	t.Cleanup(func() { cancel(); <-stopped })
	waitFor(t, "the digest's failed write in the log", func() bool { return strings.Contains(logs.String(), "level=ERROR") })
	for range 5 {
		events <- Wake{} // each returns once the loop is back at its select
	}
	if n := strings.Count(logs.String(), "level=ERROR"); n > 2 {
		t.Fatalf("the loop tried the digest again and again on the full disk (%d errors):\n%.2000s", n, logs.String())
	}
	room()
	clock.set(clock.Now().Add(time.Hour))
	events <- Tick{}
	waitFor(t, "the digest once the disk has room", func() bool { return len(tj.mailsTo(t, "alice@example.org")) == before+1 })
}
