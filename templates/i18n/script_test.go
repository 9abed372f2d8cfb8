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
