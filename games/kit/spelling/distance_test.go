package spelling

import "testing"

func TestDistance(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{{"SINGOFF", "SIGNOFF", 1}, {"austira", "austria", 1}, {"moev", "move", 1}, {"HELLO", "HELP", 2}, {"", "abc", 3}, {"同盟", "同盟", 0}, {"gettysbrug", "gettysburg", 1}} {
		if got := Distance(c.a, c.b); got != c.want {
			t.Errorf("Distance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestClosestOffersOneWordOrNone(t *testing.T) {
	for _, c := range []struct {
		word  string
		cands []string
		want  string
	}{
		{"moev", []string{"MOVE", "PASS", "RETURN"}, "MOVE"},
		{"RETRUN", []string{"MOVE", "PASS", "RETURN"}, "RETURN"},
		{"gettysbrug", []string{"commands", "gettysburg", "gettysburg orders"}, "gettysburg"},
		{"xyzzy", []string{"MOVE", "PASS"}, ""},
		{"PASS", []string{"PASS", "PAST"}, ""}, // written right: nothing to suggest
		{"cat", []string{"bat", "hat"}, ""},    // two as near: no guess
	} {
		got, ok := Closest(c.word, c.cands)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Closest(%q) = %q, %v; want %q", c.word, got, ok, c.want)
		}
	}
}
