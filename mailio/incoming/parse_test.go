package incoming

import (
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/traditionalchinese"
)

// mailWith builds a minimal message around a header tail and a body.
func mailWith(headers, body string) []byte {
	s := "From: Player <player@example.org>\nTo: judge@adjutant.example\nSubject: orders\n" +
		"Message-ID: <p1@example.org>\n" + headers + "\n" + body
	return []byte(strings.ReplaceAll(s, "\n", "\r\n"))
}

func mustParse(t *testing.T, raw []byte, o *Options) *Message {
	t.Helper()
	m, err := Parse(raw, o)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return m
}

func TestNoHeader(t *testing.T) {
	for _, raw := range []string{"", "\r\n\r\nbody only", "just some words\nand more"} {
		if _, err := Parse([]byte(raw), nil); !errors.Is(err, ErrNoHeader) {
			t.Errorf("Parse(%q) err = %v, want ErrNoHeader", raw, err)
		}
	}
}

func TestHugeTextIsCutAndFlagged(t *testing.T) {
	body := strings.Repeat("A Par-Bur 陸軍 巴黎\n", 20000) // about 480 KB
	m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", body), nil)
	if !m.Oversized {
		t.Error("Oversized not set for a 480 KB text")
	}
	if len(m.Text) > defaultMaxTextBytes || !strings.HasPrefix(m.Text, "A Par-Bur 陸軍 巴黎\n") {
		t.Errorf("Text has %d bytes, starts %q", len(m.Text), m.Text[:min(40, len(m.Text))])
	}
	if m.Robot != "" {
		t.Errorf("an oversized mail still gets a (short) reply; Robot = %q", m.Robot)
	}
}

func TestHugeRawSkipsBody(t *testing.T) {
	att := strings.Repeat("QUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFB\n", 3000)
	raw := mailWith("Content-Type: multipart/mixed; boundary=b\n",
		"--b\nContent-Type: text/plain\n\nA Par-Bur\n--b\nContent-Type: image/jpeg\nContent-Transfer-Encoding: base64\n\n"+att+"--b--\n")
	m := mustParse(t, raw, &Options{MaxRawBytes: 100 << 10})
	if !m.Oversized || m.Text != "" {
		t.Errorf("Oversized = %v, Text = %q; want the body skipped", m.Oversized, m.Text)
	}
	if m.From.Address != "player@example.org" || m.MessageID != "<p1@example.org>" {
		t.Errorf("header not read: %+v", m)
	}
	m = mustParse(t, raw, nil)
	if m.Oversized || m.Text != "A Par-Bur" || len(m.Attachments) != 1 || m.Attachments[0].Size != 3000*57 {
		t.Errorf("default limits: Oversized = %v, Text = %q, Attachments = %+v", m.Oversized, m.Text, m.Attachments)
	}
}

func TestNestingBombIsBounded(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 500; i++ {
		fmt.Fprintf(&b, "--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n", i, i+1)
	}
	raw := mailWith("Content-Type: multipart/mixed; boundary=b0\n", b.String())
	m := mustParse(t, raw, nil)
	if !strings.Contains(m.Broken, "nested too deeply") {
		t.Errorf("Broken = %q", m.Broken)
	}
}

func TestManyPartsBounded(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 1000; i++ {
		b.WriteString("--b\nContent-Type: text/plain\n\nA Par H\n")
	}
	b.WriteString("--b--\n")
	m := mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=b\n", b.String()), nil)
	if !strings.Contains(m.Broken, "too many MIME parts") {
		t.Errorf("Broken = %q", m.Broken)
	}
}

func TestAlternativePrefersPlainWhereverItIs(t *testing.T) {
	raw := mailWith("Content-Type: multipart/alternative; boundary=x\n",
		"--x\nContent-Type: text/html\n\n<p>from html</p>\n--x\nContent-Type: text/plain\n\nfrom plain\n--x--\n")
	m := mustParse(t, raw, nil)
	if m.Text != "from plain" || m.HTMLOnly {
		t.Errorf("Text = %q, HTMLOnly = %v", m.Text, m.HTMLOnly)
	}
}

func TestAlternativeEmptyPlainFallsBackToHTML(t *testing.T) {
	raw := mailWith("Content-Type: multipart/alternative; boundary=x\n",
		"--x\nContent-Type: text/plain\n\n\n--x\nContent-Type: text/html\n\n<div>A Par-Bur</div>\n--x--\n")
	m := mustParse(t, raw, nil)
	if m.Text != "A Par-Bur" || !m.HTMLOnly {
		t.Errorf("Text = %q, HTMLOnly = %v", m.Text, m.HTMLOnly)
	}
}

func TestHTMLBlockquoteDropped(t *testing.T) {
	html := `<div>A Par-Bur</div><div class="gmail_quote">On Fri, 20 Nov 2026, Judge &lt;j@x.example&gt; wrote:<blockquote>SIGNON Fgame1 old<br>A Mar H</blockquote></div>`
	m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", html), nil)
	if m.Text != "A Par-Bur" {
		t.Errorf("Text = %q", m.Text)
	}
}

// A quotation a player set inside their own press block in an HTML mail
// (the editor's quote button) is their message; the reply's quotation
// below it is not.
func TestHTMLBlockquoteInsidePressIsKept(t *testing.T) {
	html := `<div>PRESS TO Germany</div><div>England wrote:</div><blockquote>Shall we?</blockquote><div>ENDPRESS</div>` +
		`<div class="gmail_quote">On Fri, 20 Nov 2026, Judge &lt;j@x.example&gt; wrote:<blockquote>England, to France<br>Shall we?</blockquote></div>`
	m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", html), nil)
	if want := "PRESS TO Germany\nEngland wrote:\n> Shall we?\nENDPRESS"; m.Text != want {
		t.Errorf("Text = %q, want %q", m.Text, want)
	}
}

func TestHTMLMetaCharset(t *testing.T) {
	html := "<html><head><meta charset=\"gbk\"></head><body>\xc2\xbd\xbe\xfc \xb0\xcd\xc0\xe8</body></html>" // 陆军 巴黎
	m := mustParse(t, mailWith("Content-Type: text/html\n", html), nil)
	if m.Text != "陆军 巴黎" {
		t.Errorf("Text = %q", m.Text)
	}
}

func TestUnknownCharsetStillReadable(t *testing.T) {
	m := mustParse(t, mailWith("Content-Type: text/plain; charset=x-martian\n", "A Par-Bur\n"), nil)
	if m.Text != "A Par-Bur" || m.Broken != "" {
		t.Errorf("Text = %q, Broken = %q", m.Text, m.Broken)
	}
	if len(m.Warnings) == 0 || !strings.Contains(m.Warnings[0], "x-martian") {
		t.Errorf("Warnings = %q", m.Warnings)
	}
}

func TestQuoteHandling(t *testing.T) {
	cases := []struct{ name, body, want string }{
		{"bottom posting keeps the answer",
			"On Fri, 20 Nov 2026 at 09:12, Judge <j@x.example> wrote:\n> Your units: A Par\n\nA Par-Bur\n", "A Par-Bur"},
		{"interleaved",
			"> question one\nanswer one\n> question two\nanswer two\n", "answer one\nanswer two"},
		{"unmarked quote after attribution is cut",
			"A Par-Bur\n\nOn Fri, 20 Nov 2026 at 09:12, Judge <j@x.example> wrote:\nYour units: A Par\n", "A Par-Bur"},
		{"attribution wrapped over two lines",
			"A Par-Bur\n\nOn Fri, 20 Nov 2026 at 09:12, Adjutant Judge <\njudge@adjutant.example> wrote:\n> old\n", "A Par-Bur"},
		{"outlook underscore block",
			"A Par-Bur\n\n________________________________\nFrom: Judge <j@x.example>\nSent: Friday, 20 November 2026 09:12\nTo: me\n\nold text\n", "A Par-Bur"},
		{"chinese attribution wrapped after the address",
			"A Par-Bur\n\nJudge (game1) <j@x.example> 於 2026年11月26日\n週四 上午10:00寫道：\n\n> 舊的內容\n", "A Par-Bur"},
		{"chinese attribution wrapped inside the address",
			"A Par-Bur\n\nAdjutant Judge (game1 Diplomacy) <\nj@x.example> 于2026年11月26日周四 10:00写道：\n> old\n", "A Par-Bur"},
		{"chinese attribution wrapped after its start",
			"A Par-Bur\n\n在 2026/11/26 10:00, Adjutant\nJudge 写道:\n> old\n", "A Par-Bur"},
		{"press above an attribution is kept",
			"PRESS TO E\n在巴黎见面\n在 2026/11/26 10:00, Judge 写道:\n> old\n", "PRESS TO E\n在巴黎见面"},
		{"press quoting a writer is read",
			"PRESS TO E\n莎士比亚写道：\n生存还是毁灭\nENDPRESS\nA Par-Bur\n", "PRESS TO E\n莎士比亚写道:\n生存还是毁灭\nENDPRESS\nA Par-Bur"},
		{"an attribution without a date above a quote",
			"A Par-Bur\n\nAdjutant Judge 写道:\n> old\n", "A Par-Bur"},
		{"qq's separator with its entities",
			"A Par-Bur\n\n------------------&nbsp;原始邮件&nbsp;------------------\n发件人: Judge\n", "A Par-Bur"},
		{"traditional chinese outlook block",
			"A Par-Bur\n\n寄件者: Judge <j@x.example>\n寄件日期: 2026年11月20日 上午 09:12\n\n舊的內容\n", "A Par-Bur"},
		{"full-width quote marks",
			"A Par-Bur\n＞ 舊的內容\n", "A Par-Bur"},
		{"signature without its space",
			"A Par-Bur\n--\nJohn\n", "A Par-Bur"},
		{"a From: line alone is kept",
			"PRESS TO E\nFrom: France, with love\nENDPRESS\n", "PRESS TO E\nFrom: France, with love\nENDPRESS"},
		{"press quoting another power's letter keeps the quotation",
			"PRESS TO Germany\nFrance wrote to me:\n> We attack Munich.\n\n> Keep it quiet.\nENDPRESS\nA Ber H\n",
			"PRESS TO Germany\nFrance wrote to me:\n> We attack Munich.\n\n> Keep it quiet.\nENDPRESS\nA Ber H"},
		{"chinese press quoting a letter, full-width marks",
			"通訊給德國\n法國來信：\n＞ 我們進攻慕尼黑\n結束通訊\n", "通訊給德國\n法國來信:\n> 我們進攻慕尼黑\n結束通訊"},
		{"press quoting a dated attribution",
			"BROADCAST\nOn Fri, 20 Nov 2026 at 09:12, France <f@x.example> wrote:\n> peace\nEND PRESS\n",
			"BROADCAST\nOn Fri, 20 Nov 2026 at 09:12, France <f@x.example> wrote:\n> peace\nEND PRESS"},
		{"a reply's quotation below a closed press block is dropped",
			"PRESS TO England\nAgreed.\nENDPRESS\n\nOn Sun, 22 Nov 2026 at 12:00, Judge <j@x.example> wrote:\n> England, to France:\n> PRESS TO France\n> ENDPRESS\n",
			"PRESS TO England\nAgreed.\nENDPRESS"},
		{"a press block never closed keeps the quotation out",
			"PRESS TO England\nAgreed.\n> Shall we?\n> ENDPRESS\n", "PRESS TO England\nAgreed."},
		{"a quoted opening line opens nothing",
			"> PRESS TO France\n> hello\nENDPRESS\n", "ENDPRESS"},
		{"blank lines collapse",
			"\n\nSIGNON x\n\n\n\nA Par H\n\n\n", "SIGNON x\n\nA Par H"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", c.body), nil)
			if m.Text != c.want {
				t.Errorf("Text = %q, want %q", m.Text, c.want)
			}
		})
	}
}

func TestRobotRules(t *testing.T) {
	cases := []struct{ name, headers, want string }{
		{"auto-submitted no is a person", "Auto-Submitted: no\n", ""},
		{"auto-generated", "Auto-Submitted: auto-generated\n", "Auto-Submitted: auto-generated"},
		{"precedence bulk", "Precedence: bulk\n", "Precedence: bulk"},
		{"precedence junk", "Precedence: junk\n", "Precedence: junk"},
		{"list-id", "List-Id: <x.lists.example>\n", "List-Id"},
		{"x-autorespond", "X-Autorespond: yes\n", "X-Autorespond"},
		{"suppress without auto subject is a person", "X-Auto-Response-Suppress: All\n", ""},
		{"x-loop", "X-Loop: judge@adjutant.example\n", "X-Loop"},
		{"null return path", "Return-Path: <>\n", "empty Return-Path"},
		{"ordinary return path", "Return-Path: <player@example.org>\n", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith(c.headers, "A Par H\n"), &Options{Self: corpusSelf})
			if c.want == "" && m.Robot != "" || !strings.Contains(m.Robot, c.want) {
				t.Errorf("Robot = %q, want %q", m.Robot, c.want)
			}
		})
	}
	for _, from := range []string{"dipl-request@lists.example", "owner-dipl@lists.example", "noreply@example.com",
		"do-not-reply@example.com", "MAILER-DAEMON@example.com", "Postmaster@example.com"} {
		raw := []byte("From: " + from + "\r\nSubject: x\r\n\r\nhello\r\n")
		if m := mustParse(t, raw, nil); m.Robot == "" {
			t.Errorf("From %s: not recognised as a robot", from)
		}
	}
}

// The judge's own mail goes out with an internationalised domain in its
// ASCII form; coming back, it is still the judge's, whichever form the
// operator configured.
func TestOwnMailWithEitherFormOfAnIDNDomainIsARobots(t *testing.T) {
	for _, c := range []struct{ self, from string }{
		{"judge@例子.中国", "judge@xn--fsqu00a.xn--fiqs8s"},
		{"judge@xn--fsqu00a.xn--fiqs8s", "Judge@例子.中国"},
	} {
		raw := []byte("From: " + c.from + "\r\nSubject: x\r\n\r\nhello\r\n")
		if m := mustParse(t, raw, &Options{Self: []string{c.self}}); m.Robot == "" {
			t.Errorf("From %s with the judge at %s: answered as a person's mail", c.from, c.self)
		}
	}
}

func TestDSNWithReturnedMessage(t *testing.T) {
	body := "--r\nContent-Type: text/plain\n\nDelivery failed.\n" +
		"--r\nContent-Type: message/delivery-status\n\nReporting-MTA: dns; mx.example\n\n" +
		"Final-Recipient: rfc822; a@example.net\nAction: failed\nStatus: 5.2.2 (mailbox full)\nDiagnostic-Code: smtp; 552 mailbox full\n\n" +
		"Final-Recipient: rfc822; b@example.net\nAction: delayed\nStatus: 4.4.1\n\n" +
		"--r\nContent-Type: message/rfc822\n\nFrom: judge@adjutant.example\nTo: a@example.net, B <b@example.net>\nMessage-ID: <game1.r.5@adjutant.example>\nSubject: results\n\nbody\n" +
		"--r--\n"
	m := mustParse(t, mailWith("Content-Type: multipart/report; report-type=delivery-status; boundary=r\n", body), nil)
	if m.Bounce == nil {
		t.Fatal("Bounce is nil")
	}
	want := []BounceRecipient{
		{Addr: "a@example.net", Action: "failed", Status: "5.2.2", Diagnostic: "552 mailbox full"},
		{Addr: "b@example.net", Action: "delayed", Status: "4.4.1"},
	}
	if !slices.Equal(m.Bounce.Recipients, want) {
		t.Errorf("Recipients = %+v", m.Bounce.Recipients)
	}
	if m.Bounce.OriginalMessageID != "<game1.r.5@adjutant.example>" ||
		!slices.Equal(m.Bounce.OriginalTo, []string{"a@example.net", "b@example.net"}) {
		t.Errorf("original = %q %q", m.Bounce.OriginalMessageID, m.Bounce.OriginalTo)
	}
	if !strings.Contains(m.Robot, "delivery status") {
		t.Errorf("Robot = %q", m.Robot)
	}
}

func TestInlineImagesAndSignaturesAreNotAttachments(t *testing.T) {
	body := "--s\nContent-Type: multipart/related; boundary=r\n\n" +
		"--r\nContent-Type: text/html\n\n<p>A Par-Bur</p><img src=\"cid:logo\">\n" +
		"--r\nContent-Type: image/png\nContent-ID: <logo>\nContent-Transfer-Encoding: base64\n\niVBORw0KGgo=\n--r--\n" +
		"--s\nContent-Type: application/pgp-signature; name=signature.asc\n\n-----BEGIN PGP SIGNATURE-----\n--s--\n"
	m := mustParse(t, mailWith("Content-Type: multipart/signed; boundary=s; protocol=\"application/pgp-signature\"\n", body), nil)
	if m.Text != "A Par-Bur" || len(m.Attachments) != 0 {
		t.Errorf("Text = %q, Attachments = %+v", m.Text, m.Attachments)
	}
}

func TestForwardedMessageIsAnAttachment(t *testing.T) {
	body := "--m\nContent-Type: text/plain\n\nsee below\n--m\nContent-Type: message/rfc822\n\nFrom: a@b.example\nSubject: old\n\nold orders\n--m--\n"
	m := mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=m\n", body), nil)
	if m.Text != "see below" || len(m.Attachments) != 1 || m.Attachments[0].Filename != "forwarded message" {
		t.Errorf("Text = %q, Attachments = %+v", m.Text, m.Attachments)
	}
}

func TestBrokenHeaderLinesTolerated(t *testing.T) {
	raw := []byte("From: p@example.org\r\nthis line has no colon\r\nSubject: hi\r\n\r\nA Par H\r\n")
	m := mustParse(t, raw, nil)
	if m.Subject != "hi" || m.Text != "A Par H" || len(m.Warnings) == 0 {
		t.Errorf("Subject = %q, Text = %q, Warnings = %q", m.Subject, m.Text, m.Warnings)
	}
}

func TestMultipartWithoutBoundary(t *testing.T) {
	m := mustParse(t, mailWith("Content-Type: multipart/mixed\n", "A Par-Bur\n"), nil)
	if !strings.Contains(m.Broken, "without boundary") || !strings.Contains(m.Readable, "A Par-Bur") {
		t.Errorf("Broken = %q, Readable = %q", m.Broken, m.Readable)
	}
}

func TestLatin1LabelReadsWindows1252(t *testing.T) {
	// Outlook's curly quotes (0x93, 0x94) in mail labelled ISO-8859-1.
	m := mustParse(t, mailWith("Content-Type: text/plain; charset=iso-8859-1\n", "PRESS TO E\n\x93hello\x94 from M\xfcnchen\nENDPRESS\n"), nil)
	if want := "PRESS TO E\n“hello” from München\nENDPRESS"; m.TextAsWritten != want {
		t.Errorf("TextAsWritten = %q, want %q", m.TextAsWritten, want)
	}
}

func TestMissingCloseDelimiterIsOnlyAWarning(t *testing.T) {
	m := mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=b\n", "--b\nContent-Type: text/plain\n\nA Par-Bur\n"), nil)
	if m.Broken != "" || m.Text != "A Par-Bur" || !slices.Contains(m.Warnings, "MIME closing boundary missing") {
		t.Errorf("Broken = %q, Text = %q, Warnings = %q", m.Broken, m.Text, m.Warnings)
	}
}

// QQ Mail quotes its encoded words in From; the name is decoded anyway.
func TestQuotedEncodedWordInFromIsDecoded(t *testing.T) {
	raw := "From: \"=?gb18030?B?zfXOsA==?=\" <wangwei@qq.example>\r\nSubject: x\r\n\r\nA Par-Bur\r\n"
	m := mustParse(t, []byte(raw), nil)
	if m.From.Name != "王伟" || m.From.Address != "wangwei@qq.example" {
		t.Errorf("From = %q <%s>, want 王伟 <wangwei@qq.example>", m.From.Name, m.From.Address)
	}
}

// The ideographic spaces that indent a Chinese paragraph survive HTML
// white-space collapsing in TextAsWritten.
func TestHTMLKeepsIdeographicSpace(t *testing.T) {
	m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n",
		"<div>PRESS TO E</div><div>\u3000\u3000亲爱的朋友  们</div><div>ENDPRESS</div>"), nil)
	if want := "PRESS TO E\n\u3000\u3000亲爱的朋友 们\nENDPRESS"; m.TextAsWritten != want {
		t.Errorf("TextAsWritten = %q, want %q", m.TextAsWritten, want)
	}
}

// TestAutoReplyToTheJudgeWithoutHeaders: a responder that marks nothing
// but its subject is told apart only when it answers the judge's own
// mail; a player's subject alone, or a reply elsewhere, is still read.
func TestAutoReplyToTheJudgeWithoutHeaders(t *testing.T) {
	mail := func(subject, inReplyTo string) []byte {
		s := "From: Player <player@example.org>\nTo: judge@adjutant.example\nSubject: " + subject + "\n" +
			"Message-ID: <p1@example.org>\nIn-Reply-To: " + inReplyTo + "\nContent-Type: text/plain; charset=utf-8\n\n我正在休假。\n"
		return []byte(strings.ReplaceAll(s, "\n", "\r\n"))
	}
	cases := []struct {
		name, subject, inReplyTo string
		robot                    bool
	}{
		{"auto-reply subject on the judge's mail", "自动回复: Re: game1", "<game1.s1901m.3@adjutant.example>", true},
		{"English auto-reply on the judge's mail", "Automatic reply: game1", "<game1.s1901m.3@ADJUTANT.example>", true},
		{"auto-reply subject on someone else's mail", "自动回复: hello", "<x@elsewhere.example>", false},
		{"a player's reply to the judge", "Re: game1", "<game1.s1901m.3@adjutant.example>", false},
		{"Outlook's out-of-office on the judge's mail", "Out of Office: game1", "<game1.s1901m.3@adjutant.example>", true},
		{"a responder's subject alone", "自動回覆", "<game1.s1901m.3@adjutant.example>", true},
		// A person's own subject that starts with the same words: no
		// colon after them, so the orders in it are read.
		{"a player away next week", "Out of office next week - orders", "<game1.s1901m.3@adjutant.example>", false},
		{"a player's orders for while away", "不在家期间的命令", "<game1.s1901m.3@adjutant.example>", false},
		{"a player's Chinese orders on autopilot", "自动回复不了，手动命令", "<game1.s1901m.3@adjutant.example>", false},
	}
	for _, c := range cases {
		m := mustParse(t, mail(c.subject, c.inReplyTo), &Options{Self: corpusSelf})
		if got := m.Robot != ""; got != c.robot {
			t.Errorf("%s: Robot = %q, want a robot: %v", c.name, m.Robot, c.robot)
		}
	}
}

// Mail written with the old Macintosh line end, a CR alone, is read line
// by line: its sender is the From address, not a word guessed from a
// header block read as one line.
func TestBareCRLineEnds(t *testing.T) {
	raw := "From: Old Mac <oldmac@example.org>\rTo: judge@adjutant.example\rSubject: orders\r" +
		"Message-ID: <123@client.example>\rContent-Type: text/plain; charset=us-ascii\r\rLIST\rA Par-Bur\r"
	m := mustParse(t, []byte(raw), nil)
	if m.From.Address != "oldmac@example.org" || m.Subject != "orders" || m.Text != "LIST\nA Par-Bur" {
		t.Errorf("From = %q, Subject = %q, Text = %q", m.From.Address, m.Subject, m.Text)
	}
}

// Content-Transfer-Encoding names as mailers misspell them are read as
// the encoding they mean, with a warning, instead of refusing the mail.
func TestTransferEncodingTypos(t *testing.T) {
	for cte, body := range map[string]string{
		"8-bit":            "LIST\nA Par-Bur\n",
		"7 bit":            "LIST\nA Par-Bur\n",
		"Quoted-Printible": "LIST\nA Par=2DBur\n",
		"quoted printable": "LIST\nA Par=2DBur\n",
		"base-64":          "TElTVA0KQSBQYXItQnVyDQo=\n",
		"\"base64\"":       "TElTVA0KQSBQYXItQnVyDQo=\n",
	} {
		m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: "+cte+"\n", body), nil)
		if m.Broken != "" || m.Text != "LIST\nA Par-Bur" {
			t.Errorf("%q: Broken = %q, Text = %q", cte, m.Broken, m.Text)
		}
	}
}

// Outlook writes every table cell as a paragraph: a row of cells is one
// line, as it shows on screen, while paragraphs within one cell (a table
// that only lays out the whole message) still break lines.
func TestHTMLTableRowIsOneLine(t *testing.T) {
	html := `<p class=MsoNormal>LIST<o:p></o:p></p><table class=MsoTableGrid border=1>` +
		`<tr><td width=100 valign=top><p class=MsoNormal>A<o:p></o:p></p></td><td><p class=MsoNormal>Par</p></td><td><p>-</p></td><td><p>Bur</p></td></tr>` +
		`<tr><td><p class=MsoNormal>F</p></td><td><p>Bre</p></td><td><p>-</p></td><td><p>MAO</p></td></tr></table>` +
		`<table><tr><td><p>A Mar-Spa</p><p>A Mun H</p><div>F Kie-Den<br>F Tri H</div></td></tr></table>`
	m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", html), nil)
	if want := "LIST\nA Par - Bur\nF Bre - MAO\nA Mar-Spa\nA Mun H\nF Kie-Den\nF Tri H"; m.Text != want {
		t.Errorf("Text = %q, want %q", m.Text, want)
	}
}

// Text in other text/ subtypes is read: text/markdown as it stands,
// text/enriched (RFC 1896) without its formatting; a calendar or a card
// stays an attachment.
func TestOtherTextSubtypesAreRead(t *testing.T) {
	cases := []struct{ ct, body, want string }{
		{"text/markdown; charset=utf-8; variant=CommonMark", "LIST\n\nA Par-Bur\n", "LIST\n\nA Par-Bur"},
		{"text/x-markdown", "LIST\nA Par-Bur\n", "LIST\nA Par-Bur"},
		{"text/enriched; charset=us-ascii", "<bold>LIST</bold>\n\nA Par-Bur\nF Bre-MAO\n\n<param>x</param><italic>a <<b></italic>\n",
			"LIST\nA Par-Bur F Bre-MAO\na <b>"},
		{"text/enriched", "<nofill>LIST\nA Par-Bur\n</nofill>\n", "LIST\nA Par-Bur"},
		{"text/richtext", "LIST<nl>A Par-Bur<nl><lt>x>\n", "LIST\nA Par-Bur\n<x>"},
	}
	for _, c := range cases {
		m := mustParse(t, mailWith("Content-Type: "+c.ct+"\n", c.body), nil)
		if m.Text != c.want || len(m.Attachments) != 0 {
			t.Errorf("%s: Text = %q, want %q; attachments %+v", c.ct, m.Text, c.want, m.Attachments)
		}
	}
	m := mustParse(t, mailWith("Content-Type: text/calendar; method=REQUEST\n", "BEGIN:VCALENDAR\nEND:VCALENDAR\n"), nil)
	if m.Text != "" || len(m.Attachments) != 1 {
		t.Errorf("calendar: Text = %q, attachments %+v", m.Text, m.Attachments)
	}
}

// UTF-16 is big-endian unless a byte order mark says otherwise (RFC
// 2781), UTF-7 is decoded, and a charset name no one knows ("gbk2312")
// on bytes that are not UTF-8 is read as undeclared text is.
func TestUnusualCharsets(t *testing.T) {
	b64 := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) + "\n" }
	utf16 := func(s string, big bool) []byte {
		var out []byte
		for _, u := range utf16.Encode([]rune(s)) {
			if big {
				out = append(out, byte(u>>8), byte(u))
			} else {
				out = append(out, byte(u), byte(u>>8))
			}
		}
		return out
	}
	gbk, _ := simplifiedchinese.GBK.NewEncoder().String("LIST\n陆军 巴黎-勃艮第\n")
	big5, _ := traditionalchinese.Big5.NewEncoder().String("LIST\n陸軍 維也納-加利西亞\n")
	cases := []struct{ name, header, body, want string }{
		{"utf-16 without a BOM", "charset=utf-16\nContent-Transfer-Encoding: base64", b64(utf16("LIST\r\n你好\r\n", true)), "LIST\n你好"},
		{"utf-16 with a little-endian BOM", "charset=\"UTF-16\"\nContent-Transfer-Encoding: base64", b64(utf16("\ufeffLIST\r\n你好\r\n", false)), "LIST\n你好"},
		{"utf-16le with a BOM", "charset=utf-16le\nContent-Transfer-Encoding: base64", b64(utf16("\ufeffLIST\r\n", false)), "LIST"},
		{"utf-7", "charset=\"utf-7\"", "LIST\nA Par-Bur\n+T2BZfQ- +- 1+AKM-\n", "LIST\nA Par-Bur\n你好 + 1£"},
		{"a misspelt GBK label", "charset=\"gbk2312\"\nContent-Transfer-Encoding: 8bit", gbk, "LIST\n陆军 巴黎-勃艮第"},
		{"Windows' own Big5 label", "charset=x-windows-950\nContent-Transfer-Encoding: 8bit", big5, "LIST\n陸軍 維也納-加利西亞"},
		{"another Big5 label", "charset=ms950\nContent-Transfer-Encoding: 8bit", big5, "LIST\n陸軍 維也納-加利西亞"},
		{"a Mac's Simplified Chinese", "charset=x-mac-chinesesimp\nContent-Transfer-Encoding: 8bit", gbk, "LIST\n陆军 巴黎-勃艮第"},
	}
	for _, c := range cases {
		m := mustParse(t, mailWith("Content-Type: text/plain; "+c.header+"\n", c.body), nil)
		if m.Text != c.want {
			t.Errorf("%s: Text = %q, want %q", c.name, m.Text, c.want)
		}
	}
}

// Mail whose text the judge cannot open is not refused as broken and
// not read as commands: Sealed says what it was.
func TestSealedParts(t *testing.T) {
	p7m := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", "smime", name))
		if err != nil {
			t.Fatal(err)
		}
		return base64.StdEncoding.EncodeToString(b) + "\n"
	}
	const tnef = "eJ8+IgEAAQ==\n" // the TNEF signature and key
	cases := []struct {
		name, header, body string
		sealed             []string
		text               string
		attachments        int
	}{
		{"PGP/MIME", "Content-Type: multipart/encrypted; protocol=\"application/pgp-encrypted\"; boundary=b\n",
			"--b\nContent-Type: application/pgp-encrypted\n\nVersion: 1\n--b\nContent-Type: application/octet-stream; name=encrypted.asc\n\n-----BEGIN PGP MESSAGE-----\n\nhF4DAc7i\n=FAAe\n-----END PGP MESSAGE-----\n--b--\n",
			[]string{SealedPGP}, "", 0},
		{"inline PGP", "Content-Type: text/plain\n", "-----BEGIN PGP MESSAGE-----\n\nhF4DAc7iyYdSQzkSAQdALUFA\n=FAAe\n-----END PGP MESSAGE-----\n",
			[]string{SealedPGP}, "", 0},
		{"S/MIME encrypted", "Content-Type: application/pkcs7-mime; smime-type=enveloped-data; name=smime.p7m\nContent-Transfer-Encoding: base64\n",
			p7m("enveloped.p7m"), []string{SealedSMIME}, "", 0},
		{"S/MIME opaque signed", "Content-Type: application/pkcs7-mime; smime-type=signed-data; name=smime.p7m\nContent-Transfer-Encoding: base64\n",
			p7m("signed_ber.p7m"), nil, "A Par-Bur\nF Bre-MAO\nA Mar-Spa", 0},
		{"S/MIME signed, damaged", "Content-Type: application/pkcs7-mime; smime-type=signed-data; name=smime.p7m\nContent-Transfer-Encoding: base64\n",
			"MIIGWwYJKoZIhvcNAQcCoIIGTDCCBkgCAQExDzANBglghkgBZQMEAgEFADB8\n", []string{SealedSMIMESigned}, "", 0},
		{"TNEF alone", "Content-Type: application/ms-tnef; name=winmail.dat\nContent-Transfer-Encoding: base64\n",
			tnef, []string{SealedTNEF}, "", 0},
		{"TNEF with a text copy", "Content-Type: multipart/mixed; boundary=b\n",
			"--b\nContent-Type: text/plain\n\nA Par-Bur\n--b\nContent-Type: application/ms-tnef; name=winmail.dat\nContent-Transfer-Encoding: base64\n\n" + tnef + "--b--\n",
			nil, "A Par-Bur", 1},
	}
	for _, c := range cases {
		m := mustParse(t, mailWith(c.header, c.body), nil)
		if m.Broken != "" || !slices.Equal(m.Sealed, c.sealed) || m.Text != c.text || len(m.Attachments) != c.attachments {
			t.Errorf("%s: Broken %q, Sealed %q, Text %q, Attachments %+v", c.name, m.Broken, m.Sealed, m.Text, m.Attachments)
		}
	}
}

// When the strict parser refuses a From field, the first address in
// angle brackets is the sender's; a word with "@" after it (a message
// identifier run into the field) is not.
func TestLenientFromPrefersTheBracketedAddress(t *testing.T) {
	for v, want := range map[string]string{
		"X <eolcr@example.com>To: judge@localhostMessage-ID: <123@client.example>": "eolcr@example.com",
		"john@home <john@work.example>":                                            "john@work.example",
		"broken name, no brackets jo@example.org":                                  "jo@example.org",
	} {
		if a, ok := parseAddress(v); !ok || a.Address != want {
			t.Errorf("parseAddress(%q) = %q, want %q", v, a.Address, want)
		}
	}
}

// Text the reader's mail program does not show (a newsletter's preview
// text in a display:none div, Outlook's mso-hide:all) is not read; a
// hidden element left open does not hide the orders after it.
func TestHTMLHiddenTextIsNotRead(t *testing.T) {
	for _, c := range []struct{ name, html, want string }{
		{"display none", `<div style="display: none; max-height:0">Preview text</div><p>A Par-Bur</p>`, "A Par-Bur"},
		{"nested in itself", `<div style="DISPLAY:NONE"><div>x</div>Preview</div><div>A Par-Bur</div>`, "A Par-Bur"},
		{"outlook", `<span style='mso-hide:all'>hidden</span><p>A Par-Bur</p>`, "A Par-Bur"},
		{"attribute", `<div hidden>hidden</div><p>A Par-Bur</p>`, "A Par-Bur"},
		{"left open", `<div style="display:none">Preview<p>A Par-Bur</p>`, "Preview\nA Par-Bur"},
		{"a hidden p is read", `<p style="display:none">x<p>A Par-Bur</p>`, "x\nA Par-Bur"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", c.html), nil)
			if m.Text != c.want {
				t.Errorf("Text = %q, want %q", m.Text, c.want)
			}
		})
	}
}

// Gmail's "Indent more" wraps the writer's own lines in a blockquote with
// no border: they are read, where a reply's quotation (Gmail's, Apple
// Mail's type=cite, a plain blockquote) is still skipped.
func TestGmailIndentIsNoQuotation(t *testing.T) {
	for _, c := range []struct{ name, html, want string }{
		{"indent", `<div dir="ltr">SIGNON Fwest pw<blockquote style="margin:0 0 0 40px;border:none;padding:0px"><div>A Par-Bur</div><div>F Bre-Mao</div></blockquote></div>`, "SIGNON Fwest pw\nA Par-Bur\nF Bre-Mao"},
		{"indent inside a quotation", `<div>A Par-Bur</div><blockquote class="gmail_quote" style="border-left:1px solid"><blockquote style="margin:0 0 0 40px;border:none">old</blockquote>older</blockquote>`, "A Par-Bur"},
		{"a quotation inside an indent", `<blockquote style="margin:0 0 0 40px;border:none">A Par-Bur<blockquote type="cite">old</blockquote>F Bre-Mao</blockquote>`, "A Par-Bur\nF Bre-Mao"},
		{"gmail's quotation", `<div>A Par-Bur</div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">old</blockquote>`, "A Par-Bur"},
		{"a stray end", `</blockquote><div>A Par-Bur</div>`, "A Par-Bur"},
		{"outlook's quotation", `<p>A Par-Bur</p><blockquote style='border:none;border-left:solid #CCCCCC 1.0pt;padding:0cm 0cm 0cm 6.0pt;margin-left:4.8pt'><p>old</p></blockquote>`, "A Par-Bur"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", c.html), nil)
			if m.Text != c.want {
				t.Errorf("Text = %q, want %q", m.Text, c.want)
			}
		})
	}
}

// Some mail programs send the text as typed inside a <div> whose style
// keeps line ends (white-space: pre-wrap), with no <br>: each line is
// read as a line, not all run together.
func TestHTMLPreWrapKeepsLines(t *testing.T) {
	for _, c := range []struct{ name, html, want string }{
		{"pre-wrap", "<div style=\"white-space: pre-wrap\">SIGNON Fwest pw\nA Par-Bur\nF Bre-Mao</div>", "SIGNON Fwest pw\nA Par-Bur\nF Bre-Mao"},
		{"nested divs", "<div style=\"white-space:pre-line\">SIGNON Fwest pw\n<div>A Par-Bur</div>A Mar H\n</div><div>x y\nz</div>", "SIGNON Fwest pw\nA Par-Bur\nA Mar H\nx y z"},
		{"ordinary div", "<div>A Par-Bur\nF Bre-Mao</div>", "A Par-Bur F Bre-Mao"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/html; charset=utf-8\n", c.html), nil)
			if m.Text != c.want {
				t.Errorf("Text = %q, want %q", m.Text, c.want)
			}
		})
	}
}

// The plain and HTML renderings of one text sent side by side in
// multipart/mixed are read once; two different texts are both read.
func TestMixedPlainAndHTMLCopiesReadOnce(t *testing.T) {
	mixed := func(plain, html string) string {
		return "--m\nContent-Type: text/plain; charset=utf-8\n\n" + plain + "\n--m\nContent-Type: text/html; charset=utf-8\n\n" + html + "\n--m--\n"
	}
	m := mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=m\n",
		mixed("SIGNON Fwest pw\nA Par-Bur", "<div>SIGNON Fwest pw</div><div>A Par-Bur</div>")), nil)
	if m.Text != "SIGNON Fwest pw\nA Par-Bur" {
		t.Errorf("copies: Text = %q", m.Text)
	}
	m = mustParse(t, mailWith("Content-Type: multipart/mixed; boundary=m\n",
		mixed("SIGNON Fwest pw", "<div>A Par-Bur</div>")), nil)
	if m.Text != "SIGNON Fwest pw\nA Par-Bur" {
		t.Errorf("two texts: Text = %q", m.Text)
	}
}

// An HTML page that a phone app or web form sends as text/plain is read as
// HTML; text that only mentions tags is read as it stands.
func TestAnHTMLPageSentAsPlainTextIsReadAsHTML(t *testing.T) {
	m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n",
		"<!DOCTYPE html>\n<html><body><div>SIGNON Cgb pw</div><div>PASS</div></body></html>\n"), nil)
	if m.Text != "SIGNON Cgb pw\nPASS" {
		t.Errorf("read %q", m.Text)
	}
	m = mustParse(t, mailWith("Content-Type: text/plain\n", "<html> is a tag\nPASS\n"), nil)
	if m.Text != "<html> is a tag\nPASS" {
		t.Errorf("plain text read %q", m.Text)
	}
}
