package render

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// writeCentres writes the supply-centre table of pos: centres and units per
// power, the builds or removals due when pos is an adjustment phase, and
// the centres each power gained or lost since prev.
func writeCentres(b *strings.Builder, m *dip.Map, names *dipmap.Names, pos, prev dip.Position, lang i18n.Lang) {
	section(b, word("heading", "centres").In(lang))
	centres := map[dip.Power]int{}
	neutral := 0
	gains := map[dip.Power][]dip.Province{}
	losses := map[dip.Power][]dip.Province{}
	for _, p := range m.Provinces() { // sorted, so the lists below are too
		if !m.Province(p).SupplyCenter {
			continue
		}
		now, before := pos.Owners[p], prev.Owners[p]
		if now == "" {
			neutral++
		} else {
			centres[now]++
		}
		if now != before {
			if now != "" {
				gains[now] = append(gains[now], p)
			}
			if before != "" {
				losses[before] = append(losses[before], p)
			}
		}
	}
	units := map[dip.Power]int{}
	for _, u := range pos.Units {
		units[u.Power]++
	}
	var due map[dip.Power]int
	if pos.Phase.Kind == dip.AdjustmentPhase {
		due = adjudicate.AdjustmentsDue(m, pos)
	}
	powers := powersIn(pos)
	nameCol := width(word("report", "power").In(lang))
	for _, p := range powers {
		nameCol = max(nameCol, width(PowerName(p).In(lang)))
	}
	nameCol = max(nameCol, width(word("report", "neutral").In(lang)))
	numCol := max(width(word("report", "centres").In(lang)), width(word("report", "units").In(lang)), 3)
	head := "  " + padRight(word("report", "power").In(lang), nameCol) + "  " + padLeft(word("report", "centres").In(lang), numCol) + "  " + padLeft(word("report", "units").In(lang), numCol)
	b.WriteString(strings.TrimRight(head, " ") + "\n")
	for _, p := range powers {
		line := "  " + padRight(PowerName(p).In(lang), nameCol) + "  " + padLeft(strconv.Itoa(centres[p]), numCol) + "  " + padLeft(strconv.Itoa(units[p]), numCol)
		var notes []string
		if due != nil {
			switch n := due[p]; {
			case n > 0:
				notes = append(notes, fmt.Sprintf(word("report", "build").In(lang), n))
			case n < 0:
				notes = append(notes, fmt.Sprintf(word("report", "remove").In(lang), -n))
			}
		}
		if len(gains[p]) > 0 {
			notes = append(notes, fmt.Sprintf(word("report", "gains").In(lang), placeList(names, gains[p], lang)))
		}
		if len(losses[p]) > 0 {
			notes = append(notes, fmt.Sprintf(word("report", "losses").In(lang), placeList(names, losses[p], lang)))
		}
		if len(notes) > 0 {
			line += "  " + strings.Join(notes, noteSep(lang))
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	b.WriteString("  " + padRight(word("report", "neutral").In(lang), nameCol) + "  " + padLeft(strconv.Itoa(neutral), numCol) + "\n")
}

func placeList(names *dipmap.Names, ps []dip.Province, lang i18n.Lang) string {
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = place(names, p, lang)
	}
	return strings.Join(s, listSep(lang))
}

// writePosition writes pos in DATC notation, which reads the same in every
// language: "England: F nth", one unit a line, by power then province; then
// the dislodged units of a retreat phase, and the centres each power owns.
func writePosition(b *strings.Builder, pos dip.Position, lang i18n.Lang) {
	section(b, fmt.Sprintf(word("heading", "position").In(lang), PhaseName(pos.Phase).In(lang)))
	for _, u := range sortedUnits(pos.Units) {
		b.WriteString(string(u.Power) + ": " + u.Type.Letter() + " " + u.At.String() + "\n")
	}
	if len(pos.Dislodged) > 0 {
		section(b, fmt.Sprintf(word("heading", "dislodged-at").In(lang), PhaseName(pos.Phase).In(lang)))
		ds := make(map[dip.Province]dip.Unit, len(pos.Dislodged))
		for p, d := range pos.Dislodged {
			ds[p] = d.Unit
		}
		for _, u := range sortedUnits(ds) {
			b.WriteString(string(u.Power) + ": " + u.Type.Letter() + " " + u.At.String() + "\n")
		}
	}
	owned := map[dip.Power][]string{}
	for p, pw := range pos.Owners {
		if pw != "" {
			owned[pw] = append(owned[pw], string(p))
		}
	}
	if len(owned) == 0 {
		return
	}
	section(b, word("heading", "owners").In(lang))
	powers := make([]dip.Power, 0, len(owned))
	for pw := range owned {
		powers = append(powers, pw)
	}
	sort.Slice(powers, func(i, j int) bool { return powers[i] < powers[j] })
	for _, pw := range powers {
		sort.Strings(owned[pw])
		b.WriteString(string(pw) + ": " + strings.Join(owned[pw], " ") + "\n")
	}
}

// sortedUnits orders units by power, then place.
func sortedUnits(units map[dip.Province]dip.Unit) []dip.Unit {
	out := make([]dip.Unit, 0, len(units))
	for _, u := range units {
		out = append(out, u)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Power != out[j].Power {
			return out[i].Power < out[j].Power
		}
		return out[i].At.String() < out[j].At.String()
	})
	return out
}
