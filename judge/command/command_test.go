package command

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/asl"
	"adjutant/games/diplomacy"
	"adjutant/games/example"
	"adjutant/games/gettysburg"
	"adjutant/games/kit/picture"
	"adjutant/games/maneuver"
	"adjutant/games/marengo"
	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

// No answer is left out however large the reply grows: the judge sends a
// long reply in parts (judge.sendReply).
func TestNoAnswerIsLeftOut(t *testing.T) {
	s := &session{lang: "en"}
	for i := 0; i < 200; i++ {
		answer := strings.Repeat(fmt.Sprintf("%04d ", i), 2000) // 10 kB, each different
		if got := s.capAnswer(i+1, answer); got != answer {
			t.Fatalf("answer %d of 200 was changed to %.80q", i+1, got)
		}
	}
}

// A position's picture goes with the answer that shows it: an answer
// referred to as the same as an earlier one takes none, and the reply
// carries the first position it does show.
func TestAPictureGoesWithItsAnswer(t *testing.T) {
	s := &session{lang: "en"}
	first, second := picture.New(10, 10, picture.White), picture.New(20, 20, picture.White)
	long := strings.Repeat("x", sameAnswerMin)
	s.capAnswer(1, long)
	s.shown = first
	if got := s.capAnswer(2, long); !strings.HasPrefix(got, "(the same answer as for line 1") || s.picture != nil {
		t.Fatalf("an answer referred to (%q) kept its picture: %v", got, s.picture)
	}
	s.shown = second
	s.capAnswer(3, "short")
	s.shown = first
	s.capAnswer(4, "short too")
	if s.picture != second {
		t.Errorf("the reply carries %v, not the picture of the first position it shows", s.picture)
	}
}

// Every topic, the judge's and the games', exists in every language, with
// a one-line title and a body that does not repeat it.
func TestEveryHelpTopicIsTranslated(t *testing.T) {
	engines := []games.Engine{diplomacy.New(), gettysburg.Engine{}, maneuver.Engine{}, marengo.Engine{}, asl.Engine{}, example.Engine{}}
	tree := New(Options{Address: "judge@example.org", Engines: play.NewEngines(engines)})
	topics := tree.topics()
	if len(topics) < 5 {
		t.Fatalf("topics: %v", topics)
	}
	for _, tp := range topics {
		for _, lang := range i18n.Langs() {
			title, body := tp.title.In(lang), tp.body.In(lang)
			if strings.TrimSpace(title) == "" || strings.Contains(title, "\n") || strings.TrimSpace(body) == "" {
				t.Errorf("help %s in %s has no one-line title or no body", tp.name, lang)
			}
			if strings.HasPrefix(strings.TrimSpace(body), title) {
				t.Errorf("help %s in %s repeats its title %q in the body", tp.name, lang, title)
			}
		}
	}
}

func FuzzHistoryRange(f *testing.F) {
	f.Add("S1901M F1901M W1901A", "S1901M F1901M")
	f.Add("S1901M", "1")
	f.Add("S1901M F1901M", "2 1")
	f.Add("S1901M S1901M", "s1901m s1901m")
	f.Add("A", "-1 99999999999999999999")
	f.Fuzz(func(t *testing.T, idList, args string) {
		ids := strings.Fields(idList)
		if len(ids) == 0 {
			return
		}
		from, to, problem := historyRange(ids, strings.Fields(args))
		if problem != nil {
			if problem.EN == "" || problem.Hant == "" || problem.Hans == "" {
				t.Fatalf("a problem without a translation: %+v", problem)
			}
			return
		}
		if from < 0 || to >= len(ids) || from > to {
			t.Fatalf("ids %q args %q: range %d..%d", ids, args, from, to)
		}
	})
}

func FuzzParseSetWord(f *testing.F) {
	for _, seed := range []string{"WAIT", "no wait", "NO", "password x", "時區 Asia/Taipei", "", "preference west pw F E G"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		words := strings.Fields(line)
		w, rest := parseSetWord(words)
		if w == nil {
			return
		}
		if len(rest) >= len(words) {
			t.Fatalf("%q: the sub-command word was not consumed: %q", line, rest)
		}
		if len(w.names) == 0 || w.run == nil {
			t.Fatalf("%q: an empty sub-command", line)
		}
	})
}
