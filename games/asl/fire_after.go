package asl

import (
	"adjutant/games/asl/tables"
	"adjutant/templates/i18n"
)

// afterFire is what follows an attack for its firers: weapons that
// malfunction or burn out, an MG keeping its rate of fire, fire markers,
// residual FP for fire at a mover, and FPF's morale check (3.2.2, 3.3.1,
// 3.4, 4.0-4.3).
func (s *State) afterFire(sh *shot, r Roll, l *log, out *fired) {
	broken := map[string]bool{}
	keepROF := map[string]bool{}
	for _, p := range sh.parts {
		if p.weapon == nil {
			continue
		}
		w := p.weapon
		wt := s.wtype(w)
		switch wt.Kind {
		case tables.MG:
			if b := s.breakdown(p, sh.kind); r.Sum() >= b {
				w.Broken = true
				broken[w.ID] = true
				l.AddT("%s %s malfunctions (original DR %d, B%d).", "%s %s 故障（原擲 %d，B%d）。", "%s %s 故障（原掷 %d，B%d）。", w.ID, w.Type, r.Sum(), b)
				continue
			}
			rof := wt.ROF
			if w.Side != p.unit.Side {
				rof--
			}
			// Firers that cowered take their fire marker at once (3.2), so
			// their MG keeps no rate of fire.
			if rof > 0 && r.Coloured <= rof && !p.unit.Pinned && sh.kind != fkSFF && sh.kind != fkFPF && !out.cowered {
				if s.declinesROF(sh) {
					l.AddT("%s %s declines its rate of fire (coloured die %d, ROF %d) to leave residual FP (NOROF).", "%s %s 放棄連環射擊（有色骰 %d，ROF %d），以留下殘留火力（不連射）。", "%s %s 放弃连环射击（有色骰 %d，ROF %d），以留下残留火力（不连射）。", w.ID, w.Type, r.Coloured, rof)
					continue
				}
				keepROF[w.ID] = true
				l.AddT("%s %s keeps its rate of fire (coloured die %d, ROF %d).", "%s %s 保留連環射擊（有色骰 %d，ROF %d）。", "%s %s 保留连环射击（有色骰 %d，ROF %d）。", w.ID, w.Type, r.Coloured, rof)
			}
		case tables.FT:
			if x := s.xNumber(p); r.Sum() >= x {
				w.Gone, w.Owner = true, ""
				broken[w.ID] = true
				l.AddT("%s flamethrower burns out (original DR %d, X%d).", "%s 噴火器用盡毀滅（原擲 %d，X%d）。", "%s 喷火器用尽毁灭（原掷 %d，X%d）。", w.ID, r.Sum(), x)
			}
		case tables.DC:
			w.Gone, w.Owner, w.DCAt = true, "", nil
		}
	}
	s.mark(sh, keepROF, out.cowered)
	if sh.kind == fkFirst || sh.kind == fkSFF || sh.kind == fkFPF {
		s.leaveResidual(sh, broken, keepROF, out)
	}
	if sh.kind == fkFPF {
		s.fpfChecks(sh, r, l)
	}
}

// declinesROF says whether an attack's MGs decline the rate of fire they
// rolled: the publisher's errata to 3.3.1 lets an MG do so to leave
// residual FP, which matters only at First Fire under the errata (SFF and
// FPF keep no ROF; the rulebook as printed leaves residual FP from an MG
// keeping its ROF anyway).
func (s *State) declinesROF(sh *shot) bool {
	return sh.noROF && sh.kind == fkFirst && s.Options.residualErrata()
}

// mark puts the fire markers on the firers. Firers that cowered take the
// Prep Fire or Final Fire marker (3.2): at Defensive First Fire, Final Fire,
// so they fire no Subsequent First Fire.
func (s *State) mark(sh *shot, keepROF map[string]bool, cowered bool) {
	var m Fire
	switch sh.kind {
	case fkPrep, fkAdvance:
		m = PrepFire
	case fkFirst:
		m = FirstFire
		if cowered {
			m = FinalFire
		}
	case fkSFF, fkFPF, fkFinal:
		m = FinalFire
	default:
		return
	}
	// A leader's attacks with weapons he directed that kept their rate of
	// fire are not his one more attack after First Fire (1.2.1, 3.4);
	// seen before this attack's markers go on.
	rof := map[string]bool{}
	for _, ld := range sh.leaders {
		rof[ld.ID] = len(ld.Directed) > 0 && s.rofOnly(ld, sh.parts)
	}
	var ids []string
	for _, p := range sh.parts {
		ids = append(ids, p.id())
		if p.weapon != nil {
			s.usesWeapon(p.unit, p.weapon.ID)
			if ld := p.with; ld != nil {
				// The second leader firing the MG has used a weapon in
				// the phase and is marked as a firer (4.0, 4.1).
				s.usesWeapon(ld, p.weapon.ID)
				ld.Fire = m
				ld.Prepped = ld.Prepped || sh.kind == fkPrep
			}
			if !keepROF[p.weapon.ID] {
				p.weapon.Fire = m
			}
			// A weapon carries its own marker; the attacker's unit that
			// fired it has prep fired (3.2.2) but keeps its own FP for
			// another target (3.2).
			if sh.kind == fkPrep {
				p.unit.Prepped = true
			}
		} else {
			p.unit.Fire = m
			p.unit.PhaseOwn = true
			p.unit.Prepped = p.unit.Prepped || sh.kind == fkPrep
		}
		if sh.kind == fkSFF || sh.kind == fkFPF {
			// The whole stack's First Fire turns to Final Fire (3.3.1).
			p.unit.Fire = FinalFire
			for _, w := range s.held(p.unit.ID) {
				if w.Fire == FirstFire {
					w.Fire = FinalFire
				}
			}
		}
	}
	for _, ld := range sh.leaders {
		ld.Fire = m
		ld.Prepped = ld.Prepped || sh.kind == fkPrep
		switch sh.kind {
		case fkPrep, fkAdvance:
			ld.Used, ld.Directed = true, ids
		default:
			// After directing First Fire he directs one more attack,
			// SFF, FPF or Final Fire, of those firers only (3.4).
			switch {
			case len(ld.Directed) == 0:
				ld.Directed = ids
			case !rof[ld.ID]:
				ld.Used = true
			}
		}
	}
}

// leaveResidual puts residual FP in the target hex: half the column
// used, at most 12, fractions dropped, counting no weapon that broke down
// (3.3.1). Under the publisher's errata (the default residual option) an
// MG that keeps its rate of fire leaves none either, and the column is
// taken one further left for each hindrance DRM on the attack and for a
// CX firer, as cowering takes it (a negative leadership DRM never offsets
// them; the errata's own example: 4 FP through an orchard leaves 1, and
// nothing when the firer is CX too). A bigger residual replaces a
// smaller; they never add.
func (s *State) leaveResidual(sh *shot, broken, keepROF map[string]bool, out *fired) {
	t := s.sc.Tables()
	errata := s.Options.residualErrata()
	total := 0.0
	full := 0.0
	for _, p := range sh.parts {
		fp, _ := s.partFP(p, sh)
		full += fp
		if p.weapon != nil && (broken[p.weapon.ID] || errata && keepROF[p.weapon.ID]) {
			continue
		}
		total += fp
	}
	shift := t.Column(full) - out.col
	if errata {
		shift += s.residualShift(sh)
	}
	col := t.Column(total) - shift
	if col < 0 {
		return
	}
	fp := min(12, t.Columns[col]/2)
	if fp <= 0 {
		return
	}
	for i, rf := range s.Residual {
		if rf.Hex == sh.target {
			if rf.FP < fp {
				s.Residual[i].FP = fp
			}
			return
		}
	}
	s.Residual = append(s.Residual, Residual{Hex: sh.target, FP: fp})
}

// residualShift is how many IFT columns the publisher's errata to 3.3.1
// takes off an attack's residual FP: one for each hindrance DRM on the
// firers' line and one for a CX firer.
func (s *State) residualShift(sh *shot) int {
	n := s.hindrance(sh)
	for _, p := range sh.parts {
		if p.unit.CX {
			return n + 1
		}
	}
	for _, ld := range sh.leaders {
		if ld.CX {
			return n + 1
		}
	}
	return n
}

// fpfChecks makes each unit that fired FPF, and the leader who directed
// it, take an NMC with the attack's own original DR, modified only by the
// leadership DRM (3.3.1). The leader checks first and lends his DRM only
// if he comes through it neither broken nor pinned (3.2.1).
func (s *State) fpfChecks(sh *shot, r Roll, l *log) {
	seen := map[string]bool{}
	check := func(u *Unit, d int) {
		if seen[u.ID] || u.Gone {
			return
		}
		seen[u.ID] = true
		l.AddT("%s fired FPF: NMC on the attack's own DR.", "%s 進行了緊急防禦射擊：以該次原擲進行士氣檢查。", "%s 进行了紧急防御射击：以该次原掷进行士气检查。", s.unitText(u))
		s.moraleCheck(u, i18n.T("FPF", "緊急防禦射擊", "紧急防御射击"), 0, d, &r, l)
	}
	for _, ld := range sh.leaders {
		check(ld, 0)
	}
	ldrm, leading := 0, false
	for _, ld := range sh.leaders {
		if !ld.Gone && !ld.Broken && !ld.Pinned {
			// In a group of several hexes, the worst DRM (3.2).
			if d := s.leaderDRM(ld); !leading || d > ldrm {
				ldrm, leading = d, true
			}
		}
	}
	for _, p := range sh.parts {
		check(p.unit, ldrm)
	}
}
