package judge

import (
	"strings"
	"testing"
)

// A player who reads only HELP LIST learns of LIST FULL (docs/players.md
// has it; the help had only LIST [game]), and a Chinese player's 列表 完整
// (a full listing) is LIST FULL rather than "no game called 完整".
func TestHelpListNamesListFullAndChineseFullWord(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.send(t, "newcomer@example.org", "HELP LIST")
	wantIn(t, "the answer to HELP LIST", r.Body, "LIST FULL")
	r = tj.send(t, "newcomer@example.org", "帮助 列表")
	wantIn(t, "the answer to 帮助 列表", r.Body, "列表 全部")
	r = tj.send(t, "newcomer@example.org", "列表 完整")
	if strings.Contains(r.Body, "完整”的棋局") || strings.Count(r.Body, "裁判设置：") != 1 {
		t.Errorf("列表 完整 is not LIST FULL:\n%s", r.Body)
	}
}
