package main

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"
)

// lockedBuffer is a log destination the daemon's goroutines share.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestTheMailReaderLogsToTheDaemonsLog: every part of the daemon writes to
// the one log the operator chose, at its level and in its format. The IMAP
// reader used to write through Go's default logger instead: its lines came
// in another format ("2026/11/26 18:14:23 INFO fetched new mail") and
// ignored --log-level.
func TestTheMailReaderLogsToTheDaemonsLog(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	var out lockedBuffer
	level := new(slog.LevelVar)
	level.Set(slog.LevelDebug)
	stop := runDaemonEnv(t, cfg, daemonEnv{log: slog.New(slog.NewTextHandler(&out, &slog.HandlerOptions{Level: level})), level: level})
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	waitReplies(t, mail, "ann@example.org", 1)
	stop()
	if !strings.Contains(out.String(), `msg="fetched new mail" part=imap`) {
		t.Errorf("the daemon's log has no line of the mail reader:\n%s", out.String())
	}
}
