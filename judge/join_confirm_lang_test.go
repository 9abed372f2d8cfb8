package judge

import (
	"fmt"
	"strings"
	"testing"
)

// A join written in Traditional Chinese is confirmed by a reply whose
// only words are the request's subject behind the mail program's 回覆：
// (no character in it is Traditional only): the language kept is the
// join's, Traditional, not the Simplified such a reply reads as alone.
func TestConfirmKeepsTheJoinMailsChinese(t *testing.T) {
	tj := newJoinConfirmJudge(t)
	tj.send(t, "master@example.org", "CREATE ?west masterpw standard")
	const addr = "chen@example.org"
	req := tj.send(t, addr, "登入 ?west 陳密碼 俄羅斯")
	mustContain(t, "the request in Traditional", req.Body, "要加入 west，此地址須先確認")
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	quoted := "> " + strings.ReplaceAll(strings.TrimSpace(req.Body), "\n", "\n> ") + "\n"
	tj.deliver(t, mailFrom(addr, id, "回覆："+req.Subject, "\n"+quoted, "In-Reply-To: "+req.MessageID))
	var r string
	for _, m := range tj.mailsTo(t, addr) {
		if m.InReplyTo == "<"+id+">" {
			r = m.Body
		}
	}
	mustContain(t, "the confirmation's answer", r, "zh-Hant")
	if strings.Contains(r, "zh-Hans") {
		t.Errorf("the join's Traditional was kept as Simplified:\n%s", r)
	}
}
