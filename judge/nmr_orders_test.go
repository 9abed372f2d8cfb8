package judge

import (
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestOrdersAPlayerSendsAreNeverDropped: a player who sent orders for one
// of their powers is not silent, and a power in civil disorder whose
// player sends orders has them carried out. Both used to be lost: in a
// two-player game, west's orders for England alone counted as a missed
// deadline for all three of its powers, the second such phase put them in
// civil disorder and dropped England's orders as "no order given"; and a
// player in civil disorder was told "the phase is resolved now" of orders
// the resolution then ignored.
func TestOrdersAPlayerSendsAreNeverDropped(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj) // movement 48h, grace 24h
	next := func() {
		tj.now = tj.now.Add(4 * 24 * time.Hour)
		tj.tick()
		tj.tick()
	}
	tj.endSendClean(t, duelWest, "SIGNON Eduel pw-west\nF Lon - Nth\nF Edi - Nwg\nA Lvp - Yor")
	next()
	tj.endSendClean(t, duelWest, "SIGNON Eduel pw-west\nF Nth - Hol")
	next()
	fall := tj.newest(t, duelWest, "F1914M results").Body
	if !regexp.MustCompile(`F Nth - Hol\s+succeeded`).MatchString(fall) {
		t.Errorf("England's order was not carried out in F1914M:\n%s", fall)
	}
	wantIn(t, "F1914M results", fall, "Austria, Germany, Turkey missed 2 deadlines")
	if strings.Contains(fall, "England, France, Russia missed") || strings.Contains(fall, "England: (civil disorder)") {
		t.Errorf("west, who ordered England each phase, counts as silent:\n%s", fall)
	}

	// East is in civil disorder now; what it sends is still carried out.
	for i := 0; i < 4 && tj.countMails(t, duelEast, "S1915M results") == 0; i++ {
		r := tj.send(t, duelEast, "SIGNON Aduel pw-east\nA Vie - Gal")
		if strings.Contains(r.Body, "→ A Vie - Gal") {
			next()
			break
		}
		next()
	}
	spring := tj.newest(t, duelEast, "S1915M results").Body
	if !regexp.MustCompile(`A Vie - Gal\s+succeeded`).MatchString(spring) {
		t.Errorf("the orders east sent in civil disorder were dropped:\n%s", spring)
	}
}

// TestAReminderNamesOnlyThePowersWithoutOrders: a player of several powers
// who ordered one of them is reminded of the others alone, and is not
// told that missing orders will count as missed: they will not. The
// reminder used to say "no orders from England, France, Russia" to a
// player whose England orders were in; the late notice now names the
// powers without orders and says that their units follow the defaults.
func TestAReminderNamesOnlyThePowersWithoutOrders(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj) // movement 48h, reminder 12h, grace 24h
	tj.endSendClean(t, duelWest, "SIGNON Eduel pw-west\nF Lon - Nth")
	tj.now = tj.now.Add(40 * time.Hour)
	tj.tick()
	west := tj.newest(t, duelWest, "orders needed").Body
	wantIn(t, "west's reminder", west, "no orders from France, Russia for Spring 1914")
	if strings.Contains(west, "England") {
		t.Errorf("west is reminded of England's orders, which are in:\n%s", west)
	}
	wantIn(t, "east's reminder", tj.newest(t, duelEast, "orders needed").Body, "no orders from Austria, Germany, Turkey")
	tj.now = tj.now.Add(9 * time.Hour)
	tj.tick()
	late := tj.newest(t, duelWest, "orders late").Body
	wantIn(t, "west's late notice", late, "without orders for France, Russia", "their units follow the defaults", "no deadline counts as missed")
	if strings.Contains(late, "count as missed (") {
		t.Errorf("west, not silent, is told its orders will count as missed:\n%s", late)
	}
	if n := tj.countMails(t, duelEast, "orders late"); n != 1 {
		t.Errorf("east, silent, got %d late notices, want 1", n)
	}
}
