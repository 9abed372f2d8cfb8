package judge

import (
	"fmt"
	"strings"
	"testing"
)

// TestPressKeepsTheLettersItQuotes: lines starting with ">" inside a press
// block the player wrote are the message (a power passing on another's
// letter), while a reply's quotation of the press mail it answers, below
// the player's text, is still neither press nor orders. The quoted lines in
// the block used to be dropped as quoted text, and the letter went out
// without them.
func TestPressKeepsTheLettersItQuotes(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nPRESS TO France\nShall we keep the Channel empty?\nF Lon - Eng would be war.\nENDPRESS")
	letter := tj.last(t, players["France"])
	if !strings.Contains(letter.Body, "Shall we keep the Channel empty?") {
		t.Fatalf("France did not get England's press:\n%s", letter.Body)
	}
	var quoted strings.Builder
	for _, l := range strings.Split(strings.TrimRight(letter.Body, "\n"), "\n") {
		quoted.WriteString("> " + l + "\n")
	}
	reply := "SIGNON Fwest pw-France\n" +
		"PRESS TO Germany\nEngland wrote to me:\n> Shall we keep the Channel empty?\nWhat do you make of it?\nENDPRESS\n" +
		"PRESS TO England\nAgreed.\nENDPRESS\n\n" +
		"On Sun, 22 Nov 2026 at 12:00, Adjutant <judge@example.org> wrote:\n" + quoted.String()
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	tj.deliver(t, mailFrom(players["France"], id, "Re: "+letter.Subject, reply, "In-Reply-To: "+letter.MessageID))
	var answer string
	for _, m := range tj.mailsTo(t, players["France"]) {
		if m.InReplyTo == "<"+id+">" {
			answer = m.Body
		}
	}
	wantIn(t, "France's answer", answer, "message sent to Germany", "message sent to England", "quoted lines")
	for _, bad := range []string{"not passed on", "F Lon - Eng", "→"} {
		if strings.Contains(answer, bad) {
			t.Errorf("France's answer read the reply's quotation (%q):\n%s", bad, answer)
		}
	}
	wantIn(t, "Germany's press", tj.last(t, players["Germany"]).Body,
		"England wrote to me:\n> Shall we keep the Channel empty?\nWhat do you make of it?")
	toEngland := tj.last(t, players["England"]).Body
	wantIn(t, "England's press", toEngland, "Agreed.")
	if strings.Contains(toEngland, "Channel") {
		t.Errorf("England's press carries the reply's quotation:\n%s", toEngland)
	}
}

// A password in a press letter does not reach its readers: the writer's own
// (this mail's SIGNON repeated in the letter, or quoted from an earlier
// mail) nor one of a sign-on line quoted from older mail. The letter's
// other words stay as written.
func TestPressCarriesNoPassword(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nPRESS TO England\nMy mail of Monday:\n> SIGNON Fwest pw-France\n> SIGNON Fwest oldsecret\n> A Par - Bur\n"+
		"SIGNON Fwest pw-France.\nLeave Burgundy alone, sign on with me.\nENDPRESS")
	got := tj.last(t, players["England"]).Body
	for _, secret := range []string{"pw-France", "oldsecret"} {
		if strings.Contains(got, secret) {
			t.Errorf("England's press carries France's password %q:\n%s", secret, got)
		}
	}
	wantIn(t, "England's press", got, "> SIGNON Fwest ••••••", "> A Par - Bur", "Leave Burgundy alone, sign on with me.")
}
