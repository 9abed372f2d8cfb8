package render

import (
	"strings"
	"unicode"
)

// width is how many columns s takes in a fixed-width font: two for Han
// characters and full-width forms, one for the rest. Tables line up by it.
func width(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r), r >= 0x3000 && r <= 0x303F, r >= 0xFF01 && r <= 0xFF60:
			n += 2
		default:
			n++
		}
	}
	return n
}

// padRight fills s with spaces to w columns.
func padRight(s string, w int) string {
	if d := w - width(s); d > 0 {
		return s + strings.Repeat(" ", d)
	}
	return s
}

// padLeft right-aligns s in w columns.
func padLeft(s string, w int) string {
	if d := w - width(s); d > 0 {
		return strings.Repeat(" ", d) + s
	}
	return s
}
