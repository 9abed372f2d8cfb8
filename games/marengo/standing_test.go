package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// A side may change its standing answers in the enemy's turn, by a mail
// of standing answers alone: they are checked when sent, the reply says
// what will stand, plan lines are refused with when they are taken, and
// the enemy's turn uses them without the enemy reading a word of it.
func TestStandingAnswersChangeInTheEnemysTurn(t *testing.T) {
	setup := func() *fx {
		return newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").str("F03", 2).at("SAL", "A05").
			book(France, "BLOCK * NONE", "RETREAT SGI RIV", "LOSS * STRONGEST")
	}
	f := setup()
	g := f.game()
	if !g.TakesStanding("France") || g.TakesStanding("Observer") {
		t.Fatal("France does not take standing answers in Austria's turn")
	}
	res := g.Submit("France", numbered([]string{"LOSS * WEAKEST", "MOVE F05 TO RIV", "DONE", "RETREAT SGI SGI"}), i18n.English)
	if len(res.Problems) != 3 || res.Problems[0].Line != 2 || !strings.Contains(res.Problems[0].Message.EN, "you are not asked now: MOVE waits for your own turn's plan") ||
		res.Problems[1].Line != 3 || res.Problems[2].Line != 4 {
		t.Fatalf("plan lines out of turn, and a retreat to the area itself, not refused line by line: %+v", res.Problems)
	}
	// A plan written ahead, with no standing answer: no line is read, and
	// the judge gives one reason for the whole mail.
	if res := g.Submit("France", numbered([]string{"MOVE F05 TO RIV", "DONE"}), i18n.English); len(res.Echo) != 0 || len(res.Problems) != 1 {
		t.Errorf("a plan ahead of France's turn: echo %v, problems %v", res.Echo, res.Problems)
	}
	res = g.Submit("France", numbered([]string{"LOSS * WEAKEST"}), i18n.English)
	if len(res.Problems) > 0 || !res.Complete {
		t.Fatalf("standing answers alone refused: %+v", res.Problems)
	}
	note := res.Notes[len(res.Notes)-1].Message.EN
	if !strings.Contains(note, "BLOCK * NONE; LOSS * WEAKEST; RETREAT SGI RIV") || !strings.Contains(note, "the enemy is not told") {
		t.Errorf("the reply does not say what will stand: %s", note)
	}
	plan := g.Submit("Austria", numbered([]string{"MOVE A03 TO SGI"}), i18n.English)
	subs := map[games.Seat]games.Submission{"Austria": plan.Accepted, "France": res.Accepted}
	out, err := g.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{9}, "1"))
	if err != nil {
		t.Fatal(err)
	}
	f.s, f.res = out.Next.(*Game).s, out.Result
	f.wantAt("F03", "RIV")
	f.wantFace("F03", "inf1")
	f.wantFace("F05", "inf3")
	// Austria reads exactly what it would have read had France's book
	// said WEAKEST all along.
	h := newFx(t).at("CGR", "A03").at("SGI", "F05", "F03").str("F03", 2).at("SAL", "A05").
		book(France, "BLOCK * NONE", "RETREAT SGI RIV", "LOSS * WEAKEST")
	h.play("MOVE A03 TO SGI")
	for _, v := range []games.Viewer{austria, games.Observer()} {
		if got, want := f.events(v), h.events(v); got != want {
			t.Errorf("%v reads the changed answers' trace:\n%s\nwant\n%s", v, got, want)
		}
	}
	if ev := f.events(france); strings.Contains(ev, "not asked") {
		t.Errorf("France reads a refusal: %s", ev)
	}
}

// Before the turns begin (the set-up's draw) nobody sends anything.
func TestStandingAnswersNotTakenBeforeTheTurns(t *testing.T) {
	f := newFx(t)
	f.s.Stage = stageSetup
	if f.game().TakesStanding("France") {
		t.Error("standing answers taken before the turns")
	}
}
