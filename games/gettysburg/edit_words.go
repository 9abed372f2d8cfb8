package gettysburg

import (
	"regexp"

	"adjutant/games/kit/checked"
	"adjutant/templates/i18n"
)

// editWords are the Chinese words of a master's edits, in both scripts,
// by their canonical English form. parseSide reads the sides' own names.
var editWords = map[string]string{
	"放置": "PLACE", "佈置": "PLACE", "布置": "PLACE",
	"落伍": "STRAGGLE", "殘兵": "STRAGGLE", "残兵": "STRAGGLE",
	"消滅": "ELIMINATE", "消灭": "ELIMINATE", "殲滅": "ELIMINATE", "歼灭": "ELIMINATE", // the reports say 被殲滅
	"待援": "PENDING", "增援": "PENDING",
	"炮火": "ARTILLERY", "砲火": "ARTILLERY", "炮火支援": "ARTILLERY", "砲火支援": "ARTILLERY",
	"分數": "POINTS", "分数": "POINTS", "得分": "POINTS",
	"行軍": "MARCH", "行军": "MARCH",
	"戰鬥": "COMBAT", "战斗": "COMBAT",
	// The sides by the names BECOME and SIGNON take too.
	"北軍": "UNION", "北军": "UNION", "北方": "UNION",
	"南軍": "CONFEDERATE", "南军": "CONFEDERATE", "南方": "CONFEDERATE",
}

// editTokens are an edit line's words, the Chinese ones in their
// canonical English form.
func editTokens(sc *Scenario, line string) []string {
	// tokens reads '-' as a separator (1104-1105); before a number that
	// starts a word it is a minus sign, kept as MINUS so that ARTILLERY
	// and POINTS refuse the number rather than drop its sign.
	line = minusSign.ReplaceAllString(i18n.Narrow(line), "${1}MINUS$2")
	return checked.Canonical(tokens(sc, line), editWords)
}

// minusSign is a '-' (or a minus sign) before a digit at the start of a
// word.
var minusSign = regexp.MustCompile(`(^|\s)[-\x{2212}](\d)`)
