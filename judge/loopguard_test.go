package judge

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"adjutant/storage"
)

// TestAnAnsweringProgramDoesNotLoop: a program that answers every mail
// and marks nothing automatic (another judge, a ticket system) gets three
// answers in a thread where nothing can be carried out, and no fourth;
// a mail with a command in it is always answered, thread or not.
func TestAnAnsweringProgramDoesNotLoop(t *testing.T) {
	tj := newGameJudge(t)
	const peer = "judge@other.example"
	// thread sends body in reply to parent (no In-Reply-To when "") and
	// returns the judge's answer's Message-ID, "" when there is none.
	thread := func(id, parent, body string) string {
		t.Helper()
		var extra []string
		if parent != "" {
			extra = append(extra, "In-Reply-To: "+parent)
		}
		tj.deliver(t, mailFrom(peer, id, "Re: your mail", body, extra...))
		for _, m := range tj.mailsTo(t, peer) {
			if m.InReplyTo == "<"+id+">" {
				return m.MessageID
			}
		}
		return ""
	}
	parent := thread("p0@other.example", "", "Thank you for your mail.\nWe will get back to you.")
	for i := 1; i <= 2; i++ {
		if parent == "" {
			t.Fatalf("mail %d of the thread was not answered", i)
		}
		parent = thread(fmt.Sprintf("p%d@other.example", i), parent, "Unknown command: Adjutant read your message.\nSend HELP for help.")
	}
	if parent == "" {
		t.Fatal("the third mail of the thread was not answered")
	}
	all := tj.mailsTo(t, peer)
	wantIn(t, "the third answer", all[len(all)-1].Body, "so a fourth like it will not be answered")
	notIn(t, "the second answer", all[len(all)-2].Body, "will not be answered")
	if got := thread("p3@other.example", parent, "Unknown command: Adjutant read your message."); got != "" {
		t.Fatalf("the fourth mail with nothing to carry out was answered: the loop goes on")
	}
	// A mail with a command, in the same thread, is answered.
	if thread("p9@other.example", parent, "VERSION") == "" {
		t.Error("a mail with a command in a quiet thread was not answered")
	}
}

// TestOutOfOfficeOutsideTheThreadIsNotAnswered: a responder that marks
// nothing but its subject, answering a report (so not in reply to an
// answer), gets no "no commands" answer; a mail with that subject and a
// command in it is answered.
func TestOutOfOfficeOutsideTheThreadIsNotAnswered(t *testing.T) {
	tj := newGameJudge(t)
	const away = "wang@163.example"
	tj.deliver(t, mailFrom(away, "ooo1@163.example", "自动回复：west 1901年春季", "您好，我最近正在休假中，将在假期结束后回复您的邮件。"))
	if got := tj.mailsTo(t, away); len(got) != 0 {
		t.Fatalf("the out-of-office reply was answered:\n%s", got[0].Body)
	}
	r := tj.send(t, away, "VERSION")
	wantIn(t, "a player's mail", r.Body, "Adjutant")
	tj.deliver(t, mailFrom(away, "ooo2@163.example", "Automatic reply: west", "VERSION"))
	if got := tj.mailsTo(t, away); len(got) != 2 {
		t.Errorf("a mail with a command under an auto-reply subject: %d answers in all, want 2", len(got))
	}
}

// TestTwoJudgesDoNotLoop: a judge's answer that reaches another judge
// (a player who set one judge's address as their own at another) is
// marked automatic and not answered, so two judges never trade mail.
func TestTwoJudgesDoNotLoop(t *testing.T) {
	a := newTestJudge(t, Options{})
	b := newTestJudge(t, Options{})
	b.opts.Address = "judge@other.example" // b's own address, as its config would say
	a.deliver(t, mailFrom("judge@other.example", "first@other.example", "hello", "HLEP"))
	var answer []byte
	if err := a.db.View(func(tx *storage.Tx) error {
		due, err := queuedInOrder(tx, a.now.Add(time.Hour), 10)
		if len(due) == 1 {
			answer = due[0].Data
		}
		return err
	}); err != nil || answer == nil {
		t.Fatalf("judge a did not answer: %v", err)
	}
	b.deliver(t, strings.ReplaceAll(string(answer), "\r\n", "\n"))
	if out := b.outbox(t); len(out) != 0 {
		t.Fatalf("judge b answered judge a's answer: %q", out[0].Subject)
	}
	if err := b.db.View(func(tx *storage.Tx) error {
		in, _, err := tx.Inbound(1)
		if in.Outcome != "robot: Auto-Submitted: auto-replied" {
			t.Errorf("judge b closed judge a's answer as %q", in.Outcome)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// TestCopiedInMailWithoutCommandsIsNotAnswered: players writing to each
// other with the judge in Cc get no "no commands" answer; a command in
// such a mail is carried out and answered, and so is mail to the judge.
func TestCopiedInMailWithoutCommandsIsNotAnswered(t *testing.T) {
	tj := newGameJudge(t)
	const eng = "england@example.org"
	raw := func(id, to, cc, body string) string {
		return "From: " + eng + "\nTo: " + to + "\nCc: " + cc + "\nSubject: the Channel\nMessage-ID: <" + id + ">\n" +
			"Content-Type: text/plain; charset=utf-8\n\n" + body
	}
	tj.deliver(t, raw("c1@example.org", "france@example.org", "Judge <judge@example.org>", "Shall we keep the Channel empty?\n"))
	if got := tj.mailsTo(t, eng); len(got) != 0 {
		t.Fatalf("a mail the judge was copied in on was answered:\n%s", got[0].Body)
	}
	tj.deliver(t, raw("c2@example.org", "france@example.org", "judge@example.org", "VERSION\n"))
	tj.deliver(t, raw("c3@example.org", "judge@example.org", "france@example.org", "Shall we?\n"))
	if got := tj.mailsTo(t, eng); len(got) != 2 {
		t.Errorf("%d answers, want 2: a command in Cc mail, and mail to the judge", len(got))
	}
}
