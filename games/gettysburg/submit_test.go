package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

func lineMessages(ps []games.Problem) map[int]string {
	out := map[int]string{}
	for _, p := range ps {
		out[p.Line] = p.Message.EN
	}
	return out
}

func TestSubmitRefusesLinesThatCannotRunOnThePositionTheyMeet(t *testing.T) {
	g := toMovement(t)
	// The three cases players met: a hex not next to the last, an occupied
	// hex, a path longer than the movement allowance. Line 4 is legal only
	// after line 3, and is taken.
	r := g.Submit("Union", toLines([]string{
		"BU 1506",
		"1C 0913 0912 0911 0910 0909",
		"BU 1204",
		"BU 1104",
		"PASS",
	}), i18n.English)
	got := lineMessages(r.Problems)
	// A hex not next to the last names the hexes that are: what would do.
	for line, want := range map[int]string{1: "1506 is not next to 1304 (next to 1304: 1203, 1204, 1303, 1305, 1403, 1404)", 2: "has 4 movement points"} {
		if !strings.Contains(got[line], want) {
			t.Errorf("line %d: problem %q, want one saying %q", line, got[line], want)
		}
	}
	if _, bad := got[4]; bad || len(r.Problems) != 2 {
		t.Errorf("problems %v: want lines 1 and 2 only (line 4 follows from line 3)", got)
	}
	for i := 1; i < len(r.Problems); i++ {
		if r.Problems[i].Line < r.Problems[i-1].Line {
			t.Errorf("problems out of line order: %v", r.Problems)
		}
	}
	if r.Complete || !strings.Contains(r.Summary, "Incomplete because of line(s) 1, 2") {
		t.Errorf("complete %v, summary %q: want incomplete, naming the lines", r.Complete, r.Summary)
	}
	for _, l := range r.Accepted.Lines {
		if l.N == 1 || l.N == 2 {
			t.Errorf("refused line %d kept in the plan: %q", l.N, l.Text)
		}
	}
	// An occupied destination, here one that Pender's own earlier line
	// fills.
	s, place := board(t, 1)
	s.HQ[Confederate] = hx(t, "0305")
	place("HE", "0303", false)
	place("PE", "0404", false)
	s.Stage = StageMove
	s.resetAlt()
	r = (&Game{s: s}).Submit("Confederate", toLines([]string{"PE 0304", "HE 0304", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || !strings.Contains(got[2], "0304 is occupied") {
		t.Errorf("problems %v, want line 2: 0304 is occupied", got)
	}
}

func TestSubmitNotesLinesTheOpponentMayStillStop(t *testing.T) {
	g := toMovement(t)
	// Heth's march through 1004 can be stopped if Buford moves first; the
	// Confederates move first, so only lines after their first get a note.
	r := g.Submit("Confederate", toLines([]string{"PE 0203", "HE 1004 1005", "PASS"}), i18n.English)
	if len(r.Problems) > 0 {
		t.Fatal(r.Problems[0].Render(i18n.English))
	}
	notes := lineMessages(r.Notes)
	if _, ok := notes[1]; ok {
		t.Errorf("the first Confederate move, which nothing can precede, has a note: %v", notes)
	}
	if !strings.Contains(notes[2], "may still fail: enemy units can reach its path") {
		t.Errorf("line 2 has no note that Buford may stop it: %v", notes)
	}
	// Far from every enemy, a Union entry needs no note; the PASS after it
	// says that I Corps enters first, and that both corps, outside Meade's
	// range there, will be moved toward it.
	r = g.Submit("Union", toLines([]string{"11 1213", "PASS"}), i18n.English)
	notes = lineMessages(r.Notes)
	if _, ok := notes[1]; ok {
		t.Errorf("a move no enemy can reach has a note: %v", notes)
	}
	if !strings.Contains(notes[2], "before this PASS, the rules enter 1C (units due to enter cannot be held back); then 1C, 11 (outside command range) will be moved toward the HQ") {
		t.Errorf("the PASS has no note on XI Corps outside command range: %v", notes)
	}
}

func TestSubmitNamesAStrayLineAsTheCause(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"PE 0203", "PASS", "Regards, General Lee"}), i18n.English)
	if len(r.Problems) != 1 || r.Problems[0].Line != 3 || !strings.Contains(r.Problems[0].Message.EN, "keeps your plan incomplete") ||
		!strings.Contains(r.Problems[0].Message.EN, `put a line "-- " above it`) {
		t.Fatalf("the signature line: %+v", r.Problems)
	}
	if r.Complete || !strings.Contains(r.Summary, "Incomplete because of line(s) 3") {
		t.Errorf("summary %q does not name line 3 as the cause", r.Summary)
	}
	zh := g.Submit("Confederate", toLines([]string{"PE 0203", "此致 李將軍"}), i18n.TraditionalChinese)
	if !strings.Contains(zh.Summary, "因第 2 行而不完整") {
		t.Errorf("Chinese summary %q does not name line 2", zh.Summary)
	}
	// ASK then PASS is not a mistake that stalls the phase: the PASS is
	// noted as never running, and the plan is complete.
	r = g.Submit("Confederate", toLines([]string{"PE 0203", "ASK", "PASS"}), i18n.English)
	if !r.Complete || len(r.Problems) != 0 || len(r.Notes) != 1 || r.Notes[0].Line != 3 || !strings.Contains(r.Notes[0].Message.EN, "PASS after ASK never runs") {
		t.Errorf("ASK then PASS: complete %v, problems %v, notes %v", r.Complete, r.Problems, r.Notes)
	}
}

func TestSubmitAddedLinesGoBeforeTheKeptPass(t *testing.T) {
	g := toMovement(t)
	// What the judge sends for ADD: the kept plan as lines numbered 0,
	// then the new mail's lines.
	lines := []games.Line{{N: 0, Text: "MOVE PE 0203"}, {N: 0, Text: "PASS"}, {N: 2, Text: "RO 0802"}}
	r := g.Submit("Confederate", lines, i18n.English)
	if len(r.Problems) > 0 {
		t.Fatal(r.Problems[0].Render(i18n.English))
	}
	var got []string
	for _, l := range r.Accepted.Lines {
		got = append(got, l.Text)
	}
	if strings.Join(got, "; ") != "MOVE PE 0203; MOVE RO 0802; PASS" {
		t.Errorf("plan after ADD: %v, want the new move before the kept PASS", got)
	}
	// A new PASS or ASK takes the kept one's place.
	lines = []games.Line{{N: 0, Text: "MOVE PE 0203"}, {N: 0, Text: "PASS"}, {N: 2, Text: "RO 0802"}, {N: 3, Text: "ASK"}}
	r = g.Submit("Confederate", lines, i18n.English)
	got = nil
	for _, l := range r.Accepted.Lines {
		got = append(got, l.Text)
	}
	if strings.Join(got, "; ") != "MOVE PE 0203; MOVE RO 0802; ASK" || len(r.Problems) > 0 {
		t.Errorf("plan after ADD with ASK: %v %v", got, r.Problems)
	}
}

func TestSubmitChecksCommandLines(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Submit("Union", toLines([]string{"HQ 0101", "RETURN BU", "SHARPSHOOTERS 1203", "STAY 1C", "HQ 1306"}), i18n.English)
	got := lineMessages(r.Problems)
	for line, want := range map[int]string{
		1: "0101 is not allowed: no friendly unit outside enemy zones is within three hexes",
		2: "BU is not among your stragglers who may return this turn",
		4: "1C is not on the map",
	} {
		if !strings.Contains(got[line], want) {
			t.Errorf("line %d: problem %q, want %q", line, got[line], want)
		}
	}
	if len(r.Problems) != 3 {
		t.Errorf("problems %v, want lines 1, 2 and 4", got)
	}
	if notes := lineMessages(r.Notes); !strings.Contains(notes[3], "placed from turn 3 on") {
		t.Errorf("the turn-1 SHARPSHOOTERS line has no note: %v", notes)
	}
}

func TestSubmitNotesLinesBeyondTheActionsLeftAfterAPass(t *testing.T) {
	s, place := board(t, 1)
	s.HQ[Confederate], s.HQ[Union] = hx(t, "0305"), hx(t, "1510")
	place("HE", "0303", false)
	place("BU", "1510", false)
	s.Stage = StageMove
	s.resetAlt()
	// The Confederates have passed; the Union, asked again, has two moves left.
	s.Alt.Passed[Confederate], s.Alt.ToAct, s.Alt.Extra, s.Alt.Asking = true, int(Union), 2, int(Union)
	r := (&Game{s: s}).Submit("Union", toLines([]string{"BU 1509", "BU 1508", "BU 1507", "PASS"}), i18n.English)
	notes := lineMessages(r.Notes)
	if len(r.Problems) > 0 || len(notes) != 1 || !strings.Contains(notes[3], "you may take only 2 more actions: this line will not run") {
		t.Errorf("problems %v, notes %v: want one note, on line 3", r.Problems, notes)
	}
}

func TestSubmitRefusesAttacksAndWithdrawalsThatCannotRun(t *testing.T) {
	// The lines players found dropped without a word, now refused when sent.
	s, place := board(t, 1)
	place("HE", "1003", true)
	place("BU", "1304", true)
	place("PE", "1203", true)
	s.Stage = StageAttack
	s.resetAlt()
	g := &Game{s: s}
	r := g.Submit("Confederate", toLines([]string{"HE ATTACK BU ART", "PE ATTACK BU", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || !strings.Contains(got[1], "HE is not next to BU") {
		t.Errorf("problems %v: want line 1, HE is not next to BU", got)
	}
	r = g.Submit("Union", toLines([]string{"BU ATTACK PE", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[1], "BU is cavalry, and cavalry attacks only cavalry: PE is not") {
		t.Errorf("problems %v: want line 1, cavalry attacks only cavalry", got)
	}
	s2, place2 := board(t, 1)
	place2("HE", "1003", true)
	place2("BU", "1304", true)
	r = (&Game{s: s2}).Submit("Union", toLines([]string{"HQ 1306", "WITHDRAW BU"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || !strings.Contains(got[2], "BU is not in an enemy zone of control") {
		t.Errorf("problems %v: want line 2, not in an enemy zone of control", got)
	}
}

// A misspelt plan word or unit id gets the word it was surely meant to
// be; a line nothing is near keeps the full explanation.
func TestSubmitSuggestsTheMisspeltWord(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Confederate", toLines([]string{"moev PE 0203", "pendre 0203", "RETRUN", "Regards"}), i18n.English)
	want := map[int]string{1: "did you mean MOVE?", 2: "did you mean pender?", 3: "did you mean RETURN?", 4: "keeps your plan incomplete"}
	if len(r.Problems) != len(want) {
		t.Fatalf("problems %+v, want one for each of %d lines", r.Problems, len(want))
	}
	for _, p := range r.Problems {
		if !strings.Contains(p.Message.EN, want[p.Line]) {
			t.Errorf("line %d: %q lacks %q", p.Line, p.Message.EN, want[p.Line])
		}
	}
}

// STAY spares a combat-mode unit the turn to march mode; for a unit
// already marching it does nothing, and the reply says so.
func TestSubmitNotesStayForAMarchingUnit(t *testing.T) {
	g, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	r := g.Submit("Union", toLines([]string{"STAY BU", "PASS"}), i18n.English)
	if len(r.Problems) != 0 {
		t.Fatalf("STAY BU was refused: %v", lineMessages(r.Problems))
	}
	if notes := lineMessages(r.Notes); !strings.Contains(notes[1], "BU is in march mode already") {
		t.Errorf("STAY for the marching BU has no note: %v", notes)
	}
}

// A refused line is not kept, so it runs nothing and sets off nothing
// when the plan runs: here Buford's line 1 (refused) would have been the
// first move, before which the rules enter the XI Corps; without it, line
// 2 is the first move and itself enters the corps at K (1214), which then
// has no movement left for the fourth hex after it. Submit plays the plan
// again as it will run and refuses line 2 now, rather than the judge
// setting it aside when the phase runs.
func TestSubmitPlaysThePlanAgainWithoutItsRefusedLines(t *testing.T) {
	g := toMovement(t)
	r := g.Submit("Union", toLines([]string{"BU 1204 1104 1103", "11 1214 1213 1212 1312 1411", "PASS"}), i18n.English)
	got := lineMessages(r.Problems)
	if !strings.Contains(got[1], "the move must stop at 1204") {
		t.Errorf("line 1: %q", got[1])
	}
	if !strings.Contains(got[2], "11 has 4 movement points, the path needs more") {
		t.Errorf("line 2, the first move once line 1 is refused: %q (notes %v)", got[2], lineMessages(r.Notes))
	}
	// Without the refused line, the same plan gives the same answer.
	r = g.Submit("Union", toLines([]string{"11 1214 1213 1212 1312 1411", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); !strings.Contains(got[1], "11 has 4 movement points") {
		t.Errorf("the line alone: %v", got)
	}
	// A refused line that a later line depends on no longer counts: the
	// later line is judged as it will run.
	r = g.Submit("Union", toLines([]string{"BU 1204 1104 1103", "11 1214 1213 1212 1312", "PASS"}), i18n.English)
	if got := lineMessages(r.Problems); len(got) != 1 || got[1] == "" {
		t.Errorf("only line 1 refused: %v", got)
	}
}
