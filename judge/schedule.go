package judge

import (
	"fmt"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
)

// Tick is the event of the clock reaching a game's next wake-up time (a
// reminder, a deadline, the end of grace).
type Tick struct{}

func (Tick) isEvent() {}

// nextWake reports when the loop must tick next, if any game waits on time.
func (j *Judge) nextWake() (time.Time, bool) {
	var at time.Time
	var ok bool
	err := j.db.View(func(tx *storage.Tx) error {
		var err error
		_, at, ok, err = tx.NextDeadline()
		return err
	})
	if err != nil {
		j.log.Error("reading the deadline index", "err", err)
		return time.Time{}, false
	}
	return at, ok
}

// tickBatch is how many due games one tick handles before the loop looks
// at its mail again: a burst of a thousand deadlines must not keep a
// player's mail waiting until the last of them is done.
const tickBatch = 20

// tick handles the games whose wake-up time has come, each in its own
// transaction. A deadline that passed while the daemon was down is handled
// on the first tick after start, once: handling it moves the game on.
func (j *Judge) tick() {
	now := j.opts.Now()
	var due []storage.GameDeadline
	if err := j.db.View(func(tx *storage.Tx) error {
		var err error
		due, err = tx.DueDeadlines(now)
		return err
	}); err != nil {
		j.log.Error("reading due deadlines", "err", err)
		return
	}
	if len(due) > tickBatch {
		// The rest are still due: the loop's timer fires again at once, and
		// mail that arrived meanwhile gets its turn in between.
		due = due[:tickBatch]
	}
	for _, d := range due {
		j.out.TakeQueued()
		err := j.db.Update(func(tx *storage.Tx) error {
			g, ok, err := loadGame(tx, j.engines, d.Game)
			if err != nil || !ok {
				if err == nil {
					err = tx.ClearDeadline(d.Game)
				}
				return err
			}
			if err := j.wake(tx, g, now); err != nil {
				return err
			}
			return saveGame(tx, g)
		})
		if err != nil {
			j.log.Error("handling a deadline", "game", d.Game, "err", err)
			continue
		}
		if j.out.TakeQueued() && j.opts.OnEnqueue != nil {
			j.opts.OnEnqueue()
		}
	}
}

// wake moves a game along its deadline stages: reminder, deadline (late
// notice and grace), end of grace (the NMR policy, then processing).
func (j *Judge) wake(tx *storage.Tx, g *gameRecord, now time.Time) error {
	if g.Status != statusActive {
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	missing := j.missing(g, game)
	switch {
	case g.Stage == "" && now.Before(g.Deadline):
		g.Stage = "reminded"
		return j.remind(tx, g, game, missing, "reminder")
	case g.Stage != "grace" && !now.Before(g.Deadline):
		if len(missing) == 0 || g.Settings.Grace == 0 {
			return j.applyNMR(tx, g, missing, now)
		}
		g.Stage = "grace"
		return j.remind(tx, g, game, missing, "late")
	case g.Stage == "grace" && !now.Before(g.Deadline.Add(g.Settings.Grace)):
		return j.applyNMR(tx, g, missing, now)
	}
	return nil
}

// missing lists the players who must act and have sent nothing, skipping
// those in civil disorder (nobody waits for them).
func (j *Judge) missing(g *gameRecord, game games.Game) []*player {
	var out []*player
	seen := map[*player]bool{}
	for _, r := range game.Requests() {
		p := g.playerBySeat(r.Seat)
		if p == nil || seen[p] || p.Disorder || p.Abandoned || p.Resigned {
			continue
		}
		if _, ok := g.Submissions[r.Seat]; !ok {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

func (j *Judge) remind(tx *storage.Tx, g *gameRecord, game games.Game, missing []*player, kind string) error {
	var to []string
	for _, p := range missing {
		to = append(to, p.Addr)
	}
	return j.out.Each(tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang games.Lang, loc *time.Location) (string, string) {
		p := g.playerByAddr(addr)
		seats := joinSeats(p.Seats)
		if kind == "reminder" {
			return fmt.Sprintf("%s: %s", g.Name, j.wordedIn(g, lang, "remind.subject")),
				j.wordedIn(g, lang, "remind.body", seats, game.Phase().Name, templates.DateText(g.Deadline, loc)) + "\n"
		}
		end := templates.Date(g.Deadline.Add(g.Settings.Grace), loc, lang)
		return fmt.Sprintf("%s: %s", g.Name, j.wordedIn(g, lang, "late.subject")),
			j.wordedIn(g, lang, "late.body", game.Phase().Name, seats, end, nmrExplain(g)) + "\n"
	})
}

// nmrExplain says what the game does with missing orders.
func nmrExplain(g *gameRecord) games.Text {
	if g.Settings.NMR == "abandon" {
		return templates.T("nmr.abandon")
	}
	return templates.T("nmr.disorder-policy", g.Settings.NMRLimit)
}

// applyNMR counts the misses, applies the game's policy, and processes the
// phase unless the policy makes the game wait for the master.
func (j *Judge) applyNMR(tx *storage.Tx, g *gameRecord, missing []*player, now time.Time) error {
	var abandoned []string
	for _, p := range missing {
		p.Misses++
		switch {
		case g.Settings.NMR == "abandon":
			p.Abandoned = true
			abandoned = append(abandoned, joinSeats(p.Seats))
		case p.Misses >= g.Settings.NMRLimit:
			p.Disorder = true
			g.Notices = append(g.Notices, *msg("nmr.disorder", joinSeats(p.Seats), p.Misses))
		}
	}
	if len(abandoned) > 0 {
		g.Status, g.Deadline = statusWaiting, time.Time{}
		body := templates.Key("nmr.abandoned-one")
		if len(abandoned) > 1 {
			body = templates.Key("nmr.abandoned-many")
		}
		return j.out.Each(tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang games.Lang, _ *time.Location) (string, string) {
			return j.wordedIn(g, lang, "nmr.abandoned-subject", g.Name), j.wordedIn(g, lang, body, strings.Join(abandoned, ", "), g.Name)
		})
	}
	return j.process(tx, g, now)
}
