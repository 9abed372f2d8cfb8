package i18n

import (
	"strings"
	"testing"
	"unicode"
)

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

// A mail is read as a whole: one Chinese order word among English lines
// leaves it English, a Chinese order under an English SIGNON makes it
// Chinese, and codes, hex ids and quoted lines say nothing.
func TestGuessLangReadsTheMailAsAWhole(t *testing.T) {
	for _, c := range []struct {
		text string
		want Lang
	}{
		{"SIGNON Gasl pw\nPREP 8A AT vF3\n射击 4B AT vG3\nPASS", English},
		{"SIGNON Gasl pw\nPREP 8A AT vF3\n射擊 4B AT vG3\nPASS", English},
		{"SIGNON Rasl pw\n移动 R7 vF3 vG3", SimplifiedChinese},
		{"SIGNON Rasl pw\n移動 R7 vF3 vG3", TraditionalChinese},
		{"登入 Rasl pw\nMOVE R7 vF3 vG3\n移动 R8 vF4 vG4", SimplifiedChinese},
		{"SIGNON Cgb pw\n1/1 yK2\n3f9a0c2e 1/2\n移动 1/1 yK3", SimplifiedChinese},
		{"SIGNON Fwest pw\nF Lon - Nth\nA Par - Bur\n谢谢", English},
		{"> 陆军 巴黎 - 勃艮第\n> 舰队 布雷斯特 - 英吉利海峡\nA Par - Bur", English},
		{"1/1 yK2\n8A\n", English},
	} {
		if got := GuessLang(c.text); got != c.want {
			t.Errorf("GuessLang(%q) = %s, want %s", c.text, got, c.want)
		}
	}
	if _, counted := WrittenIn("1/1 yK2\n> 移动\n?\n"); counted {
		t.Error("a text of codes and quotes was taken to say its language")
	}
	if _, counted := WrittenIn("deadbeef cafe0123"); counted {
		t.Error("hex ids were taken for words")
	}
}

func BenchmarkGuessLang(b *testing.B) {
	text := "陸軍 巴黎 - 布根第\n艦隊 布勒斯特 - 英吉利海峽\n陸軍 馬賽 支援 陸軍 巴黎 - 布根第\n"
	for b.Loop() {
		GuessLang(text)
	}
}

func BenchmarkGuessLangLongEnglish(b *testing.B) {
	text := strings.Repeat("SIGNON Fwest pw\nA Par - Bur\n", 1000)
	for b.Loop() {
		GuessLang(text)
	}
}

// WrittenIn never panics, answers one of the three languages, and says a
// text is Chinese only when it has a Han character; prefixing every line
// with ">" (quoting it) leaves nothing that counts.
func FuzzWrittenIn(f *testing.F) {
	for _, s := range []string{"SIGNON Gasl pw\n射击 4B AT vG3", "陸軍 巴黎 - 布根第", "1/1 yK2\n> 移动", "deadbeef", "", "\xff\xfe射"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lang, _ := WrittenIn(s)
		switch lang {
		case English, TraditionalChinese, SimplifiedChinese:
		default:
			t.Fatalf("WrittenIn(%q) = %q", s, lang)
		}
		if lang != English && !strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) }) {
			t.Fatalf("WrittenIn(%q) = %s without a Han character", s, lang)
		}
		if _, counted := WrittenIn(">" + strings.ReplaceAll(s, "\n", "\n>")); counted {
			t.Fatalf("the quoted text %q counted", s)
		}
	})
}

func TestOtherScriptFindsTheSlip(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		text string
		want string
	}{
		{SimplifiedChinese, "请写 SET LANGUAGE en", ""},
		{SimplifiedChinese, "命令已撤回；您的部队将按預设行动", "預"},
		{TraditionalChinese, "命令已撤回；您的部隊將按預設行動", ""},
		{TraditionalChinese, "請以這一行登入，然后每行寫一道命令", ""}, // 后 is in both sets
		{TraditionalChinese, "請以這一行登入，们每行写一道命令", "们写"},
		{English, "們们", ""},
	} {
		if got := string(OtherScript(c.lang, c.text)); got != c.want {
			t.Errorf("OtherScript(%s, %q) = %q, want %q", c.lang, c.text, got, c.want)
		}
	}
}
