package diplomacy

import (
	"strings"
	"testing"
)

// TestTextOptionChoosesTheReading: the publisher's rules start the six- and
// five-player games in 1901; text=translation starts them in 1870 and 1801
// as the Chinese text gives (1.2.3a–b). The choice survives Save and Load,
// and a game saved before the option existed, which names no reading, was
// made under the translation's and keeps it (its end year stays valid).
func TestTextOptionChoosesTheReading(t *testing.T) {
	cases := []struct {
		variant string
		opts    map[string]string
		want    string
	}{
		{"six", nil, "S1901M"},
		{"five", nil, "S1901M"},
		{"six", map[string]string{OptText: TextTranslation}, "S1870M"},
		{"five", map[string]string{OptText: TextTranslation}, "S1801M"},
		{"five", map[string]string{OptText: TextOriginal}, "S1901M"},
		{"two-1914", map[string]string{OptText: TextTranslation}, "S1914M"},
	}
	for _, c := range cases {
		g := newGame(t, c.variant, c.opts)
		if got := g.Phase().ID; got != c.want {
			t.Errorf("%s %v: first phase %s, want %s", c.variant, c.opts, got, c.want)
		}
		saved, err := g.Save()
		if err != nil {
			t.Fatal(err)
		}
		back, err := New().Load(saved)
		if err != nil {
			t.Fatalf("%s %v: Load: %v", c.variant, c.opts, err)
		}
		again, _ := back.Save()
		if string(again) != string(saved) {
			t.Errorf("%s %v: saved again differs:\n%s\n%s", c.variant, c.opts, saved, again)
		}
	}

	// A six-player game saved before the choice: no "text", first year 1870,
	// an end year the publisher's 1901 start would refuse.
	g := newGame(t, "six", map[string]string{OptText: TextTranslation, OptEnd: EndTimed, OptEndYear: "1875"})
	saved, _ := g.Save()
	legacy := strings.Replace(string(saved), `"text":"translation",`, "", 1)
	if legacy == string(saved) {
		t.Fatalf("saved game names no reading: %s", saved)
	}
	back, err := New().Load([]byte(legacy))
	if err != nil {
		t.Fatalf("a game saved before the text option does not load: %v", err)
	}
	if again, _ := back.Save(); !strings.Contains(string(again), `"text":"translation"`) {
		t.Errorf("an old game loads under another reading: %s", again)
	}
	if _, err := New().New("six", map[string]string{OptEnd: EndTimed, OptEndYear: "1875"}, nil); err == nil {
		t.Error("the publisher's six-player game (from 1901) accepted end year 1875")
	}
}
