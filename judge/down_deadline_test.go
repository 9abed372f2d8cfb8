package judge

import (
	"context"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/storage"
)

// A deadline that passed while the judge was down is resolved only after
// the mail that waited in the mailbox meanwhile has been read: England
// sent its orders before the deadline, while the judge was down, and they
// count, as they would have had the judge been running.
func TestMailWaitingAtStartIsReadBeforeADeadlineThatPassedMeanwhile(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, AwaitMailbox: time.Hour})
	players := startSeven(t, tj)
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nSET grace=0")
	tj.now = tj.endRecord(t, "west").Deadline.Add(3 * time.Hour) // the judge was down

	events := make(chan Event)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- tj.Run(ctx, events) }()
	raw := strings.ReplaceAll(mailFrom(players["England"], "waited@test", "orders",
		"SIGNON Ewest pw-England\nF LON - NTH\nF EDI - NWG\nA LVP - YOR\n"), "\n", "\r\n")
	recorded := make(chan error, 1)
	events <- Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 900}, Raw: []byte(raw), Size: int64(len(raw)), Done: recorded}
	if err := <-recorded; err != nil {
		t.Fatal(err)
	}
	events <- MailboxRead{}
	// A Wake after MailboxRead returns once the loop has done what
	// MailboxRead started.
	events <- Wake{}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}

	var results string
	for _, m := range tj.mailsTo(t, players["France"]) {
		if strings.Contains(m.Subject, "S1901M results") {
			results = m.Body
		}
	}
	if results == "" {
		t.Fatal("the deadline that passed while the judge was down was not resolved")
	}
	if !strings.Contains(results, "F Lon - Nth") || strings.Contains(results, "England: no orders") {
		t.Errorf("England's orders, sent while the judge was down and before the deadline, did not count:\n%s", results)
	}
}
