package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// resolveDefault resolves s's current phase as the judge does after a
// missed deadline: nobody sent a plan.
func resolveDefault(t *testing.T, s *State, seed byte) (*State, string) {
	t.Helper()
	g := &Game{s: s}
	res, err := g.Resolve(games.ResolveInput{}, games.NewDice([games.SeedSize]byte{seed}, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	return res.Next.(*Game).s, readFlat(t, res.Result, games.Observer(), i18n.English)
}

func TestM10UnitOutsideCommandRangeMovesTowardItBeforeItsSidePasses(t *testing.T) {
	// The case players found: Pender eleven hexes from Lee (range 5) used
	// to stay at 1207 through a Confederate pass.
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0503"), hx(t, "1510")
	pe := place("PE", "1207", false)
	place("BU", "1812", false)
	if Distance(s.HQ[Confederate], s.Units[pe].Hex) <= 5 {
		t.Fatal("the set-up does not put Pender outside Lee's range")
	}
	s.Stage = StageMove
	s.resetAlt()
	next, rep := resolveDefault(t, s, 7)
	if !strings.Contains(rep, "PE Pender's division is outside the Confederate command range and must move toward it") {
		t.Errorf("the report does not say why Pender moved:\n%s", rep)
	}
	if d := Distance(next.HQ[Confederate], next.Units[pe].Hex); d > 5 {
		t.Errorf("after the Confederates passed, Pender is %d hexes from Lee (at %s), outside the range of 5", d, next.Units[pe].Hex)
	}
	// A plan that passes at once gets the same: the pass waits for the move.
	s2, place2 := board(t, 1)
	s2.HQ[Confederate], s2.HQ[Union] = hx(t, "0503"), hx(t, "1510")
	place2("PE", "1207", false)
	place2("BU", "1812", false)
	s2.Stage = StageMove
	s2.resetAlt()
	s2.Alt.Plans[Confederate] = s2.ordered([]Item{{Kind: ItemPass, Unit: -1, Target: -1}})
	l := &log{dice: diceWith(t, 1)}
	s2.runAlternation(l)
	text := strings.Join(l.english(), "\n")
	moved, passed := strings.Index(text, "Pender's division moves"), strings.Index(text, "The Confederate pass")
	if moved < 0 || passed < 0 || moved > passed {
		t.Errorf("the Confederates passed before Pender moved:\n%s", text)
	}
}

func TestM11FriendlyUnitOnTheEntryHexClearsTheWayForEveryArrival(t *testing.T) {
	// Turn 2: Pender (due since turn 1) and Johnson both enter at A, where
	// Heth stands. Nobody sends a plan.
	s, place := board(t, 2)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	he := place("HE", "0103", false)
	place("BU", "1812", false)
	pe, _ := s.sc.UnitIndex("PE")
	jo, _ := s.sc.UnitIndex("JO")
	s.Units[pe] = UnitState{Where: Pending}
	s.Units[jo] = UnitState{Where: Pending}
	s.Stage = StageMove
	s.resetAlt()
	next, rep := resolveDefault(t, s, 3)
	for _, u := range []int{pe, jo} {
		if next.Units[u].Where != OnMap {
			t.Errorf("%s is still waiting to enter at A:\n%s", s.sc.Units[u].Code, rep)
		}
	}
	if next.Units[he].Where != OnMap || next.Units[he].Hex == hx(t, "0103") {
		t.Errorf("Heth did not clear the entry hex: %v at %s", next.Units[he].Where, next.Units[he].Hex)
	}
	if !strings.Contains(rep, "HE Heth's division stands on the entry hex of a unit waiting to enter and must move off it first") {
		t.Errorf("the report does not say why Heth moved:\n%s", rep)
	}
}
