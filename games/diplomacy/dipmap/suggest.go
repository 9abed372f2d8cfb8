package dipmap

import (
	"sort"

	"adjutant/games/diplomacy/dip"
)

// maxSuggestions caps the places an UnknownError offers.
const maxSuggestions = 3

// suggest lists the places whose names are within a small edit distance of
// the key: one edit for keys of up to four characters, two for longer
// ones. Latin input is compared with Latin names and Chinese with Chinese.
func (n *Names) suggest(k string) []dip.Province {
	in := []rune(k)
	limit := 1
	if len(in) > 4 {
		limit = 2
	}
	best := map[dip.Province]int{}
	latin := isASCII(k)
	var dist osa
	for i, e := range n.entries {
		if isASCII(e.Key) != latin {
			continue
		}
		d := dist.distance(in, n.runes[i], limit)
		if d > limit {
			continue
		}
		if old, ok := best[e.Prov]; !ok || d < old {
			best[e.Prov] = d
		}
	}
	out := make([]dip.Province, 0, len(best))
	for p := range best {
		out = append(out, p)
	}
	sort.Slice(out, func(i, j int) bool {
		if best[out[i]] != best[out[j]] {
			return best[out[i]] < best[out[j]]
		}
		return out[i] < out[j]
	})
	if len(out) > maxSuggestions {
		out = out[:maxSuggestions]
	}
	return out
}

// osa holds the rows editDistance reuses between calls.
type osa struct{ prev2, prev, cur []int }

// distance is editDistance with the rows kept in o.
func (o *osa) distance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	if cap(o.cur) < len(b)+1 {
		o.prev2, o.prev, o.cur = make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1)
	}
	return editDistanceRows(a, b, limit, o.prev2[:len(b)+1], o.prev[:len(b)+1], o.cur[:len(b)+1])
}

// editDistance is the optimal-string-alignment distance (insertions,
// deletions, substitutions and swaps of neighbours each cost one), so that
// the common typing slip "lodnon" is one edit from "london". It stops early
// and returns limit+1 once the distance must exceed limit.
func editDistance(a, b []rune, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	return editDistanceRows(a, b, limit, make([]int, len(b)+1), make([]int, len(b)+1), make([]int, len(b)+1))
}

func editDistanceRows(a, b []rune, limit int, prev2, prev, cur []int) int {
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}
