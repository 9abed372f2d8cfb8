package command

import (
	"fmt"
	"sort"
	"strings"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// runList answers LIST (every game) and LIST game (one game's settings and
// who plays, without anything secret: no addresses, no orders).
func runList(s *session, l Line) (string, *i18n.Text) {
	l = inSignedOnGame(s, l) // after SIGNON, LIST alone is that game's
	if len(l.Args) == 0 {
		names, err := s.tx.GameNames()
		if err != nil {
			return "", s.fail(err)
		}
		if len(names) == 0 {
			return s.tr("list.none"), nil
		}
		return s.listAll(names)
	}
	g, err := s.loadGame(strings.TrimPrefix(l.Args[0], "?"))
	if err != nil {
		return "", s.fail(err)
	}
	if g == nil && len(l.Args) == 1 && isFullWord(l.Args[0]) {
		return s.listFull()
	}
	if g == nil {
		return "", s.noSuchGame(l.Args[0])
	}
	return s.listGame(g), nil
}

// isFullWord reads LIST FULL, the classic judges' listing of every game in
// detail (in Chinese 全部, 完整, 詳細, 详细).
func isFullWord(w string) bool {
	for _, f := range []string{"FULL", "全部", "完整", "詳細", "详细"} {
		if strings.EqualFold(w, f) {
			return true
		}
	}
	return false
}

// fullListCap is how many games LIST FULL shows in detail; the rest are
// counted, with how to see one.
const fullListCap = 20

// listFull answers LIST FULL: each game as LIST <game> shows it, by name,
// a blank line between two.
func (s *session) listFull() (string, *i18n.Text) {
	names, err := s.tx.GameNames()
	if err != nil {
		return "", s.fail(err)
	}
	if len(names) == 0 {
		return s.tr("list.none"), nil
	}
	var parts []string
	for _, n := range names[:min(len(names), fullListCap)] {
		g, ok, err := s.peekGame(n)
		if err != nil {
			return "", s.fail(err)
		}
		if ok {
			parts = append(parts, s.listGame(g))
		}
	}
	out := strings.Join(parts, "\n\n")
	if more := len(names) - fullListCap; more > 0 {
		out += "\n\n" + s.tr("list.more", more)
	}
	return out, nil
}

// listGame is the answer to LIST <game>: the game's line, options and
// settings, and each player's state.
func (s *session) listGame(g *play.Record) string {
	var b strings.Builder
	b.WriteString(s.gameLine(g) + "\n")
	if opts := gameOptions(g); len(opts) > 0 {
		b.WriteString(i18n.Labelled(s.tr("list.options"), strings.Join(opts, " ")) + "\n")
	}
	b.WriteString(i18n.Labelled(s.tr("list.settings"), strings.Join(g.Settings.Describe(s.lang), " ")) + "\n")
	b.WriteString(i18n.Labelled(s.tr("list.seed"), g.SeedHash) + "\n")
	if seats := g.MasterSeats(); len(seats) > 0 {
		fmt.Fprintf(&b, "%s\n", g.WordedIn(s.lang, "master-plays.list", g.SeatText(seats)))
	} else if g.MasterPlays() {
		fmt.Fprintf(&b, "%s\n", g.WordedIn(s.lang, "master-plays.list-joined"))
	}
	for _, p := range g.Players {
		state := []string{}
		if g.Status == play.StatusForming {
			state = append(state, s.tr("list.joined"))
		}
		if in := seatsWithOrders(g, p.Seats); len(in) == len(p.Seats) && len(in) > 0 {
			state = append(state, s.tr("list.orders-in"))
		} else if len(in) > 0 {
			// A player of several seats: say which have sent theirs.
			state = append(state, s.tr("list.orders-in-for", g.SeatText(in)))
		}
		for _, f := range []struct {
			on   bool
			text templates.Key
		}{{on: p.Wait, text: "list.wait"}, {on: p.Disorder, text: "list.disorder"}, {on: p.Abandoned, text: "list.abandoned"}, {on: p.Resigned, text: "list.resigned"}} {
			if f.on {
				state = append(state, s.tr(f.text))
			}
		}
		if a, err := account.Load(s.tx, p.Addr); err == nil && a.Unreachable {
			state = append(state, s.tr("list.bounces"))
		}
		who := g.SeatText(p.Seats).In(s.lang)
		if who == "" {
			who = "?"
		}
		// Padded by the columns the name takes: a Chinese name's
		// characters are two wide.
		fmt.Fprintf(&b, "%s\n", strings.TrimRight("  "+i18n.Pad(who, 24)+" "+strings.Join(state, i18n.Tr(s.lang, ", ", "，", "，")), " "))
	}
	s.listUnplayed(&b, g)
	if n := s.waitingJoins(g); n > 0 && g.Status == play.StatusForming {
		fmt.Fprintf(&b, "  %s\n", s.tr("list.waiting", n))
	}
	return strings.TrimRight(b.String(), "\n")
}

// gameLine describes a game in the answers to LIST, LIST game and SUMMARY
// game: its name, engine/variant and state, then its phase and deadline.
// It keeps to the width of prose (layoutGameLine).
func (s *session) gameLine(g *play.Record) string {
	eng := g.Rules()
	need := variantOf(eng, g.Variant).Players
	head := fmt.Sprintf("%-12s %s/%s %s", g.Name, g.Engine, g.Variant, statusText(g.Status).In(s.lang))
	var parts []string
	switch g.Status {
	case play.StatusForming:
		parts = append(parts, s.tr("list.forming", len(g.Players), need))
	case play.StatusActive, play.StatusPaused, play.StatusWaiting:
		if game, err := g.Game(); err == nil {
			parts = append(parts, game.Phase().Name.In(s.lang))
		}
		if g.Status == play.StatusActive {
			parts = append(parts, s.tr("list.deadline", templates.Date(g.Deadline, s.loc, s.lang)))
		}
	}
	return layoutGameLine(head, parts, i18n.Tr(s.lang, ", ", "，", "，"))
}

// gameLineWidth is the width of a game line: prose width less the two
// columns the reply indents an answer by.
const gameLineWidth = i18n.ProseWidth - 2

// gameLineIndent puts the continuation of a game line under its
// engine/variant column, past the name's 12 columns and a space.
const gameLineIndent = "             "

// layoutGameLine joins head and parts with sep on one line when it fits
// in gameLineWidth columns (a Han character counts two); else each part
// that would run past it starts a new line, indented under the
// engine/variant, and the line before ends with the separator (without
// its space), as a sentence broken there would. Long phase names
// (Maneuver's set-up steps, ASL's player turns in Chinese) and a
// deadline with its weekday do not fit with the rest.
func layoutGameLine(head string, parts []string, sep string) string {
	lines := []string{head}
	for _, p := range parts {
		last := &lines[len(lines)-1]
		if i18n.Width(*last+sep+p) <= gameLineWidth {
			*last += sep + p
			continue
		}
		*last += strings.TrimRight(sep, " ")
		lines = append(lines, gameLineIndent+p)
	}
	return strings.Join(lines, "\n")
}

func runObserve(s *session, l Line) (string, *i18n.Text) {
	if len(l.Args) < 1 {
		return "", msg("observe.usage")
	}
	g, problem := s.namedGame(l.Args[0])
	if problem != nil {
		return "", problem
	}
	if len(l.Args) > 1 && (strings.EqualFold(l.Args[1], "off") || l.Args[1] == "停止") {
		kept := g.Observers[:0]
		for _, o := range g.Observers {
			if o.Addr != s.sender {
				kept = append(kept, o)
			}
		}
		g.Observers = kept
		g.DropInvites(func(i *play.Invite) bool { return i.What == play.InviteObserve && i.Addr == s.sender })
		s.keep(g)
		return s.tr("observe.off", g.Name), nil
	}
	if g.IsObserver(s.sender) {
		return s.tr("observe.on", g.Name), nil
	}
	if pl := g.PlayerByAddr(s.sender); s.sender == g.Master || (pl != nil && !pl.Abandoned && !pl.Resigned) {
		// The game mails this address already: nothing new to confirm.
		g.Observers = append(g.Observers, &play.Observer{Addr: s.sender})
		s.keep(g)
		return s.tr("observe.on", g.Name), nil
	}
	// Anyone can write OBSERVE in someone else's name: the reports start
	// only once the address confirms (confirm.go). This reply is the
	// request, so the address gets one mail, not two.
	inv, _, p := s.offer(g, "OBSERVE", play.InviteObserve, s.sender, "")
	if p != nil {
		return "", p
	}
	return s.tr("observe.confirm", g.Name, confirmLine(g, inv), templates.DateText(inv.Since.Add(inviteLife), s.loc)), nil
}

// listCap is how many games LIST without a name shows; forming games, the
// ones a reader can join, come first, those with the most players first,
// so that games someone created and nobody joined do not hide the ones
// filling up. A judge with thousands of games would otherwise answer with
// a reply no one reads, and load every game's state to write it.
const listCap = 100

func (s *session) listAll(names []string) (string, *i18n.Text) {
	type formingGame struct {
		line    string
		players int
	}
	var filling []formingGame
	var others []string
	for _, n := range names {
		g, ok, err := s.peekGame(n)
		if err != nil {
			return "", s.fail(err)
		}
		if !ok {
			continue
		}
		if g.Status == play.StatusForming {
			filling = append(filling, formingGame{s.gameLine(g), len(g.Players)})
		} else if len(filling)+len(others) < listCap {
			others = append(others, fmt.Sprintf("%-12s %s/%s %s", g.Name, g.Engine, g.Variant, statusText(g.Status).In(s.lang)))
		}
	}
	// Names are sorted; the stable sort keeps them so within a count.
	sort.SliceStable(filling, func(i, j int) bool { return filling[i].players > filling[j].players })
	var lines []string
	for _, f := range filling {
		lines = append(lines, f.line)
	}
	lines = append(lines, others...)
	more := len(names) - min(len(lines), listCap)
	if len(lines) > listCap {
		lines = lines[:listCap]
	}
	out := strings.Join(lines, "\n")
	if more > 0 {
		out += "\n" + s.tr("list.more", more)
	}
	return out, nil
}

// gameOptions lists the game's own options, as its engine names them and
// in the engine's order, each with the value the game was created with or
// the default it took; a stored key the engine no longer lists comes last.
func gameOptions(g *play.Record) []string {
	var out []string
	known := map[string]bool{}
	if eng := g.Rules(); eng != nil {
		for _, o := range eng.About().Options {
			v, ok := g.Options[o.Key]
			if !ok {
				v = o.Default
			}
			if v == "" {
				continue // no value and none by default (Diplomacy's endyear without end=timed)
			}
			out = append(out, o.Key+"="+v)
			known[o.Key] = true
		}
	}
	for _, k := range sortedKeys(g.Options) {
		if !known[k] {
			out = append(out, k+"="+g.Options[k])
		}
	}
	return out
}

// waitingJoins counts the joins of g still waiting for their confirmation
// (not yet lapsed): LIST shows them, since they reserve no place and the
// game may fill before they confirm.
func (s *session) waitingJoins(g *play.Record) int {
	n := 0
	for _, inv := range g.Invites {
		if inv.What == play.InviteJoin && s.now.Sub(inv.Since) <= inviteLife {
			n++
		}
	}
	return n
}

// statusText is a game's status in every language: "active", "進行中".
func statusText(status string) i18n.Text {
	switch status {
	case play.StatusForming:
		return templates.T("status.forming")
	case play.StatusActive:
		return templates.T("status.active")
	case play.StatusPaused:
		return templates.T("status.paused")
	case play.StatusWaiting:
		return templates.T("status.waiting")
	case play.StatusFinished:
		return templates.T("status.finished")
	case play.StatusTerminated:
		return templates.T("status.terminated")
	}
	return i18n.Plain(status)
}

// seatsWithOrders are those of seats that have orders in for the phase
// and are asked in it: a seat not asked may have sent standing answers
// (games.Standing), which the enemy must not learn were sent at all.
func seatsWithOrders(g *play.Record, seats []games.Seat) []games.Seat {
	game, err := g.Game()
	if err != nil {
		return nil
	}
	var in []games.Seat
	for _, seat := range seats {
		if _, ok := g.Submissions[seat]; ok && play.Asked(game, seat) {
			in = append(in, seat)
		}
	}
	return in
}

// listUnplayed names, under the players, the seats nobody plays and why
// (the powers a small Diplomacy game leaves in civil disorder or neutral):
// the player list leaves them out, and a player must know that no one
// will answer for them.
func (s *session) listUnplayed(b *strings.Builder, g *play.Record) {
	if g.Ended() {
		return
	}
	game, err := g.Game()
	if err != nil {
		return
	}
	u, ok := game.(games.Unplayer)
	if !ok || len(u.Unplayed()) == 0 {
		return
	}
	fmt.Fprintf(b, "%s\n", s.tr("list.unplayed"))
	for _, line := range u.Unplayed() {
		// Wrapped to fit under the answer's own two columns of indentation.
		fmt.Fprintf(b, "%s\n", i18n.Wrap("  "+line.In(s.lang), i18n.ProseWidth-2))
	}
}
