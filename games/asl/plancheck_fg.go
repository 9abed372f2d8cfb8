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
			switch k := s.ctype(u).Kind; {
			case k == tables.Leader, k == tables.Half && per[u.ID] >= 1, per[u.ID] >= 2:
			default:
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
