package judge

import (
	"strings"
	"testing"
)

// TestMasterRefusalsSayWhatWouldBeAccepted: a master's SET or EXTEND that
// cannot be carried out says what is wrong and what the judge takes, and
// changes nothing. A duration over the limit used to be called "not a
// duration"; a phase time of 0 was taken (every phase would have been due at
// once); and a setting fixed at creation, or a key that is no setting, was
// answered with the players' SET words, none of them the master's.
func TestMasterRefusalsSayWhatWouldBeAccepted(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj) // movement=2d, deadline Tue 24 Nov 2026 12:00 UTC
	for body, wants := range map[string][]string{
		"EXTEND 100d":      {`"100d" is longer than 60 days`, "at most 60d"},
		"EXTEND 1500h":     {`"1500h" is longer than 60 days`},
		"SET movement 0":   {"movement=0", "a duration such as 2d"},
		"SET movement 90d": {"movement=90d is longer than 60 days"},
		"SET grace 1500h":  {"grace=1500h is longer than 60 days"},
		"SET rules datc":   {"rules is fixed when the game is created", "the master sets deadline, movement, retreat, adjustment, press,", "movement"},
		"SET endyear 1910": {"endyear is fixed when the game is created"},
		"SET 結束 限時":        {"end is fixed when the game is created"}, // the option's Chinese name
		"SET colour red":   {"SET colour is not a setting of west", "the master sets deadline, movement, retreat, adjustment, press,", "SET TIMEZONE"},
		"SET":              {"the master sets deadline, movement, retreat, adjustment, press,"},
	} {
		r := tj.asMaster(t, body)
		mustContain(t, body, r.Body, wants...)
		if strings.Contains(r.Body, "SET WAIT") {
			t.Errorf("%s: the master is offered the players' SET words:\n%s", body, r.Body)
		}
	}
	list := tj.listWest(t)
	mustContain(t, "LIST after refused changes", list, "deadline Tue 24 Nov 2026 12:00 UTC", "movement=2d", "grace=1d", "rules=rulebook")

	// What the limit allows is taken.
	r := tj.asMaster(t, "EXTEND 60d\nSET grace 0\nSET movement 90m")
	mustContain(t, "EXTEND 60d", r.Body, "the deadline of west is now Sat 23 Jan 2027 12:00 UTC", "grace=0", "movement=1h30m")
}

// TestMasterCommandsThatActAtOnceTakeNoStrayWords: PROCESS, PAUSE, RESUME,
// TERMINATE and ROLLBACK act at once, and two of them cannot be undone. A
// line that says more than the command ("PROCESS tomorrow", "TERMINATE if
// nobody objects") used to be carried out as the bare command; it is
// refused, saying which words were not understood and what to write.
func TestMasterCommandsThatActAtOnceTakeNoStrayWords(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	for body, want := range map[string]string{
		"PROCESS tomorrow":             `nothing was done: "tomorrow" is not part of PROCESS; write PROCESS alone`,
		"PAUSE for a week":             `nothing was done: "for a week" is not part of PAUSE; write PAUSE alone`,
		"TERMINATE if nobody objects":  `nothing was done: "if nobody objects" is not part of TERMINATE; write TERMINATE alone`,
		"RESUME later":                 `nothing was done: "later" is not part of RESUME; write RESUME alone`,
		"ROLLBACK S1901M unless asked": `nothing was done: "unless asked" is not part of ROLLBACK; write ROLLBACK alone or ROLLBACK <phase>`,
	} {
		r := tj.asMaster(t, body)
		mustContain(t, body, r.Body, want)
	}
	mustContain(t, "LIST after the refused lines", tj.listWest(t), "active, Spring 1901")
	if n := tj.countMails(t, players["France"], "results") + tj.countMails(t, players["France"], "game over"); n != 0 {
		t.Errorf("France got %d results or endings from refused lines", n)
	}
	r := tj.asMaster(t, "PROCESS")
	mustContain(t, "PROCESS alone", r.Body, "S1901M of west processed")
}

// TestMasterIsNotToldToSignOnForPlayersSettings: a signed-on master's SET
// ADDRESS, WAIT or DRAW used to be answered "sign on first", which the
// master had just done; the answer says the master holds no seat and that
// a game cannot be moved to another address.
func TestMasterIsNotToldToSignOnForPlayersSettings(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	for _, body := range []string{"SET ADDRESS referee@example.net", "SET WAIT", "SET DRAW", "RESIGN"} {
		r := tj.asMaster(t, body)
		mustContain(t, body, r.Body, "you are signed on as the master of west, who holds no seat", "cannot be moved to another address")
		if strings.Contains(r.Body, "sign on first") {
			t.Errorf("%s: a signed-on master is told to sign on first:\n%s", body, r.Body)
		}
	}
}
