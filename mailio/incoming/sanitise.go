package incoming

import "strings"

// Sanitise makes text from a mail safe to show to someone else: the judge
// relays press, names and echoes to other players' terminals and mail
// readers, where a control character clears the screen (ESC [2J), rings
// (BEL), hides text (NUL, CR) or, for the bidirectional formatting
// characters, shows words in an order other than the one sent. Control
// characters (C0, DEL, C1) become a space, so words they joined stay
// apart; the invisible bidirectional marks, overrides and isolates are
// dropped; line and paragraph separators become line breaks. With
// multiline false, line breaks and tabs become spaces too (a subject, a
// name). Everything else, tabs and line feeds of a body included, is kept.
func Sanitise(s string, multiline bool) string {
	if alreadySafe(s, multiline) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			if multiline {
				b.WriteRune(r)
			} else {
				b.WriteByte(' ')
			}
		case r == '\u2028' || r == '\u2029':
			if multiline {
				b.WriteByte('\n')
			} else {
				b.WriteByte(' ')
			}
		case isControl(r):
			b.WriteByte(' ')
		case isBidiFormat(r):
			// dropped: they are invisible, and only reorder what is shown
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// alreadySafe reports whether s has nothing Sanitise would change, so the common
// case costs no copy.
func alreadySafe(s string, multiline bool) bool {
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			if !multiline {
				return false
			}
		case isControl(r), isBidiFormat(r), r == '\u2028', r == '\u2029':
			return false
		}
	}
	return true
}

// isControl reports the C0 and C1 control characters and DEL.
func isControl(r rune) bool {
	return r < 0x20 || (r >= 0x7f && r <= 0x9f)
}

// isBidiFormat reports the invisible characters that change the display
// order of text (Unicode Bidirectional Algorithm, UAX #9): the marks, the
// embeddings and overrides, the isolates, and the Arabic letter mark.
func isBidiFormat(r rune) bool {
	switch {
	case r == '\u061c', r == '\u200e', r == '\u200f':
		return true
	case r >= '\u202a' && r <= '\u202e':
		return true
	case r >= '\u2066' && r <= '\u2069':
		return true
	}
	return false
}
