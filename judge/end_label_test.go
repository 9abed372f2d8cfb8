package judge

import (
	"strings"
	"testing"
)

// The end mail's labels end in a full-width colon in Chinese, which
// carries its own space: no ASCII space follows it ("和局，共享者：奥地利",
// not "和局，共享者： 奥地利").
func TestChineseEndMailLabelsTakeNoSpaceAfterTheColon(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Turkey"], "SET LANGUAGE zh-Hans")
	tj.asMaster(t, "DECLARE DRAW")
	over := tj.newest(t, players["Turkey"], "棋局结束")
	mustContain(t, "the Chinese end mail", over.Body, "和局，共享者：")
	if strings.Contains(over.Body, "： ") {
		t.Errorf("a space follows a full-width colon:\n%s", over.Body)
	}
}

// HISTORY in Chinese heads each phase with Chinese punctuation.
func TestHistoryInChineseHeadsPhasesWithChinesePunctuation(t *testing.T) {
	tj := newGameJudge(t)
	playHoldingYear(t, tj)
	tj.send(t, "onlooker@example.net", "SET LANGUAGE zh-Hant")
	r := tj.send(t, "onlooker@example.net", "HISTORY west 1 1")
	if !strings.Contains(r.Body, " 1：S1901M（") || strings.Contains(r.Body, "1: S1901M (") {
		t.Errorf("the Chinese HISTORY's phase heading:\n%s", r.Body)
	}
}
