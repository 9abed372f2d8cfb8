package asl

// Checks of fire and rout lines against the public position, made when
// the lines are sent (issue 19): advancing fire from where the plan
// leaves the firers, a rout path's steps and MF, and a defender's
// standing lines whose firers, fixed in place while the enemy moves, can
// fire at none of the hexes they name.

import (
	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// blockedText says what keeps a line of sight from a to b, or nil when it
// is clear.
func (s *State) blockedText(a, b Hex) *i18n.Text {
	v := s.sight(a, b)
	switch {
	case v.Clear:
		return nil
	case v.Blocked != nil:
		return want("blocked by the %s in %s", "被%s（%s）阻擋", "被%s（%s）阻挡", s.sc.Terrain(*v.Blocked).Name(), s.sc.ID(*v.Blocked))
	}
	return want("hindrances add %+d (6 or more block)", "障礙共 %+d（6 或以上即阻擋）", "障碍共 %+d（6 或以上即阻挡）", v.DRM)
}

// checkAFireSight refuses an AFIRE line when a firer has no line of sight
// to the target from the hex where the plan's MOVE lines leave it (3.2).
func (s *State) checkAFireSight(o orders.Order, p planned) *i18n.Text {
	for _, id := range o.Units {
		u := s.unit(id)
		if w := s.weapon(id); w != nil && w.Owner != "" {
			u = s.unit(w.Owner)
		}
		if u == nil {
			continue
		}
		from, on := s.afterMoves(u, p)
		if !on {
			continue
		}
		if why := s.blockedText(from, *o.At); why != nil {
			return want("%s ends its move in %s by your plan and has no line of sight from there to %s (%s), so it cannot fire there in the AFPh (3.2); name a target it will see, or leave it out",
				"%s 依計劃移動後在 %s，從那裡對 %s 沒有視線（%s），前進射擊階段不能向該處射擊（3.2）；請改選看得見的目標，或不讓它射擊",
				"%s 依计划移动后在 %s，从那里对 %s 没有视线（%s），前进射击阶段不能向该处射击（3.2）；请改选看得见的目标，或不让它射击",
				id, s.sc.ID(from), s.sc.ID(*o.At), *why)
		}
	}
	return nil
}

// checkRoutPath refuses a ROUT line whose path cannot be a rout from where
// the unit stands when the RtPh comes (where the plan's MOVE lines leave
// it): a hex not next to the one before, off the map, or more than the
// rout's 6 MF (one hex crawling), or running on past the woods or
// building where the rout must end, with the enemy where it stands now
// (3.6). What else depends on the enemy's position then is judged when
// the rout is made, and this again.
func (s *State) checkRoutPath(side int, o orders.Order, p planned) *i18n.Text {
	if o.Crawl && len(o.Hexes) != 1 {
		return want("a low crawl is one hex (3.6): ROUT unit CRAWL hex", "低爬行只能一格（3.6）：潰退 部隊 低爬行 六角格", "低爬行只能一格（3.6）：溃退 部队 低爬行 六角格")
	}
	for _, id := range o.Units {
		u := s.unit(id)
		if u == nil || u.Side != side {
			continue
		}
		start, on := s.afterMoves(u, p)
		if !on {
			continue
		}
		prev, mf := start, 0.0
		for _, h := range o.Hexes {
			if !s.sc.OnMap(h) || !s.sc.Grid().Adjacent(prev, h) {
				return s.notNextTo(h, prev)
			}
			mf += s.routCost(prev, h)
			prev = h
		}
		if mf > RoutMF+1e-9 && !o.Crawl {
			return want("the rout path from %s costs %s MF, beyond the rout's 6 (3.6)", "由 %s 出發的潰退路線需 %s 移動力，超過潰退的 6（3.6）", "由 %s 出发的溃退路线需 %s 移动力，超过溃退的 6（3.6）", s.sc.ID(start), mfText(mf))
		}
		if why := s.routPastCover(side, start, o.Hexes); why != nil {
			return why
		}
	}
	return nil
}

// reach is how far a unit's fire goes: twice the longest normal range of
// its own FP (an MMC's) and of the weapons it holds (3.2 long range), 0
// when it has neither.
func (s *State) reach(u *Unit) int {
	r := 0
	if ct := s.ctype(u); ct.MMC() && ct.FP > 0 {
		r = ct.Range
	}
	for _, w := range s.held(u.ID) {
		r = max(r, s.wtype(w).Range)
	}
	return 2 * r
}

// checkStandingReach refuses a defender's FIRE or ASK line that can never
// fire while the enemy moves: its firers stay where they are, and none of
// them can fire at any hex the line names (no FP of its own, out of reach,
// or no line of sight). An ASK line without firers stands for every unit
// of the side. Lines AT ANY are not checked.
func (s *State) checkStandingReach(side int, o orders.Order) *i18n.Text {
	if o.Any || len(o.Hexes) == 0 {
		return nil
	}
	var firers []*Unit
	add := func(u *Unit) {
		if u != nil && u.Side == side && u.active() && u.OnMap && !containsUnit(firers, u) {
			firers = append(firers, u)
		}
	}
	for _, id := range s.firingUnits(side, o) {
		add(s.unit(id))
	}
	if o.Kind == orders.KAsk && len(o.Units) == 0 && len(o.From) == 0 {
		for _, id := range s.unitIDs(side) {
			add(s.unit(id))
		}
	}
	if len(firers) == 0 {
		return nil
	}
	var first *i18n.Text
	armed := false
	count := 0
	for _, u := range firers {
		r := s.reach(u)
		if o.Within > 0 {
			r = min(r, o.Within)
		}
		if r == 0 {
			continue
		}
		armed = true
		count++
		for _, h := range o.Hexes {
			why := s.cannotReach(u, h, r)
			if why == nil {
				return nil
			}
			if first == nil {
				first = why
			}
		}
	}
	if !armed {
		return want("none of the line's units has FP of its own or a weapon (a leader only directs others, 1.2.1): name the units he directs with him, e.g. FIRE %s,… AT …",
			"這一行的部隊都沒有自身火力或武器（長官只指揮其他部隊，1.2.1）：請連同他指揮的部隊一起寫，例如 射擊 %s,…… 向 ……",
			"这一行的部队都没有自身火力或武器（长官只指挥其他部队，1.2.1）：请连同他指挥的部队一起写，例如 射击 %s,…… 向 ……", firers[0].ID)
	}
	if count > 1 {
		// Say that every firer was tried, not only the one quoted.
		t := i18n.T("none of the line's %d units with FP can ever fire there; for the first, %s", "這一行有火力的 %d 個部隊都無法射擊那裡；例如第一個：%s", "这一行有火力的 %d 个部队都无法射击那里；例如第一个：%s", count, *first)
		first = &t
	}
	if s.Question != nil && s.Question.Kind == "final" {
		// The answer before the DFPh: the enemy has moved; the line fires
		// now or never.
		return want("the line cannot fire in the DFPh: %s; name hexes your units can see within their reach, or AT ANY",
			"這一行在防禦射擊階段無法射擊：%s；請改寫您的部隊看得見且在射程內的六角格，或 向 任何",
			"这一行在防御射击阶段无法射击：%s；请改写您的部队看得见且在射程内的六角格，或 向 任何", *first)
	}
	return want("the line can never fire while the enemy moves, as your units stay where they are: %s; name hexes they can see within their reach, or AT ANY",
		"敵方移動時您的部隊不動，這一行永遠無法射擊：%s；請改寫它們看得見且在射程內的六角格，或 向 任何",
		"敌方移动时您的部队不动，这一行永远无法射击：%s；请改写它们看得见且在射程内的六角格，或 向 任何", *first)
}

// cannotReach says why u, where it stands, can never fire at h with its
// reach r, or nil.
func (s *State) cannotReach(u *Unit, h Hex, r int) *i18n.Text {
	d := s.sc.Grid().Distance(u.Hex, h)
	at := s.sc.ID(u.Hex)
	switch {
	case d == 0:
		return want("%s is in %s itself, which no mover enters while it holds it (3.3)", "%s 就在 %s，有它在時敵方移動部隊不會進入（3.3）", "%s 就在 %s，有它在时敌方移动部队不会进入（3.3）", u.ID, at)
	case d > r:
		return want("%s in %s is %d hexes from %s, beyond its reach of %d", "%[1]s（%[2]s）距 %[4]s 有 %[3]d 格，超出其射程 %[5]d", "%[1]s（%[2]s）距 %[4]s 有 %[3]d 格，超出其射程 %[5]d", u.ID, at, d, s.sc.ID(h), r)
	}
	if why := s.blockedText(u.Hex, h); why != nil {
		return want("%s in %s has no line of sight to %s (%s)", "%s（%s）對 %s 沒有視線（%s）", "%s（%s）对 %s 没有视线（%s）", u.ID, at, s.sc.ID(h), *why)
	}
	return nil
}

// checkFirers refuses a PREP or AFIRE line one of whose firers can never
// make that fire, whatever the RPh brings: a DC (placed in the MPh, not
// fired, 4.3), a target in its own hex or beyond twice its range (3.2), an
// MMG or HMG that moves by the plan firing in the AFPh (3.5), or more
// weapons than its holder may fire (4.0). An AFIRE line is judged from
// where the plan's MOVE lines leave the firer.
func (s *State) checkFirers(side int, kind fireKind, o orders.Order, p planned) *i18n.Text {
	m := s.musterFirers(side, o.Units, o.From)
	m.addHexMGs(s, false)
	perHolder := map[string]int{}
	for _, w := range m.weapons {
		h := s.unit(w.Owner)
		perHolder[h.ID]++
		limit := 1
		if s.ctype(h).Kind == tables.Squad {
			limit = 2
		}
		if perHolder[h.ID] > limit {
			return want("%s holds more weapons than it may fire: a squad fires at most two, a half-squad or a leader one (4.0); leave %s out", "%s 發射的武器超過上限：班最多兩件，半班或長官一件（4.0）；請刪去 %s", "%s 发射的武器超过上限：班最多两件，半班或长官一件（4.0）；请删去 %s", h.ID, w.ID)
		}
	}
	onlyLeaders := len(m.weapons) == 0 && len(m.units) > 0
	for _, u := range m.units {
		onlyLeaders = onlyLeaders && s.ctype(u).Kind == tables.Leader
	}
	if onlyLeaders {
		word := i18n.T("PREP", "準備射擊", "准备射击")
		if o.Kind == orders.KAFire {
			word = i18n.T("AFIRE", "前進射擊", "前进射击")
		}
		return want("a leader fires no FP of his own; he directs the units he fires with (1.2.1): name them too, e.g. %s %s,… AT %s", "長官沒有自身火力，只指揮與他一起射擊的部隊（1.2.1）：請連同部隊一起寫，例如 %s %s,…… 向 %s", "长官没有自身火力，只指挥与他一起射击的部队（1.2.1）：请连同部队一起写，例如 %s %s,…… 向 %s", word, m.units[0].ID, s.sc.ID(*o.At))
	}
	parts, _ := m.shares(s)
	for _, pt := range parts {
		from := pt.unit.Hex
		if kind == fkAdvance {
			if h, on := s.afterMoves(pt.unit, p); on {
				from = h
			}
		}
		if why := s.neverFires(pt, kind, from, *o.At, p); why != nil {
			return want("%s cannot fire at %s: %s; leave it out or choose another target", "%s 不能向 %s 射擊：%s；請刪去它或另選目標", "%s 不能向 %s 射击：%s；请删去它或另选目标", pt.id(), s.sc.ID(*o.At), *why)
		}
	}
	return nil
}

// neverFires says why a part of a PREP or AFIRE line can never fire from
// from at target, or nil.
func (s *State) neverFires(pt part, kind fireKind, from, target Hex, p planned) *i18n.Text {
	rng := s.ctype(pt.unit).Range
	if pt.weapon != nil {
		wt := s.wtype(pt.weapon)
		rng = wt.Range
		if wt.Kind == tables.DC {
			return want("a DC is placed during movement (MOVE … DC:hex), not fired (4.3)", "炸藥包在移動時放置（移動 …… 炸藥:六角格），不是射擊（4.3）", "炸药包在移动时放置（移动 …… 炸药:六角格），不是射击（4.3）")
		}
		if _, moves := p.moveLine[pt.unit.ID]; kind == fkAdvance && moves && wt.Kind == tables.MG && (wt.Size == "M" || wt.Size == "H") {
			return want("its holder %s moves by your plan, and an MMG or HMG that moved does not fire in the AFPh (3.5)", "持有者 %s 依計劃移動，而移動過的中、重機槍不能在前進射擊階段射擊（3.5）", "持有者 %s 依计划移动，而移动过的中、重机枪不能在前进射击阶段射击（3.5）", pt.unit.ID)
		}
	}
	switch d := s.sc.Grid().Distance(from, target); {
	case d == 0:
		return want("its own hex, where only close combat fights (3.8)", "那是它自己所在的格，同格只能肉搏（3.8）", "那是它自己所在的格，同格只能肉搏（3.8）")
	case d > 2*rng:
		return want("%s is %d hexes from %s, beyond twice its range (%d) (3.2)", "%[3]s 距 %[1]s 有 %[2]d 格，超出其射程兩倍（%[4]d）（3.2）", "%[3]s 距 %[1]s 有 %[2]d 格，超出其射程两倍（%[4]d）（3.2）", s.sc.ID(target), d, s.sc.ID(from), 2*rng)
	}
	return nil
}

// checkAnswerFire refuses the answer to a stop (FIRE ids) when none of
// the firers it names can fire at the mover now, naming those that can:
// the judge would otherwise find it out when the answer runs. A hex named
// among the firers stands for its units.
func (s *State) checkAnswerFire(o orders.Order) *i18n.Text {
	mv := s.Cursor.Mover
	if s.Question == nil || s.Question.Kind != "fire" || mv == nil || mv.Event == nil {
		return nil
	}
	probe := o
	probe.SFF, probe.FPF = true, true
	if len(s.lineShots(probe, mv)) > 0 {
		return nil
	}
	all := probe
	all.Units, all.From = nil, s.unitHexes(other(s.phasing()))
	var can []string
	for _, sh := range s.lineShots(all, mv) {
		for _, p := range sh.parts {
			if !contains(can, p.id()) {
				can = append(can, p.id())
			}
		}
	}
	hex := s.sc.ID(mv.Event.Hex)
	if len(can) == 0 {
		return want("none of your units can fire at the mover in %s now: answer NOFIRE", "您沒有部隊此時可向 %s 的移動部隊射擊：請回答 不射擊", "您没有部队此时可向 %s 的移动部队射击：请回答 不射击", hex)
	}
	if whys := s.whyNotAtMover(o, mv.Event.Hex); len(whys) > 0 {
		list := i18n.Text{}
		for i, w := range whys {
			if i > 0 {
				list = i18n.Join(list, i18n.T("; ", "；", "；"))
			}
			list = i18n.Join(list, w)
		}
		return want("none of these can fire at the mover in %s now (%s); those that can: %s", "這些部隊此時都不能向 %s 的移動部隊射擊（%s）；可以射擊的：%s", "这些部队此时都不能向 %s 的移动部队射击（%s）；可以射击的：%s", hex, list, hexListText(can))
	}
	return want("none of these can fire at the mover in %s now (out of sight or range, or already fired); those that can: %s", "這些部隊此時都不能向 %s 的移動部隊射擊（看不見、超出射程或已射擊）；可以射擊的：%s", "这些部队此时都不能向 %s 的移动部队射击（看不见、超出射程或已射击）；可以射击的：%s", hex, hexListText(can))
}

// whyNotAtMover gives, for each unit or held weapon an answer names, why it
// cannot fire at the mover in target now, judged by the fire its marker
// allows (first fire, SFF, FPF): "G9: no line of sight". It gives nothing
// when the answer names hexes, or a firer it cannot judge alone.
func (s *State) whyNotAtMover(o orders.Order, target Hex) []i18n.Text {
	if len(o.From) > 0 {
		return nil
	}
	var out []i18n.Text
	for _, id := range o.Units {
		p := part{unit: s.unit(id)}
		if w := s.weapon(id); p.unit == nil && w != nil && w.Owner != "" {
			p = part{unit: s.unit(w.Owner), weapon: w}
		}
		if p.unit == nil {
			return nil
		}
		kind := fkFirst
		switch p.marker() {
		case FirstFire:
			kind = fkSFF
		case FinalFire:
			kind = fkFPF
		}
		why := s.cannotFire(p, kind, target)
		if why == nil {
			return nil
		}
		out = append(out, i18n.T("%s: %s", "%s：%s", "%s：%s", id, *why))
	}
	return out
}
