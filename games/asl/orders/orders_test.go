package orders

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"adjutant/games/asl/aslmap"
)

// readVillage reads the shipped scenario from the engine's data.
func readVillage() (*aslmap.Scenario, error) {
	data, err := os.ReadFile("../data/village.toml")
	if err != nil {
		return nil, err
	}
	sc, probs, err := aslmap.ParseScenario(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", err, probs)
	}
	return sc, nil
}

// village is the shipped scenario, for a test.
func village(t *testing.T) *aslmap.Scenario {
	t.Helper()
	sc, err := readVillage()
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// Every order's canonical form parses back to itself.
func TestCanonicalOrdersParseBack(t *testing.T) {
	sc := village(t)
	for _, line := range []string{
		"RALLY NONE", "NORALLY R1,R2", "KEEPDM R1", "NOREPAIR R20", "TRANSFER R20 TO R5", "PREP R4,R20,vD5 AT vJ4",
		"MOVE R7 DT AM vF3 SMOKE SMOKE:vG3 DC:vG4 DROP:R20 RECOVER:R20", "AFIRE R7 AT vJ4", "ROUT R7 CRAWL vE4", "ROUT R7 vE4 vD4",
		"ADVANCE R7 vF3", "CC R7 AT ANY", "CC R7,R1 AT G4,G5", "FIRE G4,vN5 AT vF3,vG3 WITHIN 3 MIN 4 MAXDRM -1 TARGET SQUAD SFF FPF FIRST",
		"FIRE vJ4 AT ANY FINAL", "FIRE G4,G21 AT ANY SFF NOROF", "FIRE G4,G21 NOROF", "ASK AT vF3", "ASK G4 AT ANY WITHIN 2 TARGET LEADER", "ASK FINAL", "FIRE G4", "NOFIRE", "PASS", "LOS vD5 vJ4",
	} {
		o, why := ParseLine(sc, line)
		if why != nil {
			t.Errorf("%q: %s", line, why.EN)
			continue
		}
		if got := o.Text(sc); got != line {
			t.Errorf("%q reads back as %q", line, got)
		}
	}
}

// The words Chinese players reach for first read as the orders they mean:
// 前進/推進 for the advance (besides 突擊), 於/在 for AT in a standing line.
func TestChineseWordsPlayersReachFor(t *testing.T) {
	sc := village(t)
	for line, want := range map[string]string{
		"前進 R7 vF3": "ADVANCE R7 vF3", "前进 R7 vF3": "ADVANCE R7 vF3", "推進 R7 vF3": "ADVANCE R7 vF3", "推进 R7 vF3": "ADVANCE R7 vF3",
		"詢問 於 vF3": "ASK AT vF3", "询问 于 vF3": "ASK AT vF3", "询问 在 vF3": "ASK AT vF3", "射擊 vJ4 於 任何 範圍 4": "FIRE vJ4 AT ANY WITHIN 4",
		"前進射擊 R7 向 vJ4": "AFIRE R7 AT vJ4",
	} {
		readsAs(t, sc, line, want)
	}
}

// readsAs checks that line parses and its canonical text is want.
func readsAs(t *testing.T, sc *aslmap.Scenario, line, want string) {
	t.Helper()
	o, why := ParseLine(sc, line)
	if why != nil {
		t.Errorf("%q: %s", line, why.EN)
		return
	}
	if got := o.Text(sc); got != want {
		t.Errorf("%q reads as %q, want %q", line, got, want)
	}
}

// Chinese writers run a Chinese word against an id or a hex, and Chinese
// words against each other: the lines read as written with spaces.
func TestChineseWordsRunTogether(t *testing.T) {
	sc := village(t)
	for line, want := range map[string]string{
		"移動R7 vF3 vG3":    "MOVE R7 vF3 vG3",
		"射擊vJ4向任何範圍4":     "FIRE vJ4 AT ANY WITHIN 4",
		"詢問於vH6,vH7":      "ASK AT vH6,vH7",
		"前進射擊R7向vJ4":      "AFIRE R7 AT vJ4",
		"准备射击R10,R11向vJ4": "PREP R10,R11 AT vJ4",
	} {
		readsAs(t, sc, line, want)
	}
}

// NOROF (不連射/不连射) declines an MG's rate of fire at First Fire to leave
// residual FP (the publisher's errata to 3.3.1): on a standing FIRE line,
// before or after its AT, and on a stop's answer; refused on ASK and with
// FINAL, which leave no residual FP.
func TestNoROFDeclinesRateOfFire(t *testing.T) {
	sc := village(t)
	for line, want := range map[string]string{
		"FIRE G4,G21 AT vF3 NOROF": "FIRE G4,G21 AT vF3 NOROF",
		"FIRE G4,G21 NOROF AT vF3": "FIRE G4,G21 AT vF3 NOROF",
		"射擊 G4,G21 向 vF3 不連射":      "FIRE G4,G21 AT vF3 NOROF",
		"射击G4,G21向任何放弃连射":          "FIRE G4,G21 AT ANY NOROF",
		"射擊 G4,G21 不連射":            "FIRE G4,G21 NOROF",
		"fire g4 at any sff norof": "FIRE G4 AT ANY SFF NOROF",
	} {
		readsAs(t, sc, line, want)
	}
	for line, want := range map[string]string{
		"ASK AT vF3 NOROF":           "ASK takes only",
		"FIRE G4 AT ANY FINAL NOROF": "drop FINAL, or drop NOROF",
		"FIRE G4 AT ANY NOROFF":      "use WITHIN n, MIN n, MAXDRM n, TARGET MMC|SQUAD|LEADER, SFF, FPF, NOROF",
	} {
		_, why := ParseLine(sc, line)
		if why == nil || !strings.Contains(why.EN, want) {
			t.Errorf("%q: refusal %v, want one saying %q", line, why, want)
		}
	}
}

// "none" (無, 无) alone, as a view once listed empty standing orders, is
// refused with the orders that say it: NOFIRE, or RALLY NONE.
func TestNoneAloneNamesNoFire(t *testing.T) {
	sc := village(t)
	for _, line := range []string{"none", "無", "无", "none: no defensive fire", "無：不防禦射擊"} {
		_, why := ParseLine(sc, line)
		if why == nil || !strings.Contains(why.EN, "write NOFIRE for no standing FIRE or ASK lines") || !strings.Contains(why.Hant, "請寫 不射擊") {
			t.Errorf("%q: %+v", line, why)
		}
	}
}
