// Package games is the vocabulary every rules engine shares with the judge:
// languages, localised text, problems found in a player's input, and the
// deterministic dice stream.
//
// Engines are pure. An engine never reads the clock, the network, the disk or
// a global random source; whatever varies (the seed, the submissions, the time
// a deadline passed) is handed to it. Because of that the judge can replay any
// game bit for bit from its stored history.
//
// The engine interface that lets the judge drive a game's life cycle (seats,
// requests, defaults at a deadline, per-seat views) is settled together with
// the game life cycle in package judge; this package holds only what is
// already common to every engine.
package games
