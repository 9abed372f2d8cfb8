package datc

import (
	"fmt"
	"strconv"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/kit/spelling"
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

// splitPower splits "England: F nth" into the power and the rest. Lenient
// reading also takes the power without its colon ("England F nth") and a
// power misspelt by a letter or two ("Englnad"), when only one power is
// that near.
func splitPower(s string, lenient bool) (dip.Power, string, error) {
	i := strings.IndexByte(s, ':')
	if i < 0 {
		if !lenient {
			return "", "", fmt.Errorf("want %q before the colon, got %q", "Power:", s)
		}
		word, rest, _ := strings.Cut(strings.TrimSpace(s), " ")
		p, ok := powerNear(word)
		if !ok {
			return "", "", fmt.Errorf("want a power first, got %q", s)
		}
		return p, strings.TrimSpace(rest), nil
	}
	name := strings.ToLower(strings.TrimSpace(s[:i]))
	p, ok := powerNames[name]
	if !ok && lenient {
		p, ok = powerNear(name)
	}
	if !ok {
		return "", "", fmt.Errorf("unknown power %q", strings.TrimSpace(s[:i]))
	}
	return p, strings.TrimSpace(s[i+1:]), nil
}

// powerNear finds the one power whose name is word or within two letters
// of it (a file's "Austira").
func powerNear(word string) (dip.Power, bool) {
	w := strings.ToLower(word)
	if p, ok := powerNames[w]; ok {
		return p, true
	}
	var found dip.Power
	n := 0
	for _, p := range []dip.Power{dip.Austria, dip.England, dip.France, dip.Germany, dip.Italy, dip.Russia, dip.Turkey} {
		if len(w) >= 4 && spelling.Distance(w, strings.ToLower(string(p))) <= 2 {
			found, n = p, n+1
		}
	}
	return found, n == 1
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
