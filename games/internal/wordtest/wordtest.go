// Package wordtest holds what the engines' tests of their words share:
// the check of their Chinese order words (a word that is no order word
// gets a "did you mean" naming the word it is nearest to, in both
// scripts, or no guess at all when it is as near to two; each engine says
// how it reads a line, the check is the same for all), and the reading of
// the standing answers a view shows, to send them back.
//
// It is for tests only.
package wordtest

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// Refusal reads one line that the engine should refuse with one problem,
// and returns that problem's message; when the line was accepted instead,
// or drew some other number of problems, it returns what happened, for
// the test to report.
type Refusal func(line string) (msg i18n.Text, instead string)

// SuggestsInChinese checks each line of suggest, in sorted order: the
// engine refuses it, and its message's Chinese, in one script or the
// other, offers suggest[line] (the word as 詞（WORD）). A line whose
// suggestion is "" must get no guess at all: guess, the engine's phrase
// for "did you mean" in Traditional Chinese, is not in its message.
func SuggestsInChinese(t *testing.T, guess string, suggest map[string]string, refuse Refusal) {
	t.Helper()
	for _, line := range slices.Sorted(maps.Keys(suggest)) {
		want := suggest[line]
		m, instead := refuse(line)
		if instead != "" {
			t.Errorf("%q: %s", line, instead)
			continue
		}
		if want == "" {
			if strings.Contains(m.Hant, guess) {
				t.Errorf("%q: a guess between words: %s", line, m.Hant)
			}
			continue
		}
		if !strings.Contains(m.Hant+m.Hans, want) {
			t.Errorf("%q: no suggestion %s: %s / %s", line, want, m.Hant, m.Hans)
		}
	}
}

// SuggestsInReadersScript checks that a line the engine refuses offers
// its guess in each reader's script, whichever script the line was typed
// in: hant（canon） to a Traditional reader, hans（canon） to a Simplified
// one, and canon, the English word, first to an English reader.
func SuggestsInReadersScript(t *testing.T, line, canon, hant, hans string, refuse Refusal) {
	t.Helper()
	m, instead := refuse(line)
	if instead != "" {
		t.Errorf("%q: %s", line, instead)
		return
	}
	if !strings.Contains(m.Hant, hant+"（"+canon+"）") || hant != hans && strings.Contains(m.Hant, hans+"（") {
		t.Errorf("%q: the Traditional reader is not offered %s（%s）: %s", line, hant, canon, m.Hant)
	}
	if !strings.Contains(m.Hans, hans+"（"+canon+"）") || hant != hans && strings.Contains(m.Hans, hant+"（") {
		t.Errorf("%q: the Simplified reader is not offered %s（%s）: %s", line, hans, canon, m.Hans)
	}
	if !strings.Contains(m.EN, " "+canon+" (") {
		t.Errorf("%q: the English reader is not offered %s: %s", line, canon, m.EN)
	}
}
