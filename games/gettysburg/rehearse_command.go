package gettysburg

import "adjutant/templates/i18n"

// rehearseCommand checks the command phase's lines against the position
// the phase will meet: both HQ markers off the map, this turn's
// stragglers, the Union units the sharpshooters must be next to.
func (s *State) rehearseCommand(side Side, items []Item, refused, notes map[int]i18n.Text) {
	c := s.clone()
	c.HQ = [2]Hex{}
	r := &commandRehearsal{c: c, side: side, refused: refused, notes: notes, usedHex: map[Hex]*Item{}}
	// The HQ lines go first: where the HQ goes decides the RETURN and
	// SHARPSHOOTERS hexes allowed.
	r.placeHQ(items)
	for i := range items {
		if _, bad := refused[i]; bad {
			continue
		}
		switch it := &items[i]; it.Kind {
		case ItemReturn, ItemKeep:
			r.returnLine(i, it)
		case ItemChoose:
			r.chooseLine(i, *it)
		case ItemSharpshooters:
			r.sharpshootersLine(i, *it)
		case ItemStay:
			r.stayLine(i, *it)
		}
	}
}

// commandRehearsal is the command phase's rehearsal part way through a
// plan's lines.
type commandRehearsal struct {
	c       *State // the position the phase meets: HQ markers off the map
	side    Side
	refused map[int]i18n.Text
	notes   map[int]i18n.Text

	hq      Hex           // the planned HQ hex; zero while it goes by default
	usedHex map[Hex]*Item // the RETURN line that takes each hex
}

// placeHQ checks the plan's HQ lines and sets hq to the hex the first
// legal one names.
func (r *commandRehearsal) placeHQ(items []Item) {
	c, side := r.c, r.side
	for i, it := range items {
		if _, bad := r.refused[i]; bad || it.Kind != ItemHQ {
			continue
		}
		h := it.Hexes[0]
		switch {
		case len(c.onMap(side)) == 0:
			r.notes[i] = i18n.T("no unit of yours is on the map, so the HQ goes to entry %s whatever this line says",
				"地圖上沒有己方部隊，指揮部會放在 %s 位置，不論這一行", "地图上没有己方部队，指挥部会放在 %s 位置，不论这一行", c.sc.HQ[side].Fallback)
		case !r.hq.IsZero():
			// A second HQ line: rehearseOnce refuses it.
		case c.hqLegal(side, h):
			r.hq = h
			if side == Union {
				r.notes[i] = i18n.T("the Confederate HQ is placed first; if it takes %s, the nearest legal hex is used",
					"邦聯軍先放指揮部；若佔用 %s，便用最近的合規格", "邦联军先放指挥部；若占用 %s，便用最近的合规格", h)
			}
		case c.anyHQLegal(side):
			r.refused[i] = c.hqRefusal(side, h)
		case !c.sc.OnMap(h) || !c.empty(h):
			r.refused[i] = i18n.T("no hex meets the conditions this turn, so any empty hex will do, but %s is not empty",
				"本回合沒有符合要求的格，可放在任何空白格，但 %s 不是空白格", "本回合没有符合要求的格，可放在任何空白格，但 %s 不是空白格", h)
		case r.hq.IsZero():
			r.hq = h
		}
	}
}

// hqRefusal says why side's HQ may not go in h, when some hex would do,
// and names the nearest hex that would.
func (s *State) hqRefusal(side Side, h Hex) i18n.Text {
	var legal []Hex
	for _, x := range s.allHexes() {
		if s.hqLegal(side, x) {
			legal = append(legal, x)
		}
	}
	near, _ := nearest(legal, h)
	return i18n.Join(i18n.T("%s is not allowed: ", "%s 不合規：", "%s 不合规：", h), s.hqProblem(side, h),
		i18n.T(" (an HQ goes in an empty hex within three hexes of a friendly unit outside enemy zones; the nearest such hex is %s)",
			"（指揮部須放在空白格，三格內有不在敵方影響區的友軍；最近的合規格是 %s）", "（指挥部须放在空白格，三格内有不在敌方影响区的友军；最近的合规格是 %s）", near))
}

// returning lists sd's stragglers who may return this turn: those who
// left two turns ago or more.
func (s *State) returning(sd Side) []int {
	var out []int
	for _, u := range s.stragglers(sd) {
		if s.Units[u].Since+2 <= s.Turn {
			out = append(out, u)
		}
	}
	return out
}

// returnLine checks a RETURN or KEEP line: the straggler must be one of
// this turn's, and a RETURN hex must be free, next to the planned HQ and
// not taken by an earlier RETURN line.
func (r *commandRehearsal) returnLine(i int, it *Item) {
	c, side := r.c, r.side
	if !contains(c.returning(side), it.Unit) {
		r.refused[i] = i18n.T("%s is not among your stragglers who may return this turn (stragglers come back two turns after they left)",
			"%s 不是本回合可重返的己方殘兵（殘兵在離開兩回合後重返）", "%s 不是本回合可重返的己方残兵（残兵在离开两回合后重返）", c.sc.Units[it.Unit].Code)
		return
	}
	if n := len(c.returning(side)); n > 2 {
		r.notes[i] = i18n.T("%d of your stragglers may return and only two do: the enemy chooses which, and the others are eliminated, so this line counts only if %s is chosen",
			"您有 %d 支殘兵可重返，但只有兩支能重返：由敵方選擇，其餘被殲滅；所以只有 %s 被選中時這一行才有作用",
			"您有 %d 支残兵可重返，但只有两支能重返：由敌方选择，其余被歼灭；所以只有 %s 被选中时这一行才有作用", n, c.sc.Units[it.Unit].Code)
	}
	if it.Kind == ItemKeep || len(it.Hexes) == 0 {
		return
	}
	h, hq := it.Hexes[0], r.hq
	switch {
	case r.usedHex[h] != nil:
		r.refused[i] = i18n.T("%s is the hex line %d returns %s to; name another", "%s 是第 %d 行讓 %s 重返的位置；請另選一格",
			"%s 是第 %d 行让 %s 重返的位置；请另选一格", h, r.usedHex[h].Line, c.sc.Units[r.usedHex[h].Unit].Code)
		return
	case hq.IsZero():
		r.notes[i] = i18n.T("your HQ is placed by default, so %s is used only if it is next to it", "指揮部按預設放置，%s 須在其鄰格才會採用", "指挥部按默认放置，%s 须在其邻格才会采用", h)
	case !c.sc.OnMap(h) || !c.empty(h) || h == hq || !Adjacent(h, hq) || c.inEnemyZOI(side, h):
		r.refused[i] = i18n.T("%s is not an empty hex next to your planned HQ %s outside enemy zones", "%s 不是計劃中指揮部 %s 鄰近、不在敵方影響區的空白格",
			"%s 不是计划中指挥部 %s 邻近、不在敌方影响区的空白格", h, hq)
	}
	if _, bad := r.refused[i]; !bad {
		r.usedHex[h] = it
	}
}

// chooseLine checks a CHOOSE line: every unit it names must be an enemy
// straggler who may return this turn.
func (r *commandRehearsal) chooseLine(i int, it Item) {
	c, other := r.c, r.side.Other()
	for _, u := range it.Units {
		if !contains(c.returning(other), u) {
			r.refused[i] = i18n.T("%s is not among the enemy stragglers who may return this turn", "%s 不是本回合可重返的敵方殘兵",
				"%s 不是本回合可重返的敌方残兵", c.sc.Units[u].Code)
		}
	}
	if _, bad := r.refused[i]; !bad && len(c.returning(other)) <= 2 {
		r.notes[i] = i18n.T("matters only when more than two enemy stragglers may return; now all of them do",
			"只在多於兩支敵方殘兵可重返時才有作用；現在全部都會重返", "只在多于两支敌方残兵可重返时才有作用；现在全部都会重返")
	}
}

// sharpshootersLine checks a SHARPSHOOTERS line: from turn 3 on, its hex
// must be empty, next to a Union unit and not the planned HQ hex.
func (r *commandRehearsal) sharpshootersLine(i int, it Item) {
	c, hq := r.c, r.hq
	h := it.Hexes[0]
	allowed := func(x Hex) bool { return x != hq && c.unitAt(x) < 0 && c.nextTo(Union, x) }
	switch {
	case c.Turn < 3:
		r.notes[i] = i18n.T("the sharpshooters are placed from turn 3 on; this line does nothing now", "神射手由第三回合起放置；這一行現在沒有作用", "神射手由第三回合起放置；这一行现在没有作用")
	case !allowed(h):
		r.refused[i] = i18n.T("%s is not an empty hex next to a Union unit", "%s 不是聯邦軍部隊鄰近的空白格", "%s 不是联邦军部队邻近的空白格", h)
		var legal []Hex
		for _, x := range c.allHexes() {
			if allowed(x) {
				legal = append(legal, x)
			}
		}
		if near, ok := nearest(legal, h); ok {
			r.refused[i] = i18n.Join(r.refused[i], i18n.T(" (the nearest such hex is %s)", "（最近的合規格是 %s）", "（最近的合规格是 %s）", near))
		}
	case c.hqLegal(Confederate, h) || len(c.onMap(Confederate)) > 0 && !c.anyHQLegal(Confederate):
		// When no hex meets the conditions the Confederate HQ may go in
		// any empty hex (C1d).
		// C1 places both HQ markers before the sharpshooters, and the
		// Confederate plan is not known yet.
		r.notes[i] = i18n.T("the Confederate HQ is placed before the sharpshooters; if it takes %s, they go to the legal hex nearest a Confederate unit",
			"邦聯軍指揮部先於神射手放置；若它佔用 %s，神射手便放在最接近邦聯軍部隊的合規格",
			"邦联军指挥部先于神射手放置；若它占用 %s，神射手便放在最接近邦联军部队的合规格", h)
	}
}

// stayLine checks a STAY line: its unit must be on the map, and the line
// has an effect only on a unit in combat mode outside enemy zones.
func (r *commandRehearsal) stayLine(i int, it Item) {
	c := r.c
	u := c.Units[it.Unit]
	code := c.sc.Units[it.Unit].Code
	switch {
	case u.Where != OnMap:
		r.refused[i] = i18n.T("%s is not on the map", "%s 不在地圖上", "%s 不在地图上", code)
	case u.Combat && c.inEnemyZOI(r.side, u.Hex):
		// O1–O2: a unit in enemy zones cannot turn to march mode.
		r.notes[i] = i18n.T("%s is in an enemy zone, where a unit stays in combat mode anyway, so this line does nothing",
			"%s 身處敵方影響區，本來就保持戰鬥狀態，所以這一行沒有作用", "%s 身处敌方影响区，本来就保持战斗状态，所以这一行没有作用", code)
	case !u.Combat:
		// O1 turns combat-mode units to march mode; STAY only
		// spares one. It cannot turn a marching unit back.
		r.notes[i] = i18n.T("%s is in march mode already: STAY keeps a unit in combat mode and does not turn a marching one back, so this line does nothing",
			"%s 已是行軍狀態：戰鬥 一行只讓部隊保持戰鬥狀態，不會把行軍中的部隊轉回，所以這一行沒有作用",
			"%s 已是行军状态：战斗 一行只让部队保持战斗状态，不会把行军中的部队转回，所以这一行没有作用", code)
	}
}
