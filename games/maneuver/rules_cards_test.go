package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// Rule 7: one restoring attempt a turn, by Supply, Regroup, the unit's
// own card (the three cancellable by Guerrilla) or a leader's rally roll.
func TestR7Restore(t *testing.T) {
	base := func(hand ...string) *fx {
		return newFx(t).place(Blue, "LIN*", "D7").place(Blue, "GRD", "A8").place(Red, "FGD", "D2").hand(Blue, hand...).cautious(Red)
	}
	for _, card := range []string{"F54", "F52", "F16"} {
		f := base(card, "F46", "F47", "F48", "F49")
		f.resolve("MOVE GRD A7", "RESTORE LIN WITH "+card).has("Blue's LIN is restored to full strength").nextTurn()
		if f.unit(Blue, "LIN").Damaged {
			t.Errorf("%s did not restore", card)
		}
	}
	f := base("F06", "F46", "F47", "F48", "F49")
	if res := f.submit(Blue, "MOVE GRD A7", "RESTORE LIN WITH F06"); len(res.Problems) != 1 {
		t.Errorf("another unit's card restored LIN")
	}
	f = base("F54", "F53", "F47", "F48", "F49")
	// One attempt a turn: a second RESTORE after a certain one is refused
	// when the plan comes in; should one reach the turn, it is skipped.
	if res := f.submit(Blue, "MOVE GRD A7", "RESTORE LIN WITH F54", "RESTORE LIN WITH F53"); len(res.Problems) != 1 || res.Problems[0].Line != 3 {
		t.Fatalf("%v", res.Problems)
	}
	f.hand(Red, "B50").answers(Red, "GUERRILLA REGROUP YES")
	f.unchecked("MOVE GRD A7", "RESTORE LIN WITH F54", "RESTORE LIN WITH F53").
		has("Red answers with B50 Guerrilla: F54 Regroup is cancelled", "The unit stays damaged", "one restoring attempt per turn").nextTurn()
	// A leader's rally roll: within the range, restored; else nothing.
	for _, c := range []struct {
		rally Span
		want  string
	}{{Span{Lo: 1, Hi: 6}, "within 1-6: restored to full strength"}, {Span{Lo: 7, Hi: 7}, "outside 7: no effect"}} {
		f := base("F43", "F46", "F47", "F48", "F49").card(Blue, "F43", func(cd *Card) { cd.Rally = c.rally })
		f.resolve("MOVE GRD A7", "RESTORE LIN WITH F43").has("Blue plays F43", "to rally LIN: rolls #", c.want).nextTurn()
	}
	// Only a damaged unit is restored.
	f = base("F54", "F46", "F47", "F48", "F49").place(Blue, "LIN", "D7")
	f.refuses(2, []string{"MOVE GRD A7", "RESTORE LIN WITH F54"}, "LIN is not damaged")
	f.unchecked("MOVE GRD A7", "RESTORE LIN WITH F54").has("LIN is not a damaged unit on the field").nextTurn()
}

// Rule 9.2 Scout/Spy: after the draw, the player sees the opponent's
// hand (no one else does), then draws back to five.
func TestR9_2Scout(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").card(Blue, "F58", func(c *Card) { c.Kind = KindScout }).hand(Blue, "F58", "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05").hand(Red, "B41", "B57")
	f.resolve("SCOUT F58", "ASK").has("Blue draws 3: F01", "Blue plays F58 Scout/Spy and looks at Red's hand", "Red's hand: B41", "Blue draws 1: F04").asked(Blue, askPlan)
	red, obs := f.reads(games.SeatView("Red")), f.reads(games.Observer())
	for _, leak := range []string{"B41", "B57", "F01"} {
		if strings.Contains(obs, leak) {
			t.Errorf("an observer reads %s:\n%s", leak, obs)
		}
	}
	if strings.Contains(red, "F01") || !strings.Contains(red, "looks at Red's hand") {
		t.Errorf("Red reads:\n%s", red)
	}
	if res := f.submit(Blue, "MOVE GRD D6", "SCOUT F59"); len(res.Problems) == 0 {
		t.Errorf("a Scout after the move was accepted")
	}
}

// Rule 4: the discard is face up, but only the top card of a pile may
// be seen, by anyone, the owner included.
func TestR4OnlyTheTopOfADiscardPileIsSeen(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46", "F47", "F12", "F13", "F14")
	f.resolve("DISCARD F46 F12 F13", "MOVE GRD D6")
	// Its owner too reads only the count and the new top (rule 4).
	for _, v := range []games.Viewer{games.SeatView("Blue"), games.SeatView("Red"), games.Observer()} {
		events := f.reads(v)
		if strings.Contains(events, "F46") || strings.Contains(events, "F12") || !strings.Contains(events, "discards 3 cards; the top of the discard pile is F13") {
			t.Errorf("%+v reads:\n%s", v, events)
		}
	}
	for _, v := range []games.Viewer{games.SeatView("Blue"), games.SeatView("Red"), games.Observer()} {
		view := f.game().View(v, i18n.English)
		if strings.Contains(view, "F46") || strings.Contains(view, "F12") || !strings.Contains(view, "Top of the discard pile: F13") {
			t.Errorf("the view for %+v shows a buried discard or not the top:\n%s", v, view)
		}
	}
	if view := f.game().View(games.MasterView(), i18n.English); !strings.Contains(view, "discard pile, bottom first: F46 F12 F13") {
		t.Errorf("the master does not see the whole pile:\n%s", view)
	}
	// discards=own: the owner reads its own discarded cards.
	f = newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46", "F47", "F12", "F13", "F14")
	f.s.Opt.Discards = "own"
	f.resolve("DISCARD F46 F12 F13", "MOVE GRD D6")
	if events := f.reads(games.SeatView("Blue")); !strings.Contains(events, "Blue discards F46 Committed Attack") {
		t.Errorf("discards=own: Blue reads:\n%s", events)
	}
}

// Rule 4: discards only from the hand and before the draw; the player
// draws back to five.
func TestR4DiscardThenDrawToFive(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2").hand(Blue, "F46", "F47")
	if res := f.submit(Blue, "DISCARD F01", "MOVE GRD D6"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "discards come before the draw") {
		t.Errorf("discarding a card not in hand: %v", res.Problems)
	}
	if res := f.submit(Blue, "MOVE GRD D6", "DISCARD F46"); len(res.Problems) != 1 {
		t.Errorf("a discard after the move was accepted")
	}
	f.resolve("DISCARD F46", "MOVE GRD D6").has("Blue draws 4")
	if n := len(f.s.Sides[Blue].Hand); n != 5 {
		t.Errorf("hand of %d", n)
	}
	// A card not yet in the hand is a note, not a refusal.
	f = newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D6").hand(Blue, "F46")
	res := f.submit(Blue, "MOVE GRD C7", "ASSAULT GRD D6 WITH F01")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "next to") {
		t.Errorf("%v", res.Problems)
	}
	res = f.submit(Blue, "MOVE GRD E7", "ASSAULT GRD E6 WITH F01")
	if len(res.Problems) != 1 {
		t.Errorf("assault on an empty square: %v", res.Problems)
	}
	f.place(Red, "HLD", "E6")
	res = f.submit(Blue, "MOVE GRD E7", "ASSAULT GRD E6 WITH F01")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "only if you draw it") {
		t.Errorf("problems %v notes %v", res.Problems, res.Notes)
	}
}

// A combat whose card was not drawn does not run; the player alone reads
// why, for its own lines too, and the turn goes on to its restoring.
func TestPlanLineThatCannotRunIsToldToItsOwnerAlone(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN*", "B7").place(Red, "FGD", "D5").hand(Blue, "F54").deck(Blue, "F46", "F47", "F48", "F49").cautious(Red)
	f.resolve("MOVE GRD D6", "ASSAULT GRD D5 WITH F01", "IF DEF >= 3 PLAY F46", "RESTORE LIN WITH F54").
		has("Plan line 2 (ASSAULT GRD D5 WITH F01) is not carried out: F01 is not in your hand", "LIN is restored",
			"Plan line 3 (IF DEF >= 3 PLAY F46) is not carried out: the combat of line 2 it belongs to was not fought.").nextTurn()
	red := f.reads(games.SeatView("Red"))
	if strings.Contains(red, "F01") || strings.Contains(red, "Plan line") {
		t.Errorf("Red reads Blue's failed plan line:\n%s", red)
	}
}

// A plan that asks to be consulted and goes on after ASK: when the
// player does not answer, the rest of the plan it sent runs (it is the
// plan still to run its report showed), not the defaults; an answer
// replaces it.
func TestNoAnswerAtAskRunsTheRestOfThePlan(t *testing.T) {
	base := func() *fx {
		return newFx(t).place(Blue, "GRD", "D7").place(Blue, "LIN", "B7").place(Red, "FGD", "D2").hand(Blue, "F46").deck(Blue, "F01", "F02", "F03", "F04", "F05")
	}
	f := base()
	f.resolve("DISCARD NONE", "ASK", "MOVE LIN B6").asked(Blue, askPlan)
	if r := f.game().Requests()[0]; !strings.Contains(r.For(games.SeatView("Blue")).Default.EN, "the rest of the plan you sent") {
		t.Errorf("the default named: %q", r.For(games.SeatView("Blue")).Default.EN)
	}
	f.resolve().has("Blue did not answer: the rest of the plan sent runs", "Blue moves LIN from B7 to B6").lacks("by default").nextTurn()
	f.at(Blue, "LIN", "B6").at(Blue, "GRD", "D7")

	f = base()
	f.resolve("DISCARD NONE", "ASK", "MOVE LIN B6").asked(Blue, askPlan)
	f.resolve("MOVE GRD D6").has("Blue moves GRD from D7 to D6").nextTurn()
	f.at(Blue, "LIN", "B7").at(Blue, "GRD", "D6")
}
