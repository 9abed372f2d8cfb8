package account

import (
	"strings"
	"time"

	"adjutant/storage"
)

// Limits on password guessing. Each check costs a PBKDF2 derivation, so
// the limits also bound how long one mail can hold the loop that every
// other player waits on.
//
// No limit may lock a player out of their own seat, or a stranger could
// keep a player from ordering by guessing once an hour. So guesses are
// counted per sending address, which can only lock itself out, and per
// seat only for guesses from addresses other than the seat's own; those
// are slowed down, never stopped, and the seat's own address is never
// refused its right password.
const (
	// WrongPasswordsPerMail is how many wrong passwords one mail may carry;
	// later password lines of that mail are refused without being checked.
	WrongPasswordsPerMail = 3
	// WrongPasswordsPerHour is how many wrong passwords an address may give
	// in an hour, for seats that are not its own, before its sign-ons to
	// them are refused until the hour has passed. It is also how many
	// wrong passwords from other addresses a seat takes in an hour before
	// they are slowed down to one checked every SlowGuessInterval.
	WrongPasswordsPerHour = 10
	// SlowGuessInterval is how often a password for a seat that has had
	// WrongPasswordsPerHour wrong ones from other addresses in the last
	// hour is checked, when it comes from an address that is not the
	// seat's own: at most as fast as the hourly limit allows.
	SlowGuessInterval = time.Hour / WrongPasswordsPerHour
)

// Failures are the times of recent wrong passwords per seat of one game
// (and "master") from addresses other than the seat's own; a game record
// keeps them.
type Failures map[string][]time.Time

// Verdict is the outcome of a password check.
type Verdict int

const (
	// Open: the password is right and the seat opens.
	Open Verdict = iota
	// Wrong: the password is wrong; the guess was counted.
	Wrong
	// NotChecked: this mail has had WrongPasswordsPerMail wrong passwords
	// already, so the password was not even checked.
	NotChecked
	// Locked: the sending address gave WrongPasswordsPerHour wrong
	// passwords for seats not its own in the last hour; its sign-ons to
	// them are refused until Until.
	Locked
	// Slowed: the seat had WrongPasswordsPerHour wrong passwords from
	// other addresses in the last hour, and one was checked less than
	// SlowGuessInterval ago; a password from an address other than the
	// seat's own is checked again from Until.
	Slowed
)

// Check is what Guard.Check found.
type Check struct {
	Verdict Verdict
	Until   time.Time // Locked, Slowed: when a password is checked again
	// SeatSlowed is set on the Wrong guess that slows the seat down: its
	// holder should be told, once.
	SeatSlowed bool
}

// Attempt is one password given for one seat.
type Attempt struct {
	Addr  string    // the sending address, lower-case
	Now   time.Time // when the mail is handled
	Seat  string    // the seat's key in Failures
	Owner string    // the seat's registered address ("" for none)
	Hash  Hash      // the seat's password hash
	PW    string    // the password given
}

// Guard checks the passwords of one mail, counting its wrong ones.
type Guard struct {
	wrong int
}

// Check reports whether a.PW opens the seat. failures are the seat
// failures of the game; a wrong guess from an address other than the
// seat's own is added to them and to that address's account, which is
// saved.
func (gd *Guard) Check(tx *storage.Tx, failures *Failures, a Attempt) (Check, error) {
	if gd.wrong >= WrongPasswordsPerMail {
		return Check{Verdict: NotChecked}, nil
	}
	if a.Owner != "" && strings.EqualFold(a.Owner, a.Addr) {
		// The seat's own address: only the per-mail limit applies. The
		// answer goes to that address, so whoever forges it never reads it.
		if a.Hash.Matches(a.PW) {
			return Check{Verdict: Open}, nil
		}
		gd.wrong++
		return Check{Verdict: Wrong}, nil
	}
	counted := Mailbox(a.Addr) // a stranger's tags share one count
	acct, err := Load(tx, counted)
	if err != nil {
		return Check{}, err
	}
	since := a.Now.Add(-time.Hour)
	acct.WrongPasswords = recent(acct.WrongPasswords, since)
	if n := len(acct.WrongPasswords); n >= WrongPasswordsPerHour {
		// Open again an hour after the oldest of the guesses that lock.
		return Check{Verdict: Locked, Until: acct.WrongPasswords[n-WrongPasswordsPerHour].Add(time.Hour)}, nil
	}
	failures.prune(since)
	f := (*failures)[a.Seat]
	if n := len(f); n >= WrongPasswordsPerHour && a.Now.Before(f[n-1].Add(SlowGuessInterval)) {
		return Check{Verdict: Slowed, Until: f[n-1].Add(SlowGuessInterval)}, nil
	}
	if a.Hash.Matches(a.PW) {
		return Check{Verdict: Open}, nil
	}
	gd.wrong++
	acct.WrongPasswords = append(acct.WrongPasswords, a.Now)
	if err := Save(tx, counted, acct); err != nil {
		return Check{}, err
	}
	if *failures == nil {
		*failures = Failures{}
	}
	(*failures)[a.Seat] = append(f, a.Now)
	return Check{Verdict: Wrong, SeatSlowed: len(f)+1 == WrongPasswordsPerHour}, nil
}

func recent(at []time.Time, since time.Time) []time.Time {
	var out []time.Time
	for _, t := range at {
		if t.After(since) {
			out = append(out, t)
		}
	}
	return out
}

// prune drops failures older than since, and seats left with none.
func (f Failures) prune(since time.Time) {
	for k, v := range f {
		if v = recent(v, since); len(v) == 0 {
			delete(f, k)
		} else {
			f[k] = v
		}
	}
}
