package maneuver

import (
	"embed"
	"fmt"
	"sort"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"adjutant/templates/i18n"
)

// The data files are TOML with a top-level game = "maneuver" and a kind:
// "terrain" (the chart), "tiles" (map tiles) or "nation" (one nation's
// units and cards). docs/rules/maneuver.md describes every key.

//go:embed data/*.toml data/ours/*.toml
var dataFiles embed.FS

// Card kinds: a unit card, or one of the twelve kinds of command card.
const (
	KindUnit        = "unit"
	KindLeader      = "leader"
	KindAmbush      = "ambush"
	KindCommitted   = "committed_attack"
	KindForcedMarch = "forced_march"
	KindGuerrilla   = "guerrilla"
	KindRedoubt     = "redoubt"
	KindRegroup     = "regroup"
	KindSappers     = "sappers"
	KindSkirmish    = "skirmish"
	KindScout       = "scout"
	KindSupply      = "supply"
	KindWithdraw    = "withdraw"
)

// commandKinds lists the twelve kinds of command card in a fixed order.
var commandKinds = []string{KindLeader, KindAmbush, KindCommitted, KindForcedMarch, KindGuerrilla, KindRedoubt,
	KindRegroup, KindSappers, KindSkirmish, KindScout, KindSupply, KindWithdraw}

// nationOrder is the rulebook's order of precedence for a tie at the end
// (2.2): the earlier nation wins.
var nationOrder = []string{"usa", "ottoman", "spain", "austria", "prussia", "russia", "britain", "france"}

func nationRank(key string) int {
	for i, k := range nationOrder {
		if k == key {
			return i
		}
	}
	return len(nationOrder)
}

// ---- checked data ----

// Terrain is one row of the terrain chart.
type Terrain struct {
	Key           string
	Char          byte
	Name          i18n.Text
	Passable      bool
	CavalryOne    bool
	BlocksSight   bool
	NoAssaultFrom bool
	NoForcedMarch bool
	Attack        Dice
	Defence       Dice
}

// Chart is the terrain chart.
type Chart struct {
	Note     string
	Terrains []Terrain
}

// ByChar finds a terrain by its map character.
func (c *Chart) ByChar(ch byte) (*Terrain, bool) {
	for i := range c.Terrains {
		if c.Terrains[i].Char == ch {
			return &c.Terrains[i], true
		}
	}
	return nil, false
}

// ByKey finds a terrain by its key.
func (c *Chart) ByKey(key string) (*Terrain, bool) {
	for i := range c.Terrains {
		if c.Terrains[i].Key == key {
			return &c.Terrains[i], true
		}
	}
	return nil, false
}

// Tile is one 4x4 map tile; Rows[0] is its north row, west square first,
// one terrain character a square.
type Tile struct {
	ID   int
	Name i18n.Text // a tile without Chinese names is called by its English one
	Rows [4]string
}

// UnitDef is one of a nation's eight units.
type UnitDef struct {
	Code    string
	Name    i18n.Text
	Cavalry bool
	Full    int
	Damaged int
}

// Card is one of a nation's sixty cards. Unit cards carry Unit (the index
// of their unit) and any of the unit values; command cards their kind's.
type Card struct {
	ID      string
	Kind    string
	Unit    int // unit cards: index in the nation's units; -1 otherwise
	Attack  Dice
	Defence int
	Bombard Dice
	Range   int
	Volley  Dice
	Pursuit Span
	// Withdraw is the American withdrawal roll (rule 8).
	Withdraw  Span
	NoAdvance bool
	// Leaders.
	Name          i18n.Text
	Command       int
	Combat        int
	Rally         Span
	PursuitMod    int
	HasPursuitMod bool
	GrandBattery  bool
}

// Nation is one nation's units and cards.
type Nation struct {
	Key     string
	Name    i18n.Text
	Aliases []string
	Prefix  string
	Note    string
	Units   []UnitDef
	Cards   []Card
}

// Card finds a card by id.
func (n *Nation) Card(id string) (*Card, bool) {
	for i := range n.Cards {
		if n.Cards[i].ID == id {
			return &n.Cards[i], true
		}
	}
	return nil, false
}

// UnitIndex finds a unit by code, case-insensitively, or by a Chinese name.
func (n *Nation) UnitIndex(word string) (int, bool) {
	for i, u := range n.Units {
		if strings.EqualFold(u.Code, word) || (word != "" && (u.Name.Hant == word || u.Name.Hans == word)) {
			return i, true
		}
	}
	return -1, false
}

// HasKind reports whether any of the nation's cards is of kind.
func (n *Nation) HasKind(kind string) bool {
	for _, c := range n.Cards {
		if c.Kind == kind {
			return true
		}
	}
	return false
}

// ---- the shipped data ----

// Data is everything the engine reads from data/: the chart, the tiles and
// the nations, loaded once.
type Data struct {
	Chart   *Chart
	Tiles   []Tile
	Nations []*Nation // in the rulebook's order of precedence
	// Ours are the invented France and Britain of data/ours/, played
	// under armies=ours and by games saved before the transcribed armies.
	Ours []*Nation
}

// armies returns the data with the nations of one set: "ours" or the
// transcribed ones.
func (d *Data) armies(set string) *Data {
	if set != ArmiesOurs {
		return d
	}
	c := *d
	c.Nations = d.Ours
	return &c
}

var loadOnce = sync.OnceValues(loadData)

// Shipped returns the embedded data. It fails only if a shipped file is
// broken, which the package's tests rule out.
func Shipped() (*Data, error) { return loadOnce() }

func loadData() (*Data, error) {
	read := func(name string) ([]byte, error) {
		b, err := dataFiles.ReadFile("data/" + name)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", name, err)
		}
		return b, nil
	}
	d := &Data{}
	b, err := read("terrain.toml")
	if err != nil {
		return nil, err
	}
	if d.Chart, _, err = ParseChart(b); err != nil {
		return nil, fmt.Errorf("terrain.toml: %w", err)
	}
	if b, err = read("tiles.toml"); err != nil {
		return nil, err
	}
	if d.Tiles, _, err = ParseTiles(b, d.Chart); err != nil {
		return nil, fmt.Errorf("tiles.toml: %w", err)
	}
	if d.Nations, err = readNations(""); err != nil {
		return nil, err
	}
	if d.Ours, err = readNations("ours/"); err != nil {
		return nil, err
	}
	return d, nil
}

// readNations parses the nation files of data/ or a folder under it, in
// the rulebook's order of precedence.
func readNations(dir string) ([]*Nation, error) {
	entries, err := dataFiles.ReadDir(strings.TrimSuffix("data/"+dir, "/"))
	if err != nil {
		return nil, fmt.Errorf("read data/%s: %w", dir, err)
	}
	var out []*Nation
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		b, err := dataFiles.ReadFile("data/" + dir + e.Name())
		if err != nil {
			return nil, fmt.Errorf("read %s%s: %w", dir, e.Name(), err)
		}
		var h head
		if _, err := toml.Decode(string(b), &h); err != nil || h.Kind != "nation" {
			continue
		}
		n, _, err := ParseNation(b)
		if err != nil {
			return nil, fmt.Errorf("%s%s: %w", dir, e.Name(), err)
		}
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool { return nationRank(out[i].Key) < nationRank(out[j].Key) })
	return out, nil
}

// Nation finds a shipped nation by key or by its name in any language.
func (d *Data) Nation(word string) (*Nation, bool) {
	for _, n := range d.Nations {
		if strings.EqualFold(n.Key, word) || strings.EqualFold(n.Name.EN, word) || n.Name.Hant == word || n.Name.Hans == word {
			return n, true
		}
		for _, a := range n.Aliases {
			if strings.EqualFold(a, word) {
				return n, true
			}
		}
	}
	return nil, false
}

// Tile finds a tile by id.
func (d *Data) Tile(id int) (Tile, bool) {
	for _, t := range d.Tiles {
		if t.ID == id {
			return t, true
		}
	}
	return Tile{}, false
}
