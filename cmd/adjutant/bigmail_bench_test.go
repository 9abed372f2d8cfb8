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
// and the judge, in this process) a mail with a 23 MB attachment, over the
// judge's 1 MiB limit, and waits for the short refusal. It reports the
// process's peak RSS before and after, and their difference: what one such
// mail costs the mail system and the judge together (the judge itself reads
// only the first MiB). Run it alone, so nothing else raises the peak:
//
//	go test ./cmd/adjutant -run XXX -bench OversizeMailRSS -benchtime 1x
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
	attachment := bytes.Repeat([]byte("QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo0NTY3ODkwMTIzNDU2Nzg5MDEyMzQ1Njc4\r\n"), 23<<20/70)
	for i := 0; i < b.N; i++ {
		from := fmt.Sprintf("big%d@example.org", i)
		var msg bytes.Buffer
		fmt.Fprintf(&msg, "From: %s\r\nTo: judge@localhost\r\nSubject: big\r\nMessage-ID: <big%d@example.org>\r\nMIME-Version: 1.0\r\n"+
			"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\n\r\nHELP\r\n--b\r\n"+
			"Content-Type: application/octet-stream\r\nContent-Transfer-Encoding: base64\r\n\r\n", from, i)
		msg.Write(attachment)
		msg.WriteString("--b--\r\n")
		before := peak() // the sender's own copy of the mail is not the judge's cost
		b.StartTimer()
		if err := smtp.SendMail(mail.SMTPAddr(), nil, from, []string{"judge@localhost"}, msg.Bytes()); err != nil {
			b.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		replies, err := mail.WaitMessages(ctx, from, 1)
		cancel()
		b.StopTimer()
		if err != nil || !strings.Contains(string(replies[0]), "too large") && !strings.Contains(string(replies[0]), "larger than") {
			b.Fatalf("no refusal for the big mail (%v): %.300s", err, replies)
		}
		after := peak()
		b.ReportMetric(before, "RSS-before-MiB")
		b.ReportMetric(after, "RSS-after-MiB")
		b.ReportMetric(after-before, "RSS-added-MiB")
	}
}
