// Package mailtest has helpers for tests that read the judge's own mail as a
// player's mail client shows it, like net/http/httptest for HTTP.
package mailtest

import (
	"bytes"
	"io"
	"strings"
	"testing"

	"github.com/emersion/go-message/mail"

	"adjutant/mailio/incoming"
)

// Mail is one message from the judge, decoded.
type Mail struct {
	*incoming.Message
	// Body is the whole text body, without the cleaning applied to players'
	// mail (which would drop the judge's "> " echo lines).
	Body string
	// Pictures are the inline images after the text (a report's picture
	// of the position), in order; they are not part of Body.
	Pictures []Picture
}

// Picture is one inline image of a mail.
type Picture struct {
	Type string // "image/png"
	Data []byte
}

// Read decodes a raw message or fails the test.
func Read(t testing.TB, raw []byte) Mail {
	t.Helper()
	m, err := incoming.Parse(raw, nil)
	if err != nil {
		t.Fatalf("parsing the judge's mail: %v", err)
	}
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("reading the judge's mail: %v", err)
	}
	var out bytes.Buffer
	var pics []Picture
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("reading a part of the judge's mail: %v", err)
		}
		if h, ok := p.Header.(*mail.InlineHeader); ok {
			b, err := io.ReadAll(p.Body)
			if err != nil {
				t.Fatalf("decoding the judge's mail: %v", err)
			}
			if mt, _, _ := h.ContentType(); strings.HasPrefix(mt, "image/") {
				pics = append(pics, Picture{Type: mt, Data: b})
				continue
			}
			out.Write(b)
		}
	}
	return Mail{Message: m, Body: string(bytes.ReplaceAll(out.Bytes(), []byte("\r\n"), []byte("\n"))), Pictures: pics}
}
