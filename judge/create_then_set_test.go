package judge

import (
	"testing"

	"adjutant/games"
	"adjutant/games/diplomacy"
)

// TestTheCreatorSetsUpTheGameInTheSameMail: a referee writes CREATE and,
// under it, the game's settings; they were refused as a player's ("only
// a game's master changes it, after SIGNON M<game>"), although the
// creator is the master. The lines after CREATE are the master's, in
// English and in Chinese; a CREATE under another game's SIGNON hands in
// the orders written for that game first.
func TestTheCreatorSetsUpTheGameInTheSameMail(t *testing.T) {
	tj := newTestJudge(t, Options{Engines: []games.Engine{diplomacy.New()}, RepliesPerHour: 1000})
	r := tj.send(t, "ref@example.org", "CREATE ?north mpw standard\nSET GRACE 12h\nSET MOVEMENT 3d")
	wantIn(t, "CREATE then SET", r.Body, "the lines after this one in this mail are the master's", "north: grace=12h", "north: movement=3d")
	notIn(t, "CREATE then SET", r.Body, "only a game's master changes it")
	r = tj.send(t, "ref2@example.org", "建立 ?south mpw standard\n设置 宽限 2天半")
	wantIn(t, "建立 then 设置", r.Body, "本邮件以下各行即以主持人身份执行", "south：grace=2天12小时")
	notIn(t, "建立 then 设置", r.Body, "只有棋局的主持人能改")
}
