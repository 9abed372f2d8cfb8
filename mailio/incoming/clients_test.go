package incoming

import (
	"bytes"
	"io"
	"mime"
	"mime/multipart"
	"net/mail"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// htmlTwins are corpus messages in multipart/alternative whose HTML part
// must read the same as their text/plain part: the same client sends
// HTML only when the player turns plain text off, or a relay drops the
// plain part.
var htmlTwins = []string{
	"qqmail_gb18030", "qqmail_english", "foxmail_gbk", "netease163_gbk",
	"gmail_zh_hans", "gmail_zh_hant_wrapped", "gmail_android",
	"outlook_web_zh_tw", "iphone_en", "iphone_zh_hans", "iphone_zh_hant",
	"yahoo_ios", "protonmail", "outlook2010_zh_cn",
}

// TestCorpusHTMLPartsReadAlike takes the HTML alternative of each
// htmlTwins message alone and expects the text its .want file pins.
func TestCorpusHTMLPartsReadAlike(t *testing.T) {
	for _, name := range htmlTwins {
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "corpus", name+".eml"))
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(filepath.Join("testdata", "corpus", name+".want"))
			if err != nil {
				t.Fatal(err)
			}
			m := mustParse(t, htmlAlone(t, raw), &Options{Self: corpusSelf})
			if !m.HTMLOnly {
				t.Error("HTMLOnly is false for an HTML-only message")
			}
			if w := strings.TrimSuffix(string(want), "\n"); m.Text != w {
				t.Errorf("Text =\n%s\n--- want ---\n%s", m.Text, w)
			}
		})
	}
}

// htmlAlone rebuilds a multipart/alternative message as its text/html
// part alone, keeping the top header's From and Subject.
func htmlAlone(t *testing.T, raw []byte) []byte {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	_, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil {
		t.Fatal(err)
	}
	r := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := r.NextRawPart()
		if err != nil {
			t.Fatalf("no text/html part: %v", err)
		}
		if !strings.HasPrefix(p.Header.Get("Content-Type"), "text/html") {
			continue
		}
		body, err := io.ReadAll(p)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		for _, k := range []string{"From", "To", "Subject", "Content-Type", "Content-Transfer-Encoding"} {
			v := msg.Header.Get(k)
			if k == "Content-Type" || k == "Content-Transfer-Encoding" {
				v = p.Header.Get(k)
			}
			b.WriteString(k + ": " + v + "\r\n")
		}
		b.WriteString("MIME-Version: 1.0\r\n\r\n")
		b.Write(body)
		return b.Bytes()
	}
}
