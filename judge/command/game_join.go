package command

import (
	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// heldJoinsPerPlace bounds the joins a forming game keeps waiting for
// confirmation: so many for each of its places.
const heldJoinsPerPlace = 2

// join adds the sender to a forming game, and starts it when it is full.
// Extra words are the player's preference list of powers, most wanted first.
func (s *session) join(name, pw string, prefWords []string) (string, *i18n.Text) {
	g, err := s.loadGame(name)
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(name)
	}
	if g.Status != play.StatusForming {
		return "", msg("join.started", g.Name)
	}
	if p := g.PlayerByAddr(s.sender); p != nil {
		if prob := s.checkPassword(g, p.Addr, p.Addr, p.PW, pw); prob != nil {
			return "", prob
		}
		s.joined = g
		return s.tr("join.already", g.Name), nil
	}
	prefs, bad := g.ParsePrefs(prefWords)
	if bad != "" {
		return "", g.Worded(msg("seat.not-a-seat-list", bad, g.Name, g.SeatList()))
	}
	if n := len(g.Invites); n > 0 {
		g.DropInvites(func(i *play.Invite) bool { return s.now.Sub(i.Since) > inviteLife })
		if len(g.Invites) != n {
			s.keep(g)
		}
	}
	if g.PendingInvite(s.sender, play.InviteJoin, "") != nil {
		return s.holdPlace(g, pw, prefs) // asked again: the same code
	}
	if s.tree.ConfirmJoins {
		a, err := account.Load(s.tx, s.sender)
		if err != nil {
			return "", s.fail(err)
		}
		if !a.Confirmed {
			return s.holdPlace(g, pw, prefs)
		}
	}
	return s.seatPlayer(g, account.HashPassword(pw), prefs, s.lang)
}

// holdPlace answers the join of an address the judge has never heard back
// from. Its From may be forged, so the address is not seated yet: its
// join waits, and this reply is the one request to confirm, its subject
// carrying the CONFIRM line; confirmJoin seats the address. A waiting join
// reserves no place: places go to those who confirm first, so joins
// forged in any number cannot hold a game back. At most
// heldJoinsPerPlace waiting joins a place are kept; a newer one pushes
// out the oldest, whose code then finds nothing (it can join again).
func (s *session) holdPlace(g *play.Record, pw string, prefs []games.Seat) (string, *i18n.Text) {
	inv, fresh, p := s.offer(g, "SIGNON", play.InviteJoin, s.sender, "")
	if p != nil {
		return "", p
	}
	if fresh {
		g.DropOldestJoins(heldJoinsPerPlace * variantOf(g.Rules(), g.Variant).Players)
	}
	h := account.HashPassword(pw)
	inv.PW, inv.Prefs, inv.Lang = &h, prefs, s.lang // a second SIGNON ?game may change them
	s.keep(g)
	s.held, s.heldJoin = g, true
	line := confirmLine(g, inv)
	s.addConfirmLine(line)
	return s.tr("join.confirm", g.Name, line, templates.DateText(inv.Since.Add(inviteLife), s.loc)), nil
}

// confirmJoin seats the address of a waiting join that it has confirmed.
func (s *session) confirmJoin(g *play.Record, inv *play.Invite) (string, *i18n.Text) {
	if g.Status != play.StatusForming {
		return "", msg("join.filled", g.Name)
	}
	if g.PlayerByAddr(s.sender) != nil {
		s.joined = g
		return s.tr("join.already", g.Name), nil
	}
	var pw account.Hash
	if inv.PW != nil {
		pw = *inv.PW
	}
	written := inv.Lang
	if written == "" { // a join held before the language was kept with it
		written = s.lang
	}
	if written == i18n.SimplifiedChinese && s.lang == i18n.TraditionalChinese {
		// Simplified is also what a join of characters both scripts share
		// reads as; a confirmation plainly in Traditional tells the script.
		written = s.lang
	}
	return s.seatPlayer(g, pw, inv.Prefs, written)
}

// seatPlayer adds the sender to the forming game g, and starts it when it
// is full. written is the language the join was written in.
func (s *session) seatPlayer(g *play.Record, pw account.Hash, prefs []games.Seat, written i18n.Lang) (string, *i18n.Text) {
	kept, err := s.keepWrittenLanguage(written)
	if err != nil {
		return "", s.fail(err)
	}
	if err := s.markConfirmed(); err != nil {
		return "", s.fail(err)
	}
	g.Players = append(g.Players, &play.Player{Addr: s.sender, PW: pw, Prefs: prefs, Joined: s.now})
	s.keep(g)
	s.joined = g
	need := variantOf(g.Rules(), g.Variant).Players
	answer := s.tr("join.joined", g.Name, len(g.Players), need)
	if kept {
		answer += "\n" + s.tr("join.language-kept", langName(written, s.lang))
		if written == i18n.SimplifiedChinese {
			answer += "\n" + s.tr("join.language-kept-traditional")
		}
	}
	if len(g.Players) == need {
		if err := s.tree.Clerk.Start(s.tx, g, s.now); err != nil {
			return "", s.fail(err)
		}
		answer += "\n" + s.tr("join.full")
	}
	return answer, nil
}

// runLeave takes a player out of a game that has not started, with the
// password they joined with.
func runLeave(s *session, l Line) (string, *i18n.Text) {
	if len(l.Args) != 2 {
		return "", msg("leave.usage")
	}
	g, problem := s.namedGame(l.Args[0])
	if problem != nil {
		return "", problem
	}
	if g.Status != play.StatusForming {
		return "", msg("leave.started", g.Name)
	}
	p := g.PlayerByAddr(s.sender)
	if inv := g.PendingInvite(s.sender, play.InviteJoin, ""); p == nil && inv != nil && inv.PW != nil {
		// A join still waiting for its confirmation: LEAVE withdraws it.
		if prob := s.checkPassword(g, s.sender, s.sender, *inv.PW, l.Args[1]); prob != nil {
			return "", prob
		}
		g.DropInvites(func(i *play.Invite) bool { return i == inv })
		s.keep(g)
		return s.tr("leave.done", g.Name), nil
	}
	if p == nil {
		return "", msg("leave.not-joined", g.Name)
	}
	if prob := s.checkPassword(g, p.Addr, p.Addr, p.PW, l.Args[1]); prob != nil {
		return "", prob
	}
	kept := g.Players[:0]
	for _, q := range g.Players {
		if q != p {
			kept = append(kept, q)
		}
	}
	g.Players = kept
	s.keep(g)
	return s.tr("leave.done", g.Name), nil
}

// keepWrittenLanguage makes the language a newcomer wrote their joining
// mail in their language for the game's mail too, when they have chosen
// none: someone who joins in Chinese should not get the start mail and
// every report in English. A mail without Chinese says nothing about its
// writer (commands are English words), so only Chinese is kept.
func (s *session) keepWrittenLanguage(written i18n.Lang) (bool, error) {
	if written == "" || written == i18n.English {
		return false, nil
	}
	a, err := account.Load(s.tx, s.sender)
	if err != nil || a.Lang != "" {
		return false, err
	}
	// Keeping it, with the reply's note, is this person's one question
	// about their language (judge/lang.go asks the others).
	// Simplified is also what a join of characters both scripts share is
	// read as: a later mail in Traditional may still settle it.
	a.Lang, a.LangAsked, a.LangGuessed = written, true, written == i18n.SimplifiedChinese
	return true, account.Save(s.tx, s.sender, a)
}

// markConfirmed notes that mail from the sender's address proved that it
// reads the judge's mail (account.Account.Confirmed): its later joins
// need no confirmation.
func (s *session) markConfirmed() error {
	a, err := account.Load(s.tx, s.sender)
	if err != nil || a.Confirmed {
		return err
	}
	a.Confirmed = true
	return account.Save(s.tx, s.sender, a)
}
