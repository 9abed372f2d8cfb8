package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// refusal submits lines for seat and returns the first problem's English
// text and line, or "" when the plan is accepted.
func (f *fx) refusal(seat string, lines ...string) (string, int) {
	f.t.Helper()
	res := f.game().Submit(seatOf(seat).Seat(), numbered(lines), "en")
	if len(res.Problems) == 0 {
		return "", 0
	}
	return res.Problems[0].Message.EN, res.Problems[0].Line
}

func seatOf(s string) Side {
	if s == "France" {
		return France
	}
	return Austria
}

// Checked when sent (rules 4.6, 6.3, 6.5, 9.1, 11): what the public facts
// already rule out is refused in the reply, with what would be accepted,
// instead of stopping the turn when the line runs.
func TestSubmitRefusesWhatPublicFactsRuleOut(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(*fx)
		seat  string
		lines []string
		want  string // "" = accepted
	}{
		{"ENTER skipping an area", func(f *fx) { f.turn(Austria, 7).due("A02") }, "Austria",
			[]string{"ENTER A02 FON"}, "skips an area; write ENTER A02 PDB FON"},
		{"ENTER along the road", func(f *fx) { f.turn(Austria, 7).due("A02") }, "Austria",
			[]string{"ENTER A02 PDB FON"}, ""},
		{"ROAD skipping an area", func(f *fx) { f.turn(Austria, 7).at("BRH", "A02") }, "Austria",
			[]string{"ROAD A02 FON MAR"}, "write ROAD A02 PDB FON MAR"},
		{"ACTIVATE at 7 AM", func(f *fx) { f.turn(France, 7).at("MAR", "F03").inactive("F03") }, "France",
			[]string{"ACTIVATE F03"}, "0 block(s) may still be activated by choice at 7 AM, not 1"},
		{"ACTIVATE at 6 AM", func(f *fx) { f.turn(France, 6).at("MAR", "F03").inactive("F03") }, "France",
			[]string{"ACTIVATE F03"}, ""},
		{"ACTIVATE two at 6 AM", func(f *fx) { f.turn(France, 6).at("MAR", "F03", "F05").inactive("F03", "F05") }, "France",
			[]string{"ACTIVATE F03 F05"}, "1 block(s) may still be activated"},
		{"ACTIVATE a block that wakes by itself", func(f *fx) { f.turn(France, 7).at("MAR", "F03").inactive("F03").at("FON", "A03") }, "France",
			[]string{"ACTIVATE F03"}, ""},
		{"ATTACK demoralised", func(f *fx) { f.morale(Austria, 0).at("MAR/CGR", "A03").at("CGR/MAR", "F03") }, "Austria",
			[]string{"ATTACK A03 LEAD A03"}, "Austria is demoralised and may not attack (rule 11)"},
		{"cavalry lead into an obstacle", func(f *fx) { f.at("PDB/FON", "A12").at("FON/PDB", "F03") }, "Austria",
			[]string{"ATTACK A12 LEAD A12"}, "FON/PDB obstructs cavalry: A12 may not lead there"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFx(t)
			c.setup(f)
			got, _ := f.refusal(c.seat, c.lines...)
			if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
				t.Errorf("refusal %q, want %q", got, c.want)
			}
		})
	}
}

// A refused line is left out, so it does not move the plan on through
// the turn's phases: an ENTER after a refused BOMBARD is not "too late".
// A line that is too late names its order as the writer wrote it.
func TestARefusedLineLeavesTheTurnsPhaseWhereItWas(t *testing.T) {
	f := newFx(t)
	f.turn(Austria, 8).at("BRH", "A08").due("A05")
	res := f.game().Submit(Austria.Seat(), numbered([]string{"BOMBARD A08", "ENTER A05"}), "en")
	if len(res.Problems) != 1 || res.Problems[0].Line != 1 {
		t.Errorf("problems %+v: want line 1 (a gun in the reserve) alone", res.Problems)
	}
	res = f.game().Submit(Austria.Seat(), numbered([]string{"移動 A08 到 FRU", "攻擊 A08 主攻 A08"}), i18n.TraditionalChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hant, "攻擊 太遲了") {
		t.Errorf("problems %+v: want line 2 refused as 攻擊 太遲了", res.Problems)
	}
}

// A standing answer naming a block that is not the writer's says so,
// rather than that the answer takes NONE, ALL or ids.
func TestAnAnswerNamingAnEnemyBlockSaysWhose(t *testing.T) {
	f := newFx(t)
	f.turn(France, 8).at("MAR", "F03")
	for line, want := range map[string]string{
		"BLOCK MAR A05":  "A05 is not one of your blocks",
		"FRONT * F99":    `"F99" is not one of your blocks`,
		"PURSUE MAR A07": "A07 is not one of your blocks",
	} {
		if got, _ := f.refusal("France", line); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", line, got, want)
		}
	}
}

// A move to an area that does not border the block's names the areas it
// may go to.
func TestAMoveToAnAreaNotNextDoorNamesTheNeighbours(t *testing.T) {
	f := newFx(t)
	f.turn(France, 8).at("PDB", "F03")
	got, _ := f.refusal("France", "MOVE F03 TO CGR")
	if want := "PDB and CGR do not border each other: from PDB a block may go to " + f.s.sc.passableNeighbours("PDB").EN; !strings.Contains(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// A Chinese reader's view gives the standing answers in the words the
// reader writes them with, not in the stored English form.
func TestStandingAnswersAreShownInTheReadersWords(t *testing.T) {
	f := newFx(t)
	f.turn(France, 8).at("MAR", "F03").book(France, "BLOCK * ALL", "RETREAT MAR CGR", "FRONT MAR F03")
	view := f.game().View(games.SeatView(France.Seat()), i18n.TraditionalChinese)
	for _, want := range []string{"法國的常備答覆：", "  防堵 * 全部", "  撤退 MAR CGR", "  第一線 MAR F03"} {
		if !strings.Contains(view, want) {
			t.Errorf("the view lacks %q:\n%s", want, view)
		}
	}
	if view := f.game().View(games.SeatView(France.Seat()), i18n.English); !strings.Contains(view, "  BLOCK * ALL") {
		t.Errorf("the English view lacks BLOCK * ALL:\n%s", view)
	}
}
