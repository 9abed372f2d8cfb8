package gettysburg

import (
	"fmt"
	"sort"

	"adjutant/games"
	"adjutant/games/kit/spelling"
	"adjutant/templates/i18n"
)

// parseLine reads one plan line for side in stage. It returns ok=false with
// no problem for a blank line.
func parseLine(sc *Scenario, side Side, stage Stage, n int, text string) (Item, bool, *games.Problem) {
	t := tokens(sc, text)
	if len(t) == 0 {
		return Item{}, false, nil
	}
	r := lineReader{sc: sc, side: side, n: n, text: text}
	it := Item{Unit: -1, Target: -1, Line: n}
	kind, args, p := r.kind(t)
	if p != nil {
		return it, false, p
	}
	it.Kind = kind
	rule := itemArgs[kind]
	if len(args) < rule.min || (rule.max >= 0 && len(args) > rule.max) {
		u := usageText(kind)
		return it, false, r.problem(fmt.Sprintf("%s takes %s", kind, u.EN), "格式："+u.Hant, "格式："+u.Hans)
	}
	if rule.read != nil {
		if p := rule.read(r, &it, args); p != nil {
			return it, false, p
		}
	}
	if !allowed(kind, stage) {
		t := i18n.T("%s is part of the %s phase, not of this one (%s)", "%s 一行屬於%s，不屬於本階段（%s）", "%s 一行属于%s，不属于本阶段（%s）",
			kindText(kind), stageText(homeStage(kind)), stageText(stage))
		return it, false, r.problem(t.EN, t.Hant, t.Hans)
	}
	return it, true, nil
}

// lineReader reads the words of one plan line (number n, as written
// text) for side: the problems it finds quote the line.
type lineReader struct {
	sc   *Scenario
	side Side
	n    int
	text string
}

func (r lineReader) problem(en, hant, hans string) *games.Problem {
	return problem(r.n, r.text, en, hant, hans)
}

// kind tells what the line asks for and which words are its arguments.
// A line may leave out MOVE: "HE 1004 1005" moves, "HE ATTACK BU" attacks.
func (r lineReader) kind(t []string) (ItemKind, []string, *games.Problem) {
	if kind, ok := keywords[t[0]]; ok {
		return kind, t[1:], nil
	}
	if _, ok := r.sc.UnitIndex(t[0]); !ok {
		if g, ok := r.guessWord(t[0]); ok {
			return "", nil, r.problem(fmt.Sprintf("%q is not a plan word or a unit: did you mean %s? Until you correct or delete it, your plan is incomplete", t[0], g.EN),
				fmt.Sprintf("「%s」不是計劃用字或部隊：是否想寫 %s？改正或刪去之前，計劃不完整", t[0], g.Hant), fmt.Sprintf("“%s”不是计划用字或部队：是否想写 %s？改正或删去之前，计划不完整", t[0], g.Hans))
		}
		return "", nil, r.problem("not a plan line, and it keeps your plan incomplete: a plan line starts with a unit, PASS, ASK, HQ, RETURN, KEEP, STRAGGLERS, SHARPSHOOTERS, STAY, WITHDRAW, MOVE, ATTACK, ARTILLERY, RANGE or RETREAT. Correct or delete it; if it is a signature, put a line \"-- \" above it",
			"這不是計劃的一行，會令計劃不完整：計劃的每行以部隊或 略過、詢問、指揮部、重返、保留、殘兵、神射手、戰鬥、撤退、移動、攻擊、炮火支援、指揮範圍、退路 開始。請改正或刪去；如果是簽名，請在其上加一行「-- 」",
			"这不是计划的一行，会令计划不完整：计划的每行以部队或 略过、询问、指挥部、重返、保留、残兵、神射手、战斗、撤退、移动、攻击、炮火支援、指挥范围、退路 开始。请改正或删去；如果是签名，请在其上加一行“-- ”")
	}
	if len(t) >= 3 && keywords[t[1]] == ItemAttack {
		return ItemAttack, append([]string{t[0]}, t[2:]...), nil
	}
	if len(t) == 2 && keywords[t[1]] == ItemAttack {
		u := usageText(ItemAttack)
		return "", nil, r.problem("an attack names its target: "+u.EN, "攻擊要寫出目標："+u.Hant, "攻击要写出目标："+u.Hans)
	}
	return ItemMove, t, nil
}

// guessWord is the word a plan line may start with that w, which is
// none, most likely means: by its characters for a Chinese word, by its
// spelling for a Latin one.
func (r lineReader) guessWord(w string) (i18n.Text, bool) {
	if g, ok := spelling.ClosestHan(w, chineseWords()); ok {
		return g.TextIn(chineseWords()), true
	}
	if g, ok := spelling.Closest(w, r.lineWords()); ok {
		return i18n.Plain(g), true
	}
	return i18n.Text{}, false
}

// lineWords are the words a plan line may start with that a slip of the
// keyboard can reach: the Latin keywords and the units' ids ("heth").
func (r lineReader) lineWords() []string {
	var out []string
	for w := range keywords {
		if w[0] < 0x80 {
			out = append(out, w)
		}
	}
	for _, u := range r.sc.Units {
		out = append(out, u.ID)
	}
	return out
}

// hexes reads hex ids on the map, or an entry's letter for its hex.
func (r lineReader) hexes(ws []string) ([]Hex, *games.Problem) {
	var hs []Hex
	for _, w := range runTogetherHexes(ws) {
		h, err := ParseHex(w)
		if err != nil || !r.sc.OnMap(h) {
			if l, ok := r.sc.Entries[w]; ok && len(w) == 1 {
				hs = append(hs, l)
				continue
			}
			first, last := r.entryLetters()
			return nil, r.problem(fmt.Sprintf("%q is not a hex on the map: a hex is its column and row, 0101 to %02d%02d, or an entry's letter (%s to %s)", w, r.sc.Columns, r.sc.Rows, first, last),
				fmt.Sprintf("「%s」不是地圖上的六角格：六角格寫作欄號加行號，0101 至 %02d%02d，或進場位置的字母（%s 至 %s）", w, r.sc.Columns, r.sc.Rows, first, last),
				fmt.Sprintf("“%s”不是地图上的六角格：六角格写作栏号加行号，0101 至 %02d%02d，或进场位置的字母（%s 至 %s）", w, r.sc.Columns, r.sc.Rows, first, last))
		}
		hs = append(hs, h)
	}
	return hs, nil
}

// entryLetters are the first and last of the map's entry letters.
func (r lineReader) entryLetters() (string, string) {
	var ls []string
	for l := range r.sc.Entries {
		ls = append(ls, l)
	}
	sort.Strings(ls)
	if len(ls) == 0 {
		return "", ""
	}
	return ls[0], ls[len(ls)-1]
}

// own reads one of the side's own units.
func (r lineReader) own(w string) (int, *games.Problem) {
	u, ok := r.sc.UnitIndex(w)
	if !ok {
		return -1, r.noUnit(w)
	}
	if un := r.sc.Units[u]; un.Side != r.side {
		t := i18n.T("%s is a %s unit, not yours; yours: %s", "%s是%s的部隊，不是您的；您的部隊：%s", "%s是%s的部队，不是您的；您的部队：%s",
			r.unitText(u), sideText(un.Side), r.codes(r.side))
		return -1, r.problem(t.EN, t.Hant, t.Hans)
	}
	return u, nil
}

// enemy reads one of the opponent's units.
func (r lineReader) enemy(w string) (int, *games.Problem) {
	u, ok := r.sc.UnitIndex(w)
	if !ok {
		return -1, r.noUnit(w)
	}
	if r.sc.Units[u].Side == r.side {
		t := i18n.T("%s is your own unit; the enemy's: %s", "%s是您自己的部隊；敵方部隊：%s", "%s是您自己的部队；敌方部队：%s",
			r.unitText(u), r.codes(r.side.Other()))
		return -1, r.problem(t.EN, t.Hant, t.Hans)
	}
	return u, nil
}

// unitText is a unit's code and name in every language ("BU Buford's
// cavalry", "BU 布福德騎兵").
func (r lineReader) unitText(u int) i18n.Text {
	un := r.sc.Units[u]
	return i18n.Text{EN: un.Code + " " + un.Names[0], Hant: un.Code + " " + un.Names[1], Hans: un.Code + " " + un.Names[2]}
}

// codes lists a side's unit codes, in roster order: what a plan may name.
func (r lineReader) codes(side Side) i18n.Text {
	var cs []i18n.Text
	for _, un := range r.sc.Units {
		if un.Side == side {
			cs = append(cs, i18n.Plain(un.Code))
		}
	}
	return i18n.ListText(cs)
}

func (r lineReader) noUnit(w string) *games.Problem {
	t := i18n.T("no unit called %q: units are named by code (%s), by id (heth) or by name; yours: %s",
		"沒有叫「%s」的部隊：部隊以代號（%s）、英文代稱（heth）或中文名稱（赫斯師）稱呼；您的部隊：%s",
		"没有叫“%s”的部队：部队以代号（%s）、英文代称（heth）或中文名称（赫斯师）称呼；您的部队：%s",
		w, i18n.T("HE, BU", "HE、BU", "HE、BU"), r.codes(r.side))
	return r.problem(t.EN, t.Hant, t.Hans)
}

// units reads a list of units, each read by one (own or enemy).
func (r lineReader) units(ws []string, one func(string) (int, *games.Problem)) ([]int, *games.Problem) {
	var us []int
	for _, w := range ws {
		u, p := one(w)
		if p != nil {
			return us, p
		}
		us = append(us, u)
	}
	return us, nil
}

// argRule is how many words a kind of line takes after its keyword (max
// -1: any number) and how they fill the item.
type argRule struct {
	min, max int
	read     func(r lineReader, it *Item, args []string) *games.Problem
}

var itemArgs = map[ItemKind]argRule{
	ItemPass:          {0, 0, nil},
	ItemAsk:           {0, 0, nil},
	ItemRange:         {0, 1, readRange},
	ItemHQ:            {1, 1, readPlace},
	ItemSharpshooters: {1, 1, readPlace},
	ItemReturn:        {1, 2, readReturn},
	ItemChoose:        {1, 2, readStragglers},
	ItemStay:          {1, 1, readUnit},
	ItemWithdraw:      {1, 1, readUnit},
	ItemKeep:          {1, 1, readUnit},
	ItemMove:          {2, 24, readMove},
	ItemAttack:        {2, 4, readAttack},
	ItemArtillery:     {1, -1, readArtillery},
	ItemRetreat:       {1, 5, readRetreat},
}

// readRange: RANGE alone or RANGE ON shows command range; OFF hides it.
func readRange(r lineReader, it *Item, args []string) *games.Problem {
	if len(args) == 1 && !allWords[args[0]] && !noneWords[args[0]] {
		u := usageText(ItemRange)
		return r.problem(fmt.Sprintf("%q: RANGE takes ON or OFF, or nothing (%s)", args[0], u.EN),
			fmt.Sprintf("「%s」：指揮範圍 後面只可寫 開、關 或不寫（%s）", args[0], u.Hant), fmt.Sprintf("“%s”：指挥范围 后面只可写 开、关 或不写（%s）", args[0], u.Hans))
	}
	it.Flag = len(args) == 0 || !noneWords[args[0]]
	return nil
}

// readPlace: HQ HEX, or SHARPSHOOTERS HEX, which only the Union places.
func readPlace(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	if it.Hexes, p = r.hexes(args); p != nil {
		return p
	}
	if len(it.Hexes) != 1 {
		return oneHex(r, it.Kind)
	}
	if it.Kind == ItemSharpshooters && r.side != Union {
		return r.problem("only the Union places Berdan's Sharpshooters", "只有聯邦軍放置神射手", "只有联邦军放置神射手")
	}
	return nil
}

// readReturn: RETURN UNIT [HEX].
func readReturn(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	if it.Unit, p = r.own(args[0]); p == nil && len(args) == 2 {
		it.Hexes, p = r.hexes(args[1:])
		if p == nil && len(it.Hexes) != 1 {
			p = oneHex(r, it.Kind)
		}
	}
	return p
}

// oneHex refuses hexes run together ("07020101") on a line that takes one.
func oneHex(r lineReader, k ItemKind) *games.Problem {
	u := usageText(k)
	return r.problem(fmt.Sprintf("%s takes one hex: %s", k, u.EN), "只可寫一個六角格："+u.Hant, "只可写一个六角格："+u.Hans)
}

// readStragglers: the enemy units chosen to straggle.
func readStragglers(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	it.Units, p = r.units(args, r.enemy)
	return p
}

// readUnit: STAY, WITHDRAW or KEEP one of the side's units.
func readUnit(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	it.Unit, p = r.own(args[0])
	return p
}

// readMove: a unit and the hexes of its path.
func readMove(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	if it.Unit, p = r.own(args[0]); p == nil {
		it.Hexes, p = r.hexes(args[1:])
	}
	return p
}

// readAttack: a unit, its target, and optionally artillery support.
func readAttack(r lineReader, it *Item, args []string) *games.Problem {
	var p *games.Problem
	if it.Unit, p = r.own(args[0]); p != nil {
		return p
	}
	if it.Target, p = r.enemy(args[1]); p != nil {
		return p
	}
	for _, w := range args[2:] {
		if artWords[w] {
			it.Art = true
		} else if w != "WITH" && w != "用" {
			p = r.problem(fmt.Sprintf("%q: only ART may follow the target", w), "目標之後只可寫 炮火", "目标之后只可写 炮火")
		}
	}
	return p
}

// readArtillery: ARTILLERY ALL, NONE, or the units to support.
func readArtillery(r lineReader, it *Item, args []string) *games.Problem {
	switch {
	case allWords[args[0]] && len(args) == 1:
		it.All = true
	case noneWords[args[0]] && len(args) == 1:
	default:
		var p *games.Problem
		it.Units, p = r.units(args, r.own)
		if p != nil {
			// A word that is no unit may be a try at ALL or NONE: say
			// both before the units.
			p.Message = i18n.Join(i18n.T("ARTILLERY takes ALL, NONE or your units: ",
				"炮火支援 後面寫 全部、無 或己方部隊：", "炮火支援 后面写 全部、无 或己方部队："), p.Message)
		}
		return p
	}
	return nil
}

// runTogetherHexes cuts the hex words a writer ran together, with no
// separator: an entry letter against a hex id ("L0913") and hex ids
// against each other ("14051505"). Other words stay as they are.
func runTogetherHexes(ws []string) []string {
	var out []string
	for _, w := range ws {
		if len(w) == 5 && w[0] >= 'A' && w[0] <= 'Z' && allDigits(w[1:]) {
			out = append(out, w[:1], w[1:])
			continue
		}
		if len(w) > 4 && len(w)%4 == 0 && allDigits(w) {
			for i := 0; i < len(w); i += 4 {
				out = append(out, w[i:i+4])
			}
			continue
		}
		out = append(out, w)
	}
	return out
}

func allDigits(w string) bool {
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return w != ""
}
