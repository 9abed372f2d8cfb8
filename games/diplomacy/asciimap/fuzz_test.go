package asciimap

import (
	"errors"
	"testing"
)

// FuzzParseArt: the art parser never panics, refuses with ErrBadArt, and
// whatever it accepts fits the width limit.
func FuzzParseArt(f *testing.F) {
	f.Add("# c\n {lon~~} ---\n  {nth~~}\n")
	f.Add("{")
	f.Add("}{a}")
	f.Add("#border land . :\n#border coast - |\n#sea ~\n{lon~~} : ~ | {nth~~}\n")
	f.Fuzz(func(t *testing.T, text string) {
		a, err := parseArt(text)
		if err != nil {
			if !errors.Is(err, ErrBadArt) {
				t.Fatalf("error without ErrBadArt: %v", err)
			}
			return
		}
		for i := range a.lines {
			if a.lineWidth(i) > MaxWidth {
				t.Fatalf("accepted a line of %d columns", a.lineWidth(i))
			}
		}
	})
}
