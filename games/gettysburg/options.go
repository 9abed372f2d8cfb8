package gettysburg

import "adjutant/games/kit/create"

// Options are the readings a game is played with where the rulebook's
// Chinese truly allows two (docs/rules/gettysburg.md argues each default).
// They are chosen at CREATE and kept in the saved state, each field under
// its option's key (declared in about.toml, read by create.Fill); an
// empty field (a game saved before the option existed) means the default.
type Options struct {
	PassMoves    string `json:"pass_moves,omitempty"`
	ZOCBonus     string `json:"zoc_bonus,omitempty"`
	ZOIMarch     string `json:"zoi_march,omitempty"`
	RetreatFrom  string `json:"retreat_from,omitempty"`
	RetreatRange string `json:"retreat_range,omitempty"`
	// CavalryArtillery is empty in a game saved before the option
	// existed, which played the "side" reading: it keeps playing it.
	CavalryArtillery string `json:"cavalry_artillery,omitempty"`
}

// The options' values, as about.toml declares them with their summaries;
// the first value is the default.
const (
	PassDieAndUnits = "die-and-units" // M14 as the text reads: die + free units + units to enter
	PassDie         = "die"           // M14: the die alone

	BonusTwoOrThree = "two-or-three" // A4c: two or three units of the attacker's side next to the defender
	BonusTwoOrMore  = "two-or-more"  // A4c: two or more

	ZOIMarchKeep   = "keep"   // O2: a march unit in an enemy ZOI stays in march mode
	ZOIMarchCombat = "combat" // O2: it turns to combat mode

	RetreatFromWinner  = "winner"  // R: each step farther from the winning unit
	RetreatFromEnemies = "enemies" // R: each step farther from the nearest enemy unit

	RetreatRangeStrict  = "strict"  // R-D: no retreat hex outside command range
	RetreatRangeLenient = "lenient" // R-D: outside range allowed if no farther from the HQ than the start

	CavalryArtCombat = "combat" // A2: no artillery support for either side in a combat with cavalry
	CavalryArtSide   = "side"   // A2: only the side whose unit is cavalry may not use it
)

// parseOptions checks CREATE's options and fills in the defaults.
func parseOptions(in map[string]string) (Options, error) {
	v, err := create.Check(about().Options, in, about().Title)
	if err != nil {
		return Options{}, err
	}
	var o Options
	create.Fill(&o, v)
	return o, nil
}

func (o Options) passDieOnly() bool        { return o.PassMoves == PassDie }
func (o Options) bonusTwoOrMore() bool     { return o.ZOCBonus == BonusTwoOrMore }
func (o Options) zoiMarchToCombat() bool   { return o.ZOIMarch == ZOIMarchCombat }
func (o Options) retreatFromEnemies() bool { return o.RetreatFrom == RetreatFromEnemies }
func (o Options) retreatRangeLenient() bool {
	return o.RetreatRange == RetreatRangeLenient
}

// noArtilleryWithCavalry is the "combat" reading of A2; an empty field is
// a game from before the option, which played "side".
func (o Options) noArtilleryWithCavalry() bool { return o.CavalryArtillery == CavalryArtCombat }
