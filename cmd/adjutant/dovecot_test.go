package main

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"

	"adjutant/mailio/devmail"
	"adjutant/mailio/dovecottest"
	"adjutant/mailio/mailtest"
)

// The judge's account on the test Dovecot. The IMAP login differs from the
// judge's mail address on purpose: real providers often do that too.
const (
	dovecotJudgeUser     = "judge"
	dovecotJudgePassword = "secret"
	testJudgeAddress     = "judge@localhost"
)

// dovecotConfig is the daemon configuration for a judge reading INBOX on the
// real Dovecot d (no TLS, loopback, IDLE, processed mail moved to
// "Processed") and sending its replies through devmail's SMTP server.
//
// RescanInterval and PollInterval are long so that new mail is noticed
// through IDLE alone within the tests' 30-second waits: a judge that only
// found mail by rescanning would fail them.
func dovecotConfig(dataDir string, d *dovecottest.Dovecot, mail *devmail.Server) *Config {
	cfg := devConfig(dataDir, d.Addr(), mail.SMTPAddr(), testJudgeAddress, mail.Password())
	cfg.IMAP.Username, cfg.IMAP.Password = dovecotJudgeUser, dovecotJudgePassword
	cfg.IMAP.PollInterval = 2 * time.Minute
	cfg.IMAP.RescanInterval = 2 * time.Minute
	cfg.IMAP.CommandTimeout = 20 * time.Second
	return cfg
}

// imapLogin opens a plain-text IMAP session, closed when the test ends.
func imapLogin(tb testing.TB, addr, user, password string) *imapclient.Client {
	tb.Helper()
	c, err := imapclient.DialInsecure(addr, nil)
	if err != nil {
		tb.Fatalf("connecting to IMAP at %s: %v", addr, err)
	}
	tb.Cleanup(func() { c.Close() })
	if err := c.Login(user, password).Wait(); err != nil {
		tb.Fatalf("IMAP login as %s: %v", user, err)
	}
	return c
}

// appendMail stores raw in mailbox with IMAP APPEND (RFC 3501 section
// 6.3.11), as a delivery agent would, and returns the moment the server
// confirmed it (the tagged OK): from then on the message is in the mailbox.
func appendMail(tb testing.TB, c *imapclient.Client, mailbox string, raw []byte) time.Time {
	tb.Helper()
	cmd := c.Append(mailbox, int64(len(raw)), nil)
	if _, err := cmd.Write(raw); err != nil {
		tb.Fatalf("APPEND to %s: %v", mailbox, err)
	}
	if err := cmd.Close(); err != nil {
		tb.Fatalf("APPEND to %s: %v", mailbox, err)
	}
	if _, err := cmd.Wait(); err != nil {
		tb.Fatalf("APPEND to %s: %v", mailbox, err)
	}
	return time.Now()
}

// playerMail is a plain-text message from a player's mail program, with
// CRLF line ends (RFC 5322 section 2.3).
func playerMail(from, messageID, subject, body string, extraHeaders ...string) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: %s\r\nMessage-ID: %s\r\nDate: %s\r\n",
		from, testJudgeAddress, subject, messageID, time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC).Format(time.RFC1123Z))
	for _, h := range extraHeaders {
		b.WriteString(h + "\r\n")
	}
	b.WriteString("MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n")
	b.WriteString(strings.ReplaceAll(body, "\n", "\r\n"))
	return []byte(b.String())
}

// folderMessageIDs lists the Message-IDs in mailbox, in UID order, read with
// EXAMINE and BODY.PEEK so that looking changes nothing.
func folderMessageIDs(tb testing.TB, c *imapclient.Client, mailbox string) []string {
	tb.Helper()
	sel, err := c.Select(mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		tb.Fatalf("EXAMINE %s: %v", mailbox, err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	section := &imap.FetchItemBodySection{Specifier: imap.PartSpecifierHeader, HeaderFields: []string{"Message-ID"}, Peek: true}
	bufs, err := c.Fetch(imap.SeqSet{{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		tb.Fatalf("FETCH in %s: %v", mailbox, err)
	}
	slices.SortFunc(bufs, func(x, y *imapclient.FetchMessageBuffer) int { return cmp.Compare(x.UID, y.UID) })
	ids := make([]string, 0, len(bufs))
	for _, b := range bufs {
		ids = append(ids, headerValue(string(b.FindBodySection(section)), "Message-Id"))
	}
	return ids
}

// eventually polls cond until it holds, failing the test after 30 seconds.
// It bounds a wait; it does not measure speed.
func eventually(tb testing.TB, what string, cond func() bool) {
	tb.Helper()
	deadline := time.Now().Add(mailPatience)
	for !cond() {
		if time.Now().After(deadline) {
			tb.Fatalf("gave up after %s waiting for %s", mailPatience, what)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// dovecotJudge is one judge daemon on a real Dovecot, with the player-side
// view of both mail servers.
type dovecotJudge struct {
	dovecot *dovecottest.Dovecot
	mail    *devmail.Server // the SMTP side, and the players' mailboxes
	cfg     *Config
	client  *imapclient.Client // delivers players' mail into the judge's INBOX
}

func startDovecotJudge(t *testing.T) *dovecotJudge {
	t.Helper()
	d := dovecottest.Start(t, map[string]string{dovecotJudgeUser: dovecotJudgePassword}) // skips without Dovecot
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	return &dovecotJudge{
		dovecot: d, mail: mail,
		cfg:    dovecotConfig(filepath.Join(dir, "data"), d, mail),
		client: imapLogin(t, d.Addr(), dovecotJudgeUser, dovecotJudgePassword),
	}
}

// deliver APPENDs raw to the judge's INBOX on Dovecot.
func (j *dovecotJudge) deliver(t *testing.T, raw []byte) {
	t.Helper()
	appendMail(t, j.client, "INBOX", raw)
}

// waitFiled waits until INBOX is empty and Processed holds exactly want
// (Message-IDs in the order the judge moved them).
func (j *dovecotJudge) waitFiled(t *testing.T, want ...string) {
	t.Helper()
	var inbox, processed []string
	eventually(t, fmt.Sprintf("an empty INBOX and Processed = %v", want), func() bool {
		inbox = folderMessageIDs(t, j.client, "INBOX")
		processed = folderMessageIDs(t, j.client, "Processed")
		return len(inbox) == 0 && slices.Equal(processed, want)
	})
}

// replyTo waits for the one reply to player and checks it answers messageID
// and echoes command.
func (j *dovecotJudge) replyTo(t *testing.T, player, messageID, command string) {
	t.Helper()
	r := waitReplies(t, j.mail, player, 1)[0]
	if r.InReplyTo != messageID {
		t.Errorf("reply to %s has In-Reply-To %q, want %q", player, r.InReplyTo, messageID)
	}
	if !strings.Contains(r.Body, "> "+command) {
		t.Errorf("reply to %s does not echo %q:\n%s", player, command, r.Body)
	}
}

// TestJudgeAgainstDovecot runs the whole daemon against a real Dovecot:
// mail APPENDed to the judge's INBOX is answered once each over SMTP and
// filed in Processed; mail arriving while the judge idles is noticed through
// IDLE; robots get no answer; neither a restart with a duplicate delivery
// waiting, nor a UIDVALIDITY change followed by a re-delivery, produces a
// second answer.
func TestJudgeAgainstDovecot(t *testing.T) {
	j := startDovecotJudge(t)
	stop := runInBackground(t, j.cfg)

	const (
		robotID = "<robot-1@example.org>"
		aliceID = "<alice-1@example.org>"
		bobID   = "<bob-1@example.org>"
		carolID = "<carol-1@example.org>"
		daveID  = "<dave-1@example.org>"
		erinID  = "<erin-1@example.org>"
	)
	robot := playerMail("robot@example.org", robotID, "Out of office", "HELP\n", "Auto-Submitted: auto-replied")
	alice := playerMail("alice@example.org", aliceID, "help", "HELP\n")
	bob := playerMail("bob@example.org", bobID, "version", "VERSION\n")

	// The robot's mail comes first: the judge takes mail in order, so once
	// alice and bob have their answers the robot's has been decided.
	j.deliver(t, robot)
	j.deliver(t, alice)
	j.deliver(t, bob)
	j.replyTo(t, "alice@example.org", aliceID, "HELP")
	j.replyTo(t, "bob@example.org", bobID, "VERSION")
	j.waitFiled(t, robotID, aliceID, bobID)

	// The judge has filed everything and idles. With rescans and polls two
	// minutes apart, only IDLE (RFC 2177) can bring carol her answer within
	// the 30 seconds replyTo waits.
	j.deliver(t, playerMail("carol@example.org", carolID, "help", "HELP\n"))
	j.replyTo(t, "carol@example.org", carolID, "HELP")
	j.waitFiled(t, robotID, aliceID, bobID, carolID)

	// Restart. While the judge is down, bob's mail is delivered a second
	// time (as a retrying MTA does) and dave writes.
	stop()
	j.deliver(t, bob)
	j.deliver(t, playerMail("dave@example.org", daveID, "version", "VERSION\n"))
	stop = runInBackground(t, j.cfg)
	j.replyTo(t, "dave@example.org", daveID, "VERSION")
	j.waitFiled(t, robotID, aliceID, bobID, carolID, bobID, daveID)

	// UIDVALIDITY changes (Dovecot cannot delete INBOX, so doveadm sets a
	// new value, which is what re-creating a mailbox amounts to: every old
	// UID loses its meaning, RFC 3501 section 2.3.1.1). Then alice's mail is
	// delivered again and erin writes.
	st, err := j.client.Status("INBOX", &imap.StatusOptions{UIDValidity: true}).Wait()
	if err != nil {
		t.Fatal(err)
	}
	newValidity := strconv.FormatUint(uint64(st.UIDValidity)+1000, 10)
	if _, err := j.dovecot.Doveadm(nil, "mailbox", "update", "-u", dovecotJudgeUser, "--uid-validity", newValidity, "INBOX"); err != nil {
		t.Fatal(err)
	}
	if st2, err := j.client.Status("INBOX", &imap.StatusOptions{UIDValidity: true}).Wait(); err != nil || st2.UIDValidity == st.UIDValidity {
		t.Fatalf("UIDVALIDITY did not change (%d before, status %+v, %v)", st.UIDValidity, st2, err)
	}
	j.deliver(t, alice)
	j.deliver(t, playerMail("erin@example.org", erinID, "version", "VERSION\n"))
	j.replyTo(t, "erin@example.org", erinID, "VERSION")
	j.waitFiled(t, robotID, aliceID, bobID, carolID, bobID, daveID, aliceID, erinID)

	// Stopping flushes the outbox: a wrong second answer would be out now.
	stop()
	want := map[string]string{
		"alice@example.org": aliceID, "bob@example.org": bobID, "carol@example.org": carolID,
		"dave@example.org": daveID, "erin@example.org": erinID,
	}
	got := map[string][]string{}
	for _, env := range j.mail.Received() {
		m := mailtest.Read(t, env.Data)
		for _, to := range env.To {
			got[to] = append(got[to], m.InReplyTo)
		}
	}
	for player, id := range want {
		if len(got[player]) != 1 || got[player][0] != id {
			t.Errorf("%s got replies to %v, want exactly one, to %s", player, got[player], id)
		}
	}
	if len(got) != len(want) {
		t.Errorf("replies went to %d addresses, want %d (the robot gets none): %v", len(got), len(want), got)
	}
}
