// Package incoming turns the raw bytes of a player's mail (RFC 5322) into
// what the player meant: the sender, the threading identifiers, a decoded
// subject, and the cleaned text of the body, ready for the judge's command
// parser. It also decides whether the mail may be answered at all.
//
// # Body text
//
// The MIME tree (RFC 2045, 2046) is walked by our own lenient reader over
// the message bytes, which are in memory already; go-message's readers
// stop at the first fault, whereas a player's half-broken mail should
// still be answered with whatever could be read. In multipart/alternative
// the text/plain part wins; HTML-only mail is converted to text (block
// elements and <br> break lines, <blockquote> becomes "> " quoting, script
// and style are dropped; only ASCII white space collapses, so the
// ideographic spaces that indent a Chinese paragraph stay). base64 and quoted-printable are decoded
// leniently. Charsets are decoded through golang.org/x/text: UTF-8,
// GB2312, GBK and GB18030 (all three read as GB18030, the superset), Big5,
// ISO-2022-JP, Shift_JIS, EUC-JP, windows-1252, ISO-8859-1 (read as
// windows-1252, as browsers do) and anything
// else the WHATWG or IANA indexes know. Parse does not depend on the
// package-level hook that go-message's charset package sets.
//
// Cleaning then drops quoted reply text: lines starting with ">" (or the
// full-width "＞"), attributions ("On … wrote:", "在 … 写道：", "於 … 寫道：",
// "Am … schrieb …:", "Le … a écrit :"), and everything after an
// "-----Original Message-----" style separator (also "原始邮件", QQ's
// "------------------ 原始邮件 ------------------", which its text/plain
// part writes with "&nbsp;" around the words, Outlook 2010's
// "-----邮件原件-----" and NetEase Mail Master's "---- 回复的原邮件 ----")
// or an Outlook header
// block ("From:"/"发件人:"/"寄件者:" followed by "Sent:"/"发送时间:"/
// "寄件日期:" …). An attribution followed by unquoted text is taken as
// the start of an unmarked quote and everything after it is dropped; text
// below or between ">" lines (bottom-posting, interleaved answers) is
// kept. An attribution wrapped over two lines is recognised in English
// ("On …" + "… wrote:") and Chinese (a line starting "在 2026…"/"於 2026…"
// or naming "<address>", then one ending "写道："). The signature after
// "-- " (or "--", as many clients strip the space), a final phone or
// webmail footer ("Sent from my iPhone", "发自我的iPhone", "發自我的華為手機", "发自网易邮箱大师",
// "从 Windows 版邮件发送", "获取 Outlook for …", "Sent from Outlook …", "Envoyé de mon iPhone", "Sent from Yahoo Mail …",
// "Sent with Proton Mail …"), an antivirus footer ("This email has been
// checked for viruses by Avast …" and its link) and a final line
// that is a bare address (Foxmail's signature) go too, and so do a
// corporate banner at the top and disclaimer at the end ("[EXTERNAL]",
// "This email and any attachments are confidential …", "本邮件及其附件含有保密信息…":
// disclaimer.go), which Message.Banner and Message.Disclaimer name. Finally
// NormaliseWidth maps full-width letters, digits and punctuation to ASCII
// so that "Ａ　Ｐａｒ－Ｂｕｒ" reads "A Par-Bur"; CJK characters are kept.
// Message.TextAsWritten holds the same lines before that mapping, for
// press messages.
//
// Other text subtypes are read too: text/markdown and any subtype we do
// not know as they stand, text/enriched and text/richtext without their
// formatting; calendars, cards and the like are attachments. UTF-16 is
// read big-endian unless a byte order mark says otherwise, UTF-7 is
// decoded, and text under a charset name no one knows is read as
// undeclared text. Misspelt transfer encodings ("8-bit", "base-64",
// "quoted-printible") are read as meant, and a mail whose lines end in a
// CR alone is read line by line.
//
// An attached plain-text file (text/plain with a file name inside a
// multipart, attached or shown inline as Apple Mail sends it, or a *.txt
// the mailer labelled application/octet-stream or another text type) is
// read into Message.Files, up to four files of 64 KiB each: a byte order
// mark wins over the declared charset, UTF-16 without one is told by its
// zero bytes, a "UTF-8" label on bytes that are not is read as undeclared
// text, and the text is cleaned as the body is. A file too long, or whose
// bytes are not text, stays an attachment. Whether the lines are commands
// is the judge's decision. Other attachments are not read; they are
// listed in Message.Attachments, each with why (Attachment.Unread: not a
// text file, too large, not text, one file too many, a forwarded mail,
// a file written into the text with uuencode, whose lines are taken out
// of the text), so the reply can say what to change. A NUL in unencoded
// ASCII or UTF-8 text that the IMAP server served as 0x80 (Dovecot does)
// is read as the NUL it was. Images embedded in HTML (a part with a
// Content-ID inside a multipart) and PGP/S-MIME signatures are not listed.
// An opaque S/MIME signature (application/pkcs7-mime signed data, the text
// inside the signature) is unwrapped and its text read; the signature is
// not checked. Text the judge cannot open is listed in Message.Sealed
// instead: PGP-encrypted mail (PGP/MIME or an inline "BEGIN PGP MESSAGE"
// block, which is taken out of the text), S/MIME-encrypted mail, an
// opaque signature that does not unwrap, and Outlook's winmail.dat
// (TNEF) when the mail has no other text and no body could be read from
// it. A winmail.dat that is the mail's only text is read: its plain body
// (PR_BODY or the older attBody), else its HTML body, else its compressed
// RTF body (MS-OXRTFCP) rendered as text. The files attached in Rich Text
// mode travel inside winmail.dat: a text file among them is read as an
// attached one is, another named file is listed as not read.
//
// # Limits
//
// Memory is bounded by a small multiple of Options.MaxRawBytes: a larger
// message has only its header read. The text is cut at
// Options.MaxTextBytes. Both set Message.Oversized, which asks for a short
// reply rather than a parse. At most 200 MIME parts and 16 levels of
// nesting are read. Parse never panics (it is fuzzed) and fails only when
// there is no header at all.
//
// # Robots
//
// Message.Robot is set, with the reason, for mail that must never be
// answered (RFC 3834 section 2): mail from one of Options.Self (compared
// case-insensitively, also via Sender and X-Loop); Auto-Submitted other
// than "no"; any multipart/report (bounces, read receipts); an empty
// Return-Path "<>"; Precedence bulk, junk or auto_reply; X-Autoreply,
// X-Autorespond and similar; an auto-reply subject ("Out of Office",
// "Automatic reply", "自动回复", "自動回覆" …, followed by a colon or
// standing alone, so that "Out of office next week - orders" is a
// person's) together with X-Auto-Response-Suppress (Exchange puts that
// header on its auto-replies; on its own it is not enough, as some
// ordinary mail carries it) or on a reply to the judge's own mail (its
// In-Reply-To or References in the domain of an Options.Self address: QQ
// and 163 responders mark nothing else); and the senders MAILER-DAEMON, postmaster,
// "*-request", "owner-*", "*-owner", listserv, majordomo, and no-reply
// addresses (noreply, no-reply, do-not-reply …): those cannot receive an
// answer, so answering them only makes noise.
//
// # Mailing lists
//
// Mail a list relayed (Precedence: list, or bulk with a list field; any
// List-* field of RFC 2369 and RFC 2919; Mailing-List; X-Mailman-Version)
// and that nothing else marks automatic gets Message.List, and Robot set
// to List.Reason so that it is never answered as it stands. List.Original
// names the writer when the list tells: the From when the list left it
// alone; when the list rewrote From to its own address (its List-Post
// address, the address its List-Id stands for, or a name "… via List", as
// Google Groups and Mailman's DMARC mitigation write it), the first of
// X-Original-Sender, X-Original-From and Reply-To that is not the list.
// The judge decides whether to read the mail as the writer's.
//
// # Quoted text
//
// Message.QuotedLines counts the non-empty lines clean dropped as quoted
// (">" lines, attributions, an earlier message below the text), and
// Message.Forwarded says a forwarded message written into the text was
// dropped; the reply mentions both. SplitSubject takes reply and forward
// prefixes off a subject (Re, AW, SV, VS, Antw, Fwd, WG, 回复, 回覆, 答复,
// 轉寄 …, with ":" or "："), for a reply subject that never doubles one.
//
// # Bounces
//
// A delivery status notification (multipart/report with
// report-type=delivery-status, RFC 3464) yields Message.Bounce: one
// BounceRecipient per per-recipient block, plus the Message-ID and To of
// the returned message or header. The judge records the bounce against the
// address, and can tie it to the mail it sent through OriginalMessageID.
// Non-standard bounces (plain text from MAILER-DAEMON) are recognised as
// robots but not parsed.
//
// # Caveats
//
// Quote detection is heuristic: a player who types a line starting with
// ">" loses it, and so does one who types a line ending in "写道：" that
// holds a date or an address or stands above ">" lines (without those,
// as in press quoting a writer, "…写道：" is read as text). Text in a
// charset we do not know is read as UTF-8 and a warning is recorded.
// Undeclared 8-bit text that is not UTF-8 (no charset, or US-ASCII on
// bytes that are not) is read as GB18030 or Big5 when it decodes as
// Chinese and nothing else, Big5 when its byte pairs say so, and as
// windows-1252 otherwise (sniff.go); a short Big5 text whose pairs all
// look like GB2312 can still be misread as Simplified characters.
// Message identifiers keep their angle brackets. Adjacent encoded words
// in one charset are decoded together, as some mailers split a GBK or
// UTF-8 character between two of them. An encoded word inside a
// quoted display name ("=?gb18030?B?…?=" <addr>, as QQ Mail writes it)
// is decoded although RFC 2047 forbids it there.
package incoming
