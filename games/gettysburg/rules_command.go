package gettysburg

import (
	"adjutant/templates/i18n"
)

// hqLegal: an HQ goes in an empty hex within three hexes of a friendly unit
// that is itself outside every enemy ZOI and ZOC (rule C1a, C1b).
func (s *State) hqLegal(side Side, h Hex) bool {
	if !s.sc.OnMap(h) || !s.empty(h) {
		return false
	}
	for _, u := range s.onMap(side) {
		if Distance(s.Units[u].Hex, h) <= 3 && !s.inEnemyZOI(side, s.Units[u].Hex) {
			return true
		}
	}
	return false
}

// nearest returns the hex of cands closest to target, ties by id.
func nearest(cands []Hex, target Hex) (Hex, bool) {
	if len(cands) == 0 {
		return Hex{}, false
	}
	best := cands[0]
	for _, h := range cands[1:] {
		if target.IsZero() {
			break
		}
		d, bd := Distance(h, target), Distance(best, target)
		if d < bd || (d == bd && hexLess(h, best)) {
			best = h
		}
	}
	return best, true
}

// placeHQ carries out rule C1 for one side, whose marker is already off the
// map. wanted is the planned hex (zero when the plan named none); prev is
// where the marker stood last turn, the default's starting point.
func (s *State) placeHQ(side Side, wanted, prev Hex, l *log) {
	s.HQ[side] = Hex{}
	name := s.sc.HQ[side].Names
	if len(s.onMap(side)) == 0 {
		// C1c: no friendly unit on the map: the fallback entry hex, whatever
		// the enemy's zones say.
		h := s.sc.Entries[s.sc.HQ[side].Fallback]
		s.HQ[side] = h
		l.Add(i18n.Join(stxt(side, "%s places ", "%s將", "%s将"), name, i18n.T("'s HQ at %s (entry %s: no friendly unit on the map).",
			"指揮部放在 %s（%s 位置：地圖上沒有友軍）。", "指挥部放在 %s（%s 位置：地图上没有友军）。", h, s.sc.HQ[side].Fallback)))
		return
	}
	if !wanted.IsZero() && s.hqLegal(side, wanted) {
		s.HQ[side] = wanted
		l.Add(i18n.Join(stxt(side, "%s places ", "%s將", "%s将"), name, i18n.T("'s HQ at %s.", "指揮部放在 %s。", "指挥部放在 %s。", wanted)))
		return
	}
	var legal, empty []Hex
	for _, h := range s.allHexes() {
		if s.hqLegal(side, h) {
			legal = append(legal, h)
		} else if s.empty(h) {
			empty = append(empty, h)
		}
	}
	target := wanted
	if target.IsZero() {
		target = prev
	}
	if target.IsZero() {
		target = s.sc.Entries[s.sc.HQ[side].Fallback]
	}
	h, ok := nearest(legal, target)
	why := i18n.Text{EN: "nearest legal hex", Hant: "最近的合規格", Hans: "最近的合规格"}
	if ok && wanted.IsZero() {
		h = s.bestCommandHex(side, legal, target)
		why = i18n.Text{EN: "the legal hex with the most units in range", Hant: "指揮範圍內部隊最多的合規格", Hans: "指挥范围内部队最多的合规格"}
	}
	public := i18n.Join(stxt(side, "%s places ", "%s將", "%s将"), name, i18n.T("'s HQ at %s.", "指揮部放在 %s。", "指挥部放在 %s。", h))
	if !ok {
		// C1d: no hex meets the conditions: any empty hex, the planned one
		// when it is empty.
		h, _ = nearest(empty, target)
		s.HQ[side] = h
		l.Add(i18n.Join(stxt(side, "%s places ", "%s將", "%s将"), name, i18n.T("'s HQ at %s (no hex meets the conditions, so any empty hex).",
			"指揮部放在 %s（沒有符合要求的格，可放在任何空白格）。", "指挥部放在 %s（没有符合要求的格，可放在任何空白格）。", h)))
		return
	}
	s.HQ[side] = h
	// Why the marker is not where the plan put it is the plan's business:
	// only its side reads the planned hex and the reason.
	asked := i18n.Text{EN: "no HQ line", Hant: "沒有指揮部一行", Hans: "没有指挥部一行"}
	if !wanted.IsZero() {
		asked = i18n.Join(i18n.T("%s is not allowed: ", "%s 不合規：", "%s 不合规：", wanted), s.hqProblem(side, wanted))
	}
	full := i18n.Join(stxt(side, "%s places ", "%s將", "%s将"), name, i18n.T("'s HQ at %s (", "指揮部放在 %s（", "指挥部放在 %s（", h),
		asked, i18n.T("; ", "；", "；"), why, i18n.T(").", "）。", "）。"))
	l.addFor(side, full, &public)
}

// hqProblem says why h is not a legal HQ hex for side (C1a–b).
func (s *State) hqProblem(side Side, h Hex) i18n.Text {
	switch {
	case !s.sc.OnMap(h):
		return i18n.T("it is off the map", "不在地圖上", "不在地图上")
	case s.unitAt(h) >= 0:
		return i18n.T("a unit stands there", "該格有部隊", "该格有部队")
	case !s.empty(h):
		return i18n.T("a marker stands there", "該格有標記", "该格有标记")
	}
	return i18n.T("no friendly unit outside enemy zones is within three hexes", "三格內沒有不在敵方影響區的友軍", "三格内没有不在敌方影响区的友军")
}

// bestCommandHex is the default HQ hex: of the legal hexes, the one with the
// most friendly units (on the map or due to enter) within command range;
// ties go to the hex nearest target, then by id.
func (s *State) bestCommandHex(side Side, legal []Hex, target Hex) Hex {
	var places []Hex
	for i, u := range s.Units {
		switch {
		case s.side(i) != side:
		case u.Where == OnMap:
			places = append(places, u.Hex)
		case u.Where == Pending && s.sc.Units[i].Arrive <= s.Turn:
			places = append(places, s.sc.Entries[s.sc.Units[i].Entry])
		}
	}
	best, bestN := Hex{}, -1
	for _, h := range legal {
		n := 0
		for _, p := range places {
			if Distance(h, p) <= s.sc.HQ[side].Range {
				n++
			}
		}
		if n > bestN || (n == bestN && Distance(h, target) < Distance(best, target)) {
			best, bestN = h, n
		}
	}
	return best
}

// returnStragglers carries out rule C2 for side: up to two stragglers that
// have been off the map two turns come back next to the HQ; the opponent
// chooses which when more are due, and the rest are eliminated. Returning
// is the owner's choice (the rule says "may"): a unit in keep stays in the
// box and may return on a later turn.
func (s *State) returnStragglers(side Side, chosen []int, wantHex map[int]Hex, keep map[int]bool, l *log) {
	var due []int
	for _, u := range s.stragglers(side) {
		if s.Units[u].Since+2 <= s.Turn {
			due = append(due, u)
		}
	}
	if len(due) == 0 {
		return
	}
	back := due
	if len(due) > 2 {
		back = nil
		isDue := map[int]bool{}
		for _, u := range due {
			isDue[u] = true
		}
		for _, u := range chosen {
			if isDue[u] && len(back) < 2 && !contains(back, u) {
				back = append(back, u)
			}
		}
		for _, u := range due {
			if len(back) < 2 && !contains(back, u) {
				back = append(back, u)
			}
		}
		for _, u := range due {
			if !contains(back, u) {
				s.eliminate(u, l, i18n.T("only two stragglers may return in a turn", "每回合只可重返兩支殘兵", "每回合只可重返两支残兵"))
			}
		}
	}
	for _, u := range back {
		if keep[u] {
			l.Add(i18n.Join(s.unitText(u), i18n.T(" stays among the stragglers by its side's choice.", " 按己方選擇留在殘兵區。", " 按己方选择留在残兵区。")))
			continue
		}
		h := wantHex[u]
		var refused Hex
		if h.IsZero() || !s.returnLegal(side, h) {
			refused = h
			h = Hex{}
			for _, c := range s.allHexes() {
				if s.returnLegal(side, c) {
					h = c
					break
				}
			}
		}
		if h.IsZero() {
			l.Add(i18n.Join(s.unitText(u), i18n.T(" cannot return: no empty hex next to the HQ outside enemy zones.",
				" 未能重返：指揮部鄰格沒有不在敵方控制區的空白格。", " 未能重返：指挥部邻格没有不在敌方控制区的空白格。")))
			continue
		}
		s.Units[u] = UnitState{Where: OnMap, Hex: h}
		public := i18n.Join(s.unitText(u), i18n.T(" returns from the stragglers to %s.", " 由殘兵重返 %s。", " 由残兵重返 %s。", h))
		if refused.IsZero() {
			l.Add(public)
			continue
		}
		l.addFor(side, i18n.Join(s.unitText(u), i18n.T(" returns from the stragglers to %s (%s is not an empty hex next to the HQ outside enemy zones; the first legal hex).",
			" 由殘兵重返 %s（%s 不是指揮部鄰近、不在敵方影響區的空白格；改用第一個合規格）。",
			" 由残兵重返 %s（%s 不是指挥部邻近、不在敌方影响区的空白格；改用第一个合规格）。", h, refused)), &public)
	}
}

// returnLegal: rule C2a–c.
func (s *State) returnLegal(side Side, h Hex) bool {
	return s.sc.OnMap(h) && s.empty(h) && Adjacent(h, s.HQ[side]) && !s.inEnemyZOI(side, h)
}

// placeSharpshooters carries out rule C3 (turn 3 on): an empty hex in the
// ZOC of a Union unit; enemy zones do not matter.
func (s *State) placeSharpshooters(wanted Hex, l *log) {
	s.Sharpshooters = Hex{}
	legal := func(h Hex) bool {
		if !s.sc.OnMap(h) || !s.empty(h) {
			return false
		}
		for _, u := range s.onMap(Union) {
			if Adjacent(s.Units[u].Hex, h) {
				return true
			}
		}
		return false
	}
	if !wanted.IsZero() && legal(wanted) {
		s.Sharpshooters = wanted
		l.AddT("Berdan's Sharpshooters are placed at %s.", "神射手標記放在 %s。", "神射手标记放在 %s。", wanted)
		return
	}
	var cands []Hex
	for _, h := range s.allHexes() {
		if legal(h) {
			cands = append(cands, h)
		}
	}
	// Default: the legal hex nearest any Confederate unit, where the marker
	// stops most movement.
	best, bestD := Hex{}, 1<<30
	for _, h := range cands {
		for _, u := range s.onMap(Confederate) {
			if d := Distance(h, s.Units[u].Hex); d < bestD {
				best, bestD = h, d
			}
		}
	}
	if best.IsZero() && len(cands) > 0 {
		best = cands[0]
	}
	if best.IsZero() {
		l.AddT("Berdan's Sharpshooters cannot be placed: no empty hex next to a Union unit.",
			"神射手無法放置：沒有聯邦軍部隊鄰近的空白格。", "神射手无法放置：没有联邦军部队邻近的空白格。")
		return
	}
	s.Sharpshooters = best
	public := i18n.T("Berdan's Sharpshooters are placed at %s.", "神射手標記放在 %s。", "神射手标记放在 %s。", best)
	why := i18n.T("no SHARPSHOOTERS line", "沒有神射手一行", "没有神射手一行")
	if !wanted.IsZero() {
		why = i18n.T("%s is not an empty hex next to a Union unit", "%s 不是聯邦軍部隊鄰近的空白格", "%s 不是联邦军部队邻近的空白格", wanted)
	}
	l.addFor(Union, i18n.Join(i18n.T("Berdan's Sharpshooters are placed at %s (", "神射手標記放在 %s（", "神射手标记放在 %s（", best), why,
		i18n.T("; the default: the legal hex nearest a Confederate unit).", "；預設：最接近邦聯軍部隊的合規格）。", "；默认：最接近邦联军部队的合规格）。")), &public)
}

// marchMode carries out organisation steps 1–2: every unit outside enemy
// ZOI and ZOC may turn to march mode; units in them stay in combat mode.
func (s *State) marchMode(side Side, stay map[int]bool, l *log) {
	var flipped []i18n.Text
	for _, u := range s.onMap(side) {
		if s.Units[u].Combat && !stay[u] && !s.inEnemyZOI(side, s.Units[u].Hex) {
			s.Units[u].Combat = false
			flipped = append(flipped, i18n.Plain(s.sc.Units[u].Code))
		}
	}
	if len(flipped) == 0 {
		return
	}
	t := stxt(side, "%s turns to march mode: ", "%s轉為行軍狀態：", "%s转为行军状态：")
	for i, f := range flipped {
		if i > 0 {
			t = i18n.Join(t, i18n.T(" ", "、", "、"))
		}
		t = i18n.Join(t, f)
	}
	l.Add(t)
}

// combatModeInZOI carries out organisation step 2 as zoi_march=combat
// reads it: every unit in an enemy ZOI or ZOC is in combat mode, so a
// march-mode unit there turns.
func (s *State) combatModeInZOI(side Side, l *log) {
	var flipped []i18n.Text
	for _, u := range s.onMap(side) {
		if !s.Units[u].Combat && s.inEnemyZOI(side, s.Units[u].Hex) {
			s.Units[u].Combat = true
			flipped = append(flipped, i18n.Plain(s.sc.Units[u].Code))
		}
	}
	if len(flipped) == 0 {
		return
	}
	t := stxt(side, "%s in enemy zones turn to combat mode: ", "%s身處敵方影響區的部隊轉為戰鬥狀態：", "%s身处敌方影响区的部队转为战斗状态：")
	for i, f := range flipped {
		if i > 0 {
			t = i18n.Join(t, i18n.T(" ", "、", "、"))
		}
		t = i18n.Join(t, f)
	}
	l.Add(t)
}

func contains(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// eliminate removes a unit for good and scores a point for the other side.
func (s *State) eliminate(u int, l *log, why i18n.Text) {
	s.Units[u] = UnitState{Where: Eliminated}
	s.Points[s.side(u).Other()]++
	l.Add(i18n.Join(s.unitText(u), i18n.T(" is eliminated (", " 被殲滅（", " 被歼灭（"), why,
		stxt(s.side(u).Other(), "); a point to the %s.", "）；%s得一分。", "）；%s得一分。")))
}

// straggle sends a unit to the stragglers box.
func (s *State) straggle(u int, l *log, why i18n.Text) {
	s.Units[u] = UnitState{Where: Straggler, Since: s.Turn}
	l.Add(i18n.Join(s.unitText(u), i18n.T(" leaves the map as stragglers (", " 離開地圖成為殘兵（", " 离开地图成为残兵（"), why,
		i18n.T("); may return on turn %d.", "）；可於第 %d 回合重返。", "）；可于第 %d 回合重返。", s.Turn+2)))
}
