package orders

import "testing"

// FuzzParseLine: any line is either an order whose canonical form parses
// back to itself, or a problem in every language; never a panic. The
// engine's own FuzzParseLine (games/asl) feeds the same lines through
// Submit; the seeds in testdata/fuzz are shared with it.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"MOVE R7 DT vF3 vG3", "FIRE vJ4 AT ANY WITHIN 4 SFF FPF", "ASK AT vF3,vG3", "LOS vD5 vJ4", "移動 R7 vF3", "射擊 G4 向 任何 範圍 3"} {
		f.Add(s)
	}
	sc, err := readVillage()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		o, why := ParseLine(sc, text)
		if why != nil {
			if why.EN == "" || why.Hant == "" || why.Hans == "" {
				t.Fatalf("%q: a problem missing a language: %+v", text, why)
			}
			return
		}
		canon := o.Text(sc)
		again, why := ParseLine(sc, canon)
		if why != nil || again.Text(sc) != canon {
			t.Fatalf("%q: canonical %q reads back as %q (%v)", text, canon, again.Text(sc), why)
		}
	})
}
