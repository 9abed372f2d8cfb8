package maneuver

// The options nations and tiles take free text (a pair of nations, a
// layout), read by the set-up's own words; the others are the string
// fields of Options, saved under their keys and set by create.Fill.
const (
	OptNations = "nations"
	OptTiles   = "tiles"
)

// The options' values, as about.toml declares them with their summaries;
// the first value is the default.
const (
	ArmiesTranscribed = "transcribed" // the published game's values, as transcribed
	ArmiesOurs        = "ours"        // our own invented France and Britain

	DiscardsRule = "rule" // rule 4: the count and the new top, to everyone
	DiscardsOwn  = "own"  // the cards themselves, to their owner

	HandDraw   = "draw"   // starting hands drawn
	HandChoose = "choose" // chosen: rule 3.5's tournament option

	CommandTotal    = "total"    // command counts every unit in the combat
	CommandSupports = "supports" // the supporting units only (the translation's 6.4)

	LossesAll   = "all"   // a failed attack hits every attacking and supporting unit
	LossesExtra = "extra" // all, and one support again (the translation's 6.4)

	TiesPublished = "published" // more enemy units eliminated, then fewer damaged
	TiesDamaged   = "damaged"   // fewer damaged units only (the translation)

	ResultsAtLeast = "atleast" // 6.1 step 7: rows start at two, three, four times the defence
	ResultsMore    = "more"    // only above them (the translation)

	AdvanceAny    = "any"    // the attacking or any supporting unit advances
	AdvancePlayed = "played" // only one that played a card (the translation)
)
