package maneuver

import "testing"

// TestEveryValueIsNamed: every stage, kind of card and edge has a name in
// names.toml, and every kind of command card says what it does, so that a
// missing key fails here rather than showing its bare key in a mail.
func TestEveryValueIsNamed(t *testing.T) {
	n := names()
	for _, st := range []Stage{StageRoll, StageTiles, StageNations, StageNation, StageEdge, StageHands, StageDeploy, StageTurn, StageOver} {
		if !n.Has("stage", string(st)) {
			t.Errorf("stage %q has no name", st)
		}
	}
	for _, k := range append([]string{KindUnit}, commandKinds...) {
		if !n.Has("kind", k) {
			t.Errorf("kind %q has no name", k)
		}
	}
	for _, k := range commandKinds {
		if !n.Has("effect", k) {
			t.Errorf("kind %q does not say what it does", k)
		}
	}
	for _, d := range dirs {
		if !n.Has("dir", d.Name) {
			t.Errorf("edge %q has no name", d.Name)
		}
	}
}
