package dip

import "strings"

// Province is the canonical id of a province or sea: its lower-case
// three-letter abbreviation as used by the DATC ("lon", "stp", "mao").
type Province string

// Coast names one coast of a split-coast province. The zero Coast means the
// province as a whole (every army location, and a fleet in a one-coast
// province).
type Coast string

// The coasts that occur on the standard map.
const (
	NoCoast    Coast = ""
	NorthCoast Coast = "nc"
	SouthCoast Coast = "sc"
	EastCoast  Coast = "ec"
)

// Loc is a place a unit can stand: a province, and for a fleet in a
// split-coast province, the coast.
type Loc struct {
	Prov  Province
	Coast Coast
}

// Valid reports whether p is written as an id must be: lower-case letters,
// at least one. Map data and map art check their ids with it.
func (p Province) Valid() bool {
	return p != "" && !strings.ContainsFunc(string(p), func(r rune) bool { return r < 'a' || r > 'z' })
}

// At is shorthand for a Loc without a coast.
func At(p Province) Loc { return Loc{Prov: p} }

// String renders the DATC form, e.g. "stp/nc" or "lon".
func (l Loc) String() string {
	if l.Coast == NoCoast {
		return string(l.Prov)
	}
	return string(l.Prov) + "/" + string(l.Coast)
}

// IsZero reports whether l names no place.
func (l Loc) IsZero() bool { return l.Prov == "" }

// ParseLoc reads the canonical "prov" or "prov/coast" form. It does not
// resolve aliases; that is package dipmap's job.
func ParseLoc(s string) Loc {
	s = strings.ToLower(strings.TrimSpace(s))
	if i := strings.IndexByte(s, '/'); i >= 0 {
		return Loc{Prov: Province(s[:i]), Coast: Coast(s[i+1:])}
	}
	return Loc{Prov: Province(s)}
}

// Terrain is what kind of space a province is, which decides the unit types
// that may enter it.
type Terrain uint8

// Terrains.
const (
	Land    Terrain = iota + 1 // armies only (Switzerland is Land but Impassable)
	Sea                        // fleets only
	Coastal                    // armies, and fleets along a coast
)

func (t Terrain) String() string {
	switch t {
	case Land:
		return "land"
	case Sea:
		return "sea"
	case Coastal:
		return "coastal"
	}
	return "unknown"
}

// ProvinceInfo is what the map knows about one province.
type ProvinceInfo struct {
	ID           Province
	Name         string // English name as in the rulebook, e.g. "St. Petersburg"
	Hant         string // Chinese name as in the rulebook, Traditional script
	Hans         string // the same name in Simplified script
	Terrain      Terrain
	Impassable   bool    // Switzerland; also a neutral Italy in the 1914 game
	SupplyCenter bool    // one of the 34 supply centres
	Home         Power   // the power whose home centre this is, or ""
	Coasts       []Coast // the named coasts of a split-coast province, sorted; nil otherwise
	Canal        bool    // Kiel and Constantinople (3.6.4): fleets pass through
}

// Split reports whether the province has named coasts.
func (p *ProvinceInfo) Split() bool { return len(p.Coasts) > 0 }
