package diplomacy

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

func TestEditRefusesWhatTheBoardCannotHold(t *testing.T) {
	g := newGame(t, "standard", nil)
	for _, tc := range []struct {
		line, why string
	}{
		{"add Germany A Par", "already a unit"},     // two units in one province
		{"add England F Mun", "inland"},             // fleet inland
		{"add France A Nth", "sea"},                 // army at sea
		{"add England F Spa", "two coasts"},         // coast needed
		{"add England F stp/nc", "already a unit"},  // Russia's fleet is on the south coast
		{"add Italy A Swi", "impassable"},           // Switzerland
		{"owner Ruh France", "not a supply centre"}, // centres only on centres
		{"remove Bur", "no unit"},                   // nothing there
		{"add Prussia A Sil", "name a power"},       // no such power
		{"add France Sil", "unit type"},             // type missing
		{"paint Par blue", "not an edit"},           // no such edit
		{"add France A Atlantis", "unknown place"},  // no such place
	} {
		h, res := g.Edit(lines(tc.line), i18n.English)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, tc.why) {
			t.Errorf("%q: problems %+v, want one saying %q", tc.line, res.Problems, tc.why)
			continue
		}
		if res.Problems[0].Message.Hant == "" || res.Problems[0].Message.Hans == "" {
			t.Errorf("%q: problem not translated: %+v", tc.line, res.Problems[0].Message)
		}
		a, _ := g.Save()
		b, _ := h.Save()
		if string(a) != string(b) || res.Complete {
			t.Errorf("%q: a refused edit changed the board", tc.line)
		}
	}
}

func TestEditAppliesInOrderInEnglishAndChinese(t *testing.T) {
	g := newGame(t, "standard", nil)
	h, res := g.Edit(lines(
		"remove Par",
		"add Germany A Par",
		"add england f nth",
		"增加 英國 艦隊 挪威海",
		"移除 倫敦",
		"擁有 比利時 法國",
		"拥有 巴黎 德国",
		"owner Mun none",
		"add Russia F stp", // refused: coast needed
	), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Line != 9 {
		t.Fatalf("problems %+v", res.Problems)
	}
	want := []string{"remove par", "add Germany A par", "add England F nth", "add England F nwg", "remove lon",
		"owner bel France", "owner par Germany", "owner mun none"}
	for i, w := range want {
		if res.Accepted.Lines[i].Text != w || res.Echo[i].Understood != w {
			t.Errorf("line %d: %q / %q, want %q", i+1, res.Accepted.Lines[i].Text, res.Echo[i].Understood, w)
		}
	}
	units := unitLines(t, h)
	for _, w := range []string{"Germany: A par", "England: F nth", "England: F nwg"} {
		if !containsString(units, w) {
			t.Errorf("edited board lacks %q: %v", w, units)
		}
	}
	if containsString(units, "England: F lon") || containsString(units, "France: A par") {
		t.Errorf("removed units still there: %v", units)
	}
	b, _ := h.Save()
	for _, w := range []string{`"bel":"France"`, `"par":"Germany"`} {
		if !strings.Contains(string(b), w) {
			t.Errorf("saved owners lack %s", w)
		}
	}
	if strings.Contains(string(b), `"mun":`) {
		t.Error("Munich still owned")
	}
	// The receiver is unchanged.
	if !containsString(unitLines(t, g), "France: A par") {
		t.Error("Edit changed the game it was called on")
	}
}

func TestEditInTwoPlayerGameKeepsNeutralItalyEmpty(t *testing.T) {
	g := newGame(t, "two-1914", nil)
	_, res := g.Edit(lines("add Italy A Rom", "add Austria A Ven", "owner Rom Italy"), i18n.English)
	if len(res.Problems) != 3 {
		t.Errorf("edits into neutral Italy: %+v", res.Problems)
	}
}

// An edit reads every name of a power the orders read: 義大利 (as Taiwan
// writes Italy), 奧匈, 英格蘭, and the English adjectives.
func TestEditReadsEveryPowerNameTheOrdersRead(t *testing.T) {
	g := newGame(t, "standard", nil)
	_, res := g.Edit(lines(
		"增加 義大利 艦隊 第勒尼安海",
		"擁有 希臘 義大利",
		"增加 奧匈 陸軍 阿爾巴尼亞",
		"拥有 比利时 英格兰",
		"add Russian F bla",
	), i18n.TraditionalChinese)
	if len(res.Problems) > 0 {
		t.Fatalf("problems %+v", res.Problems)
	}
	want := []string{"add Italy F tys", "owner gre Italy", "add Austria A alb", "owner bel England", "add Russia F bla"}
	for i, w := range want {
		if res.Accepted.Lines[i].Text != w {
			t.Errorf("line %d: %q, want %q", i+1, res.Accepted.Lines[i].Text, w)
		}
	}
}

// The players' notice of an edit names the power, unit and place in
// Chinese for a Chinese reader.
func TestEditTextInChinese(t *testing.T) {
	g := newGame(t, "standard", nil).(*game)
	for change, want := range map[string]i18n.Text{
		"add Italy F tys":   {EN: "add Italy F tys", Hant: "增加 意大利 艦隊 第勒尼安海", Hans: "增加 意大利 舰队 第勒尼安海"},
		"remove lon":        {EN: "remove lon", Hant: "移除 大倫敦 的部隊", Hans: "移除 大伦敦 的部队"},
		"owner gre Italy":   {EN: "owner gre Italy", Hant: "希臘 歸 意大利 擁有", Hans: "希腊 归 意大利 拥有"},
		"owner mun none":    {EN: "owner mun none", Hant: "慕尼黑 無人擁有", Hans: "慕尼黑 无人拥有"},
		"something strange": i18n.Plain("something strange"),
	} {
		if got := g.EditText(change); got != want {
			t.Errorf("%s: %+v, want %+v", change, got, want)
		}
	}
}
