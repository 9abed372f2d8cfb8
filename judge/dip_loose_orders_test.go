package judge

import (
	"fmt"
	"strings"
	"testing"
)

// TestDipOrdersReadLooselyByMail: a unit letter glued to its place and a
// place typed half in each script come through mail as the orders they
// stand for, echoed in the judge's own writing. (The reply is in
// Chinese: the mail holds Chinese.)
func TestDipOrdersReadLooselyByMail(t *testing.T) {
	tj := newGameJudge(t)
	tj.send(t, masterAddr, "CREATE ?west masterpw standard")
	for _, power := range sevenPowers {
		tj.send(t, strings.ToLower(power)+"@example.org", fmt.Sprintf("SIGNON ?west pw-%s %s", power, power[:1]))
	}
	r := tj.send(t, "france@example.org", "SIGNON Fwest pw-France\nAPar-Bur\nFbre-mao\n陸軍 马賽 留守")
	wantIn(t, "France's orders", r.Body, "→ A Par - Bur", "→ F Bre - Mao", "→ A Mar H",
		"陸軍 巴黎 移動 布根第；艦隊 布勒斯特 移動 中大西洋；陸軍 馬賽 留守")
}
