package maneuver

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// Step is one ordered line of a player turn's plan (or of the set-up).
// Which fields are used depends on the verb; canonical() writes it back.
type Step struct {
	Verb  string   `json:"verb"`
	Cards []string `json:"cards,omitempty"`
	Unit  string   `json:"unit,omitempty"`
	Path  []Square `json:"path,omitempty"`
	Word  string   `json:"word,omitempty"`
	Units []string `json:"units,omitempty"`
	// IF lines: the comparison with the defence total known at step 5,
	// and the line to play when it holds.
	Op   string `json:"op,omitempty"`
	N    int    `json:"n,omitempty"`
	Then *Step  `json:"then,omitempty"`
	// Set-up lines.
	Tiles []Placement `json:"tiles,omitempty"`
	Words []string    `json:"words,omitempty"`
}

// Answer is a standing answer's content: a word (ALL, NONE, YES, NO,
// RETREAT, HIT, a direction), the cards it names, and for DEFEND the
// leader (a card, BEST or NONE).
type Answer struct {
	Word   string   `json:"word,omitempty"`
	Cards  []string `json:"cards,omitempty"`
	Leader string   `json:"leader,omitempty"`
}

// The kinds of standing answer and of question.
const (
	askDefend    = "defend"
	askWithdraw  = "withdraw"
	askGuerrilla = "guerrilla"
	askChoose    = "choose"
	askSide      = "side"
	askPlan      = "plan" // the player whose turn it is, asked for the rest of it
)

// phaseOf orders a turn's verbs by the phase they belong to (rule 4).
func phaseOf(verb string) int {
	switch verb {
	case "DISCARD":
		return phDiscard
	case "SCOUT":
		return phScout
	case "MOVE", "SUPPLY", "FORCED":
		return phMove
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY", "PLAY", "LEADER", "SKIRMISH", "IF", "RESULT", "ADVANCE", "LOSS":
		return phCombat
	case "RESTORE":
		return phRestore
	case "REDOUBT":
		return phRedoubt
	}
	return -1
}

// The phases of a player turn, in order. The draw comes between the
// discard and the Scout.
const (
	phDiscard = iota
	phScout
	phMove
	phCombat
	phRestore
	phRedoubt
	phEnd
)

// combatVerbs open a combat; combatLines belong to the one before them.
func opensCombat(v string) bool {
	switch v {
	case "ASSAULT", "AMBUSH", "BOMBARD", "VOLLEY", "BATTERY":
		return true
	}
	return false
}

func combatLine(v string) bool {
	switch v {
	case "PLAY", "LEADER", "SKIRMISH", "IF", "RESULT", "ADVANCE", "LOSS":
		return true
	}
	return false
}

// canonical writes a step as the plan language's English form.
func (st Step) canonical() string {
	var w []string
	add := func(xs ...string) { w = append(w, xs...) }
	add(st.Verb)
	sq := func() {
		for _, p := range st.Path {
			add(p.String())
		}
	}
	switch st.Verb {
	case "DISCARD", "HAND":
		if len(st.Cards) == 0 {
			add("NONE")
		}
		add(st.Cards...)
	case "SCOUT":
		add(st.Cards...)
	case "MOVE":
		add(st.Unit)
		sq()
	case "SUPPLY", "FORCED":
		add(st.Cards[0], st.Unit)
		sq()
	case "ASSAULT", "BOMBARD", "VOLLEY":
		add(st.Unit)
		sq()
		add("WITH", st.Cards[0])
	case "AMBUSH":
		add(st.Cards[0])
		sq()
	case "BATTERY":
		add(st.Cards[0], st.Unit)
		sq()
	case "PLAY":
		add(st.Cards[0])
		if st.Unit != "" {
			add("ON", st.Unit)
		}
	case "LEADER":
		add(st.Cards[0], st.Word)
		add(st.Units...)
	case "SKIRMISH":
		add(st.Cards[0])
		sq()
	case "IF":
		add("DEF", st.Op, strconv.Itoa(st.N), st.Then.canonical())
	case "RESULT", "ADVANCE", "LOSS":
		if st.Unit != "" {
			add(st.Unit)
		} else {
			add(st.Word)
		}
	case "RESTORE":
		add(st.Unit, "WITH", st.Cards[0])
	case "REDOUBT":
		add(st.Cards[0], st.Unit)
	case "TILES":
		for _, p := range st.Tiles {
			add(p.String())
		}
	case "NATIONS", "NATION", "EDGE":
		add(st.Words...)
	case "DEPLOY":
		for i, u := range st.Units {
			add(u, st.Path[i].String())
		}
	}
	return strings.Join(w, " ")
}

// answerText writes a standing answer in canonical form.
func answerText(kind, subject string, a Answer) string {
	w := []string{strings.ToUpper(kind), subject}
	if kind == askGuerrilla {
		w[1] = strings.ToUpper(subject)
	}
	switch {
	case len(a.Cards) > 0:
		w = append(w, a.Cards...)
	default:
		w = append(w, a.Word)
	}
	if kind == askDefend && a.Leader != "" {
		w = append(w, "LEADER", a.Leader)
	}
	return strings.Join(w, " ")
}

// parsed is what a submission's lines amount to.
type parsed struct {
	steps plan.Queue[Step]
	book  []plan.Entry[Answer]
	setup []plan.Step[Step]
}

// mode says what a submission may contain.
type mode int

const (
	modeSetup  mode = iota // set-up lines
	modeTurn               // a player turn's plan and standing answers
	modeAnswer             // standing answers only (a question to the opponent)
)

// lineErr is a problem with the line being parsed.
type lineErr struct{ msg i18n.Text }

// text is the problem as the shared submit path takes it; nil for none.
func (e *lineErr) text() *i18n.Text {
	if e == nil {
		return nil
	}
	return &e.msg
}

func bad(en, hant, hans string, a ...any) *lineErr { return &lineErr{i18n.T(en, hant, hans, a...)} }

// parse reads a submission's lines for seat. It needs the state for the
// seat's nation (cards and units) when there is one.
func (s *State) parse(seat Seat, m mode, lines []games.Line) (parsed, []games.Echo, []games.Problem) {
	var p parsed
	var c checked.Lines
	for _, ln := range lines {
		t := tokens(ln.Text)
		if len(t) == 0 {
			continue
		}
		canon, err := s.parseOne(seat, m, ln.N, t, &p)
		c.Add(ln, canon, err.text())
	}
	return p, c.Echo, c.Problems
}

func (s *State) parseOne(seat Seat, m mode, n int, t []string, p *parsed) (string, *lineErr) {
	verb, ok := verbs[t[0]]
	if !ok {
		return "", bad("%q is not a word of Maneuver's plans (GET maneuver-plan lists them)", "「%s」不是演習計劃的用語（GET maneuver-plan 列出全部）", "“%s”不是演习计划的用语（GET maneuver-plan 列出全部）", t[0])
	}
	args := t[1:]
	if verb == "NATION" && len(args) == 2 {
		verb = "NATIONS"
	}
	switch verb {
	case "TILES", "NATIONS", "NATION", "EDGE", "HAND", "DEPLOY":
		if m != modeSetup {
			return "", bad("%s belongs to the set-up, which is over", "%s 屬於布置階段，已經結束", "%s 属于布置阶段，已经结束", verb)
		}
		st, err := s.parseSetup(seat, verb, args, p.setup)
		if err != nil {
			return "", err
		}
		p.setup = append(p.setup, plan.Step[Step]{Line: n, Text: st.canonical(), Act: st})
		return st.canonical(), nil
	case "DEFEND", "WITHDRAW", "GUERRILLA", "CHOOSE", "SIDE":
		if m == modeSetup {
			return "", bad("standing answers are given once the turns have begun", "常備答覆要到回合開始後才能給", "常备答复要到回合开始后才能给")
		}
		e, err := s.parseAnswer(seat, verb, args)
		if err != nil {
			return "", err
		}
		e.Line = n
		p.book = append(p.book, e)
		return e.Text, nil
	}
	if m != modeTurn {
		if m == modeSetup {
			return "", bad("%s belongs to a player turn; the set-up is not over", "%s 屬於玩家回合；布置尚未結束", "%s 属于玩家回合；布置尚未结束", verb)
		}
		return "", bad("only standing answers (DEFEND, WITHDRAW, GUERRILLA, CHOOSE, SIDE) are asked of you now, not %s", "現在只需要常備答覆（防守、撤離、游擊隊、選擇、側），不是 %s", "现在只需要常备答复（防守、撤离、游击队、选择、侧），不是 %s", verb)
	}
	if verb == "ASK" {
		if len(args) > 0 {
			return "", bad("ASK stands alone on its line", "詢問 一行不帶其他字", "询问 一行不带其他字")
		}
		p.steps = append(p.steps, plan.Step[Step]{Line: n, Text: "ASK", Stop: plan.Ask, Act: Step{Verb: "ASK"}})
		return "ASK", nil
	}
	st, err := s.parseStep(seat, verb, args, true)
	if err != nil {
		return "", err
	}
	c := st.canonical()
	p.steps = append(p.steps, plan.Step[Step]{Line: n, Text: c, Act: st})
	return c, nil
}

// parseStep reads one ordered line of a player turn.
func (s *State) parseStep(seat Seat, verb string, a []string, top bool) (Step, *lineErr) {
	st := Step{Verb: verb}
	r := reader{s: s, seat: seat, a: a}
	var err *lineErr
	switch verb {
	case "DISCARD":
		if len(a) == 1 && keyword(a[0]) == "NONE" {
			r.a = nil
			break
		}
		if len(a) == 0 {
			return st, bad("name the cards to discard, or write DISCARD NONE", "請寫要棄的牌，或寫 棄牌 無", "请写要弃的牌，或写 弃牌 无")
		}
		for len(r.a) > 0 && err == nil {
			var c string
			c, err = r.card()
			st.Cards = append(st.Cards, c)
		}
	case "SCOUT":
		st.Cards, err = r.cards(1)
	case "MOVE":
		if st.Unit, err = r.unit(); err == nil {
			st.Path, err = r.path(1, 2)
		}
	case "SUPPLY", "FORCED":
		st.Cards, err = r.cards(1)
		if err == nil {
			st.Unit, err = r.unit()
		}
		if err == nil {
			max := 2
			if verb == "FORCED" {
				max = 1
			}
			st.Path, err = r.path(1, max)
		}
	case "ASSAULT", "BOMBARD", "VOLLEY":
		if st.Unit, err = r.unit(); err == nil {
			st.Path, err = r.path(1, 1)
		}
		if err == nil {
			r.skip("WITH")
			st.Cards, err = r.cards(1)
		}
	case "AMBUSH":
		if st.Cards, err = r.cards(1); err == nil {
			st.Path, err = r.path(1, 1)
		}
	case "BATTERY":
		if st.Cards, err = r.cards(1); err == nil {
			if st.Unit, err = r.unit(); err == nil {
				st.Path, err = r.path(1, 1)
			}
		}
	case "PLAY":
		if st.Cards, err = r.cards(1); err == nil && len(r.a) > 0 {
			r.skip("ON")
			st.Unit, err = r.unit()
		}
	case "LEADER":
		if st.Cards, err = r.cards(1); err == nil {
			if len(r.a) == 0 {
				return st, bad("write COMBAT or COMMAND and the supporting units after the leader", "領袖之後請寫 戰鬥，或 指揮 加支援單位", "领袖之后请写 战斗，或 指挥 加支援单位")
			}
			st.Word = keyword(r.a[0])
			r.a = r.a[1:]
			switch st.Word {
			case "COMBAT":
			case "COMMAND":
				if len(r.a) == 0 {
					return st, bad("name the supporting units after COMMAND", "指揮 之後請寫支援單位", "指挥 之后请写支援单位")
				}
				for len(r.a) > 0 && err == nil {
					var u string
					u, err = r.unit()
					st.Units = append(st.Units, u)
				}
			default:
				return st, bad("a leader is used for COMBAT or COMMAND", "領袖用於 戰鬥 或 指揮", "领袖用于 战斗 或 指挥")
			}
		}
	case "SKIRMISH":
		if st.Cards, err = r.cards(1); err == nil && len(r.a) > 0 {
			st.Path, err = r.path(1, 2)
		}
	case "IF":
		if !top {
			return st, bad("IF lines do not nest", "如果 不能套用", "如果 不能套用")
		}
		return r.cond()
	case "RESULT":
		st.Word, err = r.word("RETREAT", "HIT")
	case "ADVANCE", "LOSS":
		if len(a) == 1 && keyword(a[0]) == "NONE" && verb == "ADVANCE" {
			st.Word = "NONE"
			r.a = nil
			break
		}
		st.Unit, err = r.unit()
	case "RESTORE":
		if st.Unit, err = r.unit(); err == nil {
			r.skip("WITH")
			st.Cards, err = r.cards(1)
		}
	case "REDOUBT":
		if st.Cards, err = r.cards(1); err == nil {
			st.Unit, err = r.unit()
		}
	default:
		return st, bad("%s cannot be used here", "這裡不能用 %s", "这里不能用 %s", verb)
	}
	if err != nil {
		return st, err
	}
	if len(r.a) > 0 {
		return st, bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.a, " "), verb)
	}
	return st, nil
}

// reader takes the words of a line one kind at a time.
type reader struct {
	s    *State
	seat Seat
	a    []string
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
	return "", &lineErr{i18n.Text{
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
		return st, bad("%q is not a number", "「%s」不是數字", "“%s”不是数字", r.a[2])
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

// holds reports whether the comparison holds for a defence total.
func (st Step) holds(def int) bool {
	switch st.Op {
	case ">=":
		return def >= st.N
	case ">":
		return def > st.N
	case "<=":
		return def <= st.N
	case "<":
		return def < st.N
	}
	return false
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// parseAnswer reads a standing answer.
func (s *State) parseAnswer(seat Seat, verb string, a []string) (plan.Entry[Answer], *lineErr) {
	kind := strings.ToLower(verb)
	e := plan.Entry[Answer]{Kind: kind}
	r := reader{s: s, seat: seat, a: a}
	if len(a) == 0 {
		return e, bad("%s needs a subject and an answer", "%s 需要對象與答覆", "%s 需要对象与答复", verb)
	}
	// The subject: a unit, "*" for every unit, or for Guerrilla the kind
	// of card it answers.
	switch {
	case a[0] == "*" || keyword(a[0]) == "ALL" && kind != askDefend:
		e.Subject = plan.Any
		r.a = r.a[1:]
	case kind == askGuerrilla:
		k := keyword(a[0])
		if k != "SUPPLY" && k != "FORCED" && k != "REGROUP" && k != "RESTORE" {
			return e, bad("GUERRILLA answers SUPPLY, FORCED, REGROUP, RESTORE or *", "游擊隊 的對象是 補給、強行軍、重組、恢復 或 *", "游击队 的对象是 补给、强行军、重组、恢复 或 *")
		}
		e.Subject = strings.ToLower(k)
		r.a = r.a[1:]
	default:
		u, err := r.unit()
		if err != nil {
			return e, bad("%s is about one of your units (its code) or * for all", "%s 的對象是您的一個單位（代號）或 * 代表全部", "%s 的对象是您的一个单位（代号）或 * 代表全部", verb)
		}
		e.Subject = u
	}
	var err *lineErr
	switch kind {
	case askDefend:
		switch {
		case len(r.a) > 0 && (keyword(r.a[0]) == "ALL" || keyword(r.a[0]) == "NONE"):
			e.Answer.Word = keyword(r.a[0])
			r.a = r.a[1:]
		default:
			for len(r.a) > 0 && keyword(r.a[0]) != "LEADER" && err == nil {
				var c string
				c, err = r.card()
				e.Answer.Cards = append(e.Answer.Cards, c)
			}
			if err == nil && len(e.Answer.Cards) == 0 {
				err = bad("DEFEND: write ALL, NONE or the cards to play", "防守：請寫 全部、無 或要打出的牌", "防守：请写 全部、无 或要打出的牌")
			}
		}
		if err == nil && len(r.a) > 0 {
			r.skip("LEADER")
			switch {
			case len(r.a) > 0 && (keyword(r.a[0]) == "BEST" || keyword(r.a[0]) == "NONE"):
				e.Answer.Leader = keyword(r.a[0])
				r.a = r.a[1:]
			default:
				var c string
				if c, err = r.card(); err == nil {
					if cd, _ := s.card(seat, c); cd.Kind != KindLeader {
						err = bad("%s is not a leader", "%s 不是領袖", "%s 不是领袖", c)
					}
					e.Answer.Leader = c
				}
			}
		}
	case askWithdraw, askGuerrilla:
		e.Answer.Word, err = r.word("YES", "NO")
	case askChoose:
		e.Answer.Word, err = r.word("RETREAT", "HIT")
	case askSide:
		e.Answer.Word, err = r.word("NORTH", "EAST", "SOUTH", "WEST")
	}
	if err != nil {
		return e, err
	}
	if len(r.a) > 0 {
		return e, bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.a, " "), verb)
	}
	e.Text = answerText(kind, e.Subject, e.Answer)
	return e, nil
}

// parseSetup reads a set-up line; whether it fits the moment is checked
// when it is used.
func (s *State) parseSetup(seat Seat, verb string, a []string, earlier []plan.Step[Step]) (Step, *lineErr) {
	st := Step{Verb: verb}
	r := reader{s: s, seat: seat, a: a}
	switch verb {
	case "TILES":
		if len(a) != 4 {
			return st, bad("TILES takes four tiles, north-west, north-east, south-west, south-east, such as TILES 1 5 3/90 8", "地圖塊 需四塊：西北、東北、西南、東南，例如 地圖塊 1 5 3/90 8", "地图块 需四块：西北、东北、西南、东南，例如 地图块 1 5 3/90 8")
		}
		seen := map[int]bool{}
		for _, w := range a {
			p, ok := ParsePlacement(w)
			if !ok {
				return st, bad("%q is not a tile: write its number, and /90, /180 or /270 to turn it clockwise", "「%s」不是地圖塊：請寫編號，可加 /90、/180 或 /270 順時針轉", "“%s”不是地图块：请写编号，可加 /90、/180 或 /270 顺时针转", w)
			}
			if _, ok := s.data.Tile(p.Tile); !ok {
				return st, bad("there is no tile %d (%s)", "沒有地圖塊 %d（%s）", "没有地图块 %d（%s）", p.Tile, tileIDs(s.data))
			}
			if seen[p.Tile] {
				return st, bad("tile %d is used twice", "地圖塊 %d 用了兩次", "地图块 %d 用了两次", p.Tile)
			}
			seen[p.Tile] = true
			st.Tiles = append(st.Tiles, p)
		}
		r.a = nil
	case "NATIONS", "NATION":
		want := 1
		if verb == "NATIONS" {
			want = 2
		}
		if len(a) != want {
			return st, bad("%s names %d nation(s)", "%s 需寫 %d 個國家", "%s 需写 %d 个国家", verb, want)
		}
		for _, w := range a {
			n, ok := s.data.Nation(w)
			if !ok {
				return st, bad("%q is not a nation of this judge (%s)", "「%s」不是本裁判提供的國家（%s）", "“%s”不是本裁判提供的国家（%s）", w, nationKeys(s.data))
			}
			if contains(st.Words, strings.ToUpper(n.Key)) {
				return st, bad("two different nations, please", "請寫兩個不同的國家", "请写两个不同的国家")
			}
			st.Words = append(st.Words, strings.ToUpper(n.Key))
		}
		r.a = nil
	case "EDGE":
		if len(a) != 1 {
			return st, bad("EDGE takes one of NORTH, EAST, SOUTH, WEST", "邊 請寫 北、東、南、西 之一", "边 请写 北、东、南、西 之一")
		}
		d, ok := ParseDir(a[0])
		if !ok {
			return st, bad("EDGE takes one of NORTH, EAST, SOUTH, WEST", "邊 請寫 北、東、南、西 之一", "边 请写 北、东、南、西 之一")
		}
		st.Words = []string{strings.ToUpper(d.Name)}
		r.a = nil
	case "HAND":
		if s.nations[seat] == nil {
			return st, bad("choose the starting hand once your nation is known", "國家確定後才能選起始手牌", "国家确定后才能选起始手牌")
		}
		cards, err := r.cards(HandSize)
		if err != nil {
			return st, err
		}
		for i := range cards {
			for j := range i {
				if cards[i] == cards[j] {
					return st, bad("%s is named twice", "%s 寫了兩次", "%s 写了两次", cards[i])
				}
			}
		}
		st.Cards = cards
	case "DEPLOY":
		if _, ok := s.deployEdge(seat, earlier); s.nations[seat] == nil || !ok {
			return st, bad("deploy once your nation and your edge are known (the player who chooses the edge may write EDGE and DEPLOY in one mail)", "國家與起始邊確定後才能部署（選邊的玩家可在同一封信寫 邊 與 部署）", "国家与起始边确定后才能部署（选边的玩家可在同一封信写 边 与 部署）")
		}
		if len(a) == 0 || len(a)%2 != 0 {
			return st, bad("DEPLOY takes pairs of a unit and a square: DEPLOY GRD C1 CUI D2", "部署 需成對寫單位與格子：部署 GRD C1 CUI D2", "部署 需成对写单位与格子：部署 GRD C1 CUI D2")
		}
		for len(r.a) > 0 {
			u, err := r.unit()
			if err != nil {
				return st, err
			}
			sq, err := r.path(1, 1)
			if err != nil {
				return st, err
			}
			st.Units = append(st.Units, u)
			st.Path = append(st.Path, sq[0])
		}
	}
	if len(r.a) > 0 {
		return st, bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.a, " "), verb)
	}
	return st, nil
}

func tileIDs(d *Data) string {
	var ids []string
	for _, t := range d.Tiles {
		ids = append(ids, fmt.Sprint(t.ID))
	}
	return strings.Join(ids, " ")
}

func nationKeys(d *Data) string {
	var ks []string
	for _, n := range d.Nations {
		ks = append(ks, strings.ToUpper(n.Key))
	}
	return strings.Join(ks, " ")
}
