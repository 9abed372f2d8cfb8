package judge

import (
	"strings"
	"testing"
)

// An edit that withdrew a Chinese reader's orders lists the master's
// changes with Chinese punctuation and the ASL states in the map's words.
func TestASLEditAskAgainInChinese(t *testing.T) {
	tj := newASLJudge(t)
	tj.send(t, "ivan@example.org", "SET LANGUAGE zh-Hant")
	tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\nMOVE R7 vF3")
	tj.send(t, "gm@example.org", "SIGNON Mvil gmpw\nPAUSE\n編輯 設為 G6 疲倦\n編輯 設為 G5 被壓制\nRESUME")
	body := tj.newest(t, "ivan@example.org", "請重寄命令").Body
	if !strings.Contains(body, "設為 G6 疲倦；設為 G5 壓制") {
		t.Errorf("the Chinese notice of two edits:\n%s", body)
	}
}
