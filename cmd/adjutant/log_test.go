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

// runDaemonLogged runs the daemon on cfg with its log, at lvl and in
// text, written to the buffer it returns.
func runDaemonLogged(t *testing.T, cfg *Config, lvl slog.Level) (out *lockedBuffer, stop func()) {
	t.Helper()
	out = &lockedBuffer{}
	level := new(slog.LevelVar)
	level.Set(lvl)
	stop = runDaemonEnv(t, cfg, daemonEnv{log: slog.New(slog.NewTextHandler(out, &slog.HandlerOptions{Level: level})), level: level})
	return out, stop
}

// TestTheMailReaderLogsToTheDaemonsLog: every part of the daemon writes to
// the one log the operator chose, at its level and in its format. The IMAP
// reader used to write through Go's default logger instead: its lines came
// in another format ("2026/11/26 18:14:23 INFO fetched new mail") and
// ignored --log-level.
func TestTheMailReaderLogsToTheDaemonsLog(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	out, stop := runDaemonLogged(t, cfg, slog.LevelDebug)
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	waitReplies(t, mail, "ann@example.org", 1)
	stop()
	if !strings.Contains(out.String(), `msg="fetched new mail" part=imap`) {
		t.Errorf("the daemon's log has no line of the mail reader:\n%s", out.String())
	}
}

// TestDebugLogsEveryMailHandled: log.level = "debug" is offered, but no
// part of the judge wrote a line at that level, so an operator looking
// into "my mail got no answer" learnt nothing more from it. At debug each
// mail handled now gets a line with its sender, Message-ID and outcome;
// never its text, so a password in it stays out of the log.
func TestDebugLogsEveryMailHandled(t *testing.T) {
	for _, lvl := range []slog.Level{slog.LevelDebug, slog.LevelInfo} {
		mail, cfg := devMailAndJudge(t, t.TempDir())
		out, stop := runDaemonLogged(t, cfg, lvl)
		submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "CREATE ?west Hush3dWord\nVERSION")
		waitReplies(t, mail, "ann@example.org", 1)
		stop()
		log := out.String()
		handled := strings.Contains(log, `msg="mail handled" part=judge inbound=1 from=ann@example.org message_id=`) &&
			strings.Contains(log, `outcome="replied: 2 lines, 0 problems"`)
		if lvl == slog.LevelDebug && !handled {
			t.Errorf("at debug, no line for the mail handled:\n%s", log)
		}
		if lvl == slog.LevelInfo && strings.Contains(log, "mail handled") {
			t.Errorf("at info, a debug line:\n%s", log)
		}
		if strings.Contains(log, "Hush3dWord") {
			t.Errorf("the log holds the password:\n%s", log)
		}
	}
}

// TestStoppingSaysWhatIsLeftToSend: with the SMTP server away, a reply
// waits in the outbox for its next attempt, and the staged shutdown
// logged "stopped" alone; the operator stopping the judge could not tell
// that a reply was still to go (it goes at the next start).
func TestStoppingSaysWhatIsLeftToSend(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	cfg.SMTP.Addr = "127.0.0.1:1" // nothing listens there
	out, stop := runDaemonLogged(t, cfg, slog.LevelInfo)
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	eventually(t, "the reply waits in the outbox", func() bool {
		_, js, _ := runCLI("status", "--data", cfg.DataDir, "--json")
		return strings.Contains(js, `"outbox_waiting": 1,`)
	})
	stop()
	if !strings.Contains(out.String(), "msg=stopped outbox_waiting=1") {
		t.Errorf("the last line does not say a reply is left to send:\n%s", out.String())
	}
}

// TestARefusedLoginIsAnError: a wrong IMAP password was logged at WARN as
// "IMAP connection ended; reconnecting", again and again, like a passing
// network fault; nothing said the judge cannot read mail until the
// operator changes the configuration.
func TestARefusedLoginIsAnError(t *testing.T) {
	_, cfg := devMailAndJudge(t, t.TempDir())
	cfg.IMAP.Password = "wrong"
	out, stop := runDaemonLogged(t, cfg, slog.LevelInfo)
	want := `level=ERROR msg="IMAP server refused the login: no mail is read until imap.user and the password are right (adjutant check-config tries them); trying again"`
	eventually(t, "the refused login is logged", func() bool { return strings.Contains(out.String(), want) })
	stop()
	if strings.Contains(out.String(), "wrong") {
		t.Errorf("the log holds the password:\n%s", out.String())
	}
}

// TestAMailboxTheServerLacksIsAnError: an imap.mailbox the server does
// not have was logged at WARN as "IMAP connection ended; reconnecting",
// like a passing network fault.
func TestAMailboxTheServerLacksIsAnError(t *testing.T) {
	_, cfg := devMailAndJudge(t, t.TempDir())
	cfg.IMAP.Mailbox = "Judge"
	out, stop := runDaemonLogged(t, cfg, slog.LevelInfo)
	want := `level=ERROR msg="IMAP server will not open the mailbox: no mail is read until it exists or imap.mailbox names another (adjutant check-config tries it); trying again" part=imap mailbox=Judge`
	eventually(t, "the missing mailbox is logged", func() bool { return strings.Contains(out.String(), want) })
	stop()
	if strings.Contains(out.String(), "IMAP connection ended") {
		t.Errorf("the missing mailbox is logged as a connection that ended:\n%s", out.String())
	}
}

// TestAWrongSMTPPasswordLosesNoReply: the SMTP server's 535 to the
// judge's login was taken for a permanent refusal of the reply being sent,
// so with a wrong or rotated smtp password every answer was dropped at its
// first try ("giving up on message", failed). The login is the judge's
// configuration, not the message: the reply waits in the outbox, retried,
// and the log says at error level what to fix.
func TestAWrongSMTPPasswordLosesNoReply(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	cfg.SMTP.Password = "rotated-away"
	out, stop := runDaemonLogged(t, cfg, slog.LevelInfo)
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	want := `level=ERROR msg="SMTP server refused the judge's session or sender address: no mail leaves until the [smtp] settings, judge.address and judge.verp are right (adjutant check-config tries them); will retry"`
	eventually(t, "the refused login is logged", func() bool { return strings.Contains(out.String(), want) })
	stop()
	code, js, errs := runCLI("status", "--data", cfg.DataDir, "--json")
	if code != 0 || !strings.Contains(js, `"outbox_waiting": 1,`) || !strings.Contains(js, `"outbox_failed": 0,`) {
		t.Errorf("the reply is not waiting in the outbox:\n%s%s", js, errs)
	}
	if strings.Contains(out.String(), "giving up") || strings.Contains(out.String(), "rotated-away") {
		t.Errorf("log:\n%s", out.String())
	}
}

// TestEachLogLineNamesItsPartOnce: the mail reader and the sender labelled
// their lines themselves ("component=imap") under the daemon's own label
// ("part=imap"), so every line of theirs said the same thing twice, under
// two names, and a filter on one name missed the lines of the other. The
// daemon's label is the one kept (docs/operators.md names it).
func TestEachLogLineNamesItsPartOnce(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	out, stop := runDaemonLogged(t, cfg, slog.LevelDebug)
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	waitReplies(t, mail, "ann@example.org", 1)
	eventually(t, "the sender logs the reply", func() bool { return strings.Contains(out.String(), "msg=sent part=sender") })
	stop()
	for _, want := range []string{`msg="fetched new mail" part=imap mailbox=INBOX`, `msg="mail handled" part=judge`, "msg=sent part=sender id="} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("no line %q in the log:\n%s", want, out.String())
		}
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if strings.Contains(line, "component=") || strings.Count(line, " part=") > 1 {
			t.Errorf("a line names its part twice: %s", line)
		}
	}
}
