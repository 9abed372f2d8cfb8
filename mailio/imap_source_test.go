package mailio_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

func devOptions(t testing.TB, s *devmail.Server) mailio.IMAPOptions {
	return mailio.IMAPOptions{Logger: testLogger(t),
		Addr: s.IMAPAddr(), TLS: mailio.TLSNone, Username: judge, Password: s.Password(),
		UseIDLE: true, PollInterval: time.Second, RescanInterval: 3 * time.Second, CommandTimeout: 10 * time.Second,
	}
}

func TestSourceDeliversOnceAndMovesToProcessed(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	for _, id := range []string{"m1", "m2"} {
		if err := dm.Deliver("alice@example.org", []string{judge}, testMessage(id)); err != nil {
			t.Fatal(err)
		}
	}
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.ProcessedFolder = "Processed"
	runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "two messages", func() bool { return store.recordedCount() == 2 })

	// IDLE (with the rescan as backstop) notices mail arriving later.
	if err := dm.Deliver("bob@example.org", []string{judge}, testMessage("m3")); err != nil {
		t.Fatal(err)
	}
	store.waitUntil(ctx, t, "the third message", func() bool { return store.recordedCount() == 3 })

	rec, calls, _ := store.snapshot()
	if calls != 3 {
		t.Errorf("Deliver called %d times, want 3", calls)
	}
	for i, id := range []string{"m1", "m2", "m3"} {
		if !bytes.Contains(rec[i].Raw, []byte("<"+id+"@example.org>")) || rec[i].Mailbox != "INBOX" || rec[i].Truncated {
			t.Errorf("record %d = %+v, want %s", i, rec[i], id)
		}
	}
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	store.waitUntil(ctx, t, "INBOX emptied", func() bool { return len(mailboxState(t, c, "INBOX")) == 0 })
	if got := mailboxState(t, c, "Processed"); len(got) != 3 || !got[0] || !got[1] || !got[2] {
		t.Errorf("Processed folder = %v, want 3 seen messages", got)
	}
}

func TestSourceFlagsSeenWhenNoProcessedFolder(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	store := newMemStore()
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	// A message the owner already read must still be processed.
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("read-already")); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Fetch(imapSeqAll(), imapFetchBody()).Collect(); err != nil { // non-peek read sets \Seen
		t.Fatal(err)
	}
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("unread")); err != nil {
		t.Fatal(err)
	}
	runSource(t, mailio.NewSource(devOptions(t, dm), store))
	store.waitUntil(ctx, t, "two messages", func() bool { return store.recordedCount() == 2 })
	store.waitUntil(ctx, t, "both flagged", func() bool {
		st := mailboxState(t, c, "INBOX")
		return len(st) == 2 && st[0] && st[1]
	})
}

func TestSourceLeavesMessageUntouchedWhenStoreFails(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("x1")); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	store.failing = 1
	opts := devOptions(t, dm)
	opts.PollInterval, opts.RescanInterval = time.Hour, time.Hour // only Poke rescans
	src := mailio.NewSource(opts, store)
	runSource(t, src)
	store.waitUntil(ctx, t, "a failed scan", func() bool {
		_, _, polls := store.snapshot()
		return len(polls) > 0 && errors.Is(polls[len(polls)-1], errStoreDown)
	})
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	if st := mailboxState(t, c, "INBOX"); len(st) != 1 || st[0] {
		t.Fatalf("after a refused Deliver the INBOX is %v, want one unseen message", st)
	}
	src.Poke()
	store.waitUntil(ctx, t, "delivery on the next scan", func() bool { return store.recordedCount() == 1 })
	store.waitUntil(ctx, t, "flagged", func() bool { st := mailboxState(t, c, "INBOX"); return len(st) == 1 && st[0] })
}

func TestSourceRestartDeliversNothingTwice(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	for _, id := range []string{"r1", "r2"} {
		if err := dm.Deliver("alice@example.org", []string{judge}, testMessage(id)); err != nil {
			t.Fatal(err)
		}
	}
	store := newMemStore()
	stop := runSource(t, mailio.NewSource(devOptions(t, dm), store))
	store.waitUntil(ctx, t, "two messages synced", func() bool { _, last, _ := store.LoadSync("INBOX"); return last == 2 })
	stop()
	_, callsBefore, _ := store.snapshot()

	// A crash after Deliver but before the flag and SaveSync: the store knows
	// the message, the server and the sync state do not.
	crashed := testMessage("crash")
	store.Deliver(ctx, mailio.Fetched{Raw: crashed})
	if err := dm.Deliver("alice@example.org", []string{judge}, crashed); err != nil {
		t.Fatal(err)
	}
	recordedBefore := store.recordedCount()
	pollsBefore := func() int { _, _, p := store.snapshot(); return len(p) }()

	src := mailio.NewSource(devOptions(t, dm), store)
	runSource(t, src)
	store.waitUntil(ctx, t, "a scan after restart", func() bool { _, _, p := store.snapshot(); return len(p) > pollsBefore })
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	store.waitUntil(ctx, t, "all flagged", func() bool {
		st := mailboxState(t, c, "INBOX")
		return len(st) == 3 && st[0] && st[1] && st[2]
	})
	_, calls, _ := store.snapshot()
	if got := store.recordedCount(); got != recordedBefore {
		t.Errorf("restart recorded %d new messages, want 0", got-recordedBefore)
	}
	if calls-callsBefore != 2 { // the crash re-delivery plus our own seeding call
		t.Errorf("restart called Deliver %d times, want only the unflagged message", calls-callsBefore-1)
	}
}

func TestSourceRescansAfterUIDValidityChange(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	admin := imapUser(t, dm.IMAPAddr(), judge, "pw")
	if err := admin.Create("judge", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	appendMsg(t, admin, "judge", testMessage("v1"))
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.Mailbox = "judge"
	src := mailio.NewSource(opts, store)
	runSource(t, src)
	store.waitUntil(ctx, t, "first message", func() bool { return store.recordedCount() == 1 })
	v1, _, _ := store.LoadSync("judge")

	// Re-create the mailbox: same message (restored from a backup) plus a new one.
	if err := admin.Delete("judge").Wait(); err != nil {
		t.Fatal(err)
	}
	if err := admin.Create("judge", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	appendMsg(t, admin, "judge", testMessage("v1"))
	appendMsg(t, admin, "judge", testMessage("v2"))
	src.Poke()
	store.waitUntil(ctx, t, "rescan", func() bool { v, last, _ := store.LoadSync("judge"); return v != v1 && last == 2 })
	rec, calls, _ := store.snapshot()
	if len(rec) != 2 || calls != 3 {
		t.Fatalf("after UIDVALIDITY change: %d recorded, %d Deliver calls; want 2 and 3", len(rec), calls)
	}
	if v2, last, _ := store.LoadSync("judge"); v2 == v1 || last != 2 {
		t.Errorf("sync state = (%d, %d), want a new validity (old %d) and last UID 2", v2, last, v1)
	}
}

func TestSourceTruncatesLargeMessages(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	big := append(testMessage("big"), []byte(strings.Repeat("x", 5000)+"\r\n")...)
	if err := dm.Deliver("alice@example.org", []string{judge}, big); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.MaxMessageSize = 1000
	runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "the message", func() bool { return store.recordedCount() == 1 })
	rec, _, _ := store.snapshot()
	if !rec[0].Truncated || len(rec[0].Raw) != 1000 || rec[0].Size <= 5000 {
		t.Fatalf("got Truncated=%v len=%d Size=%d; want a 1000-byte prefix of a >5000-byte message", rec[0].Truncated, len(rec[0].Raw), rec[0].Size)
	}
}

// hungFirstProxy forwards connections to target, except the first, which it
// accepts and never answers: a server that hangs mid-session.
func hungFirstProxy(t *testing.T, target string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	var conns []net.Conn
	t.Cleanup(func() {
		ln.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
		wg.Wait()
	})
	wg.Add(1)
	go func() {
		defer wg.Done()
		for n := 0; ; n++ {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
			if n == 0 {
				continue // hang: never a byte
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, up)
			mu.Unlock()
			wg.Add(2)
			go func() { defer wg.Done(); io.Copy(up, c); up.Close() }()
			go func() { defer wg.Done(); io.Copy(c, up); c.Close() }()
		}
	}()
	return ln.Addr().String()
}

func TestSourceWatchdogRecoversFromHungServer(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("w1")); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.Addr = hungFirstProxy(t, dm.IMAPAddr())
	opts.CommandTimeout = 300 * time.Millisecond
	src := mailio.NewSource(opts, store)
	runSource(t, src)
	store.waitUntil(ctx, t, "a watchdog report", func() bool {
		_, _, polls := store.snapshot()
		return len(polls) > 0
	})
	_, _, polls := store.snapshot()
	if !errors.Is(polls[0], mailio.ErrWatchdog) {
		t.Fatalf("first poll error = %v, want ErrWatchdog", polls[0])
	}
	src.Poke() // skip the reconnect back-off
	store.waitUntil(ctx, t, "delivery after reconnect", func() bool { return store.recordedCount() == 1 })
}

func TestCheckIMAP(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	opts := devOptions(t, dm)
	if err := mailio.CheckIMAP(ctx, opts); err != nil {
		t.Fatalf("good settings: %v", err)
	}
	opts.Password = "wrong"
	if err := mailio.CheckIMAP(ctx, opts); err == nil {
		t.Fatal("wrong password passed the check")
	}
	opts = devOptions(t, dm)
	opts.Mailbox = "NoSuchFolder"
	if err := mailio.CheckIMAP(ctx, opts); err == nil {
		t.Fatal("missing mailbox passed the check")
	}
	opts = devOptions(t, dm)
	opts.ProcessedFolder = "inbox"
	if err := mailio.NewSource(opts, newMemStore()).Run(ctx); !errors.Is(err, mailio.ErrProcessedIsMailbox) {
		t.Fatalf("processed folder = mailbox: got %v", err)
	}
	opts.TLS = "ssl3"
	if err := mailio.CheckIMAP(ctx, opts); !errors.Is(err, mailio.ErrBadTLSMode) {
		t.Fatalf("bad TLS mode: got %v", err)
	}
}

func TestRunStopsWithContext(t *testing.T) {
	dm := startDevmail(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- mailio.NewSource(devOptions(t, dm), newMemStore()).Run(ctx) }()
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run = %v after cancel, want nil", err)
	}
}
