package checked

import (
	"strings"

	"adjutant/templates/i18n"
)

// Canonical gives each word of a master's edit line that canon knows
// (a Chinese edit word, "放置") its canonical English form ("PLACE"), in
// place, and returns words, so that one edit reader serves every
// language.
func Canonical(words []string, canon map[string]string) []string {
	for i, w := range words {
		if c, ok := canon[w]; ok {
			words[i] = c
		}
	}
	return words
}

// Worded is an accepted edit's canonical line as the players' notice
// shows it: English keeps the line; in Chinese each word zh names is
// given in the reader's script (Traditional, then Simplified in zh), and
// codes, places and numbers stay as written ("SET G4 BROKEN" reads
// "設為 G4 潰散").
func Worded(line string, zh map[string][2]string) i18n.Text {
	f := strings.Fields(line)
	hant, hans := make([]string, len(f)), make([]string, len(f))
	for i, w := range f {
		hant[i], hans[i] = w, w
		if z, ok := zh[w]; ok {
			hant[i], hans[i] = z[0], z[1]
		}
	}
	return i18n.Text{EN: line, Hant: strings.Join(hant, " "), Hans: strings.Join(hans, " ")}
}
