package command

import (
	"strconv"
	"strings"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/play"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

// Echo is one line of the player's mail as the reply shows it.
type Echo struct {
	Text    string
	Answer  string
	Problem string
	Laid    bool // Answer is laid out already: indented, not wrapped
}

// Reply fills the reply template.
type Reply struct {
	Judge, Address, Version string
	Subject, Date           string
	Lines                   []Echo
	Problems                []string
	Attachments             []string
	// Files says which lines were read from attached text files
	// (orders.txt), and which files were not read and why; "" for a
	// mail without one (files.go).
	Files       string
	Skipped     bool
	SignoffLine int
	Sections    []Section // what stands after the mail: a power's orders, a deadline

	// Quoted says, in one line, that quoted text or a forwarded message
	// was left unread; "" when there was none.
	Quoted string
	// Unread says what in the mail held text the judge could not read
	// (an encrypted message, Outlook's winmail.dat) and what to send
	// instead, or that a mail without text is not read by its subject;
	// it stands in place of "no commands". "" when there is nothing to say.
	Unread string
}

// Section is a titled block after the echoed lines.
type Section struct {
	Title string
	Body  string
	game  string     // the game whose orders the section sums up, if it does
	seat  games.Seat // and the seat, so that a later CLEAR can correct it
	// orders is what the section is written from, for a seat's orders:
	// its body is written when the mail is done (ordersBody), so that
	// it tells what stands after every command below the orders.
	orders *ordersDraft
}

// Mail is one mail to read, with what the judge knows of its sender.
type Mail struct {
	Msg  *incoming.Message
	Lang i18n.Lang      // the language the reply is written in
	Zone *time.Location // the sender's time zone (account.Account.ReadsIn)
	Now  time.Time
	// Guessed: Lang was read from the mail, the sender having chosen
	// none. A mail confirming a join written in Chinese is then answered
	// in the join's language (joinLangOf), which it keeps.
	Guessed bool
}

// Read runs each command line of msg, in tx, and collects what the reply
// shows; lang is the language the reply is written in. It looks up the
// sender's time zone; ReadMail takes it from a caller that has it.
func (tree *Tree) Read(tx *storage.Tx, msg *incoming.Message, lang i18n.Lang, now time.Time) (*Result, error) {
	_, zone := tree.readerOf(tx, mailaddr.Key(msg.From.Address), nil)
	return tree.ReadMail(tx, Mail{Msg: msg, Lang: lang, Zone: zone, Now: now})
}

// ReadMail runs each command line of m, in tx, and collects what the
// reply shows. Game records are read once and saved once, when the last
// line is done (session.finish).
func (tree *Tree) ReadMail(tx *storage.Tx, m Mail) (*Result, error) {
	lang := m.Lang
	if m.Guessed && lang != i18n.TraditionalChinese {
		// A mail guessed as Traditional has characters that say so, and
		// a join read as Simplified may not have had them: the mail wins
		// (confirmJoin keeps it).
		if joined := tree.joinLangOf(tx, m.Msg); joined != "" {
			lang = joined
		}
	}
	msg, spans, fileSkips := withFiles(m.Msg, lang)
	s := &session{tree: tree, tx: tx, now: m.Now, msg: msg, sender: mailaddr.Key(msg.From.Address), lang: lang, loc: m.Zone}
	s.echoAt, s.games = map[int]int{}, map[string]*play.Record{}
	s.reply = Reply{Judge: tree.Name, Address: tree.Address, Version: tree.Version, Subject: SubjectOf(msg, lang)}
	for _, a := range msg.Attachments {
		s.reply.Attachments = append(s.reply.Attachments, unreadAttachment(a, lang))
	}
	s.reply.Quoted = quotedNote(msg, lang)
	lines, signoff := splitFileLines(msg.Text, spans)
	lines = tree.joinWrappedCreate(tree.unglueVerbs(lines))
	fromSubject := confirmFromSubject(msg.Subject, lines)
	// A reply to a confirmation request (confirm.go): the subject's lines
	// are read, so the note that subjects are not read would be untrue.
	lines = append(fromSubject, lines...)
	s.confirmsBySubject = len(fromSubject) > 0
	s.reply.Unread = unreadNote(msg, len(fromSubject) > 0, lang)
	if signoff > 0 && strings.TrimSpace(strings.Join(textLines(msg.Text, spans)[signoff:], "")) != "" {
		s.reply.Skipped, s.reply.SignoffLine = true, signoff
	}
	s.noteCommandFile(spans, lines)
	for _, l := range lines {
		if cmd := tree.lookup(l.Verb); cmd != nil && cmd.Name == "SIGNON" {
			s.signsOn = true
		}
	}
	if !s.signsOn && len(fromSubject) == 0 && strings.TrimSpace(msg.Text) != "" {
		if note := tree.subjectSignonNote(msg.Subject, lang); note != "" {
			s.reply.Unread = strings.TrimLeft(s.reply.Unread+"\n"+note, "\n")
		}
	}
	for i, l := range lines {
		if sp := fileAt(spans, lines, i); sp != nil && !s.readsFile(l) {
			if i+1 < len(lines) && lines[i+1].N <= sp.last && s.fileHeading(l, lines[i+1]) {
				s.headingLine = l.N
			} else {
				sp.skip = true
			}
		}
		if inSkippedFile(spans, l.N) {
			continue
		}
		s.line(l)
		if s.err != nil {
			return nil, s.err // the mail is rolled back: what follows would be too
		}
	}
	if msg.LinesBeforeCut > 0 && len(lines) > 0 {
		// Only text that unpacks to more than the mail's own size (an
		// attachment-free mail within the size limit never does) is cut
		// before it is read: say where reading stopped.
		s.reply.Problems = append(s.reply.Problems, s.tr("mail.text-cut", lines[len(lines)-1].N, msg.LinesBeforeCut))
	}
	s.reply.Files = s.fileNotes(spans, lines, fileSkips)
	if err := s.finish(); err != nil {
		return nil, err
	}
	zone := s.loc
	if s.zoneAfter != nil {
		zone = s.zoneAfter
	}
	return &Result{Reply: s.reply, Secret: len(s.secrets) > 0, Zone: zone, Picture: s.picture, ConfirmLine: s.confirmLine, Lang: lang, HeldJoin: s.heldJoin, s: s}, nil
}

// Result is what reading one mail gave.
type Result struct {
	// Reply fills the reply template.
	Reply Reply
	// Secret is set when the mail held a password: the raw copy of the
	// mail must not be kept.
	Secret bool
	// Zone is the sender's time zone as the mail leaves it (SET ZONE may
	// have changed it): the reply's Date line is written in it.
	Zone *time.Location
	// Picture is the reader's own view of the position the reply shows
	// (SUMMARY), to go after the text; nil when it shows none or pictures
	// are off for the judge or the game. The reader's own SET PICTURES OFF
	// is the outbox's to honour.
	Picture *picture.Drawing
	// ConfirmLine, when set, goes at the end of the reply's subject, in
	// brackets: the reply is a request to confirm, and replying to it
	// sends the line back (confirmFromSubject).
	ConfirmLine string
	// Lang is the language the reply is written in: Mail.Lang, or the
	// language of the join the mail confirms (Mail.Guessed).
	Lang i18n.Lang
	// HeldJoin: a join in the mail waits for its confirmation, which
	// keeps the join's language; the reply need not ask about it.
	HeldJoin bool
	s        *session
}

// AfterReply runs once the reply is queued: a phase that the mail made
// complete is resolved now, so its results arrive after the reply.
func (r *Result) AfterReply() error { return r.s.afterReply() }

// quotedNote is the reply's lines about what was left unread: quoted
// text and forwarded messages, a sign-off after the last command, a PGP
// signature's armour, a server's banner and disclaimer; "" when nothing
// was.
func quotedNote(msg *incoming.Message, lang i18n.Lang) string {
	var notes []string
	if q := quotedLines(msg, lang); q != "" {
		notes = append(notes, q)
	}
	switch {
	case msg.SignOffLines == 1:
		notes = append(notes, templates.In(lang, "mail.signoff-1"))
	case msg.SignOffLines > 1:
		notes = append(notes, templates.In(lang, "mail.signoff", msg.SignOffLines))
	}
	if msg.PGPSigned {
		notes = append(notes, templates.In(lang, "mail.pgp"))
	}
	if msg.Banner != "" {
		notes = append(notes, templates.In(lang, "mail.banner", msg.Banner))
	}
	if msg.Disclaimer != "" {
		notes = append(notes, templates.In(lang, "mail.disclaimer", msg.Disclaimer))
	}
	return strings.Join(notes, "\n")
}

// sealedNote explains one kind of sealed part and what to send instead.
func sealedNote(kind string, lang i18n.Lang) string {
	switch kind {
	case incoming.SealedPGP:
		return templates.In(lang, "mail.sealed-pgp")
	case incoming.SealedSMIME:
		return templates.In(lang, "mail.sealed-smime")
	case incoming.SealedSMIMESigned:
		return templates.In(lang, "mail.sealed-smime-signed")
	case incoming.SealedTNEF:
		return templates.In(lang, "mail.sealed-tnef")
	case incoming.SealedPartial:
		return templates.In(lang, "mail.sealed-partial")
	}
	return ""
}

// unreadNote is the reply's lines about text in the mail that could not
// be read: each sealed part, what it was and what to send instead; for a
// mail whose only content is a forwarded mail, attached or written into
// the text, that forwarded mail is not read; for a mail with no text,
// attachment or sealed part at all but a subject, that commands are not
// read from the subject.
func unreadNote(msg *incoming.Message, subjectRead bool, lang i18n.Lang) string {
	var notes []string
	for _, kind := range msg.Sealed {
		if note := sealedNote(kind, lang); note != "" {
			notes = append(notes, note)
		}
	}
	if len(notes) > 0 || strings.TrimSpace(msg.Text) != "" {
		return strings.Join(notes, "\n")
	}
	for _, a := range msg.Attachments {
		if a.ContentType == "message/rfc822" || a.ContentType == "message/global" {
			// The forwarded mail is plain to read, but may be someone
			// else's or carried out already: the player says which
			// lines count by copying them.
			return templates.In(lang, "mail.forward-attached")
		}
	}
	if msg.Forwarded && len(msg.Files) == 0 {
		// The same for a forward written into the text, as a player
		// sends the mail that got no answer: "send HELP" is no advice.
		return templates.In(lang, "mail.forward-inline")
	}
	if !subjectRead && len(msg.Attachments) == 0 && strings.TrimSpace(msg.Decoded) == "" && strings.TrimSpace(msg.Subject) != "" {
		notes = append(notes, templates.In(lang, "mail.subject-only"))
	}
	return strings.Join(notes, "\n")
}

// unreadAttachment names an attachment that was not read and says why,
// so that a player who sent orders.txt in a form the judge skips can
// tell what to change.
func unreadAttachment(a incoming.Attachment, lang i18n.Lang) string {
	name := a.Filename
	if name == "" {
		name = a.ContentType
	}
	switch a.Unread {
	case incoming.UnreadTooLarge:
		return templates.In(lang, "mail.unread-too-large", name, kib(a.Size), kib(incoming.MaxFileBytes))
	case incoming.UnreadNotText:
		return templates.In(lang, "mail.unread-not-text", name)
	case incoming.UnreadTooMany:
		return templates.In(lang, "mail.unread-too-many", name, incoming.MaxFiles)
	case incoming.UnreadForwarded:
		return templates.In(lang, "mail.unread-forwarded", name)
	case incoming.UnreadUUEncoded:
		return templates.In(lang, "mail.unread-uuencoded", name)
	}
	return templates.In(lang, "mail.unread-type", name, a.ContentType)
}

// kib writes a size in KiB, rounded up, so that a file one byte over
// the limit does not read as the limit itself.
func kib(n int) string {
	return strconv.Itoa((n+1023)/1024) + " KiB"
}

func quotedLines(msg *incoming.Message, lang i18n.Lang) string {
	n := msg.QuotedLines
	switch {
	case msg.Forwarded && n == 1:
		return templates.In(lang, "mail.skipped-both-1")
	case msg.Forwarded && n > 1:
		return templates.In(lang, "mail.skipped-both", n)
	case msg.Forwarded:
		return templates.In(lang, "mail.skipped-forwarded")
	case n == 1:
		return templates.In(lang, "mail.skipped-quoted-1")
	case n > 1:
		return templates.In(lang, "mail.skipped-quoted", n)
	}
	return ""
}

// subjectSignonNote explains, when a mail's subject is a SIGNON line and
// its text has none, that the subject is not read: the player who wrote
// the SIGNON there would otherwise be told only that each order lacks it.
// The password is masked.
func (tree *Tree) subjectSignonNote(subject string, lang i18n.Lang) string {
	_, subj := incoming.SplitSubject(subject)
	got, _ := SplitLines(subj)
	if len(got) != 1 {
		return ""
	}
	if cmd := tree.lookup(got[0].Verb); (cmd == nil || cmd.Name != "SIGNON") && misspeltPasswordVerb(got[0].Verb) != "SIGNON" {
		return ""
	}
	return templates.In(lang, "mail.subject-signon", tree.MaskText(subj))
}

// SubjectOf is the subject of msg without its reply and forward prefixes
// ("Re:", "AW:", "回复：", "Fwd:" …, see incoming.SplitSubject), as the
// answer's subject repeats it; a mail without one gets a placeholder in
// lang.
func SubjectOf(msg *incoming.Message, lang i18n.Lang) string {
	_, s := incoming.SplitSubject(msg.Subject)
	if s == "" {
		return templates.In(lang, "mail.no-subject")
	}
	return s
}
