package asl

import (
	"math"

	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// cannotFire says why a part cannot fire this kind of fire at target, or
// nil.
func (s *State) cannotFire(p part, kind fireKind, target Hex) *i18n.Text {
	u := p.unit
	if !u.goodOrder() {
		return want("broken or in melee", "潰散或混戰中", "溃散或混战中")
	}
	var wt tables.WeaponType
	if p.weapon != nil {
		wt = s.wtype(p.weapon)
		if p.weapon.Broken {
			return want("malfunctioned", "已故障", "已故障")
		}
		if wt.Kind == tables.DC {
			return want("a DC is placed during movement (4.3), not fired", "炸藥包在移動時放置（4.3），不是射擊", "炸药包在移动时放置（4.3），不是射击")
		}
		if wt.Kind == tables.FT && u.Pinned {
			return want("a pinned unit cannot fire a flamethrower (4.2)", "被壓制的部隊不能發射噴火器（4.2）", "被压制的部队不能发射喷火器（4.2）")
		}
		if kind == fkAdvance && wt.Kind == tables.MG && (wt.Size == "M" || wt.Size == "H") && u.Moved {
			return want("an MMG or HMG that moved cannot fire in the AFPh (3.5)", "移動過的中、重機槍不能在前進射擊階段射擊（3.5）", "移动过的中、重机枪不能在前进射击阶段射击（3.5）")
		}
	} else if s.ctype(u).FP == 0 || u.FPGone {
		return want("it has no FP of its own to fire", "沒有可用的火力", "没有可用的火力")
	}
	m := p.marker()
	switch kind {
	case fkPrep, fkFirst, fkAdvance:
		if m != NoFire {
			return want("it has fired already this player turn", "本玩家回合已射擊過", "本玩家回合已射击过")
		}
		if kind == fkPrep && u.Moved {
			return want("it moved", "已移動", "已移动")
		}
		if kind == fkAdvance && u.Prepped {
			return want("it prep fired this player turn", "本玩家回合已準備射擊", "本玩家回合已准备射击")
		}
	case fkSFF:
		if m != FirstFire {
			return want("subsequent first fire needs a unit that has first fired", "隨後射擊只限已臨機射擊的部隊", "随后射击只限已临机射击的部队")
		}
	case fkFPF:
		if m != FinalFire {
			return want("final protective fire needs a unit with a Final Fire marker", "緊急防禦射擊只限已有最終射擊標記的部隊", "紧急防御射击只限已有最终射击标记的部队")
		}
	case fkFinal:
		if m == FinalFire {
			return want("it has a Final Fire marker", "已有最終射擊標記", "已有最终射击标记")
		}
	}
	d := s.sc.Grid().Distance(u.Hex, target)
	rng := s.ctype(u).Range
	if p.weapon != nil {
		rng = wt.Range
	}
	if d == 0 {
		return want("fire into its own hex happens only in close combat", "同格只能肉搏", "同格只能肉搏")
	}
	if d > 2*rng {
		return want("the target is beyond twice its range (%d)", "目標超出其射程兩倍（%d）", "目标超出其射程两倍（%d）", 2*rng)
	}
	if kind == fkSFF && d > rng {
		return want("subsequent first fire only within normal range (3.3.1)", "隨後射擊只限正常射程內（3.3.1）", "随后射击只限正常射程内（3.3.1）")
	}
	if (kind == fkFPF || (kind == fkFinal && m == FirstFire)) && d != 1 {
		return want("only at an adjacent hex now (3.3.1, 3.4)", "此時只能射擊相鄰格（3.3.1、3.4）", "此时只能射击相邻格（3.3.1、3.4）")
	}
	if kind == fkSFF {
		if closer := s.closerEnemy(u, target); closer != nil {
			return want("%s is a nearer known enemy (3.3.1)", "%s 是更近的已知敵人（3.3.1）", "%s 是更近的已知敌人（3.3.1）", closer.ID)
		}
	}
	if !s.sight(u.Hex, target).Clear {
		return want("no line of sight", "沒有視線", "没有视线")
	}
	return nil
}

// marker is the fire marker that governs a part: its weapon's, or its
// unit's for the unit's own FP.
func (p part) marker() Fire {
	if p.weapon != nil {
		return p.weapon.Fire
	}
	return p.unit.Fire
}

// closerEnemy finds an enemy unit nearer to u than target (subsequent
// first fire needs none, 3.3.1).
func (s *State) closerEnemy(u *Unit, target Hex) *Unit {
	d := s.sc.Grid().Distance(u.Hex, target)
	for i := range s.Units {
		e := &s.Units[i]
		if e.active() && e.Side != u.Side && e.Hex != target && s.sc.Grid().Distance(u.Hex, e.Hex) < d && s.sight(u.Hex, e.Hex).Clear {
			return e
		}
	}
	return nil
}

// cannotDirect says why a leader cannot direct fire now, or nil.
func (s *State) cannotDirect(ld *Unit, kind fireKind) *i18n.Text {
	if !ld.goodOrder() || ld.Pinned {
		return want("a leader directs only in good order and unpinned (1.2.1)", "長官須秩序良好且未被壓制才能指揮（1.2.1）", "长官须秩序良好且未被压制才能指挥（1.2.1）")
	}
	if ld.Used && !s.rofLeft(ld) {
		return want("he has directed fire this player turn", "本玩家回合已指揮過射擊", "本玩家回合已指挥过射击")
	}
	if kind == fkPrep && ld.Moved {
		return want("he moved", "已移動", "已移动")
	}
	return nil
}

// leaderDRM is a leader's leadership DRM, one worse when wounded (3.2.1).
func (s *State) leaderDRM(ld *Unit) int {
	d := s.ctype(ld).DRM
	if ld.Wounded {
		d++
	}
	return d
}

// morale is a unit's morale now: its broken side's when broken, one less
// for a wounded leader (3.2.1).
func (s *State) morale(u *Unit) int {
	ct := s.ctype(u)
	m := ct.Morale
	if u.Broken {
		m = ct.Broken
	}
	if u.Wounded {
		m--
	}
	return m
}

// inexperienced reports 5.4: conscripts, and green MMC without a
// good-order leader in their hex.
func (s *State) inexperienced(u *Unit) bool {
	ct := s.ctype(u)
	if !ct.MMC() {
		return false
	}
	if ct.Class == tables.Conscript {
		return true
	}
	if ct.Class != tables.Green {
		return false
	}
	for _, o := range s.at(u.Hex, u.Side) {
		if s.ctype(o).Kind == tables.Leader && o.goodOrder() {
			return false
		}
	}
	return true
}

// partFP is a part's FP in an attack of kind at target, with the factors
// that made it (3.2, 3.3.1, 3.4, 3.5, 4.1, 4.2).
func (s *State) partFP(p part, sh *shot) (float64, []i18n.Text) {
	u := p.unit
	ct := s.ctype(u)
	fp, rng := float64(ct.FP), ct.Range
	kindW := tables.WeaponKind("")
	var why []i18n.Text
	if p.weapon != nil {
		wt := s.wtype(p.weapon)
		fp, rng, kindW = float64(wt.FP), wt.Range, wt.Kind
		if wt.Kind == tables.DC {
			return fp, nil // 4.3: neither PBF nor the AFPh changes it
		}
	}
	d := s.sc.Grid().Distance(u.Hex, sh.target)
	half := func(t i18n.Text) { fp /= 2; why = append(why, t) }
	long := d > rng
	if long {
		half(i18n.T("×½ long range", "×½ 遠程", "×½ 远程"))
	}
	if d == 1 && kindW != tables.FT {
		fp *= 2
		why = append(why, i18n.T("×2 PBF", "×2 近接", "×2 近接"))
	}
	if u.Pinned {
		half(i18n.T("×½ pinned", "×½ 被壓制", "×½ 被压制"))
	}
	switch sh.kind {
	case fkSFF, fkFPF:
		half(i18n.T("×½ subsequent", "×½ 隨後射擊", "×½ 随后射击"))
	case fkFinal:
		if p.marker() == FirstFire {
			half(i18n.T("×½ after First Fire", "×½ 已臨機射擊", "×½ 已临机射击"))
		}
	case fkAdvance:
		if kindW != tables.FT {
			half(i18n.T("×½ advancing fire", "×½ 前進射擊", "×½ 前进射击"))
		}
		if p.weapon == nil && ct.Spray && !long {
			fp = math.Ceil(fp + 1)
			why = append(why, i18n.T("+1 spraying fire", "+1 衝鋒槍", "+1 冲锋枪"))
		}
	}
	if kindW == tables.MG && ct.Kind == tables.Leader && p.with == nil {
		half(i18n.T("×½ a leader alone", "×½ 長官單獨", "×½ 长官单独"))
	}
	if kindW == tables.MG && d > MGRangeUnled && s.unbrokenTarget(sh) {
		half(i18n.T("×½ area fire beyond 16 hexes", "×½ 超過16格地域射擊", "×½ 超过16格地域射击"))
	}
	return fp, why
}

// unbrokenTarget reports whether an attack's targets include a unit not
// broken (4.1: an MG's fire beyond 16 hexes at such a stack is area fire).
func (s *State) unbrokenTarget(sh *shot) bool {
	for _, u := range s.targets(sh) {
		if !u.Broken {
			return true
		}
	}
	return false
}
