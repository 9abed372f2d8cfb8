package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Rule 2.2: a player controls the squares of the enemy half its units
// stand in, and their neighbours there that hold no enemy and touch none
// (lakes count); with no unit eliminated, ties go to fewer damaged units,
// then to the nation first in the rulebook's order.
func TestR2_2ControlledSquaresAndTies(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D3").place(Blue, "LIN", "C7").
		place(Red, "FGD", "F3").place(Red, "HLD", "D1").place(Red, "FUS", "B6").terrain("B5", "lake")
	// Blue (north) counts D3, D4, C3: E3 touches F3, D2 touches D1.
	// Red (south) counts B6, B5 (a lake), A6: B7 and C6 touch C7.
	if b, r := f.s.controlled(Blue), f.s.controlled(Red); b != 3 || r != 3 {
		t.Fatalf("Blue %d, Red %d; want 3 each", b, r)
	}
	end := func(f *fx) (Seat, string) {
		l := &logger{dice: games.NewDice(f.seed, "end")}
		f.s.finalScore(l)
		return Seat(f.s.Winner), f.s.Reason
	}
	if w, why := end(f); w != Red || why != "nation" {
		t.Errorf("equal squares and damage: %s by %s, want Britain (Red) by the nations' order", w, why)
	}
	f.place(Red, "FGD*", "F3")
	f.s.Stage = StageTurn
	if w, why := end(f); w != Blue || why != "damaged" {
		t.Errorf("Red has a damaged unit: %s by %s", w, why)
	}
	f.place(Blue, "HUS", "G2")
	f.s.Stage = StageTurn
	if w, why := end(f); w != Blue || why != "squares" || f.s.Score.Squares[Blue] != 6 {
		t.Errorf("Blue gains G2, G1 and H2 (not G3 or F2, next to F3): %s by %s, %v", w, why, f.s.Score)
	}
}

// Rule 2.3: once both players have drawn their decks out, the game ends
// after that game turn; a player who runs out first reshuffles the
// discard pile and plays on.
func TestR2_3DecksRunOut(t *testing.T) {
	for _, c := range []struct {
		end       string
		afterBlue bool
	}{{"gameturn", false}} { // end=playerturn was dropped: neither text says it
		f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").cautious(Red).cautious(Blue)
		f.s.Sides[Red].Exhausted = true
		f.s.Sides[Red].Discard = append([]string(nil), f.s.Sides[Red].Deck[:10]...)
		f.s.Sides[Red].Deck = nil
		f.hand(Blue, "F01", "F02", "F03")
		f.s.Sides[Blue].Deck = []string{"F10", "F11"}
		f.resolve("MOVE GRD D6").has("Blue has drawn the last card of the deck for the first time", "Both decks have run out")
		if over := f.game().Over() != nil; over != c.afterBlue {
			t.Fatalf("end=%s: over after Blue's turn %v", c.end, over)
		}
		if c.afterBlue {
			f.has("Final count").has("The game is over")
			continue
		}
		f.resolve("MOVE FGD D3").has("Red has drawn every card and shuffles its discard pile into a new deck of 10", "Final count")
		if f.game().Over() == nil {
			t.Fatalf("the game goes on after the game turn")
		}
	}
}

// The end opens every secret: the last report shows both hands and decks
// to everyone.
func TestEndRevealsEverything(t *testing.T) {
	hist := play(t, [games.SeedSize]byte{2, 2}, "beginner", map[string]string{"tiles": "1,2,3,4"}, [2]Scripted{{Seat: Blue, Cautious: true}, {Seat: Red, Cautious: true}})
	last := hist[len(hist)-1]
	rep, err := Engine{}.Report(last.res, games.EndView(), i18n.English)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rep, "Blue's hand") || !strings.Contains(rep, "Red's hand") || !strings.Contains(rep, "Red's deck, top first") {
		t.Errorf("the last report for everyone:\n%s", rep)
	}
	// The open decks are wrapped like the rest of the mail.
	for _, lang := range i18n.Langs() {
		rep, _ := Engine{}.Report(last.res, games.EndView(), lang)
		for _, line := range strings.Split(rep, "\n") {
			if i18n.Width(line) > 78 {
				t.Errorf("%s: a line of %d columns: %q", lang, i18n.Width(line), line)
			}
		}
	}
}
