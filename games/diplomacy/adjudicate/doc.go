// Package adjudicate decides Diplomacy phases: which orders are legal
// (Check) and what becomes of them (Resolve). It is pure: the result is a
// function of the map, the position, the orders and the options, with no
// clock, no randomness and sorted output.
//
// # Rule sets
//
// Options.Rules chooses between Rulebook (the default: the 1982 rules as
// the project's rulebook text gives them) and DATC (the preferred choices
// of the DATC v3.0). They differ only where the rulebook speaks and the
// DATC prefers otherwise, or where the rulebook is silent on a detail the
// DATC settles; docs/rules/diplomacy-datc.md lists every DATC option and
// the choice of each set. In short, they differ here:
//
//   - 3.4.7, the rulebook's convoy-paradox rule: under Rulebook, an army
//     convoyed to a province does not cut the support of a unit there that
//     supports an attack on one of the army's own convoying fleets, paradox
//     or not. Under DATC there is no such rule.
//   - Paradoxes that remain (both sets) are settled by the Szykman rule: the
//     convoys in the cycle are treated as disrupted. Under DATC an army that
//     could walk and was not ordered "via convoy" walks instead.
//   - Convoy intent (3.4.6a): an army that could walk goes by sea when
//     ordered "via convoy" or when a fleet of its own power convoys it on a
//     possible route; under DATC that fleet must also be needed on the route.
//   - Retreats: a unit dislodged by a convoyed army may retreat to the
//     army's origin under DATC (4.A.5), not under Rulebook (2.5.3b).
//
// # How a movement phase is settled
//
// Every order becomes one yes-or-no decision (a move succeeds, a support
// is not cut, a convoying fleet is not dislodged), computed from the
// strengths of 2.4.6 and 3.3: attack, hold, defend and prevent. Decisions
// depend on each other; resolve follows the dependencies recursively, and
// where they form a cycle it guesses, tries the other guess, and keeps the
// answer when only one is consistent. When both or neither are, the cycle
// is circular movement (every move succeeds) or a convoy paradox (settled
// per rule set, above).
//
// # Caveats
//
// Check judges one order against the position alone. Whether an army that
// could walk goes by sea, and whether a support or convoy matches what the
// other unit was ordered to do, needs every order and is settled by
// Resolve: a support that matches nothing is reported Void, not Illegal.
// A unit's first legal order counts; later ones are refused as duplicates.
// A hold whose unit is dislodged is reported Succeeded with
// Resolution.Dislodged set: the order was carried out.
package adjudicate
