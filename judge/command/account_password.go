package command

import (
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// masterSeat keys the master's failures beside the seats'.
const masterSeat = "master"

// checkPassword reports whether pw opens seat (a seat, or masterSeat) of g,
// whose registered address is owner, counting wrong guesses per mail, per
// address and per seat (account.Guard). A problem is returned for a wrong
// or unchecked password.
func (s *session) checkPassword(g *play.Record, seat, owner string, h account.Hash, pw string) *i18n.Text {
	s.hide(pw)
	c, err := s.guard.Check(s.tx, &g.WrongPasswords, account.Attempt{Addr: s.sender, Now: s.now, Seat: seat, Owner: owner, Hash: h, PW: pw})
	if err != nil {
		return s.fail(err)
	}
	switch c.Verdict {
	case account.Open:
		return nil
	case account.NotChecked:
		return msg("password.not-checked", account.WrongPasswordsPerMail)
	case account.Locked:
		return msg("password.locked", account.WrongPasswordsPerHour, templates.DateText(c.Until, s.loc))
	case account.Slowed:
		return msg("password.slowed", seat, g.Name, templates.DateText(c.Until, s.loc))
	}
	s.keep(g)
	if c.SeatSlowed {
		if err := s.tellOwnerOfGuessing(g, seat); err != nil {
			return s.fail(err)
		}
	}
	return wrongPassword()
}

// tellOwnerOfGuessing mails the holder of a seat (or the master) once, when
// passwords for it from other addresses start being slowed down.
func (s *session) tellOwnerOfGuessing(g *play.Record, seat string) error {
	owner := g.Master
	if seat != masterSeat {
		p := g.PlayerBySeat(games.Seat(seat))
		if p == nil {
			return nil
		}
		owner = p.Addr
	}
	return s.tree.Out.Each(s.tx, []string{owner}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
		return templates.In(lang, "password.locked-subject", g.Name, seat),
			templates.In(lang, "password.locked-mail", account.WrongPasswordsPerHour, seat, g.Name, s.sender, templates.DateText(s.now, s.loc),
				seat, int(account.SlowGuessInterval/time.Minute)) + "\n"
	})
}
