package judge

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"

	"adjutant/judge/outbox"
	"adjutant/mailio"
	"adjutant/mailio/devmail"
	"adjutant/storage"
)

// queueReports puts n report mails in the outbox, as a burst of deadlines
// does.
func queueReports(t *testing.T, tj *testJudge, n int) {
	t.Helper()
	if err := tj.db.Update(func(tx *storage.Tx) error {
		for i := 0; i < n; i++ {
			if err := tj.out.Notice(tx, fmt.Sprintf("reader%d@example.org", i), fmt.Sprintf("g%d", i), outbox.Report, "results", "report"); err != nil {
				return err
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// hookedOutbox is the benchmark's outbox adapter with a hook that runs
// after each delivery is recorded.
type hookedOutbox struct {
	benchOutbox
	sent   int
	onSent func(n int)
}

func (o *hookedOutbox) Sent(id uint64, at time.Time) error {
	if err := o.benchOutbox.Sent(id, at); err != nil {
		return err
	}
	o.sent++
	if o.onSent != nil {
		o.onSent(o.sent)
	}
	return nil
}

// drain sends tj's outbox to a recording SMTP server and returns the
// recipients in the order the server received their mail.
func drain(t *testing.T, tj *testJudge, onSent func(s *mailio.Sender, n int)) []string {
	t.Helper()
	sink, err := devmail.Start(devmail.Options{Password: "pw", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	defer sink.Close()
	ob := &hookedOutbox{benchOutbox: benchOutbox{tj.db}}
	s := mailio.NewSender(mailio.NewSink(mailio.SMTPOptions{Addr: sink.SMTPAddr(), TLS: mailio.TLSNone}), ob,
		&mailio.SenderOptions{Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return tj.now }})
	if onSent != nil {
		ob.onSent = func(n int) { onSent(s, n) }
	}
	if err := s.Flush(context.Background()); err != nil {
		t.Fatal(err)
	}
	var to []string
	for _, e := range sink.Received() {
		to = append(to, strings.Join(e.To, ","))
	}
	return to
}

// An answer queued after a burst of reports is sent before them.
func TestAnswerQueuedAfterReportsIsSentFirst(t *testing.T) {
	const reports = 120
	tj := newTestJudge(t, Options{})
	queueReports(t, tj, reports)
	tj.deliver(t, mailFrom("player@example.org", "v1@example.org", "version", "VERSION"))
	to := drain(t, tj, nil)
	if len(to) != reports+1 || to[0] != "player@example.org" {
		t.Fatalf("%d mails sent, the first to %v; want the answer first of %d", len(to), to[:1], reports+1)
	}
}

// An answer queued while the sender works through a burst of reports goes
// out as the very next mail, not after the batch it was working on.
func TestAnswerQueuedDuringABurstGoesNext(t *testing.T) {
	const reports, answerAfter = 120, 5
	tj := newTestJudge(t, Options{})
	queueReports(t, tj, reports)
	to := drain(t, tj, func(s *mailio.Sender, n int) {
		if n == answerAfter {
			// What the daemon does: the judge answers a mail, commits, and
			// wakes the sender.
			tj.deliver(t, mailFrom("player@example.org", "v2@example.org", "version", "VERSION"))
			s.Wake()
		}
	})
	if len(to) != reports+1 || to[answerAfter] != "player@example.org" {
		i := len(to)
		for k, a := range to {
			if a == "player@example.org" {
				i = k
			}
		}
		t.Fatalf("the answer queued after %d reports were sent went out as mail %d of %d; want %d", answerAfter, i+1, len(to), answerAfter+1)
	}
}
