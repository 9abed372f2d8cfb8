package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// While the Union is asked again in the middle of the attacks, the
// Confederates wait; the Union's next attack may make their units
// retreat. They may change their RETREAT lines meanwhile: the lines are
// checked when sent, the reply says what will hold, any other line is
// refused saying when it is taken, and the attack that follows the
// Union's answer retreats the unit along the new line, the Union reading
// nothing of it.
func TestRetreatLinesChangedWhileTheOtherSideIsAskedAgain(t *testing.T) {
	setUp := func() (*Game, int, []Hex) {
		s, place := board(t, 1)
		s.HQ[Confederate], s.HQ[Union] = hx(t, "0803"), hx(t, "1508")
		he := place("HE", "1003", true)
		one := place("1C", "1104", true)
		s.Stage = StageAttack
		s.resetAlt()
		s.Alt.Passed[Confederate], s.Alt.ToAct, s.Alt.Extra, s.Alt.Asking = true, int(Union), 3, int(Union)
		return &Game{s: s}, he, []Hex{s.Units[one].Hex}
	}
	g, he, refs := setUp()
	if !g.TakesStanding("Confederate") || g.TakesStanding("Union") {
		t.Fatal("the waiting Confederates may not change their RETREAT lines")
	}
	engine := g.s.bestRetreat(he, g.s.retreatPaths(he, refs))
	var other Hex
	for _, end := range retreatEnds(g.s, he, refs) {
		if end != engine[len(engine)-1] {
			other = end
		}
	}
	if other.IsZero() {
		t.Fatal("every legal retreat ends on one hex: no choice to test")
	}
	line := "RETREAT HE " + other.String()
	res := g.Submit("Confederate", toLines([]string{line, "HE ATTACK 1C", "RETREAT HE 0101"}), i18n.English)
	probs := lineMessages(res.Problems)
	if len(probs) != 2 || !strings.Contains(probs[2], "the Union are asked now, not you: ATTACK waits for the next phase's plan") || probs[3] == "" {
		t.Fatalf("want lines 2 and 3 refused (an attack, a retreat no legal path ends on): %v", probs)
	}
	if res := g.Submit("Confederate", toLines([]string{"HE ATTACK 1C", "PASS"}), i18n.English); len(res.Echo) != 0 || len(res.Problems) != 1 {
		t.Errorf("a plan for the next phase: echo %v, problems %v", res.Echo, res.Problems)
	}
	res = g.Submit("Confederate", toLines([]string{line}), i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("the RETREAT line alone was refused: %v", lineMessages(res.Problems))
	}
	if n := res.Notes[len(res.Notes)-1].Message.EN; !strings.Contains(n, "yours will then be: "+line) || !strings.Contains(n, "the Union are not told") {
		t.Errorf("the reply does not say what will hold: %s", n)
	}
	union := g.Submit("Union", toLines([]string{"1C ATTACK HE", "PASS"}), i18n.English)
	if len(union.Problems) > 0 {
		t.Fatalf("the Union's attack refused: %v", lineMessages(union.Problems))
	}
	// The dice decide whether HE retreats: find a seed where it does with
	// the engine's own path, then play that seed with the changed line.
	for seed := 0; seed < 200; seed++ {
		dice := func() *games.Dice { return games.NewDice([games.SeedSize]byte{byte(seed)}, "attack") }
		base, _, _ := setUp()
		without, err := base.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Union": union.Accepted}}, dice())
		if err != nil {
			t.Fatal(err)
		}
		if without.Next.(*Game).s.Units[he].Hex != engine[len(engine)-1] {
			continue
		}
		g, _, _ := setUp()
		with, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Union": union.Accepted, "Confederate": res.Accepted}}, dice())
		if err != nil {
			t.Fatal(err)
		}
		if got := with.Next.(*Game).s.Units[he].Hex; got != other {
			t.Fatalf("seed %d: HE retreated to %s, not along the line sent while the Union were asked (%s)", seed, got, other)
		}
		for _, v := range []games.Viewer{games.SeatView("Union"), games.Observer()} {
			r, err := (Engine{}).Report(with.Result, v, i18n.English)
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(r, line) || strings.Contains(r, "RETREAT HE") {
				t.Errorf("%v reads the Confederate RETREAT line:\n%s", v, r)
			}
		}
		return
	}
	t.Fatal("in 200 seeds the attack never made HE retreat: no retreat to test")
}

// In the attack phase the attacks still to come may call on the waiting
// side's artillery: its ARTILLERY line is taken, the refusal of another
// line offers it, and the note says the mail changes it.
func TestArtilleryIsTakenFromTheWaitingSideOnlyInTheAttacks(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0803"), hx(t, "1508")
	place("HE", "1003", true)
	place("1C", "1104", true)
	s.Stage = StageAttack
	s.resetAlt()
	s.Alt.Passed[Confederate], s.Alt.ToAct, s.Alt.Extra, s.Alt.Asking = true, int(Union), 3, int(Union)
	g := &Game{s: s}
	res := g.Submit("Confederate", toLines([]string{"ARTILLERY HE", "HE ATTACK 1C"}), i18n.English)
	probs := lineMessages(res.Problems)
	if len(probs) != 1 || !strings.Contains(probs[2], "only RETREAT, ARTILLERY and RANGE lines are taken") {
		t.Fatalf("want only the attack refused, offering ARTILLERY: %v", probs)
	}
	if n := res.Notes[len(res.Notes)-1].Message.EN; !strings.Contains(n, "changes only your RETREAT, ARTILLERY and RANGE lines") || !strings.Contains(n, "ARTILLERY HE") {
		t.Errorf("the note does not say the ARTILLERY line will hold: %s", n)
	}
}
