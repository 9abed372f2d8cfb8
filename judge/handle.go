package judge

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/mail"
	"strings"
	"time"

	"adjutant/judge/account"
	"adjutant/judge/command"
	"adjutant/judge/outbox"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// handle answers one recorded message. Everything it does happens in tx,
// including marking the message done, so the answer and the state it
// reflects commit together. The steps: admit the mail (or finish it
// unanswered), meet its sender (reply budget, language), refuse what
// cannot be read, carry out the rest.
func (j *Judge) handle(tx *storage.Tx, in storage.Inbound) error {
	m, done, err := j.admit(tx, in, j.opts.Now())
	if err != nil || done {
		return err
	}
	if err := j.meetSender(tx, m); err != nil {
		return err
	}
	if refused, err := j.refuseUnreadable(tx, m); err != nil || refused {
		return err
	}
	return j.carryOut(tx, m)
}

// answering is one mail on its way to an answer: what handle has learnt
// of it so far, handed from step to step.
type answering struct {
	in     storage.Inbound
	msg    *incoming.Message
	now    time.Time
	secret bool   // the mail carries a password: its raw copy is gone
	sender string // the From address, lower-case
	lang   i18n.Lang
	// zone is the sender's own time zone, else the judge's; once the
	// mail is carried out, as the mail leaves it (SET ZONE).
	zone   *time.Location
	budget storage.Budget
	held   bool // answers are held for the sender's digest: this one joins them
	// mayAsk is set when the sender has chosen no language and was never
	// asked to (lang.go): a mail written in Chinese asks them.
	mayAsk bool
	// guessed: lang was read from the mail, the sender having chosen none.
	guessed bool
}

// admit reads the mail and finishes, unanswered, what is not for an
// answer: unreadable headers, bounces, list mail not relayed, robots, a
// twin of a mail already answered, mail without a sender. done is set
// when admit finished the mail.
func (j *Judge) admit(tx *storage.Tx, in storage.Inbound, now time.Time) (m *answering, done bool, err error) {
	// The text is read whole up to the size of mail the judge accepts:
	// every line of such a mail is carried out. (Only text that unpacks
	// to more than the mail's own size, Outlook's compressed RTF, can
	// be cut.)
	msg, err := incoming.Parse(in.Raw, &incoming.Options{Self: []string{j.opts.Address}, MaxTextBytes: int(j.opts.MaxMessageSize), MaxRawBytes: int(j.opts.MaxMessageSize)})
	if err != nil {
		// Not even a header block: there is nobody to answer.
		return nil, true, tx.FinishInbound(in.ID, "unreadable: "+err.Error(), now)
	}
	// A password anywhere in the mail, a subject or a quoted line
	// included, is masked in the reply and not kept in the raw copy.
	secret := j.maskSecrets(msg)
	if secret {
		if err := tx.DropInboundRaw(in.ID); err != nil {
			return nil, true, err
		}
	}
	if msg.Bounce != nil {
		if err := j.recordBounce(tx, msg, in.Raw, now); err != nil {
			return nil, true, err
		}
		j.log.Info("delivery failure recorded, not answered", "inbound", in.ID, "from", msg.From.Address)
		return nil, true, tx.FinishInbound(in.ID, "bounce", now)
	}
	if msg.List != nil {
		relayed, err := j.listMail(tx, in.ID, msg, now)
		if err != nil || relayed == nil {
			return nil, true, err
		}
		msg = relayed
	}
	if msg.Robot != "" {
		// Logged, so that an operator asked about a mail never answered
		// can say why.
		j.log.Info("automatic mail not answered", "inbound", in.ID, "from", msg.From.Address, "why", msg.Robot)
		return nil, true, tx.FinishInbound(in.ID, "robot: "+msg.Robot, now)
	}
	if twin, err := j.twinDone(tx, in, msg, now); err != nil || twin {
		return nil, true, err
	}
	sender := mailaddr.Key(msg.From.Address)
	if sender == "" {
		j.log.Info("mail without a From address not carried out", "inbound", in.ID)
		return nil, true, tx.FinishInbound(in.ID, "no sender address", now)
	}
	return &answering{in: in, msg: msg, now: now, secret: secret, sender: sender}, false, nil
}

// meetSender takes the sender's reply budget and finds the language to
// answer in: the account's choice, else the language the mail is written
// in. Every mail is carried out; the budget only decides whether its
// answer goes now or waits for a digest (digest.go). A digest that is due
// goes first, so answers arrive in the order of the mails.
func (j *Judge) meetSender(tx *storage.Tx, m *answering) error {
	held, err := j.sendDigestIfDue(tx, account.Mailbox(m.sender), m.now)
	if err != nil {
		return err
	}
	m.held = held
	// An answer that joins a digest still to come takes no budget: the
	// digest says how many answers went before it, and a budget raised
	// meanwhile would count this one among them.
	m.budget = storage.BudgetSilent
	if !held {
		if m.budget, err = tx.TakeReplyBudget(account.Mailbox(m.sender), m.now, budgetWindow, j.opts.RepliesPerHour); err != nil {
			return err
		}
	}
	a, err := account.Load(tx, m.sender)
	if err != nil {
		return err
	}
	settled := settleGuessedScript(&a, m.msg)
	m.lang = a.Lang
	if m.lang == "" {
		m.lang = guessLang(m.msg)
		m.mayAsk, m.guessed = !a.LangAsked, true
	}
	_, m.zone = a.ReadsIn("", j.opts.Location)
	if a.Unreachable || settled {
		a.Unreachable = false // they wrote: mail reaches them again, or will
		return account.Save(tx, m.sender, a)
	}
	return nil
}

// baseReply is the reply template's data common to every answer.
func (j *Judge) baseReply(m *answering) map[string]any {
	return map[string]any{"Judge": j.opts.Name, "Address": j.opts.Address, "Version": j.opts.Version, "Subject": command.SubjectOf(m.msg, m.lang)}
}

// refuseUnreadable answers a mail too large to read, or whose MIME
// structure is broken, with a short note instead of carrying it out.
func (j *Judge) refuseUnreadable(tx *storage.Tx, m *answering) (refused bool, err error) {
	in, msg := m.in, m.msg
	switch {
	case in.Truncated || in.Size > j.opts.MaxMessageSize:
		data := j.baseReply(m)
		data["Size"], data["Limit"] = formatSize(in.Size), formatSize(j.opts.MaxMessageSize)
		if err := j.answer(tx, m, "oversize", data); err != nil {
			return true, err
		}
		j.log.Info("mail too large not carried out", "inbound", in.ID, "from", msg.From.Address, "size", in.Size)
		return true, tx.FinishInbound(in.ID, "refused: too large", m.now)
	case msg.Broken != "":
		data := j.baseReply(m)
		readable := j.tree.MaskText(msg.Readable)
		data["Readable"] = clip(readable, 2000)
		data["Why"] = damageText(m.lang, msg.Damage)
		if err := j.answer(tx, m, "broken", data); err != nil {
			return true, err
		}
		if readable != msg.Readable && !m.secret {
			if err := tx.DropInboundRaw(in.ID); err != nil {
				return true, err
			}
		}
		j.log.Info("mail with a damaged structure not carried out", "inbound", in.ID, "from", msg.From.Address, "why", msg.Broken)
		return true, tx.FinishInbound(in.ID, "refused: broken MIME ("+msg.Broken+")", m.now)
	}
	return false, nil
}

// damageText tells the player what was wrong with a mail whose structure
// could not be read, in the words of the reply's language.
func damageText(lang i18n.Lang, d incoming.Damage) string {
	switch d {
	case incoming.DamageCutOff:
		return templates.In(lang, "broken.cut-off")
	case incoming.DamageBadEncoding:
		return templates.In(lang, "broken.bad-encoding")
	case incoming.DamageUnknownEncoding:
		return templates.In(lang, "broken.unknown-encoding")
	case incoming.DamageNoBoundary:
		return templates.In(lang, "broken.no-boundary")
	case incoming.DamageTooManyParts:
		return templates.In(lang, "broken.too-many-parts")
	}
	return ""
}

// carryOut runs the mail's commands, queues the reply, then lets a phase
// the mail completed be resolved, so its results follow the reply.
func (j *Judge) carryOut(tx *storage.Tx, m *answering) error {
	in, msg := m.in, m.msg
	read, err := j.tree.ReadMail(tx, command.Mail{Msg: msg, Lang: m.lang, Zone: m.zone, Now: m.now, Guessed: m.guessed})
	if err != nil {
		return err
	}
	data := read.Reply
	m.zone = read.Zone // SET ZONE may have changed it
	m.lang = read.Lang // a confirmed join's Chinese, kept by this mail
	// A join waiting for its confirmation keeps its language when
	// confirmed: asking now would say what the next mail undoes.
	if !read.HeldJoin {
		if err := j.askLanguage(tx, m, &data); err != nil {
			return err
		}
	}
	// The subject may repeat a password first seen in the body.
	subject := msg.Subject
	msg.Subject, data.Subject = read.MaskWords(msg.Subject), read.MaskWords(data.Subject)
	if read.ConfirmLine != "" {
		// After the masking: a password that happens to be the game's
		// name must not blot out the line.
		// A Chinese reply brackets it in full width; subjectConfirm
		// reads it in either bracket.
		data.Subject += i18n.Tr(m.lang, " (", "（", "（") + read.ConfirmLine + i18n.Tr(m.lang, ")", "）", "）")
	}
	if msg.List != nil {
		data.Sections = append(data.Sections, command.Section{Title: templates.In(m.lang, "list.title"),
			Body: templates.In(m.lang, "list.relayed", msg.List.ID, msg.From.Address)})
	}
	if !msg.Date.IsZero() {
		data.Date = templates.Date(msg.Date, m.zone, m.lang)
	}
	idle := fruitless(data)
	loop := false
	autoReply := idle && incoming.IsAutoReplySubject(msg.Subject)
	if idle && !autoReply {
		depth, err := j.loopDepth(tx, m.sender, msg.InReplyTo)
		if err != nil {
			return err
		}
		loop = depth >= loopGuardDepth
		if depth == loopGuardDepth-1 {
			// The last answer in such a thread says so, so that the
			// silence after it surprises no one.
			data.Quoted = strings.TrimSpace(data.Quoted + "\n" + templates.In(m.lang, "mail.loop-last"))
		}
	}
	// An out-of-office reply that marks nothing but its subject and holds
	// nothing to carry out: answering it would only fill the mailbox of
	// someone away, or start a loop with the responder. Nor is a mail
	// that copied the judge in (Cc, not To: players writing to each
	// other) answered when nothing in it was for the judge.
	copied := idle && msg.CopiedToSelf && msg.List == nil
	loop = loop || autoReply || copied
	if !loop {
		if err := j.sendReply(tx, m, data, read.Picture); err != nil {
			return err
		}
	}
	if err := read.AfterReply(); err != nil {
		return err
	}
	if err := j.markTwin(tx, in, msg); err != nil {
		return err
	}
	if (read.Secret || msg.Subject != subject) && !m.secret {
		// The account keeps a hash; the raw mail would keep the password.
		if err := tx.DropInboundRaw(in.ID); err != nil {
			return err
		}
	}
	outcome := fmt.Sprintf("replied: %d lines, %d problems", len(data.Lines), len(data.Problems))
	if m.budget != storage.BudgetAllow {
		outcome = fmt.Sprintf("carried out: %d lines, %d problems; answer held for a digest (reply budget spent)", len(data.Lines), len(data.Problems))
	}
	switch {
	case autoReply:
		outcome = "not answered: an auto-reply subject and nothing to carry out"
	case copied:
		outcome = "not answered: the judge only in Cc, and nothing to carry out"
	case loop:
		outcome = "not answered: the fourth mail in a row in one thread with nothing to carry out (loop guard)"
	}
	if loop {
		j.log.Info("mail not answered", "inbound", in.ID, "from", m.sender, "why", outcome)
	}
	if idle {
		outcome += fruitlessMark
	}
	return tx.FinishInbound(in.ID, outcome, m.now)
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
	if err != nil || mailaddr.Same(from.Address, j.opts.Address) || m.Header.Get("Auto-Submitted") != "" {
		return nil
	}
	msg := &incoming.Message{From: *from, MessageID: strings.Trim(m.Header.Get("Message-Id"), "<> "),
		Subject: j.tree.MaskText(incoming.Sanitise(m.Header.Get("Subject"), false))}
	if msg.MessageID != "" {
		msg.MessageID = "<" + msg.MessageID + ">"
	}
	// The reader's own language if they chose one; the body, which might
	// tell another, is what may have failed to parse.
	lang, _ := j.out.Reader(tx, mailaddr.Key(from.Address), "")
	data := command.Reply{Judge: j.opts.Name, Address: j.opts.Address, Version: j.opts.Version, Subject: command.SubjectOf(msg, lang),
		Lines: []command.Echo{{Text: "…", Problem: templates.In(lang, "mail.internal-error")}}}
	return j.out.Answer(tx, in.ID, msg, lang, "reply", data, outbox.Reply)
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
// Mail without a Message-ID (which no server on the way added) is known by
// its Date, to the second, instead: the same sender's same text written at
// the same second is the same mail, and delivering it twice sent its press
// twice. Mail with neither has no key; the hash of the raw copy still
// catches a byte-identical second delivery.
func dedupKey(raw []byte) string {
	m, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return ""
	}
	id := strings.Trim(strings.TrimSpace(m.Header.Get("Message-Id")), "<> ")
	if id == "" {
		date, err := m.Header.Date()
		if err != nil {
			return ""
		}
		id = "date " + date.UTC().Format(time.RFC3339)
	}
	from := strings.ToLower(m.Header.Get("From"))
	if a, err := mail.ParseAddress(m.Header.Get("From")); err == nil {
		from = strings.ToLower(a.Address)
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", id, from)
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
