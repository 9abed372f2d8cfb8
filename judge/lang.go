package judge

import (
	"strings"
	"unicode"

	"adjutant/templates/i18n"
)

// guessLang picks the reply language for mail from someone who has not set
// one: the dominant language of the body's lines (i18n.GuessLang). A
// subject in Chinese counts as one more Chinese line; one in English does
// not count, since it is so often a default ("orders") or the judge's own
// echoed back. It is a heuristic; SET LANGUAGE overrides it.
func guessLang(subject, body string) i18n.Lang {
	if strings.IndexFunc(subject, func(r rune) bool { return unicode.Is(unicode.Han, r) }) >= 0 {
		body = subject + "\n" + body
	}
	return i18n.GuessLang(body)
}
