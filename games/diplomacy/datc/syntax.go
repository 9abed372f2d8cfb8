package datc

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games/diplomacy/dip"
)

// Syntax turns the text of a unit location and of an order into the
// engine's types. The standard one (StandardSyntax) uses the map's name
// resolver and the order parser, so case files accept every spelling a
// player may use.
type Syntax struct {
	Loc   func(s string) (dip.Loc, error)
	Order func(s string) (dip.Order, error)
}

// powerNames are the spellings of a power accepted before the colon of a
// unit, owner, order or result line: the English name, and the three-letter
// abbreviations some files use.
var powerNames = map[string]dip.Power{
	"austria": dip.Austria, "aus": dip.Austria,
	"england": dip.England, "eng": dip.England,
	"france": dip.France, "fra": dip.France,
	"germany": dip.Germany, "ger": dip.Germany,
	"italy": dip.Italy, "ita": dip.Italy,
	"russia": dip.Russia, "rus": dip.Russia,
	"turkey": dip.Turkey, "tur": dip.Turkey,
}

// splitPower splits "England: F nth" into the power and the rest.
func splitPower(s string) (dip.Power, string, error) {
	i := strings.IndexByte(s, ':')
	if i < 0 {
		return "", "", fmt.Errorf("want %q before the colon, got %q", "Power:", s)
	}
	p, ok := powerNames[strings.ToLower(strings.TrimSpace(s[:i]))]
	if !ok {
		return "", "", fmt.Errorf("unknown power %q", strings.TrimSpace(s[:i]))
	}
	return p, strings.TrimSpace(s[i+1:]), nil
}

// unitType reads the unit letter (or word) of a unit line.
func unitType(s string) (dip.UnitType, bool) {
	switch strings.ToLower(s) {
	case "a", "army":
		return dip.Army, true
	case "f", "fleet":
		return dip.Fleet, true
	}
	return dip.NoUnit, false
}

// parsePhase reads "Spring 1901, Movement". The comma is optional, and
// "Winter YEAR, Adjustment" (a common spelling) means the adjustment phase
// of that year's fall.
func parsePhase(s string) (dip.Phase, error) {
	f := strings.Fields(strings.ReplaceAll(s, ",", " "))
	if len(f) != 3 {
		return dip.Phase{}, fmt.Errorf("want %q, got %q", "Spring 1901, Movement", s)
	}
	var ph dip.Phase
	switch strings.ToLower(f[0]) {
	case "spring":
		ph.Season = dip.Spring
	case "fall", "autumn", "winter":
		ph.Season = dip.Fall
	default:
		return dip.Phase{}, fmt.Errorf("unknown season %q", f[0])
	}
	y, err := strconv.Atoi(f[1])
	if err != nil || y < 1 || y > 9999 {
		return dip.Phase{}, fmt.Errorf("bad year %q", f[1])
	}
	ph.Year = y
	switch strings.ToLower(f[2]) {
	case "movement", "move", "moves":
		ph.Kind = dip.MovementPhase
	case "retreat", "retreats":
		ph.Kind = dip.RetreatPhase
	case "adjustment", "adjustments", "build", "builds":
		ph.Kind = dip.AdjustmentPhase
	default:
		return dip.Phase{}, fmt.Errorf("unknown phase kind %q", f[2])
	}
	if ph.Kind == dip.AdjustmentPhase && ph.Season != dip.Fall {
		return dip.Phase{}, fmt.Errorf("adjustments happen only after a fall turn: %q", s)
	}
	if strings.EqualFold(f[0], "winter") && ph.Kind != dip.AdjustmentPhase {
		return dip.Phase{}, fmt.Errorf("winter has only the adjustment phase: %q", s)
	}
	return ph, nil
}
