package example

import "testing"

// TestEveryValueIsNamed: every seat and every answer has its name in
// names.toml, so a missing key fails here rather than in a player's mail.
func TestEveryValueIsNamed(t *testing.T) {
	n := names()
	for _, i := range []Side{East, West} {
		if !n.Has("seat", i.String()) {
			t.Errorf("names.toml has no seat.%s", i)
		}
	}
	for _, a := range []Answer{Higher, Lower, Truth} {
		if !n.Has("answer", string(a)) {
			t.Errorf("names.toml has no answer.%s", a)
		}
	}
}
