package judge

import (
	"strings"
	"time"
	"unicode/utf8"

	"adjutant/games/kit/picture"
	"adjutant/judge/command"
	"adjutant/storage"
	"adjutant/templates"
)

// partsAtOnce is how many parts of one long reply go out at once (2 MiB
// of text); the rest follow through the digest machinery, one digest of
// at most command.MaxReplyAnswers each DigestInterval. A mail of a
// megabyte of bad lines, perhaps under a forged From, cannot make the
// judge send tens of megabytes in one go; a player's long answer is
// slowed, never cut.
const partsAtOnce = 4

// sendReply queues the reply to m: one mail, or, when its text is larger
// than one mail should carry (command.MaxReplyAnswers), several in a row,
// each saying which part of how many it is. Nothing of the answer is left
// out. The picture goes with the first part. Held for a digest, each part
// is one held answer, so a digest splits them the same way.
func (j *Judge) sendReply(tx *storage.Tx, m *answering, data command.Reply, pic *picture.Drawing) error {
	_, body, err := j.out.Render(m.lang, "reply", data)
	if err != nil {
		return err
	}
	if len(body) <= command.MaxReplyAnswers {
		return j.answerPictured(tx, m, "reply", data, pic)
	}
	parts := splitReply(withoutSignature(body), command.MaxReplyAnswers)
	for i, text := range parts {
		part := map[string]any{
			"Judge": j.opts.Name, "Address": j.opts.Address, "Version": j.opts.Version,
			"Subject": data.Subject, "Part": i + 1, "Next": i + 2, "Of": len(parts), "Text": text, "Later": "", "Minutes": 0,
		}
		if i == partsAtOnce-1 && i+1 < len(parts) && m.budget == storage.BudgetAllow && !m.held {
			// The last part sent at once says when the rest come: the
			// parts after it are the first answers held for a digest.
			part["Later"] = templates.Date(m.now.Add(j.opts.DigestInterval), m.zone, m.lang)
			part["Minutes"] = max(1, int(j.opts.DigestInterval.Round(time.Minute)/time.Minute))
		}
		if err := j.answerPictured(tx, partOf(m, i), "reply-part", part, pic); err != nil {
			return err
		}
		pic = nil
	}
	return nil
}

// splitReply cuts a reply's text into parts of at most size bytes, at a
// line boundary: between two echoed lines ("\n\n> ") where one falls in
// the second half of a part, else at the last line's end; a single line
// longer than size is cut at a character boundary.
func splitReply(text string, size int) []string {
	var parts []string
	for len(text) > size {
		cut := strings.LastIndex(text[:size], "\n\n> ")
		if cut < size/2 {
			cut = strings.LastIndex(text[:size], "\n")
		}
		if cut <= 0 {
			cut = size
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
		}
		parts = append(parts, strings.TrimRight(text[:cut], "\n")+"\n")
		text = strings.TrimLeft(text[cut:], "\n")
	}
	return append(parts, text)
}

// partOf is m as part i of a long reply is sent: the parts past
// partsAtOnce are held for the digest, and the notice that answers are
// held, when the budget calls for one, comes with the first part only.
func partOf(m *answering, i int) *answering {
	if i == 0 {
		return m
	}
	part := *m
	if i >= partsAtOnce || m.budget != storage.BudgetAllow {
		part.budget = storage.BudgetSilent
	}
	return &part
}
