package command

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"fmt"
	"net/mail"
	"sort"
	"strings"
	"time"
	"unicode"

	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/mailaddr"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// setPassword replaces the player's password; the old one stops working
// at once.
func (s *session) setPassword(args []string) (string, *i18n.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	if len(args) != 1 {
		return "", msg("password.usage")
	}
	p.PW = account.HashPassword(args[0])
	s.keep(s.game)
	s.audit(s.game.Name, "password", "player of "+play.JoinSeats(p.Seats)+" changed their password")
	game, err := s.game.Game()
	if err != nil {
		return s.tr("password.changed", string(s.seat)+" "+s.game.Name), nil
	}
	if len(p.Seats) > 1 {
		// One password for all the player's powers (the small variants):
		// the answer names them all, not only the one signed on.
		signons := make([]string, len(p.Seats))
		for i, seat := range p.Seats {
			signons[i] = "SIGNON " + play.SignonAs(game, seat, s.game.Name)
		}
		return s.tr("password.changed-several", play.SeatNames(game, p.Seats, s.lang), s.game.Name, i18n.List(s.lang, signons)), nil
	}
	return s.tr("password.changed", play.SignonAs(game, s.seat, s.game.Name)), nil
}

// setTimezone stores the person's time zone (it holds for every game);
// it needs no SIGNON. Times later in this same reply already use it.
func (s *session) setTimezone(args []string) (string, *i18n.Text) {
	bad := func(name string) *i18n.Text {
		return msg("timezone.bad", name)
	}
	if len(args) != 1 {
		return "", bad(strings.Join(args, " "))
	}
	name := play.ZoneNamed(args[0])
	if strings.EqualFold(name, "local") {
		return "", bad(name) // the judge's host zone means nothing to a player
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		return "", bad(name)
	}
	a, err := account.Load(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Zone = loc.String()
	if err := account.Save(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	s.loc = loc
	now := templates.Date(s.now, loc, s.lang)
	return s.tr("timezone.set", a.Zone, now), nil
}

// setLanguage stores the person's language. The reply being written stays
// in the language it started in (one mail, one language); every later mail
// (including reports queued by this same mail) uses the new one.
func (s *session) setLanguage(args []string) (string, *i18n.Text) {
	if len(args) != 1 {
		return "", msg("language.usage")
	}
	lang, err := i18n.ParseLang(args[0])
	if err != nil {
		return "", msg("language.bad", args[0])
	}
	a, err := account.Load(s.tx, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	a.Lang, a.LangGuessed = lang, false
	if err := account.Save(s.tx, s.sender, a); err != nil {
		return "", s.fail(err)
	}
	return s.tr("language.set", langName(lang, s.lang)), nil
}

// langName names language l, with its code, for a reader of lang: in
// Chinese, with full-width brackets ("繁體中文（zh-Hant）").
func langName(l, lang i18n.Lang) string {
	name := "English"
	switch l {
	case i18n.TraditionalChinese:
		name = "繁體中文"
	case i18n.SimplifiedChinese:
		name = "简体中文"
	}
	if lang != i18n.English {
		if l == i18n.English {
			name = i18n.Tr(lang, "", "英文", "英文")
		}
		return name + "（" + string(l) + "）"
	}
	return name + " (" + string(l) + ")"
}

// setAddress starts moving the player's seat to another address. Nothing
// changes until the new address proves it reads the judge's mail by
// sending back the code (CONFIRM game code); a newer SET ADDRESS replaces a
// pending one.
func (s *session) setAddress(args []string) (string, *i18n.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g := s.game
	usage := msg("address.usage")
	if len(args) == 0 {
		return "", usage
	}
	parsed, err := mail.ParseAddress(strings.Join(args, " "))
	if err != nil {
		return "", msg("address.not-an-address", strings.Join(args, " "), usage)
	}
	addr := mailaddr.Key(parsed.Address)
	switch {
	case addr == p.Addr:
		return "", msg("address.same", addr, g.Name)
	case addr == s.tree.Address:
		return "", msg("address.judge")
	case g.PlayerByAddr(addr) != nil:
		return "", msg("address.taken", addr, g.Name)
	}
	var code [8]byte
	if _, err := rand.Read(code[:]); err != nil {
		return "", s.fail(fmt.Errorf("drawing an address code: %w", err))
	}
	p.NewAddr, p.AddrToken, p.AddrSince = addr, hex.EncodeToString(code[:]), s.now
	s.keep(g)
	seats, from, judge := g.SeatText(p.Seats), s.sender, s.tree.Address
	err = s.tree.Out.Each(s.tx, []string{addr}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
		line := "CONFIRM " + g.Name + " " + p.AddrToken
		return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "address.code-subject")),
			templates.In(lang, "address.code", from, seats, g.Name, judge, line) + "\n"
	})
	if err != nil {
		return "", s.fail(err)
	}
	return s.tr("address.code-sent", addr, g.Name), nil
}

// runConfirm completes an address change. Anyone may send it, but only
// from the address the code was mailed to; the old address is told.
func runConfirm(s *session, l Line) (string, *i18n.Text) {
	if len(l.Args) != 2 {
		return "", msg("confirm.usage")
	}
	g, problem := s.namedGame(l.Args[0])
	if problem != nil {
		return "", problem
	}
	// A code copied from a subject or a sentence may bring its brackets or
	// full stop along ("…4d7)", "…4d7。"); codes are letters and digits.
	code := strings.ToLower(strings.TrimFunc(l.Args[1], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
	if inv := g.InviteByCode(code); inv != nil {
		return s.acceptInvite(g, inv) // an OBSERVE or REPLACE offer (confirm.go)
	}
	var p *play.Player
	for _, q := range g.Players {
		if q.AddrToken != "" && subtle.ConstantTimeCompare([]byte(q.AddrToken), []byte(code)) == 1 {
			p = q
		}
	}
	switch {
	case p == nil:
		return "", msg("confirm.no-such", g.Name)
	case s.now.Sub(p.AddrSince) > addressCodeLife:
		p.NewAddr, p.AddrToken = "", ""
		s.keep(g)
		return "", msg("confirm.expired")
	case p.NewAddr != s.sender:
		return "", msg("confirm.elsewhere")
	case g.PlayerByAddr(s.sender) != nil:
		return "", msg("confirm.taken", s.sender, g.Name)
	}
	old, seats := p.Addr, g.SeatText(p.Seats)
	p.Addr, p.NewAddr, p.AddrToken = s.sender, "", ""
	s.keep(g)
	// The person keeps reading in their language and time zone, with or
	// without pictures, unless the new address has chosen its own.
	if mine, err := account.Load(s.tx, s.sender); err != nil {
		return "", s.fail(err)
	} else if mine.Lang == "" && mine.Zone == "" && !mine.NoPictures {
		prev, err := account.Load(s.tx, old)
		if err != nil {
			return "", s.fail(err)
		}
		if prev.Lang != "" || prev.Zone != "" || prev.NoPictures {
			mine.Lang, mine.Zone, mine.NoPictures = prev.Lang, prev.Zone, prev.NoPictures
			mine.LangAsked = mine.LangAsked || prev.LangAsked
			if err := account.Save(s.tx, s.sender, mine); err != nil {
				return "", s.fail(err)
			}
			_, s.zoneAfter = s.tree.readerOf(s.tx, s.sender, nil)
		}
	}
	if err := s.markConfirmed(); err != nil { // after the account copy above
		return "", s.fail(err)
	}
	watched, err := s.moveObservers(old, s.sender)
	if err != nil {
		return "", s.fail(err)
	}
	s.audit(g.Name, "address", fmt.Sprintf("%s moved from %s to %s", play.JoinSeats(p.Seats), old, s.sender))
	tell := func(to string, key templates.Key, args ...any) error {
		return s.tree.Out.Each(s.tx, []string{to}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, loc *time.Location) (string, string) {
			text := templates.In(lang, key, args...)
			if to == old && len(watched) > 0 {
				text += "\n" + templates.In(lang, "address.observing-moved-old", i18n.List(lang, watched), s.sender)
			}
			return fmt.Sprintf("%s: %s", g.Name, templates.In(lang, "address.changed-subject")),
				text + "\n" + templates.Date(s.now, loc, lang) + "\n"
		})
	}
	if err := tell(old, "address.changed-old", seats, g.Name, s.sender); err != nil {
		return "", s.fail(err)
	}
	if err := tell(g.Master, "address.changed-master", seats, g.Name, old, s.sender); err != nil {
		return "", s.fail(err)
	}
	answer := s.tr("confirm.done", seats, g.Name)
	if len(watched) > 0 {
		answer += "\n" + s.tr("confirm.observing-moved", i18n.List(s.lang, watched), old)
	}
	return answer, nil
}

// moveObservers moves every OBSERVE of the old address, in games not
// ended, to the new one, as the person's language and time zone move:
// the reports they asked for follow them. It returns the games' names.
// A game the new address observes already keeps one entry.
func (s *session) moveObservers(old, addr string) ([]string, error) {
	names, err := s.tx.GameNames()
	if err != nil {
		return nil, fmt.Errorf("listing games: %w", err)
	}
	sort.Strings(names)
	var moved []string
	for _, name := range names {
		g, err := s.loadObserved(name, old)
		if err != nil || g == nil {
			if err != nil {
				return nil, err
			}
			continue
		}
		kept := g.Observers[:0]
		for _, o := range g.Observers {
			if o.Addr != old && o.Addr != addr {
				kept = append(kept, o)
			}
		}
		g.Observers = append(kept, &play.Observer{Addr: addr})
		s.keep(g)
		moved = append(moved, g.Name)
	}
	return moved, nil
}

// loadObserved returns the game named when old observes it and it has
// not ended, nil otherwise. Only such a game joins the session's records
// (which finish saves): the rest are read and let go.
func (s *session) loadObserved(name, old string) (*play.Record, error) {
	g, found, err := s.peekGame(name)
	if err != nil || !found {
		return nil, err
	}
	if g.Ended() || !g.IsObserver(old) {
		return nil, nil
	}
	return g, nil
}

// runResign gives the signed-on power up for good: it is in civil disorder
// from now on (the engine's disorder rules, as after missed deadlines), its
// orders for this phase are dropped, the master is told and may REPLACE
// the player, and every player reads of it in the next report.
func runResign(s *session, l Line) (string, *i18n.Text) {
	p, problem := s.signedOnPlayer()
	if problem != nil {
		return "", problem
	}
	g, seats := s.game, s.game.SeatText(p.Seats)
	for _, o := range s.orders {
		s.problem(Line{N: o.N, Text: o.Text}, s.echoAt[o.N], *msg("resign.order-unused"))
	}
	s.orders = nil
	p.Resigned, p.Disorder, p.Wait, p.Draw = true, true, false, false
	for _, seat := range p.Seats {
		delete(g.Submissions, seat)
		delete(g.Complete, seat)
	}
	g.Notices = append(g.Notices, templates.T("resign.notice", seats))
	s.keep(g)
	s.audit(g.Name, "resign", play.JoinSeats(p.Seats)+" resigned")
	err := s.tree.Out.Each(s.tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, loc *time.Location) (string, string) {
		return fmt.Sprintf("%s: %s %s", g.Name, seats.In(lang), templates.In(lang, "resign.subject")),
			g.WordedIn(lang, "resign.master", seats, g.Name, templates.DateText(s.now, loc), g.Name, p.Seats[0]) + "\n"
	})
	if err != nil {
		return "", s.fail(err)
	}
	s.game, s.seat = nil, ""
	return s.tr("resign.done", seats, g.Name), nil
}

// addressCodeLife is how long a SET ADDRESS code can be confirmed: long
// enough for a player on holiday, short enough that a forgotten code in an
// old mailbox cannot move a game years later.
const addressCodeLife = 7 * 24 * time.Hour
