package datc

import (
	"regexp"

	"adjutant/games/diplomacy/adjudicate"
)

// The cross-check's decisions about datc.json, each with its reason; the
// mechanics are in crosscheck_test.go.

// editionRules says which rule sets an entry written for one rules edition
// is checked under.
var editionRules = map[string]map[string][]adjudicate.RuleSet{
	// The 1982 and 2000 rules: foreign convoys alone do not carry an army
	// that can walk (rulebook 3.4.6 b).
	"t6g02_kidnapping_an_army": {"1982": {adjudicate.DATC, adjudicate.Rulebook}},
	"t6g04_unwanted_disrupted_convoy_to_adjacent_province_and_opposite_move": {"1982": {adjudicate.DATC, adjudicate.Rulebook}},
	// An own fleet that could never carry the army shows no intent, under
	// the DATC's choice and our reading of rulebook 3.4.6 (a) alike.
	"t6g07_swapping_with_illegal_intent": {"2023": {adjudicate.DATC, adjudicate.Rulebook}},
	// Rulebook 3.4.6 (a) counts any own fleet convoying on a possible
	// route, which gives the 1971 answer here; the DATC asks that the fleet
	// be needed.
	"t6g19_swapping_with_intent_of_unnecessary_convoy": {"2023": {adjudicate.DATC}, "1971": {adjudicate.Rulebook}},
	// Rulebook 4.3.3 measures to the nearest centre the power owns, as the
	// 2023 rules do.
	"t6j11_distance_to_owned_supply_center": {"2023": {adjudicate.DATC, adjudicate.Rulebook}},
}

// civil-disorder entries are all written for the 2023 edition; rulebook
// 4.3.3 agrees with them (see editionRules for the one that differs).
var disorder2023 = regexp.MustCompile(`^t6j(0[3-9]|10)_`)

// jsonOverride replaces the file's expectation for one order.
type jsonOverride struct {
	rules []adjudicate.RuleSet // nil: both
	want  string               // "Succeeds" or "Fails"
	why   string
}

var (
	bothSets     = []adjudicate.RuleSet{adjudicate.DATC, adjudicate.Rulebook}
	rulebookOnly = []adjudicate.RuleSet{adjudicate.Rulebook}
)

// jsonOverrides is keyed by entry name (with "/edition" when it has one)
// and then by the order as written in the file.
var jsonOverrides = map[string]map[string]jsonOverride{
	"t6a05_move_to_own_sector_with_convoy": {
		"ENG: A lvp supports A yor -> yor": {bothSets, "Fails", "a support of a move into the mover's own province supports nothing (the move is illegal, 6.A.4); the file calls every uncut support a success"},
	},
	"t6b02_moving_with_unspecified_coast_when_coast_is_not_necessary": {
		"FRA: F gas -> spa": {bothSets, "Succeeds", "DATC 4.B.2 and rulebook 3.6.2: only one coast is reachable, so none need be named"},
	},
	"t6b10_unit_ordered_with_wrong_coast": {
		"FRA: F spa(nc) -> lyo": {bothSets, "Succeeds", "DATC 4.B.5 and rulebook 2.4.4: the ordered fleet's coast has no purpose and is ignored"},
	},
	"t6b12_army_movement_with_coastal_specification": {
		"FRA: A gas -> spa(nc)": {bothSets, "Succeeds", "DATC 4.B.6 and rulebook 2.4.4: a coast on an army's destination is ignored"},
	},
	"t6b15_supporting_foreign_unit_with_unspecified_coast": {
		"ENG: F mao -> spa(nc)": {bothSets, "Fails", "the file's own orders give 2 against 2 once the coast-less support counts, as in 6.B.7: a bounce"},
	},
	"t6f19_multi_route_convoy_disruption_paradox": {
		"ITA: F rom -> tys": {rulebookOnly, "Succeeds", "rulebook 3.4.7: the convoyed army does not cut Naples' support of the attack on its own convoying fleet"},
	},
	"t6g11_a_convoy_to_an_adjacent_place_with_a_paradox": {
		"ENG: F nth -> ska": {rulebookOnly, "Succeeds", "rulebook 3.4.7: the support from Norway stands, so the convoying fleet is dislodged"},
		"RUS: A swe -> nwy": {rulebookOnly, "Fails", "rulebook 3.4.6 (a): the army goes by sea, and its convoy is dislodged"},
	},
	"t6h01_no_supports_during_retreat": {
		"TUR: F gre -> alb": {bothSets, "Fails", "the Austrian support is illegal in a retreat phase, so both retreats to Albania fail (rulebook 2.5.6)"},
	},
	"t6h11_retreat_when_dislodged_by_adjacent_convoy": {
		"ITA: A mar -> gas": {rulebookOnly, "Fails", "rulebook 2.5.3 (b) bars the attacker's origin even for a convoyed attacker"},
	},
	"t6h12_retreat_when_dislodged_by_adjacent_convoy_while_trying_to_do_the_same": {
		"ENG: A lvp -> edi": {rulebookOnly, "Fails", "rulebook 2.5.3 (b) bars the attacker's origin even for a convoyed attacker"},
	},
}

// disorderOverrides replaces an entry's civil_disorder list.
var disorderOverrides = map[string]struct {
	removed []string
	why     string
}{
	"t6j09_civil_disorder_must_be_counted_from_both_coasts_second_scenario/2023": {
		[]string{"RUS: A alb"},
		"the Skagerrak is two moves from St. Petersburg (by Norway), Albania three from Sevastopol (by Serbia and Rumania): the army is farther",
	},
}
