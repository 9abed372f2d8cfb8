package judge

import (
	"strings"
	"unicode"

	"adjutant/games"
)

// guessLang picks the reply language for mail from someone who has not set
// one: Chinese when the text has Han characters, in Traditional script when
// any character is one that only Traditional writing uses, else English.
// It is a heuristic for first contact only; SET LANGUAGE overrides it.
func guessLang(text string) games.Lang {
	han, trad := 0, 0
	for _, r := range text {
		if unicode.Is(unicode.Han, r) {
			han++
			if strings.ContainsRune(traditionalOnly, r) {
				trad++
			}
		}
	}
	switch {
	case han == 0:
		return games.English
	case trad > 0:
		return games.TraditionalChinese
	}
	return games.SimplifiedChinese
}

// traditionalOnly holds common characters whose Simplified form differs,
// chosen from words players write in commands and orders.
const traditionalOnly = "幫說個們陸軍艦隊動護衛復員國際區與當時間對應該會議這將過還給讓從來開關門問題語華體當號碼戰撤勝負經濟爾亞蘭羅馬倫義奧匈聖納亞維諾夫茲"
