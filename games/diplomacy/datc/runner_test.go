package datc

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/games/diplomacy/adjudicate"
	"adjutant/games/diplomacy/dip"
	"adjutant/games/diplomacy/dipmap"
)

const bounceCase = `CASE T.1 Two armies bounce
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
	Austria: A vie
	Italy: A ven
ORDERS
	Austria: A vie-tyr
	Italy: A ven-tyr
POSTSTATE_SAME
END
`

// wrongCase expects the Austrian army to get through, which it cannot.
const wrongCase = `CASE T.2 A wrong expectation
PRESTATE_SETPHASE Spring 1901, Movement
PRESTATE
	Austria: A vie
	Italy: A ven
ORDERS
	Austria: A vie-tyr
	Italy: A ven-tyr
POSTSTATE
	Austria: A tyr
	Italy: A ven
POSTSTATE_DISLODGED
	Italy: A ven
END
`

func readOne(t *testing.T, text string) Case {
	t.Helper()
	cs, err := Read(strings.NewReader(text), "t.txt", nil)
	if err != nil || len(cs) != 1 {
		t.Fatalf("read %d cases: %v", len(cs), err)
	}
	return cs[0]
}

func TestRunReportsWhatDiffers(t *testing.T) {
	if o := Run(readOne(t, bounceCase), nil); !o.Passed || o.String() != "PASS T.1" {
		t.Fatalf("bounce case: %v", o)
	}
	o := Run(readOne(t, wrongCase), nil)
	if o.Passed {
		t.Fatal("a case with a wrong POSTSTATE passed")
	}
	s := o.String()
	for _, want := range []string{
		"FAIL T.2:",
		"units: expected Austria: A tyr; got Austria: A vie",
		"dislodged: expected Italy: A ven; got nothing",
		"(t.txt:1)",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("report %q lacks %q", s, want)
		}
	}
}

func TestRunFilesPrintsEveryCaseAndTotals(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(good, []byte(bounceCase), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte(wrongCase), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	passed, failed, err := RunFiles(&out, []string{good, bad}, &adjudicate.Options{Rules: adjudicate.DATC})
	if err != nil {
		t.Fatal(err)
	}
	if passed != 1 || failed != 1 {
		t.Errorf("counted %d passed, %d failed; want 1 and 1", passed, failed)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != 3 || lines[0] != "PASS T.1" || !strings.HasPrefix(lines[1], "FAIL T.2: ") || lines[2] != "1 passed, 1 failed" {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestRunFilesReportsABadCaseAndRunsTheRest(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.txt")
	broken := filepath.Join(dir, "broken.txt")
	if err := os.WriteFile(good, []byte(bounceCase), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(broken, []byte("CASE X\nPRESTATE\n\tNarnia: A lon\nEND\n"+strings.Replace(bounceCase, "T.1", "T.9", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	passed, failed, err := RunFiles(&out, []string{good, broken}, nil)
	if err != nil || passed != 2 || failed != 1 {
		t.Fatalf("got %d passed, %d failed, %v:\n%s", passed, failed, err, out.String())
	}
	for _, want := range []string{"UNREADABLE ", "broken.txt:3: case X: unit line: unknown power \"Narnia\"", "PASS T.1", "PASS T.9", "2 passed, 1 failed\n"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
}

func TestRunFilesStopsOnAnotherVariant(t *testing.T) {
	dir := t.TempDir()
	other := filepath.Join(dir, "other.txt")
	if err := os.WriteFile(other, []byte("VARIANT_ALL Chaos\n"+bounceCase), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if _, _, err := RunFiles(&out, []string{other}, nil); !errors.Is(err, ErrVariant) || out.Len() != 0 {
		t.Errorf("got %v and %q, want ErrVariant and nothing run", err, out.String())
	}
}

// A retreat case takes the attacker's origin and the standoffs from
// PRESTATE_RESULTS, and a convoyed attacker's origin is open only under
// the DATC rule set.
func TestPositionFromPriorResults(t *testing.T) {
	c := readOne(t, `CASE T.3
PRESTATE_SETPHASE Spring 1901, Retreat
PRESTATE
	France: A mar
	Austria: A vie
PRESTATE_DISLODGED
	Italy: A vie
	Italy: A mar
PRESTATE_RESULTS
	SUCCESS: Austria: A tri-vie
	SUCCESS: France: A gas-mar via convoy
	FAILURE: Germany: A mun-boh
	FAILURE: Germany: A sil-boh
	FAILURE: Russia: A war-gal
ORDERS
POSTSTATE
	France: A mar
	Austria: A vie
END
`)
	m := dipmap.Standard()
	for _, tt := range []struct {
		rules   adjudicate.RuleSet
		fromMar dip.Province
	}{{adjudicate.DATC, ""}, {adjudicate.Rulebook, "gas"}} {
		pos := c.Position(m, &adjudicate.Options{Rules: tt.rules})
		if got := pos.Dislodged["vie"].AttackerFrom; got != "tri" {
			t.Errorf("%s: attacker of vie from %q, want tri", tt.rules, got)
		}
		if got := pos.Dislodged["mar"].AttackerFrom; got != tt.fromMar {
			t.Errorf("%s: attacker of mar from %q, want %q", tt.rules, got, tt.fromMar)
		}
		if len(pos.Standoffs) != 1 || pos.Standoffs[0] != "boh" {
			t.Errorf("%s: standoffs %v, want [boh] (one failed move into gal is no standoff)", tt.rules, pos.Standoffs)
		}
		if pos.Owners["mos"] != dip.Russia || pos.Owners["lon"] != dip.England {
			t.Errorf("without an owners section the home centres belong to their powers: %v", pos.Owners)
		}
	}
}

func TestOverrideRefusesUnknownCase(t *testing.T) {
	base := []Case{{ID: "1"}, {ID: "2"}}
	got, err := Override(base, []Case{{ID: "2", Title: "new"}})
	if err != nil || got[1].Title != "new" || got[0].ID != "1" {
		t.Errorf("Override = %+v, %v", got, err)
	}
	if _, err := Override(base, []Case{{ID: "3"}}); !errors.Is(err, ErrFormat) {
		t.Errorf("an override for a missing case gave %v", err)
	}
}

func TestRunFilesLaterFileReplacesCase(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "a.txt")
	fix := filepath.Join(dir, "b.txt")
	if err := os.WriteFile(bad, []byte(wrongCase+"\n"+bounceCase), 0o644); err != nil {
		t.Fatal(err)
	}
	// The same id as wrongCase, with the right expectation.
	if err := os.WriteFile(fix, []byte(strings.Replace(bounceCase, "CASE T.1", "CASE T.2", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	passed, failed, err := RunFiles(&out, []string{bad, fix}, nil)
	if err != nil || passed != 2 || failed != 0 {
		t.Fatalf("got %d passed, %d failed, %v:\n%s", passed, failed, err, out.String())
	}
	if want := "PASS T.2\nPASS T.1\n2 passed, 0 failed\n"; out.String() != want {
		t.Errorf("output %q, want %q", out.String(), want)
	}
}

// TestPublicSuiteQuirksAreReadAsTheyAre runs testdata/lenient/quirks.txt,
// our own cases written with each quirk published suites have.
func TestPublicSuiteQuirksAreReadAsTheyAre(t *testing.T) {
	var out bytes.Buffer
	passed, failed, err := RunFiles(&out, []string{"testdata/lenient/quirks.txt"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"PASS 9.Q.1", "PASS 9.Q.2", "PASS 9.Q.3", "PASS 9.Q.3 (2)",
		"PASS Describe Spring 1903 [Movement]", "PASS Describe Fall 1903 [Movement]",
		"UNREADABLE testdata/lenient/quirks.txt:", "case 9.Q.4", "PASS 9.Q.5",
		"7 passed, 1 failed\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q", want)
		}
	}
	if passed != 7 || failed != 1 {
		t.Errorf("%d passed, %d failed:\n%s", passed, failed, out.String())
	}
	// The strict reader refuses the same file at its first quirk.
	if _, err := ReadFile("testdata/lenient/quirks.txt", nil); !errors.Is(err, ErrFormat) {
		t.Errorf("the strict reader took the quirks: %v", err)
	}
}

func TestDestroyUnretreatableReadsJDipsDislodgedConvention(t *testing.T) {
	files := []string{"testdata/lenient/unretreatable.txt"}
	var out bytes.Buffer
	if _, failed, err := RunFiles(&out, files, nil); err != nil || failed != 1 || !strings.Contains(out.String(), "dislodged: expected nothing; got Germany: A hol") {
		t.Errorf("the rulebook reading must list the army in Holland as dislodged (%v):\n%s", err, out.String())
	}
	out.Reset()
	eng := StandardEngine()
	eng.DestroyUnretreatable = true
	if passed, failed, err := eng.RunFiles(&out, files, nil); err != nil || passed != 1 || failed != 0 {
		t.Errorf("with the convention the case must pass (%v):\n%s", err, out.String())
	}
}

// TestDisorderDistanceBothReadings: DATC 6.J.11 under this rulebook (owned
// centres) and under the 1971/2000 rules (home centres).
func TestDisorderDistanceBothReadings(t *testing.T) {
	var out bytes.Buffer
	if _, failed, err := RunFiles(&out, []string{"testdata/6j.txt"}, nil); err != nil || failed != 0 {
		t.Fatalf("6.J under owned centres: %d failed, %v\n%s", failed, err, out.String())
	}
	out.Reset()
	home := &adjudicate.Options{DisorderToHome: true}
	if _, failed, err := RunFiles(&out, []string{"testdata/disorder-home/6j.txt"}, home); err != nil || failed != 0 {
		t.Fatalf("6.J under home centres: %d failed, %v\n%s", failed, err, out.String())
	}
	out.Reset()
	if _, _, _ = RunFiles(&out, []string{"testdata/6j.txt"}, home); !strings.Contains(out.String(), "FAIL 6.J.11") {
		t.Errorf("under the home reading the owned reading's 6.J.11 must fail:\n%s", out.String())
	}
}
