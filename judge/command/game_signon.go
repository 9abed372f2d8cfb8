package command

import (
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/spelling"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// runSignon handles the three forms of SIGNON:
//
//	SIGNON ?west pw [F E G]   join the forming game west, with preferences
//	SIGNON Fwest pw           act as France in west (also: SIGNON France west pw)
//	SIGNON Mwest pw           act as west's master
func runSignon(s *session, l Line) (string, *i18n.Text) {
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	s.game, s.seat, s.master, s.add, s.joined, s.held = nil, "", false, false, nil, nil
	args := l.Args
	if len(args) >= 2 && strings.HasPrefix(args[0], "?") {
		return s.join(strings.TrimPrefix(args[0], "?"), args[1], args[2:])
	}
	var who, name, pw string
	switch len(args) {
	case 2:
		if len(args[0]) < 2 {
			return "", signonUsage()
		}
		who, name = s.splitSeatGame(args[0])
		if g, err := s.loadGame(name); err == nil && g == nil {
			if whole, err := s.loadGame(args[0]); err == nil && whole != nil {
				// SIGNON east pw: the game's name without ? or a seat.
				return "", msg("signon.game-without-seat", whole.Name)
			}
		}
		pw = args[1]
	case 3:
		who, name, pw = args[0], args[1], args[2]
	default:
		return "", signonUsage()
	}
	g, err := s.loadGame(name)
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil {
		return "", s.noSuchGame(name)
	}
	if signonMasterWord(who) {
		if prob := s.checkPassword(g, masterSeat, g.Master, g.MasterPW, pw); prob != nil {
			return "", prob
		}
		s.game, s.master = g, true
		if note := s.masterPlaysNote(g); note != "" {
			return s.tr("signon.master", g.Name) + "\n" + note, nil
		}
		return s.tr("signon.master", g.Name), nil
	}
	seat, ok := g.SeatFor(who)
	if !ok {
		return "", g.Worded(msg("seat.no-such", g.Name, who, g.SeatList()))
	}
	p := g.PlayerBySeat(seat)
	if p == nil || g.Status == play.StatusForming {
		return "", msg("signon.nobody-plays", g.SeatText([]games.Seat{seat}), g.Name)
	}
	if s.sender == g.Master && p.Addr != s.sender && !p.PW.Matches(pw) && g.MasterPW.Matches(pw) {
		// The classic judges' master signs on as a power with the
		// master's password; here that is SIGNON M<game> and BECOME.
		s.hide(pw)
		return "", msg("signon.master-password-for-seat", g.Name, g.Name, g.SeatText([]games.Seat{seat}))
	}
	if prob := s.checkPassword(g, string(seat), p.Addr, p.PW, pw); prob != nil {
		return "", s.heldSeatHint(g, p, prob)
	}
	if p.Abandoned || p.Resigned {
		return "", msg("signon.given-up", g.SeatText([]games.Seat{seat}), g.Name)
	}
	s.game, s.seat = g, seat
	if p.Addr != s.sender {
		// Accepted on the password, as classic judges do, but the player's
		// registered address is told, so a stolen password cannot go unseen.
		if err := s.tree.Out.Each(s.tx, []string{p.Addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
			return templates.In(lang, "signon.elsewhere-subject", g.Name, seat),
				templates.In(lang, "signon.elsewhere", s.sender, seat, g.Name, templates.DateText(s.now, s.loc)) + "\n"
		}); err != nil {
			return "", s.fail(err)
		}
	}
	seatName := string(seat)
	if game, err := g.Game(); err == nil {
		seatName = games.SeatName(game, seat).In(s.lang) // 北軍, not Union, in a Chinese reply
	}
	return s.tr("signon.done", seatName, g.Name), nil
}

func signonUsage() *i18n.Text {
	return msg("signon.usage")
}

func (s *session) noSuchGame(name string) *i18n.Text {
	if near := s.nearestGame(name); near != "" {
		return msg("game.no-such-near", name, near)
	}
	return msg("game.no-such", name)
}

func wrongPassword() *i18n.Text {
	return msg("password.wrong")
}

// heldSeatHint adds to a wrong password's problem the seats this address
// holds in g when it tried to sign on as another: the usual cause is a
// preference that was not granted.
func (s *session) heldSeatHint(g *play.Record, tried *play.Player, problem *i18n.Text) *i18n.Text {
	q := g.PlayerByAddr(s.sender)
	if q == nil || q == tried || len(q.Seats) == 0 {
		return problem
	}
	as := string(q.Seats[0]) + " " + g.Name
	if game, err := g.Game(); err == nil {
		as = play.SignonAs(game, q.Seats[0], g.Name)
	}
	return msg("signon.held-seat", problem, g.SeatText(q.Seats), g.Name, as)
}

// nearestGame is the one game whose name is a slip away from name.
func (s *session) nearestGame(name string) string {
	if s.tx == nil {
		return ""
	}
	if s.gameNames == nil {
		// Read once per mail: a mail of many lines naming unknown games
		// must not scan a judge of thousands of games for each.
		names, err := s.tx.GameNames()
		if err != nil {
			return ""
		}
		s.gameNames = append([]string{}, names...)
	}
	names := s.gameNames
	best, n := "", 0
	for _, g := range names {
		if spelling.Distance(strings.ToLower(strings.TrimPrefix(name, "?")), strings.ToLower(g)) <= max(1, min(2, len(g)/3)) {
			best, n = g, n+1
		}
	}
	if n == 1 {
		return best
	}
	return ""
}

// splitSeatGame cuts "Fwest" into the seat code and the game's name. Seat
// codes may be longer than a letter (an engine's "GER"), and game names may
// begin with letters that are codes, so every cut is tried and the first,
// shortest code that names both an existing game and one of its seats (or
// M, the master) wins. With no such cut, the first letter is the code, and
// the reply says what is wrong with that reading.
func (s *session) splitSeatGame(word string) (who, game string) {
	for i := 1; i < len(word); i++ {
		code, name := word[:i], word[i:]
		g, err := s.loadGame(name)
		if err != nil || g == nil {
			continue
		}
		if strings.EqualFold(code, "m") {
			return code, name
		}
		if _, ok := g.SeatFor(code); ok {
			return code, name
		}
	}
	return word[:1], word[1:]
}

// signonMasterWord reports whether w, first of SIGNON's three words, says
// the sender signs on as the game's master: SIGNON master west pw (M, or
// 主持人 in Chinese).
func signonMasterWord(w string) bool {
	return strings.EqualFold(w, "m") || strings.EqualFold(w, "master") || w == "主持人" || w == "主持"
}
