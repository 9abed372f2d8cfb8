package judge

import (
	"strings"
	"testing"
)

// A fleet in a sea convoys, and players who write Chinese often write the
// order without spaces: "艦隊北海運輸陸軍約克郡移動挪威" is read by mail as
// F Nth C A Yor - Nwy (the sea's 海 is not taken for the 海 of 海運), and
// the army lands.
func TestChineseConvoyFromASeaWrittenWithoutSpacesByMail(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["England"], "SIGNON Ewest pw-England\nSET LANGUAGE zh-Hant")
	r := tj.send(t, players["England"], "SIGNON Ewest pw-England\n艦隊倫敦移往北海\n艦隊愛丁堡移往挪威海\n陸軍利物浦移往約克郡")
	mustContain(t, "England's spring orders", r.Body, "F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor")
	tj.asMaster(t, "PROCESS")
	r = tj.send(t, players["England"], "SIGNON Ewest pw-England\n艦隊北海運輸陸軍約克郡移動挪威\n陸軍約克郡經護航移動挪威\n艦隊挪威海運送陸軍約克郡移動挪威")
	mustContain(t, "England's convoy in Chinese", r.Body, "F Nth C A Yor - Nwy", "A Yor - Nwy via convoy", "F Nwg C A Yor - Nwy")
	mustLack(t, "England's convoy in Chinese", r.Body, "沒有名為")
	tj.asMaster(t, "PROCESS")
	if m := tj.newest(t, players["France"], "F1901M results"); !strings.Contains(m.Body, "England: A nwy") {
		t.Errorf("the convoyed army did not land:\n%s", m.Body)
	}
}

// 建立 is one of Diplomacy's words for BUILD and one of CREATE's Chinese
// names. A player signed on to a game who writes "建立 陸軍 柏林" in the
// adjustment phase builds; the line is not taken for a CREATE of a game
// called 陸軍 with the password 柏林. A CREATE with a game's name still
// creates.
func TestChineseBuildWordIsAnOrderNotACreateByMail(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Germany"], "SIGNON Gwest pw-Germany\nF Kie - Den\nA Ber - Kie")
	tj.asMaster(t, "PROCESS")
	tj.send(t, players["Germany"], "SIGNON Gwest pw-Germany\nA Kie - Hol")
	tj.asMaster(t, "PROCESS")
	r := tj.send(t, players["Germany"], "SIGNON Gwest pw-Germany\nSET LANGUAGE zh-Hant\n建立 陸軍 柏林\n建立 艦隊 基爾")
	mustContain(t, "Germany's builds", r.Body, "Build A Ber", "Build F Kie", "> 建立 陸軍 柏林")
	mustLack(t, "Germany's builds", r.Body, "game name", "棋局名", "Game 陸軍")
	r = tj.send(t, players["Germany"], "SIGNON Gwest pw-Germany\n建立 ?east s3cret")
	mustContain(t, "a CREATE by its Chinese name", r.Body, "east")
	if !strings.Contains(r.Body, "已建立棋局 east") {
		t.Errorf("建立 ?east did not create a game:\n%s", r.Body)
	}
}

// A "did you mean" is only offered: the order it names is not handed in
// until the player sends it, in Chinese or English, and the unit holds.
// The word offered is in the reader's script (攻击 to a Simplified reader
// who typed Traditional), the order it would read as it was typed.
func TestSuggestedOrderIsNotCarriedOutByMail(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["France"], "SIGNON Fwest pw-France\nSET LANGUAGE zh-Hans")
	r := tj.send(t, players["France"], "SIGNON Fwest pw-France\n陆军 巴黎 支助 布根第\n陸軍 馬賽 攻打 布根第\nF Bre mvoe Mao")
	body := strings.Join(strings.Fields(r.Body), "")
	for _, want := range []string{"是否想写支援（SUPPORT），即“陆军巴黎支援布根第”？", "是否想写攻击（MOVE），即“陸軍馬賽攻擊布根第”？",
		"是否想写MOVE，即“FBremoveMao”？", "未下命令：舰队布勒斯特（留守）、陆军马赛（留守）、陆军巴黎（留守）"} {
		wantIn(t, "France's reply", body, want)
	}
	if got := tj.endRecord(t, "west").Submissions["France"].Lines; len(got) != 0 {
		t.Errorf("France's suggested orders were handed in: %v", got)
	}
	tj.asMaster(t, "PROCESS")
	m := tj.newest(t, players["England"], "S1901M results")
	mustContain(t, "the results", m.Body, "France: A par", "France: A mar", "France: F bre")
}
