package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/example"
)

// TestHistoryIsReadAsEachReaderMaySeeIt: a player re-reads their own
// hidden history, the opponent and an observer read only its public face,
// the master reads everything.
func TestHistoryIsReadAsEachReaderMaySeeIt(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{example.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw example")
	tj.send(t, "east@example.org", "SIGNON ?duel epw East")
	tj.send(t, "west@example.org", "SIGNON ?duel wpw West")
	tj.send(t, "east@example.org", "SIGNON Eduel epw\nSECRET 37")
	tj.send(t, "west@example.org", "SIGNON Wduel wpw\nSECRET 59")
	if g := tj.endRecord(t, "duel"); g.Phase == 0 {
		t.Fatalf("the secrets phase was not resolved")
	}
	history := func(addr string) string { return tj.send(t, addr, "HISTORY duel").Body }
	east, west, gm, stranger := history("east@example.org"), history("west@example.org"), history("gm@example.org"), history("stranger@example.org")
	wantIn(t, "East's history", east, "chose the secret 37")
	wantIn(t, "West's history", west, "chose the secret 59")
	wantIn(t, "the master's history", gm, "chose the secret 37", "chose the secret 59")
	for who, body := range map[string]string{"East": east, "the observer": stranger} {
		if strings.Contains(body, "secret 59") {
			t.Errorf("%s reads West's secret in HISTORY:\n%s", who, body)
		}
	}
	for who, body := range map[string]string{"West": west, "the observer": stranger} {
		if strings.Contains(body, "secret 37") {
			t.Errorf("%s reads East's secret in HISTORY:\n%s", who, body)
		}
	}
	wantIn(t, "the observer's history", stranger, "chose a secret")
}

// The summary of what a player sent names the game's own word for it and
// the seat by its name in the reader's language.
func TestOrdersSummaryUsesTheGamesWords(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{example.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw example")
	tj.send(t, "east@example.org", "SIGNON ?duel epw East")
	tj.send(t, "west@example.org", "SIGNON ?duel wpw West")
	wantIn(t, "the English summary", tj.send(t, "east@example.org", "SIGNON Eduel epw\nSECRET 37").Body, "Moves of East in duel")
	r := tj.send(t, "west@example.org", "登入 Wduel wpw\nSECRET 59")
	if !strings.Contains(r.Body, "西家在 duel 的行动") {
		t.Errorf("the Chinese summary does not speak of the seat's moves in Chinese:\n%s", r.Body)
	}
}
