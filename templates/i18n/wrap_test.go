package i18n

import (
	"strings"
	"testing"
)

func TestWrapKeepsProseWithinTheWidth(t *testing.T) {
	long := "Only Italy is asked: retreats for 1 dislodged unit. Without an answer: the unit is disbanded, as the rules say."
	got := Wrap("  "+long, ProseWidth)
	for _, l := range strings.Split(got, "\n") {
		if Width(l) > ProseWidth {
			t.Errorf("line of %d columns: %q", Width(l), l)
		}
		if !strings.HasPrefix(l, "  ") {
			t.Errorf("continuation lost the indentation: %q", l)
		}
	}
	if strings.Join(strings.Fields(got), " ") != long {
		t.Errorf("wrapping changed the words:\n%s", got)
	}
}

func TestWrapBreaksChineseBetweenCharacters(t *testing.T) {
	zh := "只等義大利:一支被擊退部隊的撤退。未答覆則:該部隊依規則解散,並在下一階段的戰報中列出其原來所在的省份與撤退的理由。"
	got := Wrap(zh, 40)
	lines := strings.Split(got, "\n")
	if len(lines) < 2 {
		t.Fatalf("not wrapped: %q", got)
	}
	for _, l := range lines {
		if Width(l) > 40 {
			t.Errorf("line of %d columns: %q", Width(l), l)
		}
		if strings.HasPrefix(l, "。") || strings.HasPrefix(l, ",") {
			t.Errorf("a line begins with closing punctuation: %q", l)
		}
	}
	if strings.ReplaceAll(got, "\n", "") != zh {
		t.Errorf("wrapping changed the text:\n%s", got)
	}
}

func TestWrapLeavesTablesAndMapsAlone(t *testing.T) {
	for _, l := range []string{
		"  #  phase     resolved                   orders  civil disorder and a lot more columns here",
		"+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+---+",
	} {
		if got := Wrap(l, ProseWidth); got != l {
			t.Errorf("a laid-out line was wrapped:\n%s", got)
		}
	}
}

func FuzzWrap(f *testing.F) {
	for _, s := range []string{"a b c", "只等義大利:撤退。", "  x  y", strings.Repeat("word ", 40)} {
		f.Add(s, 20)
	}
	f.Fuzz(func(t *testing.T, s string, width int) {
		if width < 4 || width > 200 {
			return
		}
		got := Wrap(s, width)
		if strings.Join(strings.Fields(strings.ReplaceAll(got, "\n", " ")), "") != strings.Join(strings.Fields(strings.ReplaceAll(s, "\n", " ")), "") {
			t.Fatalf("Wrap(%q, %d) changed the text: %q", s, width, got)
		}
	})
}

// A lone "+" or "#" is prose ("+2 MF", "roll #12"), not a drawing: such a
// line is wrapped like any other.
func TestWrapTreatsALonePlusOrHashAsProse(t *testing.T) {
	l := "Movement allowance: a squad 4, a leader 6; +2 with a leader from start to end; +2 double time; roll #12 of the phase."
	got := Wrap(l, ProseWidth)
	if got == l {
		t.Fatalf("a prose line with + and # was left whole")
	}
	for _, line := range strings.Split(got, "\n") {
		if Width(line) > ProseWidth {
			t.Errorf("line %q is wider than %d", line, ProseWidth)
		}
	}
}

// A usage line's choice ("[MARCH|COMBAT]") is prose, wrapped like any
// other; a bar standing alone (" | ", a map's edge) is a drawing.
func TestWrapTreatsAChoiceBarAsProse(t *testing.T) {
	l := "not a Gettysburg edit; the edits are PLACE UNIT HEX [MARCH|COMBAT], STRAGGLE UNIT, ELIMINATE UNIT, PENDING UNIT, ARTILLERY SIDE NUMBER and POINTS SIDE NUMBER"
	if got := Wrap(l, ProseWidth); got == l {
		t.Fatalf("a prose line with a choice bar was left whole")
	}
	for _, drawn := range []string{"~ ~ + ~ | Bar |", "| Mos", "RANGE ON | OFF mark your range"} {
		if !LaidOut(drawn) {
			t.Errorf("%q is not taken as drawn", drawn)
		}
	}
}

// A Han character and what is written against it ("步3", a block's face)
// stay on one line, and closing punctuation after an ASCII word ("3、")
// never begins a line.
func TestWrapKeepsFacesAndClosingMarksTogether(t *testing.T) {
	line := strings.Repeat("法軍 步3、騎2 ", 12)
	for width := 10; width <= 40; width++ {
		for _, l := range strings.Split(Wrap(line, width), "\n") {
			if strings.HasPrefix(l, "、") || strings.HasPrefix(l, "3") || strings.HasPrefix(l, "2") {
				t.Fatalf("width %d: a line begins %q", width, l)
			}
		}
	}
}

// An opening bracket or quote mark never ends a line: it goes down with
// the word it opens, in Chinese and in English alike.
func TestWrapNeverEndsALineWithAnOpeningMark(t *testing.T) {
	line := strings.Repeat("部隊使用移動力（進入該格）並說「射擊」，(MOVE) ", 8)
	for width := 8; width <= 40; width++ {
		for _, l := range strings.Split(Wrap(line, width), "\n") {
			if strings.HasSuffix(l, "（") || strings.HasSuffix(l, "「") || strings.HasSuffix(l, "(") {
				t.Fatalf("width %d: a line ends %q", width, l)
			}
		}
	}
}

// A card of a list wraps under its own text, so the next card's id
// still begins its line.
func TestHangIndentsTheContinuation(t *testing.T) {
	l := "  B31 King's Dragoon Guards: attack 2d8, defence 7, pursuit 1-4, not required to advance"
	got := Hang(l, 70, "      ")
	want := "  B31 King's Dragoon Guards: attack 2d8, defence 7, pursuit 1-4, not\n      required to advance"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}

// A placeholder in angle brackets around Chinese (<自己的密碼>) is kept
// whole at its ends: its ">" never begins a line, its "<" never ends one.
func TestWrapKeepsAnglePlaceholdersClosed(t *testing.T) {
	line := strings.Repeat("玩家以 SIGNON ?twasl <自己的密碼> 加入。", 6)
	for width := 10; width <= 70; width++ {
		for _, l := range strings.Split(Wrap(line, width), "\n") {
			if strings.HasPrefix(strings.TrimSpace(l), ">") || strings.HasSuffix(l, "<") {
				t.Fatalf("width %d: a line %q", width, l)
			}
		}
	}
}
