package judge

import (
	"testing"

	"adjutant/games"
	"adjutant/storage"
)

// brokenEngine is the idle game with a bug: starting a game panics.
type brokenEngine struct{ idleEngine }

func (brokenEngine) Name() string { return "broken" }
func (brokenEngine) New(string, map[string]string, *games.Dice) (games.Game, error) {
	panic("the engine has a bug")
}

// TestAMailWhoseHandlingPanicsIsSetAside: a panic while handling one mail
// neither stops the judge nor comes back: the sender is told, truly, that
// nothing was carried out and the mail was set aside for the operator;
// the mail is finished, counted in the status, and the next mail is
// answered as usual.
func TestAMailWhoseHandlingPanicsIsSetAside(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{brokenEngine{}}, RepliesPerHour: 1000})
	notice := tj.send(t, "alice@example.org", "CREATE ?bug pw broken")
	wantIn(t, "the notice", notice.Body, "nothing in it was carried out", "set aside for the operator")
	if n := tj.pending(t); n != 0 {
		t.Fatalf("%d mails pending after the panic, want 0", n)
	}
	st, err := tj.db.Status()
	if err != nil {
		t.Fatal(err)
	}
	if st.HandlingFailed != 1 || len(st.RecentFailedMail) != 1 {
		t.Fatalf("status counts %d failed mails (%v), want 1", st.HandlingFailed, st.RecentFailedMail)
	}
	if err := tj.db.View(func(tx *storage.Tx) error {
		in, ok, err := tx.Inbound(st.RecentFailedMail[0].InboundID)
		if err != nil || !ok || len(in.Raw) == 0 || !in.Done {
			t.Errorf("the failed mail is not kept for the operator: %+v %v", in, err)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	reply := tj.send(t, "bob@example.org", "VERSION")
	wantIn(t, "the next mail's answer", reply.Body, "VERSION")
}
