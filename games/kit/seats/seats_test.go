package seats

import (
	"reflect"
	"testing"

	"adjutant/games"
)

func TestEachSeatIsItsOwnPlayersAndStaysIn(t *testing.T) {
	list := []games.SeatInfo{{Seat: "Union", Code: "U"}, {Seat: "Confederate", Code: "C"}}
	if got, want := OneEach(list), [][]games.Seat{{"Union"}, {"Confederate"}}; !reflect.DeepEqual(got, want) {
		t.Errorf("OneEach = %v, want %v", got, want)
	}
	if got, want := All(list), []games.Seat{"Union", "Confederate"}; !reflect.DeepEqual(got, want) {
		t.Errorf("All = %v, want %v", got, want)
	}
}

type armies struct{}

func (armies) Names() [2]string { return [2]string{"Confederate", "Union"} }

func TestSideNamesItsSeatAndTheOther(t *testing.T) {
	first, second := Side[armies](0), Side[armies](1)
	if first.Other() != second || second.Other() != first {
		t.Errorf("Other: %v, %v", first.Other(), second.Other())
	}
	if second.String() != "Union" || first.Seat() != "Confederate" || second.Code() != "U" {
		t.Errorf("names: %v %v %v", second, first.Seat(), second.Code())
	}
}

func TestSideOfASeatAndOfAReader(t *testing.T) {
	if s, ok := SideOf[armies]("Union"); !ok || s != 1 {
		t.Errorf("SideOf(Union) = %v, %v", s, ok)
	}
	if _, ok := SideOf[armies]("union"); ok {
		t.Error("a seat id is read as the judge writes it")
	}
	if s, ok := Held[armies](games.SeatView("Union")); !ok || s != 1 {
		t.Errorf("Held(Union's reader) = %v, %v", s, ok)
	}
	if _, ok := Held[armies](games.MasterView()); ok {
		t.Error("the master plays no side")
	}
}
