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
