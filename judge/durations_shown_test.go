package judge

import (
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/games/marengo"
)

// TestOneSpellingOfADurationEverywhere: a duration the master sets reads
// the same in the answer to SET, in LIST and in the players' notice,
// however the master wrote it: 36h in English, 36小時 in Chinese, never
// 1d12h beside 36h.
func TestOneSpellingOfADurationEverywhere(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Russia"], "SET LANGUAGE zh-Hant")
	for _, line := range []string{"SET RETREAT 1天12小时", "SET retreat 36h", "SET retreat 1d12h", "SET retreat 1 day 12 hours"} {
		r := tj.asMaster(t, line)
		mustContain(t, line, r.Body, "west: retreat=36h;")
		if strings.Contains(r.Body, "=1d12h") {
			t.Errorf("%s answered with a second spelling:\n%s", line, r.Body)
		}
	}
	r := tj.asMaster(t, "SET grace 90m")
	mustContain(t, "SET grace 90m", r.Body, "west: grace=1h30m;")
	list := tj.listWest(t)
	mustContain(t, "LIST west", list, "retreat=36h", "grace=1h30m")

	// A Chinese-writing master reads the same values in Chinese units, in
	// the answer and in LIST.
	tj.asMaster(t, "設定 語言 zh-Hant")
	r = tj.asMaster(t, "設定 撤退期 1天12小時\n設定 寬限 90分鐘\n設定 行動期 2天")
	mustContain(t, "the Chinese SET answer", r.Body, "west：retreat=36小時", "west：grace=1小時30分鐘", "west：movement=2天")
	if strings.Contains(r.Body, "=1d12h") || strings.Contains(r.Body, "=36h") {
		t.Errorf("the Chinese answer spells a duration in English units:\n%s", r.Body)
	}
	zhList := tj.send(t, masterAddr, "LIST west").Body
	mustContain(t, "the Chinese LIST", zhList, "retreat=36小時", "grace=1小時30分鐘", "movement=2天")

	tj.asMaster(t, "PROCESS")
	en := tj.newest(t, players["Italy"], "S1901M results").Body
	mustContain(t, "the English notice", en, "Master: set retreat=36h.", "Master: set grace=1h30m.")
	if strings.Contains(en, "1d12h") || strings.Contains(en, "90m") {
		t.Errorf("the English notice spells a duration two ways:\n%s", en)
	}
	zh := tj.newest(t, players["Russia"], "S1901M").Body
	mustContain(t, "the Chinese notice", zh, "retreat=36小時", "grace=1小時30分鐘")
	if strings.Contains(zh, "36h") || strings.Contains(zh, "1d12h") {
		t.Errorf("the Chinese notice spells a duration in English units:\n%s", zh)
	}
}

// TestExtendBeforeTheStartSaysWhatToDo: EXTEND on a game still forming
// says what EXTEND does, that there is no deadline yet, and what the
// master may do instead, in the master's language.
func TestExtendBeforeTheStartSaysWhatToDo(t *testing.T) {
	tj := newGameJudge(t)
	r := tj.send(t, masterAddr, "CREATE ?west masterpw standard")
	mustContain(t, "CREATE", r.Body, "Game west created")
	r = tj.asMaster(t, "EXTEND 1d")
	mustContain(t, "EXTEND on a forming game", r.Body,
		"EXTEND moves the deadline of a phase under way", "west has not started yet, so it has no deadline",
		"when its last player joins (0 of 7 so far)", "its first deadline then comes 2d later (its movement setting)", "SET movement <duration>")
	r = tj.send(t, masterAddr, "SIGNON Mwest masterpw\n延長 1天")
	mustContain(t, "延長 in Traditional", r.Body, "尚未開始，還沒有期限", "目前 0/7 位", "SET movement <時間長度>")
	r = tj.send(t, "master2@example.org", "建立 ?east pw2 standard")
	r = tj.send(t, "master2@example.org", "登录 Meast pw2\n延长 1天")
	mustContain(t, "延长 in Simplified", r.Body, "尚未开始，还没有期限", "目前 0/7 位", "开始后 2天（movement 设置）", "SET movement <时间长度>")

	// Marengo's first phase asks nobody and is resolved at the start: the
	// answer names no phase, only when the first deadline comes.
	mj := newTestJudge(t, Options{Engines: []games.Engine{marengo.Engine{}}, RepliesPerHour: 1000})
	mj.send(t, "gm@example.org", "CREATE ?mg gmpw marengo turn=1d12h")
	r = mj.send(t, "gm@example.org", "SIGNON Mmg gmpw\nEXTEND 1d")
	mustContain(t, "EXTEND on a forming Marengo game", r.Body, "its first deadline then comes 36h later (its turn setting)")
	notIn(t, "the answer names the set-up, which nobody plays, as the first phase", r.Body, "Set-up")
}
