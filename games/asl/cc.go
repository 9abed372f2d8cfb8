package asl

import (
	"fmt"

	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/templates/i18n"
)

// ccAttack is one close combat attack: attackers against defenders.
type ccAttack struct {
	side      int
	attackers []*Unit
	targets   []*Unit
}

// ccPhase is 3.8's CCPh: in every hex holding both sides, the phasing
// side's hexes in the order its CC lines name them, then by hex; ambush
// where an advance met the enemy in woods or a building; both sides'
// attacks declared, then resolved as if at once; melee where both sides
// stay. All pins come off at its end.
func (s *State) ccPhase(advanced map[Hex]bool, l *log) {
	l.Add(i18n.T("Close combat phase.", "肉搏戰階段。", "肉搏战阶段。"))
	ph := s.phasing()
	var order []Hex
	seen := map[Hex]bool{}
	add := func(h Hex) {
		if !seen[h] && len(s.at(h, 0)) > 0 && len(s.at(h, 1)) > 0 {
			seen[h] = true
			order = append(order, h)
		}
	}
	for _, o := range s.Lines[ph] {
		if o.Kind == orders.KCC && len(o.Units) > 0 {
			if u := s.unit(o.Units[0]); u != nil && u.active() {
				add(u.Hex)
			}
		}
	}
	var rest []Hex
	for _, u := range s.Units {
		if u.active() {
			rest = append(rest, u.Hex)
		}
	}
	hexgrid.Sort(rest)
	for _, h := range rest {
		add(h)
	}
	for _, h := range order {
		s.closeCombat(h, advanced[h] && !s.melee(h), l)
	}
	for i := range s.Units {
		s.Units[i].Pinned = false
	}
}

// closeCombat resolves one hex's close combat.
func (s *State) closeCombat(h Hex, ambushPossible bool, l *log) {
	ph := s.phasing()
	l.AddT("Close combat in %s.", "%s 的肉搏戰。", "%s 的肉搏战。", s.sc.ID(h))
	ambusher := -1
	if ambushPossible && s.sc.Terrain(h).Cover() {
		ambusher = s.ambush(h, l)
	}
	if ambusher >= 0 {
		first := s.allocate(ambusher, h, nil, l)
		s.resolveCC(h, first, ambusher, l)
		second := s.allocate(other(ambusher), h, first, l)
		s.resolveCC(h, second, ambusher, l)
	} else {
		a := s.allocate(ph, h, nil, l)
		d := s.allocate(other(ph), h, a, l)
		s.resolveCC(h, append(a, d...), -1, l)
	}
	if s.settleMeleeIn(h) {
		l.AddT("%s: melee goes on.", "%s：混戰持續。", "%s：混战持续。", s.sc.ID(h))
	}
}

// settleMeleeIn sets the melee of h's units as a close combat leaves
// them (3.8): units of both sides with one of them unbroken are locked in
// melee, any others are not. It reports whether they are locked.
func (s *State) settleMeleeIn(h Hex) bool {
	here := s.at(h, -1)
	locked := false
	if len(s.at(h, 0)) > 0 && len(s.at(h, 1)) > 0 {
		for _, u := range here {
			locked = locked || !u.Broken
		}
	}
	for _, u := range here {
		u.Melee = locked
	}
	return locked
}

// ambushDRM is a side's ambush drm in h (3.8): +1 CX, +1 pinned, +1
// inexperienced, each if any unit has it, and its best leader's DRM
// unless he is alone. A pinned leader lends no DRM (1.2.1).
func (s *State) ambushDRM(h Hex, side int) []drm {
	us := s.at(h, side)
	var ms []drm
	cx, pin, inexp := false, false, false
	var best *Unit
	for _, u := range us {
		cx = cx || u.CX
		pin = pin || u.Pinned
		inexp = inexp || s.inexperienced(u)
		if s.ctype(u).Kind == tables.Leader && u.goodOrder() && !u.Pinned && (best == nil || s.leaderDRM(u) < s.leaderDRM(best)) {
			best = u
		}
	}
	if cx {
		ms = append(ms, drm{1, i18n.Plain("CX")})
	}
	if pin {
		ms = append(ms, drm{1, i18n.T("pinned", "被壓制", "被压制")})
	}
	if inexp {
		ms = append(ms, drm{1, i18n.T("inexperienced", "經驗不足", "经验不足")})
	}
	if best != nil && len(us) > 1 && s.leaderDRM(best) != 0 {
		ms = append(ms, drm{s.leaderDRM(best), i18n.T("leader %s", "長官 %s", "长官 %s", best.ID)})
	}
	return ms
}

// ambush rolls both sides' ambush dr (3.8); a side three or more below the
// other ambushes it. It returns that side, or -1.
func (s *State) ambush(h Hex, l *log) int {
	var final [2]int
	for _, side := range []int{s.phasing(), other(s.phasing())} {
		ms := s.ambushDRM(h, side)
		r := l.dr1(fmt.Sprintf("%s ambush", s.sc.Sides[side].Nat))
		final[side] = r.White + sumDRM(ms)
		l.Add(i18n.Join(i18n.T("%s ambush: %s, %s, final %d.", "%s伏擊：%s，%s，最終 %d。", "%s伏击：%s，%s，最终 %d。", s.sc.Sides[side].Name, r.String(), drmText(ms), final[side])))
	}
	for side := range 2 {
		if final[side]+3 <= final[other(side)] {
			l.AddT("The %s side ambushes the %s side.", "%s伏擊了%s。", "%s伏击了%s。", s.sc.Sides[side].Name, s.sc.Sides[other(side)].Name)
			return side
		}
	}
	l.AddT("No ambush.", "沒有伏擊。", "没有伏击。")
	return -1
}

// allocate declares side's attacks in h from its CC lines (each unit
// attacks and is attacked at most once), or by default all its unbroken
// units together against every enemy unit there. first are the attacks
// the other side declared before, whose leaders defend as they attacked.
func (s *State) allocate(side int, h Hex, first []ccAttack, l *log) []ccAttack {
	var out []ccAttack
	usedA, usedT := map[string]bool{}, map[string]bool{}
	enemies := s.at(h, other(side))
	for _, o := range s.Lines[side] {
		if o.Kind != orders.KCC {
			continue
		}
		var at ccAttack
		at.side = side
		ok := true
		for _, id := range o.Units {
			u := s.unit(id)
			if u == nil || u.Side != side || !u.active() || u.Hex != h {
				ok = false
				break
			}
			if u.Broken || usedA[id] {
				continue
			}
			at.attackers = append(at.attackers, u)
		}
		if !ok || len(at.attackers) == 0 {
			continue
		}
		if len(o.Targets) == 0 {
			for _, e := range enemies {
				if !usedT[e.ID] {
					at.targets = append(at.targets, e)
				}
			}
		}
		for _, id := range o.Targets {
			e := s.unit(id)
			if e != nil && e.active() && e.Hex == h && e.Side != side && !usedT[id] {
				at.targets = append(at.targets, e)
			}
		}
		at.targets = s.bindLeaders(o, at.targets, first, usedT, l)
		if len(at.targets) == 0 {
			continue
		}
		for _, u := range at.attackers {
			usedA[u.ID] = true
		}
		for _, e := range at.targets {
			usedT[e.ID] = true
		}
		out = append(out, at)
	}
	if len(out) == 0 {
		var at ccAttack
		at.side = side
		for _, u := range s.at(h, side) {
			if !u.Broken {
				at.attackers = append(at.attackers, u)
			}
		}
		at.targets = enemies
		if len(at.attackers) > 0 && len(at.targets) > 0 {
			out = append(out, at)
		}
	}
	for _, at := range out {
		l.Add(i18n.T("%s attack: %s against %s.", "%s攻擊：%s 對 %s。", "%s攻击：%s 对 %s。", s.sc.Sides[side].Name, s.names(at.attackers), s.names(at.targets)))
	}
	return out
}

// names lists units for reports: "G1 8-1, G3 4-6-7" ("G1 8-1、G3 4-6-7").
func (s *State) names(us []*Unit) i18n.Text {
	var out []i18n.Text
	for _, u := range us {
		out = append(out, i18n.Plain(s.unitText(u)))
	}
	return i18n.ListText(out)
}

// ccStrength is units' CC strength (3.8): an MMC's FP, 1 for a leader.
// A pinned unit attacks at half strength but defends at full (the
// publisher's full rules, A7.8: a pin halves FP, CC defence excepted;
// the rulebook's 3.2.1 halves a pinned unit's attacks), fractions kept.
func (s *State) ccStrength(us []*Unit, attacking bool) float64 {
	n := 0.0
	for _, u := range us {
		fp := float64(s.ctype(u).FP)
		if s.ctype(u).Kind == tables.Leader {
			fp = 1
		}
		if attacking && u.Pinned {
			fp /= 2
		}
		n += fp
	}
	return n
}

// resolveCC resolves declared attacks, all odds fixed before any result
// (attacks are simultaneous, 3.8): the DRs, the leader created by an
// MMC's original 2 (5.3, the odds then recomputed), then each result.
func (s *State) resolveCC(h Hex, attacks []ccAttack, ambusher int, l *log) {
	var rolled []ccRolled
	for _, at := range attacks {
		if d, ok := s.rollCC(at, ambusher, l); ok {
			rolled = append(rolled, d)
		}
	}
	for i := range rolled {
		if rolled[i].r.Sum() == 2 {
			s.ccLeaderCreation(rolled, i, l)
		}
	}
	for _, d := range rolled {
		s.ccResult(d, l)
	}
}

// ccRolled is a close combat attack rolled but not yet resolved.
type ccRolled struct {
	at       ccAttack
	r        Roll
	ms       []drm
	odds     tables.Odds
	aS, dS   float64 // the strengths the odds were taken from
	ambusher int     // the side that ambushed, or -1
}

// rollCC takes an attack's odds and DRMs and rolls its DR; an attack whose
// attackers were all eliminated or broken meanwhile is not made.
func (s *State) rollCC(at ccAttack, ambusher int, l *log) (ccRolled, bool) {
	var live []*Unit
	for _, u := range at.attackers {
		if !u.Gone && !u.Broken {
			live = append(live, u)
		}
	}
	if len(live) == 0 {
		return ccRolled{}, false
	}
	at.attackers = live
	ms := s.ccDRM(at, ambusher, nil)
	aS, dS := s.ccStrength(at.attackers, true), s.ccStrength(at.targets, false)
	odds := s.sc.Tables().CCTOdds(aS, dS)
	r := l.dr2(fmt.Sprintf("CC %s", s.sc.Sides[at.side].Nat))
	return ccRolled{at, r, ms, odds, aS, dS, ambusher}, true
}

// ccDRM is an attack's CC DRMs (3.8): the best unpinned leader's DRM (a
// pinned one lends none, 1.2.1) when he attacks with an MMC (or, when created is not nil, the DRM of the leader that
// attack has just created), +1 if any attacker is CX, -1 if any target is
// CX, -2 if any is broken, and -1 ambushing or +1 ambushed.
func (s *State) ccDRM(at ccAttack, ambusher int, created *Unit) []drm {
	var ms []drm
	mmcWith := false
	var best *Unit
	cxA, cxT, brokenT := false, false, false
	for _, u := range at.attackers {
		cxA = cxA || u.CX
		if s.ctype(u).MMC() {
			mmcWith = true
		} else if !u.Pinned && (best == nil || s.leaderDRM(u) < s.leaderDRM(best)) {
			best = u
		}
	}
	if created != nil {
		best = created
	}
	for _, e := range at.targets {
		cxT = cxT || e.CX
		brokenT = brokenT || e.Broken
	}
	if best != nil && mmcWith && s.leaderDRM(best) != 0 {
		ms = append(ms, drm{s.leaderDRM(best), i18n.T("leader %s", "長官 %s", "长官 %s", best.ID)})
	}
	if cxA {
		ms = append(ms, drm{1, i18n.T("CX attacker", "攻擊者疲倦", "攻击者疲倦")})
	}
	if cxT {
		ms = append(ms, drm{-1, i18n.T("CX target", "目標疲倦", "目标疲倦")})
	}
	if brokenT {
		ms = append(ms, drm{-2, i18n.T("broken target", "目標潰散", "目标溃散")})
	}
	if ambusher >= 0 {
		if at.side == ambusher {
			ms = append(ms, drm{-1, i18n.T("ambushing", "伏擊", "伏击")})
		} else {
			ms = append(ms, drm{1, i18n.T("ambushed", "被伏擊", "被伏击")})
		}
	}
	return ms
}

// ccLeaderCreation applies an original 2 in rolled[i]'s DR (5.3): its best
// MMC creates a leader, who joins the attack (its odds recomputed) and
// defends with the unit that created him.
func (s *State) ccLeaderCreation(rolled []ccRolled, i int, l *log) {
	d := &rolled[i]
	var best *Unit
	for _, u := range d.at.attackers {
		if s.ctype(u).MMC() && (best == nil || s.morale(u) > s.morale(best)) {
			best = u
		}
	}
	if best == nil {
		return
	}
	id := s.promote(best, false, l)
	if id == "" {
		return
	}
	for j := range rolled {
		rolled[j].at.attackers = s.refresh(rolled[j].at.attackers)
		rolled[j].at.targets = s.refresh(rolled[j].at.targets)
	}
	creator := s.unit(best.ID)
	leader := s.unit(id)
	d.at.attackers = append(d.at.attackers, leader)
	d.aS++
	d.odds = s.sc.Tables().CCTOdds(d.aS, d.dS)
	l.AddT("The odds are now %s.", "比例改為 %s。", "比例改为 %s。", d.odds.String())
	if s.Options.fullRulesLeaders() && s.leaderDRM(leader) != 0 {
		// He adds his leadership DRM to the original 2 that created him,
		// even a +1 (the full rules' A18.12): his, not another leader's,
		// as leadership DRMs are not cumulative (1.2.1).
		d.ms = s.ccDRM(d.at, d.ambusher, leader)
		l.AddT("%s's leadership DRM %+d applies to the DR that created him.", "%s 的領導修正 %+d 適用於產生他的這次擲骰。", "%s 的领导修正 %+d 适用于产生他的这次掷骰。",
			s.unitText(leader), s.leaderDRM(leader))
	}
	// The new leader defends with the unit that created him: the other
	// side's attacks on it count him too (the 3.8 example recomputes both
	// sides' odds).
	for j := range rolled {
		o := &rolled[j]
		if o.at.side == d.at.side || !containsUnit(o.at.targets, creator) {
			continue
		}
		o.at.targets = append(o.at.targets, s.unit(id))
		o.dS++
		o.odds = s.sc.Tables().CCTOdds(o.aS, o.dS)
		l.AddT("The %s attack is now at %s (%s to %s).", "%s的攻擊比例改為 %s（%s 對 %s）。", "%s的攻击比例改为 %s（%s 对 %s）。",
			s.sc.Sides[o.at.side].Name, o.odds.String(), fpString(o.aS), fpString(o.dS))
	}
}

// ccResult applies a rolled attack's result on the CCT (3.8): below the
// kill number every target is eliminated, at it one suffers casualty
// reduction, above it nothing happens.
func (s *State) ccResult(d ccRolled, l *log) {
	final := d.r.Sum() + sumDRM(d.ms)
	head := i18n.T("%s CC at %s (%s to %s): %s, %s, final %d against kill number %d",
		"%s肉搏 %s（%s 對 %s）：%s，%s，最終 %d 對消滅數 %d", "%s肉搏 %s（%s 对 %s）：%s，%s，最终 %d 对消灭数 %d",
		s.sc.Sides[d.at.side].Name, d.odds.String(), fpString(d.aS), fpString(d.dS), d.r.String(), drmText(d.ms), final, d.odds.Kill)
	switch {
	case final < d.odds.Kill:
		l.Add(i18n.Join(head, i18n.T(": eliminated.", "：全部消滅。", "：全部消灭。")))
		for _, e := range d.at.targets {
			if !e.Gone {
				l.AddT("%s is eliminated.", "%s 被消滅。", "%s 被消灭。", s.unitText(e))
				s.eliminate(e, l)
			}
		}
	case final == d.odds.Kill:
		l.Add(i18n.Join(head, i18n.T(": casualty reduction.", "：損耗。", "：损耗。")))
		var live []*Unit
		for _, e := range d.at.targets {
			if !e.Gone {
				live = append(live, e)
			}
		}
		if len(live) > 0 {
			s.casualty(s.pick(live, 1, l)[0], l)
		}
	default:
		l.Add(i18n.Join(head, i18n.T(": no effect.", "：無效。", "：无效。")))
	}
}

// refresh looks units up again by id: a leader created in the middle of
// close combat grows s.Units, which may move it.
func (s *State) refresh(us []*Unit) []*Unit {
	out := make([]*Unit, 0, len(us))
	for _, u := range us {
		out = append(out, s.unit(u.ID))
	}
	return out
}
