package main

import (
	"net"

	"adjutant/mailio/devmail"
	"path/filepath"
	"strings"
	"testing"
)

// TestTheOperatorSeesTheSMTPServerDown: the SMTP server is down when a
// player writes. `status` says the reply waits for the server, since when
// and why, and the metrics carry adjutant_smtp_unavailable; once the
// server is back the reply goes, once, and status says nothing of the
// server any more. Before, status showed the waiting reply's "next
// attempt 0001-01-01T00:00:00Z" and nothing of the server.
func TestTheOperatorSeesTheSMTPServerDown(t *testing.T) {
	mail := startLoopbackMail(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	down := ln.Addr().String()
	ln.Close()
	dataDir := filepath.Join(t.TempDir(), "data")
	cfg := devConfig(dataDir, mail.IMAPAddr(), down, testJudgeAddress, mail.Password())
	stop := runInBackground(t, cfg)
	submit(t, mail.SMTPAddr(), "ann@example.org", testJudgeAddress, "hi", "VERSION")

	var out string
	eventually(t, "status to show the SMTP server down", func() bool {
		_, out, _ = runCLI("status", "--data", dataDir)
		return strings.Contains(out, "smtp server        unavailable since")
	})
	for _, want := range []string{"1 waiting", "waiting for the SMTP server", "connection refused"} {
		if !strings.Contains(out, want) {
			t.Errorf("status does not say %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "0001-01-01") {
		t.Errorf("status shows a time of year 1:\n%s", out)
	}
	if _, metrics, _ := runCLI("status", "--data", dataDir, "--metrics"); !strings.Contains(metrics, "\nadjutant_smtp_unavailable 1\n") {
		t.Errorf("metrics do not say the SMTP server is down:\n%s", metrics)
	}
	stop()

	cfg.SMTP.Addr = mail.SMTPAddr() // the server is back (a reload would do)
	stop = runInBackground(t, cfg)
	waitReplies(t, mail, "ann@example.org", 1)
	eventually(t, "status to forget the outage", func() bool {
		_, out, _ = runCLI("status", "--data", dataDir)
		return strings.Contains(out, "0 waiting") && !strings.Contains(out, "smtp server")
	})
	if _, metrics, _ := runCLI("status", "--data", dataDir, "--metrics"); !strings.Contains(metrics, "\nadjutant_smtp_unavailable 0\n") {
		t.Errorf("metrics still say the SMTP server is down:\n%s", metrics)
	}
	stop()
	if replies := mailsReceivedBy(mail, "ann@example.org"); replies != 1 {
		t.Errorf("ann got %d replies, want one", replies)
	}
}

// mailsReceivedBy counts the mails the loopback SMTP server took for addr.
func mailsReceivedBy(mail *devmail.Server, addr string) int {
	n := 0
	for _, env := range mail.Received() {
		for _, to := range env.To {
			if to == addr {
				n++
			}
		}
	}
	return n
}
