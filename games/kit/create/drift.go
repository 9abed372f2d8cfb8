package create

import (
	"fmt"
	"slices"
	"sort"

	"adjutant/games"
)

// Drift compares the options an engine declares (in about.toml) with the
// keys and values its rules read, and names each difference, so that an
// engine's test keeps the data and the Go from drifting apart. read gives
// each key the values the rules test, the default first; nil for an
// option of free text, whose value New checks. Problems come in key order.
func Drift(declared []games.Option, read map[string][]string) []string {
	var out []string
	seen := map[string]bool{}
	for _, o := range declared {
		seen[o.Key] = true
		values, ok := read[o.Key]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("option %s: declared, but the rules read no such key", o.Key))
		case !slices.Equal(o.Values, values):
			out = append(out, fmt.Sprintf("option %s: declares the values %v, the rules read %v", o.Key, o.Values, values))
		case len(values) > 0 && o.Default != values[0]:
			out = append(out, fmt.Sprintf("option %s: declares the default %q, the rules read %q first", o.Key, o.Default, values[0]))
		}
	}
	for key := range read {
		if !seen[key] {
			out = append(out, fmt.Sprintf("option %s: the rules read it, but it is not declared", key))
		}
	}
	sort.Strings(out)
	return out
}
