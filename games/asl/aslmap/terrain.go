package aslmap

import (
	"embed"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds the terrain's names for players (names.toml).
//
//go:embed names.toml
var files embed.FS

// names are the tables of names in files, read once.
var names = shipped.NamesIn(files)

// Terrain is a hex's main terrain (1.1.2). A road is not a terrain of its
// own: it runs through open ground (a road hex) or woods (a woods-road hex).
type Terrain byte

// Terrain types, written as one character in a board's grid.
const (
	Open      Terrain = '.'
	Grain     Terrain = 'g'
	Orchard   Terrain = 'o'
	Woods     Terrain = 'w'
	WoodBldg  Terrain = 'b'
	StoneBldg Terrain = 's'
)

// terrains lists every terrain in the order the legend shows them.
func terrains() []Terrain { return []Terrain{Open, Grain, Orchard, Woods, WoodBldg, StoneBldg} }

// validTerrain reports whether c is a terrain's character.
func validTerrain(c byte) bool {
	for _, t := range terrains() {
		if byte(t) == c {
			return true
		}
	}
	return false
}

// Building reports whether the terrain is a building.
func (t Terrain) Building() bool { return t == WoodBldg || t == StoneBldg }

// Obstacle reports whether the terrain blocks line of sight (1.1.2:
// buildings and woods).
func (t Terrain) Obstacle() bool { return t == Woods || t.Building() }

// Cover reports whether the terrain is woods or a building: the terrain a
// rally is easier in and a rout runs to (3.1, 3.6).
func (t Terrain) Cover() bool { return t == Woods || t.Building() }

// TEM is the terrain's effect on fire at units in it (1.1.2).
func (t Terrain) TEM() int {
	switch t {
	case StoneBldg:
		return 3
	case WoodBldg:
		return 2
	case Woods:
		return 1
	}
	return 0
}

// InSeason reports whether grain is standing in month (June to
// September, 1.1.2); out of season a grain hex is open ground.
func InSeason(month int) bool { return month >= 6 && month <= 9 }

// Name is the terrain's name for players (names.toml, keyed by the
// terrain's character).
func (t Terrain) Name() i18n.Text { return names().Of("terrain", string(rune(t))) }
