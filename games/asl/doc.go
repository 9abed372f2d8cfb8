// Package asl is the rules engine for ASL Starter Kit #1 (Multi-Man
// Publishing), the infantry rules of Advanced Squad Leader, played by
// email: each player turn is one mail from each side. The phasing player
// sends a turn plan (rally, prep fire, movement paths hex by hex, advancing
// fire, rout, advance, close combat); the other side sends standing orders
// (which units fire at movers entering which hexes, with what minimum
// firepower, with subsequent first fire and final protective fire or not,
// and its rally, rout and close combat choices). The judge plays the
// movement step by step, fires where a standing order says so with every
// die roll shown, and stops to ask the defender only where it asked to be
// asked.
//
// The rules are the rulebook's sections 1.0-5.4 (shared/rules/002_*.txt),
// paraphrased clause by clause in docs/rules/asl.md with the test of each.
// Tables the rulebook does not print (the Infantry Fire Table, the Close
// Combat Table, leader creation) and the counters' numbers are data files
// (tables/data/tables.toml, tables/data/counters.toml) with their
// provenance; boards and scenarios are our own (data/village.toml), never
// the published ones.
//
// # Packages
//
// The engine is split so that each lower package knows nothing above it,
// and none of them knows a game in progress:
//
//	tables    the charts (IFT, CCT, leader creation) and the counters
//	vocab     the order words, English and Chinese
//	aslmap    terrain, line of sight on a board, the scenario file format
//	          and its checker (imports tables, vocab)
//	orders    the kinds of order line, the parsed Order, its canonical
//	          text and the line parser (imports aslmap, vocab)
//	asl       this package: the rules on the game's State, the engine
//	          contract and what players read (imports orders, aslmap, tables)
//
// # Files
//
// The contract (engine.go, errors.go, options.go with the keys of the
// options about.toml declares, edit.go, scenarios.go: what the engine
// ships and the scenario's drawing), the saved state and
// its queries (state.go), line of sight in the current position
// (sight.go), the dice and the event log (log.go), fire and what follows
// it (fire*.go, morale.go), one file per phase (rally.go, prep.go, move*.go,
// firstfire.go, final.go with the AFPh, rout.go, advance.go, cc*.go), the
// player turn's sequence and its stops (turn.go), checking a side's lines
// against the position (submit.go), the scripted side (scripted.go), and
// the map and reports players read (render.go, report.go). Rendering
// stays here: it reads the State and its queries, which are methods of
// this package.
package asl
