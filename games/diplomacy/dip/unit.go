package dip

// UnitType is army or fleet. The zero value means "not written" in an order.
type UnitType uint8

// Unit types.
const (
	NoUnit UnitType = iota
	Army
	Fleet
)

// Letter is the DATC letter, "A" or "F" ("?" when not written).
func (u UnitType) Letter() string {
	switch u {
	case Army:
		return "A"
	case Fleet:
		return "F"
	}
	return "?"
}

func (u UnitType) String() string {
	switch u {
	case Army:
		return "army"
	case Fleet:
		return "fleet"
	}
	return "unit"
}

// Unit is a piece on the board.
type Unit struct {
	Type  UnitType
	Power Power
	At    Loc
}
