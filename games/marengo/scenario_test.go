package marengo

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"adjutant/games"
)

// The shipped scenario checks clean and holds what the rules need.
func TestShippedScenario(t *testing.T) {
	sc, err := LoadScenario("")
	if err != nil {
		t.Fatal(err)
	}
	if sc.Name != "sample" || sc.Hours() != 16 || sc.Pontoon == "" || !strings.Contains(sc.Note, "approximation") {
		t.Errorf("scenario %s: %d hours, pontoon %q, note %q", sc.Name, sc.Hours(), sc.Pontoon, sc.Note)
	}
	colours := map[Colour]int{}
	for _, a := range sc.Areas {
		if a.Objective != "" {
			colours[a.Objective]++
		}
	}
	if len(colours) != 3 || colours[Red]+colours[Blue]+colours[Green] != 8 {
		t.Errorf("objectives %v: the rulebook has eight stars of three colours", colours)
	}
	// The roster keeps to the published game's pieces: infantry 1-3,
	// cavalry 1-2, one artillery piece a side of strength 1, and four
	// arrival groups (entry and hour), one Austrian and three French.
	guns, groups := map[Side]int{}, map[Side]map[string]bool{Austria: {}, France: {}}
	for _, d := range sc.Blocks {
		most := map[Arm]int{Infantry: 3, Cavalry: 2, Artillery: 1}[d.Arm]
		if d.Strength < 1 || d.Strength > most {
			t.Errorf("%s is %s%d: the game's %s pieces are of strength 1 to %d", d.ID, d.Arm, d.Strength, d.Arm, most)
		}
		if d.Arm == Artillery {
			guns[d.Side]++
		}
		if d.Entry != "" {
			groups[d.Side][fmt.Sprintf("%s %d", d.Entry, d.Hour)] = true
		}
	}
	if guns[Austria] != 1 || guns[France] != 1 || len(groups[Austria]) != 1 || len(groups[France]) != 3 {
		t.Errorf("guns %v, arrival groups %v: want one gun a side, one Austrian group and three French", guns, groups)
	}
	// Every approach has the approach across (rule 3), and every road
	// crosses borders that exist.
	for _, a := range sc.Areas {
		for _, ap := range a.Approaches {
			if o := sc.Opposite(ap); o == nil || o.Impassable != ap.Impassable {
				t.Errorf("%s has no opposite approach, or one that differs in passability", ap.Place())
			}
		}
	}
}

// A broken file gets every problem, each naming its entry.
func TestScenarioCheckNamesTheEntry(t *testing.T) {
	data, err := os.ReadFile("data/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	broken := string(data)
	for _, r := range []struct{ from, to string }{
		{`key = "FMA"` + "\n" + `name = "Fontanone marsh"`, `key = "FMA"` + "\n" + `name = "Fontanone marsh"` + "\nobjective = \"purple\""},
		{`a = { area = "FON", width = "long" }` + "\n" + `b = { area = "MAR"`, `a = { area = "FON", width = "wide" }` + "\n" + `b = { area = "MAR"`},
		{`areas = ["RIV", "SGI"]`, `areas = ["RIV", "MAR"]`},
		{`id = "A18"` + "\n" + `side = "austria"` + "\n" + `arm = "inf"`, `id = "A18"` + "\n" + `side = "austria"` + "\n" + `arm = "rockets"`},
		{`id = "F17"` + "\n" + `side = "france"` + "\n" + `arm = "inf"` + "\n" + `strength = 2`, `id = "F17"` + "\n" + `side = "france"` + "\n" + `arm = "inf"` + "\n" + `strength = 7`},
		{`hour = 17`, `hour = 23`},
		{`french_start = 2` + "\n" + `row = 1` + "\n" + `col = 3`, `french_start = 3` + "\n" + `row = 1` + "\n" + `col = 3`},
	} {
		if !strings.Contains(broken, r.from) {
			t.Fatalf("the sample no longer has %q", r.from)
		}
		broken = strings.Replace(broken, r.from, r.to, 1)
	}
	_, probs, err := ParseScenario([]byte(broken))
	if err == nil {
		t.Fatal("a broken file parsed")
	}
	var got []string
	for _, p := range probs {
		got = append(got, p.String())
	}
	for _, want := range []string{
		`area 2 (FMA): objective must be red, blue or green (or left out), not "purple"`,
		`border 8 (FON-MAR), FON's side: width must be short or long, not "wide"`,
		`road 4 (rivalta): RIV and MAR share no border`,
		`block 18 (A18): arm must be inf, cav or art, not "rockets"`,
		`block 35 (F17): strength must be between 1 and 4, not 7`,
		`block 33 (F15): hour 23 is not a turn of the game (6 to 21)`,
		`there are 10 French start blocks and 11 French start symbols: one block goes on each symbol`,
	} {
		found := false
		for _, g := range got {
			found = found || g == want
		}
		if !found {
			t.Errorf("missing problem %q in:\n%s", want, strings.Join(got, "\n"))
		}
	}
	if _, probs, _ := ParseScenario([]byte("game = \"marengo\"\nname = \"x\"\n[[area]\n")); len(probs) != 1 || !strings.Contains(probs[0].Message, "not valid TOML") {
		t.Errorf("bad TOML: %v", probs)
	}
	// A misspelt key is named as the file spells it.
	misspelt := strings.Replace(string(data), "austria = 18", "austira = 18", 1)
	if _, probs, err := ParseScenario([]byte(misspelt)); err == nil || len(probs) == 0 || probs[0].String() != `unknown key "morale.austira"` {
		t.Errorf("a misspelt key: %v %v", err, probs)
	}
}

// An owner who gives areas their reference-map numbers may write "8" for
// area 8's reserve and "8/4" for its approach facing area 4, wherever an
// area or approach is named; the echo gives the keys.
func TestReferenceMapNumbers(t *testing.T) {
	data, err := os.ReadFile("data/sample.toml")
	if err != nil {
		t.Fatal(err)
	}
	numbered := strings.Replace(strings.Replace(string(data), "key = \"FON\"\n", "key = \"FON\"\nnumber = 8\n", 1), "key = \"MAR\"\n", "key = \"MAR\"\nnumber = 4\n", 1)
	sc, probs, err := ParseScenario([]byte(numbered))
	if err != nil {
		t.Fatalf("%v: %+v", err, probs)
	}
	_, echo, bad := parseLines(sc, Austria, modePlan, numberedLines("MOVE A03 TO 8/4", "MOVE A04 4", "RETREAT * 4 8", "MOVE A05 TO 9"))
	var got []string
	for _, e := range echo {
		got = append(got, e.Understood)
	}
	if want := "MOVE A03 TO FON/MAR|MOVE A04 TO MAR|RETREAT * MAR FON|"; strings.Join(got, "|") != want {
		t.Errorf("read as %q, want %q", strings.Join(got, "|"), want)
	}
	if len(bad) != 1 || bad[0].Line != 4 {
		t.Errorf("an unknown number: %+v", bad)
	}
	twice := strings.Replace(numbered, "key = \"CGR\"\n", "key = \"CGR\"\nnumber = 8\n", 1)
	if _, probs, err := ParseScenario([]byte(twice)); err == nil || !strings.Contains(probs[0].Message, "number 8 is already FON's") {
		t.Errorf("a number used twice: %v %+v", err, probs)
	}
}

func numberedLines(lines ...string) []games.Line { return numbered(lines) }
