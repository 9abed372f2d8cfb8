package example

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

func TestParseOrderReadsEnglishAndChinese(t *testing.T) {
	for in, want := range map[string]string{
		"SECRET 37":         "SECRET 37",
		"secret ０３７":        "SECRET 37",
		"秘密 37":             "SECRET 37",
		"guess 50":          "GUESS 50",
		"猜　50":              "GUESS 50", // an ideographic space
		"higher":            "HIGHER",
		"低":                 "LOWER",
		"answer truthfully": "ANSWER TRUTHFULLY",
		"回答 據實":             "ANSWER TRUTHFULLY",
		"回答 据实":             "ANSWER TRUTHFULLY",
		"Answer 50 h":       "ANSWER 50 HIGHER",
		"回答 50 低":           "ANSWER 50 LOWER",
		"ANSWER ASK":        "ANSWER ASK",
		"回答 询问":             "ANSWER ASK",
	} {
		o, why := ParseOrder(in)
		if why != nil || o.String() != want {
			t.Errorf("%q = %q (%v), want %q", in, o.String(), why, want)
		}
	}
	for _, in := range []string{"", "GUESS", "GUESS fifty", "GUESS -3", "GUESS 12345", "SECRET 3 4", "ANSWER 5", "ANSWER TRUTHFULLY NOW", "HIGHER 5", "PASS"} {
		if o, why := ParseOrder(in); why == nil || why.Hant == "" || why.Hans == "" {
			t.Errorf("%q parsed as %q, want a problem in every language", in, o)
		}
	}
}

func TestSubmitEchoesEachLineAndSaysWhatIsMissing(t *testing.T) {
	g := duel(30, 60)
	res := g.Submit("East", lines("answer truthfully", "GUESS 500", "guess 40", "GUESS 41"), i18n.English)
	if len(res.Echo) != 4 || res.Echo[0].Understood != "ANSWER TRUTHFULLY" || res.Echo[1].Problem == nil || res.Echo[2].Understood != "GUESS 40" {
		t.Fatalf("echo %+v", res.Echo)
	}
	if p := res.Echo[3].Problem; p == nil || p.Line != 5 || !strings.Contains(p.Message.EN, "only one GUESS n") {
		t.Fatalf("a second guess: %+v", p)
	}
	if res.Complete || res.Summary != "ANSWER TRUTHFULLY; GUESS 40" {
		t.Fatalf("complete %v, summary %q: a mail with a refused line is not complete", res.Complete, res.Summary)
	}
	res = g.Submit("East", lines("ANSWER 5 LOWER"), i18n.TraditionalChinese)
	if res.Complete || res.Summary != "ANSWER 5 LOWER；未寫 GUESS n：不猜：失去這一回合" {
		t.Fatalf("without a guess: complete %v, summary %q", res.Complete, res.Summary)
	}
	if res := g.Submit("West", lines("ANSWER ASK"), i18n.English); len(res.Problems) != 1 {
		t.Fatalf("West is not asked, yet its lines were taken: %+v", res)
	}
}
