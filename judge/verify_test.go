package judge

import (
	"bytes"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/judge/play"
	"adjutant/storage"
)

// A game stored by an earlier version, whose report of a phase was worded
// differently, does not replay byte for byte: verify names the first phase
// that differs and says that the running version's rules and wording are
// what it replays with, not that the game is damaged.
func TestVerifyExplainsAGameStoredByAnEarlierVersion(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	holdAll(t, tj, players) // S1901M
	holdAll(t, tj, players) // F1901M
	verify := func() VerifyReport {
		t.Helper()
		var rep VerifyReport
		if err := tj.db.View(func(tx *storage.Tx) error {
			var err error
			rep, err = Verify(tx, []games.Engine{diplomacy.New()}, "west")
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return rep
	}
	if rep := verify(); rep.Failed != 0 || !strings.Contains(rep.Summary(), "every phase and roll replays exactly") {
		t.Fatalf("the game as played does not verify:\n%s%s", strings.Join(rep.Lines, "\n"), rep.Summary())
	}

	// As an earlier version would have stored it: the second phase's
	// report in other words.
	if err := tj.db.Update(func(tx *storage.Tx) error {
		p, _, err := play.LoadPhase(tx, "west", 2)
		if err != nil {
			return err
		}
		if p.ID != "F1901M" || !bytes.Contains(p.Result, []byte(`"format":1`)) {
			t.Fatalf("phase 2 is %s: %.80s", p.ID, p.Result)
		}
		p.Result = bytes.Replace(p.Result, []byte(`"format":1`), []byte(`"format":1,"said":"in older words"`), 1)
		return play.PutPhase(tx, "west", p)
	}); err != nil {
		t.Fatal(err)
	}
	rep := verify()
	text := strings.Join(rep.Lines, "\n") + "\n" + rep.Summary()
	if rep.Failed != 1 || rep.FirstDiffers != "2 F1901M" {
		t.Fatalf("failed %d, first %q:\n%s", rep.Failed, rep.FirstDiffers, text)
	}
	for _, want := range []string{
		"ok   1 S1901M",
		"FAIL 2 F1901M: the replay's report differs from the stored one",
		"west: 1 phase(s) did not replay to what was stored; the first is 2 F1901M.",
		"this version's rules and wording",
		"stored by an earlier version",
		"not damage",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("verify lacks %q:\n%s", want, text)
		}
	}
}
