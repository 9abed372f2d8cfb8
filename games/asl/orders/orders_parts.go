package orders

// The parts of an order line, read by the orders' own readers in
// orders_parse.go: unit lists, firers, hexes, FIRE's and ASK's
// conditions, and a movement path.

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"adjutant/games/asl/aslmap"
	"adjutant/templates/i18n"
)

// ids reads one comma-separated list of unit or weapon ids.
func (p *parser) ids() ([]string, *i18n.Text) {
	if !p.more() || p.peekKW() != "" {
		return nil, want("a unit id is missing (ids are on the map's unit list, e.g. G3)", "缺少部隊代號（代號見地圖下的部隊表，例如 G3）", "缺少部队代号（代号见地图下的部队表，例如 G3）")
	}
	var out []string
	for _, id := range strings.Split(p.next(), ",") {
		if !aslmap.ValidID(id) {
			return nil, want("%q is not a unit id", "「%s」不是部隊代號", "“%s”不是部队代号", id)
		}
		if _, isHex := p.sc.ParseHex(id); isHex {
			return nil, want("%s is a hex here, not a unit", "此處 %s 是六角格，不是部隊", "此处 %s 是六角格，不是部队", id)
		}
		out = append(out, strings.ToUpper(id))
	}
	return out, nil
}

// firers reads a list of unit ids, weapon ids and hexes.
func (p *parser) firers(o *Order) *i18n.Text {
	if !p.more() || p.peekKW() != "" {
		return want("firers are missing: unit ids, weapon ids or hexes, e.g. G1,G2 or vK5", "缺少射擊者：部隊、武器代號或六角格，例如 G1,G2 或 vK5", "缺少射击者：部队、武器代号或六角格，例如 G1,G2 或 vK5")
	}
	for _, tok := range strings.Split(p.next(), ",") {
		if h, ok := p.sc.ParseHex(tok); ok {
			o.From = append(o.From, h)
			continue
		}
		if p.looksLikeHex(tok) {
			return want("%q is not a hex of the map (%s)", "「%s」不是地圖上的六角格（%s）", "“%s”不是地图上的六角格（%s）", tok, p.sc.Boards.Span())
		}
		if !aslmap.ValidID(tok) {
			return want("%q is neither a unit nor a hex: firers are unit ids, weapon ids or hexes, e.g. G1,G2 or vK5", "「%s」既不是部隊也不是六角格：射擊者是部隊、武器代號或六角格，例如 G1,G2 或 vK5", "“%s”既不是部队也不是六角格：射击者是部队、武器代号或六角格，例如 G1,G2 或 vK5", tok)
		}
		o.Units = append(o.Units, strings.ToUpper(tok))
	}
	return nil
}

// firersAt reads PREP's and AFIRE's "firers AT hex".
func (p *parser) firersAt(o *Order) *i18n.Text {
	if why := p.firers(o); why != nil {
		return why
	}
	if p.peekKW() != "AT" {
		return want("write %s firers AT hex", "寫 %s 射擊者 向 六角格", "写 %s 射击者 向 六角格", o.Kind)
	}
	p.next()
	hs, why := p.hexes(1, "AT hex", "向 六角格", "向 六角格")
	if why == nil && len(hs) != 1 {
		why = want("fire at one hex", "只能向一格射擊", "只能向一格射击")
	}
	if why == nil {
		o.At = &hs[0]
	}
	return why
}

// hexes reads hex ids (separate words or a comma list) up to the next
// keyword.
func (p *parser) hexes(atLeast int, en, hant, hans string) ([]aslmap.Hex, *i18n.Text) {
	var out []aslmap.Hex
	for p.more() && p.peekKW() == "" {
		for _, tok := range strings.Split(p.next(), ",") {
			h, ok := p.sc.ParseHex(tok)
			if !ok {
				return nil, want("%q is not a hex of the map (e.g. vK5); write %s", "「%s」不是地圖上的六角格（例如 vK5）；格式：%s", "“%s”不是地图上的六角格（例如 vK5）；格式：%s", tok, i18n.Text{EN: en, Hant: hant, Hans: hans})
			}
			out = append(out, h)
		}
	}
	if len(out) < atLeast {
		return nil, want("a hex is missing; write %s", "缺少六角格；格式：%s", "缺少六角格；格式：%s", i18n.Text{EN: en, Hant: hant, Hans: hans})
	}
	return out, nil
}

// condition reads FIRE's and ASK's "AT hexes|ANY" and options.
func (p *parser) condition(o *Order) *i18n.Text {
	if p.peekKW() != "AT" {
		return want("write %s … AT hexes or AT ANY [WITHIN n]", "寫 %s …… 向 六角格 或 向 任何 [範圍 n]", "写 %s …… 向 六角格 或 向 任何 [范围 n]", strings.TrimSuffix(string(o.Kind), "!"))
	}
	p.next()
	if p.peekKW() == "ANY" {
		p.next()
		o.Any = true
	} else {
		hs, why := p.hexes(1, "AT hexes or AT ANY", "向 六角格 或 向 任何", "向 六角格 或 向 任何")
		if why != nil {
			return why
		}
		o.Hexes = hs
	}
	for p.more() {
		switch kw := p.peekKW(); kw {
		case "WITHIN", "MIN", "MAXDRM":
			p.next()
			if !p.more() {
				return want("%s needs a number", "%s 後面要一個數字", "%s 后面要一个数字", kw)
			}
			n, err := strconv.Atoi(p.next())
			if err != nil || n < -9 || n > 99 || (kw != "MAXDRM" && n < 1) {
				return want("%s needs a number (WITHIN and MIN from 1, MAXDRM from -9)", "%s 後面要一個數字（範圍、最少由 1 起，最高修正由 -9 起）", "%s 后面要一个数字（范围、最少由 1 起，最高修正由 -9 起）", kw)
			}
			switch kw {
			case "WITHIN":
				o.Within = n
			case "MIN":
				o.Min = n
			default:
				o.MaxDRM = &n
			}
		case "TARGET":
			p.next()
			t := p.peekKW()
			if t != "MMC" && t != "SQUAD" && t != "LEADER" {
				return want("TARGET is MMC, SQUAD or LEADER", "目標 是 部隊、班 或 長官", "目标 是 部队、班 或 长官")
			}
			p.next()
			o.Target = t
		case "SFF":
			p.next()
			o.SFF = true
		case "FPF":
			p.next()
			o.FPF = true
		case "NOROF":
			p.next()
			o.NoROF = true
		case "FIRST", "FINAL":
			p.next()
			o.When = kw
		default:
			return want("%q is not a condition; use WITHIN n, MIN n, MAXDRM n, TARGET MMC|SQUAD|LEADER, SFF, FPF, NOROF, FIRST, FINAL",
				"「%s」不是條件；可用 範圍 n、最少 n、最高修正 n、目標 部隊|班|長官、隨後射擊、緊急防禦射擊、不連射、臨機、最終",
				"“%s”不是条件；可用 范围 n、最少 n、最高修正 n、目标 部队|班|长官、随后射击、紧急防御射击、不连射、临机、最终", p.toks[p.i])
		}
	}
	if o.Kind == KAsk && (o.SFF || o.FPF || o.NoROF || o.Min > 0 || o.MaxDRM != nil) {
		return want("ASK takes only AT, WITHIN, TARGET and FIRST/FINAL", "詢問 只可配 向、範圍、目標、臨機/最終", "询问 只可配 向、范围、目标、临机/最终")
	}
	if o.NoROF && o.When == "FINAL" {
		return want("NOROF is for First Fire at a mover, the only fire that leaves residual FP (3.3.1): drop FINAL, or drop NOROF",
			"不連射 只用於向移動部隊的臨機射擊，只有這種射擊會留下殘留火力（3.3.1）：請去掉 最終，或去掉 不連射",
			"不连射 只用于向移动部队的临机射击，只有这种射击会留下残留火力（3.3.1）：请去掉 最终，或去掉 不连射")
	}
	return nil
}

// looksLikeHex reports a word shaped like a hex id of one of the boards
// ("vZ3"), which the map does not have.
func (p *parser) looksLikeHex(tok string) bool {
	if !hexShape.MatchString(tok) {
		return false
	}
	for _, b := range p.sc.Boards.List {
		if strings.EqualFold(tok[:1], b.ID) {
			return true
		}
	}
	return false
}

// stepID takes the id written after a DROP, RECOVER or LEAVE step with a
// space instead of the colon (LEAVE R5, 留下R5), when the next word is an
// id and neither a hex nor a word of the line; otherwise "".
func (p *parser) stepID() string {
	if !p.more() || p.peekKW() != "" {
		return ""
	}
	for id := range strings.SplitSeq(p.toks[p.i], ",") { // LEAVE R5,R4
		if _, ok := p.sc.ParseHex(id); ok || p.looksLikeHex(id) || !aslmap.ValidID(id) {
			return ""
		}
	}
	return p.next()
}

var hexShape = regexp.MustCompile(`^[A-Za-z][A-Za-z]{1,3}[0-9]{1,3}$`)

// move reads MOVE's units, DT and AM, and its path.
func (p *parser) move(o *Order) *i18n.Text {
	var why *i18n.Text
	if o.Units, why = p.ids(); why != nil {
		return why
	}
	for p.more() {
		switch kw := p.peekKW(); kw {
		case "DT":
			p.next()
			o.DT = true
			continue
		case "AM":
			p.next()
			o.AM = true
			continue
		}
		break
	}
	for p.more() {
		tok := p.next()
		if h, ok := p.sc.ParseHex(tok); ok {
			o.Steps = append(o.Steps, Step{Hex: &h})
			continue
		}
		act, arg, _ := strings.Cut(tok, ":")
		kw := p.kw[strings.ToUpper(act)]
		if kw == "" && p.looksLikeHex(tok) {
			return want("%q is not a hex of the map (%s)", "「%s」不是地圖上的六角格（%s）", "“%s”不是地图上的六角格（%s）", tok, p.sc.Boards.Span())
		}
		st := Step{Act: kw}
		if arg == "" && (kw == "DROP" || kw == "RECOVER" || kw == "LEAVE") {
			arg = p.stepID()
		}
		switch kw {
		case "SMOKE", "DC":
			if arg != "" {
				h, ok := p.sc.ParseHex(arg)
				if !ok {
					return want("%s:%s: %q is not a hex", "%s：%s：「%s」不是六角格", "%s：%s：“%s”不是六角格", act, arg, arg)
				}
				st.At = &h
			} else if kw == "DC" {
				return want("DC needs its target: DC:vK6", "炸藥 要寫目標：炸藥：vK6", "炸药 要写目标：炸药：vK6")
			}
		case "DROP", "RECOVER":
			if !aslmap.ValidID(arg) {
				return want("%s needs a weapon id: %s:G20", "%s 要寫武器代號：%s:G20", "%s 要写武器代号：%s:G20", kw, kw)
			}
			st.ID = strings.ToUpper(arg)
		case "LEAVE":
			// LEAVE:R4,R5 leaves both, as two steps would.
			if ids := strings.Split(arg, ","); len(ids) > 1 && !slices.ContainsFunc(ids, func(id string) bool { return !aslmap.ValidID(id) }) {
				for _, id := range ids[:len(ids)-1] {
					o.Steps = append(o.Steps, Step{Act: kw, ID: strings.ToUpper(id)})
				}
				arg = ids[len(ids)-1]
			}
			if !aslmap.ValidID(arg) {
				return want("LEAVE needs the id of a unit of the stack that stays in the hex: LEAVE:R4", "留下 要寫留在該格的部隊代號：留下：R4", "留下 要写留在该格的部队代号：留下：R4")
			}
			st.ID = strings.ToUpper(arg)
		default:
			return want("%q is neither a hex nor a step (SMOKE, SMOKE:hex, DC:hex, DROP:weapon, RECOVER:weapon, LEAVE:unit)",
				"「%s」既不是六角格也不是動作（煙幕、煙幕：六角格、炸藥：六角格、放下：武器、收回：武器、留下：部隊）",
				"“%s”既不是六角格也不是动作（烟幕、烟幕：六角格、炸药：六角格、放下：武器、收回：武器、留下：部队）", tok)
		}
		o.Steps = append(o.Steps, st)
	}
	if len(o.Steps) == 0 {
		return want("MOVE needs a path: MOVE units [DT] [AM] hex hex …", "移動 需要路線：移動 部隊 [急速步] [警戒] 六角格……", "移动 需要路线：移动 部队 [急速步] [警戒] 六角格……")
	}
	return nil
}
