package asl

import (
	"maps"
	"slices"

	"adjutant/games/asl/orders"
	"adjutant/templates/i18n"
)

// moveLine is a MOVE line of a plan with its line number.
type moveLine struct {
	n int
	o orders.Order
}

// stackingProblems plays a plan's MOVE lines in the order written on the
// position as it stands, each stack to the end of its path, and returns,
// by line number, the lines whose stack would enter a hex beyond the
// stacking limit (three squad equivalents and four leaders a side, 2.0):
// the judge stops such a stack when it gets there (3.3), so the line is
// refused when sent.
func (s *State) stackingProblems(side int, moves []moveLine) map[int]*i18n.Text {
	out := map[int]*i18n.Text{}
	pos := map[string]Hex{}
	for _, u := range s.Units {
		if u.active() && u.OnMap && u.Side == side {
			pos[u.ID] = u.Hex
		}
	}
	for _, m := range moves {
		stack := s.unitsOf(m.o.Units)
		for _, st := range m.o.Steps {
			if st.Act == "LEAVE" {
				// It stays where the stack is: counted there from now.
				if h, ok := leaveHex(m.o, st.ID); ok {
					pos[st.ID] = h
				}
				stack = slices.DeleteFunc(stack, func(u *Unit) bool { return u.ID == st.ID })
				continue
			}
			if st.Hex == nil {
				continue
			}
			if why := s.overStacked(*st.Hex, stack, pos); why != nil {
				out[m.n] = why
				break
			}
		}
		if end, ok := lastHex(m.o); ok && out[m.n] == nil {
			for _, u := range stack {
				pos[u.ID] = end
			}
		}
	}
	return out
}

// unitsOf is the units of ids, those that exist.
func (s *State) unitsOf(ids []string) []*Unit {
	var out []*Unit
	for _, id := range ids {
		if u := s.unit(id); u != nil {
			out = append(out, u)
		}
	}
	return out
}

// overStacked says why stack may not enter h where pos puts the side's
// other units, or nil.
func (s *State) overStacked(h Hex, stack []*Unit, pos map[string]Hex) *i18n.Text {
	units := slices.Clone(stack)
	var there []string
	for _, id := range slices.Sorted(maps.Keys(pos)) {
		if pos[id] != h || containsUnit(stack, s.unit(id)) {
			continue
		}
		units = append(units, s.unit(id))
		there = append(there, id)
	}
	if s.withinStacking(units) {
		return nil
	}
	return want("the stack would be over the stacking limit in %s (three squad equivalents and four leaders a side, 2.0) with %s there by then; move fewer units there or choose another path",
		"進入 %s 時會超過疊棋限制（每方三個班當量及四名長官，2.0），屆時該格已有 %s；請減少進入的部隊或改走其他路線",
		"进入 %s 时会超过叠棋限制（每方三个班当量及四名长官，2.0），届时该格已有 %s；请减少进入的部队或改走其他路线",
		s.sc.ID(h), hexListText(there))
}
