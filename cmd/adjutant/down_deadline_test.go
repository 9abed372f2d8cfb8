package main

import (
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"adjutant/judge/play"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// TestOrdersSentWhileTheJudgeWasDownCountForTheDeadlineThatPassed stops the
// judge, lets the game's deadline pass while England's orders wait in the
// mailbox, and starts it again: the orders are read before the deadline is
// resolved, so England is not taken for a power that sent nothing.
func TestOrdersSentWhileTheJudgeWasDownCountForTheDeadlineThatPassed(t *testing.T) {
	g := startRealGame(t)
	g.ask(t, "gm@example.org", "grace", "SIGNON Mwest gm-pw\nSET grace=0")
	g.env.stop()

	moveDeadline(t, g.env.cfg.DataDir, time.Now().Add(-time.Hour)) // the judge was down when the deadline came
	id := submit(t, g.env.mail.SMTPAddr(), g.addr["England"], testJudgeAddress, "orders",
		"SIGNON Ewest pw-England\nF LON - NTH\nF EDI - NWG\nA LVP - YOR\n")

	g.env.stop = runInBackground(t, g.env.cfg)
	if r := g.answer(t, g.addr["England"], id); !strings.Contains(r.Body, "Spring 1901") {
		t.Errorf("England's orders were not taken for Spring 1901:\n%s", r.Body)
	}
	var results mailtest.Mail
	eventually(t, "the S1901M results in France's mailbox", func() bool {
		raws, err := g.env.mail.Messages(g.addr["France"])
		if err != nil {
			t.Fatal(err)
		}
		for _, raw := range raws {
			if m := mailtest.Read(t, raw); strings.Contains(m.Subject, "S1901M results") {
				results = m
				return true
			}
		}
		return false
	})
	if !strings.Contains(results.Body, "F Lon - Nth") {
		t.Errorf("the deadline was resolved without England's orders, sent before it while the judge was down:\n%s", results.Body)
	}
}

// TestAKillRightAfterADeadlineLosesNoReportAndResolvesNothingTwice kills the
// daemon, a child process, with SIGKILL right after it resolved a deadline
// that passed while it was down (the phase saved, seven results mails and
// more in the outbox, none sent), and starts it again: every player gets
// the results once, and the phase is not resolved again.
func TestAKillRightAfterADeadlineLosesNoReportAndResolvesNothingTwice(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.DataDir = filepath.Join(dir, "data") // where writeLoopbackConfig puts it
	g := &realGame{env: &testEnv{mail: mail, cfg: cfg}, addr: map[string]string{}}
	g.env.stop = runInBackground(t, cfg)
	if r := g.ask(t, "gm@example.org", "new game", "CREATE ?west gm-pw standard"); !strings.Contains(r.Body, "Game west created") {
		t.Fatalf("CREATE answered:\n%s", r.Body)
	}
	for _, power := range []string{"Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"} {
		addr := strings.ToLower(power) + "@example.org"
		g.addr[power] = addr
		if r := g.ask(t, addr, "join", "SIGNON ?west pw-"+power+" "+power[:1]); !strings.Contains(r.Body, "you joined west") {
			t.Fatalf("%s could not join:\n%s", power, r.Body)
		}
	}
	g.ask(t, "gm@example.org", "grace", "SIGNON Mwest gm-pw\nSET grace=0")
	g.env.stop()
	moveDeadline(t, cfg.DataDir, time.Now().Add(-time.Hour))

	cfgPath := writeLoopbackConfig(t, dir, mail)
	armed := daemonChild(t, cfgPath, "after-deadline")
	if err := armed.Start(); err != nil {
		t.Fatal(err)
	}
	if !killedBySIGKILL(t, armed) {
		t.Fatal("the daemon never reached the crash point after-deadline")
	}
	calm := daemonChild(t, cfgPath, "")
	if err := calm.Start(); err != nil {
		t.Fatal(err)
	}
	results := func(addr string) map[string]int {
		raws, err := mail.Messages(addr)
		if err != nil {
			t.Fatal(err)
		}
		ids := map[string]int{}
		for _, raw := range raws {
			if m := mailtest.Read(t, raw); strings.Contains(m.Subject, "results") {
				ids[m.Subject+" "+m.MessageID]++
			}
		}
		return ids
	}
	for _, addr := range g.addr {
		eventually(t, "the results in "+addr+"'s mailbox", func() bool { return len(results(addr)) > 0 })
	}
	_ = calm.Process.Signal(syscall.SIGTERM)
	if err := calm.Wait(); err != nil {
		t.Fatalf("daemon did not shut down cleanly: %v", err)
	}
	for _, addr := range append(slices.Sorted(maps.Values(g.addr)), "gm@example.org") {
		if got := results(addr); len(got) != 1 {
			t.Errorf("%s got %v, want the S1901M results once", addr, got)
		}
	}
}

// moveDeadline sets game west's deadline in the database of a stopped judge.
func moveDeadline(t *testing.T, dataDir string, at time.Time) {
	t.Helper()
	db, err := storage.Open(filepath.Join(dataDir, dbFile), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *storage.Tx) error {
		rec, _, err := play.Load(tx, play.NewEngines(engines()), "west")
		if err != nil {
			return err
		}
		rec.Deadline = at
		return play.Save(tx, rec)
	}); err != nil {
		t.Fatal(err)
	}
}
