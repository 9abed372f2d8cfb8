package main

import (
	"encoding/base64"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// withFile is a mail from addr whose text is body and which has one file
// attached, as a mailer sends it: name, its content type and its bytes.
func withFile(addr, id, body, contentType, name string, content []byte) string {
	return "From: " + addr + "\nTo: " + testJudgeAddress + "\nSubject: orders\nMessage-ID: " + id +
		"\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary=\"=_file\"\n\n" +
		"--=_file\nContent-Type: text/plain; charset=utf-8\n\n" + body + "\n" +
		"--=_file\nContent-Type: " + contentType + "; name=\"" + name + "\"\n" +
		"Content-Disposition: attachment; filename=\"" + name + "\"\nContent-Transfer-Encoding: base64\n\n" +
		base64.StdEncoding.EncodeToString(content) + "\n--=_file--\n"
}

// Orders sent as a text file attached, as Notepad, TextEdit and Chinese
// Windows save it: read after the mail's text, said so in the answer,
// never carried out twice, and a file that is not commands left alone.
func TestOrdersInAnAttachedTextFile(t *testing.T) {
	g := startRealGame(t)

	// Notepad's "Unicode" (UTF-16LE with a byte order mark), CRLF, sent
	// by Outlook as application/octet-stream, with no text in the mail.
	utf16, _ := unicode.UTF16(unicode.LittleEndian, unicode.UseBOM).NewEncoder().Bytes([]byte("SIGNON Fwest pw-France\r\nA Par - Bur\r\nF Bre - Mao\r\n"))
	id := g.nextID("example.org")
	g.sendRaw(t, g.addr["France"], withFile(g.addr["France"], id, "My orders are in the file.", "application/octet-stream", "orders.txt", utf16))
	r := g.answer(t, g.addr["France"], id)
	mustHave(t, "Notepad UTF-16", r.Body, "Lines 2 to 4 below were read from the attached file orders.txt.", "> A Par - Bur", "A Par - Bur; F Bre - Mao",
		"> My orders are in the file.\n  not a command: read as a note to the judge; the commands came from\n  orders.txt")
	notHave(t, "Notepad UTF-16", r.Body, "I did not read these attachments", "Problems (")

	// The sign-on in the text, the orders in a GBK file with Chinese
	// province names, as a Chinese Windows saves it: the answer is in
	// Chinese, the language the file is written in.
	gbk, _ := simplifiedchinese.GBK.NewEncoder().Bytes([]byte("陆军 华沙－加利西亚\r\n舰队 塞瓦斯托波尔－黑海\r\n"))
	id = g.nextID("example.org")
	g.sendRaw(t, g.addr["Russia"], withFile(g.addr["Russia"], id, "SIGNON Rwest pw-Russia", "text/plain", "命令.txt", gbk))
	r = g.answer(t, g.addr["Russia"], id)
	mustHave(t, "GBK file", r.Body, "以下第 2 至 3 行读自附件 命令.txt。", "→ A War - Gal", "→ F Sev - Bla")
	notHave(t, "GBK file", r.Body, "以下附件没有读取", "问题（")

	// The same orders as text and as a file: read once.
	orders := "SIGNON Gwest pw-Germany\nA Mun - Ruh\n"
	id = g.nextID("example.org")
	g.sendRaw(t, g.addr["Germany"], withFile(g.addr["Germany"], id, orders+"\n-- \nHans", "text/plain; charset=utf-8", "orders.txt", []byte(orders)))
	r = g.answer(t, g.addr["Germany"], id)
	mustHave(t, "text and file alike", r.Body, "The attached file orders.txt repeats lines your message already has, so\nit was not read again")
	if n := strings.Count(r.Body, "> A Mun - Ruh"); n != 1 {
		t.Errorf("the order is echoed %d times, want once:\n%s", n, r.Body)
	}

	// A letter attached is not commands: not read, and the answer says
	// why and what a file of commands looks like.
	id = g.nextID("example.org")
	g.sendRaw(t, g.addr["Italy"], withFile(g.addr["Italy"], id, "HELP", "text/plain", "letter.txt",
		[]byte("Dear all,\nresign yourselves to an Italian Mediterranean.\n")))
	r = g.answer(t, g.addr["Italy"], id)
	mustHave(t, "a letter", r.Body, "The attached file letter.txt was not read: its first line \"Dear all,\" is\nnot a command")
	notHave(t, "a letter", r.Body, "> resign", "> Dear all")
}

func notHave(t *testing.T, what, body string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(body, w) {
			t.Errorf("%s: the answer has %q:\n%s", what, w, body)
		}
	}
}

// A mail whose Message-ID is UTF-8 (RFC 6532, as a mail system that
// speaks SMTPUTF8 may write it) gets a threaded answer: In-Reply-To and
// References name it.
func TestAnswerThreadsUnderAUTF8MessageID(t *testing.T) {
	g := startRealGame(t)
	id := "<订单.1701@邮件.例子.中国>"
	g.sendRaw(t, g.addr["Italy"], "From: Italy <italy@example.org>\nTo: "+testJudgeAddress+"\nSubject: orders\nMessage-ID: "+id+
		"\nReferences: <west.start@example.org> "+id+"\nContent-Type: text/plain; charset=utf-8\n\nSIGNON Iwest pw-Italy\nA Ven H\n")
	r := g.answer(t, g.addr["Italy"], id)
	mustHave(t, "UTF-8 Message-ID", r.Body, "A Ven H")
	if len(r.References) == 0 || r.References[len(r.References)-1] != id {
		t.Errorf("References = %q, want it to end with %s", r.References, id)
	}
}
