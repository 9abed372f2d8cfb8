// Package datc reads and runs Diplomacy adjudicator test cases written in
// the line-oriented DATC text format (CASE, PRESTATE_SETPHASE, PRESTATE,
// ORDERS, POSTSTATE, ... END; see shared/datc/README.md), and holds the
// whole of DATC v3.0, sections 6.A-6.J, as such files under testdata/.
//
// # Reading
//
// Read and ReadFile turn a file into Cases. Unit and owner lines go through
// the standard map's name resolver and order lines through the player
// order parser (StandardSyntax), so files may use any spelling a player
// may: mao or mid, stp/nc, stp(nc) or "stp/north coast". A power before
// the colon is its English name or three-letter code. Every error is a
// *FormatError naming the file and line, wrapping ErrFormat (or
// ErrVariant: only VARIANT_ALL Standard is supported).
//
// # Running
//
// Run adjudicates one case; RunFiles prints "PASS 6.A.1" or "FAIL 6.A.1:
// units: expected ...; got ..." per case and a final "N passed, N failed"
// line. What is compared:
//
//   - The position before the phase is built by Case.Position: the units
//     as listed; ownership exactly as PRESTATE_SUPPLYCENTER_OWNERS lists it
//     (unlisted centres neutral), or the starting ownership of the home
//     centres when the case has no such section; and, for a retreat phase,
//     where each attacker came from and which provinces a standoff left
//     empty, both derived from PRESTATE_RESULTS.
//   - The orders are adapted to the phase (Case.PhaseOrders): in a retreat
//     phase a move is a retreat ("F tri-alb"), in an adjustment phase a
//     disband is a removal.
//   - "The units after the phase" are Result.Next.Units whatever the phase
//     kind: after movement, the units still standing; after retreats, the
//     board once retreats are made and the rest disbanded; after
//     adjustments, the board with builds and removals (ordered or by civil
//     disorder) applied. They must equal POSTSTATE (or PRESTATE, for
//     POSTSTATE_SAME).
//   - Dislodged units are checked only when the case has
//     POSTSTATE_DISLODGED (an empty section means "none"): after movement
//     they are Result.Retreats, after other phases Result.Next.Dislodged.
//
// # Rule sets
//
// The files under testdata/ state the DATC set's expectations (the DATC
// v3.0 preferred choices). Where the rulebook set (the 1982 rules as the
// rulebook states them) comes out differently, testdata/rulebook/ holds
// the case again with the rulebook's expectation and a comment giving the
// rule; RunFiles lets a later file's case replace an earlier one with the
// same ID, so both sets run from plain files. The package test runs every
// case under both sets, checks that the rulebook variants really differ,
// and cross-checks the shared datc.json (see crosscheck_test.go for how
// its editions, "ignore" marks and the few answers we disagree with are
// handled). Case IDs ending in "x" are our additions, not DATC cases.
//
// # Caveats
//
// PRESTATE_RESULTS is read only for moves: an attacker counts as convoyed
// when its move is marked "via convoy", could not be made on foot, or a
// successful convoy order carried it; a standoff is a province, empty now,
// into which two or more moves failed and none succeeded.
package datc
