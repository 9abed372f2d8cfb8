package asl

import (
	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// prepPhase is 3.2.2's PFPh: the phasing side's DESTROY lines (4.0), then
// its PREP lines, in order.
func (s *State) prepPhase(l *log) {
	ph := s.phasing()
	l.Add(i18n.T("Prep fire phase.", "準備射擊階段。", "准备射击阶段。"))
	s.newFirePhase()
	s.destroyLines(ph, l)
	for _, o := range s.Lines[ph] {
		if o.Kind == orders.KPrep {
			s.attackLine(ph, fkPrep, o, l)
		}
	}
}

// attackLine fires one PREP or AFIRE line at its hex: a hex with no enemy
// in it is not fired at; a firer whose line of sight turns out blocked is
// marked as having fired all the same (3.2); the others fire as fire
// groups.
func (s *State) attackLine(side int, kind fireKind, o orders.Order, l *log) {
	at := *o.At
	if len(s.at(at, other(side))) == 0 {
		l.secret(s.seat(side), i18n.T("Line %d (%s): no enemy in %s, no fire.", "第 %d 行（%s）：%s 沒有敵軍，不射擊。", "第 %d 行（%s）：%s 没有敌军，不射击。", o.Line, o.Text(s.sc), s.sc.ID(at)), nil)
		return
	}
	shots, ex := s.compose(side, kind, o.Units, o.From, at)
	for _, e := range ex {
		if e.why.EN == "no line of sight" {
			if u := s.unit(e.id); u != nil {
				u.Fire = PrepFire
				u.Prepped = u.Prepped || kind == fkPrep
			} else if w := s.weapon(e.id); w != nil {
				w.Fire = PrepFire
				if h := s.unit(w.Owner); h != nil && kind == fkPrep {
					h.Prepped = true
				}
			}
			pub := i18n.T("%s is marked as having fired: no line of sight to %s (3.2).", "%s 視為已射擊：對 %s 沒有視線（3.2）。", "%s 视为已射击：对 %s 没有视线（3.2）。", e.id, s.sc.ID(at))
			l.Add(pub)
			continue
		}
		l.secret(s.seat(side), i18n.T("Line %d: %s does not fire: %s.", "第 %d 行：%s 沒有射擊：%s。", "第 %d 行：%s 没有射击：%s。", o.Line, e.id, e.why), nil)
	}
	for _, sh := range shots {
		s.fire(sh, l)
	}
}

// melee reports whether h holds units of both sides locked in melee.
func (s *State) melee(h Hex) bool {
	for _, u := range s.at(h, -1) {
		if u.Melee {
			return true
		}
	}
	return false
}
