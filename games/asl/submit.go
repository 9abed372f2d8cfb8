package asl

import (
	"slices"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// role is what a seat's lines are for in the current phase.
type role string

const (
	roleAttack  role = "attack"  // the phasing side's plan
	roleDefence role = "defence" // the other side's standing orders
	roleAnswer  role = "answer"  // the defender at a stop
)

// roleOf is the seat's role now, or false when it is not asked.
func (s *State) roleOf(seat games.Seat) (int, role, bool) {
	side, ok := s.sideOfSeat(seat)
	if !ok || s.Stage == StageOver {
		return 0, "", false
	}
	if s.Stage == StageStop && (s.Question == nil || s.Question.Seat != seat) {
		return side, "", false
	}
	return side, s.role(side), true
}

// role is what the lines of a side that is asked now are for.
func (s *State) role(side int) role {
	switch {
	case s.Stage == StageStop:
		return roleAnswer
	case side == s.phasing():
		return roleAttack
	}
	return roleDefence
}

// Submit checks a seat's lines: each is parsed and checked against the
// position; LOS lines are answered in their echo and not kept. FIRE and
// ASK lines replace the standing orders in force.
func (g *Game) Submit(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	return g.submit(seat, lines, lang, false)
}

// SubmitAdd is Submit for the judge's ADD: the standing orders in force,
// sent in earlier player turns, are kept beside the new lines (the stored
// submission carries them, so the resolution reads them all), unless this
// player turn's earlier lines had already replaced them or the mail says
// NOFIRE.
func (g *Game) SubmitAdd(seat games.Seat, lines []games.Line, lang i18n.Lang) games.SubmitResult {
	return g.submit(seat, lines, lang, true)
}

// carriesStanding says whether an ADD keeps the standing orders in force:
// not when an earlier line of this player turn (numbered 0) set them
// anew, nor when the mail drops them with NOFIRE.
func (s *State) carriesStanding(lines []games.Line) bool {
	for _, ln := range lines {
		o, why := orders.ParseLine(s.sc, ln.Text)
		if why != nil {
			continue
		}
		switch {
		case o.Kind == orders.KNoFire:
			return false
		case ln.N == 0 && (o.Kind == orders.KFire || o.Kind == orders.KAsk):
			return false
		}
	}
	return true
}

func (g *Game) submit(seat games.Seat, lines []games.Line, lang i18n.Lang, add bool) games.SubmitResult {
	side, res, ok := checked.Asked(g, seat, g.s.sideOfSeat)
	if !ok {
		return res
	}
	s := g.s
	rl := s.role(side)
	var c checked.Lines
	var kept []string
	whys, plan := s.judgeLines(side, rl, lines)
	var fires []orders.Order // the mail's FIRE lines accepted so far
	if add && s.carriesStanding(lines) {
		fresh := map[string]bool{}
		for _, ln := range lines {
			if o, why := orders.ParseLine(s.sc, ln.Text); why == nil {
				fresh[o.Text(s.sc)] = true
			}
		}
		for _, o := range s.Standing[side] {
			if text := o.Text(s.sc); !fresh[text] {
				c.Add(games.Line{Text: text}, text, nil)
				kept = append(kept, text)
			}
		}
	}
	for i, ln := range lines {
		o, _ := orders.ParseLine(s.sc, ln.Text)
		o.Line = ln.N
		why := whys[i]
		switch {
		case why != nil:
			c.Add(ln, "", why)
		case o.Kind == orders.KLOS && !s.Options.freeLOS():
			c.Add(ln, "", want("this game checks a line of sight only when a unit fires, as the rulebook's 3.2 (created with los_checks=fire): a PREP, AFIRE or FIRE … AT line is checked when you send it; LOS lines work in games created with los_checks=free",
				"本遊戲只在部隊射擊時檢查視線，如規則 3.2（建立時 los_checks=fire）：準備射擊、前進射擊或「射擊……向……」命令在寄出時檢查；LOS 查詢只適用於以 los_checks=free 建立的遊戲",
				"本游戏只在部队射击时检查视线，如规则 3.2（建立时 los_checks=fire）：准备射击、前进射击或“射击……向……”命令在发出时检查；LOS 查询只适用于以 los_checks=free 建立的游戏"))
		case o.Kind == orders.KLOS:
			c.Aside(ln, s.sightText(o.Hexes[0], o.Hexes[1]).In(lang))
		default:
			text := o.Text(s.sc)
			i := c.Add(ln, text, nil)
			kept = append(kept, text)
			if n := s.note(side, o); n != nil {
				c.NoteAt(i, *n)
			} else if n := s.planNote(side, o, plan); n != nil {
				c.NoteAt(i, *n)
			} else if n := s.joinNote(side, o, fires); n != nil {
				c.NoteAt(i, *n)
			}
			if o.Kind == orders.KFire {
				fires = append(fires, o)
			}
		}
	}
	res = c.Result(seat, "")
	if len(res.Accepted.Lines) == 0 {
		res.Complete = false
	}
	res.Summary = s.summary(side, rl, kept, lang)
	if len(res.Problems) > 0 {
		res.Summary += "\n" + g.refusedText(seat, res, lang)
	}
	return res
}

// refusedText names the refused lines that keep the turn from being
// resolved early, and says what the deadline's default will do with
// this mail: run what was accepted without them, or, when nothing was,
// the request's default.
func (g *Game) refusedText(seat games.Seat, res games.SubmitResult, lang i18n.Lang) string {
	var which []i18n.Text
	for _, p := range res.Problems {
		if p.Line > 0 {
			which = append(which, i18n.T("line %d (%s)", "第 %d 行（%s）", "第 %d 行（%s）", p.Line, strings.TrimSpace(p.Input)))
		}
	}
	if len(which) == 0 {
		return ""
	}
	then := i18n.T("what was accepted above runs without the refused lines", "上列已接受的命令照常執行，被拒絕的行不執行", "上列已接受的命令照常执行，被拒绝的行不执行")
	if len(res.Accepted.Lines) == 0 {
		then = i18n.T("nothing of this mail runs; the default applies: %s", "本郵件沒有命令會執行，按預設處理：%s", "本邮件没有命令会执行，按默认处理：%s", g.defaultFor(seat))
	}
	t := i18n.Join(i18n.T("Refused: ", "被拒絕：", "被拒绝："), i18n.ListText(which),
		i18n.T(". This is why the turn is not resolved early. At the deadline, unless a corrected mail replaces this one, %s.",
			"。因此本回合不會提前結算。到期時，除非寄來更正的郵件取代本郵件，%s。",
			"。因此本回合不会提前结算。到期时，除非发来更正的邮件取代本邮件，%s。", then))
	return t.In(lang)
}

// defaultFor is what the deadline does for a seat that sent nothing.
func (g *Game) defaultFor(seat games.Seat) i18n.Text {
	for _, r := range g.Requests() {
		if r.Seat == seat {
			return r.Public.Default
		}
	}
	return i18n.Plain("")
}

// summary is the seat's submission as it now stands.
func (s *State) summary(side int, rl role, kept []string, lang i18n.Lang) string {
	var b strings.Builder
	switch rl {
	case roleAttack:
		b.WriteString(i18n.Tr(lang, "Your plan for this player turn:", "您本玩家回合的計劃：", "您本玩家回合的计划："))
	case roleDefence:
		b.WriteString(i18n.Tr(lang, "Your orders while the enemy moves:", "敵方行動時您的命令：", "敌方行动时您的命令："))
	case roleAnswer:
		b.WriteString(i18n.Tr(lang, "Your answer:", "您的回答：", "您的回答："))
	}
	isStanding := func(k string) bool {
		return strings.HasPrefix(k, "FIRE ") && strings.Contains(k, " AT ") || strings.HasPrefix(k, "ASK ")
	}
	var plan, standing []string
	for _, k := range kept {
		if rl == roleAttack && isStanding(k) {
			standing = append(standing, k)
		} else {
			plan = append(plan, k)
		}
	}
	for _, k := range plan {
		b.WriteString("\n  " + k)
	}
	if len(plan) == 0 {
		b.WriteString(i18n.Tr(lang, "\n  (nothing)", "\n  （無）", "\n  （无）"))
	}
	if len(standing) > 0 {
		// Sent in its own turn, FIRE and ASK lines are its standing
		// orders for the other side's player turns.
		b.WriteString(i18n.Tr(lang, "\nYour standing orders from now on, for the enemy's player turns:", "\n您今後的常設命令（用於敵方玩家回合）：", "\n您今后的常设命令（用于敌方玩家回合）："))
		for _, k := range standing {
			b.WriteString("\n  " + k)
		}
	}
	newStanding := false
	for _, k := range kept {
		// NOFIRE outside a stop drops the standing orders (take).
		if isStanding(k) || k == "NOFIRE" && rl != roleAnswer {
			newStanding = true
		}
	}
	if !newStanding && rl != roleAttack && len(s.Standing[side]) > 0 {
		b.WriteString(i18n.Tr(lang, "\nStanding fire orders kept from before:", "\n沿用先前的常設射擊命令：", "\n沿用先前的常设射击命令："))
		for _, o := range s.Standing[side] {
			b.WriteString("\n  " + o.Text(s.sc))
		}
	}
	return b.String()
}

// validate checks an order against the position and the seat's role.
func (s *State) validate(side int, rl role, o orders.Order) *i18n.Text {
	switch r := o.Kind.Role(); {
	case r == "query" || o.Kind == orders.KPass:
		return nil
	case rl == roleAttack && r == "answer":
		return want("FIRE without AT and NOFIRE answer a question; in your own turn fire with PREP and AFIRE", "不帶 向 的射擊和不射擊用來回答詢問；在自己的回合用準備射擊和前進射擊", "不带 向 的射击和不射击用来回答询问；在自己的回合用准备射击和前进射击")
	case rl == roleDefence && o.Kind == orders.KFireNow:
		return want("FIRE without AT answers a stop, and no stop is open; as standing orders write FIRE units AT hexes|ANY …", "不帶 向 的射擊用來回答停下的詢問，而現在沒有詢問；常設命令請寫 射擊 部隊 向 六角格|任何……", "不带 向 的射击用来回答停下的询问，而现在没有询问；常设命令请写 射击 部队 向 六角格|任何……")
	case rl == roleDefence && r == "attack":
		return want("a plan line (MOVE, PREP, AFIRE, ADVANCE …) is for the side whose player turn it is; it is the %s player turn: send standing orders (FIRE … AT …, ASK, ROUT, CC, rally lines)", "計劃命令（移動、準備射擊、前進射擊、突擊……）屬於本玩家回合行動的一方；現在是%s玩家回合：請寄常設命令（射擊……向……、詢問、潰退、肉搏、回復）", "计划命令（移动、准备射击、前进射击、突击……）属于本玩家回合行动的一方；现在是%s玩家回合：请发送常设命令（射击……向……、询问、溃退、肉搏、回复）", s.sc.Sides[s.phasing()].Name)
	case rl == roleAnswer && r == "attack":
		return want("only the defender is asked now: answer FIRE ids or NOFIRE", "現在只詢問防守方：回答 射擊 代號 或 不射擊", "现在只询问防守方：回答 射击 代号 或 不射击")
	case rl == roleAnswer && o.Kind == orders.KFireNow && s.Question != nil && s.Question.Kind == "final":
		return want("before the DFPh, give targets: FIRE units AT hexes (or NOFIRE)", "防禦射擊前請給目標：射擊 部隊 向 六角格（或 不射擊）", "防御射击前请给目标：射击 部队 向 六角格（或 不射击）")
	}
	own := func(ids []string, units, weapons bool) *i18n.Text {
		for _, id := range ids {
			u := s.unit(id)
			w := s.weapon(id)
			switch {
			case u != nil && units && u.Side == side && !u.Gone:
			case w != nil && weapons && !w.Gone && (w.Owner == "" || s.unit(w.Owner).Side == side):
			case u != nil && u.Side == side && u.Gone:
				return want("%s has been eliminated (see the last results)", "%s 已被消滅（見上次結果）", "%s 已被消灭（见上次结果）", id)
			case w != nil && w.Gone && (w.Side == side):
				return want("%s is out of play (destroyed, or used up)", "%s 已不在場上（已毀或已用盡）", "%s 已不在场上（已毁或已用尽）", id)
			case w != nil && !weapons && !w.Gone && w.Owner != "" && s.unit(w.Owner).Side == side:
				return want("%s is a weapon, held by %s: it goes with its holder; name units here", "%s 是武器，由 %s 攜帶：武器隨攜帶者行動；這一行請寫部隊", "%s 是武器，由 %s 携带：武器随携带者行动；这一行请写部队", id, w.Owner)
			case w != nil && !weapons && !w.Gone && w.Owner == "":
				return want("%s is a weapon lying unpossessed in %s; name units here (a RECOVER:%s step in a MOVE line picks it up)", "%s 是無人攜帶的武器，在 %s；這一行請寫部隊（移動命令中的 收回：%s 步驟可拾起它）", "%s 是无人携带的武器，在 %s；这一行请写部队（移动命令中的 收回：%s 步骤可拾起它）", id, s.sc.ID(w.Hex), id)
			case u != nil && !units && u.Side == side && !u.Gone && o.Kind == orders.KTransfer:
				return want("%s is a unit; name the weapon to pass (%s)", "%s 是部隊；請寫要轉交的武器（%s）", "%s 是部队；请写要转交的武器（%s）", id, s.heldBy(u))
			case u != nil && !units && u.Side == side && !u.Gone && o.Kind == orders.KDestroy:
				return want("%s is a unit; name the weapon it destroys (%s)", "%s 是部隊；請寫要毀滅的武器（%s）", "%s 是部队；请写要毁灭的武器（%s）", id, s.heldBy(u))
			case u != nil && !units && u.Side == side && !u.Gone:
				return want("%s is a unit; NOREPAIR names weapons (%s)", "%s 是部隊；不修理 要寫武器（%s）", "%s 是部队；不修理 要写武器（%s）", id, s.heldBy(u))
			case u != nil || w != nil:
				return want("%s is not one of your units or weapons in play", "%s 不是您在場上的部隊或武器", "%s 不是您在场上的部队或武器", id)
			default:
				return want("there is no unit or weapon %s (see the unit list under the map)", "沒有 %s 這個部隊或武器（見地圖下的部隊表）", "没有 %s 这个部队或武器（见地图下的部队表）", id)
			}
		}
		return nil
	}
	switch o.Kind {
	case orders.KNoRally, orders.KKeepDM:
		return own(o.Units, true, false)
	case orders.KNoRepair, orders.KDestroy:
		return own(o.Units, false, true)
	case orders.KTransfer:
		if why := own(o.Units, false, true); why != nil {
			return why
		}
		return own([]string{o.To}, true, false)
	case orders.KPrep, orders.KAFire, orders.KFire, orders.KAsk, orders.KFireNow:
		return own(o.Units, true, true)
	case orders.KMove:
		if why := own(o.Units, true, false); why != nil {
			return why
		}
		return s.checkMove(side, o)
	case orders.KRout, orders.KAdvance:
		return own(o.Units, true, false)
	case orders.KCC:
		if why := own(o.Units, true, false); why != nil {
			return why
		}
		for _, id := range o.Targets {
			if u := s.unit(id); u == nil || u.Side == side || u.Gone {
				return want("%s is not an enemy unit in play", "%s 不是場上的敵方部隊", "%s 不是场上的敌方部队", id)
			}
		}
	}
	return nil
}

// checkMove checks a MOVE line against the position as it stands: the
// units together and free to move, each hex next to the last, no hex
// holding the enemy, and the MF it costs within the units' MF.
func (s *State) checkMove(side int, o orders.Order) *i18n.Text {
	return s.checkMoveFrom(side, o, nil)
}

// checkMoveFrom is checkMove for a line that goes on, when c is not nil,
// from where an earlier line's LEAVE steps left its units, with the MF
// they spent by then (3.3).
func (s *State) checkMoveFrom(side int, o orders.Order, c *contStart) *i18n.Text {
	var stack []*Unit
	for _, id := range o.Units {
		u := s.unit(id)
		if side != s.phasing() {
			break
		}
		if why := s.cannotMoveAtStart(u); why != nil {
			return want("%s cannot move: %s", "%s 不能移動：%s", "%s 不能移动：%s", id, *why)
		}
		if len(stack) > 0 && (stack[0].Hex != u.Hex || stack[0].OnMap != u.OnMap) {
			return want("%s and %s are not in one hex: a MOVE line moves one hex's units together", "%s 與 %s 不在同一格：一行移動只能移動同格的部隊", "%s 与 %s 不在同一格：一行移动只能移动同格的部队", stack[0].ID, id)
		}
		if o.DT && u.Wounded {
			return want("%s cannot double time: a wounded leader never does (3.2.1)", "%s 不能急速步：負傷的長官不能急速步（3.2.1）", "%s 不能急速步：负伤的长官不能急速步（3.2.1）", id)
		}
		if o.DT && u.CX {
			return want("%s cannot double time: it is CX; its CX marker comes off as the MPh begins, but a unit CX then cannot double time in that MPh (3.3)", "%s 不能急速步：它已疲倦；疲倦標記在移動階段開始時移除，但當時疲倦的部隊在該移動階段不能急速步（3.3）", "%s 不能急速步：它已疲倦；疲倦标记在移动阶段开始时移除，但当时疲倦的部队在该移动阶段不能急速步（3.3）", id)
		}
		stack = append(stack, u)
	}
	if len(stack) == 0 {
		return nil
	}
	prev := stack[0].Hex
	off := !stack[0].OnMap
	cost := 0.0
	hexes := 0
	steps := 0.0 // the MF its action steps spend (3.3, 4.0, 4.3)
	if c != nil {
		prev, off, cost = c.hex, false, c.spent
	} else if why := s.checkLeaves(o, stack); why != nil {
		return why
	}
	for _, st := range o.Steps {
		if st.Hex == nil {
			if !off || hexes > 0 {
				steps += s.stepCost(prev, st)
			}
			continue
		}
		h := *st.Hex
		switch {
		case off && hexes == 0:
			if !hexIn(h, stack[0].Entry) {
				return want("%s enters by one of %s", "%s 須由 %s 之一進入", "%s 须由 %s 之一进入", stack[0].ID, hexListText(s.hexIDs(stack[0].Entry)))
			}
		case !s.sc.Grid().Adjacent(prev, h):
			return s.notNextTo(h, prev)
		}
		if len(s.at(h, other(side))) > 0 {
			return want("%s holds enemy units: no entering them in the MPh (3.3); advance into them in the APh", "%s 有敵軍：移動階段不得進入（3.3）；可在突擊階段突擊", "%s 有敌军：移动阶段不得进入（3.3）；可在突击阶段突击", s.sc.ID(h))
		}
		byRoad := !(off && hexes == 0) && s.sc.RoadStep(prev, h)
		cost += s.enterCost(prev, h, byRoad)
		prev = h
		hexes++
	}
	if o.AM && hexes != 1 {
		return want("assault movement (AM) is one hex (3.3)", "警戒移動（AM）只能一格（3.3）", "警戒移动（AM）只能一格（3.3）")
	}
	road := c == nil && s.roadMove(stack[0].Hex, off, o)
	// The MF as the MPh begins: its CX markers come off then (3.3).
	var wasCX []bool
	for _, u := range stack {
		wasCX = append(wasCX, u.CX)
		u.CX = false
	}
	// The MF of the units that go on to the path's end: those a LEAVE
	// step leaves behind are checked where they leave (checkLeaves).
	end := slices.DeleteFunc(slices.Clone(stack), func(u *Unit) bool { return leaves(o, u.ID) })
	allow := 1e9
	for _, u := range end {
		allow = min(allow, s.mf(u, end, o.DT, road))
	}
	// The portage named is that of the units going on, as their MF were.
	note := s.portageNote(end, o.DT)
	for i, u := range stack {
		u.CX = wasCX[i]
	}
	if cost <= allow+1e-9 && cost+steps > allow+1e-9 {
		return want("the path costs at least %s MF and its action steps (SMOKE, DC, RECOVER) %s more, %s in all, and the units have %s (3.3): the move would stop short where the MF run out; shorten the path or leave out a step",
			"路線至少需 %s 移動力，其行動步驟（煙幕、炸藥包、收回）另需 %s，共 %s，部隊只有 %s（3.3）：移動會在移動力用完處停下；請縮短路線或刪去某個步驟",
			"路线至少需 %s 移动力，其行动步骤（烟幕、炸药包、收回）另需 %s，共 %s，部队只有 %s（3.3）：移动会在移动力用完处停下；请缩短路线或删去某个步骤",
			mfText(cost), mfText(steps), mfText(cost+steps), mfText(allow))
	}
	if cost > allow+1e-9 {
		why := want("the path costs at least %s MF and the units have %s (3.3)", "路線至少需 %s 移動力，部隊只有 %s（3.3）", "路线至少需 %s 移动力，部队只有 %s（3.3）", mfText(cost), mfText(allow))
		if note != nil {
			j := i18n.Join(*why, *note)
			why = &j
		}
		return why
	}
	if o.AM && cost >= allow-1e-9 {
		return want("assault movement must leave MF unspent: the hex costs %s MF and the units have %s (3.3); drop AM", "警戒移動不可用盡移動力：該格需 %s 移動力，部隊只有 %s（3.3）；請去掉 警戒", "警戒移动不可用尽移动力：该格需 %s 移动力，部队只有 %s（3.3）；请去掉 警戒", mfText(cost), mfText(allow))
	}
	return nil
}

// cannotMoveAtStart is cannotMove before the RPh: a unit that fired last
// turn has no marker any more, and a broken one may rally before the MPh
// (its MOVE line is accepted with a note).
func (s *State) cannotMoveAtStart(u *Unit) *i18n.Text {
	if u == nil {
		return want("no such unit", "沒有這個部隊", "没有这个部队")
	}
	saved, broken := u.Fire, u.Broken
	u.Fire, u.Broken = NoFire, false
	why := s.cannotMove(u)
	u.Fire, u.Broken = saved, broken
	return why
}

// notNextTo refuses a step from a to b that is not to a neighbour, naming
// the hexes that are.
func (s *State) notNextTo(b, a Hex) *i18n.Text {
	var next []Hex
	for _, n := range s.sc.Grid().Neighbours(a) {
		if s.sc.OnMap(n) {
			next = append(next, n)
		}
	}
	ids := s.hexIDs(next)
	sort.Strings(ids)
	return want("%s is not next to %s (the hexes next to %s: %s)", "%s 與 %s 不相鄰（%s 的相鄰格：%s）", "%s 与 %s 不相邻（%s 的相邻格：%s）",
		s.sc.ID(b), s.sc.ID(a), s.sc.ID(a), hexListText(ids))
}

// hexListText lists ids, of hexes or weapons, as each language lists:
// "vA5, vA6" in English, "vA5、vA6" in Chinese.
func hexListText(ids []string) i18n.Text {
	return i18n.Text{EN: i18n.List(i18n.English, ids), Hant: i18n.List(i18n.TraditionalChinese, ids), Hans: i18n.List(i18n.SimplifiedChinese, ids)}
}

func (s *State) hexList(hs []Hex) string { return strings.Join(s.hexIDs(hs), ", ") }

// hexIDs are the ids of hexes.
func (s *State) hexIDs(hs []Hex) []string {
	var out []string
	for _, h := range hs {
		out = append(out, s.sc.ID(h))
	}
	return out
}

// note warns of a line that is accepted but may not run as written.
func (s *State) note(side int, o orders.Order) *i18n.Text {
	switch o.Kind {
	case orders.KPrep, orders.KAFire:
		if len(s.at(*o.At, other(side))) == 0 {
			return want("no enemy unit is in %s now", "%s 現在沒有敵軍", "%s 现在没有敌军", s.sc.ID(*o.At))
		}
		if s.melee(*o.At) {
			return meleeNote(s.sc.ID(*o.At))
		}
		return s.twoLeadersNote(side, o)
	case orders.KFire:
		for _, h := range o.Hexes {
			if s.melee(h) {
				return meleeNote(s.sc.ID(h))
			}
		}
		return s.noROFNote(side, o)
	case orders.KFireNow:
		return s.noROFNote(side, o)
	case orders.KDestroy:
		for _, id := range s.holders(o.Units) {
			if u := s.unit(id); u != nil && !u.goodOrder() {
				return want("%s is not in good order now: its weapon is destroyed only if it is when the line runs (the attacker's in the PFPh, the defender's in the DFPh)", "%s 目前秩序不良：只有到執行時（攻擊方在準備射擊階段，防守方在防禦射擊階段）它秩序良好，武器才會毀滅", "%s 目前秩序不良：只有到执行时（攻击方在准备射击阶段，防守方在防御射击阶段）它秩序良好，武器才会毁灭", id)
			}
		}
	case orders.KMove:
		for _, id := range o.Units {
			if u := s.unit(id); u != nil && u.Broken && side == s.phasing() {
				return want("%s is broken now: the line runs only if it rallies in the RPh", "%s 目前潰散：只有在回復階段回復後才會執行本行", "%s 目前溃散：只有在回复阶段回复后才会执行本行", id)
			}
		}
		return s.amSpendsAllNote(o)
	case orders.KRout:
		// A unit in good order now matters most, wherever the line names
		// it (ROUT R2,R9 with the leader first): the line may not run.
		leads := func(u *Unit) bool { return len(o.Units) > 1 && s.ctype(u).Kind == tables.Leader }
		for _, id := range o.Units {
			if u := s.unit(id); u != nil && u.goodOrder() && !leads(u) {
				return want("%s is in good order now: the line runs only if it is broken when the rout phase comes", "%s 目前秩序良好：只有到潰退階段時它已潰散，本行才會執行", "%s 目前秩序良好：只有到溃退阶段时它已溃散，本行才会执行", id)
			}
		}
		for _, id := range o.Units {
			if u := s.unit(id); u != nil && u.goodOrder() && leads(u) {
				return want("%s is a leader in good order: he routs with the line's broken unit that routs from his hex, unless he is pinned then (3.6)", "%s 是秩序良好的長官：他與本行由他所在格潰退的潰散部隊一起潰退，除非屆時他被壓制（3.6）", "%s 是秩序良好的长官：他与本行由他所在格溃退的溃散部队一起溃退，除非届时他被压制（3.6）", id)
			}
		}
	}
	return nil
}

// meleeNote warns that fire into the melee in hex hits the firer's own
// units there too (3.8).
func meleeNote(hex string) *i18n.Text {
	return want("%s is in melee: fire there hits your own units in it as well as the enemy's (3.8)", "%s 處於混戰：向該格射擊也會擊中本方在該格的部隊（3.8）", "%s 处于混战：向该格射击也会击中本方在该格的部队（3.8）", hex)
}

// noROFNote warns of a NOROF that changes nothing: in a game playing the
// rulebook's residual FP (an MG keeping its ROF leaves residual anyway),
// or when none of the line's firers holds an MG now.
func (s *State) noROFNote(side int, o orders.Order) *i18n.Text {
	if !o.NoROF {
		return nil
	}
	if !s.Options.residualErrata() {
		return want("NOROF changes nothing in this game (created with residual=rulebook): an MG that keeps its rate of fire leaves residual FP anyway",
			"本遊戲（建立時 residual=rulebook）中 不連射 沒有作用：保留連環射擊的機槍照樣留下殘留火力",
			"本游戏（建立时 residual=rulebook）中 不连射 没有作用：保留连环射击的机枪照样留下残留火力")
	}
	mg := func(w *Weapon) bool { return w != nil && !w.Gone && s.wtype(w).Kind == tables.MG }
	holdsMG := func(u *Unit) bool {
		if u == nil || u.Side != side || !u.active() {
			return false
		}
		for _, w := range s.held(u.ID) {
			if mg(w) {
				return true
			}
		}
		return false
	}
	for _, id := range o.Units {
		if mg(s.weapon(id)) || holdsMG(s.unit(id)) {
			return nil
		}
	}
	for _, h := range o.From {
		for _, u := range s.at(h, side) {
			if holdsMG(u) {
				return nil
			}
		}
	}
	return want("none of the line's firers holds an MG now: NOROF matters only for an MG's rate of fire",
		"這一行的射擊者現在都沒有機槍：不連射 只對機槍的連環射擊有作用",
		"这一行的射击者现在都没有机枪：不连射 只对机枪的连环射击有作用")
}

// portageNote explains MF lost to portage (4.0): "; R4 carries 2 PP
// beyond its IPC: -2 MF", or nil.
func (s *State) portageNote(stack []*Unit, dt bool) *i18n.Text {
	for _, u := range stack {
		ipc := s.ipc(u)
		if dt && !u.CX {
			ipc--
		}
		if s.ctype(u).MMC() {
			for _, o := range stack {
				if o != u && s.ctype(o).Kind == tables.Leader && s.leaderLends(o, u, stack) {
					ipc++
				}
			}
		}
		if over := s.portage(u) - ipc; over > 0 {
			return want("; %s carries %d PP beyond its IPC: -%d MF (4.0)", "；%s 搬運超過搬運能力 %d：移動力 -%d（4.0）", "；%s 搬运超过搬运能力 %d：移动力 -%d（4.0）", u.ID, over, over)
		}
	}
	return nil
}

// want is a problem text for a line that cannot be played.
func want(en, hant, hans string, a ...any) *i18n.Text {
	t := i18n.T(en, hant, hans, a...)
	return &t
}

// heldBy says which weapons a unit holds, for a refusal that named the
// unit where a weapon was wanted: "R20, held by R4" or "R4 holds none".
func (s *State) heldBy(u *Unit) i18n.Text {
	var ids []string
	for _, w := range s.Weapons {
		if w.Owner == u.ID && !w.Gone {
			ids = append(ids, w.ID)
		}
	}
	if len(ids) == 0 {
		return i18n.T("%s holds none", "%s 沒有攜帶武器", "%s 没有携带武器", u.ID)
	}
	return i18n.T("%s, held by %s", "%s，由 %s 攜帶", "%s，由 %s 携带", hexListText(ids), u.ID)
}

// amSpendsAllNote warns of an AM line whose actions in its hex (smoke,
// recovery, a DC) spend the units' last MF: from that MF on it is not
// assault movement, so FFNAM applies there and residual FP in the hex
// attacks again (3.3, 3.3.1).
func (s *State) amSpendsAllNote(o orders.Order) *i18n.Text {
	if !o.AM || len(o.Units) == 0 {
		return nil
	}
	var stack []*Unit
	for _, id := range o.Units {
		u := s.unit(id)
		if u == nil || !u.OnMap {
			return nil
		}
		stack = append(stack, u)
	}
	cost, prev := 0.0, stack[0].Hex
	for _, st := range o.Steps {
		if st.Hex == nil {
			cost += s.stepCost(prev, st)
			continue
		}
		cost += s.enterCost(prev, *st.Hex, s.sc.RoadStep(prev, *st.Hex))
		prev = *st.Hex
	}
	road := s.roadMove(stack[0].Hex, false, o)
	allow := 1e9
	for _, u := range stack {
		cx := u.CX
		u.CX = false // its CX comes off as the MPh begins (3.3)
		allow = min(allow, s.mf(u, stack, o.DT, road))
		u.CX = cx
	}
	if cost < allow-1e-9 {
		return nil
	}
	return want("with its actions the line spends every MF (%s): from its last MF on it is not assault movement, so FFNAM applies there and residual FP in the hex attacks again (3.3, 3.3.1)",
		"連同動作本行用盡全部移動力（%s）：從最後一點移動力起不再是警戒移動，該處適用 FFNAM，格內殘留火力會再次攻擊（3.3、3.3.1）",
		"连同动作本行用尽全部移动力（%s）：从最后一点移动力起不再是警戒移动，该处适用 FFNAM，格内残留火力会再次攻击（3.3、3.3.1）", mfText(allow))
}

// checkLeaves checks a MOVE line's LEAVE steps (3.3: a stack may split in
// the middle of its move): each names a unit of the stack still moving,
// one unit at least goes on, and the MF spent up to there (hexes only;
// actions are judged as the move runs) are within what the units that
// leave together have on their own and what those going on have without
// them (an MMC's +2 MF from a leader only while it moves with him).
func (s *State) checkLeaves(o orders.Order, stack []*Unit) *i18n.Text {
	moving := slices.Clone(stack)
	prev, off, cost := stack[0].Hex, !stack[0].OnMap, 0.0
	road := s.roadMove(stack[0].Hex, off, o)
	for i, st := range o.Steps {
		switch {
		case st.Hex != nil:
			cost += s.enterCost(prev, *st.Hex, !off && s.sc.RoadStep(prev, *st.Hex))
			prev, off = *st.Hex, false
			continue
		case st.Act != "LEAVE":
			continue
		}
		u := s.unit(st.ID)
		if u == nil || !containsUnit(moving, u) {
			return want("LEAVE:%s: it is not a unit of this stack still moving there", "留下：%s：它不是此時仍在移動的疊中部隊", "留下：%s：它不是此时仍在移动的叠中部队", st.ID)
		}
		group := s.unitsOf(leaveGroup(o, i))
		var rest []*Unit
		for _, m := range moving {
			if !containsUnit(group, m) {
				rest = append(rest, m)
			}
		}
		if len(rest) == 0 {
			return want("LEAVE:%s would leave no unit moving: end the path there instead", "留下：%s 後沒有部隊繼續移動：請直接在該處結束路線", "留下：%s 后没有部队继续移动：请直接在该处结束路线", st.ID)
		}
		if own := s.mf(u, group, o.DT, road); cost > own+1e-9 {
			return want("LEAVE:%s: it has spent %s MF by then, beyond the %s it has without the units going on (3.3: an MMC keeps a leader's +2 MF only if it ends its move with him)", "留下：%s：屆時已花 %s 移動力，超過它離開繼續移動的部隊後的 %s（3.3：MMC 須與長官一起結束移動才有其 +2 移動力）", "留下：%s：届时已花 %s 移动力，超过它离开继续移动的部队后的 %s（3.3：MMC 须与长官一起结束移动才有其 +2 移动力）", st.ID, mfText(cost), mfText(own))
		}
		for _, k := range rest {
			if left := s.mf(k, rest, o.DT, road); cost > left+1e-9 {
				return want("LEAVE:%s: without it %s has %s MF and has spent %s by then (3.3)", "留下：%s：少了它，%s 只有 %s 移動力，屆時卻已花 %s（3.3）", "留下：%s：少了它，%s 只有 %s 移动力，届时却已花 %s（3.3）", st.ID, k.ID, mfText(left), mfText(cost))
			}
		}
		moving = slices.DeleteFunc(moving, func(m *Unit) bool { return m == u })
	}
	return nil
}

// leaves reports whether a LEAVE step of o leaves unit id behind.
func leaves(o orders.Order, id string) bool {
	for _, st := range o.Steps {
		if st.Act == "LEAVE" && st.ID == id {
			return true
		}
	}
	return false
}

// joinNote tells the defender that a FIRE line's weapon will join the
// attack of an earlier line of the mail that fires its holder's own FP at
// a hex both name: in the DFPh a squad and its MG at one target fire as
// one fire group (3.4, 4.1), so the weapon does not fire apart there.
func (s *State) joinNote(side int, o orders.Order, earlier []orders.Order) *i18n.Text {
	if o.Kind != orders.KFire || o.When == "FIRST" {
		return nil
	}
	for _, id := range o.Units {
		w := s.weapon(id)
		if w == nil || w.Gone || w.Owner == "" || s.wtype(w).Kind == tables.FT {
			continue
		}
		for _, e := range earlier {
			if e.When == "FIRST" || !contains(e.Units, w.Owner) || !(e.Any && o.Any || sharesHex(e.Hexes, o.Hexes)) {
				continue
			}
			return want("%[1]s is the weapon of %[2]s, which line %[3]d fires: where both lines fire at one hex in the DFPh, %[1]s joins that attack (3.4, 4.1: a squad and its weapon at one target fire as one fire group)",
				"%[1]s 是 %[2]s 的武器，而 %[2]s 由第 %[3]d 行射擊：在防禦射擊階段兩行向同一格射擊時，%[1]s 併入該次攻擊（3.4、4.1：班與其武器向同一目標射擊須組成一個火力羣）",
				"%[1]s 是 %[2]s 的武器，而 %[2]s 由第 %[3]d 行射击：在防御射击阶段两行向同一格射击时，%[1]s 并入该次攻击（3.4、4.1：班与其武器向同一目标射击须组成一个火力群）",
				id, w.Owner, e.Line)
		}
	}
	return nil
}

// sharesHex reports whether two lists of hexes have one in common.
func sharesHex(a, b []Hex) bool {
	for _, h := range a {
		if hexIn(h, b) {
			return true
		}
	}
	return false
}

// twoLeadersNote tells how a line naming two leaders of one hex with an
// MG one of them holds, and no squad or half-squad of that hex, fires:
// both fire the MG at full FP and the second directs no attack in that
// phase (4.0, 4.1).
func (s *State) twoLeadersNote(side int, o orders.Order) *i18n.Text {
	m := s.musterFirers(side, o.Units, o.From)
	m.addHexMGs(s, false)
	parts, leaders := m.shares(s)
	parts, _ = s.pairLeadersOnMGs(parts, leaders)
	for _, p := range parts {
		if p.with != nil {
			return want("%s and %s fire %s together at full FP (4.1); %s directs no attack in this phase (4.0)", "%s 與 %s 一起以全火力發射 %s（4.1）；%s 本階段不能指揮射擊（4.0）", "%s 与 %s 一起以全火力发射 %s（4.1）；%s 本阶段不能指挥射击（4.0）",
				p.unit.ID, p.with.ID, p.weapon.ID, p.with.ID)
		}
	}
	return nil
}
