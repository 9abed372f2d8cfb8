package asl

import "testing"

func TestShippedScenarioIsValid(t *testing.T) {
	sc, err := LoadScenario("village")
	if err != nil {
		t.Fatal(err)
	}
	if len(sc.Units) < 20 || len(sc.Weapons) != 6 {
		t.Fatalf("%d units, %d weapons", len(sc.Units), len(sc.Weapons))
	}
}
