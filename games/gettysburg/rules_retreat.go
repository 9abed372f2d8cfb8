package gettysburg

import (
	"slices"
	"sort"

	"adjutant/templates/i18n"
)

// retreatPaths lists every legal retreat for u away from refs (rule R):
// three hexes, each farther from refs than the last, none holding a unit
// (markers are fine), none in an enemy ZOC, none outside command range
// (with retreat_range=lenient a hex outside range is allowed if it is no
// farther from the HQ than where the unit stood). A path may stop on its
// second hex when that hex is defensive terrain.
func (s *State) retreatPaths(u int, refs []Hex) [][]Hex {
	side := s.side(u)
	start := s.Units[u].Hex
	dist := func(h Hex) int {
		d := 1 << 30
		for _, r := range refs {
			d = min(d, Distance(h, r))
		}
		return d
	}
	ok := func(prev, h Hex) bool {
		if !s.sc.OnMap(h) || s.unitAt(h) >= 0 || s.inEnemyZOC(side, h) || dist(h) <= dist(prev) {
			return false
		}
		if !s.HQ[side].IsZero() && !s.inRange(side, h) {
			// R-D: outside command range the retreat fails; the lenient
			// reading lets a unit already outside go on if it gets no
			// farther from its HQ.
			if !s.Options.retreatRangeLenient() || Distance(s.HQ[side], h) > Distance(s.HQ[side], start) {
				return false
			}
		}
		return true
	}
	var out [][]Hex
	for _, a := range start.neighbours() {
		if !ok(start, a) {
			continue
		}
		for _, b := range a.neighbours() {
			if !ok(a, b) {
				continue
			}
			if s.sc.Defensive(b) {
				out = append(out, []Hex{a, b})
			}
			for _, c := range b.neighbours() {
				if ok(b, c) {
					out = append(out, []Hex{a, b, c})
				}
			}
		}
	}
	return out
}

// bestRetreat picks the retreat the engine makes for the owner who gave
// no standing answer: stop in defensive terrain when possible, else end
// in defensive terrain, else end nearest the own HQ; ties by hex ids.
func (s *State) bestRetreat(u int, paths [][]Hex) []Hex {
	return s.rankRetreats(u, paths, retreatAnswer{})[0]
}

// rankRetreats sorts the paths best first for the answer a: with STOP a
// stop on a defensive second hex comes first, then with TOWARD the end
// nearest that hex (or the HQ); then the engine's own order.
func (s *State) rankRetreats(u int, paths [][]Hex, a retreatAnswer) [][]Hex {
	hq := s.HQ[s.side(u)]
	target := a.Toward
	if a.HQ {
		target = hq
	}
	score := func(p []Hex) []int {
		end := p[len(p)-1]
		stop, def, d := 1, 1, 0
		if len(p) == 2 {
			stop = 0
		}
		if s.sc.Defensive(end) {
			def = 0
		}
		if !hq.IsZero() {
			d = Distance(end, hq)
		}
		var k []int
		if a.Stop {
			k = append(k, stop)
		}
		if !target.IsZero() {
			k = append(k, Distance(end, target))
		}
		return append(k, stop, def, d)
	}
	out := append([][]Hex(nil), paths...)
	sort.SliceStable(out, func(i, j int) bool {
		if c := slices.Compare(score(out[i]), score(out[j])); c != 0 {
			return c < 0
		}
		return joinHexes(out[i]) < joinHexes(out[j])
	})
	return out
}

// retreat moves u three hexes away from refs, or sends it to the
// stragglers when it cannot (R4). It reports whether the unit stayed on the
// map.
func (s *State) retreat(u int, refs []Hex, l *log) bool {
	paths := s.retreatPaths(u, refs)
	if len(paths) == 0 {
		s.straggle(u, l, i18n.Text{EN: "no legal retreat", Hant: "無法撤退", Hans: "无法撤退"})
		return false
	}
	p := s.chooseRetreat(u, paths, l)
	l.moved(s, u, MoveRetreat, append([]Hex{s.Units[u].Hex}, p...))
	s.Units[u].Hex = p[len(p)-1]
	l.Add(i18n.Join(s.unitText(u), i18n.T(" retreats %s.", " 撤退 %s。", " 撤退 %s。", joinHexes(p))))
	s.forceCombatInZOC()
	return true
}

// retreatRefs is what a retreat of u moves away from: refs (the winner, or
// the enemy units next to a withdrawing unit), and with
// retreat_from=enemies every enemy unit on the map as well.
func (s *State) retreatRefs(u int, refs []Hex) []Hex {
	if !s.Options.retreatFromEnemies() {
		return refs
	}
	out := append([]Hex(nil), refs...)
	for _, e := range s.onMap(s.side(u).Other()) {
		out = append(out, s.Units[e].Hex)
	}
	return out
}
