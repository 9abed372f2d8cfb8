package asl

import (
	"adjutant/games/asl/orders"
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
}

func (s *State) plannedFireOf(side, n int, o orders.Order) plannedFire {
	f := plannedFire{line: n, kind: o.Kind, at: *o.At, units: s.firingUnits(side, o)}
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
