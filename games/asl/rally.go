package asl

import (
	"fmt"

	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// rallyPhase is 3.1's RPh, its steps in the rule's order, the phasing
// side first in each: reinforcements, recovery, repair, transfer,
// self-rally, rally by leaders, and DM markers coming off.
func (s *State) rallyPhase(l *log) {
	ph := s.phasing()
	l.Add(i18n.T("Rally phase.", "回復階段。", "回复阶段。"))
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == ph && !u.OnMap && !u.Gone && u.Enter == s.Turn {
			var ids []string
			for _, h := range u.Entry {
				ids = append(ids, s.sc.ID(h))
			}
			l.AddT("%s arrives this turn, to enter by %s.", "%s 本回合登場，由 %s 進入。", "%s 本回合登场，由 %s 进入。", s.unitText(u), hexListText(ids))
		}
	}
	s.dmNextToEnemy()
	for _, side := range []int{ph, other(ph)} {
		s.recoverAll(side, l)
	}
	for _, side := range []int{ph, other(ph)} {
		s.repairAll(side, l)
	}
	passed := map[string]bool{}
	for _, side := range []int{ph, other(ph)} {
		for _, o := range s.Lines[side] {
			if o.Kind == orders.KTransfer && o.When != "APH" {
				s.transfer(side, o, passed, l)
			}
		}
	}
	// A good-order leader who recovered, repaired or passed a weapon has
	// taken his one RPh action: he rallies no one (3.1; only a leader's
	// self-rally and his rallying of others go together).
	busy := map[string]bool{}
	for i := range s.Units {
		if u := &s.Units[i]; u.Acted && u.goodOrder() && s.ctype(u).Kind == tables.Leader {
			busy[u.ID] = true
		}
	}
	if !s.rallyNone(ph) {
		s.selfRally(ph, true, l)
	}
	if !s.rallyNone(other(ph)) {
		s.selfRally(other(ph), false, l)
	}
	for _, side := range []int{ph, other(ph)} {
		if !s.rallyNone(side) {
			s.leaderRally(side, busy, l)
		}
	}
	s.dropDM(l)
}

// rallyNone reports a side's RALLY NONE.
func (s *State) rallyNone(side int) bool {
	for _, o := range s.Lines[side] {
		if o.Kind == orders.KRallyNone {
			return true
		}
	}
	return false
}

// listed reports whether a side's lines of kind name id.
func (s *State) listed(side int, kind orders.OrderKind, id string) bool {
	for _, o := range s.Lines[side] {
		if o.Kind == kind && contains(o.Units, id) {
			return true
		}
	}
	return false
}

// recoverAll has a good-order unit try to recover each unpossessed weapon
// in its hex (3.1 b, 4.0): a dr below 6, +1 when CX; its one RPh action.
func (s *State) recoverAll(side int, l *log) {
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if w.Gone || w.Owner != "" {
			continue
		}
		for _, u := range s.recoverers(w.Hex, side) {
			u.Acted = true
			r := l.dr1(fmt.Sprintf("%s recovers %s", u.ID, w.ID))
			mod := 0
			if u.CX {
				mod = 1
			}
			if r.White+mod < 6 {
				w.Owner, w.Recovered = u.ID, true
				l.AddT("%s recovers %s %s: %s%s.", "%s 收回 %s %s：%s%s。", "%s 收回 %s %s：%s%s。", s.unitText(u), w.ID, w.Type, r.String(), plusText(mod))
			} else {
				l.AddT("%s fails to recover %s %s: %s%s.", "%s 未能收回 %s %s：%s%s。", "%s 未能收回 %s %s：%s%s。", s.unitText(u), w.ID, w.Type, r.String(), plusText(mod))
			}
			break
		}
	}
}

// recoverers are the units of side in h that may try a recovery: good
// order, no RPh action yet; MMCs first, so that a leader keeps his one
// RPh action for rallying (3.1).
func (s *State) recoverers(h Hex, side int) []*Unit {
	var mmc, leaders []*Unit
	for _, u := range s.at(h, side) {
		switch {
		case !u.goodOrder() || u.Acted:
		case s.ctype(u).Kind == tables.Leader:
			leaders = append(leaders, u)
		default:
			mmc = append(mmc, u)
		}
	}
	return append(mmc, leaders...)
}

// repairAll tries to repair each malfunctioned weapon a good-order unit
// of its nationality holds (3.1 c): a dr at most the repair number fixes
// it, a 6 disables it for good. NOREPAIR weapon skips it.
func (s *State) repairAll(side int, l *log) {
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if w.Gone || !w.Broken || w.Owner == "" || w.Side != side {
			continue
		}
		u := s.unit(w.Owner)
		if u == nil || u.Side != side || !u.goodOrder() || u.Acted || s.listed(side, orders.KNoRepair, w.ID) {
			continue
		}
		u.Acted = true
		rep := s.wtype(w).Repair
		r := l.dr1(fmt.Sprintf("%s repairs %s", u.ID, w.ID))
		switch {
		case r.White == 6:
			w.Gone, w.Owner = true, ""
			l.AddT("%s tries to repair %s %s: %s, a 6: disabled for good.", "%s 嘗試修理 %s %s：%s，擲出 6：永久故障。", "%s 尝试修理 %s %s：%s，掷出 6：永久故障。", s.unitText(u), w.ID, w.Type, r.String())
		case r.White <= rep:
			w.Broken = false
			l.AddT("%s repairs %s %s: %s, at most %d.", "%s 修好 %s %s：%s，不大於 %d。", "%s 修好 %s %s：%s，不大于 %d。", s.unitText(u), w.ID, w.Type, r.String(), rep)
		default:
			l.AddT("%s fails to repair %s %s: %s, above %d.", "%s 未能修理 %s %s：%s，大於 %d。", "%s 未能修理 %s %s：%s，大于 %d。", s.unitText(u), w.ID, w.Type, r.String(), rep)
		}
	}
}

// transfer moves a weapon between two good-order units of a hex (3.1 d):
// in the RPh the one RPh action of both, so neither may have recovered
// or repaired before it; in the APh (3.7) passed is nil and the RPh's
// actions do not count.
func (s *State) transfer(side int, o orders.Order, passed map[string]bool, l *log) {
	to := s.unit(o.To)
	for _, id := range o.Units {
		w := s.weapon(id)
		var from *Unit
		if w != nil && !w.Gone {
			from = s.unit(w.Owner)
		}
		switch {
		case w == nil || from == nil || from.Side != side || to == nil || to.Side != side:
			l.secret(s.seat(side), i18n.T("Line %d: %s is not a weapon your units hold, or %s not your unit.", "第 %d 行：%s 不是本方部隊攜帶的武器，或 %s 不是本方部隊。", "第 %d 行：%s 不是本方部队携带的武器，或 %s 不是本方部队。", o.Line, id, o.To), nil)
		case !from.goodOrder() || !to.goodOrder() || from.Hex != to.Hex || w.Recovered || !to.active():
			l.secret(s.seat(side), i18n.T("Line %d: %s cannot pass to %s (both in good order, in one hex, not just recovered).", "第 %d 行：%s 不能轉交給 %s（雙方須秩序良好、同格，且武器不是剛收回）。", "第 %d 行：%s 不能转交给 %s（双方须秩序良好、同格，且武器不是刚收回）。", o.Line, id, o.To), nil)
		case passed != nil && busyUnit(from, to, passed) != nil:
			b := busyUnit(from, to, passed)
			l.secret(s.seat(side), i18n.T("Line %d: %s cannot pass to %s: %s took its one RPh action already (a recovery or a repair, 3.1).", "第 %d 行：%s 不能轉交給 %s：%s 已用掉回復階段唯一的行動（收回或修理，3.1）。", "第 %d 行：%s 不能转交给 %s：%s 已用掉回复阶段唯一的行动（收回或修理，3.1）。", o.Line, id, o.To, b.ID), nil)
		default:
			if passed != nil {
				from.Acted, to.Acted = true, true
				passed[from.ID], passed[to.ID] = true, true
			}
			w.Owner = to.ID
			l.AddT("%s passes %s %s to %s.", "%s 把 %s %s 交給 %s。", "%s 把 %s %s 交给 %s。", from.ID, w.ID, w.Type, to.ID)
		}
	}
}

// busyUnit is the one of a transfer's two units that took its one RPh
// action before it, or nil; passed are the units whose action is passing
// weapons (they may pass or receive more).
func busyUnit(from, to *Unit, passed map[string]bool) *Unit {
	switch {
	case from.Acted && !passed[from.ID]:
		return from
	case to.Acted && !passed[to.ID]:
		return to
	}
	return nil
}

// rallyDRM are the modifiers of a rally attempt (3.1 f): +4 DM, -1 in
// woods or a building, +1 self-rally, the rallying leader's DRM.
func (s *State) rallyDRM(u *Unit, self bool, leader *Unit) []drm {
	var ms []drm
	if self {
		ms = append(ms, drm{1, i18n.T("self-rally", "自我回復", "自我回复")})
	}
	if u.DM {
		ms = append(ms, drm{4, i18n.Plain("DM")})
	}
	if s.sc.Terrain(u.Hex).Cover() {
		ms = append(ms, drm{-1, s.sc.Terrain(u.Hex).Name()})
	}
	if leader != nil {
		if d := s.leaderDRM(leader); d != 0 {
			ms = append(ms, drm{d, i18n.T("leader %s", "長官 %s", "长官 %s", leader.ID)})
		}
	}
	return ms
}

// selfRally tries to rally the broken units that rally themselves: every
// leader, and for the phasing side one MMC of its choice (3.1 e): the one
// without a good-order leader, not DM, with the best broken morale.
func (s *State) selfRally(side int, phasing bool, l *log) {
	var mmc *Unit
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side || !u.active() || !u.Broken || u.Melee || s.listed(side, orders.KNoRally, u.ID) {
			continue
		}
		if s.ctype(u).Kind == tables.Leader {
			s.rallyTry(u, true, nil, l)
			continue
		}
		if phasing && !s.hasGoodLeader(u) && (mmc == nil || betterToRally(s, u, mmc)) {
			mmc = u
		}
	}
	if mmc != nil {
		s.rallyTry(mmc, true, nil, l)
	}
}

func betterToRally(s *State, a, b *Unit) bool {
	if a.DM != b.DM {
		return !a.DM
	}
	return s.morale(a) > s.morale(b)
}

// hasGoodLeader reports whether a good-order leader shares u's hex.
func (s *State) hasGoodLeader(u *Unit) bool {
	for _, o := range s.at(u.Hex, u.Side) {
		if o != u && s.ctype(o).Kind == tables.Leader && o.goodOrder() {
			return true
		}
	}
	return false
}

// leaderRally has every good-order leader try to rally each broken unit
// in his hex once (3.1 f); a busy leader spent his RPh action on a
// recovery, a repair or a transfer, and says so when there was a broken
// unit for him to rally.
func (s *State) leaderRally(side int, busy map[string]bool, l *log) {
	for i := range s.Units {
		ld := &s.Units[i]
		if ld.Side != side || !ld.active() || ld.Broken || ld.Melee || s.ctype(ld).Kind != tables.Leader {
			continue
		}
		for _, u := range s.at(ld.Hex, side) {
			if u == ld || !u.Broken || u.Acted || s.listed(side, orders.KNoRally, u.ID) {
				continue
			}
			if busy[ld.ID] {
				l.AddT("%s took his one RPh action already and rallies no one (3.1).", "%s 已用掉回復階段唯一的行動，不能回復其他部隊（3.1）。", "%s 已用掉回复阶段唯一的行动，不能回复其他部队（3.1）。", s.unitText(ld))
				break
			}
			s.rallyTry(u, false, ld, l)
		}
	}
}

// rallyTry is one rally attempt: a DR at most the broken morale rallies;
// an original 12 costs a casualty reduction; an MMC's self-rally on an
// original 2 may create a leader (5.3).
func (s *State) rallyTry(u *Unit, self bool, leader *Unit, l *log) {
	u.Acted = true
	ms := s.rallyDRM(u, self, leader)
	r := l.dr2(fmt.Sprintf("%s rally", u.ID))
	final := r.Sum() + sumDRM(ms)
	m := s.morale(u)
	how := i18n.T("rallied by %s", "由 %s 回復", "由 %s 回复", func() string {
		if leader != nil {
			return leader.ID
		}
		return ""
	}())
	if self {
		how = i18n.T("self-rally", "自我回復", "自我回复")
	}
	head := i18n.T("%s %s: %s, %s, final %d against broken morale %d", "%s %s：%s，%s，最終 %d 對潰散士氣 %d", "%s %s：%s，%s，最终 %d 对溃散士气 %d",
		s.unitText(u), how, r.String(), drmText(ms), final, m)
	switch {
	case r.Sum() == 12:
		l.Add(i18n.Join(head, i18n.T(": an original 12.", "：原擲 12。", "：原掷 12。")))
		s.casualty(u, l)
	case final <= m:
		u.Broken, u.DM = false, false
		l.Add(i18n.Join(head, i18n.T(": rallied.", "：回復正常。", "：回复正常。")))
	default:
		l.Add(i18n.Join(head, i18n.T(": still broken.", "：仍然潰散。", "：仍然溃散。")))
	}
	if self && r.Sum() == 2 && s.ctype(u).MMC() && !u.Gone {
		s.promote(u, true, l)
	}
}

// dropDM takes DM markers off (3.1 g), except from units next to a known
// enemy and those whose side keeps them (KEEPDM) outside woods and
// buildings.
func (s *State) dropDM(l *log) {
	for i := range s.Units {
		u := &s.Units[i]
		if !u.active() || !u.DM || s.adjacentEnemy(u) {
			continue
		}
		if s.listed(u.Side, orders.KKeepDM, u.ID) && !s.sc.Terrain(u.Hex).Cover() {
			continue
		}
		u.DM = false
	}
}

// dmNextToEnemy puts DM on every broken unit next to (or with) a known
// enemy (3.2.1): an enemy that moved or advanced next to it.
func (s *State) dmNextToEnemy() {
	for i := range s.Units {
		if u := &s.Units[i]; u.active() && u.Broken && s.adjacentEnemy(u) {
			u.DM = true
		}
	}
}

// adjacentEnemy reports whether a known enemy unit is next to or with u.
func (s *State) adjacentEnemy(u *Unit) bool {
	for i := range s.Units {
		e := &s.Units[i]
		if e.active() && e.Side != u.Side && s.sc.Grid().Distance(u.Hex, e.Hex) <= 1 {
			return true
		}
	}
	return false
}

// promote creates a leader from an MMC's original 2 (5.3): a dr on the
// leader creation table, with the drm the game's table gives (the full
// rules': nationality, morale, +1 when the creator was broken before its
// self-rally; the reconstruction: morale). It returns the new leader's id,
// "" when the table creates none; s.Units grows, so pointers into it
// taken before are stale.
func (s *State) promote(u *Unit, wasBroken bool, l *log) string {
	t := s.sc.Tables()
	r := l.dr1(fmt.Sprintf("%s leader creation", u.ID))
	var d int
	var typ string
	var ms []drm
	if s.Options.fullRulesLeaders() {
		nat, mor, brk := t.CreationDRM(s.sc.Sides[u.Side].Nat, s.morale(u), wasBroken)
		for _, m := range []drm{{nat, s.sc.Sides[u.Side].Name}, {mor, i18n.T("morale %d", "士氣 %d", "士气 %d", s.morale(u))}, {brk, i18n.T("was broken", "曾潰散", "曾溃散")}} {
			if m.N != 0 {
				ms = append(ms, m)
			}
		}
		d = nat + mor + brk
		typ = t.Created(r.White + d)
	} else {
		d = t.LeaderDRM(s.morale(u))
		typ = t.CreatedLeader(r.White + d)
	}
	creator := s.unitText(u)
	if typ == "" {
		l.Add(i18n.T("Battlefield promotion: %s rolled an original 2; leader creation %s, %s, final %d: no leader.",
			"戰場升級：%s 原擲 2；產生新長官 %s，%s，最終 %d：沒有產生長官。", "战场升级：%s 原掷 2；产生新长官 %s，%s，最终 %d：没有产生长官。",
			creator, r.String(), drmText(ms), r.White+d))
		return ""
	}
	s.Created[u.Side]++
	id := fmt.Sprintf("%sL%d", s.sc.Sides[u.Side].Code, s.Created[u.Side])
	for s.unit(id) != nil || s.weapon(id) != nil {
		s.Created[u.Side]++
		id = fmt.Sprintf("%sL%d", s.sc.Sides[u.Side].Code, s.Created[u.Side])
	}
	s.Units = append(s.Units, Unit{ID: id, Side: u.Side, Type: typ, Hex: u.Hex, OnMap: true})
	if s.Options.fullRulesLeaders() {
		l.Add(i18n.T("Battlefield promotion: %s rolled an original 2; leader creation %s, %s, final %d: a %s leader, %s, joins it.",
			"戰場升級：%s 原擲 2；產生新長官 %s，%s，最終 %d：新長官 %s（%s）加入。", "战场升级：%s 原掷 2；产生新长官 %s，%s，最终 %d：新长官 %s（%s）加入。",
			creator, r.String(), drmText(ms), r.White+d, typ, id))
		return id
	}
	l.AddT("Battlefield promotion: %s rolled an original 2; leader creation %s%+d = %d: a %s leader, %s, joins it.",
		"戰場升級：%s 原擲 2；產生新長官 %s%+d = %d：新長官 %s（%s）加入。", "战场升级：%s 原掷 2；产生新长官 %s%+d = %d：新长官 %s（%s）加入。",
		creator, r.String(), d, r.White+d, typ, id)
	return id
}
