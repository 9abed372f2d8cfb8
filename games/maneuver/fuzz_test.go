package maneuver

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// FuzzParseTurn: any text, in any phase of the game and for either seat,
// gives accepted lines or problems with their line numbers, never a panic;
// every accepted line's canonical form reads back the same; and whatever
// Submit accepts, Resolve runs without an error.
func FuzzParseTurn(f *testing.F) {
	for _, s := range []string{
		"DISCARD F46 F47\nMOVE GRD D6\nASSAULT GRD D5 WITH F01\nIF DEF >= 9 ADD F48 ON GRD\nRESULT RETREAT\nRESTORE LIN WITH F54",
		"MOVE HUS E6 E5\nSUPPLY F52 GRD D6\nFORCED F49 HUS E4\nDEFEND * ALL LEADER BEST\nWITHDRAW * NO",
		"棄牌 F12\n移動 GRD D6\n突擊 GRD D5 用 F01\n如果 防禦 ≥ 12 佯攻 F57 D7 C7\n防守 * 全部",
		"弃牌 无\n移动 HUS E6\n伏击 F51 D2\n领袖 F42 指挥 GRE LIN\n结果 撤退\n推进 无",
		"SCOUT F58\nASK\nGUERRILLA SUPPLY YES\nCHOOSE FGD HIT\nSIDE * EAST",
		"TILES 1 5 3/90 8\nNATIONS FRANCE BRITAIN\nNATION FRANCE\nEDGE SOUTH\nDEPLOY GRD D7 HUS C8",
		"BOMBARD ART D5 WITH F21\nVOLLEY LIG D5 WITH F11\nBATTERY F41 ART D5\nREDOUBT F55 GRD",
	} {
		f.Add(s)
	}
	positions := func(tb testing.TB) []*Game {
		x := newFx(tb).place(Blue, "GRD", "D6").place(Blue, "HUS", "E7").place(Blue, "LIN*", "C7").place(Blue, "ART", "D7").place(Blue, "LIG", "C6").
			place(Red, "FGD", "D5").place(Red, "HLD", "D2").hand(Blue, "F01", "F46", "F52", "F51", "F58").hand(Red, "B01", "B50")
		turn := x.game()
		setup, _ := Engine{}.New("standard", nil, nil)
		r, _ := setup.Resolve(games.ResolveInput{}, games.NewDice([games.SeedSize]byte{1}, "1:S1"))
		return []*Game{turn, r.Next.(*Game)}
	}
	games0 := positions(f)
	f.Fuzz(func(t *testing.T, text string) {
		lines := numbered(strings.Split(text, "\n"))
		for _, g := range games0 {
			for _, seat := range []Seat{Blue, Red} {
				for _, m := range []mode{modeSetup, modeTurn, modeAnswer} {
					_, echo, probs := g.s.parse(seat, m, lines)
					for _, p := range probs {
						if p.Line < 1 || p.Message.EN == "" || p.Message.Hant == "" || p.Message.Hans == "" {
							t.Fatalf("problem without a line or a message in every language: %+v", p)
						}
					}
					for _, e := range echo {
						if e.Problem != nil {
							continue
						}
						var again parsed
						c2, err := g.s.parseOne(seat, m, 1, tokens(e.Understood), &again)
						if err != nil || c2 != e.Understood {
							t.Fatalf("%q reads as %q, which reads back as %q (%v)", e.Input, e.Understood, c2, err)
						}
					}
				}
			}
			for _, r := range g.Requests() {
				res := g.Submit(r.Seat, lines, i18n.English)
				if _, err := g.Resolve(games.ResolveInput{Submissions: map[games.Seat]games.Submission{r.Seat: res.Accepted}}, games.NewDice([games.SeedSize]byte{2}, "fuzz")); err != nil {
					t.Fatalf("accepted %+v, then Resolve: %v", res.Accepted.Lines, err)
				}
			}
		}
	})
}
