package play

import (
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
)

// seated gives every seat of the game its own player, seat.lower@example.org,
// and returns the clerk that moves the game, mailing through a real outbox.
func seated(t *testing.T, h *history) *Clerk {
	t.Helper()
	game, err := h.g.Game()
	if err != nil {
		t.Fatal(err)
	}
	for _, info := range game.Seats() {
		h.g.Players = append(h.g.Players, &Player{Addr: strings.ToLower(string(info.Seat)) + "@example.org", Seats: []games.Seat{info.Seat}})
	}
	h.g.Master = "gm@example.org"
	h.g.Deadline = h.now.Add(48 * time.Hour)
	return newClerk(h)
}

// newClerk is a clerk that mails through a real outbox at h's time.
func newClerk(h *history) *Clerk {
	return &Clerk{Out: outbox.New(outbox.Options{Name: "Adjutant", Address: "judge@example.org", Location: time.UTC,
		Now: func() time.Time { return h.now }})}
}

// wake runs the clerk at now and returns the addresses mailed, sorted.
func (h *history) wake(t *testing.T, c *Clerk, now time.Time) []string {
	t.Helper()
	var to []string
	err := h.db.Update(func(tx *storage.Tx) error {
		before, err := tx.DueOutgoing(now.Add(time.Hour), 1000)
		if err != nil {
			return err
		}
		if err := c.Wake(tx, h.g, now); err != nil {
			return err
		}
		after, err := tx.DueOutgoing(now.Add(time.Hour), 1000)
		for _, o := range after[len(before):] {
			to = append(to, o.To)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(to)
	return to
}

func (h *history) player(seat games.Seat) *Player { return h.g.PlayerBySeat(seat) }

// Before the deadline the seats without orders are reminded, once; at the
// deadline they are told they are late and grace begins; the seat that
// sent orders hears nothing of either.
func TestWakeRemindsThenWarnsOnlyTheSeatsWithoutOrders(t *testing.T) {
	h := newHistory(t)
	c := seated(t, h)
	h.g.Submissions = frenchMoves(t, h.g)
	deadline := h.g.Deadline

	to := h.wake(t, c, deadline.Add(-12*time.Hour))
	if len(to) != 6 || contains(to, "france@example.org") || h.g.Stage != "reminded" {
		t.Fatalf("reminders to %v, stage %q; want the six seats without orders", to, h.g.Stage)
	}
	if again := h.wake(t, c, deadline.Add(-6*time.Hour)); len(again) != 0 {
		t.Errorf("reminded twice: %v", again)
	}
	to = h.wake(t, c, deadline)
	if len(to) != 6 || contains(to, "france@example.org") || h.g.Stage != "grace" || h.g.Phase != 0 {
		t.Fatalf("late notices to %v, stage %q, phase %d; want six notices and grace", to, h.g.Stage, h.g.Phase)
	}
	if again := h.wake(t, c, deadline.Add(time.Hour)); len(again) != 0 || h.g.Phase != 0 {
		t.Errorf("during grace: mail to %v, phase %d", again, h.g.Phase)
	}
}

// Under the disorder policy a seat that misses NMRLimit deadlines in a row
// falls into civil disorder, and the phase is resolved without it each time.
func TestMissedDeadlinesLeadToDisorderAtTheLimit(t *testing.T) {
	h := newHistory(t)
	c := seated(t, h)
	h.g.Settings.Grace = 0 // the policy applies at the deadline itself
	for miss := 1; miss <= 2; miss++ {
		h.g.Submissions = map[games.Seat]games.Submission{"France": {Seat: "France"}} // France holds
		h.g.Stage = "reminded"
		phase := h.g.Phase
		h.wake(t, c, h.g.Deadline)
		if h.g.Phase != phase+1 {
			t.Fatalf("miss %d: the phase was not resolved (phase %d)", miss, h.g.Phase)
		}
		if fr := h.player("France"); fr.Misses != 0 || fr.Disorder {
			t.Errorf("France, who sent orders, has %d misses (disorder %v)", fr.Misses, fr.Disorder)
		}
		eng := h.player("England")
		if eng.Misses != miss || eng.Disorder != (miss == 2) || eng.Abandoned {
			t.Errorf("after miss %d England has %d misses, disorder %v, abandoned %v", miss, eng.Misses, eng.Disorder, eng.Abandoned)
		}
	}
	if h.g.Status != StatusActive {
		t.Errorf("the game is %s", h.g.Status)
	}
}

// Under the abandon policy one missed deadline abandons the seat: the game
// waits for the master, who is asked to replace it, the players still in
// the game are told it waits, the abandoned one gets nothing, and the
// phase stays unresolved.
func TestAbandonPolicyStopsTheGameForTheMaster(t *testing.T) {
	h := newHistory(t)
	c := seated(t, h)
	h.g.Settings.NMR = "abandon"
	h.g.Stage = "grace"
	subs := map[games.Seat]games.Submission{}
	for _, p := range h.g.Players {
		if p.Seats[0] != "Turkey" {
			subs[p.Seats[0]] = games.Submission{Seat: p.Seats[0]}
		}
	}
	h.g.Submissions = subs
	to := h.wake(t, c, h.g.Deadline.Add(h.g.Settings.Grace))
	if len(to) != len(h.g.Players) || !slices.Contains(to, "gm@example.org") || slices.Contains(to, h.player("Turkey").Addr) {
		t.Errorf("mail to %v, want the master and every player but Turkey's", to)
	}
	tur := h.player("Turkey")
	if !tur.Abandoned || tur.Misses != 1 || h.player("Russia").Abandoned {
		t.Errorf("Turkey abandoned %v with %d misses; Russia abandoned %v", tur.Abandoned, tur.Misses, h.player("Russia").Abandoned)
	}
	if h.g.Status != StatusWaiting || !h.g.Deadline.IsZero() || h.g.Phase != 0 {
		t.Errorf("status %s, deadline %v, phase %d; want waiting, no deadline, unresolved", h.g.Status, h.g.Deadline, h.g.Phase)
	}
	if again := h.wake(t, c, h.now.Add(30*24*time.Hour)); len(again) != 0 {
		t.Errorf("a waiting game woke and mailed %v", again)
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
