package incoming

import (
	"strings"
	"unicode/utf8"
)

// NormaliseWidth maps the characters that East Asian input methods (and
// word processors) produce in place of ASCII to their ASCII forms, so that
// "Ａ　Ｐａｒ－Ｂｕｒ" reads as "A Par-Bur" and "陸軍 巴黎 － 布根第" as
// "陸軍 巴黎 - 布根第". CJK ideographs, kana and hangul are left untouched.
//
// What changes:
//   - full-width ASCII variants U+FF01..U+FF5E (Ａ，－：（）；０ …) become ASCII;
//   - the ideographic space U+3000 and other Unicode spaces become ' ';
//   - the ideographic comma 、 and full stop 。 (and their half-width forms)
//     become ',' and '.';
//   - a run of dashes or arrows (‐ – — ― − → ⟶ …) becomes one '-', because
//     Chinese input methods type "——" for a dash;
//   - curly quotes become straight ones; full-width currency signs become
//     their narrow forms;
//   - zero-width spaces and byte-order marks are removed.
//
// Line breaks are never added or removed, so a text keeps its line count.
// Invalid UTF-8 bytes are replaced by U+FFFD.
func NormaliseWidth(s string) string {
	if isPlainASCII(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	inDash := false
	for _, r := range s {
		if isDashLike(r) {
			if !inDash {
				b.WriteByte('-')
			}
			inDash = true
			continue
		}
		inDash = false
		switch m := mapWidth(r); m {
		case dropRune:
		default:
			b.WriteRune(m)
		}
	}
	return b.String()
}

// dropRune is the mapWidth result for runes that are removed.
const dropRune = rune(-1)

func isPlainASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// isDashLike reports the non-ASCII runes that players type for the '-' of
// an order. The ASCII '-' itself is not included: "--" must stay two
// characters (a signature separator is "-- ").
func isDashLike(r rune) bool {
	switch r {
	case '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', // hyphen … horizontal bar
		'\u2212',           // minus sign
		'\u2500', '\u2501', // box-drawing horizontals (some IMEs)
		'\uFE58', '\uFE63', '\uFF0D', // small em dash, small hyphen-minus, full-width hyphen-minus
		'\u2192', '\u27F6', '\u21D2': // arrows used as "moves to"
		return true
	}
	return false
}

func mapWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E: // full-width ASCII variants
		return r - 0xFF01 + '!'
	case r == utf8.RuneError:
		return r
	}
	switch r {
	case '\u3000', '\u00A0', '\u2002', '\u2003', '\u2004', '\u2005', '\u2006',
		'\u2007', '\u2008', '\u2009', '\u200A', '\u202F', '\u205F':
		return ' '
	case '\u3001', '\uFF64': // ideographic comma, half-width form
		return ','
	case '\u3002', '\uFF61': // ideographic full stop, half-width form
		return '.'
	case '\u2018', '\u2019', '\u201A', '\u2032':
		return '\''
	case '\u201C', '\u201D', '\u201E', '\u2033':
		return '"'
	case '\uFFE0':
		return '¢'
	case '\uFFE1':
		return '£'
	case '\uFFE2':
		return '¬'
	case '\uFFE3':
		return '¯'
	case '\uFFE4':
		return '¦'
	case '\uFFE5':
		return '¥'
	case '\uFFE6':
		return '₩'
	case '\u200B', '\uFEFF': // zero-width space, byte-order mark
		return dropRune
	}
	return r
}
