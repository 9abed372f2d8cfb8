package i18n

import "testing"

func TestTextFallsBack(t *testing.T) {
	tx := Text{EN: "hold", Hant: "留守"}
	if tx.In(SimplifiedChinese) != "留守" || tx.In(English) != "hold" || (Text{EN: "x"}).In(TraditionalChinese) != "x" {
		t.Fatal("fallback order wrong")
	}
}

func TestNarrowFoldsFullWidthForms(t *testing.T) {
	if got := Narrow("ＭＯＶＥ　Ａ１，Ｂ２：（３）"); got != "MOVE A1,B2:(3)" {
		t.Errorf("Narrow = %q", got)
	}
	if got := Narrow("移動 巴黎、布根第。"); got != "移動 巴黎、布根第。" {
		t.Errorf("Narrow changed ideographs or their own punctuation: %q", got)
	}
}
