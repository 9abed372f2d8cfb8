package judge

import (
	"bytes"
	"io"
	"testing"

	"github.com/emersion/go-message/mail"
)

// bodyOf decodes the text body of one of the judge's own messages without
// any of the cleaning applied to players' mail (which would drop the "> "
// echo lines), as a mail client shows it.
func bodyOf(t *testing.T, raw []byte) string {
	t.Helper()
	r, err := mail.CreateReader(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("reading reply: %v", err)
	}
	var out bytes.Buffer
	for {
		p, err := r.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("reading reply part: %v", err)
		}
		if _, ok := p.Header.(*mail.InlineHeader); ok {
			b, _ := io.ReadAll(p.Body)
			out.Write(b)
		}
	}
	return string(bytes.ReplaceAll(out.Bytes(), []byte("\r\n"), []byte("\n")))
}
