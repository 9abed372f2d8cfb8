package games

import "testing"

func TestDiceIsFixedBySeedAndPhase(t *testing.T) {
	var seed [SeedSize]byte
	seed[0] = 7
	a, b := NewDice(seed, "S1901M"), NewDice(seed, "S1901M")
	other := NewDice(seed, "F1901M")
	same := true
	for i := 0; i < 50; i++ {
		x, y, z := a.Roll(6, "test"), b.Roll(6, "test"), other.Roll(6, "test")
		if x != y {
			t.Fatalf("draw %d: same seed and phase gave %d and %d", i+1, x, y)
		}
		if x < 1 || x > 6 {
			t.Fatalf("draw %d: %d is not a die face", i+1, x)
		}
		if x != z {
			same = false
		}
	}
	if same {
		t.Fatal("a different phase label produced the same 50 rolls")
	}
	if got := a.Draws(); len(got) != 50 || got[0].N != 1 || got[49].N != 50 {
		t.Fatalf("draw log numbering wrong: %d entries", len(got))
	}
}

func TestDiceCoversEveryFace(t *testing.T) {
	var seed [SeedSize]byte
	d := NewDice(seed, "coverage")
	seen := map[int]int{}
	for i := 0; i < 600; i++ {
		seen[d.Roll(6, "")]++
	}
	for face := 1; face <= 6; face++ {
		if seen[face] < 50 {
			t.Errorf("face %d came up %d times in 600 rolls", face, seen[face])
		}
	}
}

// A numbered roll is the same draw as a plain one, with its number.
func TestRollNumberedNumbersTheDraw(t *testing.T) {
	plain, numbered := NewDice([SeedSize]byte{3}, "T1"), NewDice([SeedSize]byte{3}, "T1")
	plain.Roll(6, "first")
	numbered.Roll(6, "first")
	want := plain.Roll(6, "second")
	if v, n := numbered.RollNumbered(6, "second"); v != want || n != 2 || numbered.Draws()[1].N != 2 {
		t.Errorf("RollNumbered = %d #%d, want %d #2", v, n, want)
	}
}

// A seat's lines reach the engine only when it sent some and is not in
// civil disorder.
func TestResolveInputLinesLeaveOutSilentAndDisorderedSeats(t *testing.T) {
	in := ResolveInput{
		Submissions: map[Seat]Submission{"East": {Lines: []Line{{N: 1, Text: "GUESS 5"}}}, "West": {Lines: []Line{{N: 1, Text: "GUESS 9"}}}},
		Disorder:    map[Seat]bool{"West": true},
	}
	if lines, ok := in.Lines("East"); !ok || len(lines) != 1 || lines[0].Text != "GUESS 5" {
		t.Errorf("East: %v %v", lines, ok)
	}
	if lines, ok := in.Lines("West"); ok || lines != nil {
		t.Errorf("West, in disorder: %v %v", lines, ok)
	}
	if _, ok := in.Lines("North"); ok {
		t.Error("a seat that sent nothing has lines")
	}
}
