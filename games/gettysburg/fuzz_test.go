package gettysburg

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// FuzzParsePlan: any text gives either accepted items or problems with
// line numbers, never a panic, and every accepted line's canonical form
// parses back to the same canonical form.
func FuzzParsePlan(f *testing.F) {
	f.Add("HE 1004 1005\nPASS")
	f.Add("HE ATTACK BU ART\nARTILLERY ALL")
	f.Add("指揮部 0803\n殘兵 BU 1C\n略過")
	f.Add("移动 HE 1004－1005\n询问")
	sc, err := LoadScenario("sample")
	if err != nil {
		f.Fatal(err)
	}
	stages := []Stage{StageCommand, StageWithdraw, StageMove, StageAttack}
	f.Fuzz(func(t *testing.T, text string) {
		lines := toLines(strings.Split(text, "\n"))
		for _, st := range stages {
			for _, side := range []Side{Confederate, Union} {
				items, echo, probs := ParsePlan(sc, side, st, lines)
				for _, p := range probs {
					if p.Line < 1 || p.Message.EN == "" {
						t.Fatalf("problem without line or message: %+v", p)
					}
				}
				if len(echo) < len(items) {
					t.Fatalf("%d items but %d echoes", len(items), len(echo))
				}
				for _, it := range items {
					c := it.canonical(sc)
					again, ok, p := parseLine(sc, side, st, 1, c)
					if !ok || p != nil || again.canonical(sc) != c {
						t.Fatalf("canonical %q does not parse back (%v)", c, p)
					}
				}
			}
		}
	})
}

func TestPlanKeywordsInChinese(t *testing.T) {
	sc, _ := LoadScenario("sample")
	cases := []struct {
		stage Stage
		side  Side
		in    string
		want  string
	}{
		{StageCommand, Confederate, "指揮部 0803", "HQ 0803"},
		{StageCommand, Union, "指挥部 1508", "HQ 1508"},
		{StageCommand, Union, "神射手 1203", "SHARPSHOOTERS 1203"},
		{StageCommand, Union, "殘兵 HE PE", "STRAGGLERS HE PE"},
		{StageMove, Confederate, "移動 赫斯師 1004－1005", "MOVE HE 1004 1005"},
		{StageMove, Confederate, "HE 1004-1005", "MOVE HE 1004 1005"},
		{StageAttack, Confederate, "HE 攻擊 BU 炮火", "HE ATTACK BU ART"},
		{StageAttack, Union, "炮火支援 全部", "ARTILLERY ALL"},
		{StageAttack, Union, "略過", "PASS"},
	}
	for _, c := range cases {
		it, ok, p := parseLine(sc, c.side, c.stage, 1, c.in)
		if !ok || p != nil {
			t.Errorf("%q refused: %v", c.in, p)
			continue
		}
		if got := it.canonical(sc); got != c.want {
			t.Errorf("%q read as %q, want %q", c.in, got, c.want)
		}
	}
	// Wrong phase and wrong side are refused with the line number.
	_, _, probs := ParsePlan(sc, Confederate, StageMove, toLines([]string{"HE ATTACK BU", "BU 1305", "PASS", "HE 1004"}))
	if len(probs) != 3 || probs[0].Line != 1 || probs[1].Line != 2 || probs[2].Line != 4 {
		t.Errorf("want problems on lines 1, 2 and 4, got %+v", probs)
	}
	_ = i18n.English
}

// FuzzSubmit: any plan text, in the command or the movement phase, gives
// problems with line numbers and never a panic; and the accepted plan,
// sent again, is accepted whole (the checks refuse a line for what it
// is, never for a line that was itself refused).
func FuzzSubmit(f *testing.F) {
	f.Add("HE 1004 1005\nPE 0203\nPASS")
	f.Add("MOVE PE 0103 0203\nPE 0304\nRO 0802 0803\nASK\nPASS")
	f.Add("HQ 0803\nRETURN HE 0804\nKEEP PE\nWITHDRAW HE\nSTAY HE")
	f.Add("HQ 1306\nSHARPSHOOTERS 1203\nSTRAGGLERS HE PE\nRegards, General Meade")
	start, err := Engine{}.New("sample", nil, nil)
	if err != nil {
		f.Fatal(err)
	}
	subs := map[games.Seat]games.Submission{
		"Confederate": start.Submit("Confederate", toLines([]string{"HQ 0803"}), i18n.English).Accepted,
		"Union":       start.Submit("Union", toLines([]string{"HQ 1306"}), i18n.English).Accepted,
	}
	res, err := start.Resolve(games.ResolveInput{Submissions: subs}, games.NewDice([games.SeedSize]byte{1}, "fuzz"))
	if err != nil {
		f.Fatal(err)
	}
	moving := res.Next
	f.Fuzz(func(t *testing.T, text string) {
		lines := toLines(strings.Split(text, "\n"))
		for _, g := range []games.Game{start, moving} {
			for _, seat := range []games.Seat{"Confederate", "Union"} {
				r := g.Submit(seat, lines, i18n.English)
				for _, p := range r.Problems {
					if p.Line < 1 || p.Message.EN == "" {
						t.Fatalf("problem without line or message: %+v", p)
					}
				}
				again := g.Submit(seat, r.Accepted.Lines, i18n.English)
				if len(again.Problems) > 0 {
					t.Fatalf("%s: the accepted plan %v is refused when sent again: %s", g.Phase().ID, r.Accepted.Lines, again.Problems[0].Render(i18n.English))
				}
			}
		}
	})
}
