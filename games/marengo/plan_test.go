package marengo

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// A plan line that cannot run sets the rest aside; its owner alone reads
// why, and is asked for the rest of the turn with its own short class.
func TestPlanSetAsideAsksTheOwnerAgain(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("FON", "F02").at("BNO", "A04")
	f.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON", "MOVE A04 TO FMA")
	f.asked(Austria, askPlan, "1")
	if p := f.game().Phase(); p.Class != plan.ClassStop || p.ID != "T08A.1" {
		t.Errorf("phase %+v", p)
	}
	f.wantEvent(austria, "Plan line 1 (ROAD A03 PDB FON) cannot run")
	f.wantEvent(austria, "The 1 line(s) after it are set aside: MOVE A04 TO FMA")
	f.wantNoEvent(france, "ROAD")
	f.wantNoEvent(france, "A04")
	f.wantEvent(france, "A line of Austria's plan could not run: Austria is asked for the rest of the turn")
	if v := f.game().View(austria, "en"); !strings.Contains(v, "A03 inf3") {
		t.Errorf("Austria's view:\n%s", v)
	}
	f.send("MOVE A04 TO FMA", "MOVE A03 TO PDB")
	if f.s.Question != nil {
		t.Fatalf("asked again: %+v", f.s.Question)
	}
	f.wantAt("A04", "FMA")
	f.wantAt("A03", "PDB")
	// The second report holds only what happened after the stop.
	f.wantNoEvent(master, "Plan line 1")
	f.wantEvent(france, "Austria moves 1 block from BNO reserve to FMA reserve (1 CP, 2 left)")
}

// ASK stops the plan where its owner wrote it.
func TestPlanAskStopsThere(t *testing.T) {
	f := newFx(t).at("BRH", "A03")
	f.send("MOVE A03 TO PDB", "ASK")
	f.asked(Austria, askPlan, "1")
	f.wantAt("A03", "PDB")
	f.wantEvent(france, "Austria's plan asks to be consulted here")
	// No answer by the deadline: the turn ends.
	f.send()
	if f.s.B.Active != France {
		t.Errorf("the turn did not end: %s", f.s.B.Active)
	}
}

// A question nobody answers takes its documented default; a seat in
// disorder is never asked.
func TestQuestionDefaults(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("MAR", "F05")
	f.send("MOVE A03 TO MAR")
	f.asked(France, askBlock, "MAR")
	f.send()
	f.wantAt("F05", "MAR/FON")
	f.wantEvent(austria, "France did not answer: the default applies")
	g := newFx(t).at("FON", "A03").at("MAR", "F05")
	res := g.game().Submit("Austria", numbered([]string{"MOVE A03 TO MAR"}), "en")
	out, err := g.game().Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Austria": res.Accepted}, Disorder: map[games.Seat]bool{"France": true}}, games.NewDice([games.SeedSize]byte{}, "x"))
	if err != nil {
		t.Fatal(err)
	}
	if s := out.Next.(*Game).s; s.Question != nil || s.B.block("F05").At.Face != "FON" {
		t.Errorf("a seat in disorder was asked, or its default not applied: %+v", s.Question)
	}
}

// A turn stopped by a question is played again from its start: the
// decisions taken before the stop stay as they were, even when the answer
// changes the standing answers they came from.
func TestReplayKeepsEarlierDecisions(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("MAR", "F05").at("SPI", "A04").at("CCE", "F07").book(France, "BLOCK MAR NONE", "RETREAT * ROOM")
	f.send("MOVE A03 TO MAR", "MOVE A04 TO CCE")
	f.asked(France, askBlock, "CCE")
	f.send("BLOCK * ALL", "BLOCK MAR ALL")
	f.wantAt("A03", "MAR")
	f.wantAt("F07", "CCE/SPI")
	f.wantAt("A04", "SPI/CCE")
	if f.where("F05") == "MAR/FON" {
		t.Error("the replay changed the decision taken before the question")
	}
}

// The answer to a question is kept as a standing answer until replaced
// or forgotten.
func TestAnswersAreKeptAndCleared(t *testing.T) {
	f := newFx(t).book(France, "BLOCK * ALL", "FRONT MAR BEST", "RETREAT MAR SVI CGR")
	if got := strings.Join(f.s.Books[France].Texts(), "; "); got != "BLOCK * ALL; FRONT MAR BEST; RETREAT MAR SVI CGR" {
		t.Errorf("book %q", got)
	}
	p, _, _ := parseLines(f.s.sc, France, modeAnswer, numbered([]string{"FORGET BLOCK"}))
	f.s.applyBook(France, p)
	if got := strings.Join(f.s.Books[France].Texts(), "; "); got != "FRONT MAR BEST; RETREAT MAR SVI CGR" {
		t.Errorf("after FORGET BLOCK: %q", got)
	}
}

// The reply to a plan refuses what cannot be right and notes what only
// the enemy's choices decide.
func TestSubmitRefusesAndNotes(t *testing.T) {
	f := newFx(t).at("FON", "A03", "A04").at("MAR", "F05").at("BRH", "A05")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A03 A04 TO MAR", "MOVE A05 TO PDB", "MOVE F05 TO CGR", "ACTIVATE A05", "MOVE A05 TO BNO"}), i18n.English)
	if len(res.Notes) != 2 || res.Notes[0].Line != 1 || !strings.Contains(res.Notes[0].Message.EN, "an assault on MAR") {
		t.Errorf("notes %+v", res.Notes)
	}
	// What is left to the deadline, and what it will do.
	if n := res.Notes[len(res.Notes)-1].Message; !strings.Contains(n.EN, "line(s) 3, 4, 5 were refused and are left out") || !strings.Contains(n.EN, "or the turn runs the lines kept, in order, without them") || !strings.Contains(n.Hant, "3、4、5") {
		t.Errorf("the note on refused lines: %+v", n)
	}
	var lines []int
	for _, p := range res.Problems {
		lines = append(lines, p.Line)
	}
	if len(lines) != 3 || lines[0] != 3 || lines[1] != 4 || lines[2] != 5 || res.Complete {
		t.Errorf("problems on lines %v (want 3: not yours, 4: only France activates, 5: A05 moves twice)", lines)
	}
	if g := f.game().Submit("France", numbered([]string{"MOVE F05 TO CGR"}), i18n.English); len(g.Problems) != 1 {
		t.Error("a seat not asked may submit")
	}
}

// A block that enters on one line has moved for the turn: a later line
// moving it is told so, not told to enter it first.
func TestSubmitFollowsAnEnteredBlock(t *testing.T) {
	f := newFx(t).due("A02")
	res := f.game().Submit("Austria", numbered([]string{"ENTER A02", "MOVE A02 TO PDB"}), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || !strings.Contains(res.Problems[0].Message.EN, "moves once a turn") {
		t.Errorf("problems %+v, want line 2: A02 has moved", res.Problems)
	}
}

// Chinese players often write without spaces: a verb against an id, ids
// run together, a keyword against an area's name. Such lines read as if
// spaced; a run of characters that is not made of known words is named
// whole in the problem.
func TestChineseOrdersWithoutSpaces(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{
		"移動A03A04到馬倫哥":       "MOVE A03 A04 TO MAR",
		"移动A03、A04到马伦哥":      "MOVE A03 A04 TO MAR",
		"攻擊A03A04主攻A03追擊是":   "ATTACK A03 A04 LEAD A03 PURSUE YES",
		"移動A05到波米達橋頭堡/佩德拉博納": "MOVE A05 TO BRH/PDB",
		"移動A03到馬倫哥受阻退回":      "MOVE A03 TO MAR BLOCKED BACK",
		"撤退馬倫哥格羅薩農莊斯皮內塔":     "RETREAT MAR CGR SPI",
		"防堵*全部":              "BLOCK * ALL",
		"道路A02佩德拉博納豐塔諾內":     "ROAD A02 PDB FON",
		"道路A02PDBFON":        "ROAD A02 PDB FON",
		"移动A03A04到MAR":       "MOVE A03 A04 TO MAR",
		"前進*不要":              "ADVANCE * NO",
	} {
		_, echo, probs := parseLines(sc, Austria, modePlan, numbered([]string{in}))
		if len(probs) > 0 || echo[0].Understood != want {
			t.Errorf("%q reads as %q (%v), want %q", in, echo[0].Understood, probs, want)
		}
	}
	_, _, probs := parseLines(sc, Austria, modePlan, numbered([]string{"移動A03到馬倫哥城"}))
	if len(probs) != 1 || !strings.Contains(probs[0].Message.Hant, "馬倫哥城") {
		t.Errorf("an unknown name: %+v", probs)
	}
}

// Rule 8: a bombardment declared by a block that is not artillery is
// refused when the plan is sent (the side knows its own faces), not when
// the line runs and stops the turn. TO may be left out of a MOVE.
func TestRule8SubmitRefusesABombardmentByInfantry(t *testing.T) {
	f := newFx(t).at("BRH/PDB", "A03", "A08").at("PDB/BRH", "F01").at("BRH", "A04")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A04 FRU", "移動 A04 佩德拉博納", "BOMBARD A03", "BOMBARD A08"}), "en")
	if len(res.Problems) != 2 || res.Problems[0].Line != 2 || res.Problems[1].Line != 3 || !strings.Contains(res.Problems[1].Message.EN, "A03 is not artillery") {
		t.Errorf("problems %+v: want line 2 (A04 moves twice) and line 3 (A03 is not artillery)", res.Problems)
	}
	if res.Echo[0].Understood != "MOVE A04 TO FRU" {
		t.Errorf("MOVE without TO reads as %q", res.Echo[0].Understood)
	}
}

// A turn ends on a plan line, DONE (END, PASS) or CONCEDE; a mail that
// holds only standing answers changes them, and says that the turn waits
// and what the deadline will do.
func TestStandingAnswersAloneDoNotEndTheTurn(t *testing.T) {
	f := newFx(t).at("BRH", "A03")
	g := f.game()
	res := g.Submit("Austria", numbered([]string{"FRONT * BEST"}), "en")
	if res.Complete || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "no plan line") || !strings.Contains(res.Notes[0].Message.EN, "if nothing more comes, the turn runs with no moves") {
		t.Errorf("standing answers alone: complete %v, notes %+v", res.Complete, res.Notes)
	}
	for _, end := range []string{"PASS", "DONE", "END", "完成"} {
		if res := g.Submit("Austria", numbered([]string{"FRONT * BEST", end}), "en"); !res.Complete || len(res.Problems) > 0 {
			t.Errorf("%s: complete %v, problems %+v", end, res.Complete, res.Problems)
		}
	}
	if res := g.Submit("Austria", numbered([]string{"CONTINUE"}), "en"); len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "this turn has not begun") {
		t.Errorf("CONTINUE in a fresh turn: %+v", res.Problems)
	}
	f.play("FRONT * BEST", "PASS")
	if f.s.B.Active != France || len(f.s.Books[Austria].Texts()) == 0 {
		t.Errorf("PASS did not end the turn with the standing answer kept: active %s", f.s.B.Active)
	}
}

// A stopped turn is answered by plan lines, CONTINUE (run the lines set
// aside as written) or DONE (end the turn now); the question says so.
func TestPlanStopContinueOrDone(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("FON", "F02").at("BNO", "A04")
	f.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON", "MOVE A04 TO FMA")
	f.asked(Austria, askPlan, "1")
	if p := f.s.Question.Private.Ask.EN; !strings.Contains(p, "CONTINUE alone to run the 1 line(s) after the stop as you wrote them (MOVE A04 TO FMA)") || !strings.Contains(p, "DONE alone to end the turn now") {
		t.Errorf("the question does not say how to answer it: %s", p)
	}
	res := f.game().Submit("Austria", numbered([]string{"PURSUE * NO"}), "en")
	if res.Complete || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "answers nothing of the stopped turn") {
		t.Errorf("standing answers alone in a stop: complete %v, notes %+v", res.Complete, res.Notes)
	}
	f.send("CONTINUE")
	if f.s.Question != nil {
		t.Fatalf("asked again: %+v", f.s.Question)
	}
	f.wantAt("A04", "FMA")
	f.wantAt("A03", "BRH")
	g := newFx(t).at("BRH", "A03").at("FON", "F02").at("BNO", "A04")
	g.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON", "MOVE A04 TO FMA")
	g.send("DONE")
	g.wantAt("A04", "BNO")
	if g.s.B.Active != France {
		t.Errorf("DONE did not end the turn")
	}
}

// A misspelt plan word is answered with the word meant, and the refused
// lines are named in the order they were written.
func TestMisspeltPlanWordGetsTheWordMeant(t *testing.T) {
	f := newFx(t).at("FON", "A03", "A04")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A03 TO MAR", "MOEV A04 TO MAR", "ATACK A03"}), i18n.English)
	var msgs []string
	for _, p := range res.Problems {
		msgs = append(msgs, p.Message.EN)
	}
	all := strings.Join(msgs, "\n")
	if !strings.Contains(all, "did you mean MOVE?") || !strings.Contains(all, "did you mean ATTACK?") {
		t.Errorf("no suggestion for the misspelt words:\n%s", all)
	}
	if n := res.Notes[len(res.Notes)-1].Message.EN; !strings.Contains(n, "line(s) 2 and 3 were refused") && !strings.Contains(n, "line(s) 2, 3 were refused") {
		t.Errorf("the refused lines are not named in order: %s", n)
	}
}

// The gun's character has two forms, 炮 and 砲, and players of either
// script write both: every plan word with it reads in either form.
func TestArtilleryWordsInEitherForm(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{
		"炮擊 A08":     "BOMBARD A08",
		"砲击 A08":     "BOMBARD A08",
		"宣佈炮擊 A08":   "BOMBARD A08",
		"執行炮擊 A08":   "FIRE A08",
		"执行砲击 A08":   "FIRE A08",
		"炮兵反擊 * 是":   "COUNTERFIRE * YES",
		"砲兵反击 * 否":   "COUNTERFIRE * NO",
		"炮擊A08":      "BOMBARD A08",
		"宣布炮擊 A08":   "BOMBARD A08",
		"宣佈砲击 A08":   "BOMBARD A08",
		"砲兵反擊 * 是":   "COUNTERFIRE * YES",
		"炮兵反击 * 是":   "COUNTERFIRE * YES",
		"宣布砲擊 A08":   "BOMBARD A08",
		"宣佈炮击 A08":   "BOMBARD A08",
		"炮兵反擊 MAR 是": "COUNTERFIRE MAR YES",
	} {
		_, echo, probs := parseLines(sc, Austria, modePlan, numbered([]string{in}))
		if len(probs) > 0 || echo[0].Understood != want {
			t.Errorf("%q reads as %q (%v), want %q", in, echo[0].Understood, probs, want)
		}
	}
}

// A plan that stops on its last line has nothing set aside: the question
// does not offer CONTINUE for "the 0 lines after the stop".
func TestPlanStopOnTheLastLineOffersNoContinue(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("FON", "F02")
	f.refuses(1, "only cavalry enters an enemy area by road", "ROAD A03 PDB FON")
	f.asked(Austria, askPlan, "1")
	q := f.s.Question.Private.Ask
	for _, p := range []string{q.EN, q.Hant, q.Hans} {
		if strings.Contains(p, "CONTINUE") || strings.Contains(p, " 0 ") {
			t.Errorf("the question offers CONTINUE with nothing set aside: %s", p)
		}
	}
	if !strings.Contains(q.EN, "DONE alone to end the turn now") {
		t.Errorf("the question does not say how to end the turn: %s", q.EN)
	}
}

// ENTER and ROAD take one block a line: a second block where the path
// should be is named as a block, with the lines that would be accepted,
// not refused as "not an area of the map".
func TestEnterTwoBlocksOnALineSaysOneALine(t *testing.T) {
	sc, _ := LoadScenario("sample")
	_, _, probs := parseLines(sc, Austria, modePlan, numbered([]string{"登场 A06，A07"}))
	if len(probs) != 1 {
		t.Fatalf("problems %+v", probs)
	}
	m := probs[0].Message
	if !strings.Contains(m.EN, "A07 is a block, not an area") || !strings.Contains(m.EN, "(ENTER A06, ENTER A07)") {
		t.Errorf("the refusal: %s", m.EN)
	}
	if !strings.Contains(m.Hans, "（登场 A06、登场 A07）") {
		t.Errorf("the Chinese refusal: %s", m.Hans)
	}
}

// Rule 8: only artillery on an approach declares a bombardment. A plan
// that has moved its gun into a reserve the enemy does not hold (so no
// assault can leave it on the approach) is refused when sent.
func TestRule8SubmitRefusesABombardmentFromAReserve(t *testing.T) {
	f := newFx(t).at("BRH", "A08").at("PDB", "F06")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A08 TO BNO", "BOMBARD A08"}), "en")
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || !strings.Contains(res.Problems[0].Message.EN, "A08 will stand in the BNO reserve") {
		t.Errorf("a bombardment from a reserve: %+v", res.Problems)
	}
	res = f.game().Submit("Austria", numbered([]string{"BOMBARD A08"}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "A08 届时在 BRH 后备") {
		t.Errorf("a bombardment by a gun left in its reserve: %+v", res.Problems)
	}
	res = f.game().Submit("Austria", numbered([]string{"MOVE A08 TO BRH/PDB", "BOMBARD A08"}), "en")
	if len(res.Problems) != 0 {
		t.Errorf("a bombardment from an approach refused: %+v", res.Problems)
	}
}

// Rule 3: a side knows what its own blocks fill, so a MOVE into an area
// its blocks will already fill is refused when the plan is sent; after an
// attack in the same plan the line is left to its run.
func TestSubmitRefusesAMoveIntoAnAreaItsOwnBlocksFill(t *testing.T) {
	f := newFx(t).at("PDB", "A03", "A04").at("BRH", "A05", "A06").at("FON", "F02")
	res := f.game().Submit("Austria", numbered([]string{"MOVE A05 TO PDB", "MOVE A06 TO PDB"}), "en")
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || !strings.Contains(res.Problems[0].Message.EN, "PDB holds 3 of your blocks at most, and 3 will stand there then: send fewer, or move blocks out of PDB on an earlier line") {
		t.Errorf("a move into a full area: %+v", res.Problems)
	}
	res = f.game().Submit("Austria", numbered([]string{"MOVE A03 TO PDB/FON", "MOVE A05 TO PDB"}), "en")
	if len(res.Problems) != 0 {
		t.Errorf("a move within the area's capacity refused: %+v", res.Problems)
	}
}

// A road path may name the area it starts from: "ENTER A02 BRH PDB" for
// an entry at BRH is "ENTER A02 PDB", not a path that skips an area.
func TestRoadPathMayNameItsStart(t *testing.T) {
	f := newFx(t).due("A02").at("BNO", "A03")
	res := f.game().Submit("Austria", numbered([]string{"登場A02波米達橋頭堡佩德拉博納"}), "en")
	if len(res.Problems) != 0 {
		t.Fatalf("an entry path naming the entry area refused: %+v", res.Problems)
	}
	f.play("ENTER A02 BRH PDB")
	f.wantAt("A02", "PDB")
	g := newFx(t).at("PDB", "A02")
	g.play("ROAD A02 PDB FON MAR")
	g.wantAt("A02", "MAR")
}

// A refusal in Chinese names the plan's words in Chinese, as the player
// writes them, not the English canonical ones.
func TestRefusalsInChineseUseTheChineseWords(t *testing.T) {
	f := newFx(t).at("BRH", "A03", "A04", "A08").at("PDB", "F06").due("A05")
	for in, want := range map[string]string{
		"防堵 PDB":          "防堵 请写 无、全部，或部队编号",
		"打击 * 最好":         "打击 这里请写 最强、最弱",
		"完成 现在":           "完成 一行不带其他字",
		"炮击 A08 PDB":      "“PDB”超出了 炮击 的写法",
		"移动 A03":          "这里缺少 到",
		"移动 A03 到 PDB 攻击": "可用：亮出、然后、受阻",
	} {
		res := f.game().Submit("Austria", numbered([]string{in}), i18n.SimplifiedChinese)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, want) {
			t.Errorf("%q: %+v, want %q", in, res.Problems, want)
			continue
		}
		if m := regexp.MustCompile(`\b[A-Z]{2,}\b`).FindString(strings.ReplaceAll(res.Problems[0].Message.Hans, "PDB", "")); m != "" {
			t.Errorf("%q: the Chinese refusal has the English word %s: %s", in, m, res.Problems[0].Message.Hans)
		}
	}
}

// Rule 6.1-6.2: a MOVE the side's own blocks rule out (to where the block
// stands) is refused when the plan is sent, not when it runs and stops
// the turn for a day.
func TestSubmitRefusesAMoveToWhereTheBlockStands(t *testing.T) {
	f := newFx(t).turn(France, 7).at("PDB/BRH", "F06").at("BRH", "A03")
	res := f.game().Submit("France", numbered([]string{"移动 F06 到 PDB/BRH"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "F06 已在 PDB/BRH") {
		t.Errorf("a move to where the block stands: %+v", res.Problems)
	}
}

// CONTINUE is judged when it is sent: the lines set aside at the stop
// are played through on the position as it now stands, and one that
// cannot run there refuses the CONTINUE, naming the line and what to
// send instead; without it the lines set aside do not run.
func TestContinueRunsTheLinesSetAsideOnlyIfTheyCanRun(t *testing.T) {
	f := newFx(t).at("BRH", "A03").at("BNO", "A04").at("PDB", "A05").at("FMA", "A06")
	// Line 5 is refused when sent (the lines after an ASK are played
	// through then); a plan that holds it anyway (the position changed
	// after the plan was accepted, by a master's edit) reaches the stop
	// with it set aside.
	f.refuses(5, "it needs 1 command point(s) and 0 are left", "ASK", "MOVE A03 TO PDB", "MOVE A04 TO BRH", "MOVE A06 TO BNO", "MOVE A05 TO FON")
	f.asked(Austria, askPlan, "1")
	wantProblems(t, f.problemsOf("CONTINUE"),
		`line 1 "CONTINUE": CONTINUE would run line 5 set aside at the stop (MOVE A05 TO FON), which cannot run now:`)
	res := f.game().Submit("Austria", numbered([]string{"CONTINUE"}), "zh-Hans")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "续行 会执行暂停时暂缓的第 5 行（MOVE A05 TO FON），但它现在无法执行：") {
		t.Errorf("the CONTINUE refusal in Chinese: %+v", res.Problems)
	}
	// The mail's own lines after a refused CONTINUE are judged as the
	// whole answer.
	wantProblems(t, f.problemsOf("CONTINUE", "MOVE A03 TO PDB", "MOVE A04 TO BRH"),
		`line 1 "CONTINUE": CONTINUE would run line 5`)
	g := newFx(t).at("BRH", "A03").at("BNO", "A04").at("PDB", "A05")
	g.send("ASK", "MOVE A03 TO PDB", "MOVE A04 TO BRH")
	g.asked(Austria, askPlan, "1")
	if p := g.s.Question.Private.Ask.Hans; !strings.Contains(p, "照原样执行暂停后的 2 行（MOVE A03 TO PDB；MOVE A04 TO BRH）") {
		t.Errorf("the question does not list the lines set aside: %s", p)
	}
	wantProblems(t, g.problemsOf("CONTINUE"))
	g.send("CONTINUE")
	g.wantAt("A04", "BRH")
}

// The lines a CONTINUE runs get the plan's line checks as well, on the
// CONTINUE line: an assault among them is noted there.
func TestContinueNotesWhatTheLinesSetAsideLeaveToTheRun(t *testing.T) {
	f := newFx(t).at("PDB", "A03").at("FON", "F02")
	f.send("ASK", "MOVE A03 TO FON")
	f.asked(Austria, askPlan, "1")
	res := f.game().Submit("Austria", numbered([]string{"CONTINUE"}), i18n.English)
	var notes []string
	for _, n := range res.Notes {
		notes = append(notes, n.Render(i18n.English))
	}
	if len(res.Problems) != 0 || !strings.Contains(strings.Join(notes, "\n"), `line 2 set aside (MOVE A03 TO FON): an assault on FON: whether the enemy blocks it is known only when it runs`) {
		t.Errorf("CONTINUE over an assault: problems %+v, notes %q", res.Problems, notes)
	}
}

// A mail sent while a question is put whose lines answer something else
// (another area) keeps them, but says the question is still open and
// does not settle it at once with its default.
func TestAnAnswerToAnotherQuestionLeavesTheQuestionOpen(t *testing.T) {
	f := newFx(t).at("FON", "A03").at("MAR", "F05").at("SPI", "F04")
	f.send("MOVE A03 TO MAR")
	f.asked(France, askBlock, "MAR")
	res := f.game().Submit("France", numbered([]string{"BLOCK FON NONE"}), i18n.English)
	if res.Complete || len(res.Notes) != 1 || !strings.Contains(res.Notes[0].Message.EN, "no line of this mail answers the question put to you (BLOCK MAR), which stays open: answer it with a BLOCK MAR line (in a mail with ADD to keep this one's lines too), or at the deadline it takes its default (every block of the reserve blocks)") {
		t.Errorf("an answer to another area: complete %v, notes %+v", res.Complete, res.Notes)
	}
	res = f.game().Submit("France", numbered([]string{"防堵 * 无"}), i18n.SimplifiedChinese)
	if !res.Complete || len(res.Notes) != 0 {
		t.Errorf("BLOCK * answers the question: complete %v, notes %+v", res.Complete, res.Notes)
	}
}
