package orders

import (
	"strings"
	"testing"
)

// A path step's id may follow its word after a space instead of a colon,
// and a Chinese step word may run against its id (留下R5), as Chinese
// writers run words against ids elsewhere: LEAVE R5 was refused as LEAVE
// with no unit, though R5 can be nothing else there.
func TestPathStepIDAfterASpace(t *testing.T) {
	sc := village(t)
	for line, want := range map[string]string{
		"MOVE R1,R4,R5 vE5 LEAVE R5 vF5":    "MOVE R1,R4,R5 vE5 LEAVE:R5 vF5",
		"移动 R1,R4,R5 vE5 留下 R5 vF5":         "MOVE R1,R4,R5 vE5 LEAVE:R5 vF5",
		"移動R1,R4,R5 vE5 留下R5 vF5":           "MOVE R1,R4,R5 vE5 LEAVE:R5 vF5",
		"移動 G1,G3 vN4 留下 G3,G1 vM4":         "MOVE G1,G3 vN4 LEAVE:G3 LEAVE:G1 vM4",
		"MOVE R1,R4,R5 vE5 LEAVE:R5,R4 vF5": "MOVE R1,R4,R5 vE5 LEAVE:R5 LEAVE:R4 vF5",
		"MOVE R4 vE5 DROP R20 vF5":          "MOVE R4 vE5 DROP:R20 vF5",
		"移动 R5 vE5 收回 R20":                  "MOVE R5 vE5 RECOVER:R20",
		"MOVE R1,R4,R5 vE5 LEAVE:R5 vF5":    "MOVE R1,R4,R5 vE5 LEAVE:R5 vF5",
	} {
		readsAs(t, sc, line, want)
	}
	// A hex after the word is still no id.
	if _, why := ParseLine(sc, "MOVE R1,R4 vE5 LEAVE vF5"); why == nil {
		t.Errorf("LEAVE vF5 read as leaving a unit")
	}
}

// TRANSFER … APH written as said, "in the APh" (IN APH, 在突擊階段), reads
// as APH; another word after the unit names the form.
func TestTransferInTheAPh(t *testing.T) {
	sc := village(t)
	for line, want := range map[string]string{
		"TRANSFER R20 TO R5 IN APH": "TRANSFER R20 TO R5 APH",
		"转交 R20 给 R5 在突击阶段":         "TRANSFER R20 TO R5 APH",
		"轉交 R20 給 R5 於 突擊階段":        "TRANSFER R20 TO R5 APH",
		"轉交 R20 給 R5 突擊階段":          "TRANSFER R20 TO R5 APH",
	} {
		readsAs(t, sc, line, want)
	}
	if _, why := ParseLine(sc, "TRANSFER R20 TO R5 LATER"); why == nil || !strings.Contains(why.EN, "with APH after it") {
		t.Errorf("TRANSFER … LATER: %v", why)
	}
}
