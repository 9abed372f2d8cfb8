package maneuver

import (
	"strings"
	"testing"
)

// Rule 1.1: four 4x4 tiles make the 8x8 field; squares touch on sides
// only, never diagonally; a tile may be turned.
func TestR1_1FieldOfFourTilesNoDiagonals(t *testing.T) {
	d, _ := Shipped()
	f, err := Lay(d, [4]Placement{{Tile: 4}, {Tile: 1}, {Tile: 8, Turn: 90}, {Tile: 2}})
	if err != nil {
		t.Fatal(err)
	}
	// Tile 4's lake is its second row from the north, third square: C7
	// in the north-west quadrant.
	if got := f.At(sq(t, "C7")).Key; got != "lake" {
		t.Errorf("C7 is %s, want the lake of tile 4", got)
	}
	// Tile 8 turned a quarter clockwise: its west column (^ ^ . .) becomes
	// its north row, so the hills stand at A4 and B4... read back.
	if f.At(sq(t, "D4")).Key != "hill" || f.At(sq(t, "C4")).Key != "hill" || f.At(sq(t, "A4")).Key == "hill" {
		t.Errorf("turned tile 8 laid wrongly: A4 %s C4 %s D4 %s", f.At(sq(t, "A4")).Key, f.At(sq(t, "C4")).Key, f.At(sq(t, "D4")).Key)
	}
	if Adjacent(sq(t, "C3"), sq(t, "D4")) || !Adjacent(sq(t, "C3"), sq(t, "C4")) || Dist(sq(t, "C3"), sq(t, "D4")) != 2 {
		t.Errorf("diagonal squares must not touch, and count two apart")
	}
	if n := len(sq(t, "A1").Neighbours()); n != 2 {
		t.Errorf("a corner has %d neighbours, want 2", n)
	}
}

// Rule 5: infantry moves one square, cavalry one or two; never onto or
// through another unit, off the field or into a lake.
func TestR5InfantryOneCavalryTwo(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "E7").place(Red, "FGD", "D2").terrain("F5", "lake")
	for _, c := range []struct {
		line string
		ok   bool
		why  string
	}{
		{"MOVE GRD D6", true, ""},
		{"MOVE GRD D5", false, "at most 1"},
		{"MOVE GRD C6", false, "not next to"},
		{"MOVE HUS E5", true, ""},
		{"MOVE HUS E6 E5", true, ""},
		{"MOVE HUS E6 F6", true, ""},
		{"MOVE HUS D7", false, "D7 cannot be entered: Blue's GRD at D7 stands there"},
		{"MOVE HUS E6 E5 E4", false, "more than"},
		{"MOVE HUS E6 E7", false, "another square"},
		{"MOVE HUS F7 F6 F5", false, "more than"},
		{"MOVE HUS E7 E6", false, "E7 is where HUS stands: leave out the start square and write the squares it moves into (MOVE HUS E6)"},
		// The start square and a square too far: the line the reply would
		// suggest is refused too, so the reply says why.
		{"MOVE GRD D7 D5", false, "D7 is where GRD stands: a move names only the squares entered, and MOVE GRD D5 is not possible either: GRD moves at most 1 square"},
		// The start square alone: no line to suggest without it, so the
		// reply names a square the unit may move into.
		{"MOVE GRD D7", false, "D7 is where GRD stands already: a move ends in another square, such as MOVE GRD "},
		{"MOVE GRD D9", false, "D9 is off the board"},
		{"MOVE HUS E6 J6", false, "J6 is off the board"},
	} {
		res := f.submit(Blue, c.line)
		if ok := len(res.Problems) == 0; ok != c.ok {
			t.Errorf("%s: accepted %v, want %v (%v)", c.line, ok, c.ok, res.Problems)
			continue
		}
		if !c.ok && !strings.Contains(res.Problems[0].Message.EN, c.why) {
			t.Errorf("%s: %q, want it to say %q", c.line, res.Problems[0].Message.EN, c.why)
		}
	}
	f.place(Blue, "LIN", "D8")
	if res := f.submit(Blue, "MOVE HUS D6 D5"); len(res.Problems) == 0 {
		// D6 free; through D7? No: E7 to D6 is diagonal.
		t.Errorf("a diagonal first step was accepted")
	}
	f.place(Red, "HLD", "E6")
	if res := f.submit(Blue, "MOVE HUS E6 E5"); len(res.Problems) == 0 {
		t.Errorf("cavalry passed through an enemy unit")
	}
}

// Rule 5 and the terrain chart: cavalry entering or starting in terrain
// marked for it moves one square only; it may end its move there.
func TestR5CavalryStopsInTerrain(t *testing.T) {
	f := newFx(t).place(Blue, "HUS", "E7").terrain("E6", "forest")
	if res := f.submit(Blue, "MOVE HUS E6 E5"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "cavalry moving into forest (E6) stops there") {
		t.Errorf("cavalry moved through a forest: %v", res.Problems)
	}
	// The refusal names the terrain that limits the move: the one left.
	g := newFx(t).place(Blue, "HUS", "E7").terrain("E7", "forest")
	if res := g.submit(Blue, "MOVE HUS E6 E5"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "cavalry moving out of forest (E7) moves one square only") {
		t.Errorf("a two-square move out of a forest: %v", res.Problems)
	}
	if res := f.submit(Blue, "MOVE HUS E6"); len(res.Problems) != 0 {
		t.Errorf("cavalry may end its move in a forest: %v", res.Problems)
	}
	f.terrain("E7", "marsh")
	if res := f.submit(Blue, "MOVE HUS F7 F6"); len(res.Problems) == 0 {
		t.Errorf("cavalry moved two squares out of a marsh")
	}
}

// Rule 5: a unit must end elsewhere; exactly one unit moves, and a plan
// without a move gets the default move (here, with no answer at all).
func TestR5OneUnitMustMove(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "GRE", "E7").place(Red, "FGD", "D2").cautious(Red)
	if res := f.submit(Blue, "MOVE GRD D6", "MOVE GRE E6"); len(res.Problems) == 0 {
		t.Errorf("two MOVE lines were accepted")
	}
	if res := f.submit(Blue, "ASSAULT GRD D6 WITH F01"); len(res.Problems) == 0 || !strings.Contains(res.Problems[0].Message.EN, "must move") {
		t.Errorf("a combat without a move: %v", res.Problems)
	}
	f.resolve() // no plan at all
	f.has("Blue sent no plan", "No move was sent: by default Blue moves GRD from D7 to D6.").lacks("moves no unit; by default:").nextTurn()
}

// Rule 5: a plan that ends before its move stops after the draw and asks
// the player for the rest, who then sees the new cards; without an answer
// the default move is made.
func TestR5PlanEndingBeforeTheMoveAsksAfterTheDraw(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46", "F47").deck(Blue, "F01", "F02", "F03", "F04")
	f.resolve("DISCARD F46").has("Blue discards 1 card; the top of the discard pile is F46", "Blue draws 4: F01", "The plan ends before any move").asked(Blue, askPlan)
	if got := f.s.Sides[Blue].Hand; len(got) != 5 {
		t.Fatalf("hand %v, want five cards after the draw", got)
	}
	f.resolve().has("Blue sent nothing", "by default", "Blue moves GRD").nextTurn()
}

// Rule 5: Supply moves a second unit (one Supply a phase), Forced March
// takes a moved unit one square further, once a unit, never from or into
// fields or marsh, and may bring it back to where it began.
func TestR5SupplyAndForcedMarch(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Red, "FGD", "D2").cautious(Red).
		hand(Blue, "F52", "F53", "F49", "F50", "F01")
	for _, c := range []struct{ plan, why string }{
		{"SUPPLY F53 GRD D5", "one Supply card per movement phase"},
	} {
		res := f.submit(Blue, "MOVE GRD D6", "SUPPLY F52 HUS F5", c.plan)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, c.why) {
			t.Errorf("%s: %v, want %q", c.plan, res.Problems, c.why)
		}
	}
	if res := f.submit(Blue, "MOVE GRD D6", "SUPPLY F52 GRD D5"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "another unit") {
		t.Errorf("Supply for the unit that moved: %v", res.Problems)
	}
	f.resolve("MOVE GRD D6", "SUPPLY F52 HUS F5").has("Blue moves GRD from D7 to D6", "Blue moves HUS from F7 to F6-F5").nextTurn()
	f = newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Red, "FGD", "D2").cautious(Red).
		hand(Blue, "F49", "F50", "F01", "F02", "F03")
	f.resolve("MOVE GRD D6", "FORCED F49 GRD D7").has("marches on from D6 to D7").at(Blue, "GRD", "D7").nextTurn()

	f = newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").terrain("D5", "fields").cautious(Red).hand(Blue, "F49", "F50", "F01", "F02", "F03")
	if res := f.submit(Blue, "MOVE GRD D6", "FORCED F49 GRD D5"); len(res.Problems) == 0 || !strings.Contains(res.Problems[0].Message.EN, "no Forced March") {
		t.Errorf("Forced March into fields: %v", res.Problems)
	}
	if res := f.submit(Blue, "MOVE GRD D6", "FORCED F49 GRD C6", "FORCED F50 GRD C5"); len(res.Problems) == 0 || !strings.Contains(res.Problems[0].Message.EN, "one Forced March per unit") {
		t.Errorf("two Forced Marches for one unit: %v", res.Problems)
	}
}

// Rule 9.2 Guerrilla: the opponent cancels Supply or Forced March at once;
// both cards are discarded. (No second Forced March for the unit follows:
// one a unit a phase, which the plan check already refuses.)
func TestR9_2GuerrillaCancelsSupplyAndForcedMarch(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Red, "FGD", "D2").
		hand(Blue, "F49", "F50", "F52", "F01", "F02").hand(Red, "B50", "B51").
		answers(Red, "GUERRILLA FORCED YES", "GUERRILLA SUPPLY NO")
	f.resolve("MOVE GRD D6", "SUPPLY F52 HUS F6", "FORCED F49 GRD D5")
	f.has("Blue moves HUS from F7 to F6", "Red answers with B50 Guerrilla: F49 Forced March is cancelled").
		at(Blue, "GRD", "D6").nextTurn()
	if top, _ := f.s.topDiscard(Red); top != "B50" {
		t.Errorf("Red's discard pile top is %s, want the Guerrilla", top)
	}
	if !contains(f.s.Sides[Blue].Discard, "F49") || contains(f.s.Sides[Blue].Hand, "F49") {
		t.Errorf("the cancelled Forced March is not discarded")
	}
}

// Rule 9.2 Guerrilla: with no standing answer the opponent is asked
// whether or not it holds a Guerrilla card (asking must not tell what it
// holds); its answer then runs the rest of the turn.
func TestR9_2GuerrillaQuestionDoesNotDependOnTheHand(t *testing.T) {
	for _, held := range [][]string{{"B50"}, {"B01"}} {
		f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Red, "FGD", "D2").
			hand(Blue, "F52", "F01", "F02", "F03", "F04").hand(Red, held...)
		f.resolve("MOVE GRD D6", "SUPPLY F52 HUS F6").asked(Red, askGuerrilla)
		q := f.s.Question
		if strings.Contains(q.Public.Ask.EN, "B50") || strings.Contains(q.Public.Ask.EN, "B01") {
			t.Errorf("the public question names Red's cards: %q", q.Public.Ask.EN)
		}
		if !strings.Contains(q.Private.Ask.EN, held[0]) && held[0] == "B50" {
			t.Errorf("the private question does not list the Guerrilla card: %q", q.Private.Ask.EN)
		}
		f.resolve("GUERRILLA SUPPLY YES")
		if held[0] == "B50" {
			f.has("Red answers with B50 Guerrilla").at(Blue, "HUS", "F7")
		} else {
			f.lacks("Guerrilla:").at(Blue, "HUS", "F6")
		}
		f.nextTurn()
	}
	// France has no Guerrilla card: Britain's Supply asks nothing.
	f := newFx(t).place(Red, "FGD", "D2").place(Red, "HOU", "E2").place(Blue, "GRD", "D7").hand(Red, "B55", "B01", "B02", "B03", "B04")
	f.s.Active = Red
	f.resolve("MOVE FGD D3", "SUPPLY B55 HOU E3").at(Red, "HOU", "E3").nextTurn()
}

// Rule 5: the one move is owed only when a unit can make it. A player
// whose every unit is hemmed in (here at the field's edge, where the
// default move looks beyond the field too) moves none, and the turn goes
// on: its plan needs no MOVE, and without a plan nothing breaks.
func TestR5NoUnitCanMove(t *testing.T) {
	hemmed := func() *fx {
		return newFx(t).place(Blue, "GRD", "A8").place(Red, "FGD", "A7").place(Red, "HLD", "B8").cautious(Red).hand(Blue, "F01")
	}
	f := hemmed()
	f.accepts("ASSAULT GRD A7 WITH F01")
	f.resolve("ASSAULT GRD A7 WITH F01").has("Blue has no unit that can move", "Blue's GRD at A8 assaults Red's FGD at A7").nextTurn()
	hemmed().resolve().has("Blue sent no plan", "Blue has no unit that can move").nextTurn()
	// One unit on the edge hemmed in, another free: the default move
	// passes over the first, the field's edge included, to the second.
	hemmed().place(Blue, "LIN", "E8").resolve().has("by default Blue moves LIN from E8 to E7").nextTurn()
}
