package spelling

import (
	"sort"
	"strings"
)

// Tolerance is how many slips a word of n letters may hold and still be
// taken for another: one up to five letters, two from six. Fewer would
// miss "gettysbrug"; more would offer RATE for GREAT.
func Tolerance(n int) int { return max(1, min(2, n/3)) }

// Closest returns the candidate nearest to word, ignoring case, when it is
// within Tolerance of that candidate's length and no other candidate is as
// near: "did you mean" offers one word or none, never a guess between two.
// A word equal to a candidate is no slip and has no suggestion.
func Closest(word string, candidates []string) (string, bool) {
	w := strings.ToLower(word)
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted) // the same answer whatever order they came in
	best, bestD, tie := "", -1, false
	for _, c := range sorted {
		lc := strings.ToLower(c)
		if lc == w {
			return "", false
		}
		d := Distance(w, lc)
		if d > Tolerance(len([]rune(lc))) {
			continue
		}
		switch {
		case bestD < 0 || d < bestD:
			best, bestD, tie = c, d, false
		case d == bestD && !strings.EqualFold(c, best):
			tie = true
		}
	}
	if bestD < 0 || tie {
		return "", false
	}
	return best, true
}
