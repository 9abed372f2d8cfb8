// Package dipmap is the standard Diplomacy board as data: the provinces and
// seas of the rulebook, who may move where, the supply centres, the home
// centres and the starting units (rule 1.1.1), and every name a player may
// use for a place, in English and in Chinese (Traditional and Simplified).
//
// The board is authored as a text file (data/standard.txt, embedded) rather
// than as Go code, so that it reads like the rulebook's own list. Every edge
// in it is written at both of its ends and the loader refuses the file if one
// end is missing. The loaded board is immutable; Standard and StandardNames
// build it once and share it between callers.
//
// Facts worth knowing:
//
//   - The map has 76 entries: the 75 spaces of play (19 seas, 42 coastal and
//     14 inland provinces) and Switzerland, which is inland and impassable
//     (3.1.6). Switzerland is kept so that an order naming it can be told
//     apart from an order naming nothing, and refused for the right reason.
//   - Spain and St. Petersburg have a north and a south coast, Bulgaria an
//     east and a south coast (3.6.2). A fleet there always stands on one.
//   - Kiel and Constantinople are canals (3.6.4): one location for a fleet,
//     reachable from both seas. Denmark and Sweden border each other by land
//     and by sea (3.6.3); Denmark does not border Berlin.
//
// Names. Names.Resolve accepts a canonical id ("mao"), the rulebook's
// abbreviation ("Mid"), the other abbreviation families judges use ("mat",
// "nat", "nrg", "gol", "ech", "nts" …), the English name with or without
// punctuation ("St. Petersburg", "st petersburg"), English aliases
// ("Marseille", "Lyon, Gulf of"), the rulebook's Chinese name in either
// script ("聖彼得堡", "圣彼得堡"), and any prefix of at least three letters of
// an English name or alias that fits one place only ("bohe", "mid-atl").
// Exact names win over prefixes: "nor" is Norway (an abbreviation used in
// the DATC), while "nort" is ambiguous between North Africa, the North
// Atlantic and the North Sea. Two-letter prefixes are refused because
// order text is full of short words ("to", "S", "C") that must never turn
// into places. A Chinese name typed half in each script ("罗馬") is the
// place whose name it spells once every character is folded to
// Simplified, when only one place's does (mixed.go).
//
// A coast may follow the name: "stp/nc", "StP(nc)", "stp nc",
// "St. Petersburg (north coast)", "聖彼得堡北岸", "圣彼得堡(北海岸)".
// Full-width forms typed on Chinese keyboards are folded to ASCII first.
//
// Errors are *UnknownError (with suggestions by edit distance),
// *AmbiguousError (with the candidates) and *CoastError (a coast that the
// province does not have).
package dipmap
