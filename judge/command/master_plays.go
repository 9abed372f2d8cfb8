package command

import (
	"slices"

	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/templates"
)

// A master who also plays a seat keeps the master's duties that act on
// the whole table in the open (PAUSE, RESUME, EXTEND, SET, ROLLBACK,
// DECLARE DRAW, TERMINATE: each is announced to everyone), but not the ones
// that would show them another seat's secrets or let them act for or
// against another seat. What every game keeps secret is at least the
// orders of the phase in progress (play/master.go), so this holds in every
// game. Each refusal says why.

// playingMasterRefusal is the problem to show when the master of g plays
// and the command would reach beyond their own seats; reason is the
// catalogue key that says what the command would have done.
func playingMasterRefusal(g *play.Record, verb string, reason templates.Key, args ...any) *games.Text {
	why := g.Worded(msg(reason, args...))
	return g.Worded(msg("master-plays.refused", verb, g.Name, g.SeatText(g.MasterSeats()), *why))
}

// becomeRefused: BECOME names a seat the playing master does not hold.
// BECOME of their own seat is harmless: it is what SIGNON as that seat does.
func becomeRefused(g *play.Record, seat games.Seat) *games.Text {
	if !g.MasterPlays() || slices.Contains(g.MasterSeats(), seat) {
		return nil
	}
	return playingMasterRefusal(g, "BECOME", "master-plays.become", g.SeatText([]games.Seat{seat}))
}

// editRefused: an edit changes every seat's position and can name what
// the others hide (the cards of a hand, a block's strength).
func editRefused(g *play.Record) *games.Text {
	if !g.MasterPlays() {
		return nil
	}
	return playingMasterRefusal(g, "EDIT", "master-plays.edit")
}

// ejectRefused: a playing master may not put an opponent out of the game.
func ejectRefused(g *play.Record, pl *play.Player) *games.Text {
	if !g.MasterPlays() || pl.Addr == g.Master {
		return nil
	}
	return playingMasterRefusal(g, "EJECT", "master-plays.eject", g.SeatText(pl.Seats))
}

// replaceRefused: a playing master may fill a seat whose player has gone
// (the game waits for it), but not take a seat from a player still in the
// game. Nobody who has read the game as its master may take a seat while
// it runs, whether or not they play already: they have read every secret.
func replaceRefused(g *play.Record, old *play.Player, addr string) *games.Text {
	if addr == g.Master {
		return g.Worded(msg("master-plays.replace-self", addr, g.Name, g.SeatText(old.Seats)))
	}
	if g.MasterPlays() && old.Addr != g.Master && !old.Abandoned && !old.Resigned {
		return playingMasterRefusal(g, "REPLACE", "master-plays.replace", g.SeatText(old.Seats))
	}
	return nil
}

// processRefused: processing early runs the defaults of every seat that
// has not sent its orders; a playing master may not do that to the others.
// With every other seat's orders in (complete), PROCESS only saves the
// wait.
func processRefused(g *play.Record, game games.Game) *games.Text {
	if !g.MasterPlays() {
		return nil
	}
	var missing []games.Seat
	for _, r := range game.Requests() {
		if slices.Contains(g.MasterSeats(), r.Seat) {
			continue
		}
		if _, ok := g.Submissions[r.Seat]; !ok || !g.IsComplete(r.Seat) {
			missing = append(missing, r.Seat)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	return playingMasterRefusal(g, "PROCESS", "master-plays.process", g.SeatText(missing))
}

// masterPlaysNote is the line a master who plays reads when signing on
// as master.
func (s *session) masterPlaysNote(g *play.Record) string {
	if !g.MasterPlays() || len(g.MasterSeats()) == 0 {
		return ""
	}
	return g.WordedIn(s.lang, "master-plays.signon", g.SeatText(g.MasterSeats()))
}
