// Package orders reads Diplomacy orders as players write them, in English
// or Chinese (Traditional or Simplified, mixed freely with English), and
// checks a power's whole set of orders against the position.
//
// ParseOrder reads one line into a dip.Order. It knows the words and the
// names, not the board:
//
//	F Lon - Nth      Lon-Nth       A Par -> Bur     Army Paris to Burgundy
//	A Lvp - Edi via convoy         F Nth C A Lon - Nwy
//	F Nth convoys A Lon to Nwy     A Mun S A Par - Bur     A Mun S Bur
//	A Vie H          Build F StP/nc   B A Mos      Remove A War   A War disband
//	Waive            England: F nth-pic            A Mun S Austrian A Tyr - Boh
//	陸軍 巴黎 移動 布根第   陆军巴黎移动布根第   艦隊 北海 護航 陸軍 倫敦 移動 挪威
//	成軍 艦隊 聖彼得堡北岸   陸軍 利物浦 移動 愛丁堡 經護航   陸軍 華沙 復員
//
// The unit type may be left out (DATC 4.C), or glued to the place
// ("APar-Bur", "Fnth-nwy") when the word as written names no place. A
// retreat written verb first may run its two places together
// (撤退陸軍巴黎布根第) when only one cut keeps both whole. Coasts are written "/nc",
// "(nc)", "nc", "north coast" or 北岸; a coast written for an army, or for
// a province without named coasts, is dropped (DATC 6.B.12). Chinese words
// are the rulebook's: 陸軍 艦隊 移動 支援 護航 留守 撤退 復員 成軍/動員, and
// their Simplified forms; players often leave out the spaces, so the words
// are found inside runs of Han characters. A route written out,
// "A Lon - Nth - Nwy", is a move by convoy to the last place.
//
// A move and a disband are returned as written; ForPhase turns a move into
// a Retreat in a retreat phase and a disband into a Remove in an adjustment
// phase (and back), since players and DATC files use either word.
//
// Before reading, Parse gathers the lines into orders: a line with several
// orders separated by ";" or "；" (the judge's summary format) gives one
// order each, and a line that a mail client wrapped is read together with
// the line it continues, or both are refused when they do not make one
// order together (gather.go). The rule lives here, not in the judge's line
// splitting, because only the game's grammar can tell that a line is half
// an order.
//
// Parse takes the order lines of one mail, reads each with ParseOrder,
// fills in what the position knows (the power, an omitted unit type, a
// fleet's coast), and asks the adjudicator's Check whether the order is
// legal now. Every line that is refused becomes a games.Problem whose
// message says, in the player's language, what is wrong and, where one is
// likely, what would be accepted. Parse also settles what Check cannot see
// one order at a time: a second order for the same unit replaces the first
// (the player's latest word counts, and the earlier line gets a problem
// saying so), and builds or removals beyond what is due are refused.
//
// Caveat: ParseOrder accepts some sloppy text on purpose (prefixes of
// English names of three letters or more, a sentence's closing full stop,
// "moves to"); rulebook 2.4.3 makes an order void only when it could mean
// two things, and every ambiguity is refused with the candidates listed.
package orders
