package marengo

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// FuzzParsePlan: any text, for either side, as a plan or as answers,
// gives accepted lines or problems with their line numbers and a message
// in every language, never a panic; every accepted line's canonical form
// reads back the same; and whatever Submit accepts, Resolve runs without
// an error, questions and all.
func FuzzParsePlan(f *testing.F) {
	for _, s := range []string{
		"ATTACK A03 A04 LEAD A03 PURSUE A12 THEN A12 TO CGR/SGI\nMOVE A05 TO BRH/PDB\nBOMBARD A08",
		"ENTER A10 PDB FON\nROAD A02 PDB FON MAR THEN A02 TO MAR/CGR\nPONTOON A11\nBLOCK * ALL\nFRONT MAR BEST",
		"啟動 F03 F05\n開火 F09 於 BRH/PDB\n攻擊 F01 F02 主攻 F01 追擊 否\n移動 F05 到 PDB 受阻 退回\n防堵 * 全部",
		"启动 F03\n取消 F09\n移动 F05 到 PDB 受阻 投入 F05\n第一线 * 最佳\n撤退 MAR CGR SVI\n删除 第一线",
		"MOVE A03 A04 TO MAR SHOW A04 BLOCKED COMMIT A03\nASK\nCOUNTERFIRE * NO\nPURSUE MAR A12\nADVANCE * YES\nHIT * STRONGEST\nLOSS * WEAKEST",
		"CONCEDE\nFORGET ALL\nRETREAT * ROOM",
		"ATTACK A03 → A04\nMOVE A03 TO\nROAD A03 PDB FON MAR CGR\nFIRE A08 AT MAR\nBLOCK MAR A01 A01",
	} {
		f.Add(s)
	}
	fixture := newFx(f).at("BRH", "A05", "A06").at("BRH/PDB", "A03", "A04", "A12", "A08").at("PDB/BRH", "F01", "F02").at("PDB", "F09").
		at("FON", "F05", "F03").inactive("F03").at("MAR", "F10").due("A10", "A11", "F11")
	fixture.s.B.Declared = []Bombard{{Art: "A08", Side: Austria, Target: "PDB"}}
	base := fixture.s
	f.Fuzz(func(t *testing.T, text string) {
		lines := numbered(strings.Split(text, "\n"))
		for _, side := range []Side{Austria, France} {
			for _, m := range []mode{modePlan, modeAnswer} {
				_, echo, probs := parseLines(base.sc, side, m, lines)
				for _, p := range probs {
					if p.Line < 1 || p.Message.EN == "" || p.Message.Hant == "" || p.Message.Hans == "" || strings.Contains(p.Message.EN+p.Message.Hant+p.Message.Hans, "%!") {
						t.Fatalf("problem without a line or a message in every language: %+v", p)
					}
				}
				for _, e := range echo {
					if e.Problem != nil {
						continue
					}
					var again parsed
					c2, err := parseOne(base.sc, side, m, 1, tokens(e.Understood), &again)
					if err != nil || c2 != e.Understood {
						t.Fatalf("%q reads as %q, which reads back as %q (%v)", e.Input, e.Understood, c2, err)
					}
				}
			}
		}
		for _, active := range []Side{Austria, France} {
			s := base.clone()
			s.B.Active = active
			g := &Game{s: s}
			for step := 0; step < 6 && g.Over() == nil; step++ {
				reqs := g.Requests()
				if len(reqs) == 0 {
					break
				}
				res := g.Submit(reqs[0].Seat, lines, i18n.English)
				out, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{reqs[0].Seat: res.Accepted}}, games.NewDice([games.SeedSize]byte{2}, "fuzz"))
				if err != nil {
					t.Fatalf("accepted %+v, then Resolve: %v", res.Accepted.Lines, err)
				}
				g = out.Next.(*Game)
			}
		}
	})
}
