package mailio_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"

	"adjutant/mailio"
	"adjutant/mailio/dovecottest"
)

// quarantineOptions: a long rescan and poll, so that only the source's own
// retry of a failed message, never a timer, lets the mail behind it through.
func quarantineOptions(o mailio.IMAPOptions) mailio.IMAPOptions {
	o.ProcessedFolder, o.QuarantineFolder = "Processed", "Quarantine"
	o.MaxAttempts, o.RetryWait = 3, 10*time.Millisecond
	o.PollInterval, o.RescanInterval = time.Hour, time.Hour
	return o
}

// TestSourceSetsAsideAMessageItCannotRecord: a message the store refuses
// every time is tried three times, moved to the quarantine folder (which
// the source creates), and the mail behind it is delivered, in order.
// The count lives in the store: a restart after the first attempt goes on
// counting from there.
func TestSourceSetsAsideAMessageItCannotRecord(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	store := newMemStore()
	store.poison = "POISON"
	for _, raw := range [][]byte{testMessage("q1"), []byte("From: p@example.org\r\nSubject: x\r\n\r\nPOISON\r\n"), testMessage("q3")} {
		if err := dm.Deliver("alice@example.org", []string{judge}, raw); err != nil {
			t.Fatal(err)
		}
	}
	opts := quarantineOptions(devOptions(t, dm))
	opts.RetryWait = time.Hour // the first run stops after one attempt
	stop := runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "the first attempt", func() bool { return store.attemptsAt(2) == 1 })
	stop()
	if n := store.recordedCount(); n != 1 {
		t.Fatalf("%d recorded before the poison, want 1", n)
	}

	opts.RetryWait = 10 * time.Millisecond
	runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "the mail behind the poison", func() bool { return store.recordedCount() == 2 })
	rec, _, _ := store.snapshot()
	if !bytes.Contains(rec[1].Raw, []byte("<q3@example.org>")) {
		t.Errorf("second recorded message is not q3: %q", rec[1].Raw)
	}
	aside := store.setAside()
	if len(aside) != 1 || aside[2] != "Quarantine" {
		t.Fatalf("set aside: %v, want UID 2 in Quarantine", aside)
	}
	if n := store.attemptsAt(2); n != 3 {
		t.Errorf("%d attempts at the poison, want 3", n)
	}
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	store.waitUntil(ctx, t, "the INBOX emptied", func() bool { return len(mailboxState(t, c, "INBOX")) == 0 })
	if q := mailboxState(t, c, "Quarantine"); len(q) != 1 {
		t.Errorf("Quarantine holds %d messages, want 1", len(q))
	}
}

// TestSourceSkipsWhenItCannotMove: without a quarantine folder the message
// stays in the INBOX, unflagged, and is skipped; later mail still comes in.
func TestSourceSkipsWhenItCannotMove(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	store := newMemStore()
	store.poison = "POISON"
	for _, raw := range [][]byte{[]byte("From: p@example.org\r\nSubject: x\r\n\r\nPOISON\r\n"), testMessage("s2")} {
		if err := dm.Deliver("alice@example.org", []string{judge}, raw); err != nil {
			t.Fatal(err)
		}
	}
	opts := quarantineOptions(devOptions(t, dm))
	opts.QuarantineFolder = ""
	runSource(t, mailio.NewSource(opts, store))
	// The mail behind may be recorded before the third attempt at the
	// poisoned one sets it aside: wait for both.
	store.waitUntil(ctx, t, "the second message and the first set aside", func() bool {
		return store.recordedCount() == 1 && len(store.setAside()) == 1
	})
	if aside := store.setAside(); len(aside) != 1 || aside[1] != "" {
		t.Fatalf("set aside: %v, want UID 1 skipped in place", aside)
	}
	c := imapUser(t, dm.IMAPAddr(), judge, "pw")
	store.waitUntil(ctx, t, "s2 moved", func() bool { st := mailboxState(t, c, "INBOX"); return len(st) == 1 && !st[0] })
	// The position is saved after the move the server shows: wait for it
	// too (it failed now and then when read at once).
	store.waitUntil(ctx, t, "the sync position past the skipped message", func() bool {
		_, last, _ := store.LoadSync("INBOX")
		return last == 2
	})
}

// TestSourceSetsAsideAnEmptyMessageOnDovecot: a message file Dovecot
// serves as 0 bytes (which no store can record) is set aside after three
// attempts, on a real server, and the mail behind it is delivered.
func TestSourceSetsAsideAnEmptyMessageOnDovecot(t *testing.T) {
	testDovecotPoison(t, nil, true, "Quarantine")
}

// TestSourceSetsAsideAMessageDovecotCannotRead: Dovecot drops the
// connection in the middle of every FETCH of a message file it may not
// open. The source fetches one message at a time, counts the attempts at
// the one that breaks the link, and at the third skips it, unfetched; the
// server cannot MOVE it either (it would have to read it), so it stays in
// the INBOX, remembered as set aside.
func TestSourceSetsAsideAMessageDovecotCannotRead(t *testing.T) {
	testDovecotPoison(t, testMessage("unreadable"), false, "")
}

func testDovecotPoison(t *testing.T, content []byte, readable bool, wantFolder string) {
	d := dovecottest.Start(t, map[string]string{"judge": "secret"})
	ctx := testCtx(t)
	if err := d.Append("judge", testMessage("e1")); err != nil {
		t.Fatal(err)
	}
	writeMaildirMessage(t, d, "judge", content, readable)
	if _, err := d.Doveadm(nil, "force-resync", "-u", "judge", "INBOX"); err != nil { // gives it UID 2
		t.Fatal(err)
	}
	if err := d.Append("judge", testMessage("e3")); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	runSource(t, mailio.NewSource(quarantineOptions(dovecotOptions(t, d)), store))
	store.waitUntil(ctx, t, "the mail behind the empty one", func() bool { return store.recordedCount() == 2 && len(store.setAside()) == 1 })
	if aside := store.setAside(); len(aside) != 1 || aside[2] != wantFolder {
		t.Fatalf("set aside: %v, want UID 2 in %q", aside, wantFolder)
	}
	if wantFolder == "" {
		return
	}
	c := imapUser(t, d.Addr(), "judge", "secret")
	store.waitUntil(ctx, t, "the INBOX emptied", func() bool { return len(mailboxState(t, c, "INBOX")) == 0 })
	if q := mailboxState(t, c, wantFolder); len(q) != 1 {
		t.Errorf("%s holds %d messages, want 1", wantFolder, len(q))
	}
}

// writeMaildirMessage puts a message file into the maildir INBOX of
// owner: empty, as a crashed delivery agent or a full disk leaves one, or
// not readable by the server when readable is false.
func writeMaildirMessage(t testing.TB, d *dovecottest.Dovecot, owner string, content []byte, readable bool) {
	t.Helper()
	dir := filepath.Join(d.Dir(), "mail", owner, "new")
	name := filepath.Join(dir, "1700000000.poison.localhost")
	if err := os.WriteFile(name, content, 0o600); err != nil {
		t.Fatal(err)
	}
	if !readable {
		return // root's file, mode 0600: the server (as nobody) cannot open it
	}
	if err := dovecottest.GiveToServer(name); err != nil {
		t.Fatal(err)
	}
}
