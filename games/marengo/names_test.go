package marengo

import "testing"

// TestEveryValueIsNamed: every side, arm and objective colour has its
// names in names.toml, so that a missing key fails here rather than
// showing its bare key in a mail.
func TestEveryValueIsNamed(t *testing.T) {
	n := names()
	for _, s := range []Side{Austria, France} {
		for _, table := range []string{"side", "army", "block"} {
			if !n.Has(table, s.String()) {
				t.Errorf("%s has no %s name", s, table)
			}
		}
	}
	for _, a := range []Arm{Infantry, Cavalry, Artillery} {
		if !n.Has("arm", string(a)) {
			t.Errorf("arm %q has no name", a)
		}
	}
	for _, c := range []Colour{Red, Blue, Green} {
		if !n.Has("colour", string(c)) {
			t.Errorf("colour %q has no name", c)
		}
	}
}
