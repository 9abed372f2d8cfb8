// Package dip is the vocabulary of the Diplomacy engine: provinces, coasts,
// units, powers, phases, orders, positions and results, and the map graph.
//
// It holds types and the few methods that are pure facts about them. Map data
// lives in package dipmap, order text in package orders, adjudication in
// package adjudicate, and rendering in package render; all of them speak in
// these types. Nothing here reads the clock or a random source, and every
// iteration that reaches output goes through a sorted slice.
package dip
