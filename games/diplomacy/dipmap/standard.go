package dipmap

import (
	_ "embed"
	"fmt"
	"sort"
	"sync"

	"adjutant/games/diplomacy/dip"
)

//go:embed data/standard.txt
var standardText string

// standardBoard holds what the embedded data loads into. It is built once,
// on first use, and never changed afterwards: the map and the resolver are
// immutable, so sharing them between games and goroutines is safe.
type standardBoard struct {
	data  *mapData
	m     *dip.Map
	names *Names
}

var loadStandard = sync.OnceValue(func() standardBoard {
	d, err := parseData(standardText)
	if err != nil {
		// The embedded data is checked by the tests; a failure here is a
		// broken build, not a condition a caller could handle.
		panic(fmt.Sprintf("dipmap: embedded standard map: %v", err))
	}
	m, err := d.spec().Map()
	if err != nil {
		panic(fmt.Sprintf("dipmap: embedded standard map: %v", err))
	}
	n, err := d.names()
	if err != nil {
		panic(fmt.Sprintf("dipmap: embedded standard map: %v", err))
	}
	return standardBoard{data: d, m: m, names: n}
})

// Standard returns the standard map: 75 spaces and impassable Switzerland.
// The map is shared and immutable.
func Standard() *dip.Map { return loadStandard().m }

// StandardNames returns the resolver for the standard map's names.
func StandardNames() *Names { return loadStandard().names }

// StandardSpec returns the standard map as data, a fresh copy the caller
// may change (to build a variant's map with Spec.Map).
func StandardSpec() Spec { return loadStandard().data.spec() }

// startingUnits is rule 1.1.1.
var startingUnits = []struct {
	power dip.Power
	typ   dip.UnitType
	at    string
}{
	{dip.England, dip.Army, "lvp"}, {dip.England, dip.Fleet, "lon"}, {dip.England, dip.Fleet, "edi"},
	{dip.Germany, dip.Army, "ber"}, {dip.Germany, dip.Army, "mun"}, {dip.Germany, dip.Fleet, "kie"},
	{dip.Russia, dip.Army, "mos"}, {dip.Russia, dip.Army, "war"}, {dip.Russia, dip.Fleet, "sev"}, {dip.Russia, dip.Fleet, "stp/sc"},
	{dip.Turkey, dip.Army, "con"}, {dip.Turkey, dip.Army, "smy"}, {dip.Turkey, dip.Fleet, "ank"},
	{dip.Austria, dip.Army, "vie"}, {dip.Austria, dip.Army, "bud"}, {dip.Austria, dip.Fleet, "tri"},
	{dip.Italy, dip.Army, "rom"}, {dip.Italy, dip.Army, "ven"}, {dip.Italy, dip.Fleet, "nap"},
	{dip.France, dip.Army, "par"}, {dip.France, dip.Army, "mar"}, {dip.France, dip.Fleet, "bre"},
}

// StartingUnits returns the 22 units of rule 1.1.1, sorted by power and
// then by province.
func StartingUnits() []dip.Unit {
	out := make([]dip.Unit, 0, len(startingUnits))
	for _, s := range startingUnits {
		out = append(out, dip.Unit{Type: s.typ, Power: s.power, At: dip.ParseLoc(s.at)})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Power != out[j].Power {
			return out[i].Power < out[j].Power
		}
		return out[i].At.Prov < out[j].At.Prov
	})
	return out
}

// HomeCentres returns each power's home supply centres, sorted.
func HomeCentres() map[dip.Power][]dip.Province {
	out := map[dip.Power][]dip.Province{}
	m := Standard()
	for _, p := range m.Provinces() {
		if h := m.Province(p).Home; h != "" {
			out[h] = append(out[h], p)
		}
	}
	return out
}

// StandardPosition is the opening of the seven-player game: Spring 1901,
// Movement, the units of 1.1.1 on the board and every power owning its home
// centres. Every map in it is fresh and non-nil, so the caller may change it.
func StandardPosition() dip.Position {
	pos := dip.Position{
		Phase:     dip.Phase{Year: 1901, Season: dip.Spring, Kind: dip.MovementPhase},
		Units:     map[dip.Province]dip.Unit{},
		Dislodged: map[dip.Province]dip.Dislodged{},
		Owners:    map[dip.Province]dip.Power{},
		Disorder:  map[dip.Power]bool{},
		Absent:    map[dip.Power]bool{},
	}
	for _, u := range StartingUnits() {
		pos.Units[u.At.Prov] = u
	}
	for pw, centres := range HomeCentres() {
		for _, c := range centres {
			pos.Owners[c] = pw
		}
	}
	return pos
}
