package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// A Chinese reader's set-up mails name the tiles in Chinese and end the
// deployment sentence with a full stop of its own script, not an English
// one.
func TestSetUpReadsInChinese(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	view := r.g.View(games.SeatView("Blue"), i18n.SimplifiedChinese)
	for _, want := range []string{"1 开阔平原", "8 山口"} {
		if !strings.Contains(view, want) {
			t.Errorf("the tiles to choose from lack %q:\n%s", want, view)
		}
	}
	if strings.Contains(view, "Open plain") {
		t.Errorf("an English tile name in a Chinese view:\n%s", view)
	}
	first := r.state().First
	second := first.Other()
	r.step(map[Seat][]string{first: {"TILES 1 6 2/180 5"}}).
		step(map[Seat][]string{second: {"NATIONS FRANCE BRITAIN"}}).
		step(map[Seat][]string{first: {"NATION FRANCE"}}).
		step(map[Seat][]string{second: {"EDGE SOUTH"}}).
		step(nil)
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		text := strings.Join(games.Render(r.events, games.MasterView(), lang), "\n")
		line := ""
		for _, l := range strings.Split(text, "\n") {
			if strings.Contains(l, "部署：") {
				line = l
			}
		}
		if line == "" || !strings.HasSuffix(strings.TrimSpace(line), "。") {
			t.Errorf("%s: the deployment sentence does not end in 。:\n%s", lang, text)
		}
	}
}

// A nation the judge does not offer is refused with the list of those it
// does, in the reader's words: Chinese names for a Chinese reader.
func TestSetUpListsNationsInChinese(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	first := r.state().First
	r.step(map[Seat][]string{first: {"TILES 1 6 2/180 5"}})
	res := r.g.Submit(first.Other().Seat(), numbered([]string{"國家 俄國 奧地利"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "不列顛、法蘭西") || strings.Contains(res.Problems[0].Message.Hant, "BRITAIN") {
		t.Fatalf("%+v", res.Problems)
	}
	// A step already taken is named in the reader's words.
	r.step(map[Seat][]string{first.Other(): {"NATIONS FRANCE BRITAIN"}})
	res = r.g.Submit(first.Seat(), numbered([]string{"邊 南"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || res.Problems[0].Message.Hant != "邊 由對方選擇" {
		t.Fatalf("%+v", res.Problems)
	}
}

// The first player's choice of nation is asked, defaulted and refused in
// the reader's words: a Chinese reader reads the nations' Chinese names,
// which the NATION line takes, not the English keys.
func TestNationChoiceIsAskedInChinese(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	first := r.state().First
	r.step(map[Seat][]string{first: {"TILES 1 6 2/180 5"}}).
		step(map[Seat][]string{first.Other(): {"NATIONS FRANCE BRITAIN"}})
	req := r.g.Requests()
	if len(req) != 1 {
		t.Fatalf("requests %+v", req)
	}
	ask, def := req[0].Public.Ask.Hans, req[0].Public.Default.Hans
	if ask != "您的国家：国家 法兰西 或 不列颠" || def != "法兰西" {
		t.Errorf("the Chinese question %q, default %q", ask, def)
	}
	if en := req[0].Public.Ask.EN; en != "your nation: NATION FRANCE or BRITAIN" {
		t.Errorf("the English question %q", en)
	}
	res := r.g.Submit(first.Seat(), numbered([]string{"國家 奧地利"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "（法蘭西、不列顛）") {
		t.Fatalf("%+v", res.Problems)
	}
	if res = r.g.Submit(first.Seat(), numbered([]string{"国家 法兰西"}), i18n.SimplifiedChinese); len(res.Problems) != 0 {
		t.Fatalf("the nation named as the question names it: %+v", res.Problems)
	}
}

// The first player turn's question names the help that lists every line
// of a plan, so that a newcomer who knows only the mails can write one.
func TestTheTurnsQuestionNamesThePlanHelp(t *testing.T) {
	r := newSetup(t, "standard", nil).step(nil)
	for i := 0; i < 10 && r.state().Stage != StageTurn; i++ {
		r.step(nil)
	}
	req := r.g.Requests()
	if r.state().Stage != StageTurn || len(req) != 1 {
		t.Fatalf("stage %v, requests %+v", r.state().Stage, req)
	}
	for _, lang := range []i18n.Lang{i18n.English, i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		if ask := req[0].Public.Ask.In(lang); !strings.Contains(ask, "GET maneuver plan") {
			t.Errorf("%s: the turn's question %q does not name GET maneuver plan", lang, ask)
		}
	}
}
