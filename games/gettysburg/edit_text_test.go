package gettysburg

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// The players' notice of an edit gives its words in the reader's language.
func TestEditTextInChinese(t *testing.T) {
	want := i18n.Text{EN: "PLACE HE 1104 COMBAT", Hant: "放置 HE 1104 戰鬥", Hans: "放置 HE 1104 战斗"}
	if got := (&Game{}).EditText("PLACE HE 1104 COMBAT"); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}

// A negative number is refused, not read without its sign; a number line
// written in Chinese is shown its Chinese form.
func TestEditRefusesANegativeNumberAndShowsTheChineseForm(t *testing.T) {
	g := toMovement(t)
	for _, line := range []string{"炮火 南军 -1", "ARTILLERY Confederate -1", "POINTS Union －2"} {
		_, res := g.Edit(toLines([]string{line}), i18n.SimplifiedChinese)
		if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "0 or more") {
			t.Errorf("%s: %+v, want a refusal of the negative number", line, res)
		}
	}
	_, res := g.Edit(toLines([]string{"分数 北军 很多"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "请写 分数 阵营 数目，例如 分数 北军 9") {
		t.Errorf("%+v, want the Chinese form of POINTS", res.Problems)
	}
}

// ELIMINATE is also written with the word the reports use for the
// eliminated (被殲滅/被歼灭), in either script.
func TestEditEliminateInTheReportsWord(t *testing.T) {
	for _, line := range []string{"殲滅 HE", "歼灭 HE", "消滅 HE"} {
		_, res := toMovement(t).Edit(toLines([]string{line}), i18n.TraditionalChinese)
		if len(res.Problems) > 0 || res.Summary != "ELIMINATE HE" {
			t.Errorf("%s: %q %+v, want ELIMINATE HE", line, res.Summary, res.Problems)
		}
	}
}
