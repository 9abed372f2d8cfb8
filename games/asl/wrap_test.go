package asl

import (
	"strings"
	"testing"
)

// A wrapped Chinese line never starts with closing punctuation, even when
// two such marks come together at the break ("+2）。"): what they close
// moves down with them.
func TestWrapKeepsClosingPunctuationWithItsText(t *testing.T) {
	in := "G5 4-6-7：#1,#2 DR 6+2=8，-1 FFMO、-1 FFNAM，最終 6：2MC（士氣檢查 +2）。"
	out := wrapText(in, 72, "    ")
	lines := strings.Split(out, "\n")
	if len(lines) != 2 {
		t.Fatalf("want two lines:\n%s", out)
	}
	if next := strings.TrimLeft(lines[1], " "); strings.ContainsAny(next[:len("）")], "。，、：；）」』！？") {
		t.Errorf("a line starts with closing punctuation:\n%s", out)
	}
	if strings.ReplaceAll(strings.ReplaceAll(out, "\n    ", ""), " ", "") != strings.ReplaceAll(in, " ", "") {
		t.Errorf("the wrap lost or added text:\n%s", out)
	}
}
