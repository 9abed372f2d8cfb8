package judge

import (
	"adjutant/templates/i18n"
)

// guessLang picks the reply language for mail from someone who has not set
// one (i18n.GuessLang reads the script). It is a heuristic for first
// contact only; SET LANGUAGE overrides it.
func guessLang(text string) i18n.Lang { return i18n.GuessLang(text) }
