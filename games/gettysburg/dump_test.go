package gettysburg

import (
	"os"
	"testing"

	"adjutant/games"
)

func TestTmpDump(t *testing.T) {
	_, hist := playGame(t, [games.SeedSize]byte{1, 8, 6, 3})
	for _, h := range hist {
		rep, _ := Engine{}.Report(h.res, "Union", games.English)
		os.Stdout.WriteString(rep)
	}
}
