package judge

import (
	"strings"
	"testing"
	"unicode"
)

// controlOrBidi finds what must not travel from one player to another: a
// control character other than tab and line feed, or an invisible
// bidirectional mark, override or isolate.
func controlOrBidi(s string) int {
	return strings.IndexFunc(s, func(r rune) bool {
		if r == '\n' || r == '\t' {
			return false
		}
		return unicode.IsControl(r) || r == '\u061c' || r == '\u200e' || r == '\u200f' ||
			(r >= '\u202a' && r <= '\u202e') || (r >= '\u2066' && r <= '\u2069')
	})
}

// TestPressCarriesNoControlCharacters: press and broadcasts full of
// terminal escapes, bells, NULs and a right-to-left override reach their
// readers with the words and without the characters; the sender's echo
// and everyone's subject lines are as clean.
func TestPressCarriesNoControlCharacters(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	before := len(tj.allMail(t))
	r := tj.send(t, players["England"], "SIGNON Ewest pw-England\n"+
		"PRESS TO France\n\x1b[2J\x1b[31mAlliance?\x07\x07 yes\x00no \u202eFrance betrays\u202c\nENDPRESS\n"+
		"BROADCAST\nPeace\x1b]0;owned\x07 to all \u2067isolated\u2069 \u200fmarked\nENDPRESS")
	wantIn(t, "the sender's echo", r.Body, "PRESS TO France")
	press := ""
	for _, m := range tj.mailsTo(t, players["France"]) {
		if strings.Contains(m.Body, "Alliance") {
			press = strings.Join(strings.Fields(m.Body), " ")
		}
	}
	wantIn(t, "the press as France reads it", press, "[2J [31mAlliance? yes no France betrays")
	all := tj.allMail(t)[before:]
	if len(all) < 3 {
		t.Fatalf("only %d mails after the press", len(all))
	}
	broadcast := 0
	for _, m := range all {
		if i := controlOrBidi(m.Body); i >= 0 {
			t.Errorf("mail %q carries %q:\n%q", m.Subject, m.Body[i:i+1], m.Body)
		}
		if i := controlOrBidi(m.Subject); i >= 0 {
			t.Errorf("subject %q carries a control character", m.Subject)
		}
		if strings.Contains(m.Body, "isolated marked") {
			broadcast++
		}
	}
	if broadcast < 6 {
		t.Errorf("the broadcast reached %d players with its words, want the 6 others", broadcast)
	}
}
