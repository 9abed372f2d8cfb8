package maneuver

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"adjutant/templates/i18n"
)

// parseStep reads one ordered line of a player turn: an IF line wraps
// another; every other verb has its shape in stepShapes, read part by
// part until one fails, and nothing may be left over.
func (s *State) parseStep(seat Seat, verb string, a []string, top bool) (Step, *lineErr) {
	st := Step{Verb: verb}
	r := reader{s: s, seat: seat, a: a}
	if verb == "IF" {
		if !top {
			return st, bad("IF lines do not nest", "如果 不能套用", "如果 不能套用")
		}
		return r.cond()
	}
	shape, ok := stepShapes[verb]
	if !ok {
		return st, bad("%s cannot be used here", "這裡不能用 %s", "这里不能用 %s", verbWord(verb))
	}
	for _, part := range shape {
		if err := part(&r, &st); err != nil {
			return st, err
		}
	}
	if err := r.end(verb); err != nil {
		return st, err
	}
	return st, nil
}

// stepPart reads one part of a step's line into the step.
type stepPart func(r *reader, st *Step) *lineErr

// stepShapes is each turn verb's line, part by part (rule 4's steps and
// the combat lines that go with them).
var stepShapes = map[string][]stepPart{
	"DISCARD":  {discardCards},
	"SCOUT":    {oneCard},
	"MOVE":     {theUnit, pathOf(1, 2)},
	"SUPPLY":   {oneCard, theUnit, pathOf(1, 2)},
	"FORCED":   {oneCard, theUnit, pathOf(1, 1)},
	"ASSAULT":  {theUnit, pathOf(1, 1), skipWord("WITH"), oneCard},
	"BOMBARD":  {theUnit, pathOf(1, 1), skipWord("WITH"), oneCard},
	"VOLLEY":   {theUnit, pathOf(1, 1), skipWord("WITH"), oneCard},
	"AMBUSH":   {oneCard, pathOf(1, 1)},
	"BATTERY":  {oneCard, theUnit, pathOf(1, 1)},
	"PLAY":     {oneCard, optional(onWord, theUnit)},
	"LEADER":   {oneCard, leaderUse},
	"SKIRMISH": {oneCard, optional(pathOf(1, 2))},
	"RESULT":   {resultWord},
	"ADVANCE":  {advanceUnit},
	"LOSS":     {theUnit},
	"RESTORE":  {theUnit, skipWord("WITH"), oneCard},
	"REDOUBT":  {oneCard, theUnit},
}

func oneCard(r *reader, st *Step) *lineErr {
	var err *lineErr
	st.Cards, err = r.cards(1)
	return err
}

func theUnit(r *reader, st *Step) *lineErr {
	var err *lineErr
	st.Unit, err = r.unit()
	return err
}

// pathOf reads a path of min to max squares.
func pathOf(min, max int) stepPart {
	return func(r *reader, st *Step) *lineErr {
		var err *lineErr
		st.Path, err = r.path(min, max)
		return err
	}
}

// onWord passes over PLAY's ON; TO or FOR in its place (an English
// slip) is refused naming the word to write, not as a unit unknown.
func onWord(r *reader, _ *Step) *lineErr {
	if len(r.a) > 0 && (r.a[0] == "TO" || r.a[0] == "FOR") {
		return bad("write ON before the unit that takes the card's hit, not %s: PLAY F46 ON GRD", "單位前請寫 給，不是 %s：加 F46 給 GRD", "单位前请写 给，不是 %s：加 F46 给 GRD", r.a[0])
	}
	r.skip("ON")
	return nil
}

// skipWord passes over an optional keyword such as WITH.
func skipWord(kw string) stepPart {
	return func(r *reader, _ *Step) *lineErr {
		r.skip(kw)
		return nil
	}
}

// optional reads its parts only when the line goes on.
func optional(parts ...stepPart) stepPart {
	return func(r *reader, st *Step) *lineErr {
		if len(r.a) == 0 {
			return nil
		}
		for _, part := range parts {
			if err := part(r, st); err != nil {
				return err
			}
		}
		return nil
	}
}

// discardCards: DISCARD NONE, or the cards to discard.
func discardCards(r *reader, st *Step) *lineErr {
	if len(r.a) == 1 && keyword(r.a[0]) == "NONE" {
		r.a = nil
		return nil
	}
	if len(r.a) == 0 {
		return bad("name the cards to discard, or write DISCARD NONE", "請寫要棄的牌，或寫 棄牌 無", "请写要弃的牌，或写 弃牌 无")
	}
	for len(r.a) > 0 {
		c, err := r.card()
		st.Cards = append(st.Cards, c)
		if err != nil {
			return err
		}
	}
	return nil
}

// leaderUse: a leader joins the COMBAT, or COMMANDs supporting units.
func leaderUse(r *reader, st *Step) *lineErr {
	if len(r.a) == 0 {
		return bad("write COMBAT or COMMAND and the supporting units after the leader", "領袖之後請寫 戰鬥，或 指揮 加支援單位", "领袖之后请写 战斗，或 指挥 加支援单位")
	}
	st.Word = keyword(r.a[0])
	r.a = r.a[1:]
	switch st.Word {
	case "COMBAT":
		return nil
	case "COMMAND":
		if len(r.a) == 0 {
			return bad("name the supporting units after COMMAND", "指揮 之後請寫支援單位", "指挥 之后请写支援单位")
		}
		for len(r.a) > 0 {
			u, err := r.unit()
			st.Units = append(st.Units, u)
			if err != nil {
				return err
			}
		}
		return nil
	}
	return bad("a leader is used for COMBAT or COMMAND", "領袖用於 戰鬥 或 指揮", "领袖用于 战斗 或 指挥")
}

// resultWord: the result an attacker takes, RETREAT or HIT.
func resultWord(r *reader, st *Step) *lineErr {
	var err *lineErr
	st.Word, err = r.word("RETREAT", "HIT")
	return err
}

// advanceUnit: the unit that advances, or ADVANCE NONE.
func advanceUnit(r *reader, st *Step) *lineErr {
	if len(r.a) == 1 && keyword(r.a[0]) == "NONE" {
		st.Word = "NONE"
		r.a = nil
		return nil
	}
	return theUnit(r, st)
}

// reader takes the words of a line one kind at a time.
type reader struct {
	s    *State
	seat Seat
	a    []string
}

// end refuses the words left over once verb has read all it takes.
func (r *reader) end(verb string) *lineErr {
	if len(r.a) > 0 {
		return bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.a, " "), verbWord(verb))
	}
	return nil
}

func (r *reader) skip(kw string) {
	if len(r.a) > 0 && keyword(r.a[0]) == kw {
		r.a = r.a[1:]
	}
}

func (r *reader) card() (string, *lineErr) {
	if len(r.a) == 0 {
		return "", bad("a card is missing: write its id from your hand, such as %s", "缺少牌：請寫手牌中的編號，例如 %s", "缺少牌：请写手牌中的编号，例如 %s", r.example())
	}
	id := r.a[0]
	if _, ok := r.s.card(r.seat, id); !ok {
		return "", bad("%q is not a card of your nation (card ids look like %s)", "「%s」不是您國家的牌（牌的編號像 %s）", "“%s”不是您国家的牌（牌的编号像 %s）", id, r.example())
	}
	r.a = r.a[1:]
	return id, nil
}

func (r *reader) example() string {
	if n := r.s.nations[r.seat]; n != nil {
		return n.Prefix + "07"
	}
	return "F07"
}

func (r *reader) cards(n int) ([]string, *lineErr) {
	var out []string
	for i := 0; i < n; i++ {
		c, err := r.card()
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

func (r *reader) unit() (string, *lineErr) {
	if len(r.a) == 0 {
		return "", bad("a unit is missing: name it by its code", "缺少單位：請寫它的代號", "缺少单位：请写它的代号")
	}
	n := r.s.nations[r.seat]
	if n == nil {
		return "", bad("you have no nation yet", "您尚未選定國家", "您尚未选定国家")
	}
	i, ok := n.UnitIndex(r.a[0])
	if !ok {
		var codes []string
		for _, u := range n.Units {
			codes = append(codes, u.Code)
		}
		return "", bad("%q is not one of your units (%s)", "「%s」不是您的單位（%s）", "“%s”不是您的单位（%s）", r.a[0], strings.Join(codes, " "))
	}
	r.a = r.a[1:]
	return n.Units[i].Code, nil
}

// path reads min to max squares.
func (r *reader) path(min, max int) ([]Square, *lineErr) {
	var out []Square
	for len(r.a) > 0 && len(out) < max {
		sq, ok := ParseSquare(r.a[0])
		if !ok && offBoard(r.a[0]) {
			return nil, bad("%s is off the board: the field runs from A1 to H8", "%s 在戰場之外：戰場由 A1 到 H8", "%s 在战场之外：战场由 A1 到 H8", strings.ToUpper(r.a[0]))
		}
		if !ok {
			break
		}
		out = append(out, sq)
		r.a = r.a[1:]
	}
	if len(out) < min {
		w := ""
		if len(r.a) > 0 {
			w = r.a[0]
		}
		return nil, bad("a square such as C4 is missing (found %q)", "缺少格子，例如 C4（讀到「%s」）", "缺少格子，例如 C4（读到“%s”）", w)
	}
	return out, nil
}

// offBoard reports a word written like a square that is not on the
// field, such as F9 or J2: a letter and one digit (card ids have two).
func offBoard(w string) bool {
	return len(w) == 2 && unicode.IsLetter(rune(w[0])) && w[0] < 0x80 && w[1] >= '0' && w[1] <= '9'
}

func (r *reader) word(allowed ...string) (string, *lineErr) {
	if len(r.a) > 0 {
		k := keyword(r.a[0])
		if d, ok := ParseDir(r.a[0]); ok && contains(allowed, strings.ToUpper(d.Name)) {
			k = strings.ToUpper(d.Name)
		}
		if contains(allowed, k) {
			r.a = r.a[1:]
			return k, nil
		}
	}
	var hant, hans []string
	for _, w := range allowed {
		t := answerWord(w)
		hant, hans = append(hant, t.Hant), append(hans, t.Hans)
	}
	return "", &lineErr{Msg: i18n.Text{
		EN:   fmt.Sprintf("write one of %s here", strings.Join(allowed, ", ")),
		Hant: fmt.Sprintf("這裡請寫 %s 之一", strings.Join(hant, "、")),
		Hans: fmt.Sprintf("这里请写 %s 之一", strings.Join(hans, "、")),
	}}
}

// answerWord is a one-word answer in Chinese, as the parser reads it,
// for problems that list what would be accepted.
func answerWord(w string) i18n.Text {
	switch w {
	case "YES":
		return i18n.T(w, "是", "是")
	case "NO":
		return i18n.T(w, "否", "否")
	case "RETREAT":
		return i18n.T(w, "撤退", "撤退")
	case "HIT":
		return i18n.T(w, "受損", "受损")
	}
	return dirWord(dirNamed(strings.ToLower(w)))
}

// cond reads "DEF >= 9 <line>".
func (r *reader) cond() (Step, *lineErr) {
	st := Step{Verb: "IF"}
	if len(r.a) < 4 || keyword(r.a[0]) != "DEF" {
		return st, bad("write IF DEF >= 9 followed by a PLAY, LEADER or SKIRMISH line", "請寫 如果 防禦 >= 9，再接 加、領袖 或 佯攻", "请写 如果 防御 >= 9，再接 加、领袖 或 佯攻")
	}
	switch r.a[1] {
	case ">=", ">", "<=", "<":
		st.Op = r.a[1]
	default:
		return st, bad("compare the defence with >=, >, <= or <, not %q", "防禦請用 >=、>、<= 或 < 比較，不是「%s」", "防御请用 >=、>、<= 或 < 比较，不是“%s”", r.a[1])
	}
	n, err := strconv.Atoi(r.a[2])
	if err != nil || n < 0 || n > 999 {
		return st, bad("%q is not a number: write the defence in digits from 0 to 999, as in IF DEF >= 12 PLAY F46", "「%s」不是數字：防禦請寫 0 到 999 的阿拉伯數字，例如 如果 防禦 >= 12 加 F46", "“%s”不是数字：防御请写 0 到 999 的阿拉伯数字，例如 如果 防御 >= 12 加 F46", r.a[2])
	}
	st.N = n
	verb, ok := verbs[r.a[3]]
	if !ok || (verb != "PLAY" && verb != "LEADER" && verb != "SKIRMISH") {
		return st, bad("after the comparison comes a PLAY, LEADER or SKIRMISH line", "比較之後請接 加、領袖 或 佯攻", "比较之后请接 加、领袖 或 佯攻")
	}
	then, e := r.s.parseStep(r.seat, verb, r.a[4:], false)
	if e != nil {
		return st, e
	}
	st.Then = &then
	return st, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
