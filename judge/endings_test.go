package judge

import (
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/storage"
)

// endSeed is the fixed secret seed of the games in these tests.
func endSeed(b byte) func() [games.SeedSize]byte {
	return func() [games.SeedSize]byte {
		var s [games.SeedSize]byte
		for i := range s {
			s[i] = b + byte(i)
		}
		return s
	}
}

func TestExplore1914(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, Seed: endSeed(1)})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw two-1914")
	tj.send(t, "east@example.org", "SIGNON ?duel pw-east Turkey")
	tj.send(t, "west@example.org", "SIGNON ?duel pw-west France")
	edits := "SIGNON Mduel gmpw\n"
	for _, p := range []string{"Lon", "Edi", "Lvp", "Mos", "StP", "Sev", "War", "Kie", "Mun"} {
		edits += "EDIT remove " + p + "\n"
	}
	for _, p := range []string{"Lon", "Edi", "Lvp", "Mos", "StP", "Sev", "War", "Kie", "Mun", "Nwy", "Swe", "Den", "Hol", "Bel", "Spa", "Por", "Ser", "Rum", "Bul", "Gre"} {
		edits += "EDIT owner " + p + " France\n"
	}
	edits += "EDIT add France F Wes\n"
	r := tj.send(t, "gm@example.org", edits)
	t.Log(r.Body)
	east := "SIGNON Aduel pw-east\nA Vie H\nA Bud H\nF Tri H\nSIGNON Gduel pw-east\nA Ber H\nSIGNON Tduel pw-east\nF Ank H\nA Con H\nA Smy H"
	west := "SIGNON Fduel pw-west\nA Par H\nF Bre H\nA Mar H\nF Wes H"
	for i := 0; i < 2; i++ {
		r = tj.send(t, "east@example.org", east)
		t.Log(r.Body)
		r = tj.send(t, "west@example.org", west)
		t.Log(r.Body)
		t.Log(tj.last(t, "west@example.org").Subject, tj.last(t, "west@example.org").Body)
	}
	r = tj.send(t, "east@example.org", "SIGNON Iduel pw-east\nBuild A Ven")
	t.Log(r.Body)
	r = tj.send(t, "west@example.org", "SIGNON Iduel pw-west\nBuild A Ven")
	t.Log(r.Body)
	r = tj.send(t, "west@example.org", "SIGNON Italy duel pw-west\nBuild A Ven")
	t.Log(r.Body)
	_ = fmt.Sprint
	_ = strings.Contains
	_ = storage.Inbound{}
}
