package dipmap

import (
	"sort"
	"unicode/utf8"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/kit/spelling"
)

// A phone's input method, or a name pasted from another page, can leave a
// place written half in each script: 罗馬 (Simplified 罗, Traditional 馬)
// for Rome. Such a name is folded one character at a time to Simplified
// and read as the place whose name folds the same way, when only one does.

// mixedScript is what reads names written in a mix of both scripts.
type mixedScript struct {
	fold   map[rune]rune             // Traditional character: its Simplified form in the map's names
	folded map[string][]dip.Province // a Chinese name's key folded: the places it names
}

// newMixedScript learns the folding from the map's own pairs of names
// (維也納, 维也纳), so that characters the order words never use fold too;
// spelling.Simplified covers the rest.
func newMixedScript(zh [][2]string, entries []NameEntry) mixedScript {
	m := mixedScript{fold: map[rune]rune{}, folded: map[string][]dip.Province{}}
	clash := map[rune]bool{}
	for _, pair := range zh {
		t, s := []rune(Key(pair[0])), []rune(Key(pair[1]))
		if len(t) != len(s) {
			continue
		}
		for i := range t {
			if t[i] == s[i] || clash[t[i]] {
				continue
			}
			if q, ok := m.fold[t[i]]; ok && q != s[i] {
				delete(m.fold, t[i]) // one character, two readings: fold it by neither
				clash[t[i]] = true
				continue
			}
			m.fold[t[i]] = s[i]
		}
	}
	for _, e := range entries {
		if e.Kind != NameHant && e.Kind != NameHans {
			continue
		}
		k := m.key(e.Key)
		if !containsProv(m.folded[k], e.Prov) {
			m.folded[k] = append(m.folded[k], e.Prov)
			sort.Slice(m.folded[k], func(i, j int) bool { return m.folded[k][i] < m.folded[k][j] })
		}
	}
	return m
}

// key folds every character of a name's key to Simplified.
func (m mixedScript) key(k string) string {
	out := make([]rune, 0, utf8.RuneCountInString(k))
	for _, r := range k {
		if s, ok := m.fold[r]; ok {
			r = s
		} else {
			r = []rune(spelling.Simplified(string(r)))[0]
		}
		out = append(out, r)
	}
	return string(out)
}

// province is the one place whose Chinese name k folds to, if only one.
func (m mixedScript) province(k string) (dip.Province, bool) {
	if isASCII(k) {
		return "", false
	}
	ps := m.folded[m.key(k)]
	if len(ps) != 1 {
		return "", false
	}
	return ps[0], true
}
