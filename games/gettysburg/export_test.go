package gettysburg

// State returns a copy of the position, for the tests.
func (g *Game) State() *State { return g.s.clone() }
