package judge

import (
	"fmt"
	"time"

	"adjutant/games"
)

// Limits on password guessing. Each check costs a PBKDF2 derivation
// (password.go), so the limits also bound how long one mail can hold the
// loop that every other player waits on.
const (
	// WrongPasswordsPerMail is how many wrong passwords one mail may carry;
	// later password lines of that mail are refused without being checked.
	WrongPasswordsPerMail = 3
	// WrongPasswordsPerHour is how many wrong passwords an address, or a
	// seat of a game, may collect in an hour before sign-ons are refused
	// until the hour has passed.
	WrongPasswordsPerHour = 10
)

// masterSeat keys the master's failures beside the seats'.
const masterSeat = "master"

// checkPassword reports whether pw opens seat (a seat, or masterSeat) of g,
// counting wrong guesses per mail, per address and per seat. A problem is
// returned for a wrong or unchecked password.
func (s *session) checkPassword(g *gameRecord, seat string, h passwordHash, pw string) *games.Text {
	s.hide(pw)
	if s.wrongPasswords >= WrongPasswordsPerMail {
		return txtf("not checked: this mail already had %d wrong passwords; send the right one in a new mail",
			"未檢查:本郵件已有 %d 個錯誤密碼;請另寄一封郵件並附上正確密碼",
			"未检查:本邮件已有 %d 个错误密码;请另寄一封邮件并附上正确密码", WrongPasswordsPerMail)
	}
	a, err := loadAccount(s.tx, s.sender)
	if err != nil {
		return s.fail(err)
	}
	since := s.now.Add(-time.Hour)
	a.WrongPasswords = recent(a.WrongPasswords, since)
	g.WrongPasswords = pruneFailures(g.WrongPasswords, since)
	if len(a.WrongPasswords) >= WrongPasswordsPerHour || len(g.WrongPasswords[seat]) >= WrongPasswordsPerHour {
		until := s.now.Add(time.Hour)
		if f := g.WrongPasswords[seat]; len(f) >= WrongPasswordsPerHour {
			until = f[len(f)-WrongPasswordsPerHour].Add(time.Hour)
		} else {
			until = a.WrongPasswords[len(a.WrongPasswords)-WrongPasswordsPerHour].Add(time.Hour)
		}
		return txtf("sign-on refused: too many wrong passwords for %s in %s in the last hour; try again after %s",
			"拒絕登入:過去一小時內 %s 在 %s 的錯誤密碼太多;請在 %s 之後再試",
			"拒绝登录:过去一小时内 %s 在 %s 的错误密码太多;请在 %s 之后再试", seat, g.Name, when(until, s.loc))
	}
	if h.matches(pw) {
		return nil
	}
	s.wrongPasswords++
	a.WrongPasswords = append(a.WrongPasswords, s.now)
	if err := saveAccount(s.tx, s.sender, a); err != nil {
		return s.fail(err)
	}
	if g.WrongPasswords == nil {
		g.WrongPasswords = map[string][]time.Time{}
	}
	g.WrongPasswords[seat] = append(g.WrongPasswords[seat], s.now)
	s.keep(g)
	if len(g.WrongPasswords[seat]) == WrongPasswordsPerHour {
		if err := s.tellOwnerOfGuessing(g, seat); err != nil {
			return s.fail(err)
		}
	}
	return wrongPassword()
}

// tellOwnerOfGuessing mails the holder of a seat (or the master) once, when
// its sign-ons start being refused.
func (s *session) tellOwnerOfGuessing(g *gameRecord, seat string) error {
	owner := g.Master
	if seat != masterSeat {
		p := g.playerBySeat(games.Seat(seat))
		if p == nil {
			return nil
		}
		owner = p.Addr
	}
	return s.j.notice(s.tx, owner, g.Name, "notice",
		fmt.Sprintf("%s: sign-ons as %s refused for an hour", g.Name, seat),
		fmt.Sprintf("Mail from %s gave %d wrong passwords for %s in %s within an hour, the last at %s.\n"+
			"Sign-ons as %s are refused until an hour after the first of them, even with the right password.\n"+
			"If you did not send them, someone is guessing: choose a long password with SET PASSWORD.\n",
			s.sender, WrongPasswordsPerHour, seat, g.Name, when(s.now, s.loc), seat))
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

func pruneFailures(m map[string][]time.Time, since time.Time) map[string][]time.Time {
	for k, v := range m {
		if v = recent(v, since); len(v) == 0 {
			delete(m, k)
		} else {
			m[k] = v
		}
	}
	return m
}
