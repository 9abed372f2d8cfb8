package dipmap

import (
	"sort"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// CoastWord is one way of writing a coast.
type CoastWord struct {
	Text  string // as a player writes it: "nc", "north coast", "北岸"
	Key   string // normalised (see Key)
	Coast dip.Coast
}

// coastWords lists every accepted spelling. The Chinese words are the ones
// the rulebook's translation uses for a side of a province (北岸, 南岸,
// 東岸) and the longer 海岸 forms; 北 and 南 alone are refused because 北 is
// also the first character of 北海 and 北非.
var coastWords = []struct {
	text  string
	coast dip.Coast
}{
	{"nc", dip.NorthCoast}, {"n", dip.NorthCoast}, {"north", dip.NorthCoast},
	{"north coast", dip.NorthCoast}, {"northern coast", dip.NorthCoast},
	{"北岸", dip.NorthCoast}, {"北海岸", dip.NorthCoast},
	{"sc", dip.SouthCoast}, {"s", dip.SouthCoast}, {"south", dip.SouthCoast},
	{"south coast", dip.SouthCoast}, {"southern coast", dip.SouthCoast},
	{"南岸", dip.SouthCoast}, {"南海岸", dip.SouthCoast},
	{"ec", dip.EastCoast}, {"e", dip.EastCoast}, {"east", dip.EastCoast},
	{"east coast", dip.EastCoast}, {"eastern coast", dip.EastCoast},
	{"東岸", dip.EastCoast}, {"东岸", dip.EastCoast}, {"東海岸", dip.EastCoast}, {"东海岸", dip.EastCoast},
}

// sortedCoastWords is coastWords with keys, longest key first. It is
// computed once and never changed.
var sortedCoastWords = buildCoastWords()

// CoastWords returns every accepted way of writing a coast, longest key
// first, so that a scanner trying them in order finds "北海岸" before "北岸".
func CoastWords() []CoastWord { return append([]CoastWord(nil), sortedCoastWords...) }

func buildCoastWords() []CoastWord {
	out := make([]CoastWord, len(coastWords))
	for i, w := range coastWords {
		out[i] = CoastWord{Text: w.text, Key: Key(w.text), Coast: w.coast}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if len(out[i].Key) != len(out[j].Key) {
			return len(out[i].Key) > len(out[j].Key)
		}
		return out[i].Key < out[j].Key
	})
	return out
}

// ParseCoast reads a coast written alone: "nc", "(nc)", "North Coast",
// "n.c.", "北岸".
func ParseCoast(s string) (dip.Coast, bool) {
	k := Key(s)
	for _, w := range sortedCoastWords {
		if w.Key == k {
			return w.Coast, true
		}
	}
	return dip.NoCoast, false
}

// CoastName spells a coast out in lang: "north coast", "北岸".
func CoastName(c dip.Coast, lang i18n.Lang) string {
	var t i18n.Text
	switch c {
	case dip.NorthCoast:
		t = i18n.Text{EN: "north coast", Hant: "北岸", Hans: "北岸"}
	case dip.SouthCoast:
		t = i18n.Text{EN: "south coast", Hant: "南岸", Hans: "南岸"}
	case dip.EastCoast:
		t = i18n.Text{EN: "east coast", Hant: "東岸", Hans: "东岸"}
	default:
		return string(c)
	}
	return t.In(lang)
}
