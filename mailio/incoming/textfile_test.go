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

// TestTextFileNotRead keeps as ignored attachments what is not a text
// file of orders: too long, HTML, a PDF, a forwarded mail.
func TestTextFileNotRead(t *testing.T) {
	cases := []struct{ ct, name string }{
		{"text/plain", "novel.txt"},
		{"text/html", "orders.html"},
		{"application/pdf", "orders.pdf"},
		{"application/octet-stream", "orders.doc"},
	}
	for _, c := range cases {
		content := []byte("HELP\n")
		if c.name == "novel.txt" {
			content = []byte(strings.Repeat("It was a dark and stormy night.\n", maxFileBytes/16))
		}
		m, err := Parse(attachedFile(c.ct, c.name, content), nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Files) != 0 || len(m.Attachments) != 1 || m.Attachments[0].Filename != c.name {
			t.Errorf("%s %s: files %d, attachments %+v; want it listed as ignored", c.ct, c.name, len(m.Files), m.Attachments)
		}
	}
}
