package play

import (
	"fmt"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Clerk moves games along their life cycle and tells the players: each
// step writes the record and queues its mail in the caller's transaction.
type Clerk struct {
	Out *outbox.Outbox
	// NoPictures: the operator turned pictures off for the whole judge
	// ([judge] pictures = false), whatever games and players chose.
	NoPictures bool
	// packer deflates the phase records a resolution writes; the judge's
	// loop is the clerk's only user, so one compressor serves them all.
	packer phasePacker
}

// Start assigns seats, sets the first deadline and tells everyone.
func (c *Clerk) Start(tx *storage.Tx, g *Record, now time.Time) error {
	eng := g.Rules()
	game, err := g.Game()
	if err != nil {
		return err
	}
	assignSeats(g, game.Groups(), games.NewDice(g.Seed, "seats"))
	g.Status = StatusActive
	g.Deadline, g.PhaseStart = g.Settings.DeadlineFrom(now, game.Phase().Class), now
	g.Stage = ""
	// What the master did while the game was forming (its settings) is
	// told in this mail, the first every reader gets.
	notices := g.Notices
	g.Notices = nil
	return c.Out.EachPictured(tx, g.Recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang i18n.Lang, loc *time.Location) (string, string, *picture.Drawing) {
		var b strings.Builder
		b.WriteString(NoticeLines(notices, lang))
		if len(notices) > 0 {
			b.WriteString("\n")
		}
		fmt.Fprintf(&b, "%s\n\n", templates.In(lang, "start.started", g.Name, KindTitle(eng.About()), g.Variant))
		if p := g.PlayerByAddr(addr); p != nil && len(p.Seats) > 0 {
			you := youPlay(game, g.Name, p.Seats, eng.About().Words.Orders, lang)
			if topic := ordersTopic(eng.About()); topic != "" {
				// A game whose "how to play" does not follow below.
				if lang == i18n.English { // Chinese sentences follow without a space
					you += " "
				}
				you += templates.In(lang, "start.orders-help", topic)
			}
			fmt.Fprintf(&b, "%s\n", i18n.Wrap(you, i18n.ProseWidth))
		}
		fmt.Fprintf(&b, "%s\n", templates.In(lang, "start.players"))
		for _, p := range g.Players {
			fmt.Fprintf(&b, "  %s\n", SeatNames(game, p.Seats, lang))
		}
		if seats := g.MasterSeats(); len(seats) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Wrap(g.WordedIn(lang, "master-plays.start", SeatNames(game, seats, lang)), i18n.ProseWidth))
		}
		fmt.Fprintf(&b, "\n%s\n  %s\n", i18n.Wrap(templates.In(lang, "start.seed"), i18n.ProseWidth), g.SeedHash)
		fmt.Fprintf(&b, "\n%s\n\n%s\n", PhaseLine(g, game, g.ViewerOf(addr), lang, loc), game.View(g.ViewerOf(addr), lang))
		for _, h := range eng.About().Help {
			if h.Name == "start" {
				// The engine's own "how to play" goes with the first mail.
				fmt.Fprintf(&b, "\n%s\n\n%s\n", h.Title.In(lang), i18n.Wrap(strings.TrimRight(h.Body.In(lang), "\n"), i18n.ProseWidth))
			}
		}
		return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "start.subject")), b.String(), c.PositionPicture(g, game, g.ViewerOf(addr), lang)
	})
}

// ordersTopic is the GET topic that says how to write a game's orders
// ("diplomacy orders"), for a game without a "start" topic, which the
// start mail carries whole; "" when the start topic follows or the game
// has no help.
func ordersTopic(about games.About) string {
	if len(about.Help) == 0 {
		return ""
	}
	for _, h := range about.Help {
		if h.Name == "start" {
			return ""
		}
	}
	return about.Name + " " + about.Help[0].Name
}

// PhaseLine says what phase it is, its deadline in the reader's zone, and
// who must act; when one seat alone is asked (a question in an alternating
// game) it says what is asked and what happens without an answer.
func PhaseLine(g *Record, game games.Game, v games.Viewer, lang i18n.Lang, loc *time.Location) string {
	return i18n.Wrap(phaseText(g, game, v, lang, loc, true), i18n.ProseWidth)
}

// PhaseLineInGrace is PhaseLine for a game whose deadline has passed and
// whose grace runs: the deadline named once, as past, with the end of
// grace, rather than as a deadline to come beside a line saying it has
// gone.
func PhaseLineInGrace(g *Record, game games.Game, v games.Viewer, lang i18n.Lang, loc *time.Location) string {
	text := phaseText(g, game, v, lang, loc, true)
	now := templates.In(lang, "phase.now", game.Phase().Name, templates.DateText(g.Deadline, loc))
	if rest, ok := strings.CutPrefix(text, now); ok {
		text = g.WordedIn(lang, "phase.now-in-grace", game.Phase().Name, templates.DateText(g.Deadline, loc), templates.DateText(g.Deadline.Add(g.Settings.Grace), loc)) + rest
	}
	return i18n.Wrap(text, i18n.ProseWidth)
}

// phaseText is PhaseLine's text. atOnce: a phase that asks nobody is
// resolved as soon as the mail is read, so it has no deadline to give;
// false for the last of a run the judge stopped at its cap, which waits
// for its deadline (capNotice says why).
func phaseText(g *Record, game games.Game, v games.Viewer, lang i18n.Lang, loc *time.Location, atOnce bool) string {
	ph := game.Phase()
	line := templates.In(lang, "phase.now", ph.Name, templates.DateText(g.Deadline, loc))
	reqs := game.Requests()
	if len(reqs) == 0 && atOnce {
		return templates.In(lang, "phase.nobody-asked", ph.Name)
	}
	if g.onlyDisorderAsked(game) {
		var seats []games.Seat
		for _, r := range reqs {
			seats = append(seats, r.Seat)
		}
		return templates.In(lang, "phase.disorder-only", ph.Name, SeatNames(game, seats, lang))
	}
	switch len(reqs) {
	case 0:
		return line
	case 1:
		r := reqs[0]
		who := SeatNames(game, []games.Seat{r.Seat}, lang)
		p := r.For(v)
		return line + "\n" + templates.In(lang, "phase.only-one", who, p.Ask, p.Default)
	}
	var seats []games.Seat
	for _, r := range reqs {
		// Nobody waits for a seat in civil disorder (its units follow the
		// rules' defaults) or for one whose complete orders are in (a mail
		// in the middle of a phase: after a REPLACE or a ROLLBACK).
		if p := g.PlayerBySeat(r.Seat); (p == nil || !p.Disorder) && !g.IsComplete(r.Seat) {
			seats = append(seats, r.Seat)
		}
	}
	if len(seats) == 0 {
		return line
	}
	return line + "\n" + g.WordedIn(lang, "phase.waiting-for", SeatNames(game, seats, lang))
}

// ProcessIfReady resolves the phase when every seat that must act has
// sent complete orders and nobody asked to wait.
func (c *Clerk) ProcessIfReady(tx *storage.Tx, g *Record, now time.Time) error {
	ready, err := g.ReadyToResolve()
	if err != nil || !ready {
		return err
	}
	return c.Process(tx, g, now)
}

// ReadyToResolve reports whether the game's phase can be resolved before
// its deadline: the game is running, every seat that must act has sent
// complete orders (or is in civil disorder), and nobody asked to wait.
func (g *Record) ReadyToResolve() (bool, error) {
	if g.Status != StatusActive {
		return false, nil
	}
	game, err := g.Game()
	if err != nil {
		return false, err
	}
	for _, r := range game.Requests() {
		p := g.PlayerBySeat(r.Seat)
		if p != nil && p.Wait {
			return false, nil
		}
		if _, ok := g.Submissions[r.Seat]; !ok || !g.IsComplete(r.Seat) {
			if p != nil && p.Disorder {
				continue
			}
			return false, nil
		}
	}
	return true, nil
}

// Process resolves the current phase, records it, and sends every reader
// the report; phases that need nobody are resolved straight after.
func (c *Clerk) Process(tx *storage.Tx, g *Record, now time.Time) error {
	game, err := g.Game()
	if err != nil {
		return err
	}
	for step := 0; step < MaxAutomaticPhases; step++ {
		// A seat in civil disorder whose player sent orders this phase
		// has them carried out: the reply said they were in. Standing
		// answers from a seat not asked are kept, but leave it in civil
		// disorder: otherwise the phase's record, and a question put to
		// it, would tell the enemy that it wrote.
		disorder := map[games.Seat]bool{}
		for _, p := range g.Players {
			for _, s := range p.Seats {
				_, sent := g.Submissions[s]
				sent = sent && Asked(game, s)
				if p.Abandoned || p.Resigned || (p.Disorder && !sent) {
					disorder[s] = true
				}
			}
		}
		ph := game.Phase()
		seq := g.Phase + 1
		dice := games.NewDice(g.Seed, fmt.Sprintf("%d:%s", seq, ph.ID))
		res, err := game.Resolve(games.ResolveInput{Submissions: g.Submissions, Disorder: disorder}, dice)
		if err != nil {
			return fmt.Errorf("resolving %s %s: %w", g.Name, ph.ID, err)
		}
		if err := putPhase(tx, g.Name, PhaseRecord{Seq: seq, ID: ph.ID, State: g.State, Submissions: g.Submissions,
			Disorder: disorder, Result: res.Result, Draws: res.Draws, At: now}, &c.packer); err != nil {
			return err
		}
		if err := g.SetGame(res.Next); err != nil {
			return err
		}
		g.Phase, g.Submissions, g.Complete, g.Stage = seq, nil, nil, ""
		for _, p := range g.Players {
			p.Wait = false
		}
		game = res.Next
		regroup(g, game)
		end := game.Over()
		if end == nil {
			if !g.PhaseStart.Equal(now) { // phases run on at one moment keep the first one's start
				g.PrevStart = g.PhaseStart
			}
			g.Deadline, g.PhaseStart = g.Settings.DeadlineFrom(now, game.Phase().Class), now
		}
		notices := g.Notices
		g.Notices = nil
		// When capped, the last report of the run says why the next phase
		// waits (capNotice).
		capped := step == MaxAutomaticPhases-1 && len(game.Requests()) == 0
		if err := c.sendReport(tx, g, ph.ID, game, res.Result, notices, end, capped); err != nil {
			return err
		}
		if end != nil {
			return c.End(tx, g, end, now)
		}
		if len(game.Requests()) > 0 && !g.onlyDisorderAsked(game) {
			return nil
		}
	}
	return nil
}

// onlyDisorderAsked reports whether game's phase, just begun, asks only
// seats in civil disorder that have sent nothing, while someone still
// plays the game: nobody waits for such seats, so the phase is resolved at
// once by the rules' defaults (the turns of a side in civil disorder in an
// alternating game). A game all of whose players are gone is not run on by
// itself; its phases wait for their deadlines, or for the master.
func (g *Record) onlyDisorderAsked(game games.Game) bool {
	reqs := game.Requests()
	if len(reqs) == 0 {
		return false
	}
	for _, r := range reqs {
		p := g.PlayerBySeat(r.Seat)
		if _, sent := g.Submissions[r.Seat]; p == nil || !p.Disorder || sent {
			return false
		}
	}
	for _, p := range g.Players {
		if !p.Disorder && !p.Abandoned && !p.Resigned {
			return true
		}
	}
	return false
}

// MaxAutomaticPhases is how many phases one run of the judge resolves in a
// row; phases that ask nobody (a Diplomacy build nobody can make, a wargame's
// automatic steps) follow each other up to it. The cap keeps an engine
// whose phases never ask anyone from holding the loop; the rest waits for
// the deadline, and the mail says so.
const MaxAutomaticPhases = 16

// NoticeLines writes the announcements still pending (Record.Notices)
// in lang, each wrapped as prose, one after another, each ending its line:
// the head of every mail that carries them.
func NoticeLines(notices []i18n.Text, lang i18n.Lang) string {
	var b strings.Builder
	for _, n := range notices {
		b.WriteString(i18n.Wrap(n.In(lang), i18n.ProseWidth) + "\n")
	}
	return b.String()
}

// capNotice tells a reader that the run stopped at the cap, with the
// deadline written as the rest of the mail writes it, in their zone.
func capNotice(g *Record, game games.Game, lang i18n.Lang, loc *time.Location) string {
	return templates.In(lang, "phase.cap", MaxAutomaticPhases, game.Phase().Name, templates.DateText(g.Deadline, loc))
}

// sendReport mails the result of the phase resolved, phaseID, to every
// reader in their language.
func (c *Clerk) sendReport(tx *storage.Tx, g *Record, phaseID string, next games.Game, result []byte, notices []i18n.Text, end *games.Ending, capped bool) error {
	return c.Out.EachPictured(tx, g.Recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang i18n.Lang, loc *time.Location) (string, string, *picture.Drawing) {
		var b strings.Builder
		b.WriteString(NoticeLines(notices, lang))
		if capped && end == nil {
			fmt.Fprintln(&b, i18n.Wrap(capNotice(g, next, lang, loc), i18n.ProseWidth))
		}
		if len(notices) > 0 || (capped && end == nil) {
			b.WriteString("\n")
		}
		v := g.ViewerOf(addr)
		if end != nil {
			// The last report opens the whole record to everyone.
			v = games.EndView()
		}
		report, err := g.Rules().Report(result, v, lang)
		if err != nil {
			report = templates.In(lang, "report.unrendered")
		}
		b.WriteString(report)
		if end == nil {
			fmt.Fprintf(&b, "\n%s\n", i18n.Wrap(phaseText(g, next, v, lang, loc, !capped), i18n.ProseWidth))
		}
		return fmt.Sprintf("%s: %s %s", g.Name, phaseID, templates.In(lang, "report.subject")), b.String(), c.resultPicture(g, result, next, v, lang)
	})
}

// End closes a game and publishes its seed so every roll can be checked.
func (c *Clerk) End(tx *storage.Tx, g *Record, end *games.Ending, now time.Time) error {
	g.Status, g.Ending, g.Deadline = StatusFinished, end, time.Time{}
	return c.Out.Each(tx, g.Recipients(), g.Name, g.Settings.Lang, outbox.Report, func(addr string, lang i18n.Lang, loc *time.Location) (string, string) {
		var b strings.Builder
		// The reason stands as a sentence of its own.
		fmt.Fprintf(&b, "%s\n", i18n.Wrap(capitalised(end.Reason.In(lang)), i18n.ProseWidth))
		if len(end.Winners) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Labelled(templates.In(lang, "end.winner"), g.SeatText(end.Winners).In(lang)))
		}
		if len(end.Draw) > 0 {
			fmt.Fprintf(&b, "%s\n", i18n.Labelled(templates.In(lang, "end.draw"), g.SeatText(end.Draw).In(lang)))
		}
		// Each hex string on a line of its own: with its label it would be
		// wider than the mail.
		fmt.Fprintf(&b, "\n%s\n  %x\n%s\n  %s\n", templates.In(lang, "end.seed"),
			g.Seed, templates.In(lang, "end.seed-hash"), g.SeedHash)
		fmt.Fprintf(&b, "\n%s\n", templates.In(lang, "end.history", g.Name))
		return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "end.subject")), b.String()
	})
}

// youPlay is the start mail's line that tells a player their seats and how
// to sign on; a player of several seats (the small Diplomacy variants)
// signs on as each apart, and is told each SIGNON.
func youPlay(game games.Game, name string, seats []games.Seat, orders i18n.Text, lang i18n.Lang) string {
	if len(seats) == 1 {
		return templates.In(lang, "start.you-play", SeatNames(game, seats, lang), SignonAs(game, seats[0], name), orders)
	}
	signons := make([]string, len(seats))
	for i, seat := range seats {
		signons[i] = "SIGNON " + SignonAs(game, seat, name)
	}
	return templates.In(lang, "start.you-play-several", SeatNames(game, seats, lang), i18n.List(lang, signons), orders)
}
