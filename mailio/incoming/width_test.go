package incoming

import (
	"strings"
	"testing"
)

func TestNormaliseWidth(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Ａ　Ｐａｒ－Ｂｕｒ", "A Par-Bur"},
		{"陸軍 巴黎 － 布根第", "陸軍 巴黎 - 布根第"},
		{"Ｆ　Ｂｒｅ——ＭＡＯ", "F Bre-MAO"},
		{"ＳＩＧＮＯＮ　Ｆｇａｍｅ１　ｍｉｍａ", "SIGNON Fgame1 mima"},
		{"你好，英格兰：我们（法国）不会进攻。", "你好,英格兰:我们(法国)不会进攻."},
		{"Ａ　Ｍａｒ　Ｓ　Ａ　Ｐａｒ－Ｂｕｒ；", "A Mar S A Par-Bur;"},
		{"A Par → Bur", "A Par - Bur"},
		{"“quoted” ‘single’", `"quoted" 'single'`},
		{"a\u00a0b\u200bc\ufeff", "a bc"},
		{"、", ","},
		{"plain ASCII -- stays", "plain ASCII -- stays"},
		{"-- \n", "-- \n"},
		{"ｶﾀｶﾅ and 한국어 and ひらがな", "ｶﾀｶﾅ and 한국어 and ひらがな"},
		{"￥１００", "¥100"},
		{"line1\nＬｉｎｅ２\r\n", "line1\nLine2\r\n"},
		{"bad \xff byte", "bad \uFFFD byte"},
	}
	for _, c := range cases {
		if got := NormaliseWidth(c.in); got != c.want {
			t.Errorf("NormaliseWidth(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestNormaliseWidthKeepsLineCount(t *testing.T) {
	s := "Ａ\n——\n\n　\n。\n"
	if got := strings.Count(NormaliseWidth(s), "\n"); got != strings.Count(s, "\n") {
		t.Errorf("line count %d, want %d", got, strings.Count(s, "\n"))
	}
}
