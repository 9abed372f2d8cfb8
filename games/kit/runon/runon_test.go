package runon

import (
	"slices"
	"strings"
	"testing"
)

func knownOf(words ...string) func(string) bool {
	return func(w string) bool { return slices.Contains(words, w) }
}

func TestSplitCutsWhatChineseWritersRunTogether(t *testing.T) {
	known := knownOf("移動", "向", "任何", "範圍", "用", "到", "馬倫哥")
	cases := map[string]string{
		"移動GRD":    "移動 GRD",
		"向vJ4":     "向 vJ4",
		"向任何範圍":    "向 任何 範圍",
		"用F01到馬倫哥": "用 F01 到 馬倫哥",
		"GRD":      "GRD",
		"移動":       "移動",
		"移動某處":     "移動某處", // cannot be cut into known words: whole
		"vJ4":      "vJ4",
	}
	for in, want := range cases {
		if got := strings.Join(Split(in, known), " "); got != want {
			t.Errorf("Split(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSplitHanTakesTheFewestWords(t *testing.T) {
	known := knownOf("全", "部", "全部", "領袖", "最佳")
	if got := strings.Join(SplitHan("全部領袖最佳", known), " "); got != "全部 領袖 最佳" {
		t.Errorf("got %q, want the three words", got)
	}
}

func TestCutAroundAMark(t *testing.T) {
	if got := strings.Join(Cut("到*", Around('*')), " "); got != "到 *" {
		t.Errorf("got %q", got)
	}
	known := knownOf("防守", "全部", "領袖", "最佳")
	if got := strings.Join(SplitAt("防守*全部領袖最佳", Around('*'), known), " "); got != "防守 * 全部 領袖 最佳" {
		t.Errorf("got %q", got)
	}
}

// FuzzSplit: the pieces always put back together make the word.
func FuzzSplit(f *testing.F) {
	for _, s := range []string{"移動GRD", "向任何範圍", "用F01到馬倫哥", "", "a", "全部領袖最佳", "\xff移"} {
		f.Add(s)
	}
	known := knownOf("移動", "向", "任何", "範圍", "全部", "領袖")
	f.Fuzz(func(t *testing.T, w string) {
		if got := strings.Join(Split(w, known), ""); got != w {
			t.Fatalf("Split(%q) lost text: %q", w, got)
		}
	})
}
