package gettysburg

import (
	"maps"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/runon"
	"adjutant/templates/i18n"
)

// ItemKind is what one plan line asks for.
type ItemKind string

// Plan line kinds. The ordered ones (withdraw, move, attack, pass, ask) run
// in turn with the opponent's; the others are settings for the phase.
const (
	ItemPass          ItemKind = "PASS"
	ItemAsk           ItemKind = "ASK"
	ItemHQ            ItemKind = "HQ"
	ItemReturn        ItemKind = "RETURN"
	ItemChoose        ItemKind = "STRAGGLERS"
	ItemSharpshooters ItemKind = "SHARPSHOOTERS"
	ItemStay          ItemKind = "STAY"
	ItemKeep          ItemKind = "KEEP"
	ItemWithdraw      ItemKind = "WITHDRAW"
	ItemMove          ItemKind = "MOVE"
	ItemAttack        ItemKind = "ATTACK"
	ItemArtillery     ItemKind = "ARTILLERY"
	ItemRange         ItemKind = "RANGE"
	ItemRetreat       ItemKind = "RETREAT"
)

// Item is one parsed plan line.
type Item struct {
	Kind   ItemKind `json:"kind"`
	Unit   int      `json:"unit"`            // acting unit, or -1
	Target int      `json:"target"`          // attacked unit, or -1
	Units  []int    `json:"units,omitempty"` // STRAGGLERS and ARTILLERY lists
	Hexes  []Hex    `json:"hexes,omitempty"` // path, HQ or RETURN hex
	Art    bool     `json:"art,omitempty"`   // ATTACK with artillery support
	All    bool     `json:"all,omitempty"`   // ARTILLERY ALL
	Flag   bool     `json:"flag,omitempty"`  // RANGE ON
	Line   int      `json:"line"`            // line number in the mail
	// Retreat is a RETREAT line's answer (its subject: Unit, or All).
	Retreat *retreatAnswer `json:"retreat,omitempty"`
	// Forced marks an action the rules made, not the player's plan.
	Forced forced `json:"forced,omitempty"`
}

// forced says why the engine made an action for a side.
type forced string

// Why actions are forced.
const (
	forcedEntry forced = "entry" // M11–M13: a unit due to enter
	forcedClear forced = "clear" // M11: a unit on a waiting unit's entry hex
	forcedRange forced = "range" // M10: a unit outside command range, before a pass
)

func (it Item) ordered() bool {
	switch it.Kind {
	case ItemPass, ItemAsk, ItemWithdraw, ItemMove, ItemAttack:
		return true
	}
	return false
}

// keywords maps every accepted spelling to a kind. Chinese words are the
// rulebook's own (Traditional and Simplified), then those players write
// for the same line (跳過, 進攻, 撤離). Left out as two lines' words: 退卻
// (WITHDRAW or RETREAT), 增援 (an entering MOVE, or support in an
// attack), 炮擊 (ARTILLERY, or an ATTACK with its 炮火).
var keywords = map[string]ItemKind{
	"PASS": ItemPass, "略過": ItemPass, "略过": ItemPass, "跳過": ItemPass, "跳过": ItemPass,
	"ASK": ItemAsk, "WAIT": ItemAsk, "詢問": ItemAsk, "询问": ItemAsk,
	"HQ": ItemHQ, "指揮部": ItemHQ, "指挥部": ItemHQ, "總部": ItemHQ, "总部": ItemHQ, "司令部": ItemHQ,
	"RETURN": ItemReturn, "重返": ItemReturn, "歸隊": ItemReturn, "归队": ItemReturn, "返回": ItemReturn,
	"STRAGGLERS": ItemChoose, "CHOOSE": ItemChoose, "殘兵": ItemChoose, "残兵": ItemChoose,
	"SHARPSHOOTERS": ItemSharpshooters, "BERDAN": ItemSharpshooters, "神射手": ItemSharpshooters, "神槍手": ItemSharpshooters, "神枪手": ItemSharpshooters,
	"STAY": ItemStay, "COMBAT": ItemStay, "戰鬥": ItemStay, "战斗": ItemStay, "戰鬥狀態": ItemStay, "战斗状态": ItemStay,
	"KEEP": ItemKeep, "保留": ItemKeep,
	"WITHDRAW": ItemWithdraw, "撤退": ItemWithdraw, "撤離": ItemWithdraw, "撤离": ItemWithdraw,
	"MOVE": ItemMove, "ENTER": ItemMove, "移動": ItemMove, "移动": ItemMove, "進場": ItemMove, "进场": ItemMove, "入場": ItemMove, "入场": ItemMove,
	"ATTACK": ItemAttack, "ATTACKS": ItemAttack, "攻擊": ItemAttack, "攻击": ItemAttack, "進攻": ItemAttack, "进攻": ItemAttack,
	"ARTILLERY": ItemArtillery, "炮火支援": ItemArtillery, "砲火支援": ItemArtillery, "炮兵支援": ItemArtillery, "砲兵支援": ItemArtillery,
	"RANGE": ItemRange, "指揮範圍": ItemRange, "指挥范围": ItemRange,
	"RETREAT": ItemRetreat, "退路": ItemRetreat, "撤退路線": ItemRetreat, "撤退路线": ItemRetreat,
}

var artWords = map[string]bool{"ART": true, "ARTILLERY": true, "WITH": false, "炮火": true, "炮擊": true, "炮击": true, "炮火支援": true, "砲火": true, "砲擊": true, "砲火支援": true}
var allWords = map[string]bool{"ALL": true, "全部": true, "ON": true, "開": true, "开": true}
var noneWords = map[string]bool{"NONE": true, "NO": true, "OFF": true, "不用": true, "無": true, "无": true, "關": true, "关": true}

// tokens splits a line into words, accepting full-width forms, arrows and
// Chinese punctuation as separators, and cutting the words Chinese writers
// run together ("HE攻擊BU", "炮火支援全部", "赫斯攻擊布福德"): the plan's
// words and the scenario's Chinese unit names.
func tokens(sc *Scenario, line string) []string {
	var b strings.Builder
	for _, r := range i18n.Narrow(line) {
		switch r {
		case '-', ',', ';', '>', '→', '、', ':', '.', '。', '(', ')', '\t':
			r = ' '
		}
		b.WriteRune(r)
	}
	var f []string
	for _, w := range strings.Fields(b.String()) {
		known := func(w string) bool {
			_, unit := sc.UnitIndex(w)
			return planWord(w) || unit
		}
		for _, part := range runon.Split(w, known) {
			f = append(f, strings.ToUpper(part))
		}
	}
	return f
}

// planWord is a word of the plan language that a Chinese writer may run
// into the next: a kind of line, or a word of artillery support.
func planWord(w string) bool {
	_, kind := keywords[w]
	_, art := artWords[w]
	return kind || art || allWords[w] || noneWords[w] || retreatWord(w) || w == "用"
}

func problem(n int, input string, en, hant, hans string) *games.Problem {
	return &games.Problem{Line: n, Input: input, Message: i18n.Text{EN: en, Hant: hant, Hans: hans}}
}

// kindText is the word a kind of line starts with, in every language.
func kindText(k ItemKind) i18n.Text {
	zh := map[ItemKind][2]string{
		ItemHQ: {"指揮部", "指挥部"}, ItemSharpshooters: {"神射手", "神射手"}, ItemReturn: {"重返", "重返"},
		ItemChoose: {"殘兵", "残兵"}, ItemStay: {"戰鬥", "战斗"}, ItemWithdraw: {"撤退", "撤退"}, ItemKeep: {"保留", "保留"},
		ItemMove: {"移動", "移动"}, ItemAttack: {"攻擊", "攻击"}, ItemArtillery: {"炮火支援", "炮火支援"},
		ItemRange: {"指揮範圍", "指挥范围"}, ItemPass: {"略過", "略过"}, ItemAsk: {"詢問", "询问"},
		ItemRetreat: {"退路", "退路"},
	}[k]
	if zh[0] == "" {
		return i18n.Plain(string(k))
	}
	return i18n.Text{EN: string(k), Hant: zh[0], Hans: zh[1]}
}

// usageText is how a kind of line is written, in every language, with
// the words a player of that language writes.
func usageText(k ItemKind) i18n.Text {
	zh := map[ItemKind][2]string{
		ItemHQ:            {"指揮部 六角格", "指挥部 六角格"},
		ItemSharpshooters: {"神射手 六角格", "神射手 六角格"},
		ItemReturn:        {"重返 部隊 [六角格]", "重返 部队 [六角格]"},
		ItemChoose:        {"殘兵 部隊 [部隊]", "残兵 部队 [部队]"},
		ItemStay:          {"戰鬥 部隊", "战斗 部队"},
		ItemWithdraw:      {"撤退 部隊", "撤退 部队"},
		ItemKeep:          {"保留 部隊", "保留 部队"},
		ItemMove:          {"[移動] 部隊 六角格 [六角格 ……]", "[移动] 部队 六角格 [六角格 ……]"},
		ItemAttack:        {"部隊 攻擊 部隊 [炮火]", "部队 攻击 部队 [炮火]"},
		ItemArtillery:     {"炮火支援 全部|不用|部隊 ……", "炮火支援 全部|不用|部队 ……"},
		ItemRange:         {"指揮範圍 [開|關]", "指挥范围 [开|关]"},
		ItemPass:          {"略過", "略过"},
		ItemAsk:           {"詢問", "询问"},
		ItemRetreat:       {"退路 部隊|全部 [停|三格] [六角格|向 六角格|向 指揮部]，或 退路 部隊|全部 不用", "退路 部队|全部 [停|三格] [六角格|向 六角格|向 指挥部]，或 退路 部队|全部 不用"},
	}[k]
	if zh[0] == "" {
		return i18n.Plain(usage(k))
	}
	return i18n.Text{EN: usage(k), Hant: zh[0], Hans: zh[1]}
}

func usage(k ItemKind) string {
	switch k {
	case ItemHQ, ItemSharpshooters:
		return string(k) + " HEX"
	case ItemReturn:
		return "RETURN UNIT [HEX]"
	case ItemChoose:
		return "STRAGGLERS UNIT [UNIT]"
	case ItemStay, ItemWithdraw, ItemKeep:
		return string(k) + " UNIT"
	case ItemMove:
		return "[MOVE] UNIT HEX [HEX ...]"
	case ItemAttack:
		return "UNIT ATTACK UNIT [ART]"
	case ItemArtillery:
		return "ARTILLERY ALL|NONE|UNIT ..."
	case ItemRange:
		return "RANGE [ON|OFF]"
	case ItemRetreat:
		return "RETREAT UNIT|ALL [STOP|FULL] [HEX|TOWARD HEX|TOWARD HQ], or RETREAT UNIT|ALL NONE"
	}
	return string(k)
}

func allowed(k ItemKind, stage Stage) bool {
	switch k {
	case ItemPass, ItemAsk, ItemRange, ItemRetreat:
		return true
	case ItemHQ, ItemReturn, ItemChoose, ItemSharpshooters, ItemStay, ItemKeep:
		return stage == StageCommand
	case ItemWithdraw:
		return stage == StageCommand || stage == StageWithdraw
	case ItemMove:
		return stage == StageMove
	case ItemAttack, ItemArtillery:
		return stage == StageAttack
	}
	return false
}

// homeStage is the phase a kind of line belongs to, for the refusal of a
// line sent in another.
func homeStage(k ItemKind) Stage {
	switch k {
	case ItemMove:
		return StageMove
	case ItemAttack, ItemArtillery:
		return StageAttack
	}
	return StageCommand
}

// canonical writes the item the way the engine stores it.
func (it Item) canonical(sc *Scenario) string {
	name := func(u int) string { return sc.Units[u].Code }
	hs := func() string {
		w := make([]string, len(it.Hexes))
		for i, h := range it.Hexes {
			w[i] = h.String()
		}
		return strings.Join(w, " ")
	}
	switch it.Kind {
	case ItemPass, ItemAsk:
		return string(it.Kind)
	case ItemRange:
		if it.Flag {
			return "RANGE ON"
		}
		return "RANGE OFF"
	case ItemHQ, ItemSharpshooters:
		return string(it.Kind) + " " + hs()
	case ItemReturn:
		if len(it.Hexes) == 0 {
			return "RETURN " + name(it.Unit)
		}
		return "RETURN " + name(it.Unit) + " " + hs()
	case ItemChoose, ItemArtillery:
		if it.Kind == ItemArtillery && it.All {
			return "ARTILLERY ALL"
		}
		if it.Kind == ItemArtillery && len(it.Units) == 0 {
			return "ARTILLERY NONE"
		}
		w := []string{string(it.Kind)}
		for _, u := range it.Units {
			w = append(w, name(u))
		}
		return strings.Join(w, " ")
	case ItemStay, ItemWithdraw, ItemKeep:
		return string(it.Kind) + " " + name(it.Unit)
	case ItemMove:
		return "MOVE " + name(it.Unit) + " " + hs()
	case ItemRetreat:
		subject := "ALL"
		if !it.All {
			subject = name(it.Unit)
		}
		return retreatCanonical(subject, *it.Retreat)
	case ItemAttack:
		s := name(it.Unit) + " ATTACK " + name(it.Target)
		if it.Art {
			s += " ART"
		}
		return s
	}
	return string(it.Kind)
}

// ParsePlan reads a whole plan for side in stage: every line is parsed,
// problems are collected per line, and the accepted items come back in
// order. Ordered lines after PASS or ASK are refused: nothing after them
// could ever run.
func ParsePlan(sc *Scenario, side Side, stage Stage, lines []games.Line) ([]Item, []games.Echo, []games.Problem) {
	p := parsePlan(sc, side, stage, lines)
	return p.items, p.lines.Echo, p.lines.Problems
}

// parsed is a plan as read: the accepted items, with for each the index of
// its echo; an echo for every line that is not blank; the problems; and
// notes on lines accepted that will not do what they seem to.
type parsed struct {
	items  []Item
	echoAt []int
	lines  checked.Lines
}

func parsePlan(sc *Scenario, side Side, stage Stage, lines []games.Line) parsed {
	var out parsed
	var ended ItemKind
	for _, l := range lines {
		it, ok, p := parseLine(sc, side, stage, l.N, l.Text)
		if p == nil && ok && ended == ItemAsk && it.Kind == ItemPass {
			// "ASK" then "PASS": without an answer to ASK the side passes
			// anyway, so the PASS says nothing; take it, and say so.
			out.lines.Aside(l, it.canonical(sc))
			out.lines.NoteAt(len(out.lines.Echo)-1, i18n.T(
				"PASS after ASK never runs: at ASK you are asked, and without an answer your side passes anyway",
				"詢問之後的略過不會執行：到詢問時會問您，未答覆則照樣略過",
				"询问之后的略过不会执行：到询问时会问您，未答复则照样略过"))
			continue
		}
		if p == nil && ok && ended != "" && it.ordered() {
			p = problem(l.N, l.Text, "nothing runs after PASS or ASK: move this line above it, or delete it",
				"略過或詢問之後的行不會執行：請把這一行移到其前面，或刪去", "略过或询问之后的行不会执行：请把这一行移到其前面，或删去")
		}
		if p != nil {
			out.lines.Add(l, "", &p.Message)
			continue
		}
		if !ok {
			continue
		}
		if it.Kind == ItemPass || it.Kind == ItemAsk {
			ended = it.Kind
		}
		out.items = append(out.items, it)
		out.echoAt = append(out.echoAt, out.lines.Add(l, it.canonical(sc), nil))
	}
	return out
}

// chineseWords lists each kind of line with the Chinese words that start
// it, the kind's own word first, for a "did you mean" on a Chinese word
// that is none of them.
func chineseWords() [][]string {
	byKind := map[ItemKind][]string{}
	for w, k := range keywords {
		if w[0] >= 0x80 {
			byKind[k] = append(byKind[k], w)
		}
	}
	var out [][]string
	for _, k := range slices.Sorted(maps.Keys(byKind)) {
		t := kindText(k)
		forms := []string{string(k), t.Hant, t.Hans}
		ws := byKind[k]
		slices.Sort(ws)
		for _, w := range ws {
			if w != t.Hant && w != t.Hans {
				forms = append(forms, w)
			}
		}
		out = append(out, forms)
	}
	return out
}
