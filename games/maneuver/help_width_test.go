package maneuver

import (
	"testing"

	goldenfile "adjutant/games/internal/golden"
)

// GET indents a help topic by two and wraps it at the judge's width: a
// line the engine wrote wider than that would be broken a second time
// into a ragged pair, so every prose line of every topic, in every
// language, comes through the judge's wrap whole. Laid-out lines (aligned
// columns) are never wrapped and keep within 78.
func TestHelpTopicsComeThroughTheWrapWhole(t *testing.T) {
	goldenfile.HelpComesThroughTheWrap(t, (Engine{}).About().Help)
}
