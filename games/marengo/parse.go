package marengo

import (
	"fmt"
	"slices"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/checked"
	"adjutant/games/kit/plan"
	"adjutant/games/kit/spelling"
	"adjutant/templates/i18n"
)

// parsed is what a submission's lines amount to.
type parsed struct {
	steps   plan.Queue[Step]
	book    []plan.Entry[Answer]
	clears  []string
	concede bool
	// done: DONE (END, PASS) ends the turn with what the plan holds, even
	// nothing; cont: the line of a CONTINUE, which answers a stopped turn
	// by running the lines it set aside (0: none).
	done bool
	cont int
}

// ends reports whether a submission ends the turn (or answers a stopped
// one): a plan line, DONE, CONTINUE or CONCEDE. Standing answers alone
// do not.
func (p parsed) ends() bool { return len(p.steps) > 0 || p.done || p.cont > 0 || p.concede }

// mode says what a submission may contain.
type mode int

const (
	modePlan     mode = iota // a turn's plan and standing answers
	modeAnswer               // standing answers only (a question)
	modeStanding             // standing answers only, out of the side's turn
)

// parseLines reads a submission's lines for side.
func parseLines(sc *Scenario, side Side, m mode, lines []games.Line) (parsed, []games.Echo, []games.Problem) {
	var p parsed
	var c checked.Lines
	words := func(text string) []string { return segment(sc, tokens(text)) }
	c.Read(lines, words, func(n int, t []string) (string, *lineErr) { return parseOne(sc, side, m, n, t, &p) })
	return p, c.Echo, c.Problems
}

// guessVerb is the plan word w, which is none, most likely means: by its
// characters for a Chinese word, by its spelling for a Latin one.
func guessVerb(w string) (i18n.Text, bool) {
	if g, ok := spelling.ClosestHan(w, verbForms()); ok {
		return g.TextIn(verbForms()), true
	}
	if g, ok := spelling.Closest(w, englishVerbs()); ok {
		return plain(g), true
	}
	return i18n.Text{}, false
}

func parseOne(sc *Scenario, side Side, m mode, n int, t []string, p *parsed) (string, *lineErr) {
	verb, ok := verbWord(t[0])
	if !ok {
		if guess, ok := guessVerb(t[0]); ok {
			return "", bad("%q is not a word of Marengo's plans: did you mean %s? (GET marengo orders lists them)", "「%s」不是馬倫哥計劃的用語：是否想寫 %s？（GET marengo orders 列出全部）", "“%s”不是马伦哥计划的用语：是否想写 %s？（GET marengo orders 列出全部）", t[0], guess)
		}
		return "", bad("%q is not a word of Marengo's plans (GET marengo orders lists them)", "「%s」不是馬倫哥計劃的用語（GET marengo orders 列出全部）", "“%s”不是马伦哥计划的用语（GET marengo orders 列出全部）", t[0])
	}
	r := &reader{sc: sc, side: side, w: t[1:]}
	switch {
	case answerVerb(verb):
		e, err := r.answer(verb)
		if err != nil {
			return "", err
		}
		e.Line = n
		p.book = append(p.book, e)
		return e.Text, nil
	case verb == "FORGET":
		k, err := r.clear()
		if err != nil {
			return "", err
		}
		p.clears = append(p.clears, k)
		return "FORGET " + strings.ToUpper(orAll(k)), nil
	case verb == "CONCEDE":
		if m == modeStanding {
			return "", bad("CONCEDE is taken in your own turn or in answer to a question put to you; now only standing answers are taken", "投降 只在您自己的回合或回答向您提出的問題時採用；現在只接受常備答覆", "投降 只在您自己的回合或回答向您提出的问题时采用；现在只接受常备答复")
		}
		if len(r.w) > 0 {
			return "", bad("CONCEDE stands alone on its line", "投降 一行不帶其他字", "投降 一行不带其他字")
		}
		p.concede = true
		return "CONCEDE", nil
	case verb == "DONE", verb == "CONTINUE":
		if len(r.w) > 0 {
			return "", bad("%s stands alone on its line", "%s 一行不帶其他字", "%s 一行不带其他字", wordText(verb))
		}
		if m == modeStanding {
			return "", notYourTurn(verb)
		}
		if m != modePlan {
			return "", bad("%s answers a turn that stopped for its plan; the question now wants a standing answer", "%s 用於回答暫停的回合計劃；現在的問題需要常備答覆", "%s 用于回答暂停的回合计划；现在的问题需要常备答复", verb)
		}
		if verb == "CONTINUE" {
			p.cont = n
		} else {
			p.done = true
		}
		return verb, nil
	}
	if m == modeStanding {
		return "", notYourTurn(verb)
	}
	if m != modePlan {
		return "", bad("only standing answers (BLOCK, COUNTERFIRE, FRONT, PURSUE, RETREAT, ADVANCE, HIT, LOSS) are asked of you now, not %s",
			"現在只需要常備答覆（防堵、反擊、第一線、追擊、撤退、前進、打擊、損失），不是 %s",
			"现在只需要常备答复（防堵、反击、第一线、追击、撤退、前进、打击、损失），不是 %s", verb)
	}
	if verb == "ASK" {
		if len(r.w) > 0 {
			return "", bad("ASK stands alone on its line", "詢問 一行不帶其他字", "询问 一行不带其他字")
		}
		p.steps = append(p.steps, plan.Step[Step]{Line: n, Text: "ASK", Stop: plan.Ask, Act: Step{Verb: "ASK"}})
		return "ASK", nil
	}
	st, err := r.step(verb)
	if err != nil {
		return "", err
	}
	c := st.canonical()
	p.steps = append(p.steps, plan.Step[Step]{Line: n, Text: c, Act: st})
	return c, nil
}

// answerVerb reports whether verb starts a standing answer.
func answerVerb(verb string) bool {
	switch verb {
	case "BLOCK", "COUNTERFIRE", "FRONT", "PURSUE", "RETREAT", "ADVANCE", "HIT", "LOSS":
		return true
	}
	return false
}

// notYourTurn refuses a plan word sent by a side not asked now.
func notYourTurn(verb string) *lineErr {
	return bad("you are not asked now: %s waits for your own turn's plan (or a question to you); only standing answers (BLOCK, COUNTERFIRE, FRONT, PURSUE, RETREAT, ADVANCE, HIT, LOSS) and FORGET are taken now, kept for the decisions to come",
		"現在不需要您行動：%s 要等您自己回合的計劃（或向您提出的問題）；現在只接受常備答覆（防堵、反擊、第一線、追擊、撤退、前進、打擊、損失）及 刪除，留待之後的決定使用",
		"现在不需要您行动：%s 要等您自己回合的计划（或向您提出的问题）；现在只接受常备答复（防堵、反击、第一线、追击、撤退、前进、打击、损失）及 删除，留待之后的决定使用", wordText(verb))
}

func orAll(k string) string {
	if k == "" {
		return "all"
	}
	return k
}

// reader takes the words of a line one kind at a time.
type reader struct {
	sc   *Scenario
	side Side
	w    []string
}

func (r *reader) peek() string {
	if len(r.w) == 0 {
		return ""
	}
	return r.w[0]
}

func (r *reader) take() string {
	w := r.peek()
	if len(r.w) > 0 {
		r.w = r.w[1:]
	}
	return w
}

// isID reports whether w is one of the side's block ids.
func (r *reader) isID(w string) bool {
	d, ok := r.sc.Def(w)
	return ok && d.Side == r.side
}

// idLike reports whether w is written as a block id (a letter and
// digits), the writer's or not, so that a wrong one is refused as a block
// ("A05 is not one of your blocks") rather than as an unknown word.
func (r *reader) idLike(w string) bool {
	if _, ok := r.sc.Def(w); ok {
		return true
	}
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for _, c := range w[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (r *reader) id() (string, *lineErr) {
	w := r.peek()
	if w == "" {
		return "", bad("a block is missing: name it by its id, such as %s", "缺少部隊：請寫部隊編號，例如 %s", "缺少部队：请写部队编号，例如 %s", r.example())
	}
	if !r.isID(w) {
		if d, ok := r.sc.Def(w); ok && d.Side != r.side {
			return "", bad("%s is not one of your blocks", "%s 不是您的部隊", "%s 不是您的部队", w)
		}
		return "", bad("%q is not one of your blocks (ids look like %s)", "「%s」不是您的部隊（編號像 %s）", "“%s”不是您的部队（编号像 %s）", w, r.example())
	}
	r.take()
	return w, nil
}

func (r *reader) example() string { return r.side.Code() + "03" }

// ids reads one or more block ids, each once.
func (r *reader) ids() ([]string, *lineErr) {
	var out []string
	for r.isID(r.peek()) {
		w := r.take()
		if slices.Contains(out, w) {
			return nil, bad("%s is named twice", "%s 寫了兩次", "%s 写了两次", w)
		}
		out = append(out, w)
	}
	if len(out) == 0 {
		_, err := r.id()
		return nil, err
	}
	return out, nil
}

// area reads an area by its key or its name.
func (r *reader) area() (string, *lineErr) {
	w := r.peek()
	if k, ok := r.sc.lookupArea(w); ok {
		r.take()
		return k, nil
	}
	if w == "" {
		return "", bad("an area is missing (%s)", "缺少區域（%s）", "缺少区域（%s）", r.sc.areaKeys())
	}
	return "", bad("%q is not an area of the map (%s)", "「%s」不是地圖上的區域（%s）", "“%s”不是地图上的区域（%s）", w, r.sc.areaKeys())
}

// place reads an area's reserve ("MAR") or an approach ("MAR/CGR").
func (r *reader) place() (Place, *lineErr) {
	w := r.peek()
	a, b, isAp := strings.Cut(w, "/")
	if !isAp {
		k, err := r.area()
		return reserveOf(k), err
	}
	ka, okA := r.sc.lookupArea(a)
	kb, okB := r.sc.lookupArea(b)
	if !okA || !okB {
		return Place{}, bad("%q is not an approach: write AREA/AREA, the area and the one it faces, such as MAR/CGR", "「%s」不是邊界：請寫 區域/區域，即所在區域與對面區域，例如 MAR/CGR", "“%s”不是边界：请写 区域/区域，即所在区域与对面区域，例如 MAR/CGR", w)
	}
	ap, ok := r.sc.Approach(ka, kb)
	if !ok {
		return Place{}, bad("%s and %s share no border", "%s 與 %s 不相鄰", "%s 与 %s 不相邻", ka, kb)
	}
	if ap.Impassable {
		return Place{}, bad("the border %s-%s is impassable: it has no approach", "%s-%s 是不可通行的邊界，沒有可投入的邊界", "%s-%s 是不可通行的边界，没有可投入的边界", ka, kb)
	}
	r.take()
	return ap.Place(), nil
}

func (r *reader) approach() (Place, *lineErr) {
	p, err := r.place()
	if err == nil && p.Reserve() {
		return p, bad("write an approach here, as AREA/AREA (such as %s/%s)", "這裡請寫邊界，格式為 區域/區域（例如 %s/%s）", "这里请写边界，格式为 区域/区域（例如 %s/%s）", p.Area, r.sc.firstNeighbour(p.Area))
	}
	return p, err
}

func (r *reader) expect(kw string) *lineErr {
	if keyword(r.peek()) != kw {
		found := r.peek()
		if found == "" {
			return bad("%s is missing here", "這裡缺少 %s", "这里缺少 %s", wordText(kw))
		}
		return bad("%s is expected here (found %q)", "這裡應寫 %s（讀到「%s」）", "这里应写 %s（读到“%s”）", wordText(kw), found)
	}
	r.take()
	return nil
}

// step reads one plan line after its verb.
func (r *reader) step(verb string) (Step, *lineErr) {
	st := Step{Verb: verb}
	var err *lineErr
	switch verb {
	case "ACTIVATE", "CANCEL", "PONTOON", "BOMBARD":
		if verb == "ACTIVATE" {
			st.IDs, err = r.ids()
		} else {
			var id string
			id, err = r.id()
			st.IDs = []string{id}
		}
	case "FIRE":
		var id string
		if id, err = r.id(); err == nil {
			st.IDs = []string{id}
			if keyword(r.peek()) == "AT" {
				r.take()
				var p Place
				if p, err = r.approach(); err == nil {
					st.To = &p
				}
			}
		}
	case "ATTACK":
		err = r.attack(&st)
	case "MOVE":
		if st.IDs, err = r.ids(); err == nil {
			// TO may be left out when a place follows the blocks.
			if _, perr := (&reader{sc: r.sc, side: r.side, w: r.w}).place(); perr == nil && keyword(r.peek()) == "" {
				r.w = append([]string{"TO"}, r.w...)
			}
			if err = r.expect("TO"); err == nil {
				var p Place
				if p, err = r.place(); err == nil {
					st.To = &p
				}
			}
		}
	case "ROAD", "ENTER":
		var id string
		if id, err = r.id(); err == nil {
			st.IDs = []string{id}
			if keyword(r.peek()) == "TO" {
				r.take()
			}
			for err == nil && len(r.w) > 0 && keyword(r.peek()) == "" {
				if _, isBlock := r.sc.Def(r.peek()); isBlock {
					// "ENTER A06 A07": one block a line, each its own
					// road mover (rule 6.3).
					hant, hans := "登場", "登场"
					if verb == "ROAD" {
						hant, hans = "道路", "道路"
					}
					next := r.peek()
					err = &lineErr{Msg: i18n.Text{
						EN:   fmt.Sprintf("%s is a block, not an area: %s takes one block a line, then the areas of its path; write a line for each block (%s %s, %s %s)", next, verb, verb, id, verb, next),
						Hant: fmt.Sprintf("%s 是部隊，不是區域：%s 每行只寫一隻部隊，其後是路線的區域；每隻部隊各寫一行（%s %s、%s %s）", next, hant, hant, id, hant, next),
						Hans: fmt.Sprintf("%s 是部队，不是区域：%s 每行只写一只部队，其后是路线的区域；每只部队各写一行（%s %s、%s %s）", next, hans, hans, id, hans, next),
					}}
					break
				}
				var a string
				a, err = r.area()
				st.Path = append(st.Path, a)
			}
			if err == nil && verb == "ROAD" && len(st.Path) == 0 && keyword(r.peek()) != "THEN" {
				// Without a path only THEN may follow: main-road cavalry
				// continuing from where it stands (rule 6.4).
				err = bad("write the areas the road move goes through, in order, such as ROAD %s PDB FON (cavalry on a main road may write only THEN %s TO area/face to continue from where it stands)", "請依序寫出沿路經過的區域，例如 道路 %s PDB FON（大路上的騎兵可只寫 然後 %s 到 區域/邊界，從原地連續移動）", "请依序写出沿路经过的区域，例如 道路 %s PDB FON（大路上的骑兵可只写 然后 %s 到 区域/边界，从原地连续移动）", st.IDs[0], st.IDs[0])
			}
			if err == nil && len(st.Path) > 3 {
				err = bad("a road move is at most three areas", "道路移動最多三步", "道路移动最多三步")
			}
		}
	}
	if err != nil {
		return st, err
	}
	if err := r.tail(&st); err != nil {
		return st, err
	}
	if err := r.pursuers(st); err != nil {
		return st, err
	}
	return st, nil
}

// attack reads an ATTACK line's attackers, LEAD and leads into st.
func (r *reader) attack(st *Step) *lineErr {
	var err *lineErr
	if st.IDs, err = r.ids(); err == nil {
		if err = r.expect("LEAD"); err != nil && r.peek() == "" && len(st.IDs) > 0 {
			// The whole line back, with the sender's blocks: LEAD alone
			// says neither what it is for nor where it goes.
			ids := strings.Join(st.IDs, " ")
			err = bad("an ATTACK names the attackers, then LEAD and the block(s) leading them: write ATTACK %s LEAD %s",
				"攻擊須寫出攻擊部隊，再寫 主攻 及領頭的部隊：請寫 攻擊 %s 主攻 %s",
				"攻击须写出攻击部队，再写 主攻 及领头的部队：请写 攻击 %s 主攻 %s", ids, st.IDs[0])
		} else if err == nil {
			if st.Lead, err = r.ids(); err == nil {
				for _, l := range st.Lead {
					if !slices.Contains(st.IDs, l) {
						err = bad("the lead %s is not one of the attackers", "主攻 %s 不在攻擊部隊之中", "主攻 %s 不在攻击部队之中", l)
					}
				}
			}
		}
	}
	return err
}

// pursuers refuses an attack line's PURSUE naming blocks that could never
// pursue in it (rule 9.5): blocks not in the attack, its leads, or blocks
// that are not cavalry. Left in, such a line would mean no pursuit.
func (r *reader) pursuers(st Step) *lineErr {
	for _, id := range st.Pursuers {
		d, _ := r.sc.Def(id)
		switch {
		case !slices.Contains(st.IDs, id):
			return bad("PURSUE names cavalry of the attack (%s is not in it)", "追擊 的須是本次攻擊的騎兵（%s 不在其中）", "追击 的须是本次攻击的骑兵（%s 不在其中）", id)
		case slices.Contains(st.Lead, id):
			return bad("%s leads the attack, and a lead does not pursue (rule 9.5): PURSUE names cavalry of the attack that does not lead", "%s 擔任主攻，主攻部隊不追擊（規則 9.5）：追擊 的須是本次攻擊中非主攻的騎兵", "%s 担任主攻，主攻部队不追击（规则 9.5）：追击 的须是本次攻击中非主攻的骑兵", id)
		case d.Arm != Cavalry:
			return &lineErr{Msg: onlyCavalryPursues(id)}
		}
	}
	return nil
}

// onlyCavalryPursues refuses a block that is not cavalry as a pursuer,
// on an attack line's PURSUE and in a standing PURSUE answer alike.
func onlyCavalryPursues(id string) i18n.Text {
	return txt("%s is not cavalry: only cavalry pursues (rule 9.5)", "%s 不是騎兵：只有騎兵能追擊（規則 9.5）", "%s 不是骑兵：只有骑兵能追击（规则 9.5）", id)
}

// tail reads a step's options: SHOW, PURSUE, THEN, BLOCKED.
func (r *reader) tail(st *Step) *lineErr {
	for len(r.w) > 0 {
		kw := keyword(r.peek())
		switch {
		case kw == "SHOW" && st.Verb == "MOVE" && st.Show == "":
			r.take()
			id, err := r.id()
			if err != nil {
				return err
			}
			if !slices.Contains(st.IDs, id) {
				return bad("SHOW names a block of the group (%s is not)", "亮出 的須是同組部隊（%s 不是）", "亮出 的须是同组部队（%s 不是）", id)
			}
			st.Show = id
		case kw == "PURSUE" && st.Verb == "ATTACK" && st.Pursue == "" && len(st.Pursuers) == 0:
			r.take()
			switch k := keyword(r.peek()); k {
			case "YES", "NO":
				r.take()
				st.Pursue = k
			default:
				ps, err := r.ids()
				if err != nil {
					return bad("PURSUE takes YES, NO or the cavalry to pursue with", "追擊 後請寫 是、否 或追擊的騎兵", "追击 后请写 是、否 或追击的骑兵")
				}
				st.Pursuers = ps
			}
		case kw == "THEN" && (st.Verb == "MOVE" || st.Verb == "ROAD" || st.Verb == "ENTER" || st.Verb == "ATTACK"):
			r.take()
			id, err := r.id()
			if err != nil {
				return err
			}
			if !slices.Contains(st.IDs, id) {
				return bad("THEN names a block of the line (%s is not)", "然後 的須是本行的部隊（%s 不是）", "然后 的须是本行的部队（%s 不是）", id)
			}
			for _, c := range st.Then {
				if c.ID == id {
					return bad("%s continues once", "%s 只能連續移動一次", "%s 只能连续移动一次", id)
				}
			}
			if err := r.expect("TO"); err != nil {
				return err
			}
			p, err := r.approach()
			if err != nil {
				return err
			}
			st.Then = append(st.Then, Cont{ID: id, To: p})
		case kw == "BLOCKED" && (st.Verb == "MOVE" || st.Verb == "ROAD" || st.Verb == "ENTER") && st.Blocked == "":
			r.take()
			switch keyword(r.take()) {
			case "BACK":
				st.Blocked = "BACK"
			case "COMMIT":
				st.Blocked = "COMMIT"
				for r.isID(r.peek()) {
					id := r.take()
					if !slices.Contains(st.IDs, id) {
						return bad("BLOCKED COMMIT names blocks of the line (%s is not)", "受阻 投入 的須是本行的部隊（%s 不是）", "受阻 投入 的须是本行的部队（%s 不是）", id)
					}
					if !slices.Contains(st.Commit, id) {
						st.Commit = append(st.Commit, id)
					}
				}
			default:
				return bad("BLOCKED takes COMMIT (with the blocks to commit, or none for all) or BACK", "受阻 後請寫 投入（加部隊，不寫則全部）或 退回", "受阻 后请写 投入（加部队，不写则全部）或 退回")
			}
		default:
			if opts := optionsOf(st.Verb); len(opts) > 0 {
				return bad("%q is more than %s takes (its options: %s)", "「%s」超出了 %s 的寫法（可用：%s）", "“%s”超出了 %s 的写法（可用：%s）", strings.Join(r.w, " "), wordText(st.Verb), wordList(opts))
			}
			return bad("%q is more than %s takes", "「%s」超出了 %s 的寫法", "“%s”超出了 %s 的写法", strings.Join(r.w, " "), wordText(st.Verb))
		}
	}
	return nil
}

// optionsOf lists the words that may follow a line's own words.
func optionsOf(verb string) []string {
	switch verb {
	case "MOVE":
		return []string{"SHOW", "THEN", "BLOCKED"}
	case "ROAD", "ENTER":
		return []string{"THEN", "BLOCKED"}
	case "ATTACK":
		return []string{"PURSUE", "THEN"}
	}
	return nil
}
