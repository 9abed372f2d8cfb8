package render

import (
	"embed"
	"fmt"

	"adjutant/games/diplomacy/dip"
	"adjutant/games/kit/shipped"
	"adjutant/templates/i18n"
)

// files holds the words of reports and views (names.toml): the names of
// the powers, outcomes, seasons, phases and unit types, and the headings
// and short phrases of a report.
//
//go:embed names.toml
var files embed.FS

// words are the names in files, read once.
var words = shipped.NamesIn(files)

// word is the text under key in table of names.toml. The engine's test
// TestEveryWordIsNamed checks that each word the Go asks for is there,
// and that every value of the enums has its name.
func word(table, key string) i18n.Text { return words().Of(table, key) }

// OutcomeName is what became of an order, in every language.
func OutcomeName(o dip.Outcome) i18n.Text { return word("outcome", o.String()) }

// PhaseName is "Spring 1901, Movement" / "1901年春季 行動期".
func PhaseName(p dip.Phase) i18n.Text {
	season, kind := word("season", p.Season.String()), word("phase", p.Kind.String())
	return i18n.Text{
		EN:   fmt.Sprintf("%s %d, %s", season.EN, p.Year, kind.EN),
		Hant: fmt.Sprintf("%d年%s %s", p.Year, season.Hant, kind.Hant),
		Hans: fmt.Sprintf("%d年%s %s", p.Year, season.Hans, kind.Hans),
	}
}

// PhaseTitle is the phase with its code, the heading of a report and of
// a view: "Spring 1901, Movement (S1901M)", the brackets full width after
// Chinese words.
func PhaseTitle(p dip.Phase) i18n.Text {
	return i18n.T("%s (%s)", "%s（%s）", "%s（%s）", PhaseName(p), p.Short())
}

// clauseSep joins two parts of a sentence: ", " in English, "," in Chinese.
func clauseSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return ", "
	}
	return "，"
}

// noteSep joins notes in a table row: "; " in English, "；" in Chinese.
func noteSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return "; "
	}
	return "；"
}

// listSep joins names: ", " in English, "、" in Chinese.
func listSep(lang i18n.Lang) string {
	if lang == i18n.English {
		return ", "
	}
	return "、"
}
