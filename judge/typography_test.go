package judge

import (
	"strings"
	"testing"
)

// The echo shows each line as the player wrote it: the judge reads “–”
// as "-" and "’" as "'", but quotes back what was sent. Passwords are
// masked all the same.
func TestEchoKeepsThePlayersTypography(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nA Par – Bur\nF Bre—Mao\nA Mar – Spaa")
	wantIn(t, "the echo", r.Body, "> A Par – Bur\n", "> F Bre—Mao\n", `line 4 "A Mar – Spaa"`, "> SIGNON Fwest ••••••")
	if strings.Contains(r.Body, "pw-France") {
		t.Errorf("the password is shown:\n%s", r.Body)
	}
	if strings.Contains(r.Body, "> A Par - Bur") {
		t.Errorf("the echo changed the player's dash:\n%s", r.Body)
	}
}
