// Package gettysburg is the rules engine for Mark Herman's Gettysburg, as
// the project's rulebook text (shared/rules/003) describes it: two sides,
// six turns from July 1 AM to July 3 PM, alternating single-unit moves and
// attacks, march and combat modes, zones of control (adjacent hexes) and of
// influence (within two hexes), artillery support with its duel, a combat
// table applied to whichever side loses, retreats, stragglers that come
// back two turns later, and a Confederate road victory.
//
// # Turns and plans
//
// Each turn has three phases the judge asks both seats for: command and
// organisation (HQ, returning stragglers, Berdan's Sharpshooters, march
// mode, withdrawals), movement, and attacks. A player sends a plan: ordered
// actions, PASS or ASK, and settings such as standing artillery answers.
// Resolve interleaves the two plans action by action, Confederate first,
// as the players would at a table. When a planned action has become
// illegal, or the plan reaches ASK, the rest of that plan is set aside and
// that seat alone is asked (PhaseInfo.Kind "response"); the other seat's
// unexecuted plan stays in the saved state and is never shown. The line
// that could not run is named, with the reason, only in its own side's
// report; the opponent and observers read that the plan was set aside.
//
// # Scenario data
//
// The rulebook has no map or counters. The engine reads scenarios in a
// TOML format (docs/scenarios.md); it ships one, "sample", which is the
// project's own approximation from public history, not the published map.
// CheckScenarioFile and RenderScenarioFile serve `adjutant scenario check`
// and `adjutant scenario render`.
//
// # Caveats
//
// Where the rulebook text is ambiguous the engine makes a documented choice
// (docs/rules/gettysburg.md lists each one next to its clause). Retreat
// paths, default HQ and sharpshooter hexes are chosen by the engine with a
// fixed preference order, not asked of the player. Master edits (Edit) are
// not offered yet.
package gettysburg
