package asl

import (
	"testing"

	"adjutant/templates/i18n"
)

// The players' notice of an edit gives its words in the reader's language.
func TestEditTextInChinese(t *testing.T) {
	want := i18n.Text{EN: "SET G4 BROKEN", Hant: "設為 G4 潰散", Hans: "设为 G4 溃散"}
	if got := (&Game{}).EditText("SET G4 BROKEN"); got != want {
		t.Errorf("%+v, want %+v", got, want)
	}
}
