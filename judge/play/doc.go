// Package play keeps the judge's side of every game: the game record (its
// settings, players, seed, the engine's state and the submissions of the
// phase), the record of each resolved phase, and the life cycle that moves
// a game on: start, deadlines and reminders, missed orders, resolution,
// the end, rollback and verification.
//
// A Record loads its engine's Game once and keeps it (Record.Game): every
// step of one transaction reads the same one. The Clerk sends what a step
// of the life cycle tells the players, through the outbox.
//
// It knows the engine contract, storage and the outbox; it knows nothing
// of the command language or of how mail arrives.
package play
