package datc

import (
	"errors"
	"strings"
	"testing"

	"adjutant/games/diplomacy/dip"
)

const sampleFile = `# a comment line
VARIANT_ALL Standard
CASE 9.Z.1 Everything the format has   # trailing comment
PRESTATE_SETPHASE Fall 1902, Retreat
PRESTATE_SUPPLYCENTER_OWNERS
	Russia: A stp
	England: lon
PRESTATE
	England: F mid
	Russia: F stp(nc)
	Germany: A hol
PRESTATE_DISLODGED
	England: A bel
PRESTATE_RESULTS
	SUCCESS: Germany: A ruh-bel
	FAILURE: England: A bel H
ORDERS
	England: A bel-pic
	eng: F mao H
POSTSTATE
	England: F mao
	England: A pic
	Russia: F stp/north coast
	Germany: A hol
POSTSTATE_DISLODGED
END

CASE 9.Z.2
PRESTATE_SETPHASE Spring 1901 Movement
ORDERS
POSTSTATE_SAME
END
`

func TestReadSample(t *testing.T) {
	cases, err := Read(strings.NewReader(sampleFile), "sample.txt", nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 2 {
		t.Fatalf("read %d cases, want 2", len(cases))
	}
	c := cases[0]
	if c.ID != "9.Z.1" || c.Title != "Everything the format has" || c.Line != 3 || c.File != "sample.txt" {
		t.Errorf("case header read as %q %q line %d file %q", c.ID, c.Title, c.Line, c.File)
	}
	if want := (dip.Phase{Year: 1902, Season: dip.Fall, Kind: dip.RetreatPhase}); c.Phase != want {
		t.Errorf("phase %v, want %v", c.Phase, want)
	}
	if c.Owners["stp"] != dip.Russia || c.Owners["lon"] != dip.England || len(c.Owners) != 2 {
		t.Errorf("owners %v", c.Owners)
	}
	wantUnits := []dip.Unit{
		{Type: dip.Fleet, Power: dip.England, At: dip.At("mao")},
		{Type: dip.Fleet, Power: dip.Russia, At: dip.Loc{Prov: "stp", Coast: dip.NorthCoast}},
		{Type: dip.Army, Power: dip.Germany, At: dip.At("hol")},
	}
	if m, x := diffUnits(wantUnits, c.Units); len(m)+len(x) > 0 {
		t.Errorf("PRESTATE: missing %v, extra %v", m, x)
	}
	if len(c.Dislodged) != 1 || c.Dislodged[0].At.Prov != "bel" {
		t.Errorf("PRESTATE_DISLODGED %v", c.Dislodged)
	}
	if len(c.Prior) != 2 || !c.Prior[0].Succeeded || c.Prior[1].Succeeded || c.Prior[0].Order.To.Prov != "bel" {
		t.Errorf("PRESTATE_RESULTS %+v", c.Prior)
	}
	if len(c.Orders) != 2 || c.Orders[1].Order.Power != dip.England || c.Orders[1].Order.Kind != dip.Hold || c.Orders[1].Line != 19 {
		t.Errorf("ORDERS %+v", c.Orders)
	}
	if !c.CheckDislodged || len(c.PostDislodged) != 0 {
		t.Errorf("an empty POSTSTATE_DISLODGED must still be checked: %v %v", c.CheckDislodged, c.PostDislodged)
	}
	if len(c.Post) != 4 || c.Post[2].At != (dip.Loc{Prov: "stp", Coast: dip.NorthCoast}) {
		t.Errorf("POSTSTATE %v", c.Post)
	}
	if d := cases[1]; !d.PostSame || d.CheckDislodged || len(d.ExpectedUnits()) != 0 {
		t.Errorf("second case %+v", d)
	}
}

func TestReadErrorsNameFileAndLine(t *testing.T) {
	tests := []struct {
		name, text string
		line       int
		variant    bool
	}{
		{"no END", "CASE 1\nPRESTATE_SETPHASE Spring 1901, Movement\n", 1, false},
		{"no phase", "CASE 1\nEND\n", 2, false},
		{"data outside", "England: F nth\n", 1, false},
		{"unknown power", "CASE 1\nPRESTATE\n\tPrussia: A ber\n", 3, false},
		{"unknown province", "CASE 1\nPRESTATE\n\tEngland: F atlantis\n", 3, false},
		{"bad unit letter", "CASE 1\nPRESTATE\n\tEngland: X lon\n", 3, false},
		{"bad order", "CASE 1\nORDERS\n\tEngland: F lon sings\n", 3, false},
		{"bad result tag", "CASE 1\nPRESTATE_RESULTS\n\tMAYBE: England: F lon H\n", 3, false},
		{"bad phase", "CASE 1\nPRESTATE_SETPHASE Summer 1901, Movement\n", 2, false},
		{"spring adjustment", "CASE 1\nPRESTATE_SETPHASE Spring 1901, Adjustment\n", 2, false},
		{"duplicate case", "CASE 1\nPRESTATE_SETPHASE Spring 1901, Movement\nEND\nCASE 1\n", 4, false},
		{"two units in one place", "CASE 1\nPRESTATE_SETPHASE Spring 1901, Movement\nPRESTATE\n\tEngland: F lon\n\tFrance: A lon\nEND\n", 6, false},
		{"nested case", "CASE 1\nCASE 2\n", 2, false},
		{"lines under POSTSTATE_SAME", "CASE 1\nPOSTSTATE_SAME\n\tEngland: F lon\n", 3, false},
		{"owner twice", "CASE 1\nPRESTATE_SUPPLYCENTER_OWNERS\n\tEngland: lon\n\tFrance: lon\n", 4, false},
		{"variant", "VARIANT_ALL Chaos\n", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Read(strings.NewReader(tt.text), "f.txt", nil)
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("got %v, want a *FormatError", err)
			}
			if fe.File != "f.txt" || fe.Line != tt.line {
				t.Errorf("error at %s:%d, want f.txt:%d (%v)", fe.File, fe.Line, tt.line, err)
			}
			if !strings.HasPrefix(err.Error(), "f.txt:") {
				t.Errorf("message %q does not start with the file name", err)
			}
			want := ErrFormat
			if tt.variant {
				want = ErrVariant
			}
			if !errors.Is(err, want) {
				t.Errorf("%v does not wrap %v", err, want)
			}
		})
	}
}

func TestReadFileMissing(t *testing.T) {
	if _, err := ReadFile("testdata/no-such-file.txt", nil); err == nil {
		t.Fatal("reading a missing file succeeded")
	}
}

// FuzzRead checks that no input makes the reader panic, that every error
// is a *FormatError pointing into the input, and that whatever it accepts
// is a well-formed case.
func FuzzRead(f *testing.F) {
	f.Add(sampleFile)
	f.Fuzz(func(t *testing.T, text string) {
		cases, err := Read(strings.NewReader(text), "fuzz.txt", nil)
		if err != nil {
			var fe *FormatError
			if !errors.As(err, &fe) {
				t.Fatalf("error %v is not a *FormatError", err)
			}
			if fe.Line < 1 || fe.Line > strings.Count(text, "\n")+2 {
				t.Fatalf("error line %d outside the input", fe.Line)
			}
			return
		}
		for _, c := range cases {
			if c.ID == "" || c.Phase.Kind == 0 || c.Phase.Season == 0 {
				t.Fatalf("accepted a case without id or phase: %+v", c)
			}
		}
	})
}

// FuzzReadLenient: whatever the text, the lenient reader returns cases with
// an id and a phase, and every bad case names a line inside the input.
func FuzzReadLenient(f *testing.F) {
	f.Add(sampleFile)
	f.Add("CASE Describe Spring 1903 [Movement]\nPRESTATE\n\tEngland F London\nORDERS\n\tEngland F London - North Sea\nEND\n")
	f.Add("CASE 1\nPRESTATE\n\tAustira: A vie\nCASE 1\nEND\nEND\n")
	f.Fuzz(func(t *testing.T, text string) {
		cases, bad, err := ReadLenient(strings.NewReader(text), "fuzz.txt", nil)
		if err != nil {
			if !errors.Is(err, ErrVariant) && !errors.Is(err, ErrFormat) {
				t.Fatalf("error %v is neither ErrVariant nor ErrFormat", err)
			}
			return
		}
		for _, b := range bad {
			if b.Line < 1 || b.Line > strings.Count(text, "\n")+2 {
				t.Fatalf("bad case at line %d outside the input", b.Line)
			}
		}
		seen := map[string]bool{}
		for _, c := range cases {
			if c.ID == "" || c.Phase.Kind == 0 || c.Phase.Season == 0 {
				t.Fatalf("accepted a case without id or phase: %+v", c)
			}
			if seen[c.ID] {
				t.Fatalf("two cases with the id %q", c.ID)
			}
			seen[c.ID] = true
		}
	})
}
