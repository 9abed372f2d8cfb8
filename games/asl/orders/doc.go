// Package orders is the ASL engine's order lines: what a player may write
// (orders.go: the kinds of line, a parsed Order and its canonical text)
// and the parser that reads one line against a scenario's map and reports
// what is wrong in the player's language (orders_parse.go,
// orders_parts.go). Whether a parsed line may be played in the current
// position is the rules' question, answered in package asl.
package orders
