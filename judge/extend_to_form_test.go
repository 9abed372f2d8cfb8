package judge

import "testing"

// EXTEND TO a date without its time (延長到 12月9日) was refused with SET
// DEADLINE's forms, a command the master did not write: the refusal now
// gives EXTEND TO's own forms and says the time is wanted.
func TestExtendToADateWithoutItsTimeNamesExtendTo(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	tj.asMaster(t, "設定 語言 繁體")
	r := tj.asMaster(t, "延長到 12月9日")
	mustContain(t, "延長到 without a time", r.Body, "延長到 12月5日 20:00", "不寫時刻")
	notIn(t, "延長到 without a time", r.Body, "SET DEADLINE")
	tj.asMaster(t, "SET LANGUAGE en")
	r = tj.asMaster(t, "EXTEND TO 2026-12-09")
	mustContain(t, "EXTEND TO without a time", r.Body, "EXTEND TO 2026-12-05 20:00", "its time")
}
