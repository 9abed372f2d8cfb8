package diplomacy

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"adjutant/games"
	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/variant"
	"adjutant/templates/i18n"
)

// Option keys and values, as written in CREATE ("rules=datc end=timed
// endyear=1910"); about.toml declares them with their summaries and
// defaults, and parseSettings reads them.
const (
	OptRules    = "rules"
	OptEnd      = "end"
	OptEndYear  = "endyear"
	OptDisorder = "disorder"
	OptText     = "text"

	RulesRulebook = "rulebook"
	RulesDATC     = "datc"

	EndVictory = "victory"
	EndTimed   = "timed"
	EndLot     = "lot"

	// Civil-disorder removals (4.3.3) measure distance to the centres the
	// power owns (this rulebook) or to its home centres (1971, 2000 rules).
	DisorderOwned = "owned"
	DisorderHome  = "home"

	// Where the Chinese text departs from the publisher's English rules
	// (the six- and five-player games' first years, the 1914 game's
	// 24 centres), the publisher's reading or the translation's.
	TextOriginal    = "original"
	TextTranslation = "translation"
)

// maxGameYears bounds an agreed end year: no game runs two centuries, and a
// typo such as 19100 should be refused rather than accepted silently.
const maxGameYears = 200

// settings are a game's options, read and checked.
type settings struct {
	Rules    string // RulesRulebook or RulesDATC
	Disorder string // DisorderOwned or DisorderHome
	End      string // EndVictory, EndTimed or EndLot
	EndYear  int    // 0 under EndVictory
	Text     string // TextOriginal or TextTranslation
}

// apply returns v as the game plays it: the translation's reading where
// the players chose it.
func (s settings) apply(v variant.Variant) variant.Variant {
	if s.Text == TextTranslation {
		return v.AsTranslated()
	}
	return v
}

// parseSettings checks the CREATE options against variant v. The judge has
// already checked listed values, but New is the only place that knows what an
// end year must be, and a stored game must never hold a value Resolve cannot
// use, so every key is checked here again.
func parseSettings(v variant.Variant, opts map[string]string) (settings, error) {
	s := settings{Rules: RulesRulebook, End: EndVictory, Disorder: DisorderOwned, Text: TextOriginal}
	keys := make([]string, 0, len(opts))
	for k := range opts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		switch k {
		case OptRules, OptEnd, OptEndYear, OptDisorder, OptText:
		default:
			return s, refuse(i18n.T("unknown option %q (known: rules, end, endyear, disorder, text)", "沒有「%s」這個選項（可用：rules、end、endyear、disorder、text）", "没有“%s”这个选项（可用：rules、end、endyear、disorder、text）", k))
		}
	}
	if x := strings.ToLower(strings.TrimSpace(opts[OptText])); x != "" {
		if x != TextOriginal && x != TextTranslation {
			return s, refuse(i18n.T("text=%s: use original or translation", "text=%s：請用 original 或 translation", "text=%s：请用 original 或 translation", opts[OptText]))
		}
		s.Text = x
	}
	v = s.apply(v)
	if d := strings.ToLower(strings.TrimSpace(opts[OptDisorder])); d != "" {
		if d != DisorderOwned && d != DisorderHome {
			return s, refuse(i18n.T("disorder=%s: use owned or home", "disorder=%s：請用 owned 或 home", "disorder=%s：请用 owned 或 home", opts[OptDisorder]))
		}
		s.Disorder = d
	}
	if r := strings.ToLower(strings.TrimSpace(opts[OptRules])); r != "" {
		if r != RulesRulebook && r != RulesDATC {
			return s, refuse(i18n.T("rules=%s: use rulebook or datc", "rules=%s：請用 rulebook 或 datc", "rules=%s：请用 rulebook 或 datc", opts[OptRules]))
		}
		s.Rules = r
	}
	if e := strings.ToLower(strings.TrimSpace(opts[OptEnd])); e != "" {
		if e != EndVictory && e != EndTimed && e != EndLot {
			return s, refuse(i18n.T("end=%s: use victory, timed or lot", "end=%s：請用 victory、timed 或 lot", "end=%s：请用 victory、timed 或 lot", opts[OptEnd]))
		}
		s.End = e
	}
	y := strings.TrimSpace(opts[OptEndYear])
	switch {
	case s.End == EndVictory && y != "":
		return s, refuse(i18n.T("endyear=%s applies only with end=timed or end=lot", "endyear=%s 只適用於 end=timed 或 end=lot", "endyear=%s 只适用于 end=timed 或 end=lot", y))
	case s.End == EndVictory:
		return s, nil
	case y == "":
		return s, refuse(i18n.T("end=%s needs endyear, the last year to be played (for example endyear=%d)", "end=%s 需要 endyear，即最後一個要下的年份（例如 endyear=%d）", "end=%s 需要 endyear，即最后一个要下的年份（例如 endyear=%d）", s.End, v.StartYear+9))
	}
	n, err := strconv.Atoi(y)
	if err != nil {
		return s, refuse(i18n.T("endyear=%s is not a year", "endyear=%s 不是年份", "endyear=%s 不是年份", y))
	}
	if n < v.StartYear || n >= v.StartYear+maxGameYears {
		return s, refuse(i18n.T("endyear=%d: the %s game starts in %d, so the end year must be from %d to %d",
			"endyear=%d：%s 由 %d 年開始，結束年份須在 %d 至 %d 之間", "endyear=%d：%s 由 %d 年开始，结束年份须在 %d 至 %d 之间",
			n, v.Name, v.StartYear, v.StartYear, v.StartYear+maxGameYears-1))
	}
	s.EndYear = n
	return s, nil
}

func (s settings) adjudication() *adjudicate.Options {
	o := &adjudicate.Options{Rules: adjudicate.Rulebook, DisorderToHome: s.Disorder == DisorderHome}
	if s.Rules == RulesDATC {
		o.Rules = adjudicate.DATC
	}
	return o
}

func (s settings) endRule() variant.EndRule {
	switch s.End {
	case EndTimed:
		return variant.EndRule{Kind: variant.Timed, EndYear: s.EndYear}
	case EndLot:
		return variant.EndRule{Kind: variant.Lot, EndYear: s.EndYear}
	}
	return variant.EndRule{Kind: variant.Victory}
}

// refuse is an option problem the player reads; it wraps ErrOption so
// callers that test for it still can.
func refuse(msg i18n.Text) error {
	return fmt.Errorf("%w: %w", ErrOption, &games.Refusal{Message: msg})
}
