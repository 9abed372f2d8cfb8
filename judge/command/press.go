package command

import (
	"fmt"
	"maps"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// pressDraft is a PRESS or BROADCAST block being read.
type pressDraft struct {
	game      *play.Record
	from      games.Seat // "" when the master writes
	grey      bool
	to        []games.Seat // nil means everyone
	toMaster  bool         // PRESS TO M: to the game's master alone
	broadcast bool
	startLine int
	echoIdx   int // the opening line's place in the reply
	lastLine  int // the number of the body's last line so far
	body      []string
	// refused is a block whose first line was refused: its text is still
	// read up to ENDPRESS, as a message and never as commands, and not sent.
	refused bool
	// secrets are the passwords this mail showed before the block opened,
	// masked in its text; the words the echo hides inside the block (a
	// letter's "Leave Burgundy alone" read as LEAVE) are no passwords.
	secrets map[string]bool
}

func (tree *Tree) pressCommands() []*command {
	return []*command{
		{Name: "PRESS", Aliases: []string{"新聞", "新闻", "密函", "通訊", "通讯"}, Usage: "[GREY] [TO seat …] … ENDPRESS",
			Summary: "cmd.press",
			Run:     runPress},
		{Name: "BROADCAST", Aliases: []string{"廣播", "广播"}, Usage: "… ENDPRESS",
			Summary: "cmd.broadcast",
			Run:     runBroadcast},
		{Name: "ENDPRESS", Aliases: []string{"結束新聞", "结束新闻", "結束廣播", "结束广播", "結束通訊", "结束通讯", "結束密函", "结束密函"},
			Summary: "cmd.endpress",
			Run: func(s *session, _ Line) (string, *i18n.Text) {
				return "", msg("press.endpress-alone")
			}},
	}
}

func runBroadcast(s *session, l Line) (string, *i18n.Text) {
	return s.openPress(l, true)
}

func runPress(s *session, l Line) (string, *i18n.Text) {
	return s.openPress(l, false)
}

// openPress starts a PRESS or BROADCAST block. A refused first line still
// opens one, so that the letter's lines (an order proposed to an ally, a
// CLEAR, a RESIGN in a sentence of their own) are never carried out.
func (s *session) openPress(l Line, broadcast bool) (string, *i18n.Text) {
	d, problem := s.pressDraftFor(l, broadcast)
	if problem != nil {
		s.press = &pressDraft{broadcast: broadcast, startLine: l.N, refused: true}
		return "", problem
	}
	d.secrets = maps.Clone(s.secrets)
	s.press = d
	return "", nil
}

// pressDraftFor reads a PRESS or BROADCAST line: to whom, grey or not, and
// whether the game's press setting allows it.
func (s *session) pressDraftFor(l Line, broadcast bool) (*pressDraft, *i18n.Text) {
	if s.game == nil {
		return nil, notSignedOn()
	}
	g := s.game
	d := &pressDraft{game: g, from: s.seat, broadcast: broadcast, startLine: l.N}
	// GREY (or WHITE, the signed kind a game gives unless told) may stand
	// anywhere on the line, as the classic judges read "PRESS TO R GREY".
	var args []string
	for _, a := range l.Args {
		switch {
		case strings.EqualFold(a, "GREY"), strings.EqualFold(a, "GRAY"):
			d.grey = true
		case strings.EqualFold(a, "WHITE"):
		default:
			args = append(args, a)
		}
	}
	if len(args) > 0 && (strings.EqualFold(args[0], "TO") || args[0] == "給" || args[0] == "给") {
		args = args[1:]
		if len(args) == 0 {
			return nil, g.Worded(msg("press.to-nobody"))
		}
		if len(args) == 1 && masterWord(g, args[0]) && !s.master {
			d.toMaster = true
			return d, nil
		}
		if len(args) == 1 && (strings.EqualFold(args[0], "ALL") || strings.EqualFold(args[0], "EVERYONE")) {
			args = nil // PRESS TO ALL: to everyone, as PRESS alone
		}
		if args != nil {
			args = withoutAnd(args)
			seats, bad := g.ParsePrefs(args)
			if bad != "" {
				return nil, g.Worded(msg("seat.not-a-seat-list", bad, g.Name, g.SeatList()))
			}
			d.to = seats
		}
	}
	switch p := g.Settings.Press; {
	case s.master:
		// The master may always write, to anyone.
	case p == "none":
		return nil, msg("press.none", g.Name)
	case p == "broadcast" && !broadcast && d.to != nil:
		return nil, msg("press.broadcast-only", g.Name)
	case d.grey && p != "grey":
		return nil, msg("press.no-grey", g.Name)
	}
	return d, nil
}

// withoutAnd drops the word a writer puts before the last of several
// powers ("PRESS TO Germany and England", "通訊 給 德國 和 英國"); a list
// of that word alone is kept, to be refused as no power.
func withoutAnd(args []string) []string {
	var out []string
	for _, a := range args {
		switch strings.ToLower(a) {
		case "and", "&", "和", "與", "与", "及", "跟":
			continue
		}
		out = append(out, a)
	}
	if len(out) == 0 {
		return args
	}
	return out
}

// masterWord reports whether w names the game's master on a PRESS TO
// line, as the classic judges write it: MASTER, GM, or M where no seat is
// called M.
func masterWord(g *play.Record, w string) bool {
	switch strings.ToUpper(w) {
	case "MASTER", "GM", "主持人":
		return true
	case "M":
		_, isSeat := g.SeatFor(w)
		return !isSeat
	}
	return false
}

// pressLine collects a line of an open press block, and sends it at ENDPRESS.
func (s *session) pressLine(l Line, idx int) {
	if cmd := s.tree.lookup(l.Verb); cmd == nil || cmd.Name != "ENDPRESS" {
		d := s.press
		if len(d.body) > 0 && l.N > d.lastLine+1 {
			d.body = append(d.body, "") // the writer's paragraph break
		}
		// The message goes as written: its Chinese punctuation (，。？)
		// is not the commands' ASCII.
		text := s.writtenLine(l.N)
		if text == "" {
			text = l.Text
		}
		d.body, d.lastLine = append(d.body, s.maskPressLine(l, text, d.secrets)), l.N
		return
	}
	d := s.press
	s.press = nil
	if d.refused {
		s.reply.Lines[idx].Answer = s.tr("press.not-sent", d.startLine)
		return
	}
	if err := s.tree.deliverPress(s, d); err != nil {
		s.fail(err)
		return
	}
	n := len(d.to)
	if d.to == nil {
		n = -1
	}
	switch {
	case d.toMaster:
		s.reply.Lines[idx].Answer = s.tr("press.sent-master", d.game.Name)
	case n < 0:
		s.reply.Lines[idx].Answer = s.tr("press.sent-all", d.game.Name)
	default:
		s.reply.Lines[idx].Answer = s.tr("press.sent", s.game.SeatText(d.to))
	}
}

// deliverPress mails the message to its readers at once, from the judge:
// players' addresses are never shown to each other. The master receives a
// copy of every message, unless the master plays.
func (tree *Tree) deliverPress(s *session, d *pressDraft) error {
	g := d.game
	// A master who plays reads press as their seat: no copies of what the
	// others write to each other (master_plays.go).
	readers := map[string]bool{}
	if !g.MasterPlays() || d.toMaster {
		readers[g.Master] = true
	}
	switch {
	case d.toMaster:
	case d.to == nil:
		for _, a := range g.Recipients() {
			readers[a] = true
		}
	default:
		for _, seat := range d.to {
			if p := g.PlayerBySeat(seat); p != nil && !p.Resigned {
				readers[p.Addr] = true
			}
		}
	}
	delete(readers, s.sender)
	var to []string
	for a := range readers {
		to = append(to, a)
	}
	body := strings.Join(d.body, "\n")
	return tree.Out.Each(s.tx, to, g.Name, g.Settings.Lang, outbox.Press, func(addr string, lang i18n.Lang, loc *time.Location) (string, string) {
		from := g.SeatText([]games.Seat{d.from}).In(lang) // the power's name in the reader's language
		switch {
		case d.from == "":
			from = templates.In(lang, "press.from-master")
		case d.grey && (addr != g.Master || g.MasterPlays()):
			from = g.WordedIn(lang, "press.from-anonymous")
		case d.grey:
			from = templates.In(lang, "press.from-grey", from)
		}
		audience := templates.In(lang, "press.to-everyone")
		switch {
		case d.toMaster:
			audience = templates.In(lang, "press.to-master")
		case d.to != nil:
			audience = templates.In(lang, "press.to", g.SeatText(d.to))
		}
		subject := fmt.Sprintf("%s: %s %s", g.Name, templates.In(lang, "press.subject"), from)
		head := i18n.Tr(lang, "%s, %s, %s:", "%s，%s，%s：", "%s，%s，%s：")
		return subject, fmt.Sprintf(head+"\n\n%s\n", from, audience, templates.Date(s.now, loc, lang), body)
	})
}
