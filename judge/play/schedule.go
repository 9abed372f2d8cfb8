package play

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Wake moves a game along its deadline stages: reminder, deadline (late
// notice and grace), end of grace (the NMR policy, then processing).
func (c *Clerk) Wake(tx *storage.Tx, g *Record, now time.Time) error {
	if g.Status != StatusActive {
		return nil
	}
	game, err := g.Game()
	if err != nil {
		return err
	}
	missing := c.missing(g, game)
	switch {
	case g.Stage == "" && now.Before(g.Deadline):
		g.Stage = "reminded"
		if _, ok := g.reminderDue(); !ok {
			return nil // a reminder at the phase's start says nothing new
		}
		return c.remind(tx, g, game, missing, "reminder")
	case g.Stage != "grace" && !now.Before(g.Deadline):
		if len(missing) == 0 || g.Settings.Grace == 0 {
			return c.applyNMR(tx, g, missing, now)
		}
		g.Stage = "grace"
		return c.remind(tx, g, game, missing, "late")
	case g.Stage == "grace" && !now.Before(g.Deadline.Add(g.Settings.Grace)):
		return c.applyNMR(tx, g, missing, now)
	}
	return nil
}

// missing lists the players who must act and have sent nothing, skipping
// those in civil disorder (nobody waits for them).
func (c *Clerk) missing(g *Record, game games.Game) []*Player {
	var out []*Player
	seen := map[*Player]bool{}
	for _, r := range game.Requests() {
		p := g.PlayerBySeat(r.Seat)
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

func (c *Clerk) remind(tx *storage.Tx, g *Record, game games.Game, missing []*Player, kind string) error {
	var to []string
	for _, p := range missing {
		to = append(to, p.Addr)
	}
	return c.Out.Each(tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang i18n.Lang, loc *time.Location) (string, string) {
		p := g.PlayerByAddr(addr)
		seats := g.SeatText(g.unordered(p, game))
		// Worded for the phase: a set-up step is not asked for as a turn plan.
		say := func(key templates.Key, args ...any) string { return g.WordedForPhase(game, lang, key, args...) }
		if kind == "reminder" {
			return fmt.Sprintf("%s: %s", g.Name, say("remind.subject")),
				say("remind.body", seats, game.Phase().Name, templates.DateText(g.Deadline, loc)) + "\n"
		}
		end := templates.Date(g.Deadline.Add(g.Settings.Grace), loc, lang)
		if g.sentAny(p) { // not silent: nothing of theirs will count as missed
			return fmt.Sprintf("%s: %s", g.Name, say("late.subject")),
				say("late.body-partial", game.Phase().Name, seats, end) + "\n"
		}
		return fmt.Sprintf("%s: %s", g.Name, say("late.subject")),
			say("late.body", game.Phase().Name, seats, end, nmrExplain(g, p, game)) + "\n"
	})
}

// nmrExplain says what the game does with p's missing orders: under
// nmr=disorder, which miss this would be and whether it puts p's seats in
// civil disorder, so the late notice names the consequence for this
// player, not only the rule.
func nmrExplain(g *Record, p *Player, game games.Game) i18n.Text {
	if g.Settings.NMR == "abandon" {
		return templates.T("nmr.abandon")
	}
	fallback := templates.T("nmr.units-default")
	if reqs := game.Requests(); len(reqs) == 1 {
		// One seat asked (a set-up step, a question, a turn): the
		// phase line's own "without an answer", not units that may
		// not exist yet.
		if def := reqs[0].For(g.ViewerOf(p.Addr)).Default; !def.Empty() {
			fallback = templates.T("nmr.asked-default", def)
		}
	}
	if miss := p.Misses + 1; miss >= g.Settings.NMRLimit {
		return templates.T("nmr.disorder-policy-now", fallback, miss)
	}
	return templates.T("nmr.disorder-policy", fallback, p.Misses+1, g.Settings.NMRLimit)
}

// disorderNotice announces that p's seats fell into civil disorder, worded
// for one seat or several and for one miss or more.
func disorderNotice(g *Record, p *Player) i18n.Text {
	names := g.SeatText(p.Seats)
	switch several := len(p.Seats) > 1; {
	case several && p.Misses == 1:
		return templates.T("nmr.disorder-several-once", names)
	case several:
		return templates.T("nmr.disorder-several", names, p.Misses)
	case p.Misses == 1:
		return templates.T("nmr.disorder-once", names)
	}
	return templates.T("nmr.disorder", names, p.Misses)
}

// unordered lists the player's seats that the phase asks for and that
// have no orders yet: what a reminder names.
func (g *Record) unordered(p *Player, game games.Game) []games.Seat {
	var out []games.Seat
	for _, r := range game.Requests() {
		if _, ok := g.Submissions[r.Seat]; !ok && slices.Contains(p.Seats, r.Seat) && !slices.Contains(out, r.Seat) {
			out = append(out, r.Seat)
		}
	}
	return out
}

// sentAny reports whether the player sent orders this phase for any of
// their seats. A player of several seats who ordered one of them is not
// silent: the others follow the defaults, but no deadline is missed.
func (g *Record) sentAny(p *Player) bool {
	for _, seat := range p.Seats {
		if _, ok := g.Submissions[seat]; ok {
			return true
		}
	}
	return false
}

// applyNMR counts the misses, applies the game's policy, and processes the
// phase unless the policy makes the game wait for the master.
func (c *Clerk) applyNMR(tx *storage.Tx, g *Record, missing []*Player, now time.Time) error {
	var abandoned []games.Seat
	for _, p := range missing {
		if g.sentAny(p) {
			continue // orders for some of the player's seats: not silent
		}
		p.Misses++
		switch {
		case g.Settings.NMR == "abandon":
			p.Abandoned = true
			abandoned = append(abandoned, p.Seats...)
		case p.Misses >= g.Settings.NMRLimit:
			p.Disorder = true
			g.Notices = append(g.Notices, disorderNotice(g, p))
		case g.Settings.Grace == 0:
			// No late notice went out (there was no grace to announce),
			// so the report says the miss was counted and what the next
			// one brings.
			g.Notices = append(g.Notices, templates.T("nmr.missed-no-grace", g.SeatText(p.Seats), p.Misses, g.Settings.NMRLimit))
		}
	}
	if len(abandoned) > 0 {
		if g.Settings.Grace == 0 {
			// No late notice warned them: the only word they get.
			if err := c.tellAbandoned(tx, g, missing, now); err != nil {
				return err
			}
		}
		g.Status, g.Deadline = StatusWaiting, time.Time{}
		body := templates.Key("nmr.abandoned-one")
		if len(abandoned) > 1 {
			body = templates.Key("nmr.abandoned-many")
		}
		if err := c.Out.Each(tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
			return g.WordedIn(lang, "nmr.abandoned-subject", g.Name), g.WordedIn(lang, body, g.SeatText(abandoned), g.Name)
		}); err != nil {
			return err
		}
		return c.tellWaiting(tx, g, abandoned)
	}
	return c.Process(tx, g, now)
}

// tellAbandoned tells each player whose power the game gave up for a
// missed deadline (nmr=abandon) with no grace, so with no late notice
// before, that it is no longer theirs: from now on they get none of the
// game's mail, and without this one they would not know why.
func (c *Clerk) tellAbandoned(tx *storage.Tx, g *Record, missing []*Player, now time.Time) error {
	game, err := g.Game()
	if err != nil {
		return err
	}
	phase := game.Phase().Name
	var to []string
	for _, p := range missing {
		if p.Abandoned {
			to = append(to, p.Addr)
		}
	}
	return c.Out.Each(tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(addr string, lang i18n.Lang, loc *time.Location) (string, string) {
		seats := g.SeatText(g.PlayerByAddr(addr).Seats)
		return g.Name + ": " + templates.In(lang, "nmr.abandoned-player-subject"),
			g.WordedIn(lang, "nmr.abandoned-player-mail", phase, templates.DateText(now, loc), seats, seats) + "\n"
	})
}

// tellWaiting tells the readers still in the game, but the master (who is
// asked to replace), that the deadline passed and the game stopped to wait
// for new players of the abandoned seats; without it they would see the
// deadline pass and nothing come. The announcements still pending go with
// it, as with any mail every reader gets.
func (c *Clerk) tellWaiting(tx *storage.Tx, g *Record, abandoned []games.Seat) error {
	game, err := g.Game()
	if err != nil {
		return err
	}
	notices := g.Notices
	g.Notices = nil
	var to []string
	for _, addr := range g.Recipients() {
		if addr != g.Master {
			to = append(to, addr)
		}
	}
	key := templates.Key("nmr.waiting-one")
	if len(abandoned) > 1 {
		key = templates.Key("nmr.waiting-many")
	}
	return c.Out.Each(tx, to, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
		var b strings.Builder
		b.WriteString(NoticeLines(notices, lang))
		if len(notices) > 0 {
			b.WriteString("\n")
		}
		b.WriteString(g.WordedIn(lang, key, game.Phase().Name, g.SeatText(abandoned)) + "\n")
		return g.Name + ": " + templates.In(lang, "nmr.waiting-subject"), b.String()
	})
}
