package main

import (
	"path/filepath"
	"strings"
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

	// The judge was down when the deadline came.
	db, err := storage.Open(filepath.Join(g.env.cfg.DataDir, dbFile), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.Update(func(tx *storage.Tx) error {
		rec, _, err := play.Load(tx, play.NewEngines(engines()), "west")
		if err != nil {
			return err
		}
		rec.Deadline = time.Now().Add(-time.Hour)
		return play.Save(tx, rec)
	}); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}
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
