package command

import (
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/templates/i18n"
)

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
	eng := g.Rules()
	prefs, bad := g.ParsePrefs(prefWords)
	if bad != "" {
		return "", g.Worded(msg("seat.not-a-seat-list", bad, g.Name, g.SeatList()))
	}
	kept, err := s.keepWrittenLanguage()
	if err != nil {
		return "", s.fail(err)
	}
	g.Players = append(g.Players, &play.Player{Addr: s.sender, PW: account.HashPassword(pw), Prefs: prefs, Joined: s.now})
	s.keep(g)
	s.joined = g
	need := variantOf(eng, g.Variant).Players
	answer := s.tr("join.joined", g.Name, len(g.Players), need)
	if kept {
		answer += "\n" + s.tr("join.language-kept", langName(s.lang))
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
func (s *session) keepWrittenLanguage() (bool, error) {
	if s.lang == i18n.English {
		return false, nil
	}
	a, err := account.Load(s.tx, s.sender)
	if err != nil || a.Lang != "" {
		return false, err
	}
	// Keeping it, with the reply's note, is this person's one question
	// about their language (judge/lang.go asks the others).
	a.Lang, a.LangAsked = s.lang, true
	return true, account.Save(s.tx, s.sender, a)
}
