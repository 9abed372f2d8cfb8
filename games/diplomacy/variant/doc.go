// Package variant holds the ways the rulebook lets fewer than seven people
// play (1.2.2–1.2.4) and the ways a game ends (5.1).
//
// A Variant says who sits at the table (each Seat is one player holding one
// or more powers), the first year, the centres needed to win, and what
// happens to the powers nobody plays:
//
//   - in the six- and five-player games Italy (and Germany) are in civil
//     disorder from the start (1.2.3a–b, 4.3.1): their units stay and hold,
//     may be supported, are disbanded when dislodged, and never build;
//     package adjudicate enforces that through Position.Disorder;
//   - in the two-player 1914 game Italy is neutral (1.2.3e, 4.1): it has no
//     units, its centres belong to nobody, and its land may not be entered,
//     which Board expresses by marking Italy's provinces impassable, until
//     a coin toss before the Fall 1914 adjustments (BeforeAdjustment) gives
//     Italy to one side.
//
// Supply centres are counted per power, even where one player holds
// several (1.2.4): a player holding Austria and France with 18 centres
// between them has not won. The one exception is the publisher's two-player
// game, won by the first player whose powers own 24 centres together
// (VictoryBySeat).
//
// ByName gives the publisher's reading where the Chinese text departs from
// it; AsTranslated gives the text's: the six- and five-player games start in
// 1870 and 1801 instead of 1901 (they look like misprints), and the 1914
// game needs 24 centres in one power.
//
// Nothing here reads the clock or a global random source: the coin toss and
// the lot of 5.1c take a *games.Dice from the judge.
package variant
