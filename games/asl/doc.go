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
// (data/tables.toml, data/counters.toml) with their provenance; boards and
// scenarios are our own (data/village.toml), never the published ones.
//
// Files: vocabulary (vocab.go, roster.go, tables.go), the scenario format
// (scenario*.go), terrain and line of sight (terrain.go, los.go), fire
// (fire*.go, morale.go), one file per phase (rally.go, prep.go, move.go,
// firstfire.go, final.go, advfire.go, rout.go, advance.go, cc.go), the
// player turn's sequence and its stops (turn.go), orders (orders*.go,
// submit.go), and what players read (text.go, render.go, report.go,
// help.go).
package asl
