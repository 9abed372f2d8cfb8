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
// mode, withdrawals), movement, and attacks. A player sends a plan:
// ordered actions, PASS or ASK, and settings such as standing artillery
// answers (a plan.Book). Submit plays the plan through alone on the
// position it will meet and refuses lines that cannot run; Notes name the
// lines the opponent may still stop. Resolve interleaves the two plans
// action by action on the shared plan.Alternation, Confederate first, as
// the players would at a table, with the moves the rules force (due
// entries, clearing an entry hex, units outside command range before a
// pass). When a planned action has become illegal, or the plan reaches
// ASK, the rest of that plan is set aside and that seat alone is asked
// (phase class "response"); the other seat's unexecuted plan stays in the
// saved state and is never shown. A line that could not run, or never ran,
// is named with the reason only in its own side's report (games.Event
// with Only); the opponent and observers read that the plan was set aside.
//
// # Readings and options
//
// Where the rulebook's Chinese allows two readings, Options offers a
// CREATE option (declared in about.toml, read in options.go);
// docs/rules/gettysburg.md argues each default.
//
// # Scenario data
//
// The rulebook has no map or counters. The engine reads scenarios in a
// TOML format (docs/scenarios.md); it ships one, "sample", which is the
// project's own approximation from public history, not the published map.
// CheckScenarioFile and RenderScenarioFile serve `adjutant scenario check`
// and `adjutant scenario render`. Hex geometry is games/kit/hexgrid's; the
// four-digit hex ids are this package's own naming (hex.go).
//
// # Caveats
//
// Retreat paths, forced moves, default HQ and sharpshooter hexes are
// chosen by the engine with a fixed preference order, not asked of the
// player. Help lists the game's own topics (help/), in three languages.
package gettysburg
