package judge

import (
	"testing"

	"adjutant/games"
	"adjutant/games/marengo"
)

// A player joins Marengo by the army's English name (SIGNON ?mg pw
// Austrian, French), as 奧軍 and 法軍 already were read in Chinese; it was
// refused as no side.
func TestMarengoJoinByTheArmysEnglishName(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{marengo.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?mg gmpw marengo scenario=sample")
	notIn(t, "SIGNON … French", tj.send(t, "fra@example.org", "SIGNON ?mg fpw French").Body, "is not a side")
	wantIn(t, "SIGNON … Austrian", tj.send(t, "aus@example.org", "SIGNON ?mg apw Austrian").Body, "has started")
	wantIn(t, "France's SIGNON", tj.send(t, "fra@example.org", "SIGNON Fmg fpw").Body, "signed on as France")
}
