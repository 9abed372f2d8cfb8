package command

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Game mail only to addresses that asked for it. A mail's From can be
// forged, and a master can name any address in REPLACE, so neither OBSERVE
// nor REPLACE mails a game to an address straight away: the address is
// sent one confirmation request with a code, and the game's mail starts
// only when it answers from that address with
//
//	CONFIRM <game> <code>
//
// (the same command that confirms a SET ADDRESS move: in each case an
// address agrees to get a game's mail), or simply replies to the request,
// whose subject carries that line. Each mail may ask for at most
// InvitesPerMail confirmations, and each address is sent at most
// ConfirmationsPerDay requests in 24 hours, so neither one mail nor many can
// turn the judge on someone's mailbox.

// Defaults of the limits (Options).
const (
	DefaultInvitesPerMail      = 5
	DefaultConfirmationsPerDay = 3
)

// inviteLife is how long an invitation can be confirmed, as for an address
// change.
const inviteLife = addressCodeLife

func (tree *Tree) invitesPerMail() int {
	if tree.InvitesPerMail > 0 {
		return tree.InvitesPerMail
	}
	return DefaultInvitesPerMail
}

func (tree *Tree) confirmationsPerDay() int {
	if tree.ConfirmationsPerDay > 0 {
		return tree.ConfirmationsPerDay
	}
	return DefaultConfirmationsPerDay
}

// addConfirmLine adds line to those the reply's subject carries: a mail
// of several held joins is answered by one request, and replying to it
// confirms them all, as each join's text says.
func (s *session) addConfirmLine(line string) {
	for _, l := range strings.Split(s.confirmLine, ", ") {
		if l == line {
			return // the same join asked twice in one mail
		}
	}
	if s.confirmLine != "" {
		s.confirmLine += ", "
	}
	s.confirmLine += line
}

// confirmLine is the line that accepts inv.
func confirmLine(g *play.Record, inv *play.Invite) string {
	return "CONFIRM " + g.Name + " " + inv.Code
}

// offer makes the invitation of addr to what (REPLACE: seat) in g, within
// the limits, or returns the one still waiting (fresh false: no new request
// is mailed). A newer REPLACE of a seat withdraws the older offer of it.
func (s *session) offer(g *play.Record, verb, what, addr string, seat games.Seat) (inv *play.Invite, fresh bool, problem *i18n.Text) {
	g.DropInvites(func(i *play.Invite) bool { return s.now.Sub(i.Since) > inviteLife })
	if old := g.PendingInvite(addr, what, seat); old != nil {
		return old, false, nil
	}
	s.offers++
	if s.offers > s.tree.invitesPerMail() {
		return nil, false, msg("invite.mail-limit", verb, s.tree.invitesPerMail())
	}
	a, err := account.Load(s.tx, addr)
	if err != nil {
		return nil, false, s.fail(err)
	}
	recent := a.Confirmations[:0]
	for _, at := range a.Confirmations {
		if s.now.Sub(at) < 24*time.Hour {
			recent = append(recent, at)
		}
	}
	if len(recent) >= s.tree.confirmationsPerDay() {
		return nil, false, msg("invite.day-limit", verb, addr, s.tree.confirmationsPerDay(), templates.DateText(recent[0].Add(24*time.Hour), s.loc))
	}
	a.Confirmations = append(recent, s.now)
	if err := account.Save(s.tx, addr, a); err != nil {
		return nil, false, s.fail(err)
	}
	var code [8]byte
	if _, err := rand.Read(code[:]); err != nil {
		return nil, false, s.fail(fmt.Errorf("drawing a confirmation code: %w", err))
	}
	if what == play.InviteReplace {
		g.DropInvites(func(i *play.Invite) bool { return i.What == play.InviteReplace && i.Seat == seat })
	}
	inv = &play.Invite{Addr: addr, Code: hex.EncodeToString(code[:]), What: what, Seat: seat, By: s.sender, Since: s.now}
	g.Invites = append(g.Invites, inv)
	s.keep(g)
	return inv, true, nil
}

// askToReplace mails the one confirmation request of a REPLACE: who asks,
// what is offered, and how to accept. The subject carries the CONFIRM line,
// so a plain reply accepts.
func (s *session) askToReplace(g *play.Record, inv *play.Invite) error {
	seats := g.SeatText(g.PlayerBySeat(inv.Seat).Seats)
	title := i18n.Plain(g.Engine)
	if eng := g.Rules(); eng != nil {
		title = eng.About().Title
	}
	return s.tree.Out.Each(s.tx, []string{inv.Addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, loc *time.Location) (string, string) {
		subject := i18n.T("%s: %s (%s)", "%s: %s（%s）", "%s: %s（%s）", g.Name, templates.In(lang, "invite.replace-subject"), confirmLine(g, inv)).In(lang)
		body := g.WordedIn(lang, "invite.replace-mail", g.Name, title, seats, templates.DateText(inv.Since.Add(inviteLife), loc), s.tree.Address, confirmLine(g, inv))
		return subject, body + "\n"
	})
}

// acceptInvite carries out an invitation its address has confirmed.
func (s *session) acceptInvite(g *play.Record, inv *play.Invite) (string, *i18n.Text) {
	if s.now.Sub(inv.Since) > inviteLife {
		g.DropInvites(func(i *play.Invite) bool { return i == inv })
		s.keep(g)
		if inv.What == play.InviteJoin {
			return "", msg("join.expired", g.Name, g.Name)
		}
		return "", msg("invite.expired", g.Name)
	}
	if inv.Addr != s.sender {
		return "", msg("confirm.elsewhere")
	}
	g.DropInvites(func(i *play.Invite) bool { return i == inv })
	s.keep(g)
	if err := s.markConfirmed(); err != nil {
		return "", s.fail(err)
	}
	if inv.What == play.InviteJoin {
		return s.confirmJoin(g, inv)
	}
	if inv.What == play.InviteObserve {
		if !g.IsObserver(s.sender) {
			g.Observers = append(g.Observers, &play.Observer{Addr: s.sender})
		}
		s.audit(g.Name, "observe", "confirmed")
		return s.tr("invite.observing", g.Name, g.Name), nil
	}
	if p := ended(g); p != nil {
		return "", p
	}
	old := g.PlayerBySeat(inv.Seat)
	if old == nil {
		return "", msg("seat.nobody", inv.Seat, g.Name)
	}
	if other := g.PlayerByAddr(s.sender); other != nil && !other.Abandoned && !other.Resigned {
		return "", g.Worded(msg("replace.plays-already", s.sender, g.SeatText(other.Seats), g.Name))
	}
	return s.replaceSeat(g, old, s.sender, inv.By)
}

// subjectConfirm finds a CONFIRM line in a subject ("Re: west: take over a
// seat (CONFIRM west 0123456789abcdef)"): a reply to a confirmation request
// confirms it. A Chinese request brackets the line in full width ("west:
// 邀請您加入一局棋（CONFIRM west 0123…）"), as requests mailed before
// that did not: the line is found by its own words, whatever bracket is
// around it, so a reply to either kind confirms.
var subjectConfirm = regexp.MustCompile(`(?i)\bCONFIRM\s+(\S+)\s+([0-9a-f]{16})\b`)

// confirmFromSubject returns the CONFIRM lines a reply's subject carries
// when its body has none of its own: one for each join a mail of several
// held joins asked for (the request's subject carries them all).
func confirmFromSubject(subject string, lines []Line) []Line {
	for _, l := range lines {
		if l.Verb == "CONFIRM" {
			return nil
		}
	}
	var out []Line
	for _, m := range subjectConfirm.FindAllStringSubmatch(subject, maxSubjectConfirms) {
		text := "CONFIRM " + m[1] + " " + strings.ToLower(m[2])
		out = append(out, Line{N: 0, Text: text, Verb: "CONFIRM", Args: []string{m[1], strings.ToLower(m[2])}})
	}
	return out
}

// joinLangOf is the Chinese a join was written in when msg confirms it
// (a CONFIRM line in its text or subject, with the code of a waiting join
// of its sender), so that the answer to a confirmation typed as the
// request says, CONFIRM and a code, is in the language the join keeps;
// "" when msg confirms no join written in Chinese.
func (tree *Tree) joinLangOf(tx *storage.Tx, msg *incoming.Message) i18n.Lang {
	if tx == nil || msg == nil {
		return ""
	}
	sender := mailaddr.Key(msg.From.Address)
	found := subjectConfirm.FindAllStringSubmatch(msg.Text+"\n"+msg.Subject, maxSubjectConfirms)
	for _, m := range found {
		g, ok, err := play.Load(tx, tree.Engines, m[1])
		if err != nil || !ok {
			continue
		}
		for _, inv := range g.Invites {
			if inv.What == play.InviteJoin && inv.Addr == sender && inv.Code == strings.ToLower(m[2]) && inv.Lang != "" && inv.Lang != i18n.English {
				return inv.Lang
			}
		}
	}
	return ""
}

// maxSubjectConfirms bounds the CONFIRM lines read from one subject: a
// subject is no place for more, and a body's lines are all read.
const maxSubjectConfirms = 20
