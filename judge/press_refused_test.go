package judge

import (
	"fmt"
	"strings"
	"testing"
)

// TestARefusedPressKeepsItsTextFromBeingCommands: the text of a PRESS or
// BROADCAST whose first line is refused (a misspelt power, press off, not
// signed on) is a message, never commands. It used to be read line by line
// as commands: "CLEAR" in the letter withdrew the writer's orders, and an
// order quoted to an ally ("F Lon - Nth") replaced them.
func TestARefusedPressKeepsItsTextFromBeingCommands(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Eng\nF Edi - Nwg\nA Lvp - Yor")
	before := len(tj.mailsTo(t, players["France"]))
	r := tj.send(t, players["England"], "SIGNON Ewest pw-England\nPRESS TO Frnace\nI propose:\nF Lon - Nth\nCLEAR\nENDPRESS\nPRESS\nRESIGN")
	wantIn(t, "England's reply", r.Body, `"Frnace" is not a power in west; they are Austria, England, France`, "not sent: its first line (line 2) was refused",
		"the PRESS message was not sent: it has no ENDPRESS line")
	for _, bad := range []string{"orders withdrawn", "resigned", "→ F Lon - Nth", "ENDPRESS without PRESS"} {
		if strings.Contains(r.Body, bad) {
			t.Errorf("a line of a refused press was carried out (%q):\n%s", bad, r.Body)
		}
	}
	if n := len(tj.mailsTo(t, players["France"])); n != before {
		t.Errorf("France got %d mails of a refused press", n-before)
	}
	g := tj.endRecord(t, "west")
	if sub := fmt.Sprint(g.Submissions["England"].Lines); !strings.Contains(sub, "Eng") || strings.Contains(sub, "Nth") {
		t.Errorf("England's orders after the refused press: %s", sub)
	}

	// A master's misspelt BROADCAST target is no command either.
	r = tj.asMaster(t, "PRESS TO Englnd\nPROCESS\nENDPRESS")
	if strings.Contains(r.Body, "processed") {
		t.Errorf("a line of the master's refused press was carried out:\n%s", r.Body)
	}
}

// TestTheListOfPowersIsInTheReadersLanguage: a refusal that lists the
// powers (a misspelt power after PRESS TO, BECOME, EJECT) names them as the
// rest of the reply does. In a Chinese reply the list used to stay in
// English ("可選：Austria, England, …").
func TestTheListOfPowersIsInTheReadersLanguage(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "SET LANGUAGE zh-Hant")
	r := tj.asMaster(t, "PRESS TO Frnace\nhi\nENDPRESS\nBECOME Nowhere")
	wantIn(t, "the master's Chinese reply", r.Body, "可選：奧匈帝國、英國、法國")
	r = tj.asMaster(t, "SET colour red")
	wantIn(t, "the master's Chinese SET refusal", r.Body, "主持人可設定：deadline（期限）、movement（行動期）、retreat（撤退期）")
	for _, english := range []string{"Austria", "France", "Turkey"} {
		if strings.Contains(r.Body, english) {
			t.Errorf("the Chinese reply lists the powers in English (%s):\n%s", english, r.Body)
		}
	}
}
