package orders

import (
	"strings"
	"unicode"
)

// normalise folds the many ways a player's keyboard can write the same
// punctuation into one: full-width ASCII (U+FF01–U+FF5E) becomes ASCII, the
// ideographic space becomes a space, and every dash and arrow that players
// use for "moves to" becomes "->" or "-". Mail decoding already does most of
// this; doing it again here keeps ParseOrder usable on its own.
func normalise(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			r -= 0xFEE0
		case r == 0x3000, r == '\t', r == 0xA0:
			r = ' '
		}
		switch r {
		case '→', '⇒', '⟶', '➔', '➜':
			b.WriteString(" -> ")
			continue
		case '—', '–', '−', '‐', '‑', '―', '－':
			// Em and en dashes are what the rulebook itself prints between
			// two provinces (3.2.1); a hyphen-minus keeps its tightness so
			// that names such as "Mid-Atlantic" survive.
			if r == '—' || r == '―' {
				b.WriteString(" -> ")
				continue
			}
			r = '-'
		case '，', '、', '；', ',', ';', '。', '「', '」', '『', '』', '《', '》', '"', '“', '”', '‘':
			r = ' '
		case '（':
			r = '('
		case '）':
			r = ')'
		case '：':
			r = ':'
		case '／':
			r = '/'
		}
		if unicode.IsControl(r) {
			r = ' '
		}
		b.WriteRune(r)
	}
	return b.String()
}
