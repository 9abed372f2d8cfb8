package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"adjutant/mailio/devmail"
)

// TestCrashAtEveryPointAnswersEachMailOnce kills the daemon, a child process,
// with SIGKILL at each point between fetching a message and sending its reply,
// restarts it, and checks that every player got exactly one answer.
func TestCrashAtEveryPointAnswersEachMailOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts child processes")
	}
	players := []string{"ann@example.org", "ben@example.org", "cat@example.org"}
	for _, point := range []string{"after-record", "after-flag", "after-commit", "after-send"} {
		t.Run(point, func(t *testing.T) {
			dir := t.TempDir()
			mail := startLoopbackMail(t)
			cfgPath := writeLoopbackConfig(t, dir, mail)
			for i, p := range players {
				raw := fmt.Sprintf("From: %s\r\nTo: judge@localhost\r\nSubject: try %d\r\nMessage-ID: <crash-%d@example.org>\r\n\r\nVERSION\r\n", p, i, i)
				if err := mail.Deliver(p, []string{"judge@localhost"}, []byte(raw)); err != nil {
					t.Fatal(err)
				}
			}

			armed := daemonChild(t, cfgPath, point)
			if err := armed.Start(); err != nil {
				t.Fatal(err)
			}
			if !killedBySIGKILL(t, armed) {
				t.Fatalf("the daemon never reached crash point %s", point)
			}

			calm := daemonChild(t, cfgPath, "")
			if err := calm.Start(); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			for _, p := range players {
				if _, err := mail.WaitMessages(ctx, p, 1); err != nil {
					_ = calm.Process.Kill()
					t.Fatalf("%s got no reply after the restart: %v", p, err)
				}
			}
			_ = calm.Process.Signal(syscall.SIGTERM) // staged shutdown flushes the outbox
			if err := calm.Wait(); err != nil {
				t.Fatalf("daemon did not shut down cleanly: %v", err)
			}

			for _, p := range players {
				raws, err := mail.Messages(p)
				if err != nil {
					t.Fatal(err)
				}
				ids := map[string]int{}
				for _, raw := range raws {
					ids[headerValue(string(raw), "Message-Id")]++
				}
				if len(ids) != 1 {
					t.Errorf("%s received %d different replies to one mail, want 1", p, len(ids))
				}
				// Only SMTP's own window (accepted, not yet marked sent)
				// may deliver a copy twice, and then with the same Message-ID.
				if len(raws) > 1 && point != "after-send" {
					t.Errorf("%s received %d copies after a crash %s", p, len(raws), point)
				}
			}
		})
	}
}

// startLoopbackMail starts the embedded mail servers on free loopback
// ports, closed when the test ends; any address logs in with "pw".
func startLoopbackMail(t *testing.T) *devmail.Server {
	t.Helper()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	return mail
}

func writeLoopbackConfig(t *testing.T, dir string, mail *devmail.Server) string {
	t.Helper()
	imapHost, imapPort := splitHostPort(t, mail.IMAPAddr())
	smtpHost, smtpPort := splitHostPort(t, mail.SMTPAddr())
	cfg := fmt.Sprintf(`
[imap]
host = %q
port = %s
tls = "none"
user = "judge@localhost"
password = "pw"
processed_folder = "Processed"
poll_interval = "1s"
rescan_interval = "2s"
[smtp]
host = %q
port = %s
tls = "none"
user = "judge@localhost"
password = "pw"
[judge]
address = "judge@localhost"
data_dir = %q
[log]
level = "info"
`, imapHost, imapPort, smtpHost, smtpPort, filepath.Join(dir, "data"))
	path := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func splitHostPort(t *testing.T, addr string) (string, string) {
	t.Helper()
	i := strings.LastIndexByte(addr, ':')
	if i < 0 {
		t.Fatalf("bad address %q", addr)
	}
	return addr[:i], addr[i+1:]
}

func daemonChild(t *testing.T, cfgPath, crashpoint string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "serve", "--config", cfgPath)
	cmd.Env = append(os.Environ(), runAsMainEnv+"=1", crashpointEnv+"="+crashpoint)
	if testing.Verbose() {
		cmd.Stderr = os.Stderr
	}
	return cmd
}

// killedBySIGKILL waits for the child and reports whether SIGKILL ended it.
func killedBySIGKILL(t *testing.T, cmd *exec.Cmd) bool {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(60 * time.Second):
		_ = cmd.Process.Signal(syscall.SIGTERM)
		<-done
		return false
	}
	ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == syscall.SIGKILL
}

func headerValue(raw, name string) string {
	for _, line := range strings.Split(raw, "\r\n") {
		if line == "" {
			break
		}
		if k, v, ok := strings.Cut(line, ":"); ok && strings.EqualFold(k, name) {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
