package orders

import (
	"regexp"
	"strings"

	"adjutant/games/asl/aslmap"
	"adjutant/games/asl/vocab"
	"adjutant/games/kit/runon"
	"adjutant/games/kit/spelling"
	"adjutant/templates/i18n"
)

var (
	commaSpace = regexp.MustCompile(`\s*[,，、]\s*`)
	colonSpace = regexp.MustCompile(`\s*[:：]\s*`)
)

// tokens splits a line into words; a comma-separated list is one word.
func tokens(line string) []string {
	line = i18n.Narrow(line)
	line = commaSpace.ReplaceAllString(line, ",")
	line = colonSpace.ReplaceAllString(line, ":")
	kw := vocab.Keywords()
	var out []string
	for _, w := range strings.Fields(line) {
		if kw[strings.ToUpper(w)] != "" {
			out = append(out, w) // a keyword mixing scripts: 保留DM
			continue
		}
		out = append(out, runon.Split(w, func(w string) bool { return kw[w] != "" })...)
	}
	return out
}

// parser reads one line's words.
type parser struct {
	sc   *aslmap.Scenario
	kw   map[string]string
	toks []string
	i    int
}

func (p *parser) more() bool { return p.i < len(p.toks) }

// peekKW returns the next word's keyword, or "".
func (p *parser) peekKW() string {
	if !p.more() {
		return ""
	}
	return p.kw[strings.ToUpper(p.toks[p.i])]
}

func (p *parser) next() string {
	t := p.toks[p.i]
	p.i++
	return t
}

// problem texts for parsing.
func want(en, hant, hans string, a ...any) *i18n.Text {
	t := i18n.T(en, hant, hans, a...)
	return &t
}

// ParseLine reads one line of a plan or of standing orders.
func ParseLine(sc *aslmap.Scenario, line string) (Order, *i18n.Text) {
	p := &parser{sc: sc, kw: vocab.Keywords(), toks: tokens(line)}
	if !p.more() {
		return Order{}, want("an empty line", "空行", "空行")
	}
	first := p.next()
	kw := p.kw[strings.ToUpper(first)]
	read := orderReader(kw)
	if read == nil {
		return Order{}, notAnOrder(first)
	}
	var o Order
	why := read(p, &o, kw)
	if why == nil && p.more() {
		why = want("%q is not understood here", "看不懂「%s」", "看不懂“%s”", p.toks[p.i])
	}
	return o, why
}

// orderReader is the reader of the rest of a line that starts with order
// word kw, or nil when kw starts no order.
func orderReader(kw string) func(p *parser, o *Order, kw string) *i18n.Text {
	switch kw {
	case "RALLY":
		return (*parser).rallyNone
	case "NORALLY", "KEEPDM", "NOREPAIR", "DESTROY":
		return (*parser).unitsOnly
	case "TRANSFER":
		return (*parser).transfer
	case "PREP", "AFIRE":
		return (*parser).fireAt
	case "MOVE":
		return (*parser).moveOrder
	case "ROUT":
		return (*parser).rout
	case "ADVANCE":
		return (*parser).advance
	case "CC":
		return (*parser).closeCombat
	case "FIRE":
		return (*parser).fire
	case "ASK":
		return (*parser).ask
	case "NOFIRE", "PASS":
		return (*parser).wordOnly
	case "LOS":
		return (*parser).los
	}
	return nil
}

// notAnOrder explains a line whose first word is no order, suggesting the
// order it is a slip from.
func notAnOrder(first string) *i18n.Text {
	// "none" (無) alone, as older views listed empty standing orders.
	if head, _, _ := strings.Cut(first, ":"); vocab.Keywords()[strings.ToUpper(head)] == "NONE" {
		return want("%q is not an order: write NOFIRE for no standing FIRE or ASK lines (no defensive fire), or RALLY NONE to attempt no rally",
			"「%s」不是命令：沒有常設射擊或詢問命令（不防禦射擊）請寫 不射擊，不嘗試回復請寫 回復 無",
			"“%s”不是命令：没有常设射击或询问命令（不防御射击）请写 不射击，不尝试回复请写 回复 无", first)
	}
	if g, ok := spelling.ClosestHan(first, orderWords()); ok {
		return want("%q is not an order; did you mean %s? (GET asl orders)", "「%s」不是命令；是不是 %s？（GET asl orders）", "“%s”不是命令；是不是 %s？（GET asl orders）", first, g.TextIn(orderWords()))
	}
	if near := nearestOrder(first); near != "" {
		return want("%q is not an order; did you mean %s? (GET asl orders)", "「%s」不是命令；是不是 %s？（GET asl orders）", "“%s”不是命令；是不是 %s？（GET asl orders）", first, near)
	}
	return want("%q is not an order; orders are RALLY NONE, NORALLY, KEEPDM, NOREPAIR, TRANSFER, DESTROY, PREP, MOVE, AFIRE, ROUT, ADVANCE, CC, FIRE, ASK, NOFIRE, PASS, LOS (GET asl orders)",
		"「%s」不是命令；命令有 回復 無、不回復、保留DM、不修理、轉交、毀滅、準備射擊、移動、前進射擊、潰退、突擊、肉搏、射擊、詢問、不射擊、略過、視線（GET asl orders）",
		"“%s”不是命令；命令有 回复 无、不回复、保留DM、不修理、转交、毁灭、准备射击、移动、前进射击、溃退、突击、肉搏、射击、询问、不射击、略过、视线（GET asl orders）", first)
}

// rallyNone reads RALLY NONE: no rally attempts this turn.
func (p *parser) rallyNone(o *Order, _ string) *i18n.Text {
	if p.peekKW() != "NONE" {
		return want("write RALLY NONE to attempt no rally (rallies are attempted by default), or NORALLY units",
			"寫 回復 無 表示不嘗試回復（預設會嘗試），或 不回復 部隊", "写 回复 无 表示不尝试回复（默认会尝试），或 不回复 部队")
	}
	p.next()
	o.Kind = KRallyNone
	return nil
}

// unitsOnly reads NORALLY, KEEPDM, NOREPAIR and DESTROY: the word and a
// list of units or weapons.
func (p *parser) unitsOnly(o *Order, kw string) *i18n.Text {
	var why *i18n.Text
	o.Kind = OrderKind(kw)
	o.Units, why = p.ids()
	return why
}

// wordOnly reads NOFIRE and PASS, which take nothing more.
func (p *parser) wordOnly(o *Order, kw string) *i18n.Text {
	o.Kind = OrderKind(kw)
	return nil
}

// transfer reads TRANSFER weapon TO unit [APH]: in the RPh, or with APH
// in the attacker's APh (3.7).
func (p *parser) transfer(o *Order, _ string) *i18n.Text {
	var why *i18n.Text
	o.Kind = KTransfer
	if o.Units, why = p.ids(); why != nil {
		return why
	}
	if p.peekKW() != "TO" || p.i+1 >= len(p.toks) || p.kw[strings.ToUpper(p.toks[p.i+1])] != "" {
		return want("write TRANSFER weapon TO unit (and APH to pass it in the APh)", "寫 轉交 武器 給 部隊（加 突擊階段 則在突擊階段轉交）", "写 转交 武器 给 部队（加 突击阶段 则在突击阶段转交）")
	}
	p.next()
	o.To = strings.ToUpper(p.next())
	// "in the APh" as said: TRANSFER R20 TO R5 IN APH, 在突擊階段.
	if p.i+1 < len(p.toks) && (strings.EqualFold(p.toks[p.i], "IN") || p.peekKW() == "AT") && p.kw[strings.ToUpper(p.toks[p.i+1])] == "APH" {
		p.next()
	}
	if p.peekKW() == "APH" {
		p.next()
		o.When = "APH"
	}
	if p.more() {
		return want("%q is not understood here: write TRANSFER weapon TO unit, with APH after it to pass the weapon in the APh",
			"看不懂「%s」：請寫 轉交 武器 給 部隊，在突擊階段轉交則在後面加 突擊階段",
			"看不懂“%s”：请写 转交 武器 给 部队，在突击阶段转交则在后面加 突击阶段", p.toks[p.i])
	}
	return nil
}

// fireAt reads PREP and AFIRE: firers AT hex.
func (p *parser) fireAt(o *Order, kw string) *i18n.Text {
	o.Kind = OrderKind(kw)
	return p.firersAt(o)
}

// moveOrder reads MOVE units [DT] [AM] path.
func (p *parser) moveOrder(o *Order, _ string) *i18n.Text {
	o.Kind = KMove
	return p.move(o)
}

// rout reads ROUT units [CRAWL] hexes.
func (p *parser) rout(o *Order, _ string) *i18n.Text {
	var why *i18n.Text
	o.Kind = KRout
	if o.Units, why = p.ids(); why != nil {
		return why
	}
	if p.peekKW() == "CRAWL" {
		p.next()
		o.Crawl = true
	}
	o.Hexes, why = p.hexes(1, "ROUT unit [CRAWL] hex hex …", "潰退 部隊 [低爬行] 六角格……", "溃退 部队 [低爬行] 六角格……")
	return why
}

// advance reads ADVANCE units hex: one hex (3.7).
func (p *parser) advance(o *Order, _ string) *i18n.Text {
	var why *i18n.Text
	o.Kind = KAdvance
	if o.Units, why = p.ids(); why != nil {
		return why
	}
	if o.Hexes, why = p.hexes(1, "ADVANCE units hex", "突擊 部隊 六角格", "突击 部队 六角格"); why != nil {
		return why
	}
	if len(o.Hexes) != 1 {
		return want("an advance is one hex (3.7): ADVANCE units hex", "突擊只能進入一格（3.7）：突擊 部隊 六角格", "突击只能进入一格（3.7）：突击 部队 六角格")
	}
	return nil
}

// closeCombat reads CC units AT enemy units, or AT ANY.
func (p *parser) closeCombat(o *Order, _ string) *i18n.Text {
	var why *i18n.Text
	o.Kind = KCC
	if o.Units, why = p.ids(); why != nil {
		return why
	}
	if p.peekKW() != "AT" {
		return want("write CC units AT enemy units (or AT ANY)", "寫 肉搏 部隊 向 敵方部隊（或 向 任何）", "写 肉搏 部队 向 敌方部队（或 向 任何）")
	}
	p.next()
	if p.peekKW() == "ANY" {
		p.next()
		return nil
	}
	o.Targets, why = p.ids()
	return why
}

// fire reads FIRE firers AT hexes (a standing order with its conditions),
// or FIRE firers alone (the answer to a question: fire now).
func (p *parser) fire(o *Order, _ string) *i18n.Text {
	if !p.more() {
		return want("FIRE needs firers: FIRE units AT hexes (standing order) or FIRE units (answer to a question)",
			"射擊 需要射擊部隊：射擊 部隊 向 六角格（常設命令）或 射擊 部隊（回答詢問）", "射击 需要射击部队：射击 部队 向 六角格（常设命令）或 射击 部队（回答询问）")
	}
	why := p.firers(o)
	if why == nil && p.peekKW() == "NOROF" {
		// The answer to a stop may decline the MGs' rate of fire too
		// (and a standing line may say so before its AT).
		p.next()
		o.NoROF = true
	}
	if why == nil && !p.more() {
		o.Kind = KFireNow
		return nil
	}
	o.Kind = KFire
	if why != nil {
		return why
	}
	return p.condition(o)
}

// ask reads ASK FINAL, or ASK [firers] AT hexes with its conditions.
func (p *parser) ask(o *Order, _ string) *i18n.Text {
	o.Kind = KAsk
	if p.peekKW() == "FINAL" {
		p.next()
		o.When = "FINAL"
		return nil
	}
	if p.peekKW() != "AT" {
		if why := p.firers(o); why != nil {
			return why
		}
	}
	return p.condition(o)
}

// los reads LOS hex hex.
func (p *parser) los(o *Order, _ string) *i18n.Text {
	var why *i18n.Text
	o.Kind = KLOS
	if o.Hexes, why = p.hexes(2, "LOS hex hex", "視線 六角格 六角格", "视线 六角格 六角格"); why != nil {
		return why
	}
	if len(o.Hexes) != 2 {
		return want("LOS takes two hexes: LOS yK2 yP6", "視線 需要兩格：視線 yK2 yP6", "视线 需要两格：视线 yK2 yP6")
	}
	return nil
}

// orderWords are the words that start an order, each with its forms, for
// a "did you mean" on a Chinese word that starts none.
func orderWords() [][]string {
	var out [][]string
	for _, forms := range vocab.Words() {
		if orderReader(forms[0]) != nil {
			out = append(out, forms)
		}
	}
	return out
}

// nearestOrder is the one English order word a slip away from word
// ("MOEV" for MOVE), or "".
func nearestOrder(word string) string {
	word = strings.ToUpper(word)
	best, n := "", 0
	for _, o := range []string{"RALLY", "NORALLY", "KEEPDM", "NOREPAIR", "TRANSFER", "DESTROY", "PREP", "MOVE", "AFIRE", "ROUT", "ADVANCE", "FIRE", "ASK", "NOFIRE", "PASS"} {
		if spelling.Distance(word, o) == 1 {
			best, n = o, n+1
		}
	}
	if n != 1 || len(word) < 4 {
		return ""
	}
	return best
}
