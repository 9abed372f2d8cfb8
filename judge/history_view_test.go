package judge

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/example"
	"adjutant/judge/play"
	"adjutant/storage"
)

// TestHistoryIsReadAsEachReaderMaySeeIt: a player re-reads their own
// hidden history, the opponent and an observer read only its public face,
// the master reads everything.
func TestHistoryIsReadAsEachReaderMaySeeIt(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{example.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw example")
	tj.send(t, "east@example.org", "SIGNON ?duel epw East")
	tj.send(t, "west@example.org", "SIGNON ?duel wpw West")
	tj.send(t, "east@example.org", "SIGNON Eduel epw\nSECRET 37")
	tj.send(t, "west@example.org", "SIGNON Wduel wpw\nSECRET 59")
	if g := tj.endRecord(t, "duel"); g.Phase == 0 {
		t.Fatalf("the secrets phase was not resolved")
	}
	history := func(addr string) string { return tj.send(t, addr, "HISTORY duel").Body }
	east, west, gm, stranger := history("east@example.org"), history("west@example.org"), history("gm@example.org"), history("stranger@example.org")
	wantIn(t, "East's history", east, "chose the secret 37")
	wantIn(t, "West's history", west, "chose the secret 59")
	wantIn(t, "the master's history", gm, "chose the secret 37", "chose the secret 59")
	for who, body := range map[string]string{"East": east, "the observer": stranger} {
		if strings.Contains(body, "secret 59") {
			t.Errorf("%s reads West's secret in HISTORY:\n%s", who, body)
		}
	}
	for who, body := range map[string]string{"West": west, "the observer": stranger} {
		if strings.Contains(body, "secret 37") {
			t.Errorf("%s reads East's secret in HISTORY:\n%s", who, body)
		}
	}
	wantIn(t, "the observer's history", stranger, "chose a secret")
}

// TestPhaseRecordsAreStoredPackedAndOldOnesStillRead: history is kept
// deflated; a record written as plain JSON before packing still reads.
func TestPhaseRecordsAreStoredPackedAndOldOnesStillRead(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "PROCESS")
	if err := tj.db.Update(func(tx *storage.Tx) error {
		raw, ok, err := tx.Phase("west", 1)
		if err != nil || !ok {
			return fmt.Errorf("phase 1: %v %v", ok, err)
		}
		if raw[0] != play.PackedPhase {
			t.Errorf("phase 1 is stored as %q…, not packed", raw[:1])
		}
		p, _, err := play.LoadPhase(tx, "west", 1)
		if err != nil || p.ID != "S1901M" {
			return fmt.Errorf("reading phase 1 back: %+v %v", p, err)
		}
		plain, err := json.Marshal(p)
		if err != nil {
			return err
		}
		if len(raw)*2 > len(plain) {
			t.Errorf("packed %d bytes of %d: less than half saved", len(raw), len(plain))
		}
		if err := tx.PutPhase("west", 1, plain); err != nil {
			return err
		}
		q, _, err := play.LoadPhase(tx, "west", 1)
		if err != nil || q.ID != "S1901M" || !bytes.Equal(q.State, p.State) {
			t.Errorf("a plain JSON record no longer reads: %v", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// The summary of what a player sent names the game's own word for it and
// the seat by its name in the reader's language.
func TestOrdersSummaryUsesTheGamesWords(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{example.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?duel gmpw example")
	tj.send(t, "east@example.org", "SIGNON ?duel epw East")
	tj.send(t, "west@example.org", "SIGNON ?duel wpw West")
	wantIn(t, "the English summary", tj.send(t, "east@example.org", "SIGNON Eduel epw\nSECRET 37").Body, "Moves of East in duel")
	r := tj.send(t, "west@example.org", "登入 Wduel wpw\nSECRET 59")
	if !strings.Contains(r.Body, "西家在 duel 的行动") {
		t.Errorf("the Chinese summary does not speak of the seat's moves in Chinese:\n%s", r.Body)
	}
}
