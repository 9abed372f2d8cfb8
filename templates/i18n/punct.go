package i18n

import "strings"

// HalfWidthSlips lists the lines of Chinese text that break the rule every
// Chinese text of the judge and its games keeps: punctuation is
// full-width. A half-width comma, semicolon, colon or parenthesis against
// a Han character is a slip ("階段: ", "名;", "(支援)"); one between ASCII
// words is not, so orders, codes and times keep theirs ("A Par - Bur",
// "Fwest:west", "20:00"), and an opening parenthesis after a code may lead
// into Chinese ("A Ber(" is only wrong at its closing one).
func HalfWidthSlips(text string) []string {
	var slips []string
	for _, line := range strings.Split(text, "\n") {
		rs := []rune(line)
		for i, r := range rs {
			if !strings.ContainsRune(",;:()", r) {
				continue
			}
			if (i > 0 && isHan(rs[i-1])) || (i+1 < len(rs) && isHan(rs[i+1]) && r != '(') {
				slips = append(slips, line)
				break
			}
		}
	}
	return slips
}

// HalfWidthNotes lists the lines of Chinese text where a half-width
// opening parenthesis follows Chinese across spaces ("設置 (S1)",
// "（法蘭西） (T1B)"): a note after Chinese words is bracketed in full
// width, "設置（S1）". HalfWidthSlips does not see these, since the space
// stands between. The two are held apart because the catalogue's check
// reads HalfWidthSlips alone; the engines' golden files and the judge's
// Chinese mail are read with both.
func HalfWidthNotes(text string) []string {
	var slips []string
	for _, line := range strings.Split(text, "\n") {
		rs := []rune(line)
		for i, r := range rs {
			if r == '(' && afterChinese(rs[:i]) {
				slips = append(slips, line)
				break
			}
		}
	}
	return slips
}

// afterChinese reports whether the last rune of rs before any spaces is
// Han or full-width punctuation.
func afterChinese(rs []rune) bool {
	i := len(rs) - 1
	for i >= 0 && rs[i] == ' ' {
		i--
	}
	if i < 0 {
		return false
	}
	r := rs[i]
	return isHan(r) || (r >= 0x3000 && r <= 0x303f) || (r >= 0xff01 && r <= 0xff60)
}
