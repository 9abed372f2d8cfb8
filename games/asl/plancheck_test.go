package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// submitLines sends lines for a seat and returns the result.
func submitLines(g games.Game, seat games.Seat, lines ...string) games.SubmitResult {
	var in []games.Line
	for i, l := range lines {
		in = append(in, games.Line{N: i + 1, Text: l})
	}
	return g.Submit(seat, in, i18n.English)
}

// problemOn returns the problem of line n, or "".
func problemOn(res games.SubmitResult, n int) string {
	for _, p := range res.Problems {
		if p.Line == n {
			return p.Message.EN
		}
	}
	return ""
}

// lastLineRefused sends lines (one mail's lines, split at "|") for seat
// and fails unless the last is refused with a message containing want,
// or, when want is "", not refused.
func lastLineRefused(t *testing.T, g games.Game, seat games.Seat, lines, want string) {
	t.Helper()
	ls := strings.Split(lines, "|")
	why := problemOn(submitLines(g, seat, ls...), len(ls))
	if want == "" && why != "" || want != "" && !strings.Contains(why, want) {
		t.Errorf("%s: %q, want %q", lines, why, want)
	}
}

// Issue 19, checked when sent: what follows from the public position is
// refused in the reply, with what would be accepted. A PREP line whose
// firers have no line of sight to the target (3.2) is refused, naming
// the obstacle; one whose line is clear is accepted.
func TestPrepFireWithoutLineOfSightIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	var blocked, clear string
	for _, to := range []string{"vJ4", "vJ5", "vK7", "vL4", "vN5", "vN7"} {
		v := s.sight(s.hex(t, "vD8"), s.hex(t, to))
		if !v.Clear && v.Blocked != nil && blocked == "" {
			blocked = to
		}
		if v.Clear && clear == "" {
			clear = to
		}
	}
	if blocked == "" {
		t.Fatal("the sample gives vD8 no blocked line to a German hex: choose another firer")
	}
	res := submitLines(g, "Russian", "PREP R8,R9 AT "+blocked)
	if why := problemOn(res, 1); !strings.Contains(why, "no line of sight") || !strings.Contains(why, "blocked by") {
		t.Errorf("PREP at %s with the line blocked: %q", blocked, why)
	}
	// R10 and R11 (4-2-6, range 2) in vF4 see a German hex within twice
	// their range.
	clear = clearTarget(t, s, "vF4", 4)
	if why := problemOn(submitLines(g, "Russian", "PREP R10,R11 AT "+clear), 1); why != "" {
		t.Errorf("PREP at %s, clear: refused %q", clear, why)
	}
}

// ADVANCE and CC are checked against where the plan leaves the units:
// from vD5, vJ4 is not next to it; after MOVE R7 vF3 vG3, vH3 is.
func TestAdvanceAndCloseCombatAreCheckedAgainstThePlan(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "ADVANCE R4 vJ4")
	if why := problemOn(res, 1); !strings.Contains(why, "vJ4 is not next to vD5") {
		t.Errorf("ADVANCE R4 vJ4 from vD5: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R7 vF3 vG3", "ADVANCE R7 vH3")
	if len(res.Problems) != 0 {
		t.Errorf("an advance next to the move's last hex: %v", res.Problems[0].Message.EN)
	}
	res = submitLines(g, "Russian", "ADVANCE R7 vH3", "MOVE R7 vF3 vG3")
	if len(res.Problems) != 0 {
		t.Errorf("the MOVE line may come after the ADVANCE: %v", res.Problems[0].Message.EN)
	}
	res = submitLines(g, "Russian", "CC R4 AT G4")
	if why := problemOn(res, 1); !strings.Contains(why, "G4 is in vJ4") || !strings.Contains(why, "ADVANCE") {
		t.Errorf("CC R4 AT G4 with R4 in vD5 and G4 in vJ4: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R7 vF3 vG3 vH3", "ADVANCE R7 vI4", "CC R7 AT G4")
	if why := problemOn(res, 3); !strings.Contains(why, "G4 is in vJ4") {
		t.Errorf("CC after an advance into vI4, G4 in vJ4: %q", why)
	}
}

// Issue 19: a refused line keeps the turn from being resolved early; the
// reply names it and says what the deadline will do with the mail.
func TestRefusedLineIsNamedWithWhatTheDefaultDoes(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R7 vF3", "ADVANCE R4 vJ4")
	if res.Complete {
		t.Fatal("a plan with a refused line is not complete")
	}
	for _, want := range []string{"Refused: line 2 (ADVANCE R4 vJ4)", "not resolved early", "what was accepted above runs without the refused lines"} {
		if !strings.Contains(res.Summary, want) {
			t.Errorf("the summary lacks %q:\n%s", want, res.Summary)
		}
	}
	res = submitLines(g, "German", "MOVE G4 vI4")
	if !strings.Contains(res.Summary, "Refused: line 1 (MOVE G4 vI4)") || !strings.Contains(res.Summary, "the default applies: the standing FIRE and ASK lines last sent (if none were ever sent, no defensive fire)") {
		t.Errorf("nothing accepted: the summary should give the default:\n%s", res.Summary)
	}
	if res := submitLines(g, "Russian", "MOVE R7 vF3"); strings.Contains(res.Summary, "Refused") {
		t.Errorf("nothing refused:\n%s", res.Summary)
	}
}

// A German hex of the sample within reach hexes of a hex, with a clear
// line of sight from it, for a test that needs one.
func clearTarget(t *testing.T, s *State, from string, reach int) string {
	t.Helper()
	for _, to := range []string{"vJ4", "vJ5", "vK7", "vL4", "vN5", "vN7"} {
		if s.sight(s.hex(t, from), s.hex(t, to)).Clear && s.sc.Grid().Distance(s.hex(t, from), s.hex(t, to)) <= reach {
			return to
		}
	}
	t.Fatalf("the sample gives %s no clear line to a German hex: choose another firer", from)
	return ""
}

// One mail a player turn: lines of the plan that rule each other out are
// refused when sent, naming the line they clash with (3.2.2, 3.3): a
// second MOVE of a unit, a MOVE or AFIRE of a unit that prep fires (in
// either order), while a PREP at a hex without enemies (which fires
// nothing) leaves the unit free to move.
func TestPlanLinesThatRuleEachOtherOutAreRefused(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	target := clearTarget(t, s, "vF4", 4)
	res := submitLines(g, "Russian", "MOVE R7 vF3 vG3", "MOVE R7 vF4", "PREP R10 AT "+target, "MOVE R10 vG4", "AFIRE R10 AT "+target)
	for n, want := range map[int]string{2: "R7 already moves by line 1", 4: "R10 prep fires by line 3", 5: "R10 prep fires by line 3"} {
		if why := problemOn(res, n); !strings.Contains(why, want) {
			t.Errorf("line %d: %q, want it refused with %q", n, why, want)
		}
	}
	if why := problemOn(res, 1) + problemOn(res, 3); why != "" {
		t.Errorf("the first MOVE and the PREP are refused: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R11 vG4", "PREP R11 AT "+target)
	if why := problemOn(res, 2); !strings.Contains(why, "R11 moves or advancing fires by line 1") {
		t.Errorf("PREP after a MOVE of the same unit: %q", why)
	}
	res = submitLines(g, "Russian", "PREP R9 AT vI7", "MOVE R9 vE8")
	if why := problemOn(res, 2); why != "" {
		t.Errorf("MOVE after a PREP at a hex without enemies: refused %q", why)
	}
}

// Advancing fire is checked from the hex where the plan's MOVE lines
// leave the firer: R4 stays in vD5, whose line to vJ4 the woods of vE5
// block (3.2).
func TestAdvancingFireIsCheckedFromWhereThePlanLeavesTheFirer(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	if s.sight(s.hex(t, "vD5"), s.hex(t, "vJ4")).Clear {
		t.Fatal("the sample's vD5 sees vJ4: choose another firer")
	}
	res := submitLines(g, "Russian", "AFIRE R4,R20 AT vJ4")
	if why := problemOn(res, 1); !strings.Contains(why, "R4 ends its move in vD5 by your plan and has no line of sight from there to vJ4") {
		t.Errorf("AFIRE without a line of sight: %q", why)
	}
	to := clearTarget(t, s, "vF4", 4)
	if why := problemOn(submitLines(g, "Russian", "AFIRE R10 AT "+to), 1); why != "" {
		t.Errorf("AFIRE R10 AT %s, clear: refused %q", to, why)
	}
}

// A ROUT line's path is checked when sent: each hex next to the last,
// from where the unit stands, within the rout's 6 MF, one hex when
// crawling (3.6).
func TestRoutPathIsCheckedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	for line, want := range map[string]string{
		"ROUT G9 vT10":                        "vT10 is not next to vL4",
		"ROUT G9 CRAWL vM4 vN3":               "a low crawl is one hex",
		"ROUT G9 vM4 vN3 vO3 vP3 vQ3 vR3 vS3": "beyond the rout's 6",
		"ROUT G9 vM4 vN3":                     "",
		"潰退 G9 低爬行 vM4":                       "",
	} {
		lastLineRefused(t, g, "German", line, want)
	}
}

// The defender's units stay where they are while the enemy moves, so a
// standing FIRE or ASK line none of whose firers can ever fire at a hex
// it names is refused when sent, saying why (3.2, 3.3); AT ANY and a line
// one firer can fire are accepted.
func TestStandingLinesThatCanNeverFireAreRefused(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	for line, want := range map[string]string{
		"FIRE G9 AT vD5":           "G9 in vL4 has no line of sight to vD5",
		"FIRE G1 AT vH4":           "a leader only directs others",
		"FIRE G4 AT vJ4":           "G4 is in vJ4 itself",
		"FIRE G4 AT vA10 WITHIN 2": "beyond its reach of 2",
		"ASK G6 AT vC7":            "G6 in vK7 has no line of sight to vC7",
		"FIRE G1,G3,G20 AT ANY":    "",
		"FIRE G9,G4 AT vD5,vH4":    "",
		"ASK AT vE7":               "none of the line's 6 units with FP can ever fire there; for the first, G3 in vN5 has no line of sight to vE7",
	} {
		lastLineRefused(t, g, "German", line, want)
	}
	res := g.Submit("German", []games.Line{{N: 1, Text: "射擊 G9 向 vD5"}}, i18n.TraditionalChinese)
	if why := res.Problems; len(why) != 1 || !strings.Contains(why[0].Message.Hant, "G9（vL4）對 vD5 沒有視線") {
		t.Errorf("the Chinese refusal: %+v", why)
	}
}

// A PREP or AFIRE line one of whose firers can never make that fire is
// refused when sent, naming the firer and why: a DC (4.3), a target beyond
// twice its range (3.2), an MMG whose holder moves by the plan (3.5).
func TestFirersThatCanNeverFireAreRefused(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	for lines, want := range map[string]string{
		"PREP R22 AT vJ5":                        "R22 cannot fire at vJ5: a DC is placed during movement",
		"PREP R8 AT vJ5":                         "R8 cannot fire at vJ5: vJ5 is 6 hexes from vD8, beyond twice its range (4)",
		"MOVE R1,R4,R5 vE5 vF5|AFIRE R20 AT vJ5": "R20 cannot fire at vJ5: its holder R4 moves by your plan, and an MMG or HMG that moved does not fire in the AFPh",
	} {
		lastLineRefused(t, g, "Russian", lines, want)
	}
}

// The plan's MOVE lines are played in order on the position to see that
// no stack enters a hex beyond the stacking limit (2.0, 3.3): R7 joining
// R10 and R11 in vF4 fills it, so R5 following is refused, naming who is
// there by then; once R10 and R11 have moved on by an earlier line, R5
// fits.
func TestOverStackingByThePlanIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R7 vF4", "MOVE R5 vE5 vF4")
	if why := problemOn(res, 2); !strings.Contains(why, "over the stacking limit in vF4") || !strings.Contains(why, "R10, R11, R7 there by then") {
		t.Errorf("R5 into a full vF4: %q", why)
	}
	if why := problemOn(res, 1); why != "" {
		t.Errorf("R7 into vF4 (three squads): refused %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R10,R11 vG4", "MOVE R7 vF4", "MOVE R5 vE5 vF4")
	if len(res.Problems) != 0 {
		t.Errorf("vF4 emptied first: %+v", res.Problems)
	}
}

// TRANSFER lines and a MOVE line's action steps are checked when sent
// (3.1 d, 3.3, 4.0, 4.3): a transfer between hexes, a drop or DC nobody in
// the stack holds, a recovery of a weapon somebody holds, a DC aimed
// beyond the next hex, smoke without a thrower, a leader firing alone.
// What the plan itself passes or drops counts.
func TestTransfersAndMoveStepsAreCheckedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	for lines, want := range map[string]string{
		"TRANSFER R20 TO R6":                       "R20 is held by R4 in vD5 and R6 is in vC7",
		"TRANSFER R20 TO R5":                       "",
		"MOVE R7 DROP:R20 vF3":                     "no unit of the stack holds R20 to drop",
		"TRANSFER R20 TO R5|MOVE R5 DROP:R20 vE5":  "",
		"MOVE R7 RECOVER:R21 vF3":                  "R21 is held by R6: only a weapon lying unpossessed is recovered",
		"MOVE R4 DROP:R20|MOVE R5 RECOVER:R20 vE5": "",
		"MOVE R7 DC:vF3 vF3":                       "no unit of the stack holds a DC to place",
		"MOVE R8 vE8 DC:vG8":                       "a DC is placed in a hex next to the placer: vG8 is not next to vE8",
		"MOVE R10 SMOKE vG4":                       "no unit of the stack can try smoke here",
		"PREP R1 AT vD4":                           "a leader fires no FP of his own",
	} {
		lastLineRefused(t, g, "Russian", lines, want)
	}
}

// More of the plan checked when sent: a broken unit's MOVE line is
// accepted with a note (it may rally in the RPh); an ADVANCE line whose
// units end their moves in different hexes is refused (one line a hex,
// 3.7); fire at a hex in melee is taken with a note that it hits the
// firer's own units there too (3.8).
func TestBrokenMoversAdvanceHexesAndMeleeTargets(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	s.u(t, "R7").Broken = true
	res := submitLines(g, "Russian", "MOVE R7 vF3")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "R7 is broken now: the line runs only if it rallies") {
		t.Errorf("a broken unit's MOVE: %+v %+v", res.Problems, res.Notes)
	}
	s.u(t, "R7").Broken = false
	res = submitLines(g, "Russian", "MOVE R7 vF3", "ADVANCE R7,R10 vF4")
	if why := problemOn(res, 2); !strings.Contains(why, "R7 ends its move in vF3 and R10 in vF4") {
		t.Errorf("an ADVANCE from two hexes: %q", why)
	}
	target := clearTarget(t, s, "vF4", 4)
	for _, u := range s.at(s.hex(t, target), -1) {
		u.Melee = true
	}
	res = submitLines(g, "Russian", "PREP R10,R11 AT "+target)
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, target+" is in melee: fire there hits your own units in it as well as the enemy's (3.8)") {
		t.Errorf("PREP at a melee hex: %+v %+v", res.Problems, res.Notes)
	}
}

// Advances count for the stacking limit too, after every MOVE line: R7
// advancing into vF4 makes three squads with R10 and R11 there; R5,
// advancing after it, would make four.
func TestOverStackingByAdvancesIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R5 vE5", "ADVANCE R7 vF4", "ADVANCE R5 vF4")
	if why := problemOn(res, 3); !strings.Contains(why, "over the stacking limit in vF4") {
		t.Errorf("a fourth squad into vF4: %q (all: %+v)", why, res.Problems)
	}
	if why := problemOn(res, 1) + problemOn(res, 2); why != "" {
		t.Errorf("refused: %q", why)
	}
}

// A line naming a unit eliminated earlier says so, not that the unit is
// not the player's.
func TestEliminatedUnitsAreNamedSo(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	s.u(t, "R7").Gone = true
	if why := problemOn(submitLines(g, "Russian", "MOVE R7 vF3"), 1); !strings.Contains(why, "R7 has been eliminated") {
		t.Errorf("MOVE of an eliminated unit: %q", why)
	}
}

// A TRANSFER from a broken holder names the holder that is broken, not
// "the one or the other".
func TestTransferFromABrokenHolderNamesIt(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g.(*Game).s.u(t, "R4").Broken = true
	lastLineRefused(t, g, "Russian", "TRANSFER R20 TO R5", "R4 is broken: a weapon passes between units in good order")
	res := g.Submit("Russian", []games.Line{{N: 1, Text: "轉交 R20 給 R5"}}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "R4 潰散：武器只能在秩序良好的部隊之間轉交") {
		t.Errorf("Chinese refusal: %+v", res.Problems)
	}
}

// A ROUT line for a unit in good order is taken (it may break before the
// rout phase) with a note saying so, as a broken unit's MOVE line is; a
// broken unit's ROUT line has no note.
func TestRoutLineOfAGoodOrderUnitIsNoted(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "German", "ROUT G9 vM4 vN3")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "G9 is in good order now: the line runs only if it is broken when the rout phase comes") {
		t.Errorf("a good-order unit's ROUT: %+v %+v", res.Problems, res.Notes)
	}
	g.(*Game).s.u(t, "G9").Broken = true
	if res := submitLines(g, "German", "ROUT G9 vM4 vN3"); len(res.Problems) != 0 || len(res.Notes) != 0 {
		t.Errorf("a broken unit's ROUT: %+v %+v", res.Problems, res.Notes)
	}
}

// 3.2, 4.1: units of one hex that attack one target fire together as one
// fire group, never separately: a second PREP or AFIRE line at the same
// target from the same hex is refused when sent, naming the first; another
// target, or an MG named again for its rate of fire, is not.
func TestUnitsOfOneHexFireAtOneTargetTogether(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	target := clearTarget(t, s, "vF4", 4)
	res := submitLines(g, "Russian", "PREP R10 AT "+target, "PREP R11 AT "+target)
	if why := problemOn(res, 2); !strings.Contains(why, "R10 in vF4 fires at "+target+" by line 1") || !strings.Contains(why, "one fire group") {
		t.Errorf("a second PREP line from vF4 at %s: %q", target, why)
	}
	if why := problemOn(submitLines(g, "Russian", "PREP R10,R11 AT "+target), 1); why != "" {
		t.Errorf("one line for the hex: refused %q", why)
	}
	// AFIRE: R7 moves into vF4, where R10 and R11 stay.
	res = submitLines(g, "Russian", "MOVE R7 vF4", "AFIRE R10,R11 AT "+target, "AFIRE R7 AT "+target)
	if why := problemOn(res, 3); !strings.Contains(why, "R10 in vF4 fires at "+target+" by line 2") {
		t.Errorf("an AFIRE line from the hex the plan moves R7 into: %q", why)
	}

	// An MG named again fires on its rate of fire (4.1).
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units:   []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA1", "R1 russian 4-4-7 vC1", "R2 russian 4-4-7 vA3"},
		weapons: []string{"G20 german MMG G1"}}
	g = &Game{s: f.state(t)}
	res = submitLines(g, "German", "PREP G1,G20 AT vC1", "PREP G20 AT vC1", "PREP G2 AT vA3")
	for n := 2; n <= 3; n++ {
		if why := problemOn(res, n); why != "" {
			t.Errorf("line %d refused: %q", n, why)
		}
	}
	res = submitLines(g, "German", "PREP G20 AT vC1", "PREP G1 AT vC1")
	if why := problemOn(res, 2); !strings.Contains(why, "G1 in vA1 fires at vC1 by line 1") {
		t.Errorf("a squad's own FP apart from its MG at one target (4.1): %q", why)
	}
}

// A unit fires once a player turn (3.2): a PREP or AFIRE line naming a
// unit that an earlier line of the phase fires for sure is refused when
// sent, not skipped a day later ("R10 does not fire: it has fired
// already"). When the earlier line may not fire (an earlier PREP at its
// target may empty it first), the later one is a fallback and only noted.
func TestASecondFireLineForAUnitIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "PREP R10 AT vJ4", "PREP R10 AT vJ5")
	if why := problemOn(res, 2); !strings.Contains(why, "R10 fires by line 1 already (at vJ4), and a unit fires once a player turn") {
		t.Errorf("a second PREP for R10: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R7 vF3 vG3", "AFIRE R7 AT vJ4", "AFIRE R7 AT vJ5")
	if why := problemOn(res, 3); !strings.Contains(why, "R7 fires by line 2 already (at vJ4)") {
		t.Errorf("a second AFIRE for R7: %q", why)
	}
	// A PREP at vJ4 may empty it before the AFPh: the second AFIRE is
	// then R7's fire, so it is accepted with a note.
	res = submitLines(g, "Russian", "PREP R10 AT vJ4", "MOVE R7 vF3 vG3", "AFIRE R7 AT vJ4", "AFIRE R7 AT vJ5")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "this line fires R7 only if line 3 does not, vJ4 holding no enemy by then") {
		t.Errorf("a fallback AFIRE: %+v %+v", res.Problems, res.Notes)
	}
	// A refused earlier line fires nothing, so it rules nothing out; and
	// the same unit's PREP is no longer refused when the first line is
	// taken away.
	res = submitLines(g, "Russian", "PREP R10 AT vD5", "PREP R10 AT vJ5")
	if problemOn(res, 1) == "" || problemOn(res, 2) != "" {
		t.Errorf("a PREP at a friendly hex, then one at vJ5: %+v", res.Problems)
	}
	res = submitLines(g, "Russian", "PREP R10 AT vJ5")
	if len(res.Problems) != 0 {
		t.Errorf("one PREP: %+v", res.Problems)
	}
	// A hex named as firers fires the units there when the line fires:
	// for AFIRE, where the plan's MOVE lines leave them. R10 moves out of
	// vF4, so the AFIRE from vF4 is R11's, and R10's own line stands;
	// R11's would not.
	res = submitLines(g, "Russian", "MOVE R10 vG4", "AFIRE vF4 AT vJ4", "AFIRE R10 AT vJ5")
	if why := problemOn(res, 3); why != "" {
		t.Errorf("R10 moved out of the hex the AFIRE names: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R10 vG4", "AFIRE vF4 AT vJ4", "AFIRE R11 AT vJ5")
	if why := problemOn(res, 3); !strings.Contains(why, "R11 fires by line 2 already") {
		t.Errorf("R11, fired from vF4 by line 2: %q", why)
	}
	if zh := submitLines(g, "Russian", "PREP R10 AT vJ4", "PREP R10 AT vJ5").Problems; len(zh) != 1 || !strings.Contains(zh[0].Message.Hant, "每個部隊每玩家回合只射擊一次") || !strings.Contains(zh[0].Message.Hans, "每个部队每玩家回合只射击一次") {
		t.Errorf("the refusal in Chinese: %+v", zh)
	}
}

// A unit that double times in the plan's MOVE line is CX in the APh, and
// a CX unit does not advance into a hex costing all its MF (3.7): R4,
// carrying the 5-PP MMG R20, has 1 MF left then, so its ADVANCE is
// refused when sent. Without DT it has 2 MF and the advance stands; a
// plan that passes the MMG on leaves the MF to the APh.
func TestAnAdvanceACXUnitCannotMakeIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R4 DT vE5", "ADVANCE R4 vF5")
	if why := problemOn(res, 2); !strings.Contains(why, "R4 double times by line 1 and so is CX in the APh, and vF5 would cost it all its 1 MF") || !strings.Contains(why, "drop DT from line 1") {
		t.Errorf("a CX advance into woods: %q", why)
	}
	if res := submitLines(g, "Russian", "MOVE R4 vE5", "ADVANCE R4 vF5"); len(res.Problems) != 0 {
		t.Errorf("without DT: %+v", res.Problems)
	}
	if res := submitLines(g, "Russian", "TRANSFER R20 TO R5", "MOVE R4 DT vE5", "ADVANCE R4 vF5"); problemOn(res, 3) != "" {
		t.Errorf("the plan passes R20 on: %q", problemOn(res, 3))
	}
}

// In a CCPh each unit attacks once and is attacked once (3.8): a CC line
// naming an attacker or a target of an earlier CC line is accepted with
// a note saying it has that unit only if the earlier line does not run,
// instead of dropping it without a word when the phase comes.
func TestACloseCombatUnitNamedTwiceIsNoted(t *testing.T) {
	f := fixture{rows: open12(), sides: [2]string{"german", "russian"}, elr: [2]int{3, 3},
		units: []string{"G1 german 4-6-7 vA1", "G2 german 4-6-7 vA1", "R1 russian 4-4-7 vA1", "R2 russian 4-4-7 vA1"}}
	g := &Game{s: f.state(t)}
	res := submitLines(g, "German", "CC G1 AT R1", "CC G1 AT R2")
	if len(res.Problems) != 0 || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "G1 attacks by line 1 already: a unit attacks once in a CCPh (3.8)") {
		t.Errorf("G1 in two CC lines: %+v %+v", res.Problems, res.Notes)
	}
	res = submitLines(g, "German", "CC G1 AT R1", "CC G2 AT R1")
	if len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "R1 is attacked by line 1 already") || !strings.Contains(res.Notes[0].Message.Hans, "只被攻击一次") {
		t.Errorf("R1 attacked by two lines: %+v", res.Notes)
	}
	if res := submitLines(g, "German", "CC G1 AT R1", "CC G2 AT R2"); len(res.Notes) != 0 || len(res.Problems) != 0 {
		t.Errorf("two attacks on two units: %+v %+v", res.Problems, res.Notes)
	}
}

// A MOVE line's action steps spend MF too (smoke 1 or 2, a DC what its
// hex costs to enter, a recovery 1): a line whose path fits the MF but
// whose steps then do not is refused when sent, not stopped short when
// the MPh comes ("Line 1 stops in vH8: 1 MF needed, 0 left").
func TestMoveStepsCountAgainstTheMFWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R8 vE8 vF8 vG8 vH8 DC:vI8")
	if why := problemOn(res, 1); !strings.Contains(why, "the path costs at least 4 MF and its action steps (SMOKE, DC, RECOVER) 1 more, 5 in all, and the units have 4") {
		t.Errorf("a DC after 4 MF of path: %q", why)
	}
	if why := problemOn(res, 1); !strings.Contains(why, "shorten the path or leave out a step") {
		t.Errorf("what would be accepted: %q", why)
	}
	for _, ok := range []string{"MOVE R8 vE8 vF8 vG8 DC:vH8", "MOVE R8 vE8 vF8 vG8 vH8"} {
		if why := problemOn(submitLines(g, "Russian", ok), 1); why != "" {
			t.Errorf("%s: refused %q", ok, why)
		}
	}
}

// A unit advances once, one hex (3.7): a second ADVANCE line for a unit
// is refused when sent. Without it the APh would find the unit moved on
// by the first line and skip the second, or, were the second hex next to
// the first, advance it twice.
func TestASecondAdvanceLineForAUnitIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "ADVANCE R4 vD6", "ADVANCE R4 vE5")
	if why := problemOn(res, 2); !strings.Contains(why, "R4 advances by line 1 already: a unit advances once, one hex (3.7)") {
		t.Errorf("a second ADVANCE for R4: %q", why)
	}
	// A refused first line leaves the unit's advance to the second.
	res = submitLines(g, "Russian", "ADVANCE R4 vJ4", "ADVANCE R4 vE5")
	if problemOn(res, 1) == "" || problemOn(res, 2) != "" {
		t.Errorf("a refused first ADVANCE, then one for R4: %+v", res.Problems)
	}
}

// A refused line is not kept, so it moves nothing: the lines that depend
// on it are checked again without it. Here R7's MOVE (refused: it drops
// a weapon R7 does not hold) would have brought it within range of vN7;
// without it R7 fires from vE4, beyond twice its range, so the AFIRE is
// refused when sent, not skipped in the AFPh.
func TestLinesAreCheckedAgainWithoutTheRefusedOnes(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "AFIRE R7 AT vN7", "MOVE R7 vF4 DROP:R20")
	if why := problemOn(res, 2); !strings.Contains(why, "no unit of the stack holds R20") {
		t.Errorf("the MOVE dropping R20: %q", why)
	}
	if why := problemOn(res, 1); !strings.Contains(why, "beyond twice its range") {
		t.Errorf("the AFIRE from where R7 stays: %q", why)
	}
	if res := submitLines(g, "Russian", "AFIRE R7 AT vN7", "MOVE R7 vF4"); problemOn(res, 1) != "" {
		t.Errorf("the AFIRE after a MOVE that stands: %q", problemOn(res, 1))
	}
}

// A leader carries at most 2 PP (4.0): a MOVE line for a leader whom the
// plan's TRANSFER line hands the 5-PP MMG R20 in the RPh is refused when
// sent; the leader would not move when the MPh came.
func TestALeaderTheTransferOverloadsIsRefusedItsMove(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	ld := s.u(t, "R1")
	r4 := s.u(t, "R4")
	if s.ctype(ld).Kind != tables.Leader || ld.Hex != r4.Hex {
		t.Fatalf("the sample's R1 is not a leader with R4: choose another")
	}
	next := s.sc.ID(s.sc.Grid().Neighbours(ld.Hex)[0])
	res := submitLines(g, "Russian", "TRANSFER R20 TO R1", "MOVE R1 "+next)
	if why := problemOn(res, 2); !strings.Contains(why, "R1 will hold 5 PP once the plan's TRANSFER line passes it R20, and a leader carries at most 2 PP (4.0)") {
		t.Errorf("the overloaded leader's MOVE: %q (all %+v)", why, res.Problems)
	}
	if res := submitLines(g, "Russian", "MOVE R1 "+next); len(res.Problems) != 0 {
		t.Errorf("R1 moving as he is: %+v", res.Problems)
	}
}

// DESTROY lines run as the PFPh begins (4.0): a second DESTROY of the
// weapon, or its TRANSFER in the APh, finds it gone; both are refused
// when sent, naming the DESTROY line.
func TestAWeaponThePlanDestroysIsNotDestroyedOrPassedAgain(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "DESTROY R20", "DESTROY R20")
	if why := problemOn(res, 2); !strings.Contains(why, "R20 is destroyed by line 1 as the PFPh begins") {
		t.Errorf("a second DESTROY: %q", why)
	}
	res = submitLines(g, "Russian", "TRANSFER R20 TO R5 APH", "DESTROY R20")
	if why := problemOn(res, 1); !strings.Contains(why, "R20 is destroyed by line 2 as the PFPh begins") {
		t.Errorf("an APh TRANSFER of a weapon the plan destroys: %q", why)
	}
	if res := submitLines(g, "Russian", "DESTROY R20"); len(res.Problems) != 0 {
		t.Errorf("one DESTROY: %+v", res.Problems)
	}
}
