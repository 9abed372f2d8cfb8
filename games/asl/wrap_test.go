package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// A wrapped Chinese line never starts with closing punctuation, even when
// two such marks come together at the break ("+2）。"): what they close
// moves down with them.
func TestWrapKeepsClosingPunctuationWithItsText(t *testing.T) {
	// Nor does a line end with an opening bracket.
	open := wrapText("R10 2-2-6、R11 2-2-6：#1,#2 DR 4+1=5，+1 森林，最終 6：壓制檢查（PTC）。", 70, "    ")
	if first := strings.Split(open, "\n")[0]; strings.HasSuffix(first, "（") {
		t.Errorf("a line ends with an opening bracket:\n%s", open)
	}

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

// The view and the reports are wrapped once, within the prose width less
// the two columns by which a reply indents an answer (SUMMARY, HISTORY),
// so a reply never breaks their lines a second time.
func TestViewAndReportsComeThroughAReplyWhole(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	a := submit(t, g, "Russian", "MOVE R7 vF3 vG3", "MOVE R10,R11 vG4", "AFIRE R10 AT vJ4")
	d := submit(t, g, "German", "FIRE vJ4 AT ANY WITHIN 4 SFF FPF", "ASK AT vG4")
	g, res := resolve(t, g, 1, a, d)
	for _, lang := range i18n.Langs() {
		rep, err := Engine{}.Report(res.Result, games.MasterView(), lang)
		if err != nil {
			t.Fatal(err)
		}
		for name, text := range map[string]string{"view": g.View(games.MasterView(), lang), "report": rep} {
			if again := i18n.Wrap(text, i18n.ProseWidth-2); again != text {
				t.Errorf("%s, %s: a reply would wrap it again:\n%s", name, lang, text)
			}
		}
	}
}

// A list of hexes in a Chinese sentence is joined with 、, as Chinese
// lists are: the reinforcements' entry hexes, and the refusal of a wrong
// entry hex.
func TestChineseHexListsUseTheChineseComma(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	g, _ = resolve(t, g, 1, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "PASS"))
	g, _ = resolve(t, g, 2, submit(t, g, "German", "PASS"), submit(t, g, "Russian", "PASS"))
	res := g.Submit("Russian", []games.Line{{N: 1, Text: "MOVE R12 vB5"}}, i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "vA5、vA6、vA7") {
		t.Errorf("the refusal of a wrong entry hex: %+v", res.Problems)
	}
	_, out := resolve(t, g, 3, submit(t, g, "Russian", "PASS"), submit(t, g, "German", "PASS"))
	rep, err := Engine{}.Report(out.Result, games.MasterView(), i18n.TraditionalChinese)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rep, "由 vA5、vA6、vA7 進入") {
		t.Errorf("the arrivals in Chinese:\n%s", rep)
	}
}
