package main

import (
	"bytes"
	"context"
	"fmt"
	"net/smtp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// BenchmarkOversizeMailRSS sends `adjutant dev` (its embedded mail system
// and the judge, in this process) a mail with a large attachment and
// reports the process's peak RSS before and after, and their difference:
// what one such mail costs the mail system and the judge together. Run it
// alone, so nothing else raises the peak:
//
//	go test ./cmd/adjutant -run XXX -bench OversizeMailRSS -benchtime 1x
//
// "judge-refuses-9MB" fits under the embedded SMTP server's 10 MiB cap but
// not the judge's 1 MiB limit: the judge answers with a short refusal (it
// reads only the first MiB). "smtp-refuses-23MB" is over the cap: the SMTP
// server answers 552 and the judge never sees it. The peak only grows, so
// the smaller mail goes first.
func BenchmarkOversizeMailRSS(b *testing.B) {
	mail := startBenchDevmail(b)
	cfg := devConfig(b.TempDir(), mail.IMAPAddr(), mail.SMTPAddr(), "judge@localhost", "pw")
	benchIntervals(cfg)
	cfg.MaxMessageSize, cfg.IMAP.MaxMessageSize = 1<<20, 1<<20
	runDaemonTB(b, cfg)
	peak := func() float64 {
		var ru syscall.Rusage
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		return float64(ru.Maxrss) / 1024 // KiB on Linux
	}
	for _, c := range []struct {
		name       string
		size       int
		smtpRefuse bool
	}{{"judge-refuses-9MB", 9 << 20, false}, {"smtp-refuses-23MB", 23 << 20, true}} {
		b.Run(c.name, func(b *testing.B) {
			attachment := bytes.Repeat([]byte("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkwMTIzNDU2Nzg5MDEyMzQ1Njc4\r\n"), c.size/70)
			for i := 0; i < b.N; i++ {
				from := fmt.Sprintf("big%s%d@example.org", c.name[:4], i)
				var msg bytes.Buffer
				fmt.Fprintf(&msg, "From: %s\r\nTo: judge@localhost\r\nSubject: big\r\nMessage-ID: <big%d@example.org>\r\nMIME-Version: 1.0\r\n"+
					"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nHELP\r\n--b\r\n"+
					"Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\n", from, i)
				msg.Write(attachment)
				msg.WriteString("--b--\r\n")
				before := peak() // the sender's own copy of the mail is not the judge's cost
				b.StartTimer()
				err := smtp.SendMail(mail.SMTPAddr(), nil, from, []string{"judge@localhost"}, msg.Bytes())
				if c.smtpRefuse {
					b.StopTimer()
					if err == nil || !strings.Contains(err.Error(), "552") {
						b.Fatalf("the SMTP server took a %d-byte mail: %v", msg.Len(), err)
					}
				} else {
					if err != nil {
						b.Fatal(err)
					}
					ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
					replies, err := mail.WaitMessages(ctx, from, 1)
					cancel()
					b.StopTimer()
					if err != nil || !strings.Contains(string(replies[0]), "too large") && !strings.Contains(string(replies[0]), "larger than") {
						b.Fatalf("no refusal for the big mail (%v): %.300s", err, replies)
					}
				}
				after := peak()
				b.ReportMetric(before, "RSS-before-MiB")
				b.ReportMetric(after, "RSS-after-MiB")
				b.ReportMetric(after-before, "RSS-added-MiB")
			}
		})
	}
}
