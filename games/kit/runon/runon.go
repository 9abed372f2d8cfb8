// Package runon cuts the words that Chinese writers run together in a
// line of orders: a Han word against Latin letters or digits ("移動GRD",
// "向vJ4"), and a run of Han characters that is several known words
// ("向任何範圍"). Each engine says which words it knows; a piece that
// cannot be cut into known words comes back whole, so the problem it
// causes names what the player wrote.
package runon

import (
	"slices"
	"unicode"
	"unicode/utf8"
)

// IsHan reports whether r is a Chinese character.
func IsHan(r rune) bool { return unicode.Is(unicode.Han, r) }

// isLatin: an ASCII letter or digit.
func isLatin(r rune) bool { return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// ScriptChange is where Han characters meet Latin letters or digits.
func ScriptChange(prev, r rune) bool {
	return IsHan(prev) && isLatin(r) || isLatin(prev) && IsHan(r)
}

// Cut cuts w between every two runes at which at says so: ScriptChange,
// or an engine's own rule built on it.
func Cut(w string, at func(prev, r rune) bool) []string {
	var out []string
	start, prev := 0, rune(0)
	for i, r := range w {
		if i > 0 && at(prev, r) {
			out = append(out, w[start:i])
			start = i
		}
		prev = r
	}
	return append(out, w[start:])
}

// SplitHan cuts a run of Han characters into the fewest words known says
// it knows. A run that is itself known, that does not start with a Han
// character, or that cannot be cut into known words comes back whole.
func SplitHan(w string, known func(string) bool) []string {
	rs := []rune(w)
	if len(rs) < 2 || !IsHan(rs[0]) || known(w) {
		return []string{w}
	}
	// best[i] is the fewest known words that make up rs[:i].
	best := make([][]string, len(rs)+1)
	best[0] = []string{}
	for i := 1; i <= len(rs); i++ {
		for j := 0; j < i; j++ {
			piece := string(rs[j:i])
			if best[j] == nil || !known(piece) {
				continue
			}
			if best[i] == nil || len(best[j])+1 < len(best[i]) {
				best[i] = append(slices.Clone(best[j]), piece)
			}
		}
	}
	if best[len(rs)] == nil {
		return []string{w}
	}
	return best[len(rs)]
}

// Around is ScriptChange, and also on either side of a run of mark
// ("防守*全部": "*" for every subject).
func Around(mark rune) func(prev, r rune) bool {
	return func(prev, r rune) bool { return ScriptChange(prev, r) || (prev == mark) != (r == mark) }
}

// Split is Cut at ScriptChange, then SplitHan of each piece.
func Split(w string, known func(string) bool) []string { return SplitAt(w, ScriptChange, known) }

// SplitAt is Cut at at, then SplitHan of each piece.
func SplitAt(w string, at func(prev, r rune) bool, known func(string) bool) []string {
	var out []string
	for _, part := range Cut(w, at) {
		out = append(out, SplitHan(part, known)...)
	}
	return out
}
