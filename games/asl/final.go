package asl

import (
	"slices"

	"adjutant/games/asl/orders"
	"adjutant/games/asl/tables"
	"adjutant/games/kit/hexgrid"
	"adjutant/templates/i18n"
)

// finalPhase is 3.4's DFPh: the defender's DESTROY lines run (4.0), then
// its standing FIRE lines (not those marked FIRST) fire, in order, each at the best target its conditions
// allow; then the First and Final Fire markers come off.
func (s *State) finalPhase(l *log) {
	def := other(s.phasing())
	l.Add(i18n.T("Defensive fire phase.", "防禦射擊階段。", "防御射击阶段。"))
	s.newFirePhase()
	s.destroyLines(def, l)
	var lines []orders.Order
	for _, o := range s.Standing[def] {
		if o.Kind != orders.KFire || o.When == "FIRST" || s.Cursor.HoldFinal {
			continue
		}
		lines = append(lines, o)
	}
	joined := map[int]bool{} // lines whose firers joined an earlier line's attack
	for i, o := range lines {
		for _, k := range s.finalLine(def, o, lines[i+1:], joined[i], l) {
			joined[i+1+k] = true
		}
	}
	for i := range s.Units {
		if f := s.Units[i].Fire; f == FirstFire || f == FinalFire {
			s.Units[i].Fire = NoFire
		}
	}
	for i := range s.Weapons {
		if f := s.Weapons[i].Fire; f == FirstFire || f == FinalFire {
			s.Weapons[i].Fire = NoFire
		}
	}
}

// finalLine fires one standing line in the DFPh at the best of the hexes
// it allows: the attack with the best odds (highest column less DRM), then
// the nearest, then by hex order. Units of later lines in its firers'
// hexes that may fire at that hex join the attack (sameHexJoin); it
// returns the indexes in later of the lines that joined. A line that
// joined an earlier attack (quiet) and finds nothing more to fire at says
// nothing of its firers that fired already.
func (s *State) finalLine(def int, o orders.Order, later []orders.Order, quiet bool, l *log) []int {
	var best *shot
	bestScore, bestDist := 0, 0
	hexes := s.enemyHexes(def)
	for _, h := range o.Hexes {
		// A melee hex only when the line names it: that fire hits the
		// defender's own units there too (3.8).
		if s.melee(h) && len(s.at(h, other(def))) > 0 && !hexIn(h, hexes) {
			hexes = append(hexes, h)
		}
	}
	hexgrid.Sort(hexes)
	for _, h := range hexes {
		if !o.Any && !hexIn(h, o.Hexes) {
			continue
		}
		shots, _ := s.compose(def, fkFinal, o.Units, o.From, h)
		for _, sh := range shots {
			var parts []part
			for _, p := range sh.parts {
				if o.Within == 0 || s.sc.Grid().Distance(p.unit.Hex, h) <= o.Within {
					parts = append(parts, p)
				}
			}
			sh.parts = parts
			if len(parts) == 0 || !s.targetMatches(o, s.idsIn(h, other(def))) || !s.worthIt(o, &sh) {
				continue
			}
			score, dist := s.odds(&sh), s.sc.Grid().Distance(parts[0].unit.Hex, h)
			if best == nil || score > bestScore || (score == bestScore && dist < bestDist) {
				c := sh
				best, bestScore, bestDist = &c, score, dist
			}
		}
	}
	if best != nil {
		joined := s.sameHexJoin(def, best, later)
		s.fire(*best, l)
		return joined
	}
	if !quiet {
		s.noteFinalMiss(def, o, l)
	}
	return nil
}

// sameHexJoin adds to a Final Fire attack the firers of later standing
// lines that stand in the hex of one of its firers and whose line allows
// its target: units of one hex that attack one target fire together as
// one fire group, never apart (3.2, 4.1): a squad's MG on a later line
// joins the attack its own FP makes. A flamethrower never joins a group
// (4.2).
func (s *State) sameHexJoin(def int, sh *shot, later []orders.Order) []int {
	var lines []int
	hexes := map[Hex]bool{}
	in := map[string]bool{} // firers (units' own FP, weapons) already in the attack
	for _, p := range sh.parts {
		if p.weapon != nil && s.wtype(p.weapon).Kind == tables.FT {
			return nil
		}
		hexes[p.unit.Hex] = true
		in[p.id()] = true
	}
	for k, o := range later {
		if !hexIn(sh.target, o.Hexes) && (!o.Any || s.melee(sh.target)) || !s.targetMatches(o, s.idsIn(sh.target, other(def))) {
			continue
		}
		shots, _ := s.compose(def, fkFinal, o.Units, o.From, sh.target)
		joined := map[string]bool{}
		for _, c := range shots {
			for _, p := range c.parts {
				within := o.Within == 0 || s.sc.Grid().Distance(p.unit.Hex, sh.target) <= o.Within
				ft := p.weapon != nil && s.wtype(p.weapon).Kind == tables.FT
				if hexes[p.unit.Hex] && !in[p.id()] && within && !ft && s.joinFits(sh.parts, p) {
					joined[p.id()] = true
					sh.parts = append(sh.parts, p)
				}
			}
		}
		for id := range joined {
			in[id] = true
		}
		if len(joined) > 0 {
			lines = append(lines, k)
		}
	}
	return lines
}

// noteFinalMiss tells the defender alone why a line naming hexes that hold
// the enemy fired at none of them: its firers could not fire there (a First
// or Final Fire marker, range, line of sight). A line whose own conditions
// (WITHIN, MIN, MAXDRM, TARGET) held it back, or that names ANY, says
// nothing: that is what it asked for.
func (s *State) noteFinalMiss(def int, o orders.Order, l *log) {
	if o.Any {
		return
	}
	said := map[string]bool{}
	for _, h := range o.Hexes {
		if len(s.at(h, other(def))) == 0 {
			continue
		}
		shots, ex := s.compose(def, fkFinal, o.Units, o.From, h)
		if len(shots) > 0 {
			return
		}
		for _, e := range ex {
			if !said[e.id] {
				said[e.id] = true
				l.secret(s.seat(def), i18n.T("Line %d: %s does not fire: %s.", "第 %d 行：%s 沒有射擊：%s。", "第 %d 行：%s 没有射击：%s。", o.Line, e.id, e.why), nil)
			}
		}
	}
}

// odds scores an attack for choosing among targets: twice the column
// less the DRM on its first target.
func (s *State) odds(sh *shot) int {
	total := 0.0
	for _, p := range sh.parts {
		fp, _ := s.partFP(p, sh)
		total += fp
	}
	d := sumDRM(s.commonDRM(sh))
	if ts := s.targets(sh); len(ts) > 0 {
		d += sumDRM(s.targetDRM(sh, ts[0], 0))
	}
	return 2*s.sc.Tables().Column(total) - d
}

// enemyHexes lists the hexes holding units of the side opposed to side,
// not in melee, in hex order.
func (s *State) enemyHexes(side int) []Hex {
	seen := map[Hex]bool{}
	var out []Hex
	for _, u := range s.Units {
		if u.active() && u.Side != side && !seen[u.Hex] && !s.melee(u.Hex) {
			seen[u.Hex] = true
			out = append(out, u.Hex)
		}
	}
	hexgrid.Sort(out)
	return out
}

// idsIn lists the ids of a side's units in h.
func (s *State) idsIn(h Hex, side int) []string {
	var out []string
	for _, u := range s.at(h, side) {
		out = append(out, u.ID)
	}
	return out
}

// advancingPhase is 3.5's AFPh: placed DCs go off, then the phasing
// side's AFIRE lines fire at half FP; then the Prep Fire markers come off.
func (s *State) advancingPhase(l *log) {
	ph := s.phasing()
	l.Add(i18n.T("Advancing fire phase.", "前進射擊階段。", "前进射击阶段。"))
	s.newFirePhase()
	for i := range s.Weapons {
		w := &s.Weapons[i]
		if w.Gone || w.DCAt == nil {
			continue
		}
		holder := s.unit(w.Owner)
		if holder == nil || holder.Side != ph {
			continue
		}
		sh := shot{side: ph, kind: fkDC, target: *w.DCAt, parts: []part{{unit: holder, weapon: w}}}
		s.fire(sh, l)
	}
	for _, o := range s.Lines[ph] {
		if o.Kind == orders.KAFire {
			s.attackLine(ph, fkAdvance, o, l)
		}
	}
	for i := range s.Units {
		if s.Units[i].Fire == PrepFire {
			s.Units[i].Fire = NoFire
		}
		s.Units[i].Prepped = false
	}
	for i := range s.Weapons {
		if s.Weapons[i].Fire == PrepFire {
			s.Weapons[i].Fire = NoFire
		}
	}
}

// joinFits reports whether firer p may join an attack made of parts
// without its unit using more weapons, or its own FP beside them, than
// 4.0 allows in the phase (a squad: one weapon beside its own FP, or two).
func (s *State) joinFits(parts []part, p part) bool {
	u := p.unit
	if s.ctype(u).Kind == tables.Leader && p.weapon == nil {
		return true
	}
	own, sws := u.PhaseOwn || p.weapon == nil, []string{}
	for _, q := range append(slices.Clone(parts), p) {
		switch {
		case q.unit != u:
		case q.weapon == nil:
			own = true
		case !contains(u.PhaseSW, q.weapon.ID) && !contains(sws, q.weapon.ID):
			sws = append(sws, q.weapon.ID)
		}
	}
	return len(sws) <= s.weaponRoom(u, own)
}
