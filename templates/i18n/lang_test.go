package i18n

import "testing"

func TestTextFallsBack(t *testing.T) {
	tx := Text{EN: "hold", Hant: "留守"}
	if tx.In(SimplifiedChinese) != "留守" || tx.In(English) != "hold" || (Text{EN: "x"}).In(TraditionalChinese) != "x" {
		t.Fatal("fallback order wrong")
	}
}
