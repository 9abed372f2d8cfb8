package command

import (
	"fmt"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// masterSeat reads the power a seat command names.
func (s *session) masterSeat(g *play.Record, verb string, args []string) (games.Seat, *play.Player, *i18n.Text) {
	if len(args) == 0 {
		return "", nil, g.Worded(msg("seat.usage", verb, g.SeatList()))
	}
	seat, ok := g.SeatFor(args[0])
	if !ok {
		return "", nil, g.Worded(msg("seat.no-such", g.Name, args[0], g.SeatList()))
	}
	pl := g.PlayerBySeat(seat)
	if pl == nil {
		return "", nil, msg("seat.nobody", seat, g.Name)
	}
	return seat, pl, nil
}

// runBecome makes the lines that follow orders for a power, as if its
// player had sent them.
func runBecome(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterGame("BECOME")
	if p != nil {
		return "", p
	}
	if p := stoppedOrEnded(g); p != nil {
		return "", p
	}
	seat, _, p := s.masterSeat(g, "BECOME", l.Args)
	if p != nil {
		return "", p
	}
	if p := becomeRefused(g, seat); p != nil {
		return "", p
	}
	if err := s.flushOrders(); err != nil {
		return "", s.fail(err)
	}
	// The players' notice names what the game calls orders (計劃 in
	// Gettysburg, 回合計劃 in Maneuver).
	notice := templates.T("become.notice", g.SeatText([]games.Seat{seat}))
	s.masterDid(g, "become", string(seat), *g.Worded(&notice))
	s.seat, s.add = seat, false
	return g.WordedIn(s.lang, "become.done", g.SeatText([]games.Seat{seat})), nil
}

// runEject removes a power's player. The power's units then follow the
// engine's civil-disorder rules until REPLACE gives it a new player.
func runEject(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterStartedGame("EJECT")
	if p != nil {
		return "", p
	}
	seat, pl, p := s.masterSeat(g, "EJECT", l.Args)
	if p != nil {
		return "", p
	}
	if pl.Abandoned || pl.Resigned {
		return "", msg("eject.no-player", seat)
	}
	if p := ejectRefused(g, pl); p != nil {
		return "", p
	}
	seats := g.SeatText(pl.Seats)
	pl.Abandoned, pl.Disorder, pl.Wait = true, true, false
	for _, st := range pl.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	if err := s.tree.Out.Each(s.tx, []string{pl.Addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, loc *time.Location) (string, string) {
		return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "eject.subject")),
			templates.In(lang, "eject.mail", g.Name, templates.DateText(s.now, loc), seats) + "\n"
	}); err != nil {
		return "", s.fail(err)
	}
	seatName := g.SeatText([]games.Seat{seat}) // REPLACE takes it in every language
	done, notice := s.tr("eject.done", seats, seatName), templates.T("eject.notice", seats)
	if len(pl.Seats) > 1 {
		done, notice = s.tr("eject.done-several", seats, seatName), templates.T("eject.notice-several", seats)
	}
	s.masterDid(g, "eject", play.JoinSeats(pl.Seats)+" "+pl.Addr, notice)
	return done, nil
}

// runReplace offers a power (with the seats grouped with it) to a new
// player. Nothing changes until the new address accepts (confirm.go): it is
// mailed one confirmation request, and on CONFIRM replaceSeat gives it the
// power. A newer REPLACE of the same power withdraws the older offer.
func runReplace(s *session, l Line) (string, *i18n.Text) {
	g, p := s.masterStartedGame("REPLACE")
	if p != nil {
		return "", p
	}
	if len(l.Args) != 2 {
		return "", g.Worded(msg("replace.usage"))
	}
	_, old, p := s.masterSeat(g, "REPLACE", l.Args[:1])
	if p != nil {
		return "", p
	}
	addr, ok := plainAddress(l.Args[1])
	if !ok || addr == s.tree.Address {
		return "", msg("replace.bad-address", l.Args[1])
	}
	if other := g.PlayerByAddr(addr); other != nil && !other.Abandoned && !other.Resigned {
		return "", g.Worded(msg("replace.plays-already", addr, g.SeatText(other.Seats), g.Name))
	}
	if p := replaceRefused(g, old, addr); p != nil {
		return "", p
	}
	// The offer is kept under the seat that leads the group, so that a
	// REPLACE naming another seat of the same player is the same offer.
	inv, fresh, p := s.offer(g, "REPLACE", play.InviteReplace, addr, old.Seats[0])
	if p != nil {
		return "", p
	}
	seats := g.SeatText(old.Seats)
	if !fresh {
		return s.tr("replace.still-asked", addr, seats, templates.DateText(inv.Since, s.loc)), nil
	}
	if err := s.askToReplace(g, inv); err != nil {
		return "", s.fail(err)
	}
	s.audit(g.Name, "replace-asked", fmt.Sprintf("%s %s", play.JoinSeats(old.Seats), addr))
	return s.tr("replace.asked", addr, seats), nil
}

// replaceSeat gives old's power to addr, which has confirmed the master's
// offer (by is the master who made it); mails them a fresh password, and
// tells the old address and the master. The new player starts clean: no
// misses, no civil disorder, and none of the old player's orders for the
// current phase. A waiting game starts again when no power is left
// abandoned.
func (s *session) replaceSeat(g *play.Record, old *play.Player, addr, by string) (string, *i18n.Text) {
	pw := account.ReadablePassword()
	fresh := &play.Player{Addr: addr, PW: account.HashPassword(pw), Seats: old.Seats, Joined: s.now}
	for i, pl := range g.Players {
		if pl == old {
			g.Players[i] = fresh
		}
	}
	seats := g.SeatText(fresh.Seats)
	for _, st := range fresh.Seats {
		delete(g.Submissions, st)
		delete(g.Complete, st)
	}
	resumed := false
	if g.Status == play.StatusWaiting && !anyAbandoned(g) {
		game, err := g.Game()
		if err != nil {
			return "", s.fail(err)
		}
		g.Status, g.Deadline, g.Stage = play.StatusActive, g.Settings.DeadlineFrom(s.now, game.Phase().Class), ""
		resumed = true
	}
	if err := s.mailReplacement(g, fresh, pw); err != nil {
		return "", s.fail(err)
	}
	if old.Addr != addr {
		if err := s.tree.Out.Each(s.tx, []string{old.Addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
			return fmt.Sprintf("%s: %s", g.Name, g.WordedIn(lang, "replace.old-subject")),
				templates.In(lang, "replace.old-mail", g.Name, seats) + "\n"
		}); err != nil {
			return "", s.fail(err)
		}
	}
	notice := templates.T("replace.notice", seats)
	if resumed {
		notice = templates.T("replace.notice-resumed", seats, templates.DateText(g.Deadline, time.UTC))
		// The players told the game waits are told it goes on; the new
		// player has the deadline in the mail above.
		s.clockMoved(g)
		s.clockTold = append(s.clockTold, fresh.Addr)
	}
	g.Notices = append(g.Notices, templates.T("master.notice", notice))
	s.keep(g)
	// The master who asked did this; the sender only confirmed.
	s.auditLines = append(s.auditLines, storage.AuditEntry{At: s.now, Actor: by, Game: g.Name, Action: "replace",
		Detail: fmt.Sprintf("%s %s -> %s (confirmed)", play.JoinSeats(fresh.Seats), old.Addr, addr)})
	err := s.tree.Out.Each(s.tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, loc *time.Location) (string, string) {
		body := templates.In(lang, "replace.done", seats, addr)
		if resumed {
			body += "\n" + templates.In(lang, "replace.resumed", templates.DateText(g.Deadline, loc))
		}
		return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "replace.accepted-subject", seats)), body + "\n"
	})
	if err != nil {
		return "", s.fail(err)
	}
	return s.tr("invite.replaced", seats, g.Name), nil
}
