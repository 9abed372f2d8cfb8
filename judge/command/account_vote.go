package command

import (
	"strings"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// setWait turns early processing off (WAIT) or back on (NOWAIT) for the
// current phase; play.Clerk.Process clears Wait when the phase is resolved.
func (s *session) setWait(on bool) (string, *i18n.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	p.Wait = on
	s.keep(s.game)
	if on {
		dl := templates.Date(s.game.Deadline, s.loc, s.lang)
		return s.game.WordedIn(s.lang, "wait.on", dl), nil
	}
	return s.game.WordedIn(s.lang, "wait.off"), nil
}

// setDraw records a player's draw vote. Votes are secret. When every
// player holding a surviving power and still playing (not resigned,
// abandoned or in civil disorder: those have no vote) has voted, the game
// ends in a draw shared by all surviving powers, as in a draw including all
// survivors.
func (s *session) setDraw(on bool) (string, *i18n.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g := s.game
	game, err := g.Game()
	if err != nil {
		return "", s.fail(err)
	}
	alive := game.Alive()
	if !holdsAny(p, alive) {
		return "", s.game.Worded(msg("draw.out-of-game"))
	}
	if on && (p.Resigned || p.Abandoned || p.Disorder) {
		// allVotedDraw does not count such a vote: saying it was
		// recorded would be untrue.
		return "", g.Worded(msg("draw.no-vote-disorder", g.SeatText(p.Seats)))
	}
	p.Draw = on
	s.keep(g)
	if !on {
		return s.tr("draw.withdrawn"), nil
	}
	// Surviving powers with no vote (civil disorder, resigned) are named,
	// so that "every surviving power" is not read as including them.
	mute := voteless(g, alive)
	if !allVotedDraw(g, alive) {
		if len(mute) > 0 {
			return g.WordedIn(s.lang, "draw.recorded-mute", g.SeatText(mute)), nil
		}
		return g.WordedIn(s.lang, "draw.recorded"), nil
	}
	s.audit(g.Name, "draw", "agreed by every surviving seat: "+play.JoinSeats(alive))
	reason := templates.T("draw.reason", g.Name)
	if len(mute) > 0 {
		reason = templates.T("draw.reason-mute", g.Name, g.SeatText(mute))
	}
	end := &games.Ending{Draw: alive, Reason: *g.Worded(&reason)}
	if err := s.tree.Clerk.End(s.tx, g, end, s.now); err != nil {
		return "", s.fail(err)
	}
	return g.WordedIn(s.lang, "draw.agreed"), nil
}

func holdsAny(p *play.Player, seats []games.Seat) bool {
	for _, have := range p.Seats {
		for _, s := range seats {
			if have == s {
				return true
			}
		}
	}
	return false
}

// voteless lists the surviving seats whose player has no draw vote: none,
// resigned, abandoned or in civil disorder.
func voteless(g *play.Record, alive []games.Seat) []games.Seat {
	var out []games.Seat
	for _, st := range alive {
		if p := g.PlayerBySeat(st); p == nil || p.Resigned || p.Abandoned || p.Disorder {
			out = append(out, st)
		}
	}
	return out
}

// allVotedDraw reports whether every voter among the surviving powers'
// players wants a draw; with no voter at all there is no draw.
func allVotedDraw(g *play.Record, alive []games.Seat) bool {
	voters := 0
	for _, p := range g.Players {
		if !holdsAny(p, alive) || p.Resigned || p.Abandoned || p.Disorder {
			continue
		}
		if !p.Draw {
			return false
		}
		voters++
	}
	return voters > 0
}

// setPreference replaces a joined player's list of wanted powers while the
// game is forming. Players cannot sign on to a forming game as a power, so
// the game and password are given on the line (SET PREFERENCE west pw F E G)
// unless this mail signed on to that game already.
func (s *session) setPreference(args []string) (string, *i18n.Text) {
	usage := msg("preference.usage")
	g, p := s.game, (*play.Player)(nil)
	switch {
	case g != nil && s.seat != "":
		p = g.PlayerBySeat(s.seat)
	case s.held != nil && (len(args) == 0 || play.Key(strings.TrimPrefix(args[0], "?")) != play.Key(s.held.Name)):
		// SIGNON ?west pw above, waiting for CONFIRM: the powers go with it.
		if inv := s.held.PendingInvite(s.sender, play.InviteJoin, ""); inv != nil && inv.PW != nil {
			return s.keepHeldPreference(s.held, inv, args)
		}
		return "", usage
	case s.joined != nil && (len(args) == 0 || play.Key(strings.TrimPrefix(args[0], "?")) != play.Key(s.joined.Name)):
		// SIGNON ?west pw on a line above: the game and password are given.
		g = s.joined
		p = g.PlayerByAddr(s.sender)
		if p == nil {
			return "", usage
		}
	default:
		if len(args) < 2 {
			return "", usage
		}
		var problem *i18n.Text
		if g, problem = s.namedGame(args[0]); problem != nil {
			return "", problem
		}
		s.hide(args[1])
		p = g.PlayerByAddr(s.sender)
		if p == nil {
			if inv := g.PendingInvite(s.sender, play.InviteJoin, ""); inv != nil && inv.PW != nil {
				return s.preferenceForHeldJoin(g, inv, args[1], args[2:])
			}
			return "", g.Worded(msg("preference.not-joined", g.Name, g.Name))
		}
		if prob := s.checkPassword(g, p.Addr, p.Addr, p.PW, args[1]); prob != nil {
			return "", prob
		}
		args = args[2:]
	}
	if g.Status != play.StatusForming {
		return "", g.Worded(msg("preference.started", g.Name))
	}
	return s.keepPreference(g, &p.Prefs, "preference.set", args)
}

// preferenceForHeldJoin keeps the wanted powers with a join that waits for
// its address to confirm (game_join.go), as SIGNON ?game pw powers would:
// they count when the address confirms.
func (s *session) preferenceForHeldJoin(g *play.Record, inv *play.Invite, pw string, args []string) (string, *i18n.Text) {
	if prob := s.checkPassword(g, s.sender, s.sender, *inv.PW, pw); prob != nil {
		return "", prob
	}
	return s.keepHeldPreference(g, inv, args)
}

// keepHeldPreference sets the powers wanted by a join that waits for CONFIRM.
func (s *session) keepHeldPreference(g *play.Record, inv *play.Invite, args []string) (string, *i18n.Text) {
	return s.keepPreference(g, &inv.Prefs, "preference.held", args)
}

// keepPreference reads the powers wanted into prefs (a player's or a held
// join's) and answers with done, or with "cleared" for none.
func (s *session) keepPreference(g *play.Record, prefs *[]games.Seat, done templates.Key, args []string) (string, *i18n.Text) {
	wanted, bad := g.ParsePrefs(args)
	if bad != "" {
		return "", g.Worded(msg("seat.not-a-seat-list", bad, g.Name, g.SeatList()))
	}
	*prefs = wanted
	s.keep(g)
	if len(wanted) == 0 {
		return g.WordedIn(s.lang, "preference.cleared"), nil
	}
	return s.tr(done, g.Name, play.JoinSeatList(wanted)), nil
}
