package judge

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/mail"
	"strings"

	"adjutant/judge/account"
	"adjutant/judge/command"
	"adjutant/judge/outbox"
	"adjutant/mailio/incoming"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// handle answers one recorded message. Everything it does happens in tx,
// including marking the message done, so the answer and the state it
// reflects commit together.
func (j *Judge) handle(tx *storage.Tx, in storage.Inbound) error {
	now := j.opts.Now()
	msg, err := incoming.Parse(in.Raw, &incoming.Options{Self: []string{j.opts.Address}})
	if err != nil {
		// Not even a header block: there is nobody to answer.
		return tx.FinishInbound(in.ID, "unreadable: "+err.Error(), now)
	}
	// A password anywhere in the mail, a subject or a quoted line
	// included, is masked in the reply and not kept in the raw copy.
	secret := j.maskSecrets(msg)
	if secret {
		if err := tx.DropInboundRaw(in.ID); err != nil {
			return err
		}
	}
	if msg.Bounce != nil {
		if err := j.recordBounce(tx, msg, in.Raw, now); err != nil {
			return err
		}
		return tx.FinishInbound(in.ID, "bounce", now)
	}
	if msg.List != nil {
		relayed, err := j.listMail(tx, in.ID, msg, now)
		if err != nil || relayed == nil {
			return err
		}
		msg = relayed
	}
	if msg.Robot != "" {
		return tx.FinishInbound(in.ID, "robot: "+msg.Robot, now)
	}
	if twin, err := j.twinDone(tx, in, msg, now); err != nil || twin {
		return err
	}
	sender := strings.ToLower(msg.From.Address)
	if sender == "" {
		return tx.FinishInbound(in.ID, "no sender address", now)
	}
	// Every mail is carried out; the budget only decides whether its answer
	// goes now or waits for a digest (digest.go). A digest that is due goes
	// first, so answers arrive in the order of the mails.
	if err := j.sendDigestIfDue(tx, baseAddress(sender), now); err != nil {
		return err
	}
	budget, err := tx.TakeReplyBudget(baseAddress(sender), now, budgetWindow, j.opts.RepliesPerHour)
	if err != nil {
		return err
	}

	lang := guessLang(msg.Subject, msg.Text)
	if a, err := account.Load(tx, sender); err != nil {
		return err
	} else {
		if a.Lang != "" {
			lang = a.Lang
		}
		if a.Unreachable {
			a.Unreachable = false // they wrote: mail reaches them again, or will
			if err := account.Save(tx, sender, a); err != nil {
				return err
			}
		}
	}
	base := map[string]any{"Judge": j.opts.Name, "Address": j.opts.Address, "Version": j.opts.Version, "Subject": command.SubjectOf(msg, lang)}
	switch {
	case in.Truncated || in.Size > j.opts.MaxMessageSize:
		base["Size"], base["Limit"] = formatSize(in.Size), formatSize(j.opts.MaxMessageSize)
		if err := j.answer(tx, in, msg, lang, "oversize", base, budget, now); err != nil {
			return err
		}
		return tx.FinishInbound(in.ID, "refused: too large", now)
	case msg.Broken != "":
		readable := j.tree.MaskText(msg.Readable)
		base["Readable"] = clip(readable, 2000)
		if err := j.answer(tx, in, msg, lang, "broken", base, budget, now); err != nil {
			return err
		}
		if readable != msg.Readable && !secret {
			if err := tx.DropInboundRaw(in.ID); err != nil {
				return err
			}
		}
		return tx.FinishInbound(in.ID, "refused: broken MIME ("+msg.Broken+")", now)
	}

	read, err := j.tree.Read(tx, msg, lang, now)
	if err != nil {
		return err
	}
	data := read.Reply
	// The subject may repeat a password first seen in the body.
	subject := msg.Subject
	msg.Subject, data.Subject = read.MaskWords(msg.Subject), read.MaskWords(data.Subject)
	if msg.List != nil {
		data.Sections = append(data.Sections, command.Section{Title: templates.In(lang, "list.title"),
			Body: templates.In(lang, "list.relayed", msg.List.ID, msg.From.Address)})
	}
	if !msg.Date.IsZero() {
		_, loc := j.out.Reader(tx, sender, "")
		data.Date = templates.Date(msg.Date, loc, lang)
	}
	if err := j.answer(tx, in, msg, lang, "reply", data, budget, now); err != nil {
		return err
	}
	if err := read.AfterReply(); err != nil {
		return err
	}
	if err := j.markTwin(tx, in, msg); err != nil {
		return err
	}
	if (read.Secret || msg.Subject != subject) && !secret {
		// The account keeps a hash; the raw mail would keep the password.
		if err := tx.DropInboundRaw(in.ID); err != nil {
			return err
		}
	}
	outcome := fmt.Sprintf("replied: %d lines, %d problems", len(data.Lines), len(data.Problems))
	if budget != storage.BudgetAllow {
		outcome = fmt.Sprintf("carried out: %d lines, %d problems; answer held for a digest (reply budget spent)", len(data.Lines), len(data.Problems))
	}
	return tx.FinishInbound(in.ID, outcome, now)
}

// maskSecrets masks the password commands of msg's subject, and reports
// whether it or any line of the decoded body (quoted lines included)
// carries one, spelt right or misspelt: the raw copy must then go.
func (j *Judge) maskSecrets(msg *incoming.Message) bool {
	subject := j.tree.MaskText(msg.Subject)
	secret := subject != msg.Subject || j.tree.MaskText(msg.Decoded) != msg.Decoded
	msg.Subject = subject
	return secret
}

// replyInternalError answers a message whose handling failed. It reads only
// the sender from the headers, since parsing the rest may be what failed.
func (j *Judge) replyInternalError(tx *storage.Tx, in storage.Inbound) error {
	m, err := mail.ReadMessage(bytes.NewReader(in.Raw))
	if err != nil {
		return nil
	}
	from, err := mail.ParseAddress(m.Header.Get("From"))
	if err != nil || strings.EqualFold(from.Address, j.opts.Address) || m.Header.Get("Auto-Submitted") != "" {
		return nil
	}
	msg := &incoming.Message{From: *from, MessageID: strings.Trim(m.Header.Get("Message-Id"), "<> "),
		Subject: j.tree.MaskText(incoming.Sanitise(m.Header.Get("Subject"), false))}
	if msg.MessageID != "" {
		msg.MessageID = "<" + msg.MessageID + ">"
	}
	data := command.Reply{Judge: j.opts.Name, Address: j.opts.Address, Version: j.opts.Version, Subject: command.SubjectOf(msg, i18n.English),
		Lines: []command.Echo{{Text: "…", Problem: templates.In(i18n.English, "mail.internal-error")}}}
	return j.out.Answer(tx, in.ID, msg, i18n.English, "reply", data, outbox.Reply)
}

func messageIDOf(raw []byte) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(m.Header.Get("Message-Id"))
}

// dedupKey identifies a message across deliveries whose transport headers
// differ: its Message-ID, its sender and its body, hashed. A Message-ID
// alone is chosen by the sender's software, so anyone can reuse another's.
// Mail without a Message-ID has no key; the hash of the raw copy still
// catches a byte-identical second delivery.
func dedupKey(raw []byte) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	id := strings.TrimSpace(m.Header.Get("Message-Id"))
	if id == "" {
		return ""
	}
	from := strings.ToLower(m.Header.Get("From"))
	if a, err := mail.ParseAddress(m.Header.Get("From")); err == nil {
		from = strings.ToLower(a.Address)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", strings.Trim(id, "<> "), from)
	_, _ = io.Copy(h, m.Body)
	return hex.EncodeToString(h.Sum(nil))
}

func bodyHash(raw []byte) string {
	sum := sha256.Sum256(raw)
	return hex.EncodeToString(sum[:])
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && (s[cut]&0xC0) == 0x80 {
		cut--
	}
	return s[:cut] + "\n[…]"
}

func formatSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// baseAddress drops a sub-address ("evade+7@example.org" is
// "evade@example.org"): one mailbox has one reply budget, however many
// tags its owner, or a forger, puts on it.
func baseAddress(addr string) string {
	local, domain, ok := strings.Cut(addr, "@")
	if !ok {
		return addr
	}
	if i := strings.IndexByte(local, '+'); i > 0 {
		local = local[:i]
	}
	return local + "@" + domain
}
