package judge

import (
	"strings"
	"testing"
)

// The echo shows each line as the player wrote it: the judge reads “–”
// as "-" and "’" as "'", but quotes back what was sent. Passwords are
// masked all the same.
func TestEchoKeepsThePlayersTypography(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nA Par – Bur\nF Bre—Mao\nA Mar – Spaa")
	wantIn(t, "the echo", r.Body, "> A Par – Bur\n", "> F Bre—Mao\n", `line 4 "A Mar – Spaa"`, "> SIGNON Fwest ••••••")
	if strings.Contains(r.Body, "pw-France") {
		t.Errorf("the password is shown:\n%s", r.Body)
	}
	if strings.Contains(r.Body, "> A Par - Bur") {
		t.Errorf("the echo changed the player's dash:\n%s", r.Body)
	}
}

// A sign-off after the last order gets one note, not a refusal a line; an
// inline PGP signature is skipped; a real order after a "Thanks!" is read.
func TestSignOffAndPGPGetOneNote(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nA Par - Bur\n\nThanks!\nGruß\nEdward\nedward@example.org")
	wantIn(t, "a mail with a sign-off", r.Body, "Ignored 4 lines at the end that look like a signature.")
	if strings.Contains(r.Body, "Problems (") {
		t.Errorf("the sign-off was refused line by line:\n%s", r.Body)
	}
	r = tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nA Par - Bur\nThanks!\nA Mar - Spa")
	wantIn(t, "an order after the thanks", r.Body, "> A Mar - Spa\n", `line 3 "Thanks!"`)
	if strings.Contains(r.Body, "look like a signature") {
		t.Errorf("lines were taken for a signature though an order followed:\n%s", r.Body)
	}
	r = tj.send(t, "france@example.org", "-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nSIGNON Fwest pw-France\nA Par - Bur\n-----BEGIN PGP SIGNATURE-----\n\niQEzBAEBCAAdFiEE0123456789abcdef\n=Ab12\n-----END PGP SIGNATURE-----")
	wantIn(t, "a PGP-signed mail", r.Body, "> A Par - Bur\n", "Left out the PGP signature")
	if strings.Contains(r.Body, "Problems (") {
		t.Errorf("the PGP armour was read as orders:\n%s", r.Body)
	}
}
