package diplomacy

import (
	"fmt"
	"strings"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
	"adjutant/games/diplomacy/render"
	"adjutant/templates/i18n"
)

// word is the text under key in table of names.toml: a phrase of the
// replies and views, an edit's refusal, a placement fault. The test
// TestEveryWordIsNamed checks that each word the Go asks for is there.
func word(table, key string) i18n.Text { return words().Of(table, key) }

func fmtText(t i18n.Text, args ...any) i18n.Text {
	return i18n.Text{EN: fmt.Sprintf(t.EN, args...), Hant: fmt.Sprintf(t.Hant, args...), Hans: fmt.Sprintf(t.Hans, args...)}
}

// fillText puts arg, in each language, into the %s of t in that language.
func fillText(t, arg i18n.Text) i18n.Text {
	return i18n.Text{EN: fmt.Sprintf(t.EN, arg.EN), Hant: fmt.Sprintf(t.Hant, arg.In(i18n.TraditionalChinese)),
		Hans: fmt.Sprintf(t.Hans, arg.In(i18n.SimplifiedChinese))}
}

// placeText names a province as orders are echoed: "StP" in English, the
// rulebook's name in Chinese.
func placeText(names *dipmap.Names, p dip.Province, lang i18n.Lang) string {
	if lang == i18n.English {
		return render.Abbrev(p)
	}
	return names.Name(p, lang)
}

func listJoin(items []string, lang i18n.Lang) string {
	if lang == i18n.English {
		return strings.Join(items, ", ")
	}
	return strings.Join(items, "、")
}

// heading writes a section heading underlined, as render's reports do.
func heading(b *strings.Builder, title string) {
	b.WriteString("\n" + title + "\n")
	b.WriteString(strings.Repeat("-", displayWidth(title)) + "\n")
}

// displayWidth counts columns in a fixed-width font: Han characters and
// full-width punctuation take two.
func displayWidth(s string) int {
	w := 0
	for _, r := range s {
		if r >= 0x1100 && (r <= 0x115f || (r >= 0x2e80 && r <= 0xa4cf) || (r >= 0xac00 && r <= 0xd7a3) ||
			(r >= 0xf900 && r <= 0xfaff) || (r >= 0xfe30 && r <= 0xfe4f) || (r >= 0xff00 && r <= 0xff60) || (r >= 0xffe0 && r <= 0xffe6)) {
			w += 2
		} else {
			w++
		}
	}
	return w
}
