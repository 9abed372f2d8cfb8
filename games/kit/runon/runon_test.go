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

// A player's line of 20,000 Chinese characters (pasted text, a stuck key)
// is looked at piece by piece a bounded number of times: trying every
// piece of it, as before, kept the judge busy for minutes and the mail
// behind it waiting.
func TestALongLineOfChineseIsCutInLinearTime(t *testing.T) {
	calls := 0
	known := func(w string) bool {
		calls++
		return w == "命令"
	}
	line := strings.Repeat("命令", 10000)
	got := SplitHan(line, known)
	if len(got) != 10000 || got[0] != "命令" || got[9999] != "命令" {
		t.Fatalf("got %d pieces, want 10000 words 命令", len(got))
	}
	if limit := 20000 * maxWordRunes; calls > limit {
		t.Errorf("known was asked %d times for 20,000 characters, want at most %d", calls, limit)
	}
	unknown := strings.Repeat("字", 20000)
	if got := SplitHan(unknown, known); len(got) != 1 || got[0] != unknown {
		t.Errorf("a run of no known word should come back whole, got %d pieces", len(got))
	}
}
