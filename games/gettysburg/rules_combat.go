package gettysburg

import (
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// checkAttack: rule A1 — a unit attacks an adjacent enemy unit; cavalry
// attacks only cavalry.
func (s *State) checkAttack(att, def int) *illegal {
	a, d := s.Units[att], s.Units[def]
	if a.Where != OnMap {
		return refuse("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", s.sc.Units[att].Code)
	}
	if d.Where != OnMap {
		return refuse("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", s.sc.Units[def].Code)
	}
	if !Adjacent(a.Hex, d.Hex) {
		// Say which attacks the unit has, so the line can be put right.
		next := s.unitsNextTo(s.side(def), a.Hex)
		why := i18n.T("%s is not next to %s", "%s 不與 %s 相鄰", "%s 不与 %s 相邻", s.sc.Units[att].Code, s.sc.Units[def].Code)
		if len(next) == 0 {
			why = i18n.Join(why, i18n.T(", and no enemy unit is next to %s", "，%s 旁也沒有敵軍", "，%s 旁也没有敌军", s.sc.Units[att].Code))
		} else {
			why = i18n.Join(why, i18n.T("; enemy units next to %s: ", "；%s 旁的敵軍：", "；%s 旁的敌军：", s.sc.Units[att].Code), s.codes(next))
		}
		return &illegal{why}
	}
	if s.sc.Units[att].Type == Cavalry && s.sc.Units[def].Type != Cavalry {
		return refuse("%s is cavalry, and cavalry attacks only cavalry: %s is not", "%s 是騎兵，騎兵只能攻擊騎兵：%s 不是騎兵", "%s 是骑兵，骑兵只能攻击骑兵：%s 不是骑兵",
			s.sc.Units[att].Code, s.sc.Units[def].Code)
	}
	return nil
}

// canAttack reports whether side has any legal attack.
func (s *State) canAttack(side Side) bool {
	for _, a := range s.onMap(side) {
		for _, d := range s.onMap(side.Other()) {
			if s.checkAttack(a, d) == nil {
				return true
			}
		}
	}
	return false
}

// artillery resolves steps A2–A3: who gets the +2. want says which sides
// declared support (already limited to those allowed to use it).
func (s *State) artillery(want [2]bool, l *log) [2]bool {
	var got [2]bool
	switch {
	case want[0] && want[1]:
		l.AddT("Both sides declare artillery support: artillery duel.", "雙方都宣布炮火支援：炮火對決。", "双方都宣布炮火支援：炮火对决。")
		var r [2]int
		for _, side := range []Side{Confederate, Union} {
			_, r[side] = l.roll(side, "artillery duel", nil)
		}
		for _, side := range []Side{Confederate, Union} {
			s.Artillery[side]--
		}
		switch {
		case r[0] > r[1]:
			got[0] = true
		case r[1] > r[0]:
			got[1] = true
		}
		for _, side := range []Side{Confederate, Union} {
			if r[side] == 6 && s.Artillery[side.Other()] > 0 {
				s.Artillery[side.Other()]--
				l.Add(stxt(side.Other(), "A 6 in the duel costs the %s one more point of artillery support.", "對決擲出6：%s額外減少一點炮火支援。", "对决掷出6：%s额外减少一点炮火支援。"))
			}
		}
		switch {
		case got[0]:
			l.Add(stxt(Confederate, "The %s win the duel: +2.", "%s贏得對決：+2。", "%s赢得对决：+2。"))
		case got[1]:
			l.Add(stxt(Union, "The %s win the duel: +2.", "%s贏得對決：+2。", "%s赢得对决：+2。"))
		default:
			l.AddT("The duel is a tie: neither side gets artillery support.", "對決平手：雙方都不得炮火支援。", "对决平手：双方都不得炮火支援。")
		}
	case want[0] || want[1]:
		side := Confederate
		if want[1] {
			side = Union
		}
		s.Artillery[side]--
		got[side] = true
		l.Add(stxt(side, "The %s alone use artillery support: +2.", "只有%s使用炮火支援：+2。", "只有%s使用炮火支援：+2。"))
	}
	if want[0] || want[1] {
		l.AddT("Artillery support left: Union %d, Confederate %d.", "剩餘炮火支援：聯邦軍 %d，邦聯軍 %d。", "剩余炮火支援：联邦军 %d，邦联军 %d。", s.Artillery[Union], s.Artillery[Confederate])
	}
	return got
}

func starMod(n int) []mod {
	switch n {
	case 0:
		return nil
	case 1:
		return []mod{modifier(1, "star")}
	}
	return []mod{modifier(n, "stars")}
}

// attack resolves one checked attack (A1–A7).
func (s *State) attack(att, def int, attArt bool, defAnswers plan.Book[bool], l *log) {
	as, ds := s.side(att), s.side(def)
	defHex := s.Units[def].Hex
	l.Add(i18n.Join(s.unitText(att), i18n.T(" attacks ", " 攻擊 ", " 攻击 "), s.unitText(def), i18n.T(" in %s.", "（%s）。", "（%s）。", defHex)))
	// A2: cavalry never uses artillery, and with cavalry_artillery=combat
	// no one does in a combat with cavalry; an empty pool cannot.
	var want, barred [2]bool
	barred[as] = s.sc.Units[att].Type == Cavalry
	barred[ds] = s.sc.Units[def].Type == Cavalry
	if (barred[as] || barred[ds]) && s.Options.noArtilleryWithCavalry() {
		barred = [2]bool{true, true}
	}
	want[as] = attArt && s.Artillery[as] > 0
	want[ds] = s.supports(defAnswers, def) && s.Artillery[ds] > 0
	for _, side := range []Side{as, ds} {
		if want[side] && barred[side] {
			// Told to the side that asked for support alone: the
			// request was its plan's, which the enemy does not read.
			l.addFor(side, stxt(side, "The %s may not use artillery support: cavalry takes part in this combat (A2).",
				"%s不能使用炮火支援：這次戰鬥有騎兵參與（A2）。", "%s不能使用炮火支援：这次战斗有骑兵参与（A2）。"), nil)
			want[side] = false
		}
	}
	got := s.artillery(want, l)
	var mods [2][]mod
	for _, side := range []Side{as, ds} {
		if got[side] {
			mods[side] = append(mods[side], modifier(2, "artillery"))
		}
	}
	if s.sc.Defensive(defHex) {
		mods[ds] = append(mods[ds], modifier(2, "terrain"))
	}
	// A4c: two or three attacking-side units (the attacker included) in
	// the defender's ZOC; with zoc_bonus=two-or-more, any number from two.
	n := 0
	for _, u := range s.onMap(as) {
		if Adjacent(s.Units[u].Hex, defHex) {
			n++
		}
	}
	if n == 2 || n == 3 || (n > 3 && s.Options.bonusTwoOrMore()) {
		mods[as] = append(mods[as], modifier(1, "support"))
	}
	mods[as] = append(mods[as], starMod(s.sc.Units[att].Stars)...)
	mods[ds] = append(mods[ds], starMod(s.sc.Units[def].Stars)...)
	var total [2]int
	total[as], _ = l.roll(as, "attack roll", mods[as])
	total[ds], _ = l.roll(ds, "defence roll", mods[ds])
	diff := total[as] - total[ds]
	if diff == 0 {
		l.AddT("Tie: no effect.", "平手：沒有結果。", "平手：没有结果。")
		return
	}
	winner, loser := att, def
	if diff < 0 {
		winner, loser, diff = def, att, -diff
	}
	l.Add(i18n.Join(stxt(s.side(winner), "The %s win by %d; ", "%s以 %d 點勝出；", "%s以 %d 点胜出；", diff), s.unitText(loser), i18n.T(" loses.", " 落敗。", " 落败。")))
	s.combatResult(loser, winner, diff, l)
	// A7: advance after combat.
	if s.Units[def].Where != OnMap || s.Units[def].Hex != defHex {
		if s.Units[att].Where == OnMap && !s.inEnemyZOC(as, s.Units[att].Hex) && s.unitAt(defHex) < 0 {
			l.moved(s, att, MoveAdvance, []Hex{s.Units[att].Hex, defHex})
			s.Units[att].Hex = defHex
			l.Add(i18n.Join(s.unitText(att), i18n.T(" advances into %s.", " 推進至 %s。", " 推进至 %s。", defHex)))
			s.forceCombatInZOC()
		}
	}
}

// combatResult applies the combat table to the loser.
func (s *State) combatResult(loser, winner, diff int, l *log) {
	switch {
	case diff <= 2:
		s.retreat(loser, s.retreatRefs(loser, []Hex{s.Units[winner].Hex}), l)
	case diff <= 4:
		if s.Turn >= 5 {
			s.eliminate(loser, l, i18n.T("stragglers on turns 5–6 are eliminated", "第五、六回合的殘兵改為被殲滅", "第五、六回合的残兵改为被歼灭"))
		} else {
			s.straggle(loser, l, i18n.T("combat result", "戰鬥結果", "战斗结果"))
		}
	default:
		s.eliminate(loser, l, i18n.T("combat result", "戰鬥結果", "战斗结果"))
	}
}

// withdraw carries out organisation step 3: a unit in an enemy ZOC leaves it
// by retreating away from the enemy units next to it.
func (s *State) checkWithdraw(u int) *illegal {
	if s.Units[u].Where != OnMap || !s.inEnemyZOC(s.side(u), s.Units[u].Hex) {
		return refuse("%s is not in an enemy zone of control", "%s 不在敵方控制區", "%s 不在敌方控制区", s.sc.Units[u].Code)
	}
	return nil
}

func (s *State) withdraw(u int, l *log) {
	l.Add(i18n.Join(s.unitText(u), i18n.T(" withdraws from the enemy zone of control.", " 撤離敵方控制區。", " 撤离敌方控制区。")))
	s.retreat(u, s.withdrawRefs(u), l)
}

// withdrawRefs are the hexes a withdrawing unit retreats away from: the
// enemy units next to it (and the Sharpshooters, for a Confederate).
func (s *State) withdrawRefs(u int) []Hex {
	side := s.side(u)
	h := s.Units[u].Hex
	var refs []Hex
	for _, e := range s.onMap(side.Other()) {
		if Adjacent(s.Units[e].Hex, h) {
			refs = append(refs, s.Units[e].Hex)
		}
	}
	if side == Confederate && !s.Sharpshooters.IsZero() && Distance(s.Sharpshooters, h) <= 1 {
		refs = append(refs, s.Sharpshooters)
	}
	return s.retreatRefs(u, refs)
}

// canWithdraw reports whether side has a unit in an enemy ZOC.
func (s *State) canWithdraw(side Side) bool {
	for _, u := range s.onMap(side) {
		if s.inEnemyZOC(side, s.Units[u].Hex) {
			return true
		}
	}
	return false
}
