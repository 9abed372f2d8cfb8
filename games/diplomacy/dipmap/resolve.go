package dipmap

import (
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// minPrefix is the shortest prefix of an English name that Resolve accepts.
// Shorter prefixes would turn order words ("to", "S", "C") into places.
const minPrefix = 3

// Resolve turns a place as a player wrote it into a location: a name (see
// the package comment for the accepted forms), optionally followed by a
// coast ("stp/nc", "StP(nc)", "stp north coast", "聖彼得堡北岸"). A coast is
// kept only for a province that has named coasts; writing one for another
// province, or one the province lacks, is a *CoastError. A place that is
// not recognised is an *UnknownError and a prefix that fits several places
// an *AmbiguousError.
func (n *Names) Resolve(s string) (dip.Loc, error) {
	raw := strings.TrimSpace(i18n.Narrow(s))
	if name, coast, ok := splitExplicitCoast(raw); ok {
		p, err := n.province(s, name)
		if err != nil {
			return dip.Loc{}, err
		}
		return n.withCoast(s, p, coast)
	}
	p, err := n.province(s, raw)
	if err == nil {
		return dip.At(p), nil
	}
	// "stp nc", "spain north coast", "聖彼得堡北岸": a trailing coast word.
	if name, coast, ok := splitTrailingCoast(raw); ok {
		if q, err2 := n.province(s, name); err2 == nil {
			return n.withCoast(s, q, coast)
		}
	}
	return dip.Loc{}, err
}

// splitExplicitCoast splits "name/coast" and "name(coast)".
func splitExplicitCoast(s string) (name, coast string, ok bool) {
	if strings.HasSuffix(s, ")") {
		if i := strings.LastIndexByte(s, '('); i >= 0 {
			return s[:i], s[i+1 : len(s)-1], true
		}
	}
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return "", "", false
}

// splitTrailingCoast splits a coast word off the end: whole words for the
// Latin spellings, a suffix for the Chinese ones.
func splitTrailingCoast(s string) (name, coast string, ok bool) {
	words := strings.Fields(s)
	for take := 2; take >= 1; take-- {
		if len(words) > take {
			tail := strings.Join(words[len(words)-take:], " ")
			if _, isCoast := ParseCoast(tail); isCoast && isASCII(tail) {
				return strings.Join(words[:len(words)-take], " "), tail, true
			}
		}
	}
	for _, w := range sortedCoastWords {
		if !isASCII(w.Text) && strings.HasSuffix(s, w.Text) && len(s) > len(w.Text) {
			return strings.TrimSpace(s[:len(s)-len(w.Text)]), w.Text, true
		}
	}
	return "", "", false
}

// withCoast checks a written coast against the province.
func (n *Names) withCoast(input string, p dip.Province, written string) (dip.Loc, error) {
	info := n.info[p]
	valid := append([]dip.Coast(nil), info.Coasts...)
	c, ok := ParseCoast(written)
	if !ok || !hasCoast(info.Coasts, c) {
		return dip.Loc{}, &CoastError{Input: input, Prov: p, Coast: strings.TrimSpace(written), Valid: valid}
	}
	return dip.Loc{Prov: p, Coast: c}, nil
}

func hasCoast(cs []dip.Coast, c dip.Coast) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// province resolves a name without a coast: an exact name first, then an
// English prefix of at least minPrefix letters, then suggestions.
func (n *Names) province(input, name string) (dip.Province, error) {
	k := Key(name)
	if k == "" {
		return "", &UnknownError{Input: input}
	}
	if p, ok := n.exact[k]; ok {
		return p, nil
	}
	if isASCII(k) && len(k) >= minPrefix {
		var found []dip.Province
		for _, e := range n.english {
			if strings.HasPrefix(e.Key, k) && !containsProv(found, e.Prov) {
				found = append(found, e.Prov)
			}
		}
		sort.Slice(found, func(i, j int) bool { return found[i] < found[j] })
		switch len(found) {
		case 1:
			return found[0], nil
		case 0:
		default:
			return "", &AmbiguousError{Input: input, Candidates: found}
		}
	}
	if p, ok := n.mixed.province(k); ok {
		return p, nil // 罗馬: half in each script, and only Rome reads so
	}
	return "", &UnknownError{Input: input, Suggestions: n.suggest(k)}
}
