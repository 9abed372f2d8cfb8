package play

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/internal/idlegame"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Phases that ask nobody are resolved one after another, up to the cap;
// the last report of the run says the next phase waits for its deadline,
// and the phase after the cap is resolved at that deadline.
func TestProcessStopsAtTheCapOfAutomaticPhasesAndSaysSo(t *testing.T) {
	h := newHistory(t)
	g := quietIdleGame(t, h)
	c := newClerk(h)
	var last string
	err := h.db.Update(func(tx *storage.Tx) error {
		if err := c.Process(tx, g, h.now); err != nil {
			return err
		}
		out, err := tx.DueOutgoing(h.now.Add(time.Hour), 1000)
		for _, o := range out {
			if o.To == "b@example.org" {
				last = mailtest.Read(t, o.Data).Body
			}
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if g.Phase != MaxAutomaticPhases {
		t.Fatalf("one run resolved %d phases, want the cap of %d", g.Phase, MaxAutomaticPhases)
	}
	text := strings.Join(strings.Fields(last), " ") // across the wrapping
	for _, want := range []string{fmt.Sprintf("resolved %d phases in a row", MaxAutomaticPhases), fmt.Sprintf("phase %d asks nobody", MaxAutomaticPhases), "the next one at the deadline"} {
		if !strings.Contains(text, want) {
			t.Errorf("the last report lacks %q:\n%s", want, last)
		}
	}
	if want := h.now.Add(24 * time.Hour); !g.Deadline.Equal(want) {
		t.Errorf("deadline %v, want %v", g.Deadline, want)
	}
}

// The note of the cap writes its deadline as the rest of the mail writes
// deadlines: in each reader's language and time zone (SET TIMEZONE), a
// Chinese reader's with the Chinese date, not a bare UTC stamp.
func TestCapNoticeWritesTheDeadlineInTheReadersZoneAndLanguage(t *testing.T) {
	h := newHistory(t)
	g := quietIdleGame(t, h)
	c := newClerk(h)
	readers := map[string]account.Account{
		"a@example.org": {Lang: i18n.English, Zone: "America/New_York"},
		"b@example.org": {Lang: i18n.SimplifiedChinese, Zone: "Asia/Shanghai"},
	}
	last := map[string]string{}
	err := h.db.Update(func(tx *storage.Tx) error {
		for addr, a := range readers {
			if err := account.Save(tx, addr, a); err != nil {
				return err
			}
		}
		if err := c.Process(tx, g, h.now); err != nil {
			return err
		}
		out, err := tx.DueOutgoing(h.now.Add(time.Hour), 1000)
		for _, o := range out {
			last[o.To] = mailtest.Read(t, o.Data).Body
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for addr, a := range readers {
		loc, err := time.LoadLocation(a.Zone)
		if err != nil {
			t.Fatal(err)
		}
		// The note is the report's first paragraph; the phase line below
		// it gives the deadline too.
		note, _, _ := strings.Cut(last[addr], "\n\n")
		body := strings.Join(strings.Fields(note), "") // across the wrapping
		want := strings.Join(strings.Fields(templates.Date(g.Deadline, loc, a.Lang)), "")
		if !strings.Contains(body, want) {
			t.Errorf("%s (%s, %s): the cap's note lacks the deadline %q:\n%s", addr, a.Lang, a.Zone, want, last[addr])
		}
		if utc := strings.Join(strings.Fields(templates.Date(g.Deadline, time.UTC, a.Lang)), ""); strings.Contains(body, utc) {
			t.Errorf("%s (%s): the cap's note still gives the deadline in UTC:\n%s", addr, a.Zone, last[addr])
		}
	}
}

// quietIdleGame is an active game of the idle engine, whose phases ask
// nobody, with players a@ and b@ and a day to each phase; h holds it.
func quietIdleGame(t *testing.T, h *history) *Record {
	t.Helper()
	g := &Record{Name: "quiet", Engine: "idle", Status: StatusActive, Created: h.now, Master: "gm@example.org",
		Settings: DefaultSettings([]games.PhaseClass{{Key: "turn", Default: 24 * time.Hour}}),
		Players:  []*Player{{Addr: "a@example.org", Seats: []games.Seat{"A"}}, {Addr: "b@example.org", Seats: []games.Seat{"B"}}}}
	g.SetRules(idlegame.Engine{})
	if err := g.SetGame(idlegame.Game{}); err != nil {
		t.Fatal(err)
	}
	g.Deadline = g.Settings.DeadlineFrom(h.now, "turn")
	h.g = g
	return g
}
