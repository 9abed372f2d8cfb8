package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/gettysburg"
)

// A Chinese player joining names the side in Chinese, as the game's own
// mail names it, with or without the army's 軍 (邦聯, 邦联军), or by the
// name Chinese commonly gives it (北軍); a name the game does not know is
// refused with the sides in the reader's language.
func TestJoinNamesTheSideInChinese(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{gettysburg.Engine{}}, RepliesPerHour: 1000})
	tj.send(t, "gm@example.org", "CREATE ?gb gmpw gettysburg")
	r := tj.send(t, "wang@example.org", "登入 ?gb wpw 叛军")
	mustContain(t, "the refusal of an unknown side", r.Body, "可选：联邦军、邦联军")
	r = tj.send(t, "wang@example.org", "登入 ?gb wpw 邦联")
	if strings.Contains(r.Body, "问题（") {
		t.Fatalf("邦联 refused:\n%s", r.Body)
	}
	r = tj.send(t, "li@example.org", "登入 ?gb lpw 北軍")
	if strings.Contains(r.Body, "問題（") {
		t.Fatalf("北軍 refused:\n%s", r.Body)
	}
	start := tj.newest(t, "wang@example.org", "gb: ")
	if strings.Contains(start.Body, "北軍") {
		t.Errorf("an alias is shown")
	}
	mustContain(t, "Wang's start mail", start.Body, "您代表 邦联军")
}
