package judge

import (
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// sendRaw delivers a mail from addr with the given header lines (a
// Content-Type among them) and body, and returns the judge's answer.
func (tj *testJudge) sendRaw(t *testing.T, addr, subject, headers, body string) string {
	t.Helper()
	msgSeq++
	id := fmt.Sprintf("m%d@formats.test", msgSeq)
	tj.deliver(t, "From: "+addr+"\nTo: judge@example.org\nSubject: "+subject+"\nMessage-ID: <"+id+">\n"+
		"Date: Sun, 22 Nov 2026 11:59:00 +0000\nMIME-Version: 1.0\n"+headers+"\n"+body)
	all := tj.mailsTo(t, addr)
	for i := len(all) - 1; i >= 0; i-- {
		if all[i].InReplyTo == "<"+id+">" {
			return all[i].Body
		}
	}
	t.Fatalf("no reply to %s's mail", addr)
	return ""
}

// Mail as other programs send it: the orders are read where a person
// could read them, and where the judge cannot (an encrypted message,
// Outlook's winmail.dat, a subject alone) the answer says so and what to
// send instead, never that the mail held no commands.
func TestMailFormatsOfOtherPrograms(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	const france = "france@example.org"
	p7m, err := os.ReadFile(filepath.Join("testdata", "mail", "france_signed.p7m"))
	if err != nil {
		t.Fatal(err)
	}
	body := tj.sendRaw(t, france, "orders", "Content-Type: application/pkcs7-mime; smime-type=signed-data; name=smime.p7m\n"+
		"Content-Transfer-Encoding: base64\nContent-Disposition: attachment; filename=smime.p7m\n", base64.StdEncoding.EncodeToString(p7m)+"\n")
	wantIn(t, "an opaque S/MIME signed mail", body, "> A Par-Bur\n")
	notIn(t, "an opaque S/MIME signed mail", body, "Problems (", "smime.p7m", "no commands")

	body = tj.sendRaw(t, france, "RE: west", "Content-Type: text/html; charset=utf-8\n",
		`<p class=MsoNormal>SIGNON Fwest pw-France</p><table class=MsoTableGrid><tr><td><p class=MsoNormal>A</p></td><td><p class=MsoNormal>Par</p></td>`+
			`<td><p class=MsoNormal>-</p></td><td><p class=MsoNormal>Bur</p></td></tr></table>`)
	wantIn(t, "orders in an Outlook table", body, "> A Par - Bur\n")
	notIn(t, "orders in an Outlook table", body, "Problems (")

	body = tj.sendRaw(t, france, "Re: west", "Content-Type: text/html; charset=utf-8\n",
		`<div dir="ltr">SIGNON Fwest pw-France<ul><li>A Par-Bur</li><li>F Bre-MAO<br></li></ul></div>`)
	wantIn(t, "orders in an HTML list", body, "> - A Par-Bur\n", "> - F Bre-MAO\n", "A Par - Bur; F Bre - Mao;")
	notIn(t, "orders in an HTML list", body, "Problems (")

	sealed := []struct{ name, headers, body, want string }{
		{"PGP/MIME", "Content-Type: multipart/encrypted; protocol=\"application/pgp-encrypted\"; boundary=b\n",
			"--b\nContent-Type: application/pgp-encrypted\n\nVersion: 1\n\n--b\nContent-Type: application/octet-stream; name=encrypted.asc\n\n" +
				"-----BEGIN PGP MESSAGE-----\n\nhF4DAc7iyYdSQzkSAQdALUFA\n=FAAe\n-----END PGP MESSAGE-----\n--b--\n",
			"Your message holds text encrypted with PGP"},
		{"inline PGP", "Content-Type: text/plain\n", "-----BEGIN PGP MESSAGE-----\n\nhF4DAc7iyYdSQzkSAQdALUFA\n=FAAe\n-----END PGP MESSAGE-----\n",
			"Your message holds text encrypted with PGP"},
		{"winmail.dat alone", "Content-Type: application/ms-tnef; name=winmail.dat\nContent-Transfer-Encoding: base64\n", "eJ8+IgEAAQ==\n",
			"Outlook's Rich Text format (an attachment winmail.dat), and the judge could not find its text"},
		{"a subject alone", "Content-Type: text/plain\n", "\n", "Commands are read from the text of a message"},
		{"one piece of a mail split in two", "Content-Type: message/partial; id=\"p1@example.org\"; number=1; total=2\n",
			"From: france@example.org\nSubject: orders\n\nSIGNON Fwest pw-France\nA Par-B",
			"Your mail program sent this message in pieces (message/partial), and the judge does not put pieces together"},
		{"a forwarded mail attached", "Content-Type: multipart/mixed; boundary=f\n",
			"--f\nContent-Type: text/plain\n\n\n--f\nContent-Type: message/rfc822; name=orders.eml\nContent-Disposition: attachment; filename=orders.eml\n\n" +
				"From: france@work.example\nSubject: orders\n\nSIGNON Fwest pw-France\nA Par-Bur\n--f--\n",
			"the judge does not read forwarded mail"},
	}
	for _, c := range sealed {
		body := tj.sendRaw(t, france, "A Par-Bur", c.headers, c.body)
		wantIn(t, c.name, body, c.want)
		notIn(t, c.name, body, "no commands", "could not read the structure", "Problems (", "- winmail.dat")
	}
}

func notIn(t *testing.T, what, body string, parts ...string) {
	t.Helper()
	for _, p := range parts {
		if strings.Contains(body, p) {
			t.Errorf("%s: the answer has %q:\n%s", what, p, body)
		}
	}
}

// A player with an internationalised address (a Chinese local part, an
// IDN domain) is answered, and can join a game.
func TestInternationalisedAddressGetsAnswers(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	for _, addr := range []string{"张伟@example.cn", "wei@例子.中国"} {
		body := tj.sendRaw(t, addr, "join", "Content-Type: text/plain; charset=utf-8\n", "SIGNON ?west pw-zw\n")
		wantIn(t, addr, body, "> SIGNON ?west")
	}
}

// Clear lines beside an encrypted block are carried out; the note speaks
// of the encrypted text only.
func TestClearLinesBesideAnEncryptedBlock(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	body := tj.sendRaw(t, "france@example.org", "orders", "Content-Type: text/plain\n",
		"SIGNON Fwest pw-France\nA Par-Bur\n-----BEGIN PGP MESSAGE-----\n\nhF4DAc7iyYdSQzkSAQdALUFA\n=FAAe\n-----END PGP MESSAGE-----\n")
	wantIn(t, "clear lines and a PGP block", body, "> A Par-Bur\n  → A Par - Bur", "none of that text was carried out")
	notIn(t, "clear lines and a PGP block", body, "Problems (")
}

// A file attached that holds the mail's text and more (the SIGNON typed
// in the text and copied into orders.txt): each line is read once, from
// the file. Press sent both ways reaches its reader once.
func TestTextFileHoldingTheTextIsReadOnce(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	const england = "england@example.org"
	file := "SIGNON Ewest pw-England\nPRESS TO F\nShall we share the Channel?\nENDPRESS\nF Lon - Nth\n"
	body := tj.sendRaw(t, england, "orders", "Content-Type: multipart/mixed; boundary=f\n",
		"--f\nContent-Type: text/plain\n\nSIGNON Ewest pw-England\n--f\nContent-Type: text/plain; charset=utf-8\n"+
			"Content-Disposition: attachment; filename=orders.txt\n\n"+file+"--f--\n")
	wantIn(t, "text within the file", body, "Your message's text is all in the attached file orders.txt too",
		"Lines 1 to 5 below were read from the attached file orders.txt.", "F Lon - Nth")
	if n := strings.Count(body, "> SIGNON Ewest"); n != 1 {
		t.Errorf("SIGNON echoed %d times, want once:\n%s", n, body)
	}
	press := 0
	for _, m := range tj.mailsTo(t, "france@example.org") {
		press += strings.Count(m.Body, "Shall we share the Channel?")
	}
	if press != 1 {
		t.Errorf("France got the press %d times, want once", press)
	}
}

// Apple Mail shows a text file inline and sends it as an inline part with
// a file name: typed and attached alike, it is read once.
func TestInlineTextFileRepeatingTheTextIsReadOnce(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	const germany = "germany@example.org"
	orders := "SIGNON Gwest pw-Germany\nPRESS TO F\nKiel is not a threat.\nENDPRESS\nA Mun - Ruh\n"
	body := tj.sendRaw(t, germany, "orders", "Content-Type: multipart/mixed; boundary=a\n",
		"--a\nContent-Type: text/plain; charset=us-ascii\n\n"+orders+"\n--a\nContent-Disposition: inline; filename=orders.txt\n"+
			"Content-Type: text/plain; x-unix-mode=0644; name=\"orders.txt\"\n\n"+orders+"--a--\n")
	wantIn(t, "inline copy", body, "The attached file orders.txt repeats lines your message already has")
	press := 0
	for _, m := range tj.mailsTo(t, "france@example.org") {
		press += strings.Count(m.Body, "Kiel is not a threat.")
	}
	if press != 1 {
		t.Errorf("France got the press %d times, want once", press)
	}
}

// Each attachment the judge does not read is named with the reason, so
// that a player can tell what to change: a PDF, orders.txt over the size
// limit, a .txt that holds no text, a fifth text file, a forwarded mail.
// The files it does read are carried out.
func TestUnreadAttachmentsSayWhy(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	const france = "france@example.org"
	part := func(ct, name, content string) string {
		return "--f\nContent-Type: " + ct + "\nContent-Disposition: attachment; filename=\"" + name + "\"\n" +
			"Content-Transfer-Encoding: base64\n\n" + base64.StdEncoding.EncodeToString([]byte(content)) + "\n"
	}
	body := "--f\nContent-Type: text/plain\n\nSIGNON Fwest pw-France\n" +
		part("text/plain", "log.txt", strings.Repeat("It was a dark and stormy night.\n", 2500)) +
		part("application/octet-stream", "picture.txt", "\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00") +
		part("text/plain", "orders.txt", "A Par-Bur\n") +
		part("text/plain", "b.txt", "F Bre-MAO\n") +
		part("text/plain", "c.txt", "A Mar-Spa\n") +
		part("text/plain", "d.txt", "VERSION\n") +
		part("text/plain", "e.txt", "A Bur-Mun\n") +
		part("application/pdf", "orders.pdf", "%PDF-1.4\n") +
		"--f\nContent-Type: message/rfc822\nContent-Disposition: attachment; filename=old.eml\n\nFrom: france@work.example\nSubject: x\n\nA Par-Pic\n" +
		"--f--\n"
	reply := tj.sendRaw(t, france, "orders", "Content-Type: multipart/mixed; boundary=f\n", body)
	wantIn(t, "unread attachments", reply, "> A Par-Bur\n", "> F Bre-MAO\n", "> A Mar-Spa\n",
		"I did not read these attachments:\n",
		"  - log.txt: 79 KiB, larger than the 64 KiB a text file may have;",
		"  - picture.txt: its contents are not plain text",
		"  - orders.pdf: not a plain-text file (application/pdf)\n",
		"  - old.eml: a forwarded mail, which is never carried out;",
		"  - e.txt: the judge reads at most 4 text files from one message;")
	notIn(t, "unread attachments", reply, "A Bur-Mun", "A Par-Pic", "Problems (")
}

// A file's name written the RFC 2231 way in a charset other than UTF-8
// (filename*=gbk followed by the name in %XX escapes, as Chinese and older Western clients write it) on an
// application/octet-stream part: the name ends in .txt, so the orders in
// it are read, and the answer names the file as the player named it.
func TestTextFileNamedInRFC2231OtherCharsetIsRead(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	const russia = "russia@example.org"
	file := "SIGNON Rwest pw-Russia\r\nA War - Gal\r\n"
	body := tj.sendRaw(t, russia, "orders", "Content-Type: multipart/mixed; boundary=f\n",
		"--f\nContent-Type: text/plain; charset=gbk\n\n\n--f\nContent-Type: application/octet-stream\n"+
			"Content-Disposition: attachment;\n filename*=gbk''%C3%FC%C1%EE.txt\nContent-Transfer-Encoding: base64\n\n"+
			base64.StdEncoding.EncodeToString([]byte(file))+"\n--f--\n")
	wantIn(t, "gbk file name", body, "read from the attached file 命令.txt", "> A War - Gal\n", "A War - Gal")
	notIn(t, "gbk file name", body, "no commands", "not a plain-text file", "Problems (")

	const france = "france@example.org"
	body = tj.sendRaw(t, france, "ordres", "Content-Type: multipart/mixed; boundary=f\n",
		"--f\nContent-Type: application/octet-stream;\n name*0*=iso-8859-1''ordres%20d%27%E9t%E9;\n name*1=\".txt\"\n\n"+
			"SIGNON Fwest pw-France\nA Par - Bur\n--f--\n")
	wantIn(t, "latin-1 name in pieces", body, "read from the attached file ordres d'été.txt", "> A Par - Bur\n")
	notIn(t, "latin-1 name in pieces", body, "no commands", "not a plain-text file", "Problems (")
}

// A player who answers a press mail with the mail program's Reply writes
// to the judge, not to the power that wrote: the answer says the text
// was passed on to nobody and how to answer, rather than calling it an
// order; the sender of the press gets nothing.
func TestReplyToPressMailSaysHowToAnswer(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Germany"], signonLine("Germany")+"PRESS TO England\nShall we split Scandinavia?\nENDPRESS")
	press := tj.newest(t, players["England"], "press from Germany")
	before := len(tj.mailsTo(t, players["Germany"]))
	body := tj.sendRaw(t, players["England"], "Re: "+press.Subject, "Content-Type: text/plain; charset=utf-8\n",
		"Sounds good, let us do it.\n\nOn Sun, 22 Nov 2026, Adjutant <judge@example.org> wrote:\n> Shall we split Scandinavia?\n")
	wantIn(t, "a reply to press", body, `"Sounds good, let us do it." was not passed on`, "PRESS TO <power>", "ENDPRESS")
	notIn(t, "a reply to press", body, "looks like an order")
	if got := len(tj.mailsTo(t, players["Germany"])); got != before {
		t.Errorf("Germany got %d mails from England's reply", got-before)
	}
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hant")
	tj.send(t, players["Germany"], signonLine("Germany")+"PRESS TO Russia\nHello\nENDPRESS")
	press = tj.newest(t, players["Russia"], "通訊")
	body = tj.sendRaw(t, players["Russia"], "回覆："+press.Subject, "Content-Type: text/plain; charset=utf-8\n", "好的\n")
	wantIn(t, "a reply to Chinese press", body, "「好的」沒有轉交給任何人", "PRESS TO")
}

// A new player answers a master's REPLACE offer with the mail program's
// Reply and a word of thanks above the quote: the subject's CONFIRM seats
// them, and the thanks is a note, not a line refused as an order.
func TestReplyAcceptingAnOfferWithAWordIsANote(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Austria"], signonLine("Austria")+"RESIGN")
	tj.send(t, masterAddr, "SIGNON Mwest masterpw\nREPLACE Austria newaus@example.net")
	offer := tj.newest(t, "newaus@example.net", "you are offered")
	body := tj.sendRaw(t, "newaus@example.net", "Re: "+offer.Subject, "Content-Type: text/plain; charset=utf-8\n",
		"Happy to take over Austria!\n\nOn Sun, 22 Nov 2026, Adjutant <judge@example.org> wrote:\n> The master of the game west offers you Austria in it.\n")
	wantIn(t, "an accepting reply", body, "you now play Austria", "Happy to take over Austria!\n  not a command: read as a note to the judge")
	notIn(t, "an accepting reply", body, "Problems (", "looks like an order")
}

// Orders on top of a results mail forwarded by a Chinese client: the
// forward's first line and everything under it are skipped, so no line
// of the old report is refused, and the answer says a forwarded message
// was skipped.
func TestOrdersAboveAChineseClientsForwardAreReadAlone(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	report := "\n\nSpring 1901, Movement (S1901M)\nOrders\n------\nFrance:\n  A Par - Bur     succeeded\n"
	for _, sep := range []string{
		"-------- 转发邮件信息 --------\n发件人：\"Adjutant\" <judge@example.org>\n发送日期：2026-11-22 09:30:00",
		"-------- 转发的消息 --------\n主题：\twest: S1901M results\n日期：\tSun, 22 Nov 2026 09:30:00 +0000",
	} {
		body := tj.sendRaw(t, players["France"], "Fwd: west", "Content-Type: text/plain; charset=utf-8\n",
			signonLine("France")+"A Par - Bur\n"+sep+report)
		wantIn(t, sep[:20], body, "> A Par - Bur\n", "forwarded message")
		notIn(t, sep[:20], body, "Problems (", "问题", "succeeded")
	}
}

// People head what they write: a file whose first line is a title and
// whose second is the SIGNON is read, the title taken as a note (and the
// mail's "see attached" above it too); a letter is still not read.
func TestTextFileWithATitleAboveTheSignonIsRead(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	file := "Orders for Spring 1901:\r\n" + signonLine("France") + "A Par - Bur\r\n"
	body := tj.sendRaw(t, players["France"], "orders", "Content-Type: multipart/mixed; boundary=f\n",
		"--f\nContent-Type: text/plain\n\nMy orders are attached.\n--f\nContent-Type: text/plain; charset=utf-8\n"+
			"Content-Disposition: attachment; filename=orders.txt\n\n"+file+"--f--\n")
	wantIn(t, "a titled file", body, "Orders for Spring 1901:\n  not a command: read as the file's title", "> A Par - Bur\n",
		"A Par - Bur;", "read from the attached file orders.txt")
	notIn(t, "a titled file", body, "Problems (", "was not read")

	letter := "Dear master,\r\nI will be away next week.\r\n"
	body = tj.sendRaw(t, players["England"], "away", "Content-Type: multipart/mixed; boundary=f\n",
		"--f\nContent-Type: text/plain\n\nA letter for the master.\n--f\nContent-Type: text/plain; charset=utf-8\n"+
			"Content-Disposition: attachment; filename=letter.txt\n\n"+letter+"--f--\n")
	notIn(t, "a letter", body, "file's title", "> I will be away")
	wantIn(t, "a letter", body, "letter.txt was not read")
}

// Gmail's and Outlook's plain text break a long line at about 76
// characters: a CREATE with many settings arrives as two lines, the
// second only key=value settings. They are one command, so the game gets
// every setting and nothing is refused.
func TestCreateWrappedByTheMailProgramIsOneLine(t *testing.T) {
	tj := newGameJudge(t)
	body := tj.sendRaw(t, "gm@example.org", "new game", "Content-Type: multipart/alternative; boundary=a\n",
		"--a\nContent-Type: text/plain; charset=UTF-8\n\n"+
			"CREATE ?north s3cret standard rules=datc press=broadcast movement=3d\nretreat=1d grace=12h reminder=6h nmr=abandon\nLIST north\n"+
			"--a\nContent-Type: text/html; charset=UTF-8\n\n<div>CREATE ?north s3cret standard rules=datc press=broadcast movement=3d retreat=1d grace=12h reminder=6h nmr=abandon</div><div>LIST north</div>\n--a--\n")
	wantIn(t, "a wrapped CREATE", body, "Game north created", "grace=12h", "nmr=abandon", "reminder=6h", "press=broadcast")
	notIn(t, "a wrapped CREATE", body, "Problems (", "s3cret")
}

// A player who writes the SIGNON in the subject and the orders in the
// text is told the subject is not read, with the line to move (its
// password masked), besides each order's refusal.
func TestSignonInTheSubjectIsExplained(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	body := tj.sendRaw(t, players["France"], "SIGNON Fwest pw-France", "Content-Type: text/plain\n", "A Par - Bur\n")
	wantIn(t, "SIGNON in the subject", body, `Your subject is "SIGNON Fwest ••••••", but a subject is not read`, "Put that line at the top of the text.")
	notIn(t, "SIGNON in the subject", body, "pw-France")
	body = tj.sendRaw(t, players["France"], "Re: west", "Content-Type: text/plain\n", "A Par - Bur\n")
	notIn(t, "an ordinary subject", body, "a subject is not read")
}

// A mail program that sends the plain and HTML renderings side by side
// in multipart/mixed: the orders and the press in them are carried out
// once, the press reaching its reader once.
func TestMixedPlainAndHTMLCopiesAreCarriedOutOnce(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	plain := signonLine("France") + "PRESS TO Germany\nOnce only.\nENDPRESS\nA Par - Bur\n"
	html := "<div>SIGNON Fwest pw-France</div><div>PRESS TO Germany</div><div>Once only.</div><div>ENDPRESS</div><div>A Par - Bur</div>"
	body := tj.sendRaw(t, players["France"], "orders", "Content-Type: multipart/mixed; boundary=m\n",
		"--m\nContent-Type: text/plain; charset=utf-8\n\n"+plain+"\n--m\nContent-Type: text/html; charset=utf-8\n\n"+html+"\n--m--\n")
	if n := strings.Count(body, "> A Par - Bur"); n != 1 {
		t.Errorf("the order echoed %d times, want once:\n%s", n, body)
	}
	if n := tj.countMails(t, players["Germany"], "press from France"); n != 1 {
		t.Errorf("Germany got the press %d times, want once", n)
	}
}
