package datc

import "adjutant/games/diplomacy/dip"

// Case is one test case as read from a file: the position before the phase,
// the orders, and what the board must look like afterwards.
type Case struct {
	ID    string // "6.A.1": the first word after CASE
	Title string // the rest of the CASE line
	File  string // the file it came from
	Line  int    // the line of its CASE keyword

	Phase dip.Phase
	// Owners is the supply-centre ownership from PRESTATE_SUPPLYCENTER_OWNERS,
	// or nil when the case has no such section (see Position for the default).
	Owners map[dip.Province]dip.Power
	Units  []dip.Unit // PRESTATE
	// Dislodged are the PRESTATE_DISLODGED units, for retreat-phase cases.
	Dislodged []dip.Unit
	// Prior is PRESTATE_RESULTS: the previous movement phase's orders and
	// whether each succeeded. It tells where attackers came from and where
	// standoffs left a province empty.
	Prior  []PriorOrder
	Orders []OrderLine

	// Post is POSTSTATE. When PostSame is set (POSTSTATE_SAME) the expected
	// units are Units instead.
	Post     []dip.Unit
	PostSame bool
	// PostDislodged is POSTSTATE_DISLODGED; it is checked only when
	// CheckDislodged is set, i.e. the section was present (even if empty).
	PostDislodged  []dip.Unit
	CheckDislodged bool
}

// OrderLine is one line of the ORDERS section.
type OrderLine struct {
	Line  int
	Text  string    // the line as written, after the power prefix
	Order dip.Order // as parsed, with Power set from the prefix
}

// PriorOrder is one line of PRESTATE_RESULTS.
type PriorOrder struct {
	Line      int
	Succeeded bool
	Order     dip.Order
}

// ExpectedUnits returns the units the board must hold after the phase.
func (c Case) ExpectedUnits() []dip.Unit {
	if c.PostSame {
		return c.Units
	}
	return c.Post
}
