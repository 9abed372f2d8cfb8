package account

import (
	"time"

	"adjutant/storage"
)

// Limits on password guessing. Each check costs a PBKDF2 derivation, so
// the limits also bound how long one mail can hold the loop that every
// other player waits on.
const (
	// WrongPasswordsPerMail is how many wrong passwords one mail may carry;
	// later password lines of that mail are refused without being checked.
	WrongPasswordsPerMail = 3
	// WrongPasswordsPerHour is how many wrong passwords an address, or a
	// seat of a game, may collect in an hour before sign-ons are refused
	// until the hour has passed.
	WrongPasswordsPerHour = 10
)

// Failures are the times of recent wrong passwords per seat of one game
// (and "master"); a game record keeps them.
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
	// Locked: the address or the seat collected WrongPasswordsPerHour
	// wrong passwords in the last hour; sign-ons are refused until Until.
	Locked
)

// Check is what Guard.Check found.
type Check struct {
	Verdict Verdict
	Until   time.Time // Locked: when sign-ons open again
	// SeatLocked is set on the Wrong guess that locks the seat: its holder
	// should be told, once.
	SeatLocked bool
}

// Guard checks the passwords of one mail, counting its wrong ones.
type Guard struct {
	wrong int
}

// Check reports whether pw opens seat, whose password hash is h, for a
// mail from addr at now. failures are the seat failures of the game; a
// wrong guess is added to them and to addr's account, which is saved.
func (gd *Guard) Check(tx *storage.Tx, addr string, now time.Time, failures *Failures, seat string, h Hash, pw string) (Check, error) {
	if gd.wrong >= WrongPasswordsPerMail {
		return Check{Verdict: NotChecked}, nil
	}
	a, err := Load(tx, addr)
	if err != nil {
		return Check{}, err
	}
	since := now.Add(-time.Hour)
	a.WrongPasswords = recent(a.WrongPasswords, since)
	failures.prune(since)
	f := (*failures)[seat]
	if len(a.WrongPasswords) >= WrongPasswordsPerHour || len(f) >= WrongPasswordsPerHour {
		// Open again an hour after the oldest of the guesses that lock.
		oldest := f
		if len(f) < WrongPasswordsPerHour {
			oldest = a.WrongPasswords
		}
		return Check{Verdict: Locked, Until: oldest[len(oldest)-WrongPasswordsPerHour].Add(time.Hour)}, nil
	}
	if h.Matches(pw) {
		return Check{Verdict: Open}, nil
	}
	gd.wrong++
	a.WrongPasswords = append(a.WrongPasswords, now)
	if err := Save(tx, addr, a); err != nil {
		return Check{}, err
	}
	if *failures == nil {
		*failures = Failures{}
	}
	(*failures)[seat] = append((*failures)[seat], now)
	return Check{Verdict: Wrong, SeatLocked: len((*failures)[seat]) == WrongPasswordsPerHour}, nil
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
