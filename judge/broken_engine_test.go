package judge

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/storage"
)

// resolveBugEngine is Diplomacy whose games panic when a phase is resolved:
// an engine with a bug only a deadline reaches.
type resolveBugEngine struct{ games.Engine }

func (e resolveBugEngine) New(variant string, options map[string]string, dice *games.Dice) (games.Game, error) {
	g, err := e.Engine.New(variant, options, dice)
	return resolveBugGame{g}, err
}

func (e resolveBugEngine) Load(data []byte) (games.Game, error) {
	g, err := e.Engine.Load(data)
	return resolveBugGame{g}, err
}

type resolveBugGame struct{ games.Game }

func (resolveBugGame) Resolve(games.ResolveInput, *games.Dice) (games.Resolution, error) {
	panic("the engine has a bug")
}

// TestAGameWhoseDeadlineCannotBeHandledStopsNothingElse: a game's engine
// panics when its deadline comes. Before, the panic ended the judge's
// loop: no mail was answered after it, and at every start the same
// deadline stopped the loop again. Now the game's transaction is rolled
// back, the failure logged, the game tried again later, and the mail
// behind it answered.
func TestAGameWhoseDeadlineCannotBeHandledStopsNothingElse(t *testing.T) {
	logs := &syncLog{}
	tj, clock := newClockedJudge(t, Options{Engines: []games.Engine{resolveBugEngine{diplomacy.New()}}, RepliesPerHour: 1000,
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	startSeven(t, tj)
	deadline := tj.endRecord(t, "west").Deadline
	clock.set(deadline.Add(25 * time.Hour)) // past the deadline and its grace

	events := make(chan Event)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- tj.Run(ctx, events) }()
	raw := strings.ReplaceAll(mailFrom("dave@example.org", "after@test", "hello", "VERSION\n"), "\n", "\r\n")
	recorded := make(chan error, 1)
	select {
	case events <- Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 700}, Raw: []byte(raw), Size: int64(len(raw)), Done: recorded}:
	case err := <-done:
		t.Fatalf("the judge's loop ended on the broken game: %v", err)
	case <-time.After(time.Minute): // bounds a failing run only
		t.Fatal("the judge's loop takes no mail after the broken game's deadline")
	}
	if err := <-recorded; err != nil {
		t.Fatal(err)
	}
	for range 5 {
		events <- Wake{}
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(tj.mailsTo(t, "dave@example.org")) != 1 {
		t.Error("the mail behind the broken game's deadline was not answered")
	}
	if n := strings.Count(logs.String(), "the engine has a bug"); n != 1 {
		t.Errorf("the broken game was tried %d times in a row, want once until its retry:\n%.3000s", n, logs.String())
	}
}
