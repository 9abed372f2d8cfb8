package i18n

import (
	"strings"
	"unicode"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// scriptSample is how many Han characters GuessLang reads: enough to tell
// the script of any real mail, and a bound on the work a huge one causes.
const scriptSample = 2000

// GuessLang picks a reply language for text from a writer who has not
// chosen one: the dominant language of its lines. A line with Han
// characters is Chinese, one with Latin letters only English; blank
// lines, quoted lines ("> ..."), SIGNON lines (the envelope, written the
// same way by everyone) and a signature after "-- " do not count. More
// English lines than Chinese ones make the text English, so one Chinese
// keyword among English orders does not turn the whole reply Chinese; a
// tie is Chinese.
//
// A Chinese text's script: a character that Big5 (the Traditional
// character set) has and GB 2312 (the Simplified one) lacks is a sign of
// Traditional writing ("簽", "們"), and the reverse of Simplified ("签",
// "们"); characters both sets share ("到", "我") say nothing, and a text of
// only those is read as Simplified, the script most readers use.
func GuessLang(text string) Lang {
	chinese, english := 0, 0
	var han strings.Builder
	for _, line := range strings.Split(text, "\n") {
		if sig := strings.TrimRight(line, "\r"); sig == "-- " || sig == "--" {
			break
		}
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, ">") || strings.HasPrefix(strings.ToUpper(t), "SIGNON ") {
			continue
		}
		switch {
		case strings.IndexFunc(t, isHan) >= 0:
			chinese++
			han.WriteString(t)
		case strings.IndexFunc(t, unicode.IsLetter) >= 0:
			english++
		}
	}
	if chinese == 0 || english > chinese {
		return English
	}
	return chineseScript(han.String())
}

func isHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// chineseScript tells Traditional from Simplified writing.
func chineseScript(text string) Lang {
	gb := simplifiedchinese.HZGB2312.NewEncoder()
	big5 := traditionalchinese.Big5.NewEncoder()
	han, trad, simp := 0, 0, 0
	for _, r := range text {
		if !isHan(r) {
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
	if trad > simp {
		return TraditionalChinese
	}
	return SimplifiedChinese
}
