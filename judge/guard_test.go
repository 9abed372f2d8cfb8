package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/judge/account"
)

func TestOneMailCannotGuessPasswords(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	var body strings.Builder
	for i := 0; i < 50; i++ {
		fmt.Fprintf(&body, "SIGNON Fwest guess%d\n", i)
	}
	body.WriteString("SIGNON Fwest pw-France\nA Par - Bur\n")
	r := tj.send(t, "mallory@example.org", body.String())
	wantIn(t, "guessing mail", r.Body, "wrong password", "not checked: this mail already had 3 wrong passwords")
	if strings.Contains(r.Body, "signed on as France") || strings.Contains(r.Body, "Orders of France") {
		t.Fatalf("the 51st password of one mail was accepted:\n%s", r.Body)
	}
	if n := strings.Count(r.Body, "not checked"); n < 47 {
		t.Errorf("only %d lines were refused unchecked, want the 47 after the third wrong password", n)
	}
	// The owner can still sign on from their own mail.
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	wantIn(t, "the owner", r.Body, "signed on as France")
}

// TestGuessingNeverLocksTheOwnerOut: wrong passwords for a seat from a
// stranger, from a forged From of another player and from a forged From
// of the seat's own address never keep the player from signing on from
// their own address. The stranger is stopped after the hourly limit, and
// guesses from other addresses are then slowed to one every few minutes.
func TestGuessingNeverLocksTheOwnerOut(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	guess := 0
	wrongFrom := func(addr string, n int) {
		t.Helper()
		for i := 0; i < n; i++ {
			tj.now = tj.now.Add(time.Second)
			guess++
			r := tj.send(t, addr, fmt.Sprintf("SIGNON Fwest guess%d", guess))
			wantIn(t, "a wrong guess from "+addr, r.Body, "wrong password")
		}
	}
	// Forged mail in France's own name, more than the hourly limit.
	wrongFrom(players["France"], account.WrongPasswordsPerHour+2)
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Par - Bur")
	wantIn(t, "the owner after guesses in their name", r.Body, "signed on as France", "Orders of France")

	// A stranger, up to the limit of its address.
	wrongFrom("mallory@example.org", account.WrongPasswordsPerHour)
	r = tj.send(t, "mallory@example.org", "SIGNON Fwest pw-France")
	wantIn(t, "the stranger past its limit", r.Body, fmt.Sprintf("this address gave %d wrong passwords", account.WrongPasswordsPerHour))
	if strings.Contains(r.Body, "signed on as France") {
		t.Fatalf("a locked address was let in:\n%s", r.Body)
	}
	r = tj.send(t, "mallory+again@example.org", "SIGNON Fwest pw-France")
	wantIn(t, "the stranger under a tag", r.Body, fmt.Sprintf("this address gave %d wrong passwords", account.WrongPasswordsPerHour))
	// France was told once that others are guessing, and that it is not locked out.
	notices := 0
	for _, m := range tj.mailsTo(t, players["France"]) {
		if strings.Contains(m.Subject, "wrong passwords for France from other addresses") {
			notices++
			wantIn(t, "the owner's notice", m.Body, "Your own sign-ons are not affected", "SET PASSWORD")
		}
	}
	if notices != 1 {
		t.Fatalf("the owner got %d notices of the guessing, want 1", notices)
	}

	// Forged mail in England's name, guessing France's password.
	r = tj.send(t, players["England"], "SIGNON Fwest guess-e")
	wantIn(t, "slowed down for other addresses", r.Body, "not checked: France in west had many wrong passwords from other addresses")
	for i := 0; i < account.WrongPasswordsPerHour; i++ {
		tj.now = tj.now.Add(account.SlowGuessInterval)
		wrongFrom(players["England"], 1)
	}
	r = tj.send(t, players["England"], "SIGNON Ewest pw-England\nF Lon - Nth")
	wantIn(t, "England, whose address was forged", r.Body, "signed on as England", "Orders of England")
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France\nA Mar - Spa")
	wantIn(t, "the owner after all of it", r.Body, "signed on as France", "Orders of France")

	// From another address of the player's, the right password still opens
	// the seat once the slow path's interval has passed.
	r = tj.send(t, "france.phone@example.org", "SIGNON Fwest pw-France")
	wantIn(t, "right password too soon", r.Body, "not checked", "try again after")
	tj.now = tj.now.Add(account.SlowGuessInterval)
	r = tj.send(t, "france.phone@example.org", "SIGNON Fwest pw-France")
	wantIn(t, "right password after the interval", r.Body, "signed on as France")
}

func TestWrongSeatNamesTheSeatHeld(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["Russia"], "SIGNON Awest pw-Russia")
	wantIn(t, "wrong seat", r.Body, "wrong password", "this address plays Russia in west: sign on with SIGNON Rwest <password>")
}

func TestPreferenceAfterJoiningInTheSameMail(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?east mpw standard")
	r := tj.send(t, "ann@example.org", "SIGNON ?east s3cret\nSET PREFERENCE Austria Turkey")
	wantIn(t, "join then prefer", r.Body, "you joined east", "preferences for east: Austria, Turkey")
	if strings.Contains(r.Body, "Problems (") {
		t.Fatalf("the preference line was refused:\n%s", r.Body)
	}
	r = tj.send(t, "ann@example.org", "SIGNON ?east s3cret\nSET PREFERENCE Russia")
	wantIn(t, "again, later", r.Body, "you are in east already", "preferences for east: Russia")
}

// TestForgedSenderWithWrongPasswordIsRefused: mail that claims a player's
// address but gives a wrong password does nothing for that power, and says
// so; the reply goes to the address, so a forger never reads it.
func TestForgedSenderWithWrongPasswordIsRefused(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	r := tj.send(t, players["France"], "SIGNON Fwest guessed\nA Par - Bur\nSET PASSWORD stolen")
	wantIn(t, "the forged mail", r.Body, "wrong password")
	if strings.Contains(r.Body, "Orders of France") || strings.Contains(r.Body, "password changed") {
		t.Fatalf("a wrong password still acted for France:\n%s", r.Body)
	}
	r = tj.send(t, players["France"], "SIGNON Fwest pw-France")
	wantIn(t, "the real password still works", r.Body, "signed on as France")
}

// TestSignonTakesLongerSeatCodes: "SIGNON Unionwest" and "SIGNON Fwest"
// both work; the code is whatever names a seat of an existing game.
func TestSignonTakesLongerSeatCodes(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "blue@example.org", "SIGNON Uniongb bluepw")
	wantIn(t, "a seat's full name as code", r.Body, "signed on as Union in gb")
	r = tj.send(t, "grey@example.org", "SIGNON Cgb greypw")
	wantIn(t, "a one-letter code", r.Body, "signed on as Confederate in gb")
	r = tj.send(t, "gm@example.org", "SIGNON Mgb gmpw")
	wantIn(t, "the master", r.Body, "signed on as master of gb")
}
