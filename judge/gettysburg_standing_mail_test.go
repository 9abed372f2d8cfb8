package judge

import (
	"strings"
	"testing"

	"adjutant/games/gettysburg"
)

// Gettysburg: while the Confederates alone are asked again in the middle
// of the movement, the Union waits and may change its RETREAT lines by a
// mail holding only them. The reply says what will hold, a move in that
// mail is refused saying when it is taken, the lines stand once the
// Confederate answer is taken, and no Confederate mail shows them, nor
// that the Union wrote (LIST).
func TestGettysburgRetreatLinesChangedWhileTheEnemyIsAskedAgain(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nHQ 0803")
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nHQ 1306")
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPE 0203\nASK")
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\n1C 1013\nPASS")
	if ph := tj.gameNow(t, "gb").Phase().Name.EN; !strings.Contains(ph, "the Confederate are asked again") {
		t.Fatalf("the phase is %q, want the Confederates asked again", ph)
	}
	read := len(tj.mailsTo(t, "grey@example.org"))
	list := tj.send(t, "grey@example.org", "LIST gb").Body
	body := oneLine(tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nRETREAT ALL TOWARD HQ\nBU 1305").Body)
	wantIn(t, "the reply to the Union's RETREAT line", body,
		"the Confederate are asked now, not you: MOVE waits for the next phase's plan",
		"yours will then be: RETREAT ALL TOWARD HQ", "the Confederate are not told")
	if again := tj.send(t, "grey@example.org", "LIST gb").Body; again != list {
		t.Errorf("the Confederates' LIST changed when the Union wrote:\n%s\nwas\n%s", again, list)
	}
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPASS")
	saved, err := tj.gameNow(t, "gb").(*gettysburg.Game).Save()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(saved), `"RETREAT ALL TOWARD HQ"`) {
		t.Errorf("the Union's RETREAT line does not stand after the Confederate answer:\n%s", saved)
	}
	for _, m := range tj.mailsTo(t, "grey@example.org")[read:] {
		if strings.Contains(m.Body, "RETREAT ALL") || strings.Contains(m.Body, "TOWARD HQ") {
			t.Errorf("the Confederates' mail %q shows the Union's RETREAT line:\n%s", m.Subject, m.Body)
		}
	}
}
