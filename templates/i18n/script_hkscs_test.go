package i18n

import (
	"slices"
	"testing"
)

// Big5 as the encoder knows it carries the Hong Kong supplement, which
// holds many Simplified characters (长, 个, 礼, 发): they were taken for
// characters both scripts share, so a Simplified master's mail of seven
// lines with one Traditional line (延長 三十分鐘) was answered in
// Traditional, and a Simplified slip in Traditional text (延长) went
// unseen. Only Big5's own range counts as Traditional writing.
func TestSimplifiedCharactersOfTheHongKongSupplementCountAsSimplified(t *testing.T) {
	mail := "SIGNON Mvil gmpw\n延长 半天\n延长 12个小时\n延长 一周\n延长 1星期\n延長 三十分鐘\n延长 2日\n延长 一个礼拜"
	if got := GuessLang(mail); got != SimplifiedChinese {
		t.Errorf("a mostly Simplified mail reads as %s", got)
	}
	if got := GuessLang("延長 三十分鐘\n設定 寬限 半天"); got != TraditionalChinese {
		t.Errorf("a Traditional mail reads as %s", got)
	}
	if got := OtherScript(TraditionalChinese, "延长兩天，發出"); !slices.Equal(got, []rune("长")) {
		t.Errorf("the Simplified slip in Traditional text: %q", string(got))
	}
}
