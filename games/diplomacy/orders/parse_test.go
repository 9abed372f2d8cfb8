package orders

import (
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

func problemsByLine(p Parsed, lang i18n.Lang) map[int]string {
	out := map[int]string{}
	for _, pr := range p.Problems {
		out[pr.Line] = pr.Render(lang)
	}
	return out
}

func TestParseMovement(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	text := "A Par-Mun\nA Par - Gas\n\nBre - Mid\nA Mar S A Par - Bur\nA Mun H\nGermany: A Ber - Kie\nA Par - Bur\nF Bre - Eng"
	got := Parse(names, m, pos, dip.France, SplitLines(text), nil)

	probs := problemsByLine(got, i18n.English)
	want := map[int]string{
		1: `line 1 "A Par-Mun": Paris does not border Munich (it borders Bre, Bur, Gas, Pic)`,
		2: `line 2 "A Par - Gas": replaced by the order on line 8 for the same unit`,
		4: `line 4 "Bre - Mid": replaced by the order on line 9 for the same unit`,
		6: `line 6 "A Mun H": the unit in Munich belongs to Germany; you are signed on as France`,
		7: `line 7 "Germany: A Ber - Kie": this order is for Germany, but you are signed on as France`,
	}
	for n, w := range want {
		if probs[n] != w {
			t.Errorf("problem on line %d = %q, want %q", n, probs[n], w)
		}
	}
	if len(probs) != len(want) {
		t.Errorf("problems = %v, want only lines 1, 2, 4, 6, 7", probs)
	}
	wantOrders := []dip.Order{
		{Kind: dip.Support, Power: dip.France, Type: dip.Army, At: loc("mar"), OtherType: dip.Army, Other: loc("par"), OtherTo: loc("bur")},
		{Kind: dip.Move, Power: dip.France, Type: dip.Army, At: loc("par"), To: loc("bur")},
		{Kind: dip.Move, Power: dip.France, Type: dip.Fleet, At: loc("bre"), To: loc("eng")},
	}
	if len(got.Orders) != len(wantOrders) {
		t.Fatalf("orders = %+v, want %+v", got.Orders, wantOrders)
	}
	for i := range wantOrders {
		if got.Orders[i] != wantOrders[i] {
			t.Errorf("order %d = %+v, want %+v", i, got.Orders[i], wantOrders[i])
		}
	}
	if len(got.Unordered) != 0 {
		t.Errorf("unordered = %+v, want none (par, mar, bre all ordered)", got.Unordered)
	}
	zh := problemsByLine(got, i18n.TraditionalChinese)
	if !strings.Contains(zh[1], "巴黎與慕尼黑不相鄰") {
		t.Errorf("Traditional problem = %q", zh[1])
	}
	hans := problemsByLine(got, i18n.SimplifiedChinese)
	if !strings.Contains(hans[1], "巴黎与慕尼黑不相邻") || !strings.Contains(hans[6], "德国") {
		t.Errorf("Simplified problems = %v", hans)
	}
}

func TestParseFillsTypeAndCoast(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := Parse(names, m, pos, dip.Russia, SplitLines("StP - Bot\n陸軍 莫斯科 移動 烏克蘭"), nil)
	if len(got.Problems) != 0 {
		t.Fatalf("problems: %+v", got.Problems)
	}
	if o := got.Orders[0]; o.Type != dip.Fleet || o.At != loc("stp/sc") {
		t.Errorf("order = %+v, want a fleet at stp/sc", o)
	}
	var un []string
	for _, u := range got.Unordered {
		un = append(un, u.At.String())
	}
	if strings.Join(un, " ") != "sev war" {
		t.Errorf("unordered = %v, want sev war", un)
	}
}

func TestParseWrongTypeSuggests(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := Parse(names, m, pos, dip.England, []Line{{N: 3, Text: "A Lon - Nth"}}, nil)
	if len(got.Problems) != 1 || got.Problems[0].Render(i18n.English) != `line 3 "A Lon - Nth": the unit in London is a fleet, not an army; did you mean “F Lon - Nth”?` {
		t.Errorf("problems = %+v", got.Problems)
	}
	if got.Lines[0].Suggestion != "F Lon - Nth" {
		t.Errorf("suggestion = %q", got.Lines[0].Suggestion)
	}
}

func retreatPosition() dip.Position {
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.RetreatPhase}
	delete(pos.Units, "bre")
	pos.Units["bre"] = dip.Unit{Type: dip.Fleet, Power: dip.England, At: loc("bre")}
	pos.Dislodged = map[dip.Province]dip.Dislodged{
		"bre": {Unit: dip.Unit{Type: dip.Fleet, Power: dip.France, At: loc("bre")}, AttackerFrom: "eng"},
	}
	return pos
}

func TestParseRetreat(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	got := Parse(names, m, retreatPosition(), dip.France, SplitLines("F Bre - Eng\nF Bre - Mao\nA Par - Bur"), nil)
	probs := problemsByLine(got, i18n.English)
	if !strings.Contains(probs[1], "cannot retreat to English Channel, where its attacker came from (2.5.3); it may retreat to Gascony, Mid-Atlantic Ocean, Picardy, or disband") {
		t.Errorf("line 1 problem = %q", probs[1])
	}
	// The refusal says where the unit may go instead, in Chinese too.
	zh := problemsByLine(got, i18n.TraditionalChinese)
	if !strings.Contains(zh[1], "（2.5.3）；它可撤退至格斯肯利、中大西洋、皮卡第，或復員") {
		t.Errorf("line 1 problem in Chinese = %q", zh[1])
	}
	if !strings.Contains(probs[3], "the unit in Paris was not dislodged and need not retreat") {
		t.Errorf("line 3 problem = %q", probs[3])
	}
	if len(got.Orders) != 1 || got.Orders[0].Kind != dip.Retreat || got.Orders[0].To != loc("mao") {
		t.Errorf("orders = %+v, want the retreat to mao", got.Orders)
	}
	if len(got.Unordered) != 0 {
		t.Errorf("unordered = %+v", got.Unordered)
	}
	none := Parse(names, m, retreatPosition(), dip.France, nil, nil)
	if len(none.Unordered) != 1 || none.Unordered[0].At != loc("bre") {
		t.Errorf("with no orders, unordered = %+v, want the dislodged fleet", none.Unordered)
	}
}

// adjustmentPosition gives France two builds: it owns its three home
// centres and spa, por, bel, and has units only in spa, por, bel and pic.
func adjustmentPosition() dip.Position {
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	for _, p := range []dip.Province{"par", "mar", "bre"} {
		delete(pos.Units, p)
	}
	for _, p := range []dip.Province{"spa", "por", "bel", "pic"} {
		pos.Units[p] = dip.Unit{Type: dip.Army, Power: dip.France, At: loc(string(p))}
		if p != "pic" {
			pos.Owners[p] = dip.France
		}
	}
	return pos
}

func TestParseBuilds(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	lines := SplitLines("Build A Par\nBuild F Bre\nBuild A Bre\nBuild A Mar\nBuild A Mun\nWaive")
	got := Parse(names, m, adjustmentPosition(), dip.France, lines, nil)
	probs := problemsByLine(got, i18n.English)
	if !strings.Contains(probs[2], "replaced by the order on line 3") {
		t.Errorf("line 2 problem = %q", probs[2])
	}
	if !strings.Contains(probs[4], "you have only 2 builds due") {
		t.Errorf("line 4 problem = %q", probs[4])
	}
	if !strings.Contains(probs[5], "Munich is not one of your home supply centres") {
		t.Errorf("line 5 problem = %q", probs[5])
	}
	if !strings.Contains(probs[6], "you have only 2 builds due") {
		t.Errorf("line 6 problem = %q", probs[6])
	}
	if len(got.Orders) != 2 || got.Orders[0].At != loc("par") || got.Orders[1] != (dip.Order{Kind: dip.Build, Power: dip.France, Type: dip.Army, At: loc("bre")}) {
		t.Errorf("orders = %+v", got.Orders)
	}
	if got.AdjustLeft != 0 {
		t.Errorf("AdjustLeft = %d, want 0", got.AdjustLeft)
	}
	one := Parse(names, m, adjustmentPosition(), dip.France, SplitLines("成軍 陸軍 巴黎"), nil)
	if one.AdjustLeft != 1 || len(one.Orders) != 1 {
		t.Errorf("one build: AdjustLeft = %d, orders %+v", one.AdjustLeft, one.Orders)
	}
	rem := Parse(names, m, adjustmentPosition(), dip.France, SplitLines("Remove A Spa"), nil)
	if p := problemsByLine(rem, i18n.English)[1]; !strings.Contains(p, "you have no units to remove") {
		t.Errorf("removal problem = %q", p)
	}
}

func TestParseRemovals(t *testing.T) {
	names, m := dipmap.StandardNames(), dipmap.Standard()
	pos := dipmap.StandardPosition()
	pos.Phase = dip.Phase{Year: 1901, Season: dip.Fall, Kind: dip.AdjustmentPhase}
	pos.Owners["mar"] = dip.Italy // France: 2 centres, 3 units
	got := Parse(names, m, pos, dip.France, SplitLines("A Par disband\nRemove F Bre"), nil)
	if len(got.Orders) != 1 || got.Orders[0].Kind != dip.Remove || got.Orders[0].At != loc("par") {
		t.Errorf("orders = %+v, want the removal of A Par", got.Orders)
	}
	if p := problemsByLine(got, i18n.English)[2]; !strings.Contains(p, "you must remove only 1 unit") {
		t.Errorf("line 2 problem = %q", p)
	}
	none := Parse(names, m, pos, dip.France, nil, nil)
	if none.AdjustLeft != -1 {
		t.Errorf("AdjustLeft = %d, want -1", none.AdjustLeft)
	}
}

func TestParseWrongPhaseAndMissingUnit(t *testing.T) {
	names, m, pos := dipmap.StandardNames(), dipmap.Standard(), dipmap.StandardPosition()
	got := Parse(names, m, pos, dip.Austria, SplitLines("Build A Vie\n陸軍 塞爾維亞 移動 希臘\nA Bud - Ser"), nil)
	en := problemsByLine(got, i18n.English)
	if en[1] != `line 1 "Build A Vie": this is a movement phase: units hold, move, support or convoy` {
		t.Errorf("line 1: %q", en[1])
	}
	if en[2] != `line 2 "陸軍 塞爾維亞 移動 希臘": there is no unit in Serbia` {
		t.Errorf("line 2: %q", en[2])
	}
	hant := problemsByLine(got, i18n.TraditionalChinese)
	if hant[2] != "第 2 行「陸軍 塞爾維亞 移動 希臘」：塞爾維亞沒有部隊" {
		t.Errorf("line 2 in Chinese: %q", hant[2])
	}
	if len(got.Orders) != 1 || len(got.Unordered) != 2 {
		t.Errorf("orders %+v, unordered %+v; want one order and vie, tri unordered", got.Orders, got.Unordered)
	}
}

// A tilde between two places, full-width (～) or not, or the wave dash
// (〜), is read as the move dash; a row of tildes is not.
func TestParseTildeAsMove(t *testing.T) {
	names := dipmap.StandardNames()
	for line, same := range map[string]string{
		"A Par~Bur":         "A Par-Bur",
		"A Par ~ Bur":       "A Par-Bur",
		"巴黎～布根第":            "巴黎-布根第",
		"陸軍巴黎～布根第":          "A Par-Bur",
		"陆军 巴黎 〜 布根第":       "A Par-Bur",
		"A Mar S A Par～Bur": "A Mar S A Par-Bur",
		"F Nth C A Lon~Nwy": "F Nth C A Lon-Nwy",
	} {
		got, err := ParseOrder(names, line)
		if err != nil {
			t.Errorf("ParseOrder(%q): %v", line, err)
			continue
		}
		want, err := ParseOrder(names, same)
		if err != nil {
			t.Fatalf("ParseOrder(%q): %v", same, err)
		}
		if got != want {
			t.Errorf("ParseOrder(%q) = %+v, want %+v as %q reads", line, got, want, same)
		}
	}
	for _, line := range []string{"A Par ~~ Bur", "A Par~", "~A Par"} {
		if o, err := ParseOrder(names, line); err == nil && o.Kind == dip.Move {
			t.Errorf("ParseOrder(%q) = %+v, a move", line, o)
		}
	}
}
