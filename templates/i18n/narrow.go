package i18n

import "strings"

// Narrow maps full-width ASCII forms (Ａ，０：) to ASCII and the
// ideographic space to a plain one. The judge's mail reader already does
// this and more for every mail (mailio/incoming.NormaliseWidth); engines'
// tokenisers call Narrow so that a line handed to them another way (a
// test, a tool) reads the same.
func Narrow(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFEE0
		case r == 0x3000:
			return ' '
		}
		return r
	}, s)
}
