package i18n

import "fmt"

// Lang is a language a player can read reports and replies in.
type Lang string

// The languages the judge speaks. Chinese is offered in both scripts because
// the rulebook's province names differ between them.
const (
	English            Lang = "en"
	TraditionalChinese Lang = "zh-Hant"
	SimplifiedChinese  Lang = "zh-Hans"
)

// Langs lists every supported language in a fixed order.
func Langs() []Lang { return []Lang{English, TraditionalChinese, SimplifiedChinese} }

// ParseLang accepts the tags players are likely to write.
func ParseLang(s string) (Lang, error) {
	switch normaliseTag(s) {
	case "en", "english", "en-gb", "en-us":
		return English, nil
	case "zh-hant", "zh-tw", "zh-hk", "hant", "traditional", "繁體", "繁体", "繁體中文", "繁体中文":
		return TraditionalChinese, nil
	case "zh-hans", "zh-cn", "zh", "hans", "simplified", "简体", "簡體", "简体中文", "簡體中文", "中文":
		return SimplifiedChinese, nil
	}
	return "", fmt.Errorf("unknown language %q: use en, zh-Hant or zh-Hans", s)
}

func normaliseTag(s string) string {
	b := make([]rune, 0, len(s))
	for _, r := range s {
		switch {
		case r >= 'A' && r <= 'Z':
			r += 'a' - 'A'
		case r == '_':
			r = '-'
		}
		b = append(b, r)
	}
	return string(b)
}

// Text is one message in every supported language. An engine builds it from
// its own data, so the judge can render the same fact for each reader.
type Text struct {
	EN   string
	Hant string
	Hans string
}

// In returns the text in lang, falling back to English where a translation is
// missing so that a reader never gets an empty line.
func (t Text) In(lang Lang) string {
	switch lang {
	case TraditionalChinese:
		if t.Hant != "" {
			return t.Hant
		}
	case SimplifiedChinese:
		if t.Hans != "" {
			return t.Hans
		}
		if t.Hant != "" {
			return t.Hant
		}
	}
	return t.EN
}
