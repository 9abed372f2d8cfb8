package marengo

import (
	"testing"

	"adjutant/templates/i18n"
)

// The players' notice of an edit gives its words in the reader's language.
func TestEditTextInChinese(t *testing.T) {
	want := i18n.Text{EN: "BLOCK France MAR/CGR inf3 GONE", Hant: "方塊 法軍 MAR/CGR inf3 消滅", Hans: "方块 法军 MAR/CGR inf3 消灭"}
	if got := (&Game{}).EditText("BLOCK France MAR/CGR inf3 GONE"); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}
