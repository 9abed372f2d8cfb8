package maneuver

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/spelling"
	"adjutant/templates/i18n"
)

// parsed is what a submission's lines amount to.
type parsed struct {
	steps plan.Queue[Step]
	book  []plan.Entry[Answer]
	setup []plan.Step[Step]
	cont  int // the line of a CONTINUE: the plan still to run, as written
}

// mode says what a submission may contain.
type mode int

const (
	modeSetup    mode = iota // set-up lines
	modeTurn                 // a player turn's plan and standing answers
	modeAnswer               // standing answers only (a question to the opponent)
	modeStanding             // standing answers only, from a seat not asked now
)

// lineErr is why a line cannot be taken (the kit's, which the shared
// submit path reads).
type lineErr = checked.Fault

func bad(en, hant, hans string, a ...any) *lineErr {
	return &lineErr{Msg: i18n.T(en, hant, hans, a...)}
}

// parse reads a submission's lines for seat. It needs the state for the
// seat's nation (cards and units) when there is one.
func (s *State) parse(seat Seat, m mode, lines []games.Line) (parsed, []games.Echo, []games.Problem) {
	var p parsed
	var c checked.Lines
	c.Read(lines, tokens, func(n int, t []string) (string, *lineErr) { return s.parseOne(seat, m, n, t, &p) })
	return p, c.Echo, c.Problems
}

func (s *State) parseOne(seat Seat, m mode, n int, t []string, p *parsed) (string, *lineErr) {
	verb, ok := verbs[t[0]]
	if !ok {
		if guess, ok := spelling.ClosestHan(t[0], chineseVerbs()); ok {
			return "", bad("%q is not a word of Maneuver's plans: did you mean %s? (GET maneuver-plan lists them)", "「%s」不是演習計劃的用語：是否想寫 %s？（GET maneuver-plan 列出全部）", "“%s”不是演习计划的用语：是否想写 %s？（GET maneuver-plan 列出全部）", t[0], guess.TextIn(chineseVerbs()))
		}
		if guess, ok := spelling.Closest(t[0], englishVerbs()); ok {
			return "", bad("%q is not a word of Maneuver's plans: did you mean %s? (GET maneuver-plan lists them)", "「%s」不是演習計劃的用語：是否想寫 %s？（GET maneuver-plan 列出全部）", "“%s”不是演习计划的用语：是否想写 %s？（GET maneuver-plan 列出全部）", t[0], guess)
		}
		return "", bad("%q is not a word of Maneuver's plans (GET maneuver-plan lists them)", "「%s」不是演習計劃的用語（GET maneuver-plan 列出全部）", "“%s”不是演习计划的用语（GET maneuver-plan 列出全部）", t[0])
	}
	args := t[1:]
	if verb == "NATION" && len(args) == 2 {
		verb = "NATIONS"
	}
	switch verb {
	case "TILES", "NATIONS", "NATION", "EDGE", "HAND", "DEPLOY":
		if m != modeSetup {
			return "", bad("%s belongs to the set-up, which is over", "%s 屬於布置階段，已經結束", "%s 属于布置阶段，已经结束", verbWord(verb))
		}
		st, err := s.parseSetup(seat, verb, args, p.setup)
		if err != nil {
			return "", err
		}
		p.setup = append(p.setup, plan.Step[Step]{Line: n, Text: st.canonical(), Act: st})
		return st.canonical(), nil
	case "DEFEND", "WITHDRAW", "GUERRILLA", "CHOOSE", "SIDE":
		if m == modeSetup {
			// SIDE is also a set-up word in players' mouths ("SIDE south"
			// for EDGE SOUTH): say what the set-up asks of them now.
			if ask, ok := s.askOf(seat); ok {
				return "", bad("standing answers are given once the turns have begun; the set-up asks you now for %s", "常備答覆要到回合開始後才能給；布置階段現在要您給%s", "常备答复要到回合开始后才能给；布置阶段现在要您给%s", ask)
			}
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
			return "", bad("%s belongs to a player turn; the set-up is not over", "%s 屬於玩家回合；布置尚未結束", "%s 属于玩家回合；布置尚未结束", verbWord(verb))
		}
		if m == modeStanding {
			// Say when the plan line is taken, as Marengo and Gettysburg do.
			return "", bad("you are not asked now: %s waits for your own turn's plan (or a question to you); only standing answers (DEFEND, WITHDRAW, GUERRILLA, CHOOSE, SIDE) are taken now, kept for the questions to come",
				"現在不需要您行動：%s 要等您自己回合的計劃（或向您提出的問題）；現在只接受常備答覆（防守、撤離、游擊隊、選擇、側），留待之後的問題使用",
				"现在不需要您行动：%s 要等您自己回合的计划（或向您提出的问题）；现在只接受常备答复（防守、撤离、游击队、选择、侧），留待之后的问题使用", verbWord(verb))
		}
		return "", bad("only standing answers (DEFEND, WITHDRAW, GUERRILLA, CHOOSE, SIDE) are asked of you now, not %s", "現在只需要常備答覆（防守、撤離、游擊隊、選擇、側），不是 %s", "现在只需要常备答复（防守、撤离、游击队、选择、侧），不是 %s", verbWord(verb))
	}
	if verb == "CONTINUE" {
		// At a stop, the plan still to run as written: no step of its own
		// (Resolve keeps the plan when an answer brings none); submit
		// says when it cannot be used.
		if len(args) > 0 {
			return "", bad("CONTINUE stands alone on its line", "續行 一行不帶其他字", "续行 一行不带其他字")
		}
		p.cont = n
		return "CONTINUE", nil
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

// parseAnswer reads a standing answer.
func (s *State) parseAnswer(seat Seat, verb string, a []string) (plan.Entry[Answer], *lineErr) {
	kind := strings.ToLower(verb)
	e := plan.Entry[Answer]{Kind: kind}
	r := reader{s: s, seat: seat, a: a}
	if len(a) == 0 {
		return e, bad("%s needs a subject and an answer", "%s 需要對象與答覆", "%s 需要对象与答复", verbWord(verb))
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
			return e, bad("%s is about one of your units (its code) or * for all", "%s 的對象是您的一個單位（代號）或 * 代表全部", "%s 的对象是您的一个单位（代号）或 * 代表全部", verbWord(verb))
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
	if err := r.end(verb); err != nil {
		return e, err
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
			return st, &lineErr{Msg: i18n.Plural(want,
				i18n.T("%s names %d nation", "%s 需寫 %d 個國家", "%s 需写 %d 个国家", verbWord(verb), want),
				i18n.T("%s names %d nations", "%s 需寫 %d 個國家", "%s 需写 %d 个国家", verbWord(verb), want))}
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
		if len(a) != HandSize {
			return st, bad("HAND names %d cards of your nation, and this line names %d", "手牌 須寫您國家的 %d 張牌，此行寫了 %d 張", "手牌 须写您国家的 %d 张牌，此行写了 %d 张", HandSize, len(a))
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
	if err := r.end(verb); err != nil {
		return st, err
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

// nationKeys lists the nations a player may name: their keys in English,
// their names in Chinese (both are read).
func nationKeys(d *Data) i18n.Text {
	var en, hant, hans []string
	for _, n := range d.Nations {
		en, hant, hans = append(en, strings.ToUpper(n.Key)), append(hant, n.Name.Hant), append(hans, n.Name.Hans)
	}
	return i18n.Text{EN: strings.Join(en, " "), Hant: strings.Join(hant, "、"), Hans: strings.Join(hans, "、")}
}

// askOf is what the phase asks of seat now, when it asks seat anything.
func (s *State) askOf(seat Seat) (i18n.Text, bool) {
	for _, r := range s.requests() {
		if r.Seat == seat.Seat() {
			return r.Public.Ask, true
		}
	}
	return i18n.Text{}, false
}
