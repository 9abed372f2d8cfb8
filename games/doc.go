// Package games is the contract between the judge and a rule system:
// engine.go (Engine, Game and what they exchange), viewer.go (who reads),
// problem.go (what is wrong with a player's line), event.go (what each
// reader may read of what happened) and dice.go (the deterministic dice
// stream). The judge calls nothing else on an engine.
//
// Engines are pure. An engine never reads the clock, the network, the disk or
// a global random source; whatever varies (the seed, the submissions, the time
// a deadline passed) is handed to it. Because of that the judge can replay any
// game bit for bit from its stored history.
//
// The parts engines share live beside the contract, each in its own
// package under games/kit: checked (Submit's echo and a master's Edit),
// record (saved states and phase records), shipped (scenario and help
// files), create (the options a game is created with), plan (plans and
// standing answers of alternating games), hexgrid (hex geometry) and
// spelling (did-you-mean). Languages and multilingual text are
// templates/i18n, which the judge's packages share without knowing games.
// docs/engines.md shows how an engine is put together.
package games
