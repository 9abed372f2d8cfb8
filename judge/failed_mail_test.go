package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/judge/internal/idlegame"
	"adjutant/storage"
)

// brokenEngine is the idle game with a bug: starting a game panics.
type brokenEngine struct{ idlegame.Engine }

func (brokenEngine) About() games.About { return idlegame.Engine{Name: "broken"}.About() }
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

// TestAMailPendingAtEveryStartIsSetAside: a mail whose handling kills the
// process (nothing recovers a fatal error) is pending at every start. Each
// start counts its attempt on disk first; at the third start the mail is
// set aside unhandled and its sender told, while a mail left pending by a
// single crash is handled as usual.
func TestAMailPendingAtEveryStartIsSetAside(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1000})
	record := func(uid uint32, raw string) uint64 {
		t.Helper()
		a := Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uid}, Raw: []byte(strings.ReplaceAll(raw, "\n", "\r\n"))}
		if err := tj.record(a); err != nil {
			t.Fatal(err)
		}
		return uint64(uid) // IDs and UIDs both start at 1 here
	}
	killer := record(1, mailFrom("carol@example.org", "k1@test", "orders", "VERSION\n"))
	record(2, mailFrom("dave@example.org", "d1@test", "orders", "VERSION\n"))
	for range 2 { // two earlier starts died while handling the first mail
		if err := tj.db.Update(func(tx *storage.Tx) error { _, err := tx.CountStartAttempt(killer); return err }); err != nil {
			t.Fatal(err)
		}
	}
	tj.handlePendingAtStart()
	if n := tj.pending(t); n != 0 {
		t.Fatalf("%d mails pending, want 0", n)
	}
	notice := tj.last(t, "carol@example.org")
	wantIn(t, "the notice", notice.Body, "nothing in it was carried out", "set aside for the operator")
	wantIn(t, "the other mail's answer", tj.last(t, "dave@example.org").Body, "> VERSION")
	st, err := tj.db.Status()
	if err != nil || st.HandlingFailed != 1 || st.RecentFailedMail[0].InboundID != killer || !strings.Contains(st.RecentFailedMail[0].Reason, "stopped the judge") {
		t.Fatalf("status: %d failed %v, %v", st.HandlingFailed, st.RecentFailedMail, err)
	}
}
