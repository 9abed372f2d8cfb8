package i18n

import "testing"

func TestGuessLangReadsTheScript(t *testing.T) {
	for _, c := range []struct {
		text string
		want Lang
	}{
		{"SIGNON ?west pw", English},
		{"簽到 ?mv1 pw2", TraditionalChinese}, // 簽 is Traditional only
		{"签到 ?mv1 pw2", SimplifiedChinese},  // 签 is Simplified only
		{"陸軍 巴黎 - 布根第", TraditionalChinese}, // orders as the rulebook writes them
		{"陆军 巴黎 - 勃艮第", SimplifiedChinese},
		{"我到了", SimplifiedChinese},     // shared characters only
		{"請幫我们看看", TraditionalChinese}, // mostly Traditional, one slip
		{"Re: 第一回合 orders\n說明", TraditionalChinese},
		// The dominant language of the lines, not one word (issue 19):
		// the SIGNON line and quoted lines do not count; a tie is Chinese.
		{"SIGNON Gvil pw\nFIRE G4 AT ANY\nFIRE vJ5 AT ANY\n射击 G5 向 任何", English},
		{"orders\nSIGNON Rvil pw\n移動 R7 vF3\n準備射擊 R6 向 vI7\nMOVE R4 vE5", TraditionalChinese},
		{"SIGNON Rvil pw\n移動 R7 vF3\nPREP R6 AT vI7", TraditionalChinese},
		{"FIRE G4 AT ANY\n> 射擊 G5 向 任何\n> 詢問 向 vH6", English},
		{"FIRE G4 AT ANY\n-- \n簽名 我們", English},
	} {
		if got := GuessLang(c.text); got != c.want {
			t.Errorf("GuessLang(%q) = %s, want %s", c.text, got, c.want)
		}
	}
}

func BenchmarkGuessLang(b *testing.B) {
	text := "陸軍 巴黎 - 布根第\n艦隊 布勒斯特 - 英吉利海峽\n陸軍 馬賽 支援 陸軍 巴黎 - 布根第\n"
	for b.Loop() {
		GuessLang(text)
	}
}
