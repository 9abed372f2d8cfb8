package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/example"
	"adjutant/judge/play"
	"adjutant/mailio/devmail"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// A player who sends more mail in an hour than the reply budget allows
// (issue 17) loses nothing: each of 40 order mails is carried out when it
// arrives, the last one's orders are the ones in force, the answers past
// the budget arrive merged into one mail, and the notice says what really
// happens. The daemon is stopped while the answers are held and started
// again: the held answers go out all the same.
func TestEveryMailPastTheReplyBudgetIsCarriedOutAndAnswered(t *testing.T) {
	const orderMails = 40
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	// Long enough that the 40 mails are in before the first digest is due,
	// short enough for a test.
	cfg.DigestInterval = 15 * time.Second
	env := daemonEnv{testEngines: append(engines(), example.Engine{})}
	stop := runDaemonEnv(t, cfg, env)

	send := func(from, subject, body string) string {
		return submit(t, mail.SMTPAddr(), from, "judge@localhost", subject, body)
	}
	send("master@example.org", "new", "CREATE ?duel pw example max=1000\n")
	waitReplies(t, mail, "master@example.org", 1)
	send("east@example.org", "join", "SIGNON ?duel e4st East\n")
	waitReplies(t, mail, "east@example.org", 1)
	send("west@example.org", "join", "SIGNON ?duel w3st West\n")
	waitReplies(t, mail, "west@example.org", 2) // the reply and the start

	// East has had one answer; the budget allows cfg.RepliesPerHour.
	answered := cfg.RepliesPerHour - 1
	ids := make([]string, orderMails+1)
	for n := 1; n <= orderMails; n++ {
		ids[n] = send("east@example.org", fmt.Sprintf("secret %d", n), fmt.Sprintf("SIGNON Eduel e4st\nSECRET %d\n", n))
	}
	// The reply to SIGNON, the start of the game, the answers within the
	// budget and the notice.
	east := awaitMails(t, mail, "east@example.org", 2+answered+1)
	for n := 1; n <= answered; n++ {
		if r := east.answering(ids[n]); r == nil || !strings.Contains(r.Body, fmt.Sprintf("SECRET %d", n)) {
			t.Fatalf("mail %d within the budget: answer %v", n, r)
		}
	}
	notice := east.answering(ids[answered+1])
	if notice == nil || notice.Subject != "Many messages: your answers now come together" {
		t.Fatalf("the first mail past the budget did not bring the notice; mails: %s", east.subjects())
	}
	// A digest_interval of a minute or less was announced as "every 1
	// minutes".
	for _, want := range []string{"Every message you send is still read and carried out as soon as it", "Game reports (results, new phases, reminders) are not held back", "at most one goes out every minute."} {
		if !strings.Contains(notice.Body, want) {
			t.Errorf("notice lacks %q:\n%s", want, notice.Body)
		}
	}
	noticed := time.Now()
	// Every mail has left the judge's INBOX: each was recorded, and so
	// handled, before the stop.
	for deadline := time.Now().Add(mailPatience); ; time.Sleep(50 * time.Millisecond) {
		left, err := mail.Messages("judge@localhost")
		if err != nil {
			t.Fatal(err)
		}
		if len(left) == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%d mails still in the judge's INBOX", len(left))
		}
	}

	// Stop while the answers are held: they are in the store, not in
	// memory, and nothing has gone out yet.
	stop()
	if all, _ := mail.Messages("east@example.org"); len(all) != 2+answered+1 {
		t.Fatalf("east has %d mails before the digest, want %d", len(all), 2+answered+1)
	}
	db, err := storage.Open(filepath.Join(cfg.DataDir, dbFile), nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.View(func(tx *storage.Tx) error {
		if p, err := tx.PendingInbound(); err != nil || len(p) != 0 {
			t.Errorf("%d mails not carried out (%v)", len(p), err)
		}
		if _, held, err := tx.HeldDigestAt("east@example.org"); !held || err != nil {
			t.Errorf("no answers held at the stop (%v)", err)
		}
		// The last mail's orders are the ones in force.
		g, ok, err := play.Load(tx, play.Engines{}, "duel")
		if err != nil || !ok {
			return fmt.Errorf("loading the game: %v %w", ok, err)
		}
		if got := linesOf(g.Submissions["East"]); got != fmt.Sprintf("SECRET %d", orderMails) {
			t.Errorf("East's orders in force: %q, want the 40th mail's", got)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if st, err := db.Status(); err != nil || st.HeldAnswers != orderMails-answered || st.HeldFor != 1 {
		t.Errorf("status: %d answers held for %d senders (%v); want %d for 1", st.HeldAnswers, st.HeldFor, err, orderMails-answered)
	}
	db.Close()

	runDaemonEnv(t, cfg, env)
	digest := awaitMails(t, mail, "east@example.org", 2+answered+2).mails[2+answered+1]
	if since := time.Since(noticed); since < cfg.DigestInterval-2*time.Second {
		t.Errorf("the digest came %v after the notice, before the time the notice gave", since)
	}
	held := orderMails - answered
	if digest.Subject != fmt.Sprintf("Answers to your last %d messages", held) {
		t.Fatalf("digest subject %q", digest.Subject)
	}
	last := -1
	for i, n := 0, answered+1; n <= orderMails; i, n = i+1, n+1 {
		head := fmt.Sprintf("==== %d. Answer to \"secret %d\" of ", i+1, n)
		at := strings.Index(digest.Body, head)
		if at < last || !strings.Contains(digest.Body[at:], fmt.Sprintf("> SECRET %d\n", n)) {
			t.Fatalf("digest lacks the answer to mail %d in its place:\n%s", n, digest.Body)
		}
		last = at
	}
	if strings.Contains(digest.Body, "not understood") || strings.Count(digest.Body, "\n-- \n") != 1 {
		t.Errorf("digest:\n%s", digest.Body)
	}
}

// linesOf is a submission's lines, joined by "; ".
func linesOf(s games.Submission) string {
	var out []string
	for _, l := range s.Lines {
		out = append(out, l.Text)
	}
	return strings.Join(out, "; ")
}

// inbox is what one address has received, decoded.
type inbox struct{ mails []mailtest.Mail }

// awaitMails waits until addr has n mails and returns them.
func awaitMails(t *testing.T, mail *devmail.Server, addr string, n int) inbox {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	raws, err := mail.WaitMessages(ctx, addr, n)
	if err != nil {
		t.Fatalf("waiting for %d mails to %s: %v", n, addr, err)
	}
	var in inbox
	for _, raw := range raws {
		in.mails = append(in.mails, mailtest.Read(t, raw))
	}
	return in
}

// answering is the mail that answers Message-ID id, or nil.
func (in inbox) answering(id string) *mailtest.Mail {
	for i := range in.mails {
		if in.mails[i].InReplyTo == id {
			return &in.mails[i]
		}
	}
	return nil
}

func (in inbox) subjects() string {
	var s []string
	for _, m := range in.mails {
		s = append(s, m.Subject)
	}
	return strings.Join(s, " | ")
}
