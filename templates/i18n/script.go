package i18n

import (
	"unicode"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// scriptSample is how many Han characters GuessLang reads: enough to tell
// the script of any real mail, and a bound on the work a huge one causes.
const scriptSample = 2000

// GuessLang picks a reply language for text from a writer who has not
// chosen one: English without Han characters; otherwise the Chinese script
// the text is written in. A character that Big5 (the Traditional
// character set) has and GB 2312 (the Simplified one) lacks is a sign of
// Traditional writing ("簽", "們"), and the reverse of Simplified ("签",
// "们"); characters both sets share ("到", "我") say nothing, and a text of
// only those is read as Simplified, the script most readers use.
func GuessLang(text string) Lang {
	gb := simplifiedchinese.HZGB2312.NewEncoder()
	big5 := traditionalchinese.Big5.NewEncoder()
	han, trad, simp := 0, 0, 0
	for _, r := range text {
		if !unicode.Is(unicode.Han, r) {
			continue
		}
		if han++; han > scriptSample {
			break
		}
		_, gbErr := gb.String(string(r))
		_, big5Err := big5.String(string(r))
		switch {
		case gbErr != nil && big5Err == nil:
			trad++
		case gbErr == nil && big5Err != nil:
			simp++
		}
	}
	switch {
	case han == 0:
		return English
	case trad > simp:
		return TraditionalChinese
	}
	return SimplifiedChinese
}
