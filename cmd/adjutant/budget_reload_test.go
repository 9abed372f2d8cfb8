package main

import (
	"strings"
	"testing"
	"time"
)

// TestTheDigestSaysHowManyAnswersWent: the digest said "Adjutant answered
// N messages from you within an hour" with N the reply budget in force
// when it was sent. After the operator changed limits.replies_per_hour
// (a reload, a restart), N was the new budget, not the answers the
// player got: 30 where 3 had gone; and an answer the raised budget let
// join the digest was counted among those that went before it (4).
func TestTheDigestSaysHowManyAnswersWent(t *testing.T) {
	mail, cfg := devMailAndJudge(t, t.TempDir())
	cfg.RepliesPerHour = 3
	cfg.DigestInterval = 3 * time.Second
	stop := runInBackground(t, cfg)
	for i := range 4 {
		submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "v"+string(rune('1'+i)), "VERSION")
	}
	got := awaitMails(t, mail, "ann@example.org", 4) // three answers and the notice
	if !strings.Contains(got.subjects(), "Many messages") {
		t.Fatalf("no notice: %s", got.subjects())
	}
	stop()

	// The operator raises the budget meanwhile, and one more mail comes:
	// the new budget would let its answer go, but it joins the digest
	// behind v4's, so that no answer overtakes another, and it is no
	// answer that went before the digest.
	submit(t, mail.SMTPAddr(), "ann@example.org", "judge@localhost", "v5", "VERSION")
	cfg.RepliesPerHour = 30
	runInBackground(t, cfg)
	got = awaitMails(t, mail, "ann@example.org", 5)
	digest := got.mails[len(got.mails)-1]
	if !strings.HasPrefix(digest.Subject, "Answers to your last 2 messages") {
		t.Fatalf("the last mail is not the digest: %s", got.subjects())
	}
	if !strings.Contains(digest.Body, "Adjutant answered 3 messages from you within an hour") {
		t.Errorf("the digest does not say that 3 answers went:\n%s", digest.Body)
	}
}
