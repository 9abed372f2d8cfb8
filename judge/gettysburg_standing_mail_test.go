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

// In the movement phase no combat is left, so an ARTILLERY line from the
// waiting side is refused for its phase: the reply must not then offer
// ARTILLERY as a line taken now, nor say the mail changes it.
func TestGettysburgWaitingInTheMovementIsNotOfferedArtillery(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nHQ 0803")
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nHQ 1306")
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPE 0203\nASK")
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\n1C 1013\nPASS")
	body := oneLine(tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\n退路 全部 向 指挥部\n炮火支援 BU 1C\n1C 1012").Body)
	wantIn(t, "the reply to the Union's Chinese lines", body,
		"炮火支援 一行属于攻击阶段", "本阶段等待期间只接受 退路 及 指挥范围 各行", "本信只更改您的 退路 及 指挥范围 各行")
	for _, bad := range []string{"只接受 退路、炮火支援", "更改您的 退路 及 炮火支援"} {
		if strings.Contains(body, bad) {
			t.Errorf("the reply offers ARTILLERY in the movement phase (%q):\n%s", bad, body)
		}
	}
}
