package mailio_test

import (
	"testing"
	"time"

	"adjutant/mailio"
	"adjutant/mailio/dovecottest"
)

func dovecotOptions(t testing.TB, d *dovecottest.Dovecot) mailio.IMAPOptions {
	return mailio.IMAPOptions{Logger: testLogger(t),
		Addr: d.Addr(), TLS: mailio.TLSNone, Username: "judge", Password: "secret",
		UseIDLE: true, PollInterval: time.Second, RescanInterval: 5 * time.Second, CommandTimeout: 10 * time.Second,
	}
}

// TestSourceAgainstDovecot runs the source against a real Dovecot: mail
// saved before and during the run is delivered once and moved, IDLE sees
// new mail, a restart delivers nothing twice, and a re-created mailbox
// (new UIDVALIDITY) is rescanned.
func TestSourceAgainstDovecot(t *testing.T) {
	d := dovecottest.Start(t, map[string]string{"judge": "secret"})
	ctx := testCtx(t)
	if err := d.Append("judge", testMessage("d1")); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	opts := dovecotOptions(t, d)
	opts.ProcessedFolder = "Processed"
	stop := runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "the first message", func() bool { return store.recordedCount() == 1 })

	if err := d.Append("judge", testMessage("d2")); err != nil { // arrives while idling
		t.Fatal(err)
	}
	store.waitUntil(ctx, t, "the second message", func() bool { return store.recordedCount() == 2 })
	c := imapUser(t, d.Addr(), "judge", "secret")
	store.waitUntil(ctx, t, "both moved", func() bool {
		p := mailboxState(t, c, "Processed")
		return len(mailboxState(t, c, "INBOX")) == 0 && len(p) == 2 && p[0] && p[1]
	})
	stop()
	_, calls, _ := store.snapshot()

	// Restart with the same store: nothing new, nothing delivered again.
	pollsBefore := func() int { _, _, p := store.snapshot(); return len(p) }()
	stop = runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "a scan after restart", func() bool { _, _, p := store.snapshot(); return len(p) > pollsBefore })
	if _, calls2, _ := store.snapshot(); calls2 != calls {
		t.Fatalf("restart called Deliver %d more times, want 0", calls2-calls)
	}
	stop()
}

func TestSourceDovecotUIDValidityChange(t *testing.T) {
	d := dovecottest.Start(t, map[string]string{"judge": "secret"})
	ctx := testCtx(t)
	mustDoveadm := func(stdin []byte, args ...string) {
		t.Helper()
		if _, err := d.Doveadm(stdin, args...); err != nil {
			t.Fatal(err)
		}
	}
	mustDoveadm(nil, "mailbox", "create", "-u", "judge", "games")
	mustDoveadm(testMessage("u1"), "save", "-u", "judge", "-m", "games")
	store := newMemStore()
	opts := dovecotOptions(t, d)
	opts.Mailbox = "games"
	src := mailio.NewSource(opts, store)
	runSource(t, src)
	store.waitUntil(ctx, t, "the first message", func() bool { _, last, _ := store.LoadSync("games"); return last == 1 })
	v1, _, _ := store.LoadSync("games")

	mustDoveadm(nil, "mailbox", "delete", "-u", "judge", "games")
	mustDoveadm(nil, "mailbox", "create", "-u", "judge", "games")
	mustDoveadm(testMessage("u1"), "save", "-u", "judge", "-m", "games")
	mustDoveadm(testMessage("u2"), "save", "-u", "judge", "-m", "games")
	src.Poke()
	store.waitUntil(ctx, t, "the rescan", func() bool { v, last, _ := store.LoadSync("games"); return v != v1 && last == 2 })
	if rec, calls, _ := store.snapshot(); len(rec) != 2 || calls != 3 {
		t.Fatalf("%d recorded, %d Deliver calls; want 2 and 3", len(rec), calls)
	}
}
