package marengo

import (
	"strings"
	"testing"
)

// An ATTACK line without LEAD was refused as "LEAD is missing here",
// which does not say what LEAD is for nor how the line is written: the
// refusal gives the line back whole with the sender's own blocks.
func TestAttackWithoutLeadShowsTheWholeLine(t *testing.T) {
	f := newFx(t)
	f.at("MAR/CGR", "A03", "A04").at("CGR/MAR", "F03")
	res := f.game().Submit(Austria.Seat(), numbered([]string{"ATTACK A03 A04"}), "en")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.EN, "write ATTACK A03 A04 LEAD A03") {
		t.Errorf("ATTACK without LEAD: %+v", res.Problems)
	}
	res = f.game().Submit(Austria.Seat(), numbered([]string{"攻击 A03 A04"}), "zh-Hans")
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "攻击 A03 A04 主攻 A03") {
		t.Errorf("攻击 without 主攻: %+v", res.Problems)
	}
}
