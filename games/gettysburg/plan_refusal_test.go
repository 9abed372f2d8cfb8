package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// A refusal names the unit, says what is wrong and what would be
// accepted, in the player's language, and Chinese speaks to the player
// with 您 as every other reply does.
func TestRefusalsNameTheUnitAndWhatIsAccepted(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, c := range []struct {
		stage Stage
		side  Side
		in    string
		en    []string
		hans  []string
		hant  []string
	}{
		{StageMove, Confederate, "BU 1305", []string{"BU Buford's cavalry is a Union unit", "yours: HE, PE"}, []string{"BU 布福德骑兵是联邦军的部队", "您的部队：HE、PE"}, []string{"BU 布福德騎兵是聯邦軍的部隊", "您的部隊：HE、PE"}},
		{StageAttack, Confederate, "HE 攻擊 RO", []string{"RO Rodes's division is your own unit", "the enemy's: BU, 1C"}, []string{"RO 罗兹师是您自己的部队", "敌方部队：BU、1C"}, []string{"RO 羅茲師是您自己的部隊", "敵方部隊：BU、1C"}},
		{StageMove, Confederate, "HE 1099", []string{`"1099" is not a hex on the map: a hex is its column and row, 0101 to 1814, or an entry's letter (A to L)`}, []string{"“1099”不是地图上的六角格：六角格写作栏号加行号，0101 至 1814，或进场位置的字母（A 至 L）"}, []string{"「1099」不是地圖上的六角格：六角格寫作欄號加行號，0101 至 1814，或進場位置的字母（A 至 L）"}},
		{StageMove, Confederate, "退路 全部 1206", []string{"for ALL write TOWARD before the hex"}, []string{"写 全部 时，请在六角格前加上 向"}, []string{"寫 全部 時，請在六角格前加上 向"}},
		{StageMove, Confederate, "HQ 0803", []string{"HQ is part of the command and organisation phase, not of this one (movement)"}, []string{"指挥部 一行属于指挥及组织阶段，不属于本阶段（移动阶段）"}, []string{"指揮部 一行屬於指揮及組織階段，不屬於本階段（移動階段）"}},
	} {
		_, _, p := parseLine(sc, c.side, c.stage, 1, c.in)
		if p == nil {
			t.Errorf("%q accepted", c.in)
			continue
		}
		for _, w := range c.en {
			if !strings.Contains(p.Message.EN, w) {
				t.Errorf("%q: %q does not say %q", c.in, p.Message.EN, w)
			}
		}
		for _, w := range c.hans {
			if !strings.Contains(p.Message.Hans, w) {
				t.Errorf("%q: %q does not say %q", c.in, p.Message.Hans, w)
			}
		}
		for _, w := range c.hant {
			if !strings.Contains(p.Message.Hant, w) {
				t.Errorf("%q: %q does not say %q", c.in, p.Message.Hant, w)
			}
		}
		if strings.Contains(p.Message.Hans, "你") || strings.Contains(p.Message.Hant, "你") {
			t.Errorf("%q: the refusal says 你, not 您: %s / %s", c.in, p.Message.Hant, p.Message.Hans)
		}
	}
}

// The gun's character has two forms, 炮 and 砲: a Traditional player
// may well write 砲火支援.
func TestArtilleryWordsInEitherForm(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, c := range []struct {
		stage    Stage
		side     Side
		in, want string
	}{
		{StageAttack, Union, "砲火支援 全部", "ARTILLERY ALL"},
		{StageAttack, Confederate, "HE 攻擊 BU 砲火", "HE ATTACK BU ART"},
		{StageAttack, Confederate, "HE 攻擊 BU 砲擊", "HE ATTACK BU ART"},
	} {
		it, ok, p := parseLine(sc, c.side, c.stage, 1, c.in)
		if !ok || p != nil {
			t.Errorf("%q refused: %v", c.in, p)
			continue
		}
		if got := it.canonical(sc); got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
	}
}

// The lines that did not run are listed in Chinese with the Chinese
// punctuation: no space after the colon, full-width semicolons.
func TestLinesThatDidNotRunInChinesePunctuation(t *testing.T) {
	s, place := board(t, 1)
	he := place("HE", "1003", true)
	bu := place("BU", "1304", true)
	s.Stage = StageAttack
	s.resetAlt()
	s.Alt.Plans[Confederate] = s.ordered([]Item{{Kind: ItemAttack, Unit: he, Target: bu, Art: true, Line: 3}, {Kind: ItemAttack, Unit: he, Target: bu, Line: 4}})
	l := &log{dice: diceWith(t)}
	s.runAlternation(l)
	own := strings.Join(games.Render(l.Events, games.SeatView("Confederate"), i18n.SimplifiedChinese), "\n")
	if !strings.Contains(own, "邦联军计划中未执行的行：第 3 行") || !strings.Contains(own, "；第 4 行") {
		t.Errorf("the lines that did not run, in Chinese:\n%s", own)
	}
}

// Units turning to march mode are listed the Chinese way: no space after
// the colon, an enumeration comma between codes.
func TestMarchModeListInChinesePunctuation(t *testing.T) {
	s, place := board(t, 2)
	place("BU", "1304", true)
	place("1C", "1205", true)
	place("HE", "0103", true)
	l := &log{dice: diceWith(t)}
	s.marchMode(Union, nil, l)
	got := strings.Join(games.Render(l.Events, games.Observer(), i18n.SimplifiedChinese), "\n")
	if !strings.Contains(got, "联邦军转为行军状态：BU、1C") {
		t.Errorf("the march-mode line in Chinese: %q", got)
	}
}

// A line that is short of a word, or has a word too many, says how the
// line is written in the reader's language; an attack without a target
// says so; RANGE takes ON or OFF; a unit not known lists the side's own.
func TestShortLinesSayHowTheLineIsWritten(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{
		"指挥部":          "格式：指挥部 六角格",
		"HE":           "格式：[移动] 部队 六角格 [六角格 ……]",
		"HE 攻击":        "攻击要写出目标：部队 攻击 部队 [炮火]",
		"指挥范围 也许":      "“也许”：指挥范围 后面只可写 开、关 或不写",
		"移动 赫斯将军 1004": "没有叫“赫斯将军”的部队：部队以代号（HE、BU）、英文代称（heth）或中文名称（赫斯师）称呼；您的部队：HE、PE",
		// ARTILLERY names its two words before the units it also takes.
		"炮火支援 十": "炮火支援 后面写 全部、无 或己方部队：没有叫“十”的部队",
	} {
		stage := StageMove
		if in == "指挥部" {
			stage = StageCommand
		}
		_, _, p := parseLine(sc, Confederate, stage, 1, in)
		if p == nil || !strings.Contains(p.Message.Hans, want) {
			t.Errorf("%q: %v, want %q", in, p, want)
		}
	}
}

// A move refused for the command range names the HQ in the reader's
// language (米德將軍), not by its English name.
func TestCommandRangeRefusalNamesTheHQInChinese(t *testing.T) {
	s, place := board(t, 2)
	bu := place("BU", "1001", false)
	place("HE", "0103", false)
	hq, _ := ParseHex("1406")
	s.HQ[Union] = hq
	to, _ := ParseHex("0901")
	_, bad := s.checkMove(bu, []Hex{to})
	if bad == nil || !strings.Contains(bad.why.Hant, "須向米德將軍指揮部（1406）方向移動：0901 離它 8 格，不比 1001（7 格）近") || !strings.Contains(bad.why.EN, "Meade") {
		t.Errorf("the refusal: %+v", bad)
	}
}

// Chinese writers shorten a division or a cavalry's name: 赫斯 for 赫斯師,
// 布福德 for 布福德騎兵.
func TestUnitsByShortChineseNames(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for in, want := range map[string]string{"赫斯 攻擊 布福德": "HE ATTACK BU", "彭德 攻击 布福德骑兵 炮火": "PE ATTACK BU ART"} {
		it, ok, p := parseLine(sc, Confederate, StageAttack, 1, in)
		if !ok || p != nil {
			t.Errorf("%q refused: %v", in, p)
			continue
		}
		if got := it.canonical(sc); got != want {
			t.Errorf("%q read as %q, want %q", in, got, want)
		}
	}
}

// Chinese writers run words together against codes and each other; the
// line reads as the spaced one.
func TestChineseWordsRunTogether(t *testing.T) {
	sc, _ := LoadScenario("sample")
	cases := []struct {
		stage Stage
		in    string
		want  string
	}{
		{StageAttack, "HE攻擊BU", "HE ATTACK BU"},
		{StageAttack, "HE攻击BU炮火", "HE ATTACK BU ART"},
		{StageAttack, "炮火支援全部", "ARTILLERY ALL"},
		{StageCommand, "指揮部0803", "HQ 0803"},
		// Chinese words against Chinese unit names, full names and short.
		{StageAttack, "赫斯攻擊布福德炮火", "HE ATTACK BU ART"},
		{StageAttack, "赫斯师攻击布福德骑兵用炮火", "HE ATTACK BU ART"},
		{StageMove, "移動赫斯１００４，１００５", "MOVE HE 1004 1005"},
		{StageMove, "移动彭德师0203 0303", "MOVE PE 0203 0303"},
		{StageCommand, "重返赫斯", "RETURN HE"},
		{StageCommand, "撤退赫斯師", "WITHDRAW HE"},
		{StageCommand, "殘兵布福德", "STRAGGLERS BU"},
		{StageAttack, "炮火支援赫斯彭德", "ARTILLERY HE PE"},
		// Hexes run together: an entry letter against a hex, two hexes.
		{StageMove, "彭德A０２０３", "MOVE PE 0103 0203"},
		{StageMove, "移動赫斯１００４１００５", "MOVE HE 1004 1005"},
	}
	for _, c := range cases {
		it, ok, p := parseLine(sc, Confederate, c.stage, 1, c.in)
		if !ok || p != nil {
			t.Errorf("%q refused: %v", c.in, p)
			continue
		}
		if got := it.canonical(sc); got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
	}
}

// A refusal that ends with a line's usage is prose the mail wraps at 72
// columns: a usage written with a bar between spaces would read as a
// drawing, be left whole and run past the width of a mail (the long
// RETREAT refusals did, unindented, in the reply and its problem list).
func TestRefusalsWithUsageWrapInAMail(t *testing.T) {
	sc, _ := LoadScenario("sample")
	for _, k := range []ItemKind{ItemHQ, ItemSharpshooters, ItemReturn, ItemChoose, ItemStay, ItemWithdraw, ItemKeep, ItemMove, ItemAttack, ItemArtillery, ItemRange, ItemPass, ItemAsk, ItemRetreat} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			if u := usageText(k).In(lang); i18n.LaidOut("a refusal that says what is wrong: " + u) {
				t.Errorf("%s usage in %s reads as a drawing: %q", k, lang, u)
			}
		}
	}
	for _, in := range []string{"RETREAT HE STOP FULL", "退路 赫斯 向", "RETREAT HE BACKWARD", "撤退路线 HE 1206 1207"} {
		_, _, p := parseLine(sc, Confederate, StageAttack, 12, in)
		if p == nil {
			t.Fatalf("%q accepted", in)
		}
		for _, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
			for _, l := range strings.Split(i18n.Wrap("  - "+p.Render(lang), i18n.ProseWidth), "\n") {
				if i18n.Width(l) > i18n.ProseWidth {
					t.Errorf("%q in %s: a line of the refusal is %d columns wide: %q", in, lang, i18n.Width(l), l)
				}
			}
		}
	}
}
