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
