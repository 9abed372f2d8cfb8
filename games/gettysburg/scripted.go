package gettysburg

import (
	"fmt"

	"adjutant/games"
)

// ScriptedPlan is the plan a simple scripted player sends for side in the
// current phase, built from the position alone, as a person reading the
// report could: units due to enter enter at their entry hex, every unit on
// the map steps toward the nearest enemy (at most eight hexes, never two
// units to one hex), every unit next to an enemy attacks it, with
// artillery support where it can have any, and in defence the standing
// artillery answer is defence ("ALL", "NONE" or unit codes). The Union
// also asks to see its command range.
// Standing RETREAT answers are written that ask what the engine would
// choose anyway (STOP: for ALL in the Confederate command plan, and in
// the attack plans for each unit next to an enemy), so the game is the
// one the engine plays alone, and the tests that read every mail see
// that no such answer reaches the opponent.
//
// It plays legally but not well. The engine's whole-game tests and the
// judge's game-by-mail test use it, so both play the same scripted game; it
// lives outside the test files so that other packages can reuse it.
func (g *Game) ScriptedPlan(side Side, defence string) []string {
	s := g.s
	var out []string
	switch s.Stage {
	case StageCommand:
		if side == Union {
			out = append(out, "RANGE ON")
		} else {
			out = append(out, "RETREAT ALL STOP")
		}
	case StageMove:
		out = s.scriptedMoves(side)
	case StageAttack:
		out = append(out, "ARTILLERY "+defence)
		for _, u := range s.onMap(side) {
			if s.inEnemyZOC(side, s.Units[u].Hex) {
				out = append(out, "RETREAT "+s.sc.Units[u].Code+" STOP")
			}
		}
		spent := 0
		for _, u := range s.onMap(side) {
			for _, e := range s.onMap(side.Other()) {
				if s.checkAttack(u, e) != nil {
					continue
				}
				// ART only where it can give support (A2).
				line := fmt.Sprintf("%s ATTACK %s", s.sc.Units[u].Code, s.sc.Units[e].Code)
				if s.checkSupport(u, e, spent) == nil {
					line += " ART"
					spent++
				}
				out = append(out, line)
				break
			}
		}
	}
	return s.playable(side, append(out, "PASS"))
}

// playable keeps the lines of a scripted plan that Submit would accept:
// a line the plan itself makes impossible (a unit moved off an entry hex
// by the rules before its own planned move) is left out.
func (s *State) playable(side Side, lines []string) []string {
	in := make([]games.Line, len(lines))
	for i, l := range lines {
		in[i] = games.Line{N: i + 1, Text: l}
	}
	p := parsePlan(s.sc, side, s.Stage, in)
	refused, _ := s.rehearse(side, p.items)
	var out []string
	for i, it := range p.items {
		if _, bad := refused[i]; !bad {
			out = append(out, lines[it.Line-1])
		}
	}
	return out
}

// scriptedMoves enters every unit that is due, then walks each unit on the
// map greedily toward the nearest enemy. Each path is checked against the
// position before the plan runs, so an earlier move of the opponent can
// still make it illegal: that is the case the judge asks again.
func (s *State) scriptedMoves(side Side) []string {
	var out []string
	taken := map[Hex]bool{}
	for _, u := range s.dueUnits(side) {
		entry := s.sc.Entries[s.sc.Units[u].Entry]
		out = append(out, fmt.Sprintf("MOVE %s %s", s.sc.Units[u].Code, entry))
		taken[entry] = true
	}
	nearest := func(h Hex) int {
		d := 1 << 30
		for _, e := range s.onMap(side.Other()) {
			d = min(d, Distance(h, s.Units[e].Hex))
		}
		return d
	}
	// Units standing on a waiting unit's entry hex move first, so that the
	// rules need not move them.
	var order, rest []int
	for _, u := range s.onMap(side) {
		if s.onEntryOfArrived(side, s.Units[u].Hex) {
			order = append(order, u)
		} else {
			rest = append(rest, u)
		}
	}
	for _, u := range append(order, rest...) {
		var path []Hex
		at := s.Units[u].Hex
		for k := 0; k < 8; k++ {
			best, bestD := Hex{}, nearest(at)
			for _, n := range at.neighbours() {
				if taken[n] {
					continue
				}
				if _, bad := s.checkMove(u, append(append([]Hex(nil), path...), n)); bad != nil {
					continue
				}
				if d := nearest(n); d < bestD {
					best, bestD = n, d
				}
			}
			if best.IsZero() {
				break
			}
			path = append(path, best)
			at = best
		}
		if len(path) > 0 {
			taken[at] = true
			out = append(out, fmt.Sprintf("%s %s", s.sc.Units[u].Code, joinHexes(path)))
		}
	}
	return out
}
