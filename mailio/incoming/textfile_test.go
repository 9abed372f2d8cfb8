package incoming

import (
	"encoding/base64"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/encoding/unicode"
)

// attachedFile is a mail with an empty body and one attachment.
func attachedFile(contentType, name string, content []byte) []byte {
	return []byte("From: p@example.com\r\nTo: judge@adjutant.example\r\nSubject: orders\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n" +
		"--b\r\nContent-Type: text/plain\r\n\r\n\r\n" +
		"--b\r\nContent-Type: " + contentType + "\r\nContent-Disposition: attachment; filename=\"" + name + "\"\r\n" +
		"Content-Transfer-Encoding: base64\r\n\r\n" + base64.StdEncoding.EncodeToString(content) + "\r\n--b--\r\n")
}

// TestTextFileEncodings reads the files editors save: UTF-16 without a
// byte order mark, GBK under a mailer's "UTF-8" label, UTF-8 with a mark.
func TestTextFileEncodings(t *testing.T) {
	orders := "SIGNON Fgame1 pw\r\n陆军 巴黎-勃艮第\r\n"
	be, _ := unicode.UTF16(unicode.BigEndian, unicode.IgnoreBOM).NewEncoder().Bytes([]byte(orders))
	gbk, _ := simplifiedchinese.GBK.NewEncoder().Bytes([]byte(orders))
	cases := map[string][]byte{
		"application/octet-stream":    be,
		"text/plain; charset=utf-8":   gbk,
		"text/plain; charset=unknown": append([]byte{0xef, 0xbb, 0xbf}, orders...),
	}
	for ct, content := range cases {
		m, err := Parse(attachedFile(ct, "orders.txt", content), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Files) != 1 || m.Files[0].Text != "SIGNON Fgame1 pw\n陆军 巴黎-勃艮第" {
			t.Errorf("%s: files = %+v, want the orders read", ct, m.Files)
		}
		if !strings.Contains(m.Decoded, "SIGNON Fgame1 pw") {
			t.Errorf("%s: Decoded lacks the file, so a password in it would be kept: %q", ct, m.Decoded)
		}
	}
}

// TestTextFileNotRead keeps as attachments what is not a text file of
// orders, each with the reason the reply gives: too long, bytes that are
// not text under a .txt name, HTML, a PDF, a forwarded mail.
func TestTextFileNotRead(t *testing.T) {
	png := []byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x10\x00\x00\x00\x10\x08\x06\x00\x00\x00")
	cases := []struct {
		ct, name string
		content  []byte
		why      string
	}{
		{"text/plain", "novel.txt", []byte(strings.Repeat("It was a dark and stormy night.\n", MaxFileBytes/32+1)), UnreadTooLarge},
		{"application/octet-stream", "orders.txt", png, UnreadNotText},
		{"text/html", "orders.html", []byte("HELP\n"), UnreadType},
		{"application/pdf", "orders.pdf", []byte("HELP\n"), UnreadType},
		{"application/octet-stream", "orders.doc", []byte("HELP\n"), UnreadType},
		{"message/rfc822", "orders.eml", []byte("From: a@example.org\r\nSubject: x\r\n\r\nHELP\r\n"), UnreadForwarded},
	}
	for _, c := range cases {
		m, err := Parse(attachedFile(c.ct, c.name, c.content), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Files) != 0 || len(m.Attachments) != 1 || m.Attachments[0].Filename != c.name ||
			m.Attachments[0].Unread != c.why || m.Attachments[0].Size != len(c.content) {
			t.Errorf("%s %s: files %d, attachments %+v; want it listed as %s, %d bytes", c.ct, c.name, len(m.Files), m.Attachments, c.why, len(c.content))
		}
	}
	// A file of exactly the limit is read.
	m, err := Parse(attachedFile("text/plain", "orders.txt", []byte(strings.Repeat("HELP\n", MaxFileBytes/5)+strings.Repeat("\n", MaxFileBytes%5))), nil)
	if err != nil || len(m.Files) != 1 || len(m.Attachments) != 0 {
		t.Errorf("a file of %d bytes: err %v, files %d, attachments %+v; want it read", MaxFileBytes, err, len(m.Files), m.Attachments)
	}
}

// TestTextFilesBeyondTheFourth: the fifth text file is listed as one too
// many, not read.
func TestTextFilesBeyondTheFourth(t *testing.T) {
	raw := "From: p@example.com\r\nTo: judge@adjutant.example\r\nSubject: orders\r\n" +
		"MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\n\r\n"
	for i := 1; i <= 5; i++ {
		raw += "--b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename=\"part" + string(rune('0'+i)) + ".txt\"\r\n\r\nHELP\r\n"
	}
	m, err := Parse([]byte(raw+"--b--\r\n"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Files) != MaxFiles || len(m.Attachments) != 1 || m.Attachments[0].Filename != "part5.txt" || m.Attachments[0].Unread != UnreadTooMany {
		t.Errorf("files %d, attachments %+v; want part5.txt listed as one too many", len(m.Files), m.Attachments)
	}
}

// An attached orders.txt of UTF-8 that the mailer labels ISO-8859-1 is
// read as UTF-8.
func TestAFileOfUTF8UnderALatinLabelIsReadAsUTF8(t *testing.T) {
	if got := decodeFile("iso-8859-1", []byte("登入 ?gb 密码\r\n")); got != "登入 ?gb 密码\r\n" {
		t.Errorf("read %q", got)
	}
}
