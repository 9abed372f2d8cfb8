package i18n

import (
	"reflect"
	"testing"
)

func TestHalfWidthSlipsFindsPunctuationBesideHan(t *testing.T) {
	text := "階段: 移動\n" + // a colon after Han
		"英文寫法：A Par - Bur, A Vie H\n" + // ASCII keeps its comma
		"SIGNON Fwest:west 20:00\n" + // codes and times
		"A Mun S A Ber(支援留守的部隊)\n" + // the closing one is the slip
		"A Mun S A Ber（支援留守的部隊）\n" +
		"中文名;簡體"
	want := []string{"階段: 移動", "A Mun S A Ber(支援留守的部隊)", "中文名;簡體"}
	if got := HalfWidthSlips(text); !reflect.DeepEqual(got, want) {
		t.Errorf("slips %q, want %q", got, want)
	}
}

func TestHalfWidthNotesFindsABracketAfterChinese(t *testing.T) {
	text := "第 1 回合，藍方（法蘭西） (T1B)\n" + // after full-width punctuation
		"設置 (S1)\n" + // after Han, across a space
		"設置（S1）\n" +
		"A Par - Bur (S1)\n" + // English keeps its brackets
		"A Mun S A Ber（支援）"
	want := []string{"第 1 回合，藍方（法蘭西） (T1B)", "設置 (S1)"}
	if got := HalfWidthNotes(text); !reflect.DeepEqual(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}
