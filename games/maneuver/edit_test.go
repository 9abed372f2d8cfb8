package maneuver

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// The master's edits move, damage, restore and remove units and set
// redoubts; a bad line changes nothing and says what is accepted.
func TestMasterEdit(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	g, res := f.game().Edit(numbered([]string{"UNIT Blue GRD C4", "DAMAGE Red FGD", "REDOUBT C4 ON", "UNIT Red HLD E5"}), i18n.English)
	if len(res.Problems) > 0 {
		t.Fatalf("%v", res.Problems)
	}
	s := g.(*Game).s
	grd, _ := s.nations[Blue].UnitIndex("GRD")
	fgd, _ := s.nations[Red].UnitIndex("FGD")
	hld, _ := s.nations[Red].UnitIndex("HLD")
	if s.Sides[Blue].Units[grd].Sq != sq(t, "C4") || !s.Sides[Red].Units[fgd].Damaged || !s.hasRedoubt(sq(t, "C4")) || s.Sides[Red].Units[hld].Sq != sq(t, "E5") {
		t.Errorf("edits not applied: %+v", s.Sides)
	}
	g2, res := g.Edit(numbered([]string{"UNIT Blue GRD GONE", "UNIT Green GRD C4"}), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Line != 2 || g2 != g {
		t.Errorf("a bad edit: %v", res.Problems)
	}
	g3, _ := g.Edit(numbered([]string{"UNIT Blue GRD GONE"}), i18n.English)
	if s3 := g3.(*Game).s; !s3.Sides[Blue].Units[grd].Gone || s3.hasRedoubt(sq(t, "C4")) {
		t.Errorf("an eliminated unit keeps its square or its redoubt")
	}
	// Off the field, the reply says so; the Chinese seat names work.
	_, res = g.Edit(numbered([]string{"UNIT Blue GRD Z9"}), i18n.English)
	if len(res.Problems) != 1 || res.Problems[0].Message.EN != "Z9 is not a square of the field (A1 to H8)" {
		t.Errorf("off the field: %+v", res.Problems)
	}
	if _, res = g.Edit(numbered([]string{"DAMAGE 蓝方 GRD", "FULL 紅 FGD"}), i18n.SimplifiedChinese); len(res.Problems) > 0 {
		t.Errorf("Chinese seats: %+v", res.Problems)
	}
}

// A Chinese-writing master edits with the Chinese words, in either script
// and in full-width letters, and gets the same canonical change.
func TestMasterEditInChinese(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7").place(Red, "FGD", "D2")
	cases := []struct{ line, want string }{
		{"單位 藍方 GRD C4", "UNIT Blue GRD C4"},
		{"单位 红方 FGD 消灭", "UNIT Red FGD GONE"},
		{"單位 紅方 FGD 殲滅", "UNIT Red FGD GONE"}, // the reports' 被殲滅
		{"单位 红方 FGD 歼灭", "UNIT Red FGD GONE"},
		{"受損 藍 GRD", "DAMAGE Blue GRD"},
		{"满编 蓝方 ＧＲＤ", "FULL Blue GRD"},
		{"戰壕 C4 開", "REDOUBT C4 ON"},
		{"战壕 C4 关", "REDOUBT C4 OFF"},
	}
	for _, c := range cases {
		_, res := f.game().Edit(numbered([]string{c.line}), i18n.TraditionalChinese)
		if len(res.Problems) > 0 || len(res.Accepted.Lines) != 1 || res.Accepted.Lines[0].Text != c.want {
			t.Errorf("%s: got %+v %+v, want %s", c.line, res.Accepted.Lines, res.Problems, c.want)
		}
	}
	_, res := f.game().Edit(numbered([]string{"单位 红方 XYZ C4"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || res.Problems[0].Message.Hans != "红方没有单位“XYZ”" {
		t.Errorf("the refusal names the seat in Chinese: %+v", res.Problems)
	}
	_, res = f.game().Edit(numbered([]string{"修改 藍方 GRD"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || !strings.Contains(res.Problems[0].Message.Hans, "单位") {
		t.Errorf("the usage names the Chinese words: %+v", res.Problems)
	}
}

// A redoubt on a square off the field is refused with what is wrong, not
// with the list of edits.
func TestEditRedoubtOffTheFieldNamesTheSquare(t *testing.T) {
	f := newFx(t).place(Blue, "GRD", "D7")
	_, res := f.game().Edit(numbered([]string{"战壕 Z9 开"}), i18n.SimplifiedChinese)
	if len(res.Problems) != 1 || res.Problems[0].Message.Hans != "Z9 不是战场上的格子（A1 至 H8）" {
		t.Errorf("%+v", res.Problems)
	}
}
