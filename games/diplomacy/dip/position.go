package dip

// Position is the state of the board at the start of a phase: everything the
// adjudicator needs besides the orders.
type Position struct {
	Phase     Phase
	Units     map[Province]Unit      // units on the board, by province
	Dislodged map[Province]Dislodged // retreat phase: units awaiting retreat, by the province they were dislodged from
	Owners    map[Province]Power     // supply-centre ownership; absent means neutral
	Disorder  map[Power]bool         // powers in civil disorder (4.3)
	// Absent lists powers with no player in this game (a neutral Italy, say):
	// their home centres are neutral and they never receive orders.
	Absent map[Power]bool
	// Standoffs lists, in a retreat phase, the provinces left vacant by a
	// standoff in the movement phase just resolved: no unit may retreat
	// there (2.5.3c). Sorted; nil outside retreat phases.
	Standoffs []Province
}

// Dislodged is a unit that must retreat or disband.
type Dislodged struct {
	Unit Unit
	// AttackerFrom is the province the dislodging unit came from; the
	// dislodged unit may not retreat there (2.5.3). Empty when unknown.
	AttackerFrom Province
}

// Clone returns a deep copy, so an engine can derive the next position
// without touching the stored one.
func (p Position) Clone() Position {
	q := p
	q.Units = make(map[Province]Unit, len(p.Units))
	for k, v := range p.Units {
		q.Units[k] = v
	}
	q.Dislodged = make(map[Province]Dislodged, len(p.Dislodged))
	for k, v := range p.Dislodged {
		q.Dislodged[k] = v
	}
	q.Owners = make(map[Province]Power, len(p.Owners))
	for k, v := range p.Owners {
		q.Owners[k] = v
	}
	q.Disorder = make(map[Power]bool, len(p.Disorder))
	for k, v := range p.Disorder {
		q.Disorder[k] = v
	}
	q.Absent = make(map[Power]bool, len(p.Absent))
	for k, v := range p.Absent {
		q.Absent[k] = v
	}
	q.Standoffs = append([]Province(nil), p.Standoffs...)
	return q
}
