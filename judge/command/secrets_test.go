package command

import (
	"strings"
	"testing"
)

func TestMisspeltPasswordCommandsAreKnown(t *testing.T) {
	for verb, want := range map[string]string{
		"SINGON": "SIGNON", "SIGNO": "SIGNON", "signonn": "SIGNON", "SIGN": "SIGNON",
		"CRAETE": "CREATE", "CREAT": "CREATE",
		"PASWORD": "PASSWORD", "PASSWROD": "PASSWORD", "SETPASSWORD": "PASSWORD", "SETPW": "PASSWORD",
		"RATE": "", "GREAT": "", "MOVE": "", "A": "", "HOLD": "", "BUILD": "",
	} {
		if got := misspeltPasswordVerb(verb); got != want {
			t.Errorf("misspeltPasswordVerb(%q) = %q, want %q", verb, got, want)
		}
	}
}

func TestMaskTextMasksCommandsMisspeltAndQuoted(t *testing.T) {
	tree := New(Options{Address: "judge@example.org"})
	in := "SINGON Fwest pw1\n> SIGNON Fwest pw2\n> > sign on France west pw3\n| SET PASWORD pw4\nA Par - Bur\nSIGNON Fwest pw5 stray"
	got := tree.MaskText(in)
	for _, pw := range []string{"pw1", "pw2", "pw3", "pw4", "pw5"} {
		if strings.Contains(got, pw) {
			t.Errorf("%s survives:\n%s", pw, got)
		}
	}
	if !strings.Contains(got, "> > sign on France") || !strings.Contains(got, "A Par - Bur") {
		t.Errorf("more than the passwords changed:\n%s", got)
	}
}

// FuzzMaskText: masking keeps the lines, is idempotent, and the password
// of a SIGNON line, misspelt or quoted, never survives it.
func FuzzMaskText(f *testing.F) {
	tree := New(Options{Address: "judge@example.org"})
	f.Fuzz(func(t *testing.T, text, pw string) {
		got := tree.MaskText(text)
		if strings.Count(got, "\n") != strings.Count(text, "\n") {
			t.Fatalf("lines changed: %q -> %q", text, got)
		}
		if again := tree.MaskText(got); again != got {
			t.Fatalf("not idempotent: %q -> %q -> %q", text, got, again)
		}
		if len(pw) < 3 || len(strings.Fields(pw)) != 1 || strings.TrimSpace(pw) != pw || strings.Contains(PasswordMask, pw) {
			return
		}
		for _, line := range []string{"SIGNON Fwest ", "> SINGON Fwest ", "SET PASWORD ", "CREATE ?g "} {
			if m := tree.MaskText(line + pw); strings.Contains(m, pw) && !strings.Contains(line, pw) {
				t.Fatalf("%q masks to %q", line+pw, m)
			}
		}
	})
}

// SIGNON master <game> <password>, in English or Chinese: the game's name
// is shown, even of a game that does not exist, and the password masked.
func TestSignonMasterMasksThePasswordNotTheGame(t *testing.T) {
	tree := New(Options{Address: "judge@example.org"})
	for _, line := range []string{"SIGNON master nosuch s3cretpw", "登入 主持人 nosuch s3cretpw"} {
		got := tree.MaskText(line)
		if !strings.Contains(got, "nosuch") || strings.Contains(got, "s3cretpw") {
			t.Errorf("%q masked as %q", line, got)
		}
	}
}
