package gettysburg

import (
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
