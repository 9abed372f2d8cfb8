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
	rs := []rune(s)
	for i, r := range rs {
		r = fold(r)
		switch r {
		case '~':
			// A tilde (～ on a Chinese keyboard) between two places is a
			// move, as some players write it: 巴黎～布根第, A Par~Bur. Only
			// a lone one with words on both sides: a row of them is a
			// separator, one at either end is not a move of anything.
			if tildeBetween(rs, i) {
				b.WriteString(" -> ")
				continue
			}
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

// fold turns full-width ASCII (U+FF01–U+FF5E) into ASCII, the wave dash
// into a tilde, and the spaces a keyboard may put in into one plain space.
func fold(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == '〜':
		return '~'
	case r == 0x3000, r == '\t', r == 0xA0:
		return ' '
	}
	return r
}

// tildeBetween reports whether the tilde at rs[i] stands alone between two
// words: the nearest characters on either side, spaces skipped, are there
// and are no tildes.
func tildeBetween(rs []rune, i int) bool {
	near := func(from, step int) bool {
		for j := from; j >= 0 && j < len(rs); j += step {
			switch fold(rs[j]) {
			case ' ':
				continue
			case '~':
				return false
			default:
				return true
			}
		}
		return false
	}
	return near(i-1, -1) && near(i+1, 1)
}
