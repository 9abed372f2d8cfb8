package judge

import (
	"context"
	"strings"
	"sync"
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

// While the mail source cannot read the mailbox (its connection broke), a
// deadline that comes waits for it, for Options.AwaitMailbox at most:
// mail that reached the mailbox before the deadline is read first; a
// mailbox still unread after that holds the game up no longer.
func TestADeadlineWaitsWhileTheMailboxCannotBeRead(t *testing.T) {
	tj, clock := newClockedJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000, AwaitMailbox: 2 * time.Minute})
	players := startSeven(t, tj)
	tj.send(t, "master@example.org", "SIGNON Mwest masterpw\nSET grace=0\nSET reminder=0")
	deadline := tj.endRecord(t, "west").Deadline
	resolved := func() bool {
		for _, m := range tj.mailsTo(t, players["France"]) {
			if strings.Contains(m.Subject, "S1901M results") {
				return true
			}
		}
		return false
	}

	events := make(chan Event)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- tj.Run(ctx, events) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
	}()
	events <- MailboxRead{}
	events <- MailboxUnreadable{} // the link to the mailbox broke, long before the deadline
	clock.set(deadline)
	events <- Tick{} // the deadline comes: it waits from now
	events <- Wake{} // returns once the loop is done with the Tick
	clock.set(deadline.Add(time.Minute))
	events <- Tick{}
	events <- MailboxUnreadable{} // the source tries again and fails again: no new wait
	if resolved() {
		t.Fatal("the deadline was resolved while the mailbox could not be read")
	}
	clock.set(deadline.Add(2 * time.Minute))
	events <- Tick{}
	events <- Wake{}
	if !resolved() {
		t.Fatal("the deadline still waits for a mailbox that could not be read for longer than AwaitMailbox")
	}
}

// lockedClock is a test clock the test moves while the judge's loop runs.
type lockedClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *lockedClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *lockedClock) set(t time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = t
}

// newClockedJudge is newTestJudge with a clock the test may move while
// Run runs; tj.now stays the start, for the helpers that read it.
func newClockedJudge(t *testing.T, opts Options) (*testJudge, *lockedClock) {
	t.Helper()
	db := openTestDB(t)
	tj := &testJudge{db: db, now: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)}
	clock := &lockedClock{now: tj.now}
	opts.Address = "judge@example.org"
	opts.Now = clock.Now
	var err error
	if tj.Judge, err = New(db, opts); err != nil {
		t.Fatal(err)
	}
	return tj, clock
}
