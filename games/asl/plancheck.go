package asl

import (
	"slices"

	"adjutant/games"
	"adjutant/games/asl/orders"
	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// planned is where a side's plan, as sent, leaves its units: after their
// MOVE lines (moved) and after their ADVANCE lines too (advanced). Lines
// are checked against it when sent (issue 19: what follows from the
// public position is refused in the reply, not found out when the turn
// runs).
type planned struct {
	moved, advanced map[string]Hex
	// The line that first moves, prep fires or advancing fires a unit:
	// a unit moves once an MPh, and one that prep fires neither moves nor
	// fires in the AFPh (3.2.2, 3.3).
	moveLine, prepLine, afireLine map[string]int
	// destroyLine is the DESTROY line of each unit that destroys a
	// weapon in the PFPh: that uses the weapon, as firing it would (4.0).
	// destroyed is the DESTROY line of each weapon the plan destroys.
	destroyLine, destroyed map[string]int
	// overStacked are the MOVE lines, by number, whose stack would enter
	// a hex beyond the stacking limit.
	overStacked map[int]*i18n.Text
	// transferTo is each weapon's new holder by the plan's TRANSFER
	// lines; dropAt the hex where its MOVE lines drop a weapon.
	transferTo map[string]string
	dropAt     map[string]Hex
	// fires are the PREP and AFIRE lines that will fire, for 3.2's one
	// fire group a hex at a target.
	fires []plannedFire
	// lines are the plan's lines as read, with their numbers; refused
	// the numbers of those the reply refuses, filled in line by line as
	// Submit checks them (a refused line fires and moves nothing).
	lines   []orders.Order
	refused map[int]bool
	// conts are the MOVE lines, by number, that go on from a split in
	// the MOVE line before them (3.3).
	conts map[int]contStart
}

// planOf reads a submission's MOVE and ADVANCE lines, in any order. A
// MOVE line the position refuses moves nothing; a unit's first MOVE line
// counts (a unit moves once an MPh).
func (s *State) planOf(side int, rl role, lines []games.Line) planned {
	p := planned{moved: map[string]Hex{}, advanced: map[string]Hex{},
		moveLine: map[string]int{}, prepLine: map[string]int{}, afireLine: map[string]int{}, destroyLine: map[string]int{}, destroyed: map[string]int{},
		refused: map[int]bool{}, conts: s.continuations(lines)}
	first := func(m map[string]int, ids []string, n int) {
		for _, id := range ids {
			if _, seen := m[id]; !seen {
				m[id] = n
			}
		}
	}
	var advances, transfers, validMoves []orders.Order
	var moves, advSteps []moveLine
	for _, ln := range lines {
		o, why := orders.ParseLine(s.sc, ln.Text)
		if why != nil {
			continue
		}
		o.Line = ln.N
		p.lines = append(p.lines, o)
		switch o.Kind {
		case orders.KMove:
			c, cont := p.conts[ln.N]
			if cont && s.checkContinuation(side, rl, o, c) != nil || !cont && s.validate(side, rl, o) != nil {
				continue
			}
			end, ok := lastHex(o)
			for _, id := range o.Units {
				e, eok := end, ok
				if leaves(o, id) {
					e, eok = leaveHex(o, id)
				}
				if _, seen := p.moved[id]; eok && (!seen || cont) {
					p.moved[id] = e
				}
			}
			if _, again := p.moveLine[o.Units[0]]; !again || cont {
				moves = append(moves, moveLine{ln.N, o})
			}
			validMoves = append(validMoves, o)
			first(p.moveLine, o.Units, ln.N)
		case orders.KPrep:
			// Only a PREP line that will fire: its target holds the
			// enemy now (nothing moves before the PFPh).
			if s.validate(side, rl, o) == nil && s.checkPrepSight(o) == nil && len(s.at(*o.At, other(side))) > 0 {
				first(p.prepLine, s.firingUnits(side, o), ln.N)
				p.fires = append(p.fires, s.plannedFireOf(side, ln.N, o))
			}
		case orders.KAFire:
			if s.validate(side, rl, o) == nil {
				first(p.afireLine, s.firingUnits(side, o), ln.N)
				p.fires = append(p.fires, s.plannedFireOf(side, ln.N, o))
			}
		case orders.KAdvance:
			advances = append(advances, o)
			// An advance is a one-hex move after every MOVE line, for the
			// stacking limit.
			to := o.Hexes[0]
			advSteps = append(advSteps, moveLine{ln.N, orders.Order{Kind: orders.KAdvance, Units: o.Units, Steps: []orders.Step{{Hex: &to}}}})
		case orders.KTransfer:
			if s.validate(side, rl, o) == nil && o.When != "APH" {
				transfers = append(transfers, o)
			}
		case orders.KDestroy:
			if s.validate(side, rl, o) == nil && rl == roleAttack {
				first(p.destroyLine, s.holders(o.Units), ln.N)
				first(p.destroyed, o.Units, ln.N)
			}
		}
	}
	p.overStacked = s.stackingProblems(side, append(moves, advSteps...))
	s.planWeapons(side, &p, transfers, validMoves)
	for _, o := range advances {
		for _, id := range o.Units {
			if _, seen := p.advanced[id]; !seen {
				p.advanced[id] = o.Hexes[0]
			}
		}
	}
	return p
}

// judgeLines checks a submission's lines, by index: each is read, then
// checked against the position and the plan it belongs to. A refused
// line is not kept, so it moves, drops and fires nothing: the first line
// refused is left out and the plan read and checked again without it,
// until nothing more is refused (checked.WithoutRefused). It returns the
// refusals and the plan as kept.
func (s *State) judgeLines(side int, rl role, lines []games.Line) (map[int]*i18n.Text, planned) {
	var p planned
	out := checked.WithoutRefused(len(lines), func(at []int) (int, *i18n.Text, bool) {
		var kept []games.Line
		in := map[int]bool{}
		for _, i := range at {
			kept = append(kept, lines[i])
			in[i] = true
		}
		p = s.planOf(side, rl, kept)
		first := -1
		var firstWhy *i18n.Text
		for i, ln := range lines {
			if !in[i] {
				p.refused[ln.N] = true
				continue
			}
			if why := s.judgeLine(side, rl, ln, kept, p); why != nil {
				p.refused[ln.N] = true
				if first < 0 {
					first, firstWhy = i, why
				}
			}
		}
		return first, firstWhy, first >= 0
	})
	return out, p
}

// judgeLine reads and checks one line of a submission against the
// position and plan p, made of the lines kept.
func (s *State) judgeLine(side int, rl role, ln games.Line, kept []games.Line, p planned) *i18n.Text {
	o, why := orders.ParseLine(s.sc, ln.Text)
	o.Line = ln.N
	start, cont := p.conts[ln.N]
	switch {
	case why != nil:
	case cont:
		why = s.checkContinuation(side, rl, o, start)
	case o.Kind == orders.KMove:
		why = s.leftEarlier(o, kept)
	}
	if why == nil && !cont {
		why = s.validate(side, rl, o)
	}
	if why == nil {
		why = s.checkPlanned(side, rl, o, p)
	}
	return why
}

// leaveHex is the hex where a LEAVE step of o leaves unit id behind;
// false when it leaves before the first hex (it does not move).
func leaveHex(o orders.Order, id string) (Hex, bool) {
	var at *Hex
	for _, st := range o.Steps {
		switch {
		case st.Hex != nil:
			at = st.Hex
		case st.Act == "LEAVE" && st.ID == id:
			if at == nil {
				return Hex{}, false
			}
			return *at, true
		}
	}
	return Hex{}, false
}

// checkFireAgainstPlan checks a PREP or AFIRE line against the plan's
// other fire lines of the phase: one fire group a hex at a target (3.2),
// a unit firing once (3.2, 3.5), and the weapons a unit may use in the
// phase (4.0).
func (s *State) checkFireAgainstPlan(side int, o orders.Order, p planned) *i18n.Text {
	if why := s.checkOneGroupAHex(side, o, p); why != nil {
		return why
	}
	if why := s.checkFiresOnce(side, o, p); why != nil {
		return why
	}
	return s.checkPhaseWeapons(side, o, p)
}

// lastHex is the hex a MOVE line ends in.
func lastHex(o orders.Order) (Hex, bool) {
	for i := len(o.Steps) - 1; i >= 0; i-- {
		if h := o.Steps[i].Hex; h != nil {
			return *h, true
		}
	}
	return Hex{}, false
}

// afterMoves is where a unit stands when the MPh is over, by the plan;
// false when it is not on the map then.
func (s *State) afterMoves(u *Unit, p planned) (Hex, bool) {
	if h, ok := p.moved[u.ID]; ok {
		return h, true
	}
	return u.Hex, u.OnMap
}

// checkPlanned checks a line against the public position and the plan it
// belongs to: the firers of a PREP line see the target; an ADVANCE goes
// to a hex next to where the units end their move; a phasing side's CC
// attacks units in the hex where its attackers end the APh.
func (s *State) checkPlanned(side int, rl role, o orders.Order, p planned) *i18n.Text {
	if why := s.checkOneAction(side, o, p); why != nil {
		return why
	}
	switch {
	case o.Kind == orders.KMove:
		if why := p.overStacked[o.Line]; why != nil {
			return why
		}
		if why := s.checkLeaderLoad(o, p); why != nil {
			return why
		}
		return s.checkMoveSteps(o, p)
	case o.Kind == orders.KTransfer && o.When == "APH":
		return s.checkTransferAPh(side, rl, o, p)
	case o.Kind == orders.KTransfer:
		return s.checkTransfer(side, o)
	case o.Kind == orders.KDestroy:
		for _, id := range o.Units {
			if w := s.weapon(id); w != nil && !w.Gone && w.Owner == "" {
				return want("%s lies unpossessed in %s: only the unit holding a weapon may destroy it (4.0)", "%s 無人攜帶，在 %s：只有攜帶武器的部隊可以毀滅它（4.0）", "%s 无人携带，在 %s：只有携带武器的部队可以毁灭它（4.0）", id, s.sc.ID(w.Hex))
			}
		}
	case o.Kind == orders.KFireNow && rl == roleAnswer:
		return s.checkAnswerFire(o)
	case o.Kind == orders.KPrep:
		if why := s.checkPrepSight(o); why != nil {
			return why
		}
		if why := s.checkFireAgainstPlan(side, o, p); why != nil {
			return why
		}
		return s.checkFirers(side, fkPrep, o, p)
	case o.Kind == orders.KAFire:
		if why := s.checkFirers(side, fkAdvance, o, p); why != nil {
			return why
		}
		if why := s.checkFireAgainstPlan(side, o, p); why != nil {
			return why
		}
		return s.checkAFireSight(o, p)
	case o.Kind == orders.KRout:
		return s.checkRoutPath(side, o, p)
	case (o.Kind == orders.KFire || o.Kind == orders.KAsk) && (rl == roleDefence || rl == roleAnswer):
		return s.checkStandingReach(side, o)
	case o.Kind == orders.KAdvance && p.overStacked[o.Line] != nil:
		return p.overStacked[o.Line]
	case o.Kind == orders.KAdvance:
		to := o.Hexes[0]
		var from *Hex
		for _, id := range o.Units {
			u := s.unit(id)
			h, on := s.afterMoves(u, p)
			if from == nil && on {
				from = &h
			}
			switch {
			case on && h != *from:
				return want("%s ends its move in %s and %s in %s: an ADVANCE line advances the units of one hex; write one line a hex", "%s 移動後在 %s，%s 在 %s：一行突擊只能推進同一格的部隊；請每格各寫一行", "%s 移动后在 %s，%s 在 %s：一行突击只能推进同一格的部队；请每格各写一行", o.Units[0], s.sc.ID(*from), id, s.sc.ID(h))
			case !on:
				return want("%s is not on the map: it can advance only after a MOVE line brings it on", "%s 不在地圖上：須先以移動命令登場才能突擊", "%s 不在地图上：须先以移动命令登场才能突击", id)
			case !s.sc.Grid().Adjacent(h, to):
				return want("%s is not next to %s, where %s ends its move: an advance is one hex (3.7); advance into a hex next to it", "%s 與 %s（%s 移動後所在）不相鄰：突擊只能進入相鄰一格（3.7）", "%s 与 %s（%s 移动后所在）不相邻：突击只能进入相邻一格（3.7）", s.sc.ID(to), s.sc.ID(h), id)
			}
		}
		return s.checkCXAdvance(o, p)
	case o.Kind == orders.KCC && rl == roleAttack:
		return s.checkCCHex(o, p)
	}
	return nil
}

// checkPrepSight refuses a PREP line when one of its firers has no line
// of sight to the target (3.2).
func (s *State) checkPrepSight(o orders.Order) *i18n.Text {
	for _, id := range o.Units {
		var from Hex
		switch u, w := s.unit(id), s.weapon(id); {
		case u != nil && u.OnMap:
			from = u.Hex
		case w != nil && w.Owner != "" && s.unit(w.Owner).OnMap:
			from = s.unit(w.Owner).Hex
		default:
			continue
		}
		how := s.blockedText(from, *o.At)
		if how == nil {
			continue
		}
		return want("%s in %s has no line of sight to %s (%s), so it cannot fire there (3.2); name a target it sees, or leave it out",
			"%s（%s）對 %s 沒有視線（%s），不能向該處射擊（3.2）；請改選看得見的目標，或不讓它射擊",
			"%s（%s）对 %s 没有视线（%s），不能向该处射击（3.2）；请改选看得见的目标，或不让它射击",
			id, s.sc.ID(from), s.sc.ID(*o.At), *how)
	}
	return nil
}

// checkCCHex refuses a phasing side's CC line whose targets are not in
// the hex where its attackers end the APh by the plan (3.8: close combat
// is in one hex, reached by advancing).
func (s *State) checkCCHex(o orders.Order, p planned) *i18n.Text {
	for _, id := range o.Units {
		u := s.unit(id)
		h, on := s.afterMoves(u, p)
		if a, ok := p.advanced[id]; ok {
			h, on = a, true
		}
		if !on {
			continue
		}
		for _, tid := range o.Targets {
			t := s.unit(tid)
			if t == nil || !t.OnMap || t.Hex == h {
				continue
			}
			return want("%s ends your plan in %s and %s is in %s: close combat is in one hex (3.8); ADVANCE %s %s first",
				"%s 依計劃最後在 %s，而 %s 在 %s：肉搏戰在同一格進行（3.8）；請先 突擊 %s %s",
				"%s 依计划最后在 %s，而 %s 在 %s：肉搏战在同一格进行（3.8）；请先 突击 %s %s",
				id, s.sc.ID(h), tid, s.sc.ID(t.Hex), id, s.sc.ID(t.Hex))
		}
	}
	return nil
}

// firingUnits are the units of side a PREP or AFIRE line makes fire: those
// it names, the holders of the weapons it names, and the units in the
// hexes it names.
func (s *State) firingUnits(side int, o orders.Order) []string {
	var out []string
	for _, id := range o.Units {
		if w := s.weapon(id); w != nil && w.Owner != "" {
			id = w.Owner
		}
		if u := s.unit(id); u != nil && u.Side == side && !contains(out, id) {
			out = append(out, id)
		}
	}
	for _, h := range o.From {
		for _, u := range s.at(h, side) {
			if !contains(out, u.ID) {
				out = append(out, u.ID)
			}
		}
	}
	return out
}

// checkOneAction refuses a line that asks of a unit what an earlier line
// of the plan rules out: a second MOVE (a unit moves once an MPh, 3.3), a
// MOVE or AFIRE of a unit that prep fires, or a PREP of one that moves or
// advancing fires (3.2.2: a unit that prep fired neither moves nor fires
// in the AFPh).
func (s *State) checkOneAction(side int, o orders.Order, p planned) *i18n.Text {
	earlier := func(m map[string]int, id string) int {
		if n, ok := m[id]; ok && n < o.Line {
			return n
		}
		return 0
	}
	if o.Kind == orders.KPrep || o.Kind == orders.KAFire {
		for _, id := range o.Units {
			// DESTROY lines run first, whatever their place in the mail.
			if n, ok := p.destroyed[id]; ok && n != o.Line {
				return want("%s is destroyed by line %d and fires no more; drop it from this line or drop line %d", "%s 已由第 %d 行毀滅，不能再射擊；請從本行刪去它，或刪去第 %d 行", "%s 已由第 %d 行毁灭，不能再射击；请从本行删去它，或删去第 %d 行", id, n, n)
			}
		}
	}
	if o.Kind == orders.KDestroy || o.Kind == orders.KTransfer && o.When == "APH" {
		for _, id := range o.Units {
			// Destroyed as the PFPh begins: no second DESTROY, no pass in
			// the APh.
			if n, ok := p.destroyed[id]; ok && n != o.Line {
				return want("%[1]s is destroyed by line %[2]d as the PFPh begins, so it is gone by then: leave it out of this line or drop line %[2]d", "%[1]s 已由第 %[2]d 行在準備射擊階段開始時毀滅，屆時已不在場上：請從本行刪去它，或刪去第 %[2]d 行", "%[1]s 已由第 %[2]d 行在准备射击阶段开始时毁灭，届时已不在场上：请从本行删去它，或删去第 %[2]d 行", id, n)
			}
		}
	}
	switch o.Kind {
	case orders.KMove:
		for _, id := range o.Units {
			if n := earlier(p.destroyLine, id); n > 0 {
				return destroyConflict(id, n)
			}
			if _, cont := p.conts[o.Line]; cont {
				continue
			}
			if n := earlier(p.moveLine, id); n > 0 {
				return want("%s already moves by line %d: a unit moves once an MPh (3.3); write its whole path in one MOVE line", "%s 已由第 %d 行移動：每個部隊在移動階段只移動一次（3.3）；請把整條路線寫在同一行移動命令", "%s 已由第 %d 行移动：每个部队在移动阶段只移动一次（3.3）；请把整条路线写在同一行移动命令", id, n)
			}
			if n := earlier(p.prepLine, id); n > 0 {
				return prepConflict(id, n)
			}
		}
	case orders.KAFire:
		for _, id := range s.firingUnits(side, o) {
			if n := earlier(p.prepLine, id); n > 0 {
				return prepConflict(id, n)
			}
			if n := earlier(p.destroyLine, id); n > 0 {
				return destroyConflict(id, n)
			}
		}
	case orders.KDestroy:
		if side != s.phasing() {
			return nil
		}
		for _, id := range s.holders(o.Units) {
			if n := max(earlier(p.moveLine, id), earlier(p.afireLine, id)); n > 0 {
				return want("%s moves or advancing fires by line %d, and destroying a weapon in the PFPh uses it as prep fire does: the unit neither moves nor fires in the AFPh after it (4.0, 3.2.2); drop this line or line %d", "%s 已由第 %d 行移動或前進射擊，而在準備射擊階段毀滅武器視同使用該武器（如準備射擊）：之後該部隊不可移動，也不可前進射擊（4.0、3.2.2）；請刪去本行或第 %d 行", "%s 已由第 %d 行移动或前进射击，而在准备射击阶段毁灭武器视同使用该武器（如准备射击）：之后该部队不可移动，也不可前进射击（4.0、3.2.2）；请删去本行或第 %d 行", id, n, n)
			}
		}
	case orders.KAdvance:
		for _, e := range p.lines {
			if e.Kind != orders.KAdvance || e.Line >= o.Line || p.refused[e.Line] {
				continue
			}
			for _, id := range o.Units {
				if contains(e.Units, id) {
					return want("%[1]s advances by line %[2]d already: a unit advances once, one hex (3.7); write one ADVANCE line for it", "%[1]s 已由第 %[2]d 行突擊：每個部隊只突擊一次、一格（3.7）；請只寫一行突擊", "%[1]s 已由第 %[2]d 行突击：每个部队只突击一次、一格（3.7）；请只写一行突击", id, e.Line)
				}
			}
		}
	case orders.KPrep:
		if len(s.at(*o.At, other(side))) == 0 {
			return nil
		}
		for _, id := range s.firingUnits(side, o) {
			if n := max(earlier(p.moveLine, id), earlier(p.afireLine, id)); n > 0 {
				return want("%s moves or advancing fires by line %d, and a unit that prep fires does neither (3.2.2): drop this PREP line or line %d", "%s 已由第 %d 行移動或前進射擊，而準備射擊的部隊兩者皆不可（3.2.2）：請刪去本行準備射擊或第 %d 行", "%s 已由第 %d 行移动或前进射击，而准备射击的部队两者皆不可（3.2.2）：请删去本行准备射击或第 %d 行", id, n, n)
			}
		}
	}
	return nil
}

// destroyConflict refuses a MOVE or AFIRE of a unit that destroys a
// weapon in the PFPh by line n (4.0: that uses the weapon, as prep fire).
func destroyConflict(id string, n int) *i18n.Text {
	return want("%s destroys a weapon by line %d, which uses it in the PFPh as prep fire would: the unit neither moves nor fires in the AFPh (4.0, 3.2.2); drop this line or line %d", "%s 已由第 %d 行毀滅武器，在準備射擊階段視同使用該武器（如準備射擊）：該部隊不可移動，也不可前進射擊（4.0、3.2.2）；請刪去本行或第 %d 行", "%s 已由第 %d 行毁灭武器，在准备射击阶段视同使用该武器（如准备射击）：该部队不可移动，也不可前进射击（4.0、3.2.2）；请删去本行或第 %d 行", id, n, n)
}

// holders are the units holding the weapons ids names, in order, once each.
func (s *State) holders(ids []string) []string {
	var out []string
	for _, id := range ids {
		if w := s.weapon(id); w != nil && w.Owner != "" && !contains(out, w.Owner) {
			out = append(out, w.Owner)
		}
	}
	return out
}

// prepConflict refuses a MOVE or AFIRE of a unit that prep fires by line n.
func prepConflict(id string, n int) *i18n.Text {
	return want("%s prep fires by line %d: a unit that prep fires neither moves nor fires in the AFPh (3.2.2); drop this line or line %d", "%s 已由第 %d 行準備射擊：準備射擊的部隊不可移動，也不可在前進射擊階段射擊（3.2.2）；請刪去本行或第 %d 行", "%s 已由第 %d 行准备射击：准备射击的部队不可移动，也不可在前进射击阶段射击（3.2.2）；请删去本行或第 %d 行", id, n, n)
}

// contStart is where a MOVE line that goes on after a split begins: the
// earlier MOVE line (its number) whose LEAVE steps left its units, the
// hex they were left in and the MF they had spent by then (3.3).
type contStart struct {
	from  int
	hex   Hex
	spent float64
	dt    bool
}

// continuation reports whether o goes on from a split of prev, the MOVE
// line just before it in the plan: every unit it names was left by one
// run of LEAVE steps of prev, after prev's first hex. The MF spent are
// those of prev's hexes up to there, from where its units stand now.
func (s *State) continuation(prev, o orders.Order) (contStart, bool) {
	if prev.Kind != orders.KMove || o.Kind != orders.KMove || len(prev.Units) == 0 || len(o.Units) == 0 {
		return contStart{}, false
	}
	first := s.unit(prev.Units[0])
	if first == nil || !first.OnMap {
		return contStart{}, false
	}
	at, cost := first.Hex, 0.0
	for i, st := range prev.Steps {
		if st.Hex != nil {
			cost += s.enterCost(at, *st.Hex, s.sc.RoadStep(at, *st.Hex))
			at = *st.Hex
			continue
		}
		if st.Act != "LEAVE" || (i > 0 && prev.Steps[i-1].Act == "LEAVE") {
			continue
		}
		group := leaveGroup(prev, i)
		all := true
		for _, id := range o.Units {
			all = all && slices.Contains(group, id)
		}
		if h, moved := leaveHex(prev, st.ID); all && moved {
			return contStart{from: prev.Line, hex: h, spent: cost, dt: prev.DT}, true
		}
	}
	return contStart{}, false
}

// continuations finds, by line number, the MOVE lines of a mail that go
// on from a split (continuation).
func (s *State) continuations(lines []games.Line) map[int]contStart {
	out := map[int]contStart{}
	var prev *orders.Order
	for _, ln := range lines {
		o, why := orders.ParseLine(s.sc, ln.Text)
		if why != nil || o.Kind != orders.KMove {
			continue
		}
		o.Line = ln.N
		if prev != nil {
			if c, ok := s.continuation(*prev, o); ok {
				out[ln.N] = c
			}
		}
		prev = &o
	}
	return out
}

// checkContinuation checks a MOVE line that goes on from a split: the
// units' own checks, then its path from where they were left, with the
// MF spent by then; hexes only, no DT unless the line it splits from has
// it, and no AM.
func (s *State) checkContinuation(side int, rl role, o orders.Order, c contStart) *i18n.Text {
	bare := o
	bare.Steps, bare.AM, bare.DT = nil, false, false
	if why := s.validate(side, rl, bare); why != nil {
		return why
	}
	switch {
	case o.AM:
		return want("this line goes on from the split in line %d: it is no assault movement (3.3); drop AM", "本行接續第 %d 行的分開移動：不是警戒移動（3.3）；請去掉 警戒", "本行接续第 %d 行的分开移动：不是警戒移动（3.3）；请去掉 警戒", c.from)
	case o.DT != c.dt:
		return want("this line goes on from the split in line %d: double time is declared for the whole move, so write DT on both lines or on neither (3.3)", "本行接續第 %d 行的分開移動：急速步是整個移動開始時宣佈的，請兩行都寫 急速步 或都不寫（3.3）", "本行接续第 %d 行的分开移动：急速步是整个移动开始时宣布的，请两行都写 急速步 或都不写（3.3）", c.from)
	}
	for _, st := range o.Steps {
		if st.Hex == nil {
			return want("this line goes on from the split in line %d: write hexes only (no %s step)", "本行接續第 %d 行的分開移動：只寫六角格（不可有 %s 動作）", "本行接续第 %d 行的分开移动：只写六角格（不可有 %s 动作）", c.from, st.Act)
		}
	}
	return s.checkMoveFrom(side, o, &c)
}

// leftEarlier refuses a MOVE line, not right after the line it split
// from, that names a unit an earlier MOVE line of the mail leaves behind
// by a LEAVE step: the units of a split stack finish moving before any
// other unit moves (3.3).
func (s *State) leftEarlier(o orders.Order, lines []games.Line) *i18n.Text {
	for _, ln := range lines {
		if ln.N >= o.Line {
			break
		}
		e, why := orders.ParseLine(s.sc, ln.Text)
		if why != nil || e.Kind != orders.KMove {
			continue
		}
		for _, id := range o.Units {
			if leaves(e, id) {
				return want("%s is left behind by line %d's LEAVE step: a MOVE line that takes it on must come right after line %d and name only units left there together (a split stack's units finish moving before another unit moves, 3.3)",
					"%s 由第 %d 行的 留下 動作留下：要讓它繼續移動，移動命令須緊接在第 %d 行之後，且只寫在該處一起留下的部隊（分開的疊須先完成移動，其他部隊才能移動，3.3）",
					"%s 由第 %d 行的 留下 动作留下：要让它继续移动，移动命令须紧接在第 %d 行之后，且只写在该处一起留下的部队（分开的叠须先完成移动，其他部队才能移动，3.3）",
					id, ln.N, ln.N)
			}
		}
	}
	return nil
}
