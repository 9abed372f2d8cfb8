package asl

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// plannedFire is a PREP or AFIRE line of the plan that will fire: its
// number, kind, target, the units it makes fire and the weapons it names.
type plannedFire struct {
	line    int
	kind    orders.OrderKind
	at      Hex
	units   []string
	weapons []string
	order   orders.Order
}

func (s *State) plannedFireOf(side, n int, o orders.Order) plannedFire {
	f := plannedFire{line: n, kind: o.Kind, at: *o.At, units: s.firingUnits(side, o), order: o}
	for _, id := range o.Units {
		if w := s.weapon(id); w != nil {
			f.weapons = append(f.weapons, id)
		}
	}
	return f
}

// firingHex is where u fires from in a line of kind: its hex now for
// PREP, where the plan's MOVE lines leave it for AFIRE.
func (s *State) firingHex(u *Unit, kind orders.OrderKind, p planned) (Hex, bool) {
	if kind == orders.KAFire {
		return s.afterMoves(u, p)
	}
	return u.Hex, u.OnMap
}

// checkOneGroupAHex refuses a PREP or AFIRE line whose firers share a hex
// with the firers of an earlier line of the same phase at the same target:
// units of one hex that attack one target fire together as one fire group,
// never separately, and so do a squad and its MG (3.2, 4.1). A line naming
// only weapons of the earlier line is an MG firing again on its rate of
// fire, which 4.1 allows.
func (s *State) checkOneGroupAHex(side int, o orders.Order, p planned) *i18n.Text {
	for _, f := range p.fires {
		if f.line >= o.Line || f.kind != o.Kind || f.at != *o.At || s.onlyRateOfFire(o, f) {
			continue
		}
		for _, id := range s.firingUnits(side, o) {
			h, on := s.firingHex(s.unit(id), o.Kind, p)
			if !on {
				continue
			}
			for _, fid := range f.units {
				fh, fon := s.firingHex(s.unit(fid), f.kind, p)
				if !fon || fh != h {
					continue
				}
				return want("%s in %s fires at %s by line %d: units and weapons of one hex that fire at one target fire together, as one fire group (3.2, 4.1); name them all in line %d",
					"%s（%s）向 %s 射擊（第 %d 行）：同一格的部隊與支援武器向同一目標射擊，須組成一個火力羣一起射擊（3.2、4.1）；請都寫在第 %d 行",
					"%s（%s）向 %s 射击（第 %d 行）：同一格的部队与支援武器向同一目标射击，须组成一个火力群一起射击（3.2、4.1）；请都写在第 %d 行",
					fid, s.sc.ID(fh), s.sc.ID(f.at), f.line, f.line)
			}
		}
	}
	return nil
}

// onlyRateOfFire reports whether o names nothing but weapons that line f
// fired: an MG firing again if it keeps its rate of fire.
func (s *State) onlyRateOfFire(o orders.Order, f plannedFire) bool {
	if len(o.From) > 0 || len(o.Units) == 0 {
		return false
	}
	for _, id := range o.Units {
		if !contains(f.weapons, id) {
			return false
		}
	}
	return true
}

// selfFirers are the units a PREP or AFIRE line fires with their own FP:
// those it names and those in the hexes it names, not the holders of the
// weapons it names (a weapon keeps its own fire marker).
func (s *State) selfFirers(side int, o orders.Order, p planned) []string {
	var out []string
	add := func(u *Unit) {
		if u != nil && u.Side == side && !u.Gone && s.ctype(u).FP > 0 && !contains(out, u.ID) {
			out = append(out, u.ID)
		}
	}
	for _, id := range o.Units {
		add(s.unit(id))
	}
	for _, h := range o.From {
		// The units in a hex named when the line fires: now for PREP,
		// where the plan's MOVE lines leave them for AFIRE.
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side != side {
				continue
			}
			if at, on := s.firingHex(u, o.Kind, p); on && at == h {
				add(u)
			}
		}
	}
	return out
}

// firesForSure reports whether the earlier fire line f will fire, as far
// as its target goes: the enemy holds the target now, nothing of the
// enemy moves before the phase, and no other line of the plan before it
// (a PREP, an earlier AFIRE, a DC placed by a MOVE line) may empty it
// first. A firer of f marked as fired by it fires no other line.
func (s *State) firesForSure(side int, f plannedFire, p planned, lines []orders.Order) bool {
	if p.refused[f.line] || len(s.at(f.at, other(side))) == 0 {
		return false
	}
	for _, o := range lines {
		switch {
		case p.refused[o.Line] || o.Line == f.line:
		case o.Kind == orders.KPrep && *o.At == f.at && (f.kind == orders.KAFire || o.Line < f.line):
			return false
		case o.Kind == orders.KAFire && f.kind == orders.KAFire && *o.At == f.at && o.Line < f.line:
			return false
		case o.Kind == orders.KMove && f.kind == orders.KAFire:
			for _, st := range o.Steps {
				if st.Act == "DC" && st.At != nil && *st.At == f.at {
					return false
				}
			}
		}
	}
	return true
}

// firedBefore finds an earlier line of the same phase that fires one of
// o's own firers: a unit fires once a player turn (3.2, 3.5). It returns
// the unit, the line and whether that line fires for sure (then o can
// never fire the unit; else only if the earlier target is empty by then).
func (s *State) firedBefore(side int, o orders.Order, p planned) (string, plannedFire, bool, bool) {
	mine := s.selfFirers(side, o, p)
	for _, f := range p.fires {
		if f.line >= o.Line || f.kind != o.Kind || p.refused[f.line] {
			continue
		}
		for _, id := range s.selfFirers(side, f.order, p) {
			if contains(mine, id) {
				return id, f, s.firesForSure(side, f, p, p.lines), true
			}
		}
	}
	return "", plannedFire{}, false, false
}

// checkFiresOnce refuses a PREP or AFIRE line naming a unit that an
// earlier line of the phase fires for sure.
func (s *State) checkFiresOnce(side int, o orders.Order, p planned) *i18n.Text {
	id, f, sure, found := s.firedBefore(side, o, p)
	if !found || !sure {
		return nil
	}
	return want("%[1]s fires by line %[2]d already (at %[3]s), and a unit fires once a player turn (3.2): leave %[1]s out of this line or of line %[2]d",
		"%[1]s 已由第 %[2]d 行射擊（向 %[3]s），而每個部隊每玩家回合只射擊一次（3.2）：請從本行或第 %[2]d 行刪去 %[1]s",
		"%[1]s 已由第 %[2]d 行射击（向 %[3]s），而每个部队每玩家回合只射击一次（3.2）：请从本行或第 %[2]d 行删去 %[1]s",
		id, f.line, s.sc.ID(f.at))
}

// fireOnceNote notes a PREP or AFIRE line naming a unit that an earlier
// line of the phase may fire: only if that line's target is empty of the
// enemy by then does this line fire the unit.
func (s *State) fireOnceNote(side int, o orders.Order, p planned) *i18n.Text {
	id, f, sure, found := s.firedBefore(side, o, p)
	if !found || sure {
		return nil
	}
	return want("%[1]s fires by line %[2]d first (at %[3]s): a unit fires once a player turn (3.2), so this line fires %[1]s only if line %[2]d does not, %[3]s holding no enemy by then",
		"%[1]s 先由第 %[2]d 行射擊（向 %[3]s）：每個部隊每玩家回合只射擊一次（3.2），所以只有第 %[2]d 行沒有射擊（屆時 %[3]s 已無敵軍）時，本行才會讓 %[1]s 射擊",
		"%[1]s 先由第 %[2]d 行射击（向 %[3]s）：每个部队每玩家回合只射击一次（3.2），所以只有第 %[2]d 行没有射击（届时 %[3]s 已无敌军）时，本行才会让 %[1]s 射击",
		id, f.line, s.sc.ID(f.at))
}

// planNote warns of an accepted line that the plan's own earlier lines
// may keep from running as written.
func (s *State) planNote(side int, o orders.Order, p planned) *i18n.Text {
	switch o.Kind {
	case orders.KPrep, orders.KAFire:
		return s.fireOnceNote(side, o, p)
	case orders.KCC:
		return ccOnceNote(o, p)
	}
	return nil
}

// checkPhaseWeapons refuses a PREP or AFIRE line by which a unit would use
// more weapons in the phase, counting the plan's earlier lines of that
// phase and, for the PFPh, its DESTROY lines (they run as it begins), than
// 4.0 allows: a squad one weapon beside its own FP or two without it, a
// half-squad or a leader one, and a half-squad none beside its own FP.
func (s *State) checkPhaseWeapons(side int, o orders.Order, p planned) *i18n.Text {
	uses := map[string][]string{} // holder: the weapons it uses
	own := map[string]bool{}      // units firing their own FP
	lines := map[string][]int{}   // holder: the lines that use them
	note := func(id string, n int) {
		if !slices.Contains(lines[id], n) {
			lines[id] = append(lines[id], n)
		}
	}
	add := func(l orders.Order, n int) {
		m := s.musterFirers(side, l.Units, l.From)
		m.addHexMGs(s, false)
		per := map[string]int{}
		for _, w := range m.weapons {
			per[w.Owner]++
			if !slices.Contains(uses[w.Owner], w.ID) {
				uses[w.Owner] = append(uses[w.Owner], w.ID)
			}
			note(w.Owner, n)
		}
		for _, u := range m.units {
			if k := s.ctype(u).Kind; k != tables.Leader && !weaponsOnly(k, per[u.ID]) {
				own[u.ID] = true
				note(u.ID, n)
			}
		}
	}
	if o.Kind == orders.KPrep && side == s.phasing() {
		for _, wid := range slices.Sorted(maps.Keys(p.destroyed)) {
			if w := s.weapon(wid); w != nil && w.Owner != "" && !slices.Contains(uses[w.Owner], wid) {
				uses[w.Owner] = append(uses[w.Owner], wid)
				note(w.Owner, p.destroyed[wid])
			}
		}
	}
	for _, f := range p.fires {
		if f.kind == o.Kind && f.line < o.Line {
			add(f.order, f.line)
		}
	}
	add(o, o.Line)
	for _, id := range slices.Sorted(maps.Keys(lines)) {
		u := s.unit(id)
		if u == nil || !slices.Contains(lines[id], o.Line) {
			continue
		}
		if len(uses[id]) <= s.weaponLimit(u, own[id]) {
			continue
		}
		var others []string
		slices.Sort(lines[id])
		for _, n := range lines[id] {
			if n != o.Line {
				others = append(others, fmt.Sprint(n))
			}
		}
		if len(others) == 0 {
			continue // one line alone: checkFirers says it
		}
		return want("%s would use its own FP or weapons beyond what 4.0 allows in one fire phase, with line(s) %s (a squad: one weapon beside its own FP, or two without it; a half-squad or a leader: one, and a half-squad none beside its own FP); leave it or its weapon out of this line",
			"%s 連同第 %s 行，在同一射擊階段使用的自身火力或武器超過 4.0 的限制（班：自身火力外一件武器，或改用兩件；半班或長官：一件，半班用了自身火力便不能再用武器）；請在本行刪去它或其武器",
			"%s 连同第 %s 行，在同一射击阶段使用的自身火力或武器超过 4.0 的限制（班：自身火力外一件武器，或改用两件；半班或长官：一件，半班用了自身火力便不能再用武器）；请在本行删去它或其武器",
			id, strings.Join(others, ", "))
	}
	return nil
}

// ccOnceNote notes a CC line naming an attacker or a target that an
// earlier CC line of the plan names: in a CCPh each unit attacks once
// and is attacked once (3.8), so the earlier line has it when that line
// runs (its units may not all be in the hex by then, so it may not).
func ccOnceNote(o orders.Order, p planned) *i18n.Text {
	for _, e := range p.lines {
		if e.Kind != orders.KCC || e.Line >= o.Line || p.refused[e.Line] {
			continue
		}
		for _, id := range o.Units {
			if contains(e.Units, id) {
				return want("%[1]s attacks by line %[2]d already: a unit attacks once in a CCPh (3.8), so this line attacks with %[1]s only if line %[2]d does not run; to attack with it here, leave it out of line %[2]d",
					"%[1]s 已由第 %[2]d 行攻擊：每個部隊在肉搏戰階段只攻擊一次（3.8），所以只有第 %[2]d 行沒有執行時，本行才會讓 %[1]s 攻擊；要讓它在這裡攻擊，請從第 %[2]d 行刪去",
					"%[1]s 已由第 %[2]d 行攻击：每个部队在肉搏战阶段只攻击一次（3.8），所以只有第 %[2]d 行没有执行时，本行才会让 %[1]s 攻击；要让它在这里攻击，请从第 %[2]d 行删去",
					id, e.Line)
			}
		}
		for _, id := range o.Targets {
			if contains(e.Targets, id) {
				return want("%[1]s is attacked by line %[2]d already: a unit is attacked once in a CCPh (3.8), so this line attacks %[1]s only if line %[2]d does not run",
					"%[1]s 已由第 %[2]d 行攻擊：每個部隊在肉搏戰階段只被攻擊一次（3.8），所以只有第 %[2]d 行沒有執行時，本行才會攻擊 %[1]s",
					"%[1]s 已由第 %[2]d 行攻击：每个部队在肉搏战阶段只被攻击一次（3.8），所以只有第 %[2]d 行没有执行时，本行才会攻击 %[1]s",
					id, e.Line)
			}
		}
	}
	return nil
}

// weaponLimit is how many weapons unit u may use in one fire phase (4.0),
// given whether it fires its own FP in it.
func (s *State) weaponLimit(u *Unit, own bool) int {
	switch k := s.ctype(u).Kind; {
	case k == tables.Squad && !own:
		return 2
	case k == tables.Half && own:
		return 0
	}
	return 1
}
