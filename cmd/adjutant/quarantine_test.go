package main

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/smtp"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"adjutant/mailio/devmail"
	"adjutant/mailio/dovecottest"
)

// poisonMail is the message that used to stop the judge for everyone: a
// header line without a colon and no blank line.
const poisonMail = "From: poison@ex.org\r\nTo: judge@localhost\r\nSubject: x\r\nVERSION\r\n"

// TestPoisonMailIsAnsweredAndHoldsNothingUp sends the malformed mail
// through the embedded servers, as a script would, and then a player's
// mail. The embedded IMAP server used to serve the first as an empty
// message, which storage refused, and the reader retried it for ever, so
// neither was answered, before or after a restart. Now both are answered,
// and so is mail after a restart.
func TestPoisonMailIsAnsweredAndHoldsNothingUp(t *testing.T) {
	env := startDev(t)
	if err := smtp.SendMail(env.mail.SMTPAddr(), nil, "poison@ex.org", []string{"judge@localhost"}, []byte(poisonMail)); err != nil {
		t.Fatal(err)
	}
	submit(t, env.mail.SMTPAddr(), "bob@example.org", "judge@localhost", "after", "VERSION")
	if r := waitReplies(t, env.mail, "poison@ex.org", 1)[0]; !strings.Contains(r.Body, "> VERSION") {
		t.Errorf("the malformed mail's answer does not take its VERSION line:\n%s", r.Body)
	}
	waitReplies(t, env.mail, "bob@example.org", 1)
	env.stop()

	runInBackground(t, env.cfg)
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "after restart", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1)
	if all, _ := env.mail.Messages("poison@ex.org"); len(all) != 1 {
		t.Errorf("poison@ex.org has %d answers after the restart, want 1", len(all))
	}
}

// TestMailNoServerCanSendIsSetAsideAcrossARestart: on a real Dovecot, a
// message the server serves empty (a 0-byte file in the maildir, as a
// crashed delivery leaves) can never be recorded. The judge tries it,
// stops, tries again after a restart (the count survives it), and at the
// third attempt moves it to the Quarantine folder and answers the mail
// behind it. `adjutant status` and its metrics count it.
func TestMailNoServerCanSendIsSetAsideAcrossARestart(t *testing.T) {
	j := startDovecotJudge(t)
	j.cfg.IMAP.RetryWait = time.Hour // the first run makes one attempt
	const aliceID, bobID = "<alice-q@example.org>", "<bob-q@example.org>"
	j.deliver(t, playerMail("alice@example.org", aliceID, "first", "VERSION\n"))
	emptyMaildirFile(t, j.dovecot.Dir(), dovecotJudgeUser)
	if _, err := j.dovecot.Doveadm(nil, "force-resync", "-u", dovecotJudgeUser, "INBOX"); err != nil { // UID 2
		t.Fatal(err)
	}
	j.deliver(t, playerMail("bob@example.org", bobID, "behind", "VERSION\n"))

	stop := runInBackground(t, j.cfg)
	j.replyTo(t, "alice@example.org", aliceID, "VERSION")
	eventually(t, "one failed attempt in status", func() bool { return statusOf(t, j.cfg.DataDir).Quarantine.Retrying == 1 })
	stop()

	j.cfg.IMAP.RetryWait = 10 * time.Millisecond
	runInBackground(t, j.cfg)
	j.replyTo(t, "bob@example.org", bobID, "VERSION")
	eventually(t, "the empty message in Quarantine", func() bool {
		return len(folderMessageIDs(t, j.client, "Quarantine")) == 1
	})
	j.waitFiled(t, aliceID, bobID)
	st := statusOf(t, j.cfg.DataDir).Quarantine
	if st.SetAside != 1 || st.Retrying != 0 || len(st.Recent) != 1 || st.Recent[0].Folder != "Quarantine" || st.Recent[0].Attempts != 3 || st.Recent[0].UID != 2 {
		t.Fatalf("status quarantine = %+v", st)
	}
	code, out, _ := runCLI("status", "--data", j.cfg.DataDir)
	if code != 0 || !strings.Contains(out, "quarantine         1 set aside") || !strings.Contains(out, "moved to Quarantine after 3 attempts") {
		t.Errorf("status (exit %d) does not show the quarantined mail:\n%s", code, out)
	}
	code, out, _ = runCLI("quarantine", "--data", j.cfg.DataDir)
	if code != 0 || !strings.Contains(out, "INBOX UID 2 (UIDVALIDITY ") || !strings.Contains(out, "moved to Quarantine") || !strings.Contains(out, "without content") {
		t.Errorf("quarantine (exit %d) does not list the mail:\n%s", code, out)
	}
	code, out, _ = runCLI("status", "--data", j.cfg.DataDir, "--metrics")
	if code != 0 || !slices.Contains(strings.Split(out, "\n"), "adjutant_inbound_quarantined 1") {
		t.Errorf("metrics (exit %d) lack the quarantine count:\n%s", code, out)
	}
}

// statusOf reads `adjutant status --json` for dir.
func statusOf(t *testing.T, dir string) statusJSON {
	t.Helper()
	code, out, errs := runCLI("status", "--data", dir, "--json")
	var st statusJSON
	if err := json.Unmarshal([]byte(out), &st); code != 0 || err != nil {
		t.Fatalf("status --json: exit %d, %v\n%s%s", code, err, out, errs)
	}
	return st
}

// emptyMaildirFile puts a 0-byte message file into the maildir INBOX of
// owner on the test Dovecot, owned by the server's user.
func emptyMaildirFile(t *testing.T, dovecotDir, owner string) {
	t.Helper()
	name := filepath.Join(dovecotDir, "mail", owner, "new", "1700000000.empty.localhost")
	if err := os.WriteFile(name, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := dovecottest.GiveToServer(name); err != nil {
		t.Fatal(err)
	}
}

// TestBackToBackMailIsAnsweredThroughIdle sends 25 pairs of mails, each
// pair right after the judge answered the one before, so the second mail
// of a pair lands while the judge goes back to IDLE: the moment the
// embedded IMAP server used to lose the wake-up. The judge's poll and
// rescan are an hour apart, so a lost wake-up leaves a mail unanswered and
// the wait fails; nothing here measures time.
func TestBackToBackMailIsAnsweredThroughIdle(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	cfg := devConfig(dir, mail.IMAPAddr(), mail.SMTPAddr(), "judge@localhost", "pw")
	cfg.IMAP.PollInterval, cfg.IMAP.RescanInterval = time.Hour, time.Hour
	runInBackground(t, cfg)
	for pair := range 25 {
		from := fmt.Sprintf("pair%d@example.org", pair)
		submit(t, mail.SMTPAddr(), from, "judge@localhost", "first", "VERSION")
		submit(t, mail.SMTPAddr(), from, "judge@localhost", "second", "VERSION")
		waitReplies(t, mail, from, 2)
	}
}
