package render

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games/diplomacy/asciimap"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/templates/i18n"
)

// Options changes what a report shows. A nil *Options means the defaults:
// everything, the map included.
type Options struct {
	// NoMap leaves out the ASCII map, for players who asked for short
	// reports or read mail on a narrow screen.
	NoMap bool
}

// Report writes the report of one adjudicated phase in lang: every order
// with its outcome, the dislodged units and where they may go, the
// provinces left empty by standoffs, the supply-centre table (with the
// builds and removals due when an adjustment phase follows, and the
// centres that changed hands since prev), the position for the next phase
// in DATC notation, and the map. prev is the position the phase started
// from; it supplies unit types the orders left out and the centres' former
// owners.
func Report(m *dip.Map, names *dipmap.Names, res dip.Result, prev dip.Position, lang i18n.Lang, opts *Options) string {
	if opts == nil {
		opts = &Options{}
	}
	var b strings.Builder
	title := PhaseTitle(res.Phase).In(lang)
	b.WriteString(title + "\n")
	b.WriteString(strings.Repeat("=", width(title)) + "\n")
	writeOrders(&b, names, res, prev, lang)
	writeRetreats(&b, names, res, lang)
	writeStandoffs(&b, names, res, lang)
	writeCentres(&b, m, names, res.Next, prev, lang)
	writePosition(&b, res.Next, lang)
	if !opts.NoMap {
		section(&b, word("heading", "map").In(lang))
		b.WriteString(asciimap.Render(m, res.Next, &asciimap.Options{Lang: lang}))
	}
	return b.String()
}

// section starts a part of the report with a blank line and a heading.
func section(b *strings.Builder, heading string) {
	b.WriteString("\n" + heading + "\n")
	b.WriteString(strings.Repeat("-", width(heading)) + "\n")
}

// UnitText is a unit as a report names it: "F StP/sc" or "艦隊 聖彼得堡（南岸）".
func UnitText(names *dipmap.Names, u dip.Unit, lang i18n.Lang) string {
	if lang == i18n.English {
		return u.Type.Letter() + " " + LocAbbrev(u.At)
	}
	return UnitName(u.Type).In(lang) + " " + names.LocName(u.At, lang)
}

// place is a province as a report names it: "Bur" or "布根第".
func place(names *dipmap.Names, p dip.Province, lang i18n.Lang) string {
	if lang == i18n.English {
		return Abbrev(p)
	}
	return names.Name(p, lang)
}

func powerLabel(p dip.Power, lang i18n.Lang) string {
	if lang == i18n.English {
		return PowerName(p).In(lang) + ":"
	}
	return PowerName(p).In(lang) + "："
}

func writeOrders(b *strings.Builder, names *dipmap.Names, res dip.Result, prev dip.Position, lang i18n.Lang) {
	section(b, word("heading", "orders").In(lang))
	rs := append([]dip.Resolution(nil), res.Resolutions...)
	sort.SliceStable(rs, func(i, j int) bool {
		if rs[i].Order.Power != rs[j].Order.Power {
			return rs[i].Order.Power < rs[j].Order.Power
		}
		return rs[i].Order.At.String() < rs[j].Order.At.String()
	})
	if len(rs) == 0 {
		b.WriteString("  " + word("report", "no-orders").In(lang) + "\n")
		return
	}
	texts := make([]string, len(rs))
	col := 0
	for i, r := range rs {
		texts[i] = FormatOrder(names, withType(r.Order, prev), lang)
		col = max(col, width(texts[i]))
	}
	var last dip.Power = "\x00"
	for i, r := range rs {
		if p := r.Order.Power; p != last {
			label := powerLabel(p, lang)
			if prev.Disorder[p] {
				label += " " + word("report", "disorder").In(lang)
			}
			b.WriteString(label + "\n")
			last = p
		}
		outcome := OutcomeName(r.Outcome).In(lang)
		switch {
		case r.Dislodged && r.Outcome == dip.Succeeded && r.Order.Kind == dip.Hold:
			// A unit told to hold that was driven out did not hold:
			// "succeeded, dislodged" would say both.
			outcome = word("report", "dislodged").In(lang)
		case r.Dislodged:
			outcome += clauseSep(lang) + word("report", "dislodged").In(lang)
		}
		line := "  " + padRight(texts[i], col) + "  " + outcome
		if r.Default {
			if lang == i18n.English {
				line += " "
			}
			line += word("report", "default").In(lang)
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
}

// withType fills in the unit type the player left out, from the position
// the orders were given in, so that the report names every unit fully.
func withType(o dip.Order, prev dip.Position) dip.Order {
	if o.Type == dip.NoUnit && o.Kind != dip.Waive {
		if u, ok := prev.Units[o.At.Prov]; ok {
			o.Type = u.Type
		} else if d, ok := prev.Dislodged[o.At.Prov]; ok {
			o.Type = d.Unit.Type
		}
	}
	if o.OtherType == dip.NoUnit && !o.Other.IsZero() {
		if u, ok := prev.Units[o.Other.Prov]; ok {
			o.OtherType = u.Type
		}
	}
	return o
}

func writeRetreats(b *strings.Builder, names *dipmap.Names, res dip.Result, lang i18n.Lang) {
	if len(res.Retreats) == 0 {
		return
	}
	section(b, word("heading", "dislodged").In(lang))
	rs := append([]dip.RetreatOptions(nil), res.Retreats...)
	sort.Slice(rs, func(i, j int) bool { return rs[i].Unit.At.Prov < rs[j].Unit.At.Prov })
	for _, r := range rs {
		line := "  " + powerLabel(r.Unit.Power, lang)
		if lang == i18n.English {
			line += " "
		}
		line += UnitText(names, r.Unit, lang)
		if r.AttackerFrom != "" {
			open, shut := " (", ")"
			if lang != i18n.English {
				open, shut = "（", "）"
			}
			line += open + fmt.Sprintf(word("report", "attacked").In(lang), place(names, r.AttackerFrom, lang)) + shut
		}
		line += clauseSep(lang)
		if len(r.Options) == 0 {
			line += word("report", "must-disband").In(lang)
		} else {
			opts := make([]string, len(r.Options))
			for i, l := range r.Options {
				if lang == i18n.English {
					opts[i] = LocAbbrev(l)
				} else {
					opts[i] = names.LocName(l, lang)
				}
			}
			line += fmt.Sprintf(word("report", "retreat-to").In(lang), strings.Join(opts, listSep(lang)))
		}
		b.WriteString(i18n.Wrap(line, i18n.ProseWidth) + "\n")
	}
}

func writeStandoffs(b *strings.Builder, names *dipmap.Names, res dip.Result, lang i18n.Lang) {
	if len(res.Standoffs) == 0 {
		return
	}
	ps := append([]dip.Province(nil), res.Standoffs...)
	sort.Slice(ps, func(i, j int) bool { return ps[i] < ps[j] })
	s := make([]string, len(ps))
	for i, p := range ps {
		s[i] = place(names, p, lang)
	}
	section(b, word("heading", "standoffs").In(lang))
	b.WriteString(i18n.Wrap("  "+strings.Join(s, listSep(lang)), i18n.ProseWidth) + "\n")
}

// powersIn lists the powers a report's tables show: the seven, less those
// nobody plays, plus any other power (a variant's) found on the board.
func powersIn(pos dip.Position) []dip.Power {
	seen := map[dip.Power]bool{}
	var out []dip.Power
	add := func(p dip.Power) {
		if p != "" && !seen[p] && !pos.Absent[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	for _, p := range dip.AllPowers() {
		add(p)
	}
	for _, u := range pos.Units {
		add(u.Power)
	}
	for _, p := range pos.Owners {
		add(p)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}
