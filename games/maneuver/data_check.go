package maneuver

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// ---- file formats: what the TOML files hold, before checking ----

type head struct {
	Game string `toml:"game"`
	Kind string `toml:"kind"`
}

type terrainFile struct {
	Game     string `toml:"game"`
	Kind     string `toml:"kind"`
	Note     string `toml:"note"`
	Terrains []struct {
		Key           string `toml:"key"`
		Char          string `toml:"char"`
		Name          string `toml:"name"`
		Hant          string `toml:"name_hant"`
		Hans          string `toml:"name_hans"`
		Passable      bool   `toml:"passable"`
		CavalryOne    bool   `toml:"cavalry_one"`
		BlocksSight   bool   `toml:"blocks_sight"`
		NoAssaultFrom bool   `toml:"no_assault_from"`
		NoForcedMarch bool   `toml:"no_forced_march"`
		Attack        string `toml:"attack"`
		Defence       string `toml:"defence"`
	} `toml:"terrain"`
}

type tilesFile struct {
	Game  string `toml:"game"`
	Kind  string `toml:"kind"`
	Note  string `toml:"note"`
	Tiles []struct {
		ID   int      `toml:"id"`
		Name string   `toml:"name"`
		Hant string   `toml:"name_hant"`
		Hans string   `toml:"name_hans"`
		Rows []string `toml:"rows"`
	} `toml:"tile"`
}

type nationFile struct {
	Game string `toml:"game"`
	Kind string `toml:"kind"`
	Key  string `toml:"key"`
	Name string `toml:"name"`
	Hant string `toml:"name_hant"`
	Hans string `toml:"name_hans"`
	// Aliases are other names players write for the nation ("法國").
	Aliases []string `toml:"aliases"`
	Prefix  string   `toml:"prefix"`
	Note    string   `toml:"note"`
	Units   []struct {
		Code    string `toml:"code"`
		Name    string `toml:"name"`
		Hant    string `toml:"name_hant"`
		Hans    string `toml:"name_hans"`
		Arm     string `toml:"arm"`
		Full    int    `toml:"full"`
		Damaged int    `toml:"damaged"`
	} `toml:"unit"`
	Cards []cardFile `toml:"cards"`
}

type cardFile struct {
	ID           string `toml:"id"`
	Unit         string `toml:"unit"`
	Kind         string `toml:"kind"`
	Attack       string `toml:"attack"`
	Defence      int    `toml:"defence"`
	Bombard      string `toml:"bombard"`
	Range        int    `toml:"range"`
	Volley       string `toml:"volley"`
	Pursuit      string `toml:"pursuit"`
	Withdraw     string `toml:"withdraw"`
	NoAdvance    bool   `toml:"no_advance"`
	Name         string `toml:"name"`
	Hant         string `toml:"name_hant"`
	Hans         string `toml:"name_hans"`
	Command      int    `toml:"command"`
	Combat       int    `toml:"combat"`
	Rally        string `toml:"rally"`
	PursuitMod   *int   `toml:"pursuit_mod"`
	GrandBattery bool   `toml:"grand_battery"`
}

func checkHead(ps *shipped.Problems, game, kind, want string) {
	ps.Game(game, "maneuver")
	if kind != want {
		ps.Add("", "kind must be %q here, not %q", want, kind)
	}
}

func dice(ps *shipped.Problems, where, what, s string) Dice {
	d, err := ParseDice(s)
	if err != nil {
		ps.Add(where, "%s: %v", what, err)
		return Dice{}
	}
	if d.N > 0 && d.Sides != 6 && d.Sides != 8 && d.Sides != 10 {
		ps.Add(where, "%s %q: the game's dice are d6, d8 and d10", what, s)
	}
	if d.N > 4 || d.N < 0 || d.Plus < 0 {
		ps.Add(where, "%s %q: at most four dice and no negative numbers", what, s)
	}
	return d
}

func span(ps *shipped.Problems, where, what, s string) Span {
	sp, err := ParseSpan(s)
	if err != nil {
		ps.Add(where, "%s: %v", what, err)
	}
	return sp
}

// ParseChart reads and checks the terrain chart.
func ParseChart(data []byte) (*Chart, []shipped.Problem, error) {
	return shipped.Parse(data, ErrData, checkChart)
}

// checkChart checks a decoded terrain chart and builds the Chart,
// collecting every problem.
func checkChart(f *terrainFile) (*Chart, []shipped.Problem) {
	var ps shipped.Problems
	checkHead(&ps, f.Game, f.Kind, "terrain")
	c := &Chart{Note: f.Note}
	keys, chars := map[string]bool{}, map[byte]bool{}
	passable := false
	for i, t := range f.Terrains {
		where := fmt.Sprintf("terrain %d (%s)", i+1, t.Key)
		if t.Key == "" || strings.ToLower(t.Key) != t.Key || strings.ContainsAny(t.Key, " \t") {
			ps.Add(where, "key must be a lower-case word")
		}
		if keys[t.Key] {
			ps.Add(where, "key listed twice")
		}
		keys[t.Key] = true
		if len(t.Char) != 1 || t.Char[0] <= ' ' || t.Char[0] > '~' {
			ps.Add(where, "char must be one printable ASCII character, not %q", t.Char)
			continue
		}
		if chars[t.Char[0]] {
			ps.Add(where, "char %q is used by another terrain", t.Char)
		}
		chars[t.Char[0]] = true
		if t.Name == "" {
			ps.Add(where, "name is missing")
		}
		passable = passable || t.Passable
		c.Terrains = append(c.Terrains, Terrain{
			Key: t.Key, Char: t.Char[0], Name: i18n.T(t.Name, t.Hant, t.Hans),
			Passable: t.Passable, CavalryOne: t.CavalryOne, BlocksSight: t.BlocksSight,
			NoAssaultFrom: t.NoAssaultFrom, NoForcedMarch: t.NoForcedMarch,
			Attack: dice(&ps, where, "attack", t.Attack), Defence: dice(&ps, where, "defence", t.Defence),
		})
	}
	if !passable {
		ps.Add("", "no terrain can be entered")
	}
	return c, ps
}

// ParseTiles reads and checks a tiles file against a terrain chart.
func ParseTiles(data []byte, chart *Chart) ([]Tile, []shipped.Problem, error) {
	return shipped.Parse(data, ErrData, func(f *tilesFile) ([]Tile, []shipped.Problem) { return checkTiles(f, chart) })
}

// checkTiles checks decoded tiles against chart and lists them by id,
// collecting every problem.
func checkTiles(f *tilesFile, chart *Chart) ([]Tile, []shipped.Problem) {
	var ps shipped.Problems
	checkHead(&ps, f.Game, f.Kind, "tiles")
	var out []Tile
	ids := map[int]bool{}
	for i, t := range f.Tiles {
		where := fmt.Sprintf("tile %d (id %d)", i+1, t.ID)
		if t.ID < 1 || t.ID > 99 {
			ps.Add(where, "id must be a number from 1 to 99")
		}
		if ids[t.ID] {
			ps.Add(where, "id used twice")
		}
		ids[t.ID] = true
		if len(t.Rows) != 4 {
			ps.Add(where, "a tile has 4 rows, not %d", len(t.Rows))
			continue
		}
		tile := Tile{ID: t.ID, Name: i18n.Text{EN: t.Name, Hant: t.Hant, Hans: t.Hans}}
		for r, row := range t.Rows {
			if len(row) != 4 {
				ps.Add(where, "row %d %q: a row has 4 squares", r+1, row)
				continue
			}
			for k := 0; k < 4; k++ {
				if _, ok := chart.ByChar(row[k]); !ok {
					ps.Add(where, "row %d: %q is not a terrain character of the chart", r+1, string(row[k]))
				}
			}
			tile.Rows[r] = row
		}
		out = append(out, tile)
	}
	if len(out) < 4 {
		ps.Add("", "a game needs at least four tiles, the file has %d", len(out))
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out, ps
}

// ParseNation reads and checks a nation file.
func ParseNation(data []byte) (*Nation, []shipped.Problem, error) {
	return shipped.Parse(data, ErrData, checkNation)
}

// checkNation checks a decoded nation file and builds the Nation,
// collecting every problem.
func checkNation(f *nationFile) (*Nation, []shipped.Problem) {
	var ps shipped.Problems
	checkHead(&ps, f.Game, f.Kind, "nation")
	n := &Nation{Key: f.Key, Name: i18n.T(f.Name, f.Hant, f.Hans), Aliases: f.Aliases, Prefix: f.Prefix, Note: f.Note}
	for _, a := range f.Aliases {
		if strings.TrimSpace(a) == "" || strings.ContainsAny(a, " \t") {
			ps.Add("", "alias %q must be one word", a)
		}
	}
	if nationRank(f.Key) == len(nationOrder) {
		ps.Add("", "key %q is not one of the rulebook's eight nations (%s)", f.Key, strings.Join(nationOrder, ", "))
	}
	if f.Name == "" {
		ps.Add("", "name is missing")
	}
	if !capitals(f.Prefix, 1, 2) {
		ps.Add("", "prefix must be one or two capital letters, not %q", f.Prefix)
	}
	if len(f.Units) != 8 {
		ps.Add("", "a nation has 8 units, not %d", len(f.Units))
	}
	codes := map[string]int{}
	for i, u := range f.Units {
		where := fmt.Sprintf("unit %d (%s)", i+1, u.Code)
		if !capitals(u.Code, 2, 3) {
			ps.Add(where, "code must be two or three capital letters")
		}
		if _, dup := codes[u.Code]; dup {
			ps.Add(where, "code used twice")
		}
		codes[u.Code] = i
		if u.Name == "" {
			ps.Add(where, "name is missing")
		}
		if u.Arm != "infantry" && u.Arm != "cavalry" {
			ps.Add(where, "arm must be infantry or cavalry, not %q", u.Arm)
		}
		if u.Full < 1 || u.Full > 9 || u.Damaged < 1 || u.Damaged >= u.Full {
			ps.Add(where, "strengths must satisfy 1 <= damaged < full <= 9 (got full %d, damaged %d)", u.Full, u.Damaged)
		}
		n.Units = append(n.Units, UnitDef{Code: u.Code, Name: i18n.T(u.Name, u.Hant, u.Hans), Cavalry: u.Arm == "cavalry", Full: u.Full, Damaged: u.Damaged})
	}
	if len(f.Cards) != 60 {
		ps.Add("", "a nation has 60 cards, not %d", len(f.Cards))
	}
	ids := map[string]bool{}
	perUnit := map[int]int{}
	kinds := map[string]int{}
	batteries := 0
	for i, cf := range f.Cards {
		where := fmt.Sprintf("card %d (%s)", i+1, cf.ID)
		if !strings.HasPrefix(cf.ID, f.Prefix) || len(cf.ID) != len(f.Prefix)+2 || !digits(cf.ID[len(f.Prefix):]) {
			ps.Add(where, "id must be the prefix %q and two digits", f.Prefix)
		}
		if ids[cf.ID] {
			ps.Add(where, "id used twice")
		}
		ids[cf.ID] = true
		c := checkCard(&ps, where, cf, codes, n.Units)
		if c.Kind == KindUnit {
			perUnit[c.Unit]++
		} else {
			kinds[c.Kind]++
		}
		if c.GrandBattery {
			batteries++
		}
		n.Cards = append(n.Cards, c)
	}
	for i, u := range n.Units {
		if perUnit[i] != 5 {
			ps.Add("unit "+u.Code, "a unit has 5 cards, this one %d", perUnit[i])
		}
	}
	// The published rules: each nation's headquarters cards are its
	// leaders and three to eight other kinds.
	if others := len(kinds) - min(kinds[KindLeader], 1); kinds[KindLeader] == 0 || others < 3 || others > 8 {
		ps.Add("", "a nation's command cards are leaders and 3 to 8 other kinds (rule 1.4); these have %d leaders and %d other kinds", kinds[KindLeader], others)
	}
	if kinds[KindWithdraw] == 0 {
		ps.Add("", "every nation has Withdraw cards (rule 6.1 step 3); this one has none")
	}
	if batteries > 1 || (batteries == 1 && f.Key != "france") {
		ps.Add("", "only Napoleon, a French leader, has the Grand Battery (rule 9.1)")
	}
	return n, ps
}

func checkCard(ps *shipped.Problems, where string, cf cardFile, codes map[string]int, units []UnitDef) Card {
	c := Card{ID: cf.ID, Kind: cf.Kind, Unit: -1}
	if cf.Unit != "" {
		if cf.Kind != "" && cf.Kind != KindUnit {
			ps.Add(where, "a card with a unit is a unit card, not %q", cf.Kind)
		}
		c.Kind = KindUnit
		u, ok := codes[cf.Unit]
		if !ok {
			ps.Add(where, "unit %q is not one of the nation's units", cf.Unit)
		}
		c.Unit = u
		c.Attack = dice(ps, where, "attack", cf.Attack)
		c.Bombard = dice(ps, where, "bombard", cf.Bombard)
		c.Volley = dice(ps, where, "volley", cf.Volley)
		c.Defence, c.Range, c.NoAdvance = cf.Defence, cf.Range, cf.NoAdvance
		c.Pursuit = span(ps, where, "pursuit", cf.Pursuit)
		c.Withdraw = span(ps, where, "withdraw", cf.Withdraw)
		if c.Attack.Zero() && c.Bombard.Zero() && c.Volley.Zero() && c.Defence == 0 {
			ps.Add(where, "a unit card carries at least one of attack, bombard, volley and defence")
		}
		if c.Defence < 0 || c.Defence > 9 {
			ps.Add(where, "defence must be from 0 to 9")
		}
		if !c.Bombard.Zero() && (c.Range < 1 || c.Range > 4) {
			ps.Add(where, "a bombard value needs a range from 1 to 4")
		}
		if c.Bombard.Zero() && c.Range != 0 {
			ps.Add(where, "range belongs with a bombard value")
		}
		if !c.Bombard.Zero() && !c.Attack.Zero() {
			ps.Add(where, "an artillery card (one with a bombard value) has no attack value (rule 6.1 step 1)")
		}
		if !c.Pursuit.Zero() && ok && !units[u].Cavalry {
			ps.Add(where, "only cavalry has a pursuit value (rule 8)")
		}
		if c.NoAdvance && c.Attack.Zero() {
			ps.Add(where, "\"not required to advance\" is only on cards that can assault")
		}
		if cf.Name != "" || cf.Command != 0 || cf.Combat != 0 || cf.Rally != "" || cf.PursuitMod != nil || cf.GrandBattery {
			ps.Add(where, "leader values on a unit card")
		}
		return c
	}
	known := false
	for _, k := range commandKinds {
		known = known || k == cf.Kind
	}
	if !known {
		ps.Add(where, "kind %q is not a command card (%s), and the card has no unit", cf.Kind, strings.Join(commandKinds, ", "))
	}
	if cf.Defence != 0 || cf.Bombard != "" || cf.Range != 0 || cf.Volley != "" || cf.Pursuit != "" || cf.Withdraw != "" || cf.NoAdvance {
		ps.Add(where, "unit values on a command card")
	}
	switch cf.Kind {
	case KindAmbush:
		c.Attack = dice(ps, where, "attack", cf.Attack)
		if c.Attack.Zero() {
			ps.Add(where, "an Ambush card needs its attack dice")
		}
	case KindLeader:
		c.Name = i18n.T(cf.Name, cf.Hant, cf.Hans)
		c.Command, c.Combat = cf.Command, cf.Combat
		c.Rally = span(ps, where, "rally", cf.Rally)
		if cf.PursuitMod != nil {
			c.PursuitMod, c.HasPursuitMod = *cf.PursuitMod, true
		}
		c.GrandBattery = cf.GrandBattery
		if cf.Name == "" {
			ps.Add(where, "a leader needs a name")
		}
		if c.Command < 1 || c.Command > 4 {
			ps.Add(where, "command must be from 1 to 4 (rule 6.4)")
		}
		if c.Combat < 0 || c.Combat > 9 {
			ps.Add(where, "combat must be from 0 to 9")
		}
		if cf.Attack != "" {
			ps.Add(where, "a leader has no attack dice")
		}
	default:
		if cf.Attack != "" || cf.Name != "" || cf.Command != 0 || cf.Combat != 0 || cf.Rally != "" || cf.PursuitMod != nil || cf.GrandBattery {
			ps.Add(where, "a %s card carries no values", cf.Kind)
		}
	}
	return c
}

// capitals reports whether s is min to max capital letters.
func capitals(s string, min, max int) bool {
	return len(s) >= min && len(s) <= max && allIn(s, 'A', 'Z')
}

// digits reports whether s is one or more decimal digits.
func digits(s string) bool { return s != "" && allIn(s, '0', '9') }

// allIn reports whether every character of s lies from lo to hi.
func allIn(s string, lo, hi rune) bool {
	for _, r := range s {
		if r < lo || r > hi {
			return false
		}
	}
	return true
}
