// Package diplomacy is the Diplomacy engine behind games.Engine: the judge
// creates, saves, loads and advances every Diplomacy game through it, and
// never sees a dip type.
//
// It wires together the finished subpackages: dipmap (the board and its
// names), orders (reading players' orders in English and Chinese),
// adjudicate (checking and resolving phases under the rulebook or DATC
// rules), variant (the rulebook's games for fewer players, the 1914 coin
// toss and the end conditions), render (reports) and asciimap (the map).
//
// # Seats and variants
//
// Every power is a seat, named in English ("France"). A variant's
// Players groups the powers one player orders ("Austria", "France" for
// the four-player game's Austria+France). Powers the variant leaves in civil
// disorder (Italy in the six-player game) are no seat: their units hold.
// In the two-player 1914 game Italy is neutral until the coin toss before the
// Fall 1914 adjustments; Seats lists it from the start, Requests only after
// the toss, and Groups (interface SeatGroups) says which player holds it.
//
// # Options
//
//	rules=rulebook|datc     adjudication rule set (adjudicate.Options)
//	end=victory|timed|lot   5.1a only; or also 5.1b; or also 5.1c
//	endyear=YEAR            the last year played; required for timed and lot
//	disorder=owned|home     4.3.3 removals measured from owned or home centres
//
// about.toml declares them with their defaults and summaries, as the
// judge lists them; options.go reads them (TestAboutDeclaresTheOptions
// TheRulesRead holds the two together).
//
// A victory by centres (18, or 24 in the 1914 game) ends any game. Under
// end=timed the game ends after the adjustments of the end year, won by the
// power with most units (a tie is a draw among the tied). Under end=lot it
// ends then by a lot among the surviving players, drawn with the phase's
// dice. Draws by vote are the judge's business; it uses Alive.
//
// # Phases and defaults
//
// Requests names the powers the phase waits for: in a movement phase every
// played power with units; in a retreat phase those with a dislodged unit
// that has somewhere to go; in an adjustment phase those with builds and a
// free home centre to build in, or with removals due. A power owed builds
// with no free centre is not asked: it could only waive. Without an answer,
// units hold, retreats disband, builds are waived, and removals are chosen
// by 4.3.3. A phase that asks nobody is resolved by the judge at once.
//
// Civil disorder after missed deadlines is the judge's decision: the powers
// in ResolveInput.Disorder are in disorder for that phase only (their
// submissions are ignored), so the judge decides again each phase.
//
// # Records
//
// Save writes canonical JSON of the variant, options, coin toss outcome,
// position and ending: names, not enum numbers, and sorted lists, so equal
// states give equal bytes. Load checks every fact against the map. A
// phase's Result is JSON of the starting position, every order's outcome,
// the position that follows and the variant's events; Engine.Report
// renders it, the same for every reader since nothing is hidden.
//
// Submitted orders are stored as canonical English lines (render's
// FormatOrder), which orders.ParseOrder reads back to the same orders, so
// a replay adjudicates exactly what the player was told was understood.
//
// # Words
//
// The fixed words players read are data, each package's beside its Go
// (embed reaches no parent folder): names.toml here holds the phrases of
// replies, views and edits and the placement faults, render/names.toml
// the names of powers, outcomes, phases and unit types and a report's
// headings, orders/names.toml what an order lacks. TestEveryWordIsNamed
// checks that each word the Go asks for is named, every value of those
// types too, and that no name is left unused.
//
// # Caveats
//
// Edit applies the lines it accepts even when others are refused; the judge
// may discard the result when Problems is not empty. The six- and
// five-player games start in 1901 as in the publisher's rules; the option
// text=translation starts them in 1870 and 1801 as the Chinese text prints.
package diplomacy
