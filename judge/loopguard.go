package judge

import (
	"bytes"
	"net/mail"
	"strconv"
	"strings"

	"adjutant/judge/command"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
)

// A program that answers every mail and marks nothing as automatic (no
// Auto-Submitted, no Precedence: another judge, a ticket system) would
// trade answers with the judge for ever, at the pace the reply budget
// allows. The guard: a mail with nothing in it to carry out, in answer
// to the judge's answer to a mail of the same sender that had nothing to
// carry out either, and so on back, gets no answer when it is the fourth
// such mail in a row in one thread. A person who wrote three times
// without a command has had three answers saying so; nothing they sent
// is left undone, since nothing in it could be done. A mail whose raw
// copy was dropped (it held a password) breaks the chain.

// fruitlessMark ends the outcome of a mail that carried nothing out, so
// that a later mail in its thread can tell.
const fruitlessMark = "; nothing to carry out"

// loopGuardDepth is how many mails in a row with nothing to carry out,
// each in answer to the judge's answer to the one before, are answered.
const loopGuardDepth = 3

// fruitless reports whether the reply to a mail says only that nothing in
// it could be done: every line refused, or no line at all, and nothing
// the judge could not read (that note a person needs).
func fruitless(r command.Reply) bool {
	if r.Unread != "" || r.Files != "" {
		return false
	}
	for _, l := range r.Lines {
		if l.Problem == "" {
			return false
		}
	}
	return true
}

// loopDepth counts the mails before this one from sender, in a row in
// its thread, with nothing to carry out, each answered by the judge's
// answer this one's parent replies to; it stops counting at
// loopGuardDepth, where the guard holds the answer back (see above).
func (j *Judge) loopDepth(tx *storage.Tx, sender, inReplyTo string) (int, error) {
	for depth := 0; depth < loopGuardDepth; depth++ {
		id, ok := j.answeredInbound(inReplyTo)
		if !ok {
			return depth, nil
		}
		in, found, err := tx.Inbound(id)
		if err != nil || !found || !strings.HasSuffix(in.Outcome, fruitlessMark) || len(in.Raw) == 0 {
			return depth, err
		}
		m, err := mail.ReadMessage(bytes.NewReader(in.Raw))
		if err != nil {
			return depth, nil
		}
		from, err := mail.ParseAddress(m.Header.Get("From"))
		if err != nil || mailaddr.Key(from.Address) != sender {
			return depth, nil
		}
		inReplyTo = strings.TrimSpace(m.Header.Get("In-Reply-To"))
	}
	return loopGuardDepth, nil
}

// answeredInbound reads the inbound mail a Message-ID of the judge's own
// answers to: "<r12.token@domain>" (an answer) or "<d12.token@domain>"
// (a digest, whose last answer is to mail 12), in the judge's domain.
func (j *Judge) answeredInbound(id string) (uint64, bool) {
	id = strings.TrimSpace(id)
	if !strings.HasPrefix(id, "<") || !strings.HasSuffix(id, ">") {
		return 0, false
	}
	left, domain, ok := strings.Cut(id[1:len(id)-1], "@")
	_, own, _ := strings.Cut(j.opts.Address, "@")
	if !ok || !strings.EqualFold(domain, own) || len(left) < 2 || (left[0] != 'r' && left[0] != 'd') {
		return 0, false
	}
	digits, _, _ := strings.Cut(left[1:], ".")
	n, err := strconv.ParseUint(digits, 10, 64)
	return n, err == nil
}
