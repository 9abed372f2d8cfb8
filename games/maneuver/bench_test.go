package maneuver

import (
	"testing"

	"adjutant/games"
	"adjutant/templates/i18n"
)

// BenchmarkWholeGame plays a scripted game from the roll to the end:
// every resolution, plan check and report a judge would ask for.
func BenchmarkWholeGame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		hist := play(b, [games.SeedSize]byte{1, 8, 0, 8}, "standard", nil, [2]Scripted{{Seat: Blue, Cautious: true}, {Seat: Red}})
		for _, h := range hist {
			if _, err := (Engine{}).Report(h.res, games.SeatView("Blue"), i18n.English); err != nil {
				b.Fatal(err)
			}
		}
	}
}
