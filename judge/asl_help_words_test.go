package judge

import "testing"

// A player signed on to an ASL game who asks HELP of an order word the
// help lists (DESTROY, TRANSFER, 留下, 毀滅) gets the orders topic; it was
// told that the word is no command.
func TestHelpOfAnASLOrderWordGivesTheOrders(t *testing.T) {
	tj := newASLJudge(t)
	for _, w := range []string{"HELP DESTROY", "HELP TRANSFER", "幫助 留下", "帮助 毁灭"} {
		r := tj.send(t, "ivan@example.org", "SIGNON Rvil ipw\n"+w)
		notIn(t, w, r.Body, "不是可用的指令", "is not a command")
		mustContain(t, w, r.Body, "R6,R21")
	}
	// LEAVE stays the judge's command.
	mustContain(t, "HELP LEAVE", tj.send(t, "ivan@example.org", "HELP LEAVE").Body, "LEAVE ?game password")
}

// The same for Marengo's answer words: HELP LOSS, 幫助 損失 give the
// standing answers topic, where LOSS is explained.
func TestHelpOfAMarengoAnswerWordGivesTheAnswers(t *testing.T) {
	tj := newMarengoJudge(t)
	for _, w := range []string{"HELP LOSS", "幫助 損失", "帮助 追击", "HELP PONTOON"} {
		r := tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n"+w)
		notIn(t, w, r.Body, "不是可用的指令", "is not a command")
		mustContain(t, w, r.Body, "MAR")
	}
}
