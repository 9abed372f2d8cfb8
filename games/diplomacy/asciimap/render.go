package asciimap

import (
	"sort"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/templates/i18n"
)

// Options changes how Render draws. A nil *Options means the defaults.
type Options struct {
	// Lang is the language of the legend and the lists below the map; the
	// art itself is language-neutral. Empty means English.
	Lang i18n.Lang
	// NoLegend leaves out the legend and the centre count; dislodged
	// units are still listed, since the map alone cannot show them all.
	NoLegend bool
}

// Render draws pos on the map m: every province in its place with its unit
// and supply-centre owner, then the legend, the centre count per power and
// the dislodged units. Every line is at most MaxWidth columns wide and ends
// without trailing spaces; the result ends with a newline.
func Render(m *dip.Map, pos dip.Position, opts *Options) string {
	if opts == nil {
		opts = &Options{}
	}
	var b strings.Builder
	a := europe()
	for _, line := range a.lines {
		var l strings.Builder
		for _, s := range line {
			if s.prov == "" {
				l.WriteString(s.text)
				continue
			}
			text := slotText(m, pos, s.prov)
			if len(text) > s.width {
				text = text[:s.width]
			}
			l.WriteString(text)
			l.WriteString(strings.Repeat(" ", s.width-len(text)))
		}
		b.WriteString(strings.TrimRight(l.String(), " "))
		b.WriteByte('\n')
	}
	lang := opts.Lang
	if lang == "" {
		lang = i18n.English
	}
	if !opts.NoLegend {
		b.WriteByte('\n')
		for _, line := range legend(a, lang) {
			b.WriteString(line)
			b.WriteByte('\n')
		}
		b.WriteString(centreCount(m, pos, lang))
		b.WriteByte('\n')
	}
	for _, line := range dislodgedLines(pos, lang) {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// slotText is what a slot shows for one province (see the package comment).
func slotText(m *dip.Map, pos dip.Position, p dip.Province) string {
	var b strings.Builder
	b.WriteString(Abbrev(p))
	u, hasUnit := pos.Units[p]
	if hasUnit && u.At.Coast != dip.NoCoast {
		b.WriteString("/" + string(u.At.Coast))
	}
	if _, out := pos.Dislodged[p]; out {
		b.WriteByte('!')
	} else {
		b.WriteByte(' ')
	}
	if hasUnit {
		b.WriteString(unitText(u))
	} else {
		b.WriteString("   ")
	}
	if info := m.Province(p); info != nil && info.SupplyCenter {
		b.WriteByte('*')
		if owner, ok := pos.Owners[p]; ok && owner != "" {
			b.WriteString(owner.Initial())
		}
	}
	return strings.TrimRight(b.String(), " ")
}

// unitText is "A.E": the unit's letter, a dot, the owner's initial.
func unitText(u dip.Unit) string { return u.Type.Letter() + "." + u.Power.Initial() }

// Abbrev is how the map writes a province: its id with a capital, "Lon".
func Abbrev(p dip.Province) string {
	if p == "" {
		return ""
	}
	return strings.ToUpper(string(p[:1])) + string(p[1:])
}

// slotWidthNeeded is the widest text slotText can produce for p on m.
func slotWidthNeeded(m *dip.Map, p dip.Province) int {
	info := m.Province(p)
	w := len(p) + 1 + 3 // name, separator, unit
	if info != nil && info.Split() {
		w += 3 // "/sc"
	}
	if info != nil && info.SupplyCenter {
		w += 2 // "*E"
	}
	return w
}

// dislodgedLines lists the dislodged units, by province.
func dislodgedLines(pos dip.Position, lang i18n.Lang) []string {
	if len(pos.Dislodged) == 0 {
		return nil
	}
	provs := make([]dip.Province, 0, len(pos.Dislodged))
	for p := range pos.Dislodged {
		provs = append(provs, p)
	}
	sort.Slice(provs, func(i, j int) bool { return provs[i] < provs[j] })
	out := []string{phrase(lang, phDislodged)}
	for _, p := range provs {
		d := pos.Dislodged[p]
		line := "  " + unitText(d.Unit) + " " + Abbrev(d.Unit.At.Prov)
		if d.Unit.At.Coast != dip.NoCoast {
			line += "/" + string(d.Unit.At.Coast)
		}
		if d.AttackerFrom != "" {
			if lang == i18n.English {
				line += " "
			}
			line += strings.Replace(phrase(lang, phAttackerFrom), "%s", Abbrev(d.AttackerFrom), 1)
		}
		out = append(out, line)
	}
	return out
}

// centreCount is one line: how many centres each power owns, and how many
// are neutral.
func centreCount(m *dip.Map, pos dip.Position, lang i18n.Lang) string {
	count := map[dip.Power]int{}
	neutral := 0
	for _, p := range m.Provinces() {
		if !m.Province(p).SupplyCenter {
			continue
		}
		if owner := pos.Owners[p]; owner != "" {
			count[owner]++
		} else {
			neutral++
		}
	}
	var b strings.Builder
	b.WriteString(phrase(lang, phCentres))
	for i, pw := range dip.AllPowers() {
		if i > 0 || lang == i18n.English {
			b.WriteString(" ") // Chinese sets nothing after its full-width colon
		}
		b.WriteString(pw.Initial() + " " + itoa(count[pw]))
	}
	b.WriteString(i18n.Tr(lang, ", ", "，", "，") + strings.Replace(phrase(lang, phNeutral), "%d", itoa(neutral), 1))
	return b.String()
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var d []byte
	for ; n > 0; n /= 10 {
		d = append([]byte{byte('0' + n%10)}, d...)
	}
	return string(d)
}
