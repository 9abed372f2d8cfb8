package devmail_test

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"net/textproto"
	"runtime"
	"testing"

	"adjutant/mailio/devmail"

	"github.com/emersion/go-smtp"
)

// BenchmarkLargeMailMemory submits one large mail over SMTP, as a mail
// client would (without declaring SIZE, the worst case), and reports what
// the embedded server allocated for it (alloc-MiB) and what stays on the
// heap afterwards (kept-MiB, the mailbox copy). "refused" is a 23 MiB mail
// above the default 10 MiB cap: the server reads up to the cap, answers
// 552, and keeps nothing. Run it alone:
//
//	go test ./mailio/devmail -run XXX -bench LargeMailMemory -benchtime 3x
func BenchmarkLargeMailMemory(b *testing.B) {
	for _, c := range []struct {
		name    string
		size    int
		refused bool
	}{
		{"accepted-8MiB", 8 << 20, false},
		{"refused-23MiB", 23 << 20, true},
	} {
		b.Run(c.name, func(b *testing.B) {
			mail := bigMail(c.size)
			var alloc, kept float64
			for i := 0; i < b.N; i++ {
				s, err := devmail.Start(devmail.Options{Password: "pw", Logger: discardLogger()})
				if err != nil {
					b.Fatal(err)
				}
				var before, after runtime.MemStats
				runtime.GC()
				runtime.ReadMemStats(&before)
				err = sendRaw(s.SMTPAddr(), fmt.Sprintf("big%d@example.org", i), mail)
				runtime.ReadMemStats(&after)
				alloc += float64(after.TotalAlloc - before.TotalAlloc)
				runtime.GC()
				runtime.ReadMemStats(&after)
				kept += float64(int64(after.HeapAlloc) - int64(before.HeapAlloc))
				var se *smtp.SMTPError
				if c.refused != (errors.As(err, &se) && se.Code == 552) {
					b.Fatalf("refused %v: got %v", c.refused, err)
				}
				s.Close()
			}
			b.ReportMetric(alloc/float64(b.N)/(1<<20), "alloc-MiB")
			b.ReportMetric(kept/float64(b.N)/(1<<20), "kept-MiB")
		})
	}
}

// sendRaw submits data over SMTP without SIZE and reports the server's
// answer to the end of DATA.
func sendRaw(addr, from string, data []byte) error {
	c, err := smtp.Dial(addr)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Mail(from, nil); err != nil {
		return err
	}
	if err := c.Rcpt("judge@localhost", nil); err != nil {
		return err
	}
	w, err := c.Data()
	if err != nil {
		return err
	}
	if _, err := w.Write(data); err != nil {
		var perr *textproto.Error
		if !errors.As(err, &perr) {
			_ = w.Close()
			return err
		}
	}
	return w.Close()
}

// bigMail is a mail with a base64 attachment of about size bytes.
func bigMail(size int) []byte {
	var m bytes.Buffer
	m.WriteString("From: big@example.org\r\nTo: judge@localhost\r\nSubject: big\r\nMIME-Version: 1.0\r\n" +
		"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nHELP\r\n--b\r\n" +
		"Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\n")
	line := []byte("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkwMTIzNDU2Nzg5MDEyMzQ1Njc4\r\n")
	for m.Len() < size {
		m.Write(line)
	}
	m.WriteString("--b--\r\n")
	return m.Bytes()
}

func discardLogger() *slog.Logger { return slog.New(slog.DiscardHandler) }
