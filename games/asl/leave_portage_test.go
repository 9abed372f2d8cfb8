package asl

import (
	"strings"
	"testing"
)

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

// A Chinese refusal of a LEAVE step writes it as the help does, 留下：R2,
// with the full-width colon of the Chinese around it.
func TestLeaveRefusalInChineseUsesTheHelpsForm(t *testing.T) {
	g, err := Engine{}.New("village", nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	res := submitLines(g, "Russian", "移動 R1,R4 vE5 留下：R12 vF5")
	if len(res.Problems) != 1 || !strings.HasPrefix(res.Problems[0].Message.Hant, "留下：R12：") {
		t.Errorf("problems %+v", res.Problems)
	}
}

// ROUT R2,R9 names the leader first: the note said only that R2 routs
// with the line's broken unit, not that R9 is in good order now and the
// line runs only if it breaks; that note comes first whatever the order.
func TestRoutNoteNamesTheUnitInGoodOrderWhateverTheOrder(t *testing.T) {
	for _, line := range []string{"ROUT R2,R9 vC8", "ROUT R9,R2 vC8"} {
		g, err := Engine{}.New("village", nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		res := submitLines(g, "Russian", line)
		if len(res.Notes) != 1 || !strings.HasPrefix(res.Notes[0].Message.EN, "R9 is in good order now") {
			t.Errorf("%s: notes %+v", line, res.Notes)
		}
	}
}
