package devmail

import (
	"errors"
	"strings"
	"testing"
)

func TestNormalizeAddress(t *testing.T) {
	good := map[string]string{
		"Bob@Example.ORG":       "bob@example.org",
		" <alice@example.org> ": "alice@example.org",
		"judge+game1@dip.test":  "judge+game1@dip.test",
		"o'neil@ex-ample.co.uk": "o'neil@ex-ample.co.uk",
	}
	for in, want := range good {
		got, err := normalizeAddress(in)
		if err != nil || got != want {
			t.Errorf("normalizeAddress(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	bad := []string{"", "bob", "@example.org", "bob@", "a@b@c", "../x@y", "a/b@c", "a@b/c", ".a@b", "a..b@c", `"q q"@x`, "a@" + strings.Repeat("x", 300)}
	for _, in := range bad {
		if got, err := normalizeAddress(in); !errors.Is(err, ErrBadAddress) {
			t.Errorf("normalizeAddress(%q) = %q, %v; want ErrBadAddress", in, got, err)
		}
	}
}

// FuzzNormalizeAddress checks the properties the mailbox directories rely
// on: a result is stable under a second normalisation and can never name a
// parent directory or escape it.
func FuzzNormalizeAddress(f *testing.F) {
	f.Add("Bob@Example.org")
	f.Add("<x@y>")
	f.Fuzz(func(t *testing.T, s string) {
		a, err := normalizeAddress(s)
		if err != nil {
			return
		}
		again, err := normalizeAddress(a)
		if err != nil || again != a {
			t.Fatalf("not idempotent: %q -> %q -> %q, %v", s, a, again, err)
		}
		if strings.ContainsAny(a, "/\\\x00") || strings.HasPrefix(a, ".") || strings.Contains(a, "..") || a != strings.ToLower(a) {
			t.Fatalf("unsafe mailbox name %q from %q", a, s)
		}
	})
}
