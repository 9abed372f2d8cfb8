package marengo

import "adjutant/games/kit/checked"

// editWords are the Chinese words of a master's edits, in both scripts,
// by their canonical English form. The sides are read by parseSide, YES
// and NO by keyword, places by the plan's reader.
var editWords = map[string]string{
	"時間": "TIME", "时间": "TIME", "時刻": "TIME", "时刻": "TIME",
	"士氣": "MORALE", "士气": "MORALE",
	"加分": "BONUS", "獎勵分": "BONUS", "奖励分": "BONUS",
	"方塊": "BLOCK", "方块": "BLOCK", "棋子": "BLOCK",
	"移到": "PLACE", "放置": "PLACE",
	"消滅": "GONE", "消灭": "GONE", "殲滅": "GONE", "歼灭": "GONE",
}

// editTokens are an edit line's words, the Chinese ones in their
// canonical English form.
func editTokens(line string) []string {
	return checked.Canonical(tokens(line), editWords)
}
