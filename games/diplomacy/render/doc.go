// Package render writes what happened in a Diplomacy phase as text for
// players, in English, Traditional Chinese or Simplified Chinese, from the
// same dip.Result: every order with its outcome, the dislodged units and
// where they may retreat, the supply-centre table with the builds and
// removals due, the new position in the DATC notation ("England: F nth")
// so that tools can read it back, and optionally the ASCII map.
//
// FormatOrder is the canonical way to write an order ("A Par - Bur",
// "陸軍 巴黎 移動 布根第"); package orders reads every form it writes.
//
// Caveats: province names in English reports are the short forms players
// write ("StP/nc"); Chinese reports use the rulebook's Chinese names, which
// package orders reads back just as well. The position block is in DATC
// notation in every language, so it reads the same to a program whatever
// the player's language. Reports are pure functions of their arguments: no
// clock, and every list is sorted.
package render
