package record

import (
	"errors"
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

type position struct {
	Turn int `json:"turn"`
}

// A stored record reads back as it was written, in the fixed form verify
// compares; bytes that are not one, or one without the position a report
// needs, are corrupt.
func TestRecordRoundTripsAndRefusesDamage(t *testing.T) {
	phase := games.PhaseInfo{ID: "T1", Name: i18n.Plain("turn 1")}
	events := []games.Event{{Text: i18n.Plain("Red moves.")}}
	res, err := Resolved(phase, events, &position{Turn: 2}, nil, games.NewDice([games.SeedSize]byte{}, "T1"))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"phase":"T1","name":{"EN":"turn 1","Hant":"turn 1","Hans":"turn 1"},"events":[{"text":{"EN":"Red moves.","Hant":"Red moves.","Hans":"Red moves."}}],"state":{"turn":2}}`
	if string(res.Result) != want {
		t.Errorf("stored\n%s\nwant\n%s", res.Result, want)
	}
	bound := 0
	loaded := func(p *position) error {
		bound++
		if p.Turn < 1 {
			return errors.New("turn before the first")
		}
		return nil
	}
	p, err := Decode(res.Result, loaded)
	if err != nil || p.Phase != "T1" || len(p.Events) != 1 || p.State.Turn != 2 || bound != 1 {
		t.Fatalf("decoded %+v, %v (checked %d times)", p, err, bound)
	}
	if _, err := Decode[position]([]byte("not json"), nil); !errors.Is(err, games.ErrCorrupt) {
		t.Errorf("garbage: %v", err)
	}
	if _, err := Decode([]byte(`{"phase":"T1"}`), loaded); !errors.Is(err, games.ErrCorrupt) {
		t.Errorf("a record without a position: %v", err)
	}
	if _, err := Decode([]byte(`{"phase":"T1","state":{"turn":0}}`), loaded); !errors.Is(err, games.ErrCorrupt) {
		t.Errorf("a position the engine refuses: %v", err)
	}
	if p, err := Decode[position]([]byte(`{"phase":"T1"}`), nil); err != nil || p.State != nil {
		t.Errorf("a record of an engine whose reports need no position: %+v %v", p, err)
	}
}

type game struct {
	games.Game
	p *position
}

// A saved state loads through the engine's check; JSON that is not a state
// and a state the check refuses are both corrupt.
func TestLoadChecksTheSavedState(t *testing.T) {
	loaded := func(p *position) error {
		if p.Turn < 1 {
			return errors.New("turn before the first")
		}
		return nil
	}
	wrap := func(p *position) games.Game { return game{p: p} }
	g, err := Load([]byte(`{"turn":3}`), loaded, wrap)
	if err != nil || g.(game).p.Turn != 3 {
		t.Fatalf("load: %+v, %v", g, err)
	}
	for _, bad := range []string{`{"turn":0}`, `[1,2]`} {
		if _, err := Load([]byte(bad), loaded, wrap); !errors.Is(err, games.ErrCorrupt) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

// A copy shares nothing with the original.
func TestCopyIsDeep(t *testing.T) {
	type board struct {
		Stacks [][]string `json:"stacks"`
	}
	b := &board{Stacks: [][]string{{"a", "b"}}}
	c := Copy(b)
	c.Stacks[0][0] = "z"
	if b.Stacks[0][0] != "a" {
		t.Errorf("changing the copy changed the original: %+v", b)
	}
}
