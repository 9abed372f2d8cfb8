package judge

import (
	"strings"
	"testing"
)

// A player who writes the everyday Chinese words for Marengo's orders is
// read as one who writes the rulebook's (進場 for 登場), by mail; a Chinese
// word that is no plan word is answered with the order it most likely
// means, in English and Chinese (in the script of the reply), as an English
// slip is.
func TestMarengoChineseSynonymsAndSuggestionsByMail(t *testing.T) {
	tj := newMarengoJudge(t)
	r := tj.send(t, "aus@example.org", "SIGNON Amg apw\n進場 A01\n进场 A02\n入場 A03\n浮橋 A04")
	body := strings.Join(strings.Fields(r.Body), " ")
	for _, want := range []string{"ENTER A01", "ENTER A02", "ENTER A03", "PONTOON A04"} {
		wantIn(t, "the reply to a plan in players' Chinese words", body, want)
	}
	if strings.Contains(body, "不是馬倫哥計劃的用語") || strings.Contains(body, "不是马伦哥计划的用语") {
		t.Errorf("a synonym refused:\n%s", r.Body)
	}
	r = tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n登台 F01\n推进 * 不要")
	body = strings.Join(strings.Fields(r.Body), "")
	wantIn(t, "the reply to an unknown Chinese word", body, "“登台”不是马伦哥计划的用语：是否想写登场（ENTER）？")
	wantIn(t, "the reply to a synonym beside it", body, "ADVANCE*NO")
	r = tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nENTRE F01")
	wantIn(t, "the reply to an English slip", r.Body, "did you mean ENTER?")
}
