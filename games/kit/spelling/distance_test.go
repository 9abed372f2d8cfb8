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
