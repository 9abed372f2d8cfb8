package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/games/marengo"
)

// GET finds a game's topics by the words its help lists for them, and by
// the game's Chinese name, as a Chinese player writes them: GET
// gettysburg 指挥部, GET 盖茨堡 命令, GET 蓋茨堡 常設答覆, GET 盖茨堡.
func TestGetFindsAGamesTopicsByItsWordsAndChineseName(t *testing.T) {
	tj := newGettysburgJudge(t)
	first := func(word string) string {
		for _, h := range (gettysburg.Engine{}).About().Help {
			if h.Name == word {
				return strings.SplitN(h.Body.EN, "\n", 2)[0]
			}
		}
		t.Fatalf("gettysburg has no help topic %q", word)
		return ""
	}
	r := tj.send(t, "wang@example.org", "GET gettysburg 指挥部\nGET 盖茨堡 命令\nGET 盖茨堡 答复\nGET 盖茨堡\nGET gettysburg hq")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("a game's help word was refused:\n%s", r.Body)
	}
	wantIn(t, "GET by a game's words", r.Body, first("orders"), first("answers"), first("start"))
	tm := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New(), marengo.Engine{}}, RepliesPerHour: 1000})
	r = tm.send(t, "wang@example.org", "GET 马伦哥 命令\nGET 馬倫哥之役 答覆")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("Marengo's help by its Chinese name was refused:\n%s", r.Body)
	}
	// A game without a start topic opens on its first: Diplomacy's orders.
	orders := strings.SplitN(diplomacy.New().About().Help[0].Body.EN, "\n", 2)[0]
	for _, get := range []string{"GET diplomacy", "GET 外交"} {
		if r = tm.send(t, "wang@example.org", get); !strings.Contains(r.Body, orders) {
			t.Errorf("%s does not give the orders topic %q:\n%s", get, orders, r.Body)
		}
	}
}

// BECOME answers with the game's words and the seat's name in the
// reader's language: a Gettysburg side has a plan, not orders.
func TestBecomeSpeaksTheGamesWords(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nBECOME Union\nPASS")
	wantIn(t, "BECOME in English", r.Body, "the lines below are written for Union (they replace its plan unless ADD follows)")
	tj.send(t, "gm@example.org", "SET LANGUAGE zh-Hans")
	r = tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nBECOME 联邦军\n略过")
	wantIn(t, "BECOME in Chinese", r.Body, "以下各行为联邦军的计划（除非接着写 ADD，否则取代其原有计划）")
}
