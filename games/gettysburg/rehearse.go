package gettysburg

import (
	"adjutant/games/kit/plan"
	"adjutant/templates/i18n"
)

// rehearse plays side's plan alone on a copy of the position it will meet,
// the way Resolve will run it, with the opponent doing nothing. It returns,
// by index in items, why a line cannot run (refused), and notes on lines
// that can but may still be stopped by the opponent's actions, which are
// not known yet. Combat is not rolled: an attack is checked against the
// position before any combat.
func (s *State) rehearse(side Side, items []Item) (refused, notes map[int]i18n.Text) {
	refused, notes = map[int]i18n.Text{}, map[int]i18n.Text{}
	other := side.Other()
	r := &rehearsal{
		s: s, c: s.clone(), l: &log{}, side: side, items: items,
		refused: refused, notes: notes,
		// The opponent cannot act before this side's first action when
		// this side moves next, and not at all once it has passed.
		first:   s.Alt.ToAct == int(side) && !s.Alt.Passed[other],
		quiet:   s.Alt.Passed[other],
		entered: map[int]int{},
	}
	if s.Stage == StageAttack {
		s.rehearseDefence(side, items, refused, notes)
	}
	if s.Stage == StageCommand {
		r.c.rehearseCommand(side, items, refused, notes)
		r.first, r.quiet = side == Confederate, false
	}
	s.rehearseOnce(items, refused)
	kept, dups := r.retreatAnswers()
	r.playActions()
	r.checkRetreatHexes(kept)
	r.retryDuplicates(dups)
	return refused, notes
}

// rehearsal is one plan's rehearsal part way through its action lines:
// what has run so far decides the notes on the lines after it.
type rehearsal struct {
	s       *State // the position the plan meets, left as it is
	c       *State // the copy the plan's lines are played on
	l       *log
	side    Side
	items   []Item
	refused map[int]i18n.Text
	notes   map[int]i18n.Text

	first   bool        // the opponent cannot act before this side's first action
	quiet   bool        // the opponent has passed and acts no more this phase
	actions int         // lines that ran so far
	earlier bool        // an attack line ran before this one
	spent   int         // artillery support points attacks have spent
	entered map[int]int // unit → the line before which the rules enter it
}

// playActions walks the plan's lines in order up to its PASS or question,
// playing each action line that can run on the copy, as Resolve would.
func (r *rehearsal) playActions() {
	for i, it := range r.items {
		if !it.ordered() {
			continue
		}
		if it.Kind == ItemPass || it.Kind == ItemAsk {
			if it.Kind == ItemPass && r.c.Stage == StageMove {
				r.c.notePass(r.side, i, r.l, r.notes)
			}
			break
		}
		if r.quiet && r.actions >= r.s.Alt.Extra {
			r.notes[i] = stxt(r.side.Other(), "the %s have passed and you may take only %d more actions: this line will not run",
				"%s已略過，您只可再行動 %d 次：這一行不會執行", "%s已略过，您只可再行动 %d 次：这一行不会执行", r.s.Alt.Extra)
			continue
		}
		runs := true
		switch it.Kind {
		case ItemMove:
			runs = r.move(i, it)
		case ItemAttack:
			runs = r.attack(i, it)
		case ItemWithdraw:
			runs = r.withdraw(i, it)
		}
		if runs {
			r.actions++
		}
	}
}

// contested reports whether the opponent may act before the next line
// runs, so that a line which runs now may still be stopped.
func (r *rehearsal) contested() bool {
	return !(r.first && r.actions == 0) && !r.quiet
}

// move plays MOVE line i, after the moves the rules force first, and
// reports whether it runs.
func (r *rehearsal) move(i int, it Item) bool {
	r.forcedBefore(it)
	s, c := r.s, r.c
	if n, ok := r.entered[it.Unit]; ok && n != it.Line {
		r.notes[i] = i18n.T("%s is due to enter, and the rules enter it at %s before line %d, the first other move; this line then moves it on from there (to enter and move in one go, put this line first)",
			"%[1]s 須進場，規則會在第 %[3]d 行（第一個其他移動）之前令其在 %[2]s 進場；這一行之後才由該處移動（要進場並一次移動，請把這一行放在最前）",
			"%[1]s 须进场，规则会在第 %[3]d 行（第一个其他移动）之前令其在 %[2]s 进场；这一行之后才由该处移动（要进场并一次移动，请把这一行放在最前）",
			s.sc.Units[it.Unit].Code, s.sc.Units[it.Unit].Entry, n)
	}
	path, bad := c.checkMove(it.Unit, it.Hexes)
	if bad != nil {
		r.refused[i] = joinNote(r.notes, i, bad.why)
		delete(r.notes, i)
		return false
	}
	if r.contested() && c.threatened(r.side, path) {
		r.notes[i] = joinNote(r.notes, i, i18n.T("may still fail: enemy units can reach its path before it runs (a hex taken, or a stop in an enemy zone)",
			"仍可能失敗：敵軍可能先到達其路線（佔據某格，或令其在敵方影響區停下）",
			"仍可能失败：敌军可能先到达其路线（占据某格，或令其在敌方影响区停下）"))
	}
	c.doMove(it.Unit, path, r.l)
	return true
}

// forcedBefore plays the moves the rules make before MOVE line it, as
// Resolve does (M11–M13: units due to enter, and friends moving off a
// waiting unit's entry hex), remembering which units they entered
// and before which line, so that the line's own move is checked from
// where the unit will really be.
func (r *rehearsal) forcedBefore(it Item) {
	c := r.c
	st := plan.Step[Item]{Act: it}
	t := turns{c, r.l}
	for k := 0; k < len(c.Units); k++ {
		f, ok := t.Forced(int(r.side), &st)
		if !ok || c.execute(r.side, f, r.l) != nil {
			break
		}
		if f.Forced == forcedEntry {
			r.entered[f.Unit] = it.Line
		}
	}
}

// attack checks ATTACK line i against the position before any combat,
// counting its artillery support, and reports whether it runs.
func (r *rehearsal) attack(i int, it Item) bool {
	s, c := r.s, r.c
	if bad := c.checkAttack(it.Unit, it.Target); bad != nil {
		r.refused[i] = bad.why
		return false
	}
	if it.Art {
		if bad := c.checkSupport(it.Unit, it.Target, r.spent); bad != nil {
			r.refused[i] = bad.why
			return false
		}
		r.spent++
		if r.spent == c.Artillery[r.side] && (defends(r.items) || r.spent > 1) && r.contested() {
			r.notes[i] = i18n.T("this uses your last point of artillery support: if your defence (ARTILLERY) or an enemy 6 in a duel spends it first, the attack has none",
				"這會用掉最後一點炮火支援：若防守（炮火支援）先用掉，或對決中敵方擲出6，這次攻擊便沒有支援",
				"这会用掉最后一点炮火支援：若防守（炮火支援）先用掉，或对决中敌方掷出6，这次攻击便没有支援")
		}
	}
	if r.earlier || r.contested() {
		r.notes[i] = joinNote(r.notes, i, i18n.T("may not run if an earlier combat moves or removes %s or %s",
			"若之前的戰鬥令 %s 或 %s 移動或離開地圖，便不會執行", "若之前的战斗令 %s 或 %s 移动或离开地图，便不会执行",
			s.sc.Units[it.Unit].Code, s.sc.Units[it.Target].Code))
	}
	r.earlier = true
	return true
}

// withdraw plays WITHDRAW line i and reports whether it runs.
func (r *rehearsal) withdraw(i int, it Item) bool {
	if bad := r.c.checkWithdraw(it.Unit); bad != nil {
		r.refused[i] = bad.why
		return false
	}
	if r.contested() {
		r.notes[i] = i18n.T("may not be needed: if the enemy units next to %s withdraw first, it is no longer in a zone of control",
			"可能不需要：若 %s 旁的敵軍先撤離，它便不再身處控制區", "可能不需要：若 %s 旁的敌军先撤离，它便不再身处控制区",
			r.s.sc.Units[it.Unit].Code)
	}
	if why, ok := r.retreatUnfollowed(it.Unit, r.c.withdrawRefs(it.Unit)); ok {
		r.notes[i] = joinNote(r.notes, i, why)
	}
	r.c.withdraw(it.Unit, r.l)
	return true
}

// threatened reports whether one move of an enemy unit could end within
// two hexes of path (its zone of influence, which would stop or block the
// move): an enemy on the map free to move, or one waiting to enter, from
// its entry hex. Units move more than once in a phase, so this is what
// the very next enemy move could do, not all it may.
func (s *State) threatened(side Side, path []Hex) bool {
	near := func(h Hex) bool {
		for _, p := range path {
			if Distance(h, p) <= 2 {
				return true
			}
		}
		return false
	}
	for i, u := range s.Units {
		if s.side(i) == side {
			continue
		}
		c := s
		switch {
		case u.Where == OnMap:
		case s.due(i):
			c = s.clone()
			c.Units[i] = UnitState{Where: OnMap, Hex: s.sc.Entries[s.sc.Units[i].Entry]}
			if near(c.Units[i].Hex) {
				return true
			}
		default:
			continue
		}
		for _, r := range c.reach(i) {
			if near(r.end()) {
				return true
			}
		}
	}
	return false
}

// codes lists units by code, "PE, HE".
func (s *State) codes(us []int) i18n.Text {
	var t []i18n.Text
	for _, u := range us {
		t = append(t, i18n.Plain(s.sc.Units[u].Code))
	}
	return i18n.ListText(t)
}

// anyHQLegal reports whether some hex of the map is a legal HQ hex.
func (s *State) anyHQLegal(side Side) bool {
	for _, h := range s.allHexes() {
		if s.hqLegal(side, h) {
			return true
		}
	}
	return false
}

// joinNote adds t after the note line i has already, if any.
func joinNote(notes map[int]i18n.Text, i int, t i18n.Text) i18n.Text {
	if n, ok := notes[i]; ok {
		return i18n.Join(n, i18n.T("; ", "；", "；"), t)
	}
	return t
}

// notePass says what the rules do before side's PASS in the movement
// phase: units due to enter, which cannot be held back, enter (M11–M13),
// then units outside command range move toward it (M10).
func (s *State) notePass(side Side, i int, l *log, notes map[int]i18n.Text) {
	var in []int
	t := turns{s, l}
	st := plan.Step[Item]{Stop: plan.Pass}
	for k := 0; k < len(s.Units); k++ {
		f, ok := t.Forced(int(side), &st)
		if !ok || f.Forced != forcedEntry || s.execute(side, f, l) != nil {
			break
		}
		in = append(in, f.Unit)
	}
	var note i18n.Text
	if len(in) > 0 {
		note = i18n.Join(i18n.T("before this PASS, the rules enter ", "略過之前，規則會令 ", "略过之前，规则会令 "), s.codes(in),
			i18n.T(" (units due to enter cannot be held back)", " 進場（到期的部隊不能延遲進場）", " 进场（到期的部队不能延迟进场）"))
	}
	if us := s.outOfRange(side); len(us) > 0 {
		if len(in) > 0 {
			note = i18n.Join(note, i18n.T("; then ", "；然後", "；然后"))
		} else {
			note = i18n.T("before this PASS, ", "略過之前，", "略过之前，")
		}
		note = i18n.Join(note, s.codes(us),
			i18n.T(" (outside command range) will be moved toward the HQ", "（在指揮範圍外）會先向指揮部移動", "（在指挥范围外）会先向指挥部移动"))
	}
	if len(in) > 0 || note.EN != "" {
		notes[i] = note
	}
}

// nextTo reports whether a unit of side stands next to h.
func (s *State) nextTo(side Side, h Hex) bool {
	return len(s.unitsNextTo(side, h)) > 0
}

// unitsNextTo are side's units on the map next to h.
func (s *State) unitsNextTo(side Side, h Hex) []int {
	var out []int
	for _, u := range s.onMap(side) {
		if Adjacent(s.Units[u].Hex, h) {
			out = append(out, u)
		}
	}
	return out
}

// defends reports whether a plan's ARTILLERY answer spends support in
// defence.
func defends(items []Item) bool {
	for _, it := range items {
		if it.Kind == ItemArtillery && (it.All || len(it.Units) > 0) {
			return true
		}
	}
	return false
}
