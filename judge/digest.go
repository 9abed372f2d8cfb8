package judge

import (
	"fmt"
	"strings"
	"time"

	"adjutant/games/kit/picture"
	"adjutant/judge/account"
	"adjutant/judge/command"
	"adjutant/judge/outbox"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// The reply budget limits answers, never what a mail does. Every mail is
// carried out when it arrives; past the budget its answer is held in
// storage, and the held answers go out together in one digest mail per
// DigestInterval. A held answer makes every later answer to the same
// address wait for the digest too, so answers never overtake each other.

// budgetWindow is the reply budget's window: RepliesPerHour per hour.
const budgetWindow = time.Hour

// digestRetry is how long a digest that could not be composed waits
// before the next try.
const digestRetry = 5 * time.Minute

// answer queues the answer to m (rendered from template with data), or
// holds it for the sender's digest when the budget says so or answers are
// held already. The first answer past the budget also brings the notice
// that says what happens from now on.
func (j *Judge) answer(tx *storage.Tx, m *answering, template string, data any) error {
	return j.answerPictured(tx, m, template, data, nil)
}

// answerPictured is answer with the picture of the position the answer
// shows (nil for none). A digest is text alone: an answer held for one
// loses its picture, and SUMMARY brings it back when asked again.
func (j *Judge) answerPictured(tx *storage.Tx, m *answering, template string, data any, pic *picture.Drawing) error {
	in, msg, lang, budget, now := m.in, m.msg, m.lang, m.budget, m.now
	sender := m.sender
	base := account.Mailbox(sender)
	if budget == storage.BudgetAllow && !m.held {
		return j.out.AnswerPictured(tx, in.ID, msg, lang, template, data, outbox.Reply, pic)
	}
	_, body, err := j.out.Render(lang, template, data)
	if err != nil {
		return err
	}
	date := msg.Date
	if date.IsZero() {
		date = in.ReceivedAt
	}
	if date.IsZero() {
		date = now
	}
	digestAt, err := tx.HoldAnswer(base, storage.HeldAnswer{
		Inbound: in.ID, To: sender, Subject: command.SubjectOf(msg, lang), Date: date, Body: withoutSignature(body),
		Lang: string(lang),
	}, now.Add(j.opts.DigestInterval))
	if err != nil {
		return err
	}
	if budget != storage.BudgetNotice {
		return nil
	}
	windowEnd, _, err := tx.ReplyWindowEnd(base)
	if err != nil {
		return err
	}
	loc := m.zone
	notice := map[string]any{
		"Judge": j.opts.Name, "Address": j.opts.Address, "Version": j.opts.Version,
		"Sender": sender, "Limit": j.answeredBeforeNotice(tx, base), "Minutes": max(1, int(j.opts.DigestInterval.Round(time.Minute)/time.Minute)),
		"Until": templates.Date(windowEnd, loc, lang), "Next": templates.Date(digestAt, loc, lang),
	}
	return j.out.Answer(tx, in.ID, msg, lang, "slowdown", notice, outbox.Notice)
}

// answeredBeforeNotice is how many answers base got before its reply
// budget ran out: the budget in force then, which a reload may have
// changed since; the configured budget when the store does not know.
func (j *Judge) answeredBeforeNotice(tx *storage.Tx, base string) int {
	if n, ok, err := tx.AnsweredBeforeNotice(base); err == nil && ok && n > 0 {
		return n
	}
	return j.opts.RepliesPerHour
}

// withoutSignature cuts the judge's signature off a rendered answer: the
// digest carries one signature for all of them.
func withoutSignature(body string) string {
	if i := strings.LastIndex(body, "\n-- \n"); i >= 0 {
		return strings.TrimRight(body[:i], "\n") + "\n"
	}
	return body
}

// digestItem is one held answer as the digest template shows it.
type digestItem struct {
	Number        int
	Subject, Date string
	Body          string
}

// sendDigest queues one mail with the answers held for base (a reply
// budget's address) and forgets them; nothing held, nothing sent. The
// answers past the size of one reply are held again for the next digest.
func (j *Judge) sendDigest(tx *storage.Tx, base string, now time.Time) error {
	held, err := tx.TakeHeldAnswers(base)
	if err != nil || len(held) == 0 {
		return err
	}
	// The digest is written in the sender's language, else in that of
	// the newest answer it carries (the language of their newest mail).
	to := held[len(held)-1].To
	lang, loc := j.out.Reader(tx, to, i18n.Lang(held[len(held)-1].Lang))
	var items []digestItem
	size := 0
	for i, h := range held {
		size += len(h.Subject) + len(h.Body)
		if size > command.MaxReplyAnswers && i > 0 {
			break // one digest stays a size every mail server takes
		}
		items = append(items, digestItem{Number: i + 1, Subject: h.Subject, Date: templates.Date(h.Date, loc, lang), Body: h.Body})
	}
	leftOut := ""
	if rest := held[len(items):]; len(rest) > 0 {
		// The answers that did not fit are held again, in their order,
		// for the next digest: slowed, never dropped. Answers to newer
		// mail join them behind.
		var next time.Time
		for _, h := range rest {
			if next, err = tx.HoldAnswer(base, h, now.Add(j.opts.DigestInterval)); err != nil {
				return err
			}
		}
		leftOut = templates.In(lang, "digest.left-out", len(rest), command.MaxReplyAnswers>>10, templates.Date(next, loc, lang))
	}
	data := map[string]any{
		"Judge": j.opts.Name, "Address": j.opts.Address, "Version": j.opts.Version,
		"Limit": j.answeredBeforeNotice(tx, base), "Items": items, "Count": len(items), "LeftOut": leftOut,
	}
	subject, body, err := j.out.Render(lang, "digest", data)
	if err != nil {
		return err
	}
	return j.out.Digest(tx, to, held[len(held)-1].Inbound, subject, body)
}

// sendDigestIfDue sends base's digest if it is due at now, so that it goes
// out before the answer to a newer mail. held reports whether answers
// stay held for base: a digest not yet due.
func (j *Judge) sendDigestIfDue(tx *storage.Tx, base string, now time.Time) (held bool, err error) {
	at, ok, err := tx.HeldDigestAt(base)
	if err != nil || !ok {
		return false, err
	}
	if at.After(now) {
		return true, nil
	}
	if err := j.sendDigest(tx, base, now); err != nil {
		return false, err
	}
	// The answers that did not fit wait for the next digest, and newer
	// answers join them, so that none overtakes another.
	_, held, err = tx.HeldDigestAt(base)
	return held, err
}

// sendDueDigests sends every digest due at now, each in its own
// transaction.
func (j *Judge) sendDueDigests(now time.Time) {
	var due []string
	if err := j.db.View(func(tx *storage.Tx) error {
		var err error
		due, err = tx.DueDigests(now)
		return err
	}); err != nil {
		j.log.Error("reading due digests", "err", err)
		return
	}
	for _, base := range due {
		if j.waitingForDisk() {
			return
		}
		j.out.TakeQueued()
		err := j.db.Update(func(tx *storage.Tx) error { return j.sendDigest(tx, base, now) })
		if j.writeFailed(err, "the digest of held answers", "to", base) {
			// A full or read-only disk: the answers stay held and the
			// digest due; postponing it could not be written either, and
			// trying again at once would spin the loop.
			j.out.TakeQueued()
			return
		}
		if err != nil {
			// The answers stay held; trying again at once would only spin
			// the loop on the same failure.
			j.out.TakeQueued()
			j.log.Error("sending a digest of held answers; trying again later", "to", base, "err", fmt.Errorf("digest: %w", err))
			if err := j.db.Update(func(tx *storage.Tx) error { return tx.PostponeDigest(base, now.Add(digestRetry)) }); err != nil {
				j.log.Error("postponing a digest", "to", base, "err", err)
			}
			continue
		}
		if j.out.TakeQueued() && j.opts.OnEnqueue != nil {
			j.opts.OnEnqueue()
		}
	}
}
