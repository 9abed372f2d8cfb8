package account

import (
	"regexp"
	"testing"
)

func TestReadablePasswords(t *testing.T) {
	seen := map[string]bool{}
	for i := 0; i < 200; i++ {
		pw := ReadablePassword()
		if !regexp.MustCompile(`^[a-km-np-z2-9]{5}-[a-km-np-z2-9]{5}$`).MatchString(pw) {
			t.Fatalf("password %q has the wrong form", pw)
		}
		if seen[pw] {
			t.Fatalf("password %q drawn twice", pw)
		}
		seen[pw] = true
	}
}

func TestPasswordHashMatchesOnlyItsPassword(t *testing.T) {
	h := HashPassword("s3cret")
	if !h.Matches("s3cret") {
		t.Fatal("the password does not match its own hash")
	}
	if h.Matches("s3cret ") || h.Matches("S3cret") || h.Matches("") {
		t.Fatal("a different password matches")
	}
	if HashPassword("s3cret").Salt == h.Salt {
		t.Fatal("two hashes share a salt")
	}
	if (Hash{}).Matches("") {
		t.Fatal("an empty hash opens with an empty password")
	}
}
