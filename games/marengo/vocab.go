package marengo

import (
	"fmt"
	"strings"

	"adjutant/games"
	"adjutant/games/kit/seats"
	"adjutant/templates/i18n"
)

// Side is one of the two armies. Austria moves first in every hour. Its
// Code, the first letter of its name, is its SIGNON letter and the first
// letter of its block ids.
type Side = seats.Side[armies]

// The sides, in the order they play each hour.
const (
	Austria Side = iota
	France
)

// armies names the sides, which are also their seats.
type armies struct{}

func (armies) Names() [2]string { return [2]string{"Austria", "France"} }

// sideOfSeat is the side the judge's seat g names.
func sideOfSeat(g games.Seat) (Side, bool) { return seats.SideOf[armies](g) }

func parseSide(w string) (Side, bool) {
	switch strings.ToLower(strings.TrimSpace(w)) {
	case "austria", "austrian", "a", "奧地利", "奥地利", "奧軍", "奥军":
		return Austria, true
	case "france", "french", "f", "法國", "法国", "法軍", "法军":
		return France, true
	}
	return 0, false
}

// Arm is a block's arm of service: the symbol on its face.
type Arm string

// The three arms.
const (
	Infantry  Arm = "inf"
	Cavalry   Arm = "cav"
	Artillery Arm = "art"
)

func parseArm(w string) (Arm, bool) {
	switch strings.ToLower(w) {
	case "inf", "infantry", "步", "步兵":
		return Infantry, true
	case "cav", "cavalry", "騎", "骑", "騎兵", "骑兵":
		return Cavalry, true
	case "art", "artillery", "砲", "炮", "砲兵", "炮兵":
		return Artillery, true
	}
	return "", false
}

// Colour is an objective star's colour (rule 12).
type Colour string

// The objectives' colours.
const (
	Red   Colour = "red"
	Blue  Colour = "blue"
	Green Colour = "green"
)

// Face is what a block shows when it is turned up: its arm and strength.
// It is all the rules ever reveal of an enemy block, and the only thing a
// player's mail may say about one (never its id).
type Face struct {
	Arm      Arm `json:"arm"`
	Strength int `json:"strength"`
}

// String is the compact form used in plans and maps: "inf3".
func (f Face) String() string { return fmt.Sprintf("%s%d", f.Arm, f.Strength) }

// Text is the face in every language: "inf3", "步3", "步3".
func (f Face) Text() i18n.Text {
	arm := f.Arm
	if !names().Has("arm", string(arm)) {
		arm = Infantry
	}
	return i18n.T("%s%d", "%s%d", "%s%d", names().Of("arm", string(arm)), f.Strength)
}

// faceLess orders faces by arm (infantry, cavalry, artillery) then by
// strength, strongest first: the only order in which a list of revealed
// enemy blocks is ever written, so the list says nothing about which
// block is which.
func faceLess(a, b Face) bool {
	if a.Arm != b.Arm {
		return armRank(a.Arm) < armRank(b.Arm)
	}
	return a.Strength > b.Strength
}

func armRank(a Arm) int {
	switch a {
	case Infantry:
		return 0
	case Cavalry:
		return 1
	}
	return 2
}

// Place is where a block stands on the map: an area's reserve (Face
// empty) or the area's approach facing a neighbouring area.
type Place struct {
	Area string `json:"area"`
	Face string `json:"face,omitempty"`
}

// Reserve reports whether the place is an area's reserve.
func (p Place) Reserve() bool { return p.Face == "" }

// String is the place in plan form: "MAR" or "MAR/CGR".
func (p Place) String() string {
	if p.Face == "" {
		return p.Area
	}
	return p.Area + "/" + p.Face
}

// reserveOf is the reserve of an area.
func reserveOf(area string) Place { return Place{Area: area} }
