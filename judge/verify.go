package judge

import (
	"adjutant/games"
	"adjutant/judge/play"
	"adjutant/storage"
)

// VerifyReport is what `adjutant verify` prints: one line per phase, and
// whether every phase replayed to the same result.
type VerifyReport = play.VerifyReport

// Verify replays a game from its stored history and checks every phase,
// roll and state against what was stored (play.Verify).
func Verify(tx *storage.Tx, engines []games.Engine, name string) (VerifyReport, error) {
	return play.Verify(tx, engines, name)
}
