// Package maneuver is the rules engine of Maneuver (GMT), a two-player
// card-driven game of Napoleonic battles on an 8x8 field of four 4x4 tiles,
// behind the games.Engine contract.
//
// What is where:
//
//   - data/: the terrain chart and the tiles (our own, labelled as such),
//     the nations transcribed from a public transcription of the published
//     game (numbers only, not checked against the printed cards), and in
//     data/ours/ our own invented France and Britain (armies=ours, and the
//     rules tests' fixture). TOML files checked by CheckScenarioFile;
//     data_check.go reads and checks them into the types of data.go;
//     help_data.go shows the chart and the cards to players.
//   - board.go: squares, the field laid out from four tiles, edges.
//   - state.go, cards.go: the position, decks, hands and discard piles.
//   - setup.go: the set-up by mail in the rulebook's order.
//   - plan.go, answers.go: a player turn's plan and the standing answers
//     for the opponent's turn; questions put to one seat when nothing
//     covers a decision. plan_parse.go reads a mail's lines (set-up lines
//     and standing answers among them), plan_step.go one turn line.
//   - submit.go: what a mail's reply refuses or notes, the plan played
//     through on a copy of the position (submit_cards.go the cards drawn
//     and used, submit_move.go the movement phase, submit_fight.go the
//     combat, the restore and the redoubt); answers.go the standing
//     answers that can never be used.
//   - turn.go, move.go, combat.go, attacker.go, fire.go, totals.go,
//     results.go, restore.go, victory.go: the rules, step by step, with
//     the continuation kept in the state so a question can stop a turn and
//     the next resolution go on from that exact point.
//   - help.go: what the engine declares (about.toml) and the Engine
//     type; options.go the keys and values of the CREATE options that
//     about.toml declares; engine.go starts, restores and plays a game
//     through Game.
//   - report.go, render.go, text.go, questions.go: the mail each reader
//     may see, and the questions put to one seat; names.toml holds the
//     names of stages, kinds of card, what each kind does, and edges.
//
// Hidden information: every deck order and hand is in the state; a reader
// sees their own hand, every deck's count and the top card of each discard
// pile. The rules' clauses and the tests that show them are listed in
// docs/rules/maneuver.md.
package maneuver
