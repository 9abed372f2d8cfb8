package asl

import (
	"regexp"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

func TestHelpTopicsInThreeLanguages(t *testing.T) {
	topics := Engine{}.About().Help
	if len(topics) != 5 || topics[0].Name != "start" {
		t.Fatalf("topics: %d, first %q", len(topics), topics[0].Name)
	}
	for _, h := range topics {
		for _, lang := range i18n.Langs() {
			if strings.Count(h.Body.In(lang), "\n") < 5 || h.Title.In(lang) == "" {
				t.Errorf("topic %s has no real text in %s", h.Name, lang)
			}
		}
	}
}

var comment = regexp.MustCompile(`\s{2,}.*$`)

// The worked turn of the start topic is a real turn: in every language
// its Russian plan and German standing orders are accepted as they stand
// by the sample scenario's first player turn.
func TestStartTopicExampleIsValid(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	for _, lang := range i18n.Langs() {
		body := Engine{}.About().Help[0].Body.In(lang)
		blocks := strings.Split(body, "SIGNON ")[1:]
		if len(blocks) != 2 {
			t.Fatalf("%s: want a Russian and a German mail in the start topic", lang)
		}
		for i, seat := range []games.Seat{"Russian", "German"} {
			var lines []games.Line
			for n, l := range strings.Split(blocks[i], "\n")[1:] {
				if strings.TrimSpace(l) == "" {
					break
				}
				lines = append(lines, games.Line{N: n + 1, Text: strings.TrimSpace(comment.ReplaceAllString(strings.TrimSpace(l), ""))})
			}
			res := g.Submit(seat, lines, lang)
			if len(res.Problems) > 0 || len(lines) < 4 {
				t.Errorf("%s, %s's example: %d lines, %v", lang, seat, len(lines), res.Problems)
			}
		}
	}
}
