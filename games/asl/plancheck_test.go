package asl

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// submitLines sends lines for a seat and returns the result.
func submitLines(g games.Game, seat games.Seat, lines ...string) games.SubmitResult {
	var in []games.Line
	for i, l := range lines {
		in = append(in, games.Line{N: i + 1, Text: l})
	}
	return g.Submit(seat, in, i18n.English)
}

// problemOn returns the problem of line n, or "".
func problemOn(res games.SubmitResult, n int) string {
	for _, p := range res.Problems {
		if p.Line == n {
			return p.Message.EN
		}
	}
	return ""
}

// Issue 19, checked when sent: what follows from the public position is
// refused in the reply, with what would be accepted. A PREP line whose
// firers have no line of sight to the target (3.2) is refused, naming
// the obstacle; one whose line is clear is accepted.
func TestPrepFireWithoutLineOfSightIsRefusedWhenSent(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	s := g.(*Game).s
	var blocked, clear string
	for _, to := range []string{"vJ4", "vJ5", "vK7", "vL4", "vN5", "vN7"} {
		v := s.sight(s.hex(t, "vD8"), s.hex(t, to))
		if !v.Clear && v.Blocked != nil && blocked == "" {
			blocked = to
		}
		if v.Clear && clear == "" {
			clear = to
		}
	}
	if blocked == "" {
		t.Fatal("the sample gives vD8 no blocked line to a German hex: choose another firer")
	}
	res := submitLines(g, "Russian", "PREP R8,R9 AT "+blocked)
	if why := problemOn(res, 1); !strings.Contains(why, "no line of sight") || !strings.Contains(why, "blocked by") {
		t.Errorf("PREP at %s with the line blocked: %q", blocked, why)
	}
	if clear != "" {
		if why := problemOn(submitLines(g, "Russian", "PREP R8,R9 AT "+clear), 1); why != "" {
			t.Errorf("PREP at %s, clear: refused %q", clear, why)
		}
	}
}

// ADVANCE and CC are checked against where the plan leaves the units:
// from vD5, vJ4 is not next to it; after MOVE R7 vF3 vG3, vH3 is.
func TestAdvanceAndCloseCombatAreCheckedAgainstThePlan(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "ADVANCE R4 vJ4")
	if why := problemOn(res, 1); !strings.Contains(why, "vJ4 is not next to vD5") {
		t.Errorf("ADVANCE R4 vJ4 from vD5: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R7 vF3 vG3", "ADVANCE R7 vH3")
	if len(res.Problems) != 0 {
		t.Errorf("an advance next to the move's last hex: %v", res.Problems[0].Message.EN)
	}
	res = submitLines(g, "Russian", "ADVANCE R7 vH3", "MOVE R7 vF3 vG3")
	if len(res.Problems) != 0 {
		t.Errorf("the MOVE line may come after the ADVANCE: %v", res.Problems[0].Message.EN)
	}
	res = submitLines(g, "Russian", "CC R4 AT G4")
	if why := problemOn(res, 1); !strings.Contains(why, "G4 is in vJ4") || !strings.Contains(why, "ADVANCE") {
		t.Errorf("CC R4 AT G4 with R4 in vD5 and G4 in vJ4: %q", why)
	}
	res = submitLines(g, "Russian", "MOVE R7 vF3 vG3 vH3", "ADVANCE R7 vI4", "CC R7 AT G4")
	if why := problemOn(res, 3); !strings.Contains(why, "G4 is in vJ4") {
		t.Errorf("CC after an advance into vI4, G4 in vJ4: %q", why)
	}
}

// Issue 19: a refused line keeps the turn from being resolved early; the
// reply names it and says what the deadline will do with the mail.
func TestRefusedLineIsNamedWithWhatTheDefaultDoes(t *testing.T) {
	g, _ := Engine{}.New("village", nil, nil)
	res := submitLines(g, "Russian", "MOVE R7 vF3", "ADVANCE R4 vJ4")
	if res.Complete {
		t.Fatal("a plan with a refused line is not complete")
	}
	for _, want := range []string{"Refused: line 2 (ADVANCE R4 vJ4)", "not resolved early", "what was accepted above runs without the refused lines"} {
		if !strings.Contains(res.Summary, want) {
			t.Errorf("the summary lacks %q:\n%s", want, res.Summary)
		}
	}
	res = submitLines(g, "German", "MOVE G4 vI4")
	if !strings.Contains(res.Summary, "Refused: line 1 (MOVE G4 vI4)") || !strings.Contains(res.Summary, "the default applies: the standing FIRE and ASK lines last sent") {
		t.Errorf("nothing accepted: the summary should give the default:\n%s", res.Summary)
	}
	if res := submitLines(g, "Russian", "MOVE R7 vF3"); strings.Contains(res.Summary, "Refused") {
		t.Errorf("nothing refused:\n%s", res.Summary)
	}
}
