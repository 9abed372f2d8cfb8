package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// privateAsk is the question now put, as the asked seat reads it.
func (f *fx) privateAsk(lang i18n.Lang) string {
	f.t.Helper()
	reqs := f.game().Requests()
	if len(reqs) != 1 {
		f.t.Fatalf("%d requests", len(reqs))
	}
	return reqs[0].For(games.SeatView(reqs[0].Seat)).Ask.In(lang)
}

// Every question in the opponent's turn, read in Chinese, names the unit
// and its square the right way round, gives the words to write in Chinese,
// and carries no "|", which would keep the judge from wrapping the line.
func TestQuestionsReadRightInChinese(t *testing.T) {
	check := func(name, got string, want ...string) {
		t.Helper()
		for _, w := range want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: %q lacks %q", name, got, w)
			}
		}
		if strings.Contains(got, "|") {
			t.Errorf("%s: %q has a |", name, got)
		}
	}
	// Withdraw, then defence, then the defender's choice, then the side.
	f := duel(t, 5).hand(Red, "B57", "B01")
	f.s.Sides[Red].Book = plan.Book[Answer]{}
	f.resolve("MOVE GRD A7", "ASSAULT HUS D5 WITH F36").asked(Red, askWithdraw)
	check("withdraw", f.privateAsk(i18n.SimplifiedChinese), "您在 D5 的 FGD 遭攻击", "撤离 FGD 是 或 否", "防守、选择 与 侧")
	check("withdraw en", f.privateAsk(i18n.English), "your FGD at D5 is attacked", "WITHDRAW FGD YES or NO")
	f.resolve("WITHDRAW FGD NO").asked(Red, askDefend)
	check("defend", f.privateAsk(i18n.TraditionalChinese), "您在 D5 的 FGD 遭攻擊", "防守 FGD 全部")
	check("defend en", f.privateAsk(i18n.English), "LEADER with a card, BEST or NONE")
	f.place(Red, "HLD", "D4")
	f.resolve("DEFEND FGD NONE").asked(Red, askChoose)
	check("choose", f.privateAsk(i18n.SimplifiedChinese), "您在 D5 的 FGD 战败", "选择 FGD 撤退 或 受损", "请加 侧 FGD 与方向")
	f.resolve("CHOOSE FGD RETREAT").asked(Red, askSide)
	check("side", f.privateAsk(i18n.SimplifiedChinese), "您在 D5 的 FGD 须撤退到 C5 或 E5", "侧 FGD 西 或 东")
	check("side en", f.privateAsk(i18n.English), "SIDE FGD WEST or EAST")
	f.resolve("侧 FGD 东").has("Red's FGD retreats from D5 to E5").nextTurn()

	// Guerrilla names the kind of card in the reader's words.
	g := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "F7").place(Red, "FGD", "D2").
		hand(Blue, "F52", "F01", "F02", "F03", "F04").hand(Red, "B50")
	g.resolve("MOVE GRD D6", "SUPPLY F52 HUS F6").asked(Red, askGuerrilla)
	check("guerrilla", g.privateAsk(i18n.SimplifiedChinese), "游击队 补给 是 或 否")
	check("guerrilla en", g.privateAsk(i18n.English), "GUERRILLA SUPPLY YES or NO")
}

// Rule 6.2's range problem, in Chinese, says which square is how far from
// which.
func TestR6_2RangeProblemInChinese(t *testing.T) {
	f := newFx(t).place(Blue, "ART", "C7").place(Blue, "GRD", "A8").place(Red, "HLD", "E6").hand(Blue, "F21")
	res := f.submit(Blue, "MOVE GRD A7", "BOMBARD ART E6 WITH F21")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "E6 超出 C7 的射程：距离 3，射程 2") {
		t.Errorf("%v", res.Problems)
	}
}

// A standing answer with a word the judge does not know lists the words
// it would take, in the reader's language.
func TestAnswerWordProblemInChinese(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	for _, c := range []struct{ line, hans string }{
		{"CHOOSE GRD MAYBE", "撤退、受损"},
		{"SIDE GRD UP", "北、东、南、西"},
		{"WITHDRAW GRD PERHAPS", "是、否"},
	} {
		res := f.submit(Blue, "MOVE GRD D6", c.line)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, c.hans) {
			t.Errorf("%s: %v", c.line, res.Problems)
		}
	}
}

// Reports wrap Chinese text without starting a line with closing
// punctuation.
func TestWrapKeepsChinesePunctuationOffTheLineStart(t *testing.T) {
	line := "攻击总值：" + strings.Repeat("甲", 32) + "，" + strings.Repeat("乙", 30) + "。"
	for w := 60; w <= 78; w++ {
		for _, l := range strings.Split(strings.TrimRight(wrap(line, w), "\n"), "\n") {
			if l = strings.TrimLeft(l, " "); strings.HasPrefix(l, "，") || strings.HasPrefix(l, "。") {
				t.Errorf("width %d: a line starts with punctuation: %q", w, l)
			}
		}
	}
}

// The judge takes a mail line that begins with ADD for its own command
// (keep the orders sent before), so a step-5 card is written PLAY: the
// plan echoes PLAY, the help never begins a line with ADD, and ADD is
// still read where the engine sees it (after IF, or from a tool).
func TestStep5CardsAreWrittenPlayNotAdd(t *testing.T) {
	f := duel(t, 3)
	res := f.submit(Blue, "MOVE GRD A7", "ASSAULT HUS D5 WITH F36", "ADD F46 ON HUS", "IF DEF >= 9 ADD F47", "加 F48")
	if len(res.Problems) != 0 {
		t.Fatalf("%v", res.Problems)
	}
	var got []string
	for _, e := range res.Echo {
		got = append(got, e.Understood)
	}
	if want := "PLAY F46 ON HUS|IF DEF >= 9 PLAY F47|PLAY F48"; strings.Join(got[2:], "|") != want {
		t.Errorf("understood %q, want %q", got[2:], want)
	}
	for _, topic := range (Engine{}).About().Help {
		for _, lang := range i18n.Langs() {
			for _, line := range strings.Split(topic.Body.In(lang), "\n") {
				if w := strings.Fields(line); len(w) > 0 && (w[0] == "ADD" || w[0] == "追加") {
					t.Errorf("help %s (%s) has a line the judge would take for its ADD: %q", topic.Name, lang, line)
				}
			}
		}
	}
}

// Standing answers are taken at any time once the turns have begun: a
// seat not asked sends them, and they serve the next question that
// arises (here, in the opponent's turn resolved with them).
func TestStandingAnswersAreTakenAtAnyTime(t *testing.T) {
	f := duel(t, 5).answers(Red, "DEFEND * NONE", "WITHDRAW * NO")
	f.s.Sides[Red].Book.Clear("choose")
	g := f.game()
	if reqs := g.Requests(); len(reqs) != 1 || reqs[0].Seat != "Blue" {
		t.Fatalf("requests %+v", reqs)
	}
	red := g.Submit("Red", numbered([]string{"CHOOSE FGD RETREAT"}), i18n.English)
	if len(red.Problems) != 0 {
		t.Fatalf("a standing answer from the seat not asked was refused: %v", red.Problems)
	}
	if n := red.Notes[len(red.Notes)-1].Message.EN; !strings.Contains(n, "your standing answers will then be: CHOOSE FGD RETREAT; DEFEND * NONE;") || !strings.Contains(n, "the opponent is not told") {
		t.Errorf("the reply does not say what will stand: %s", n)
	}
	if bad := g.Submit("Red", numbered([]string{"MOVE FGD D4"}), i18n.English); len(bad.Problems) != 1 || len(bad.Echo) != 0 {
		t.Errorf("a move from the seat not asked was not refused as a whole (the judge's one reason): %+v", bad)
	}
	if mixed := g.Submit("Red", numbered([]string{"MOVE FGD D4", "SIDE * EAST"}), i18n.English); len(mixed.Problems) != 1 || mixed.Problems[0].Line != 1 {
		t.Errorf("a move beside a standing answer is not refused alone: %+v", mixed.Problems)
	}
	blue := g.Submit("Blue", numbered([]string{"MOVE GRD A7", "ASSAULT HUS D5 WITH F36"}), i18n.English)
	r, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{"Blue": blue.Accepted, "Red": red.Accepted}}, games.NewDice(f.seed, g.Phase().ID))
	if err != nil {
		t.Fatal(err)
	}
	next := r.Next.(*Game).s
	if next.Question != nil {
		t.Fatalf("the standing answer sent out of turn was not used: %+v", next.Question.Public.Ask)
	}
	if a, ok := next.Sides[Red].Book.Find(askChoose, "FGD"); !ok || a.Word != "RETREAT" {
		t.Errorf("Red's book: %+v", a)
	}
}

// A seat not asked that writes a plan word beside its standing answers
// is told when plan lines are taken (its own turn, or a question to it),
// in each language, as Marengo and Gettysburg say it.
func TestAPlanWordFromTheSeatNotAskedSaysWhenPlansAreTaken(t *testing.T) {
	f := duel(t, 5).answers(Red, "DEFEND * NONE", "WITHDRAW * NO")
	g := f.game()
	mixed := g.Submit("Red", numbered([]string{"MOVE FGD D4", "SIDE * EAST"}), i18n.English)
	if len(mixed.Problems) != 1 {
		t.Fatalf("problems %+v", mixed.Problems)
	}
	m := mixed.Problems[0].Message
	for lang, want := range map[i18n.Lang]string{
		i18n.English:            "you are not asked now: MOVE waits for your own turn's plan (or a question to you); only standing answers",
		i18n.TraditionalChinese: "現在不需要您行動：移動 要等您自己回合的計劃（或向您提出的問題）",
		i18n.SimplifiedChinese:  "现在不需要您行动：移动 要等您自己回合的计划（或向您提出的问题）",
	} {
		got := m.In(lang)
		if !strings.Contains(got, want) {
			t.Errorf("%s refusal %q, want %q in it", lang, got, want)
		}
	}
}

// GET maneuver terrain and GET maneuver cards: the chart with its effects
// and every shipped nation's units and cards with their values, in the
// reader's language.
func TestHelpTerrainAndCards(t *testing.T) {
	topics := map[string]games.HelpTopic{}
	for _, h := range (Engine{}).About().Help {
		topics[h.Name] = h
	}
	terrain, cards := topics["terrain"], topics["cards"]
	// A long line wraps under its text: read the words, not the breaks.
	flat := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	for _, want := range []string{"^ hill:", "blocks a bombard passing over it", "cavalry entering or leaving it moves one square", "defence +1d8"} {
		if !strings.Contains(flat(terrain.Body.EN), want) {
			t.Errorf("GET maneuver terrain lacks %q:\n%s", want, terrain.Body.EN)
		}
	}
	if !strings.Contains(terrain.Body.Hans, "山丘") || !strings.Contains(terrain.Body.Hant, "阻擋越過的炮擊") {
		t.Errorf("the terrain chart in Chinese:\n%s\n%s", terrain.Body.Hant, terrain.Body.Hans)
	}
	for _, want := range []string{"not checked against the printed cards", "Austria (card prefix A):", "A01 1st Infantry Regiment: attack 2d6, defence 4",
		"Leader Napoleon", "Grand Battery", "Committed Attack: +2d6", "United States",
		// Rule 9.2: a Guerrilla also cancels a unit card played to
		// restore, as the engine asks it to; Sappers work in an ambush too.
		"Guerrilla: in the opponent's turn, cancels one of its Supply, Regroup or Forced March cards, or a unit card it plays to restore",
		"Sappers/Engineers: the defender's redoubt does not count in this assault or ambush"} {
		if !strings.Contains(flat(cards.Body.EN), want) {
			t.Errorf("GET maneuver cards lacks %q", want)
		}
	}
	if !strings.Contains(cards.Body.Hans, "奥地利") || !strings.Contains(cards.Body.Hant, "攻擊 2d6") {
		t.Errorf("the cards in Chinese lack the nation's name or the values")
	}
}

// A misspelt plan word is answered with the word meant.
func TestMisspeltPlanWordGetsTheWordMeant(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	res := f.submit(Blue, "MOEV GRD D6")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "did you mean MOVE?") {
		t.Errorf("problems %+v", res.Problems)
	}
}

// Two closing marks together ("）。") at a break go down with the
// character before them, and no line ends with an opening bracket.
func TestWrapKeepsBracketsWithTheirText(t *testing.T) {
	line := "攻击总值：" + strings.Repeat("甲", 20) + "（乙乙）。" + strings.Repeat("丙", 30) + "（丁丁）。"
	for w := 40; w <= 78; w++ {
		for _, l := range strings.Split(strings.TrimRight(wrap(line, w), "\n"), "\n") {
			l = strings.TrimLeft(l, " ")
			if strings.HasPrefix(l, "，") || strings.HasPrefix(l, "。") || strings.HasPrefix(l, "）") || strings.HasSuffix(l, "（") {
				t.Errorf("width %d: %q", w, l)
			}
		}
	}
}

// Chinese writers run a Chinese word against a code or a card
// ("移動GRD D6", "突擊GRD D5用F01"), and Chinese words against each other
// ("如果防禦>=12加F02"): the plan reads them as written with spaces.
func TestChineseWordsRunTogether(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Blue, "HUS", "E6").place(Red, "FGD", "E5").hand(Blue, "F02", "F36", "F37", "F46", "F42")
	lines := []string{"棄牌F02", "移動GRD D6", "突擊HUS E5用F36", "如果防禦>=12加F46給HUS", "防守GRD全部領袖最佳", "防守*全部領袖最佳"}
	want := []string{"DISCARD F02", "MOVE GRD D6", "ASSAULT HUS E5 WITH F36", "IF DEF >= 12 PLAY F46 ON HUS", "DEFEND GRD ALL LEADER BEST", "DEFEND * ALL LEADER BEST"}
	var in []games.Line
	for i, l := range lines {
		in = append(in, games.Line{N: i + 1, Text: l})
	}
	res := f.game().Submit("Blue", in, i18n.TraditionalChinese)
	if len(res.Problems) != 0 || len(res.Echo) != len(want) {
		t.Fatalf("%+v", res.Problems)
	}
	for i, e := range res.Echo {
		if e.Understood != want[i] {
			t.Errorf("%q reads as %q, want %q", lines[i], e.Understood, want[i])
		}
	}
}
