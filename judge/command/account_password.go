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
// counting wrong guesses per mail, per address and per seat. A problem is
// returned for a wrong or unchecked password.
func (s *session) checkPassword(g *play.Record, seat string, h account.Hash, pw string) *i18n.Text {
	s.hide(pw)
	c, err := s.guard.Check(s.tx, s.sender, s.now, &g.WrongPasswords, seat, h, pw)
	if err != nil {
		return s.fail(err)
	}
	switch c.Verdict {
	case account.Open:
		return nil
	case account.NotChecked:
		return msg("password.not-checked", account.WrongPasswordsPerMail)
	case account.Locked:
		return msg("password.locked", seat, g.Name, templates.When(c.Until, s.loc))
	}
	s.keep(g)
	if c.SeatLocked {
		if err := s.tellOwnerOfGuessing(g, seat); err != nil {
			return s.fail(err)
		}
	}
	return wrongPassword()
}

// tellOwnerOfGuessing mails the holder of a seat (or the master) once, when
// its sign-ons start being refused.
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
			templates.In(lang, "password.locked-mail", s.sender, account.WrongPasswordsPerHour, seat, g.Name, templates.DateText(s.now, s.loc), seat) + "\n"
	})
}
