package marengo

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// Rule 9's worked example, step by step: an inf3 and an inf2 attack an
// approach held by an inf2, an art1 and a cav2 (infantry terrain 1 on
// the battlefield; cavalry terrain 1 on the attacker's side). The art1
// counter-fires (the inf3 lead becomes inf2); the inf2 stands as front
// line; 2 - 1 - 2 = -1, so the defender wins; the attacker loses 1 + 1
// (the lead is eliminated), the defender 1; the cav2 pursues for
// 2 - 1 = 1 (the inf2 becomes inf1) and loses a step itself; the
// defender keeps the approach and the attacker falls back.
func TestRule9WorkedExample(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A01").at("CGR/MAR", "F10", "F02", "F08").turn(Austria, 9).
		book(France, "COUNTERFIRE * YES", "FRONT CGR F02", "PURSUE * YES")
	f.play("ATTACK A03 A01 LEAD A03")
	f.wantEvent(master, "lead 2 - terrain 1 - front 2 = -1: the defender wins")
	f.wantAt("A03", "gone")
	f.wantFace("A01", "inf1")
	f.wantAt("A01", "MAR")
	f.wantFace("F02", "inf1")
	f.wantFace("F08", "cav1")
	f.wantAt("F02", "CGR/MAR")
	f.wantEvent(master, "cavalry 2 - terrain 1 = 1")
	if m := f.s.B.Morale; m[Austria] != 18-4 || m[France] != 14-2 {
		t.Errorf("morale %v, want Austria 14 (counter-fire 1, combat 2, pursuit 1) and France 12", m)
	}
	f.wantEvent(austria, "nobody crosses MAR-CGR again this turn")
}

// defend gives France the standing answers that spare the tests below a
// question each.
func defend(f *fx, front string) *fx {
	return f.book(France, "COUNTERFIRE * YES", "FRONT * "+front, "PURSUE * NO", "RETREAT * ROOM").book(Austria, "PURSUE * NO")
}

// Rule 9: an attack costs a command point; each battlefield once a turn.
func TestRule9OncePerApproachForAPoint(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F03", "F05"), "BEST")
	f.refuses(2, "an approach is attacked once a turn", "ATTACK A03 LEAD A03", "ATTACK A04 LEAD A04")
	f.wantEvent(france, "(1 CP, 2 left)")
	f.wantEvent(austria, "CGR/MAR was attacked already this turn")
}

// Rule 9.1: one lead on a short approach, one or two on a long one; of
// one arm; infantry or cavalry of strength two or more; no cavalry into
// an obstacle; each stronger than the battlefield's terrain.
func TestRule9_1Leads(t *testing.T) {
	for _, c := range []struct {
		name, place, enemy, line, want string
		setup                          func(*fx)
		// Refused when sent: the faces of one's own blocks and the
		// battlefield's public terrain rule it out.
		atSubmit bool
	}{
		{"short", "MAR/SPI", "SPI/MAR", "ATTACK A03 A04 LEAD A03 A04", "MAR/SPI is a short approach: one lead", nil, true},
		{"mixed", "MAR/CGR", "CGR/MAR", "ATTACK A03 A02 LEAD A03 A02", "the leads are all infantry or all cavalry", nil, true},
		{"artillery", "MAR/CGR", "CGR/MAR", "ATTACK A08 LEAD A08", "A08 is artillery", nil, true},
		{"weak", "MAR/CGR", "CGR/MAR", "ATTACK A03 LEAD A03", "A03 has strength 1", func(f *fx) { f.str("A03", 1) }, true},
		{"obstacle", "PDB/FON", "FON/PDB", "ATTACK A02 LEAD A02", "FON/PDB obstructs cavalry: A02 may not lead there", nil, true},
		{"terrain", "MAR/CGR", "CGR/MAR", "ATTACK A01 LEAD A01", "A01's strength 2 less the terrain 2 of CGR/MAR is not above zero", func(f *fx) {
			ap, _ := f.s.sc.Approach("CGR", "MAR")
			ap.Infantry = 2
		}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFx(t).at(c.place, "A03", "A04", "A02", "A08", "A01").at(c.enemy, "F03")
			if c.setup != nil {
				c.setup(f)
			}
			if c.atSubmit {
				res := f.game().Submit("Austria", numbered([]string{c.line}), "en")
				if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, c.want) {
					t.Errorf("%q: %+v, want the problem %q", c.line, res.Problems, c.want)
				}
				return
			}
			f.send(c.line)
			f.asked(Austria, askPlan, "1")
			f.wantEvent(austria, c.want)
		})
	}
	// Two infantry leads on a long approach are fine.
	f := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F02"), "NONE")
	f.play("ATTACK A03 A04 LEAD A03 A04")
	f.wantEvent(master, "lead 6 - terrain 1 - front 0 = 5: the attacker wins")
}

// Rule 9.4, as its worked example reads: the attacker wins only when the
// result is above zero; a result of zero is the defender's.
func TestRule9_4AttackerWinsOnlyAboveZero(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F04"), "BEST")
	f.play("ATTACK A03 LEAD A03")
	f.wantEvent(master, "lead 3 - terrain 1 - front 2 = 0: the defender wins")
	f.wantFace("A03", "inf2")
	f.wantFace("F04", "inf1")
	f.wantAt("A03", "MAR")
	f.wantAt("F04", "CGR/MAR")
}

// Rule 9.4 and 9.6: both lose a step, the loser the result more; a
// winning attacker enters, the defenders retreat (all of the area), and
// no other friendly block enters that area this turn.
func TestRule9_6WinnerTakesTheArea(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F04").at("CGR", "F07").at("SPI", "A05"), "NONE")
	f.send("ATTACK A03 A04 LEAD A03", "MOVE A05 TO CCE")
	f.wantEvent(master, "lead 3 - terrain 1 - front 0 = 2: the attacker wins")
	f.wantAt("A03", "CGR")
	f.wantAt("A04", "CGR")
	if f.where("F07") == "CGR" || f.where("F04") == "CGR/MAR" {
		t.Errorf("the defenders stayed: F07 %s, F04 %s", f.where("F07"), f.where("F04"))
	}
	g := defend(newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F02").at("CCE", "A05"), "NONE")
	g.send("ATTACK A03 LEAD A03", "MOVE A05 TO CGR")
	g.wantAt("A03", "CGR")
	g.wantEvent(austria, "CGR was taken by an attack this turn: only the attackers enter it")
}

// Rule 9.6: after a failed attack no friendly block crosses that
// battlefield this turn, even when its defenders are gone.
func TestRule9_6FailedAttackClosesTheBattlefield(t *testing.T) {
	// 2 - 1 - 1 = 0: the defender wins, and its front line (inf1) is
	// eliminated by the one step every side loses.
	f := defend(newFx(t).at("MAR/CGR", "A01").at("CGR/MAR", "F04").str("F04", 1).at("MAR", "A04"), "BEST")
	f.send("ATTACK A01 LEAD A01", "MOVE A04 TO CGR")
	f.wantEvent(master, "lead 2 - terrain 1 - front 1 = 0: the defender wins")
	f.wantAt("F04", "gone")
	f.wantEvent(austria, "an attack across MAR-CGR failed this turn: nobody crosses there until the turn ends")
	// Other borders into the area stay open.
	g := defend(newFx(t).at("MAR/CGR", "A01").at("CGR/MAR", "F04").str("F04", 1).at("CCE", "A05"), "BEST")
	g.play("ATTACK A01 LEAD A01", "MOVE A05 TO CGR")
	g.wantAt("A05", "CGR")
}

// Rule 9.2: the defender's artillery on the battlefield counter-fires
// at the leads, unless it bombarded or declared in its last turn.
func TestRule9_2CounterFire(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F09", "F02"), "NONE")
	f.b("F09").Fired = f.s.B.Seq - 1
	f.play("ATTACK A03 A04 LEAD A03")
	f.wantEvent(austria, "France does not counter-fire.")
	f.wantNoEvent(master, "Counter-fire:")
	g := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F09", "F02"), "NONE")
	g.b("F09").Fired = g.s.B.Seq - 2
	g.play("ATTACK A03 A04 LEAD A03")
	g.wantEvent(austria, "artillery on CGR/MAR counter-fires at the leads, shown: art2, 2 hit(s)")
	g.wantEvent(master, "lead 1 - terrain 1 - front 0 = 0: the defender wins")
}

// Rule 9.2 (the publisher's 11, step 5): when counter-fire eliminates
// every lead the assault goes on at zero less the approach's penalty, so
// the attackers lose the difference besides their step.
func TestRule9_2LeadsGoneLeaveZeroLessThePenalty(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F09", "F02").str("A03", 2), "NONE")
	f.b("F09").Fired = f.s.B.Seq - 2
	f.play("ATTACK A03 A04 LEAD A03")
	f.wantEvent(master, "lead 0 - terrain 1 - front 0 = -1: the defender wins")
}

// Rule 9.3: the front line is up to the battlefield's width, all
// infantry or all cavalry, never artillery, no cavalry behind an
// obstacle; BEST is the strongest such line.
func TestRule9_3FrontLine(t *testing.T) {
	defenders := []*Block{{ID: "F09", Arm: Artillery, Strength: 2}, {ID: "F03", Arm: Infantry, Strength: 3}, {ID: "F07", Arm: Cavalry, Strength: 3}, {ID: "F08", Arm: Cavalry, Strength: 2}, {ID: "F04", Arm: Infantry, Strength: 1}}
	long := &Approach{Long: true}
	short := &Approach{}
	obstacle := &Approach{Long: true, Obstacle: true}
	for _, c := range []struct {
		a    Answer
		ap   *Approach
		want string
	}{
		{Answer{Word: "BEST"}, long, "F07 F08"},
		{Answer{Word: "BEST"}, short, "F03"},
		{Answer{Word: "BEST"}, obstacle, "F03 F04"},
		{Answer{Word: "NONE"}, long, ""},
		{Answer{IDs: []string{"F09", "F04", "F07"}}, long, "F04"},
		{Answer{IDs: []string{"F07", "F03", "F08"}}, long, "F07 F08"},
		{Answer{IDs: []string{"F07"}}, obstacle, ""},
	} {
		var got []string
		for _, x := range chooseFront(defenders, c.a, c.ap) {
			got = append(got, x.ID)
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("front %+v on %+v: %q, want %q", c.a, *c.ap, g, c.want)
		}
	}
}

// Rule 9 losses: the side that inflicts them picks among the leads or
// front line (its HIT answer); the rest fall on the other blocks of the
// fight as their side picks (LOSS); the excess is ignored.
func TestRule9LossAllocation(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A04", "A01").at("CGR/MAR", "F02").book(France, "COUNTERFIRE * NO", "FRONT * NONE", "PURSUE * NO", "HIT * WEAKEST").
		book(Austria, "LOSS * WEAKEST")
	f.str("A04", 2)
	// 5 - 1 - 0 = 4: the attacker wins; loses 1 (the defender's pick
	// among the leads: the weakest, A04).
	f.play("ATTACK A03 A04 A01 LEAD A03 A04")
	f.wantFace("A04", "inf1")
	f.wantFace("A03", "inf3")
	f.wantAt("F02", "gone")
	// The excess is ignored: F02 (inf2) lost 5 steps' worth, morale 2.
	if f.s.B.Morale[France] != 12 {
		t.Errorf("France's morale %d, want 14 - 2", f.s.B.Morale[France])
	}
}

// Rule 9.5: no pursuit when either approach obstructs cavalry, or when
// the loser's leads or front line are cavalry.
func TestRule9_5PursuitConditions(t *testing.T) {
	f := newFx(t).at("PDB/FON", "A03").at("FON/PDB", "F03", "F07").book(France, "COUNTERFIRE * NO", "FRONT FON F03", "PURSUE * YES")
	f.play("ATTACK A03 LEAD A03")
	f.wantNoEvent(master, "pursue")
	g := newFx(t).at("MAR/CGR", "A02").at("CGR/MAR", "F03", "F07").book(France, "COUNTERFIRE * NO", "FRONT CGR F03", "PURSUE * YES")
	g.play("ATTACK A02 LEAD A02")
	g.wantNoEvent(master, "pursue")
	// The winning attacker pursues as its line says.
	h := newFx(t).at("MAR/CGR", "A03", "A12").at("CGR/MAR", "F04", "F03", "F05").str("F04", 1).book(France, "COUNTERFIRE * NO", "FRONT CGR F04", "RETREAT * ROOM")
	h.play("ATTACK A03 A12 LEAD A03 PURSUE YES")
	h.wantEvent(france, "Austria pursues, showing cav3: cavalry 3 - terrain 0 = 3")
	h.wantFace("A12", "cav2")
}

// Rule 9.6: the winning attackers' cavalry may continue to an approach
// of the area facing the enemy; free unless some attackers stay in the
// reserve.
func TestRule9_6CavalryContinuesAfterAnAttack(t *testing.T) {
	f := defend(newFx(t).at("MAR/CGR", "A03", "A12").at("CGR/MAR", "F02").at("SGI", "F06"), "NONE")
	f.play("ATTACK A03 A12 LEAD A03 PURSUE NO THEN A12 TO CGR/SGI")
	f.wantAt("A12", "CGR/SGI")
	f.wantEvent(france, "the continuation costs 1 command point(s); 1 left")
}

// Rule 9.6: a continuation after an attack costs a point an approach
// when some attackers stay in the reserve; with no point left the
// cavalry stays in the reserve (it does not continue for nothing).
func TestRule9_6ContinuationNeedsTheCommandPoint(t *testing.T) {
	f := defend(newFx(t).at("FON/PDB", "A05").at("PDB/FON", "F05").at("SVI/TGA", "A06").at("TGA/SVI", "F06").
		at("MAR/CGR", "A03", "A12").at("CGR/MAR", "F02").at("SGI", "F04"), "NONE")
	f.play("ATTACK A05 LEAD A05", "ATTACK A06 LEAD A06", "ATTACK A03 A12 LEAD A03 THEN A12 TO CGR/SGI")
	f.wantAt("A12", "CGR")
	f.wantAt("A03", "CGR")
	f.wantEvent(austria, "A12 cannot continue to CGR/SGI: the command points left (0) do not pay for it")
	f.wantNoEvent(france, "continues to CGR/SGI")
}

// Rule 9.2: counter-fire is never asked (asking could only matter when
// the defender has guns that may fire, which a stop would tell the
// attacker): the guns fire unless a standing answer says NO.
func TestRule9_2CounterFireIsNeverAsked(t *testing.T) {
	for _, c := range []struct {
		book []string
		want string
	}{
		{nil, "artillery on CGR/MAR counter-fires at the leads, shown: art2, 2 hit(s)"},
		{[]string{"COUNTERFIRE CGR NO"}, "France does not counter-fire."},
	} {
		f := newFx(t).at("MAR/CGR", "A03").at("CGR/MAR", "F09", "F02").book(France, append(c.book, "FRONT * NONE", "PURSUE * NO", "RETREAT * ROOM")...).book(Austria, "PURSUE * NO")
		f.b("F09").Fired = f.s.B.Seq - 2
		f.play("ATTACK A03 LEAD A03")
		f.wantEvent(austria, c.want)
	}
}

// Rule 9.5 (published rules): the pursuers lose one step between them;
// option pursuit_loss=each takes a step from each.
func TestRule9_5PursuersLoseOneStepBetweenThem(t *testing.T) {
	for _, c := range []struct {
		opt  string
		want int
	}{{"", 4}, {LossEach, 3}} { // "": the default
		f := newFx(t).opt("pursuit_loss", c.opt).at("MAR/CGR", "A03").at("CGR/MAR", "F02", "F07", "F08").turn(Austria, 9).
			book(France, "COUNTERFIRE * YES", "FRONT CGR F02", "PURSUE CGR F07 F08")
		f.play("ATTACK A03 LEAD A03")
		f.wantEvent(master, "the defender wins")
		if got := f.b("F07").Strength + f.b("F08").Strength; got != c.want {
			t.Errorf("pursuit_loss=%s: the pursuers have %d steps left, want %d\n%s", c.opt, got, c.want, f.events(master))
		}
	}
}

// Rule 9.5: a PURSUE answer naming cavalry none of which may pursue in
// the attack (elsewhere on the map) takes the default, no pursuit, and
// only its owner reads why, rather than silently.
func TestRule9_5PursueAnswerNamingAbsentBlocksTakesTheDefault(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A12").at("MAR", "A13").at("CGR/MAR", "F04", "F03", "F05").str("F04", 1).
		book(France, "COUNTERFIRE * NO", "FRONT CGR F04", "RETREAT * ROOM").book(Austria, "PURSUE CGR A13")
	f.play("ATTACK A03 A12 LEAD A03")
	f.wantEvent(austria, "Your PURSUE CGR names A13, none of them cavalry here that may pursue: the default applies, and you do not pursue.")
	f.wantEvent(master, "Austria does not pursue.")
	f.wantNoEvent(france, "A13")
	f.wantFace("A12", "cav3")
}

// Rule 9.5: the answer to the pursuit question asked now is checked when
// it is sent, as the front-line and blocking answers are: a block that
// may not pursue there (stood in front or led, not cavalry, eliminated,
// not in the battle) or more blocks than the winner's approach is wide
// is refused, with the blocks that may; PURSUE * is kept for later
// attacks.
func TestRule9_5PursueAnswerToTheQuestionIsCheckedWhenSent(t *testing.T) {
	f := newFx(t).at("SAL/SGI", "A03").at("SGI/SAL", "F02", "F07", "F08", "F10").at("SPI", "F04").
		book(France, "COUNTERFIRE * NO", "FRONT SGI F02", "RETREAT * ROOM")
	f.send("ATTACK A03 LEAD A03")
	f.asked(France, askPursue, "SGI")
	wantProblems(t, f.problemsOf("PURSUE SGI F02", "PURSUE SGI F10", "PURSUE SGI F05", "PURSUE SGI F04", "PURSUE SGI F07 F08", "PURSUE SGI F08", "PURSUE * F07 F08"),
		`line 1 "PURSUE SGI F02": F02 inf1 stood in the front line, so it may not pursue at SGI/SAL; those that may: F07 cav3, F08 cav2 (or YES, NO)`,
		`line 2 "PURSUE SGI F10": F10 art1 is not cavalry, so it may not pursue at SGI/SAL; those that may: F07 cav3, F08 cav2`,
		`line 3 "PURSUE SGI F05": F05 has been eliminated, so it may not pursue at SGI/SAL; those that may: F07 cav3, F08 cav2`,
		`line 4 "PURSUE SGI F04": F04 took no part in the attack, so it may not pursue at SGI/SAL; those that may: F07 cav3, F08 cav2`,
		`line 5 "PURSUE SGI F07 F08": SGI/SAL is a short approach: one block at most pursues from it; those that may: F07 cav3, F08 cav2`)
	res := f.game().Submit("France", numbered([]string{"追击 SGI F02"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "F02 步1 曾列第一线，所以不能在 SGI/SAL 追击；可追击的：F07 骑3、F08 骑2（或 是、否）") {
		t.Errorf("the refusal in Chinese: %+v", res.Problems)
	}
	f.send("PURSUE SGI F08")
	f.wantEvent(austria, "France pursues, showing cav2")
	// The winning attacker's lead may not pursue.
	g := newFx(t).at("MAR/CGR", "A03", "A12", "A13").at("CGR/MAR", "F04", "F03", "F05").str("F04", 1).
		book(France, "COUNTERFIRE * NO", "FRONT CGR F04", "RETREAT * ROOM")
	g.send("ATTACK A03 A12 A13 LEAD A12")
	g.asked(Austria, askPursue, "CGR")
	wantProblems(t, g.problemsOf("PURSUE CGR A12"),
		`line 1 "PURSUE CGR A12": A12 cav2 led the attack, so it may not pursue at CGR/MAR; those that may: A13 cav2 (or YES, NO)`)
}

// A PURSUE * line with blocks, sent while the pursuit question is put,
// answers that question too (the question itself offers "PURSUE * ..."),
// so it is checked against the pursuit asked now: kept for later
// attacks, it is not refused, but when the blocks it names may not
// pursue there the reply says so, with those that may, rather than the
// owner finding in the results that the default applied.
func TestRule9_5PursueStarAnsweringTheQuestionIsNotedWhenItCannotServe(t *testing.T) {
	f := newFx(t).at("MAR/CGR", "A03", "A12", "A13").at("CGR/MAR", "F04", "F03", "F05").str("F04", 1).
		book(France, "COUNTERFIRE * NO", "FRONT CGR F04", "RETREAT * ROOM")
	f.send("ATTACK A03 A12 A13 LEAD A12")
	f.asked(Austria, askPursue, "CGR")
	notes := func(lang i18n.Lang, lines ...string) map[int]string {
		res := f.game().Submit("Austria", numbered(lines), lang)
		if len(res.Problems) > 0 {
			t.Errorf("%q refused: %+v", lines, res.Problems)
		}
		out := map[int]string{}
		for _, n := range res.Notes {
			out[n.Line] = n.Message.In(lang)
		}
		return out
	}
	got := notes(i18n.English, "PURSUE * A12")
	if w := "this line also answers the pursuit question at CGR: A12 cav2 led the attack, so it may not pursue at CGR/MAR; those that may: A13 cav2. This time it gives no pursuit; for later attacks it stands as written (to answer this one, send PURSUE CGR with the blocks, YES or NO)"; !strings.Contains(got[1], w) {
		t.Errorf("PURSUE * A12: note %q, want %q", got[1], w)
	}
	if got := notes(i18n.TraditionalChinese, "追擊 * A12"); !strings.Contains(got[1], "這一行也回答了在 CGR 追擊的問題：A12 騎2 擔任主攻，所以不能在 CGR/MAR 追擊；可追擊的：A13 騎2。這次便不追擊") {
		t.Errorf("the note in Chinese: %q", got[1])
	}
	// One of the two may pursue: it does, and the note says so.
	if got := notes(i18n.English, "PURSUE * A12 A13"); !strings.Contains(got[1], "A12 cav2 led the attack") || !strings.Contains(got[1], "This time only A13 cav2 pursues") {
		t.Errorf("PURSUE * A12 A13: note %q", got[1])
	}
	// A line for CGR itself answers the question; the * line then only
	// stands for later attacks, and blocks that may pursue need no note.
	for _, lines := range [][]string{{"PURSUE CGR A13", "PURSUE * A12"}, {"PURSUE * A13"}, {"PURSUE * YES"}} {
		if got := notes(i18n.English, lines...); strings.Contains(strings.Join(mapValues(got), " "), "pursuit question") {
			t.Errorf("%q: notes %v", lines, got)
		}
	}
}

func mapValues(m map[int]string) []string {
	var out []string
	for _, v := range m {
		out = append(out, v)
	}
	return out
}
