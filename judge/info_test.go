package judge

import (
	"strings"
	"testing"
)

// playHoldingYear starts a standard game and has every power hold through
// spring and fall of 1901; the winter has nothing to adjust and is
// skipped, so two phases are resolved and the game stands at spring 1902.
func playHoldingYear(t *testing.T, tj *testJudge) map[string]string {
	t.Helper()
	players := startSeven(t, tj)
	for range 2 {
		for _, power := range sevenPowers {
			orders := holdOrders[power]
			if power == "Russia" && tj.countMails(t, players["Russia"], "S1901M results") > 0 {
				orders = "A Mos H\nA War H\nF Sev H\nF StP H"
			}
			tj.send(t, players[power], signonLine(power)+orders)
		}
	}
	if n := tj.countMails(t, players["England"], "results"); n < 2 {
		t.Fatalf("only %d result mails after two seasons of holds", n)
	}
	return players
}

func TestHistoryListsTheResolvedPhases(t *testing.T) {
	tj := newGameJudge(t)
	playHoldingYear(t, tj)
	r := tj.send(t, "onlooker@example.net", "HISTORY west")
	wantIn(t, "HISTORY west", r.Body, "Phase 1: S1901M", "Phase 2: F1901M", "England: F lon")
	if strings.Index(r.Body, "S1901M") > strings.Index(r.Body, "F1901M") {
		t.Error("phases are not in order")
	}

	r = tj.send(t, "onlooker@example.net", "HISTORY west f1901m")
	wantIn(t, "HISTORY from F1901M", r.Body, "Phase 2: F1901M")
	if strings.Contains(r.Body, "Phase 1:") {
		t.Errorf("HISTORY west F1901M shows the spring:\n%s", r.Body)
	}
	r = tj.send(t, "onlooker@example.net", "HISTORY west 1 1")
	if !strings.Contains(r.Body, "Phase 1: S1901M") || strings.Contains(r.Body, "Phase 2:") {
		t.Errorf("HISTORY west 1 1 is not the spring alone:\n%s", r.Body)
	}

	// The FROM and TO words of other judges read as the positional range.
	for body, spring := range map[string]bool{
		"HISTORY west FROM S1901M TO S1901M": true,
		"history west from f1901m":           false,
		"HISTORY west TO S1901M":             true,
		"HISTORY west S1901M TO 1":           true,
	} {
		r := tj.send(t, "onlooker@example.net", body)
		if strings.Contains(r.Body, "Phase 1: S1901M") != spring || strings.Contains(r.Body, "Phase 2: F1901M") == spring {
			t.Errorf("%s, spring alone %v:\n%s", body, spring, r.Body)
		}
	}

	for body, want := range map[string]string{
		"HISTORY west FROM":        "write HISTORY <game>",
		"HISTORY west FROM 1 2":    "write HISTORY <game>",
		"HISTORY west TO 2 FROM 1": "write HISTORY <game>",
		"HISTORY west FROM S1905M": `"S1905M" is not a phase of this game`,
		"HISTORY west S1905M":      `"S1905M" is not a phase of this game: give an id from S1901M to F1901M, or a number from 1 to 2`,
		"HISTORY west 2 1":         "F1901M comes after S1901M",
		"HISTORY east":             `there is no game called "east"`,
		"HISTORY":                  "write HISTORY <game>",
		"HISTORY west 1 2 3 4":     "write HISTORY <game>",
		"SUMMARY west extra":       "write SUMMARY <game>",
		"HISTORY west F1901M 0":    `"0" is not a phase of this game`,
	} {
		r := tj.send(t, "onlooker@example.net", body)
		wantIn(t, "the reply to "+body, r.Body, want)
	}
}

func TestHistoryOfAFormingGameSaysSo(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw")
	r := tj.send(t, "onlooker@example.net", "HISTORY west")
	wantIn(t, "HISTORY of a forming game", r.Body, "no phase of west has been resolved yet")
	r = tj.send(t, "onlooker@example.net", "SUMMARY west")
	wantIn(t, "SUMMARY of a forming game", r.Body, "forming, 0 of 7 players")
}

func TestSummaryTabulatesPhasesAndShowsThePosition(t *testing.T) {
	tj := newGameJudge(t)
	players := playHoldingYear(t, tj)
	tj.send(t, players["France"], signonLine("France")+"RESIGN")
	r := tj.send(t, "onlooker@example.net", "SUMMARY west")
	wantIn(t, "SUMMARY west", r.Body, "S1901M", "F1901M", "7/7", "Spring 1902", "England: F lon")
	if strings.Contains(r.Body, "W1901A") {
		t.Errorf("SUMMARY shows a phase that was never resolved:\n%s", r.Body)
	}
}

func TestGetReturnsHelpTopics(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "ann@example.net", "GET")
	wantIn(t, "GET alone", r.Body, "Help topics", "orders", "press", "deadlines", "master", "commands")
	r = tj.send(t, "ann@example.net", "GET orders")
	wantIn(t, "GET orders", r.Body, "A Par - Bur", "F Nth C A Lon - Nwy", "陸軍 巴黎 移動 布根第", "Build A Par")
	r = tj.send(t, "ann@example.net", "GET commands")
	wantIn(t, "GET commands", r.Body, "HISTORY game [from [to]]", "CONFIRM game code")
	r = tj.send(t, "ann@example.net", "GET rules")
	wantIn(t, "GET rules", r.Body, `there is no help topic "rules"; the topics are commands, deadlines, master, press, orders`)

	r = tj.send(t, "li@example.cn", "SET LANGUAGE zh-Hans\nSIGNOFF")
	r = tj.send(t, "li@example.cn", "GET 命令")
	wantIn(t, "GET 命令 in Simplified Chinese", r.Body, "陆军 巴黎 移动 布根第", "部队数目调整期（只限秋季）")
}

// A help text is laid out for the mail already: the reply indents it and
// does not wrap it a second time, which left single words on lines of
// their own.
func TestGetTextIsNotWrappedTwice(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, "ann@example.net", "GET deadlines")
	if want := "\n  Asia/Taipei). The game's settings give the time for a movement,\n  retreat and adjustment phase"; !strings.Contains(r.Body, want) {
		t.Errorf("GET deadlines lacks %q whole:\n%s", want, r.Body)
	}
}
