// Package marengo is the rules engine of Bonaparte at Marengo (Simmons
// Games, 2005) behind the games.Engine contract: two sides, Austria and
// France, whose blocks the judge keeps face down.
//
// What is where:
//
//   - vocab.go: sides, arms, faces, places (a reserve or an approach).
//   - scenario.go, scenario_check.go, scenarios.go, data/: the scenario
//     format (areas, approaches, roads, entries, blocks, arrivals), its
//     checker and the shipped sample, our own approximation of the 1800
//     battlefield; render.go draws the map.
//   - state.go: the position, and a player turn stopped by a question.
//   - run.go: a player turn played from its start, phase by phase; every
//     decision a player owes goes through decide, which replays recorded
//     decisions, reads standing answers, or stops to ask.
//   - activation.go, bombard.go, attack.go, pursuit.go, move.go, road.go,
//     assault.go, retreat.go, reinforce.go, losses.go, victory.go: the
//     rules, one file per kind of action.
//   - plan.go, words.go, submit.go: the plan language in English and
//     Chinese, standing answers, and the checks a submission gets.
//   - scenarios.go: what the engine ships (about.toml, names.toml, help/,
//     data/) and the Engine type that declares it; resolve.go, engine.go,
//     game.go: the rest of the contract.
//   - view.go, text.go, names.toml, help/: what each reader may see, in
//     three languages; edit.go the master's edits; scripted.go a simple
//     player for tests.
//
// Hidden information: a side reads its own blocks and, of the enemy, the
// count per place and the faces the rules show at that moment; enemy
// blocks never carry an id in its mail. docs/rules/marengo.md lists every
// clause with its reading and test.
package marengo
