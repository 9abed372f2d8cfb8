package i18n

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ProseWidth is the column at which the judge wraps prose in mail: readers
// that wrap at 78 or 80 columns break longer lines badly, and quoting in a
// reply adds "> " to each. Maps and tables are drawn within 78 and are not
// wrapped.
const ProseWidth = 72

// DrawnWidth is the widest a line of a mail may be: the width maps and
// tables are drawn within.
const DrawnWidth = 78

// Wrap breaks the prose lines of s so that none is wider than width
// columns (by Width): at spaces, and between Han characters, which need no
// space to break. A line that looks laid out (two spaces in a row after its
// indentation, or drawing characters) is left whole, as is a word longer
// than the width. Continuation lines keep the line's indentation.
func Wrap(s string, width int) string {
	lines := strings.Split(s, "\n")
	var out []string
	for _, l := range lines {
		out = append(out, wrapLine(l, width)...)
	}
	return strings.Join(out, "\n")
}

// Hang wraps each line of s like Wrap, but starts its continuation lines
// with cont rather than the line's own indentation: an item of a list
// ("  B31 King's Dragoon Guards: attack 2d8, …") whose later lines hang
// under its text, so that the next item's start stands out.
func Hang(s string, width int, cont string) string {
	lines := strings.Split(s, "\n")
	var out []string
	for _, l := range lines {
		out = append(out, hangLine(l, width, cont)...)
	}
	return strings.Join(out, "\n")
}

func wrapLine(l string, width int) []string {
	return hangLine(l, width, l[:len(l)-len(strings.TrimLeft(l, " "))])
}

func hangLine(l string, width int, cont string) []string {
	if Width(l) <= width || laidOut(l) || !utf8.ValidString(l) {
		return []string{l}
	}
	indent := l[:len(l)-len(strings.TrimLeft(l, " "))]
	var out []string
	cur, curW := indent, Width(indent)
	start := curW // where the current line's text begins
	flush := func() {
		out = append(out, strings.TrimRight(cur, " "))
		cur, curW = cont, Width(cont)
		start = curW
	}
	for _, tok := range tokens(strings.TrimLeft(l, " ")) {
		w := Width(tok)
		if tok == " " {
			if curW > start && curW+1 <= width {
				cur, curW = cur+" ", curW+1
			}
			continue
		}
		if curW+w > width && curW > start {
			flush()
		}
		cur, curW = cur+tok, curW+w
	}
	if strings.TrimSpace(cur) != "" {
		flush()
	}
	return out
}

// tokens cuts a line into words, single spaces, and single wide runes (a
// Han character may end a line wherever it stands). Punctuation that must
// not begin a line stays with the rune before it.
func tokens(s string) []string {
	var out []string
	var word strings.Builder
	end := func() {
		if word.Len() > 0 {
			out = append(out, word.String())
			word.Reset()
		}
	}
	afterWide := false // the last rune was a wide one, ending its token
	opened := false    // the word so far is opening marks alone
	for _, r := range s {
		closing := strings.ContainsRune("，。、；：？！）」』〉》,.;:?!)>", r)
		switch {
		case strings.ContainsRune("（「『〈《“‘【〔<", r):
			// An opening mark never ends a line: it goes with what follows.
			if !opened {
				end()
			}
			word.WriteRune(r)
			opened, afterWide = true, false
			continue
		case r == ' ':
			end()
			out = append(out, " ")
			afterWide = false
			continue
		case wide(r) && closing && word.Len() > 0:
			// "3、": the mark stays with the word before it.
			word.WriteRune(r)
			end()
		case closing && word.Len() == 0 && len(out) > 0 && (wide(r) || afterWide):
			// A mark never begins a line: "件:" and "。" stay behind.
			out[len(out)-1] += string(r)
			afterWide = false
			continue
		case wide(r):
			if !opened {
				end()
			}
			word.WriteRune(r)
			end()
		case afterWide && len(out) > 0 && (unicode.IsDigit(r) || unicode.IsLetter(r)):
			// "步3", "F01": what is written against a Han character goes
			// with it; the pair is one face or one name.
			out[len(out)-1] += string(r)
			continue
		default:
			word.WriteRune(r)
		}
		afterWide = wide(r) && !closing
		opened = false
	}
	end()
	return out
}

// laidOut reports a line drawn for a fixed-width reader: a table column
// gap or a map's drawing characters. "+" and "#" are drawing only beside
// another stroke ("+--+", "##"): alone they are prose ("+2 MF", "roll #12").
// "|" between two letters is prose too, a choice in a usage line
// ("[MARCH|COMBAT]", "rulebook|datc"); elsewhere it is a map's stroke.
func laidOut(l string) bool {
	body := strings.TrimLeft(l, " ")
	if strings.Contains(body, "  ") || strings.ContainsAny(body, "─│┼═") || drawnBar(body) {
		return true
	}
	for _, stroke := range []string{"+-", "-+", "++", "##", "#-", "-#", "+=", "=+"} {
		if strings.Contains(body, stroke) {
			return true
		}
	}
	return false
}

// drawnBar reports a "|" that is not a choice between two words.
func drawnBar(s string) bool {
	rs := []rune(s)
	for i, r := range rs {
		if r != '|' {
			continue
		}
		if i == 0 || i == len(rs)-1 || !wordRune(rs[i-1]) || !wordRune(rs[i+1]) {
			return true
		}
	}
	return false
}

func wordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// LaidOut reports whether a line is pre-formatted: drawn for a
// fixed-width reader (a map, a table, a help file's aligned columns), so
// that Wrap leaves it whole and the 72-column rule does not apply to it.
// The rule is laidOut's: two spaces in a row after the indentation, or
// drawing characters.
func LaidOut(l string) bool { return laidOut(l) }
