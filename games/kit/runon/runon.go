// Package runon cuts the words that Chinese writers run together in a
// line of orders: a Han word against Latin letters or digits ("移動GRD",
// "向vJ4"), and a run of Han characters that is several known words
// ("向任何範圍"). Each engine says which words it knows; a piece that
// cannot be cut into known words comes back whole, so the problem it
// causes names what the player wrote.
package runon

import (
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

// maxWordRunes bounds the length of one known word: no engine's order
// word or unit name comes near it. Looking no further back keeps a long
// line (a player's 20,000 characters of Chinese) linear, where trying
// every piece of it kept the judge busy for minutes.
const maxWordRunes = 24

// SplitHan cuts a run of Han characters into the fewest words known says
// it knows. A run that is itself known, that does not start with a Han
// character, or that cannot be cut into known words comes back whole.
func SplitHan(w string, known func(string) bool) []string {
	rs := []rune(w)
	if len(rs) < 2 || !IsHan(rs[0]) || known(w) {
		return []string{w}
	}
	// count[i] is the fewest known words that make up rs[:i] (0: none
	// found yet, for i > 0); from[i] is where the last of them starts.
	count := make([]int, len(rs)+1)
	from := make([]int, len(rs)+1)
	for i := 1; i <= len(rs); i++ {
		for j := max(0, i-maxWordRunes); j < i; j++ {
			if j > 0 && count[j] == 0 || count[i] != 0 && count[j]+1 >= count[i] {
				continue
			}
			if known(string(rs[j:i])) {
				count[i], from[i] = count[j]+1, j
			}
		}
	}
	if count[len(rs)] == 0 {
		return []string{w}
	}
	out := make([]string, count[len(rs)])
	for i, k := len(rs), len(out)-1; i > 0; i, k = from[i], k-1 {
		out[k] = string(rs[from[i]:i])
	}
	return out
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
