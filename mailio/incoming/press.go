package incoming

import (
	"slices"
	"strings"
)

// PressOpeningWords are the words that open a press block (PRESS,
// BROADCAST and their Chinese names), and PressClosingWords the ones that
// close it: the judge's command words, which a test in judge/command holds
// to the same lists.
func PressOpeningWords() []string {
	return []string{"PRESS", "BROADCAST", "新聞", "新闻", "密函", "通訊", "通讯", "廣播", "广播"}
}

// PressClosingWords: see PressOpeningWords.
func PressClosingWords() []string {
	return []string{"ENDPRESS", "END PRESS", "結束新聞", "结束新闻", "結束廣播", "结束广播", "結束通訊", "结束通讯", "結束密函", "结束密函"}
}

// keepQuotedPress gives back to the player the lines starting with ">"
// (and an attribution above them) that stand inside a press block the
// player wrote: between a line of their own that opens one and the next
// line of their own that closes it. There the quotation is the player's
// message (a power quoting another's letter to a third), not a reply's
// quotation of earlier mail. A block the player never closed keeps its
// quotation out, since that is how a reply quotes the mail below it.
func keepQuotedPress(lines []string, keep []bool) {
	open := -1
	for i, l := range lines {
		if !keep[i] {
			continue
		}
		switch {
		case opensPress(l):
			open = i
		case open >= 0 && closesPress(l):
			for j := open + 1; j < i; j++ {
				keep[j] = true
			}
			open = -1
		}
	}
}

// opensPress reports a line whose first word opens a press block, also
// written against what follows it in Chinese (通訊給法國).
func opensPress(line string) bool {
	w := firstWord(line)
	for _, p := range PressOpeningWords() {
		if w == p || allHan([]rune(p)) && strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// closesPress reports a line that is a press block's closing word alone,
// whatever punctuation ends it.
func closesPress(line string) bool {
	t := strings.ToUpper(strings.Join(strings.Fields(line), " "))
	t = strings.TrimRight(t, ".!。！．")
	return slices.Contains(PressClosingWords(), t)
}

// firstWord is a line's first word in capitals, without a colon and what
// follows it ("PRESS:", "通訊：").
func firstWord(line string) string {
	f := strings.Fields(line)
	if len(f) == 0 {
		return ""
	}
	w := strings.ToUpper(f[0])
	if i := strings.IndexAny(w, ":："); i >= 0 {
		w = w[:i]
	}
	return w
}
