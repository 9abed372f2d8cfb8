package dipmap

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// NameKind says where a name comes from.
type NameKind uint8

// Kinds of names.
const (
	NameID      NameKind = iota + 1 // the canonical id, "stp"
	NameAbbrev                      // another abbreviation, "StP" in the rulebook, "mid", "nrg"
	NameEnglish                     // the English name, "St. Petersburg"
	NameAlias                       // another English name, "Saint Petersburg"
	NameHant                        // a Chinese name in Traditional script, "聖彼得堡"
	NameHans                        // a Chinese name in Simplified script, "圣彼得堡"
)

// NameEntry is one accepted name of a place.
type NameEntry struct {
	Text string       // as authored: "St. Petersburg", "聖彼得堡", "nrg"
	Key  string       // normalised form that input is matched against (see Key)
	Prov dip.Province // the place it names
	Kind NameKind
}

// Names resolves what players write into places. It is immutable and safe
// for concurrent use.
type Names struct {
	info    map[dip.Province]dip.ProvinceInfo
	exact   map[string]dip.Province
	entries []NameEntry // sorted by Key, then Prov
	english []NameEntry // the English names and aliases, for prefixes
	runes   [][]rune    // entries[i].Key as runes, for suggestions
	mixed   mixedScript // Chinese names written in a mix of both scripts
}

// nameGroup is a run of names of one kind for one place.
type nameGroup struct {
	texts []string
	kind  NameKind
}

// names builds the resolver for checked data; it fails if one normalised
// name would point at two places.
func (d *mapData) names() (*Names, error) {
	n := &Names{info: map[dip.Province]dip.ProvinceInfo{}, exact: map[string]dip.Province{}}
	seen := map[string]bool{}
	add := func(p dip.Province, text string, kind NameKind) error {
		k := Key(text)
		if k == "" {
			return fmt.Errorf("%w: %s: name %q has no letters", ErrBadData, p, text)
		}
		if q, ok := n.exact[k]; ok && q != p {
			return fmt.Errorf("%w: name %q belongs to both %s and %s", ErrBadData, text, q, p)
		}
		n.exact[k] = p
		if seen[k+"\x00"+text+"\x00"+string(p)] {
			return nil
		}
		seen[k+"\x00"+text+"\x00"+string(p)] = true
		n.entries = append(n.entries, NameEntry{Text: text, Key: k, Prov: p, Kind: kind})
		return nil
	}
	var zh [][2]string
	for _, pd := range d.provs {
		id := pd.info.ID
		zh = append(zh, pd.zh...)
		n.info[id] = pd.info
		steps := []nameGroup{
			{[]string{string(id)}, NameID},
			{pd.abbrs, NameAbbrev},
			{[]string{pd.info.Name}, NameEnglish},
			{pd.aliases, NameAlias},
		}
		for _, z := range pd.zh {
			steps = append(steps, nameGroup{[]string{z[0]}, NameHant}, nameGroup{[]string{z[1]}, NameHans})
		}
		for _, st := range steps {
			for _, t := range st.texts {
				if err := add(id, t, st.kind); err != nil {
					return nil, err
				}
			}
		}
	}
	sort.Slice(n.entries, func(i, j int) bool {
		a, b := n.entries[i], n.entries[j]
		if a.Key != b.Key {
			return a.Key < b.Key
		}
		if a.Prov != b.Prov {
			return a.Prov < b.Prov
		}
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		return a.Text < b.Text
	})
	for _, e := range n.entries {
		if e.Kind == NameEnglish || e.Kind == NameAlias {
			n.english = append(n.english, e)
		}
		n.runes = append(n.runes, []rune(e.Key))
	}
	n.mixed = newMixedScript(zh, n.entries)
	return n, nil
}

// All returns every accepted name, sorted by key, then place. A parser that
// scans text without spaces (Chinese orders) can match these keys.
func (n *Names) All() []NameEntry { return append([]NameEntry(nil), n.entries...) }

// Name returns the place's name in lang: "St. Petersburg", "聖彼得堡",
// "圣彼得堡". An unknown province comes back as its id.
func (n *Names) Name(p dip.Province, lang i18n.Lang) string {
	info, ok := n.info[p]
	if !ok {
		return string(p)
	}
	return i18n.Text{EN: info.Name, Hant: info.Hant, Hans: info.Hans}.In(lang)
}

// LocName is Name with the coast spelt out in lang: "Spain (north coast)",
// "西班牙（北岸）".
func (n *Names) LocName(l dip.Loc, lang i18n.Lang) string {
	name := n.Name(l.Prov, lang)
	if l.Coast == dip.NoCoast {
		return name
	}
	if lang == i18n.English {
		return name + " (" + CoastName(l.Coast, lang) + ")"
	}
	return name + "（" + CoastName(l.Coast, lang) + "）"
}

// Key is the normalised form of a name: full-width characters folded to
// ASCII, lower case, and everything but letters and digits dropped, so that
// "St. Petersburg", "st petersburg" and "ＳＴＰ" compare by their letters.
// A leading "the " is dropped ("the North Sea").
func Key(s string) string {
	s = strings.ToLower(i18n.Narrow(s))
	if rest, ok := strings.CutPrefix(strings.TrimSpace(s), "the "); ok {
		s = rest
	}
	var b strings.Builder
	for _, r := range s {
		if isNameRune(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func isNameRune(r rune) bool {
	switch {
	case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
		return true
	case r < 0x80:
		return false
	}
	return isCJK(r)
}

// isCJK covers the ideographs the Chinese names use.
func isCJK(r rune) bool {
	return (r >= 0x4E00 && r <= 0x9FFF) || (r >= 0x3400 && r <= 0x4DBF) || (r >= 0xF900 && r <= 0xFAFF)
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
