package asl

import "testing"

// 3.3, 4.0: a squad leaving its leader in the middle of a move no longer
// borrows his IPC, so the portage a refusal names is the one its MF were
// counted with: R4 goes on with the MMG 2 PP beyond its own IPC (-2 MF),
// not the 1 beyond it carried while R1 was with it.
func TestLeaveStepPortageNoteCountsTheUnitsGoingOn(t *testing.T) {
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	lastLineRefused(t, g, "Russian", "MOVE R1,R4,R5 vE5 LEAVE:R1 vF5",
		"the path costs at least 4 MF and the units have 2 (3.3); R4 carries 2 PP beyond its IPC: -2 MF (4.0)")
}
