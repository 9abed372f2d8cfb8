package judge

import (
	"adjutant/mailio/mailaddr"
	"strings"
	"time"

	"adjutant/judge/account"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// recordBounce notes a delivery failure (RFC 3464) against the address it
// concerns; when the report names no recipient, the address comes from our
// own sent message it quotes.
//
// A bounce delivered to a VERP address (VERPAddress) names the sent mail
// itself, which settles the address whatever the report says.
func (j *Judge) recordBounce(tx *storage.Tx, msg *incoming.Message, raw []byte, at time.Time) error {
	verp, viaVERP, err := verpRecipient(tx, raw, j.opts.Address)
	if err != nil {
		return err
	}
	recipients := msg.Bounce.Recipients
	if viaVERP && len(recipients) == 0 {
		recipients = []incoming.BounceRecipient{{Action: "failed", Status: "5.0.0"}}
	}
	for _, r := range recipients {
		addr := mailaddr.Key(r.Addr)
		if viaVERP && len(recipients) == 1 {
			addr = mailaddr.Key(verp)
		}
		if orig, ok, err := tx.SentByMessageID(msg.Bounce.OriginalMessageID); err != nil {
			return err
		} else if ok && addr == "" {
			addr = orig.To
		}
		if addr == "" {
			continue
		}
		if err := tx.RecordBounce(storage.Bounce{Addr: addr, At: at, Status: r.Status, Action: r.Action,
			Diagnostic: r.Diagnostic, MessageID: msg.Bounce.OriginalMessageID}); err != nil {
			return err
		}
		if strings.HasPrefix(r.Status, "5.") {
			if err := j.checkUnreachable(tx, addr, at); err != nil {
				return err
			}
		}
	}
	return nil
}

// HardBouncesUnreachable is how many permanent failures (5.x.x) within
// bounceWindow mark an address unreachable.
const (
	HardBouncesUnreachable = 3
	bounceWindow           = 30 * 24 * time.Hour
)

// checkUnreachable marks addr unreachable once its hard bounces reach the
// threshold, and tells the master of every game it plays in, once. Mail
// from the address clears the mark (handle).
func (j *Judge) checkUnreachable(tx *storage.Tx, addr string, at time.Time) error {
	all, err := tx.Bounces(addr)
	if err != nil {
		return err
	}
	hard := 0
	var last storage.Bounce
	for _, b := range all {
		if strings.HasPrefix(b.Status, "5.") && at.Sub(b.At) <= bounceWindow {
			hard++
			last = b
		}
	}
	a, err := account.Load(tx, addr)
	if err != nil || hard < HardBouncesUnreachable || a.Unreachable {
		return err
	}
	a.Unreachable = true
	if err := account.Save(tx, addr, a); err != nil {
		return err
	}
	names, err := tx.GameNames()
	if err != nil {
		return err
	}
	for _, n := range names {
		g, ok, err := play.Load(tx, j.engines, n)
		if err != nil {
			return err
		}
		if !ok || g.Ended() || g.Master == "" {
			continue
		}
		p := g.PlayerByAddr(addr)
		if p == nil {
			continue
		}
		who, seat := g.SeatText(p.Seats), templates.T("bounce.no-seat")
		if len(p.Seats) == 0 {
			who = templates.T("bounce.joined")
		} else {
			seat = i18n.Plain(string(p.Seats[0]))
		}
		if err := j.out.Each(tx, []string{g.Master}, g.Name, g.Settings.Lang, outbox.Notice, func(_ string, lang i18n.Lang, _ *time.Location) (string, string) {
			return templates.In(lang, "bounce.subject", g.Name, addr, who),
				templates.In(lang, "bounce.mail", addr, who, g.Name, hard, templates.When(last.At, time.UTC), last.Status, last.Diagnostic, g.Name, seat) + "\n"
		}); err != nil {
			return err
		}
	}
	return nil
}
