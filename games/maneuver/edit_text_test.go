package maneuver

import (
	"testing"

	"adjutant/templates/i18n"
)

// The players' notice of an edit gives its words in the reader's language.
func TestEditTextInChinese(t *testing.T) {
	want := i18n.Text{EN: "UNIT Blue GRD C4", Hant: "單位 藍方 GRD C4", Hans: "单位 蓝方 GRD C4"}
	if got := (&Game{}).EditText("UNIT Blue GRD C4"); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}
