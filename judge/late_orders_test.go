package judge

import (
	"fmt"
	"testing"
	"time"

	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// sendDated mails body from addr with the Date header date and returns the
// answer.
func (tj *testJudge) sendDated(t *testing.T, addr, date, body string) string {
	t.Helper()
	msgSeq++
	id := fmt.Sprintf("m%d@test", msgSeq)
	tj.deliver(t, "From: "+addr+"\nTo: judge@example.org\nSubject: orders\nMessage-ID: <"+id+">\nDate: "+date+
		"\nContent-Type: text/plain; charset=utf-8\n\n"+body)
	for _, m := range tj.mailsTo(t, addr) {
		if m.InReplyTo == "<"+id+">" {
			return m.Body
		}
	}
	t.Fatalf("no answer to %s's mail dated %s", addr, date)
	return ""
}

// Fall 1901's orders that arrive once Fall was resolved, in the adjustments, are
// not only refused as not being builds: the answer says which phase they
// were for, when it was resolved, what ran for the power then and what
// Winter asks now. The judge tells the phase by the lines (they are
// orders of Fall) or by the mail's date (written while Fall was open).
func TestFallOrdersArrivingInWinterSaySoPlainly(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj) // Spring 1901 begins Sun 22 Nov 12:00
	tj.now = tj.now.Add(3 * time.Hour)
	orderAll(t, tj, players) // Spring resolved at 15:00: Fall 1901 begins
	fallStart := tj.now
	tj.send(t, players["Italy"], signonLine("Italy")+"A Pie H\nA Apu H\nF Ion H")
	tj.passDeadlineAndGrace(t, "west")
	if got := tj.endPhase(t, "west"); got != "W1901A" {
		t.Fatalf("the game stands in %s, want the adjustments after Fall 1901", got)
	}
	resolved := tj.endRecord(t, "west").PhaseStart
	at := resolved.Format("Mon 2 Jan 2006 15:04 UTC")

	// Austria sent nothing for Fall; its Fall orders come now.
	late := tj.sendDated(t, players["Austria"], resolved.Add(time.Minute).Format(time.RFC1123Z), signonLine("Austria")+"A Ser - Gre\nA Vie - Tri\n")
	mustContain(t, "Austria's late Fall orders", late,
		"These lines read as your orders for Fall 1901, Movement, which was resolved at "+at,
		"You had sent nothing for it, so the default ran: units hold.",
		"Now Fall 1901, Adjustment is open and asks you for build 1")

	// Italy wrote again while Fall was open; the mail came in Winter.
	dated := tj.sendDated(t, players["Italy"], resolved.Add(-5*time.Hour).Format(time.RFC1123Z), signonLine("Italy")+"A Pie - Mar\n")
	mustContain(t, "Italy's mail written in Fall", dated,
		"Your mail is dated", "while Fall 1901, Movement was open, but it arrived after that phase was resolved (at "+at+")",
		"What ran for you then is what you had sent before: A Pie H; A Apu H; F Ion H.",
		"Now Fall 1901, Adjustment is open, and Italy has nothing to order in it")

	// Italy answers the judge's mail that opened Fall (Spring's results):
	// neither date nor lines tell, the thread does.
	var opened string
	if err := tj.db.Update(func(tx *storage.Tx) error {
		due, err := tx.DueOutgoing(tj.now.Add(time.Hour), 10000)
		for _, o := range due {
			if o.To == players["Italy"] && o.Game == "west" && o.CreatedAt.Equal(fallStart) {
				opened = mailtest.Read(t, o.Data).MessageID
				return tx.MarkSent(o.ID, o.CreatedAt)
			}
		}
		return err
	}); err != nil || opened == "" {
		t.Fatalf("no mail to Italy that opened Fall (%v)", err)
	}
	msgSeq++
	tj.deliver(t, mailFrom(players["Italy"], fmt.Sprintf("m%d@test", msgSeq), "Re: west results", signonLine("Italy")+"A Pie - Mun\n", "In-Reply-To: "+opened))
	reply := tj.repliesTo(t, players["Italy"], fmt.Sprintf("m%d@test", msgSeq))
	if len(reply) != 1 {
		t.Fatalf("%d answers to Italy's reply", len(reply))
	}
	mustContain(t, "Italy's answer to the mail that opened Fall", reply[0].Body,
		"Your mail answers one the judge sent while Fall 1901, Movement was open, but it arrived after that phase was resolved (at "+at+")")

	// The same in Chinese, with the time in the reader's own zone.
	tj.send(t, players["Italy"], "SET LANGUAGE zh-Hans\nSET ZONE Asia/Shanghai")
	zh := tj.sendDated(t, players["Italy"], resolved.Add(-5*time.Hour).Format(time.RFC1123Z), signonLine("Italy")+"A Pie - Mar\n")
	mustContain(t, "Italy's late mail in Chinese", zh,
		"您的邮件写于 2026年11月25日（周三）18:00 UTC+8，当时“1901年秋季 行动期”",
		"但邮件在该阶段结算（2026年11月25日（周三）23:00 UTC+8）之后才",
		"当时为您执行的是您先前发来的命令：A Pie H；A", "在这一阶段没")
	tj.send(t, players["Austria"], "SET LANGUAGE zh-Hant")
	hant := tj.sendDated(t, players["Austria"], resolved.Add(time.Minute).Format(time.RFC1123Z), signonLine("Austria")+"A Ser - Gre\n")
	mustContain(t, "Austria's late orders in Chinese", hant,
		"這些行是「1901年秋季 行動期」的命令，而該階段已於 2026年11月25日",
		"按預設處理：部隊留守。", "需要您交成軍 1")
}

// In a wargame too: Austria's plan for its first turn, arriving once the
// turn was played by the default, says which turn it was for, when that
// turn was resolved, that the default ran, and that the French turn now
// open asks nothing of Austria.
func TestAMarengoPlanArrivingAfterItsTurnSaysSoPlainly(t *testing.T) {
	tj := newMarengoJudge(t)
	tj.passDeadlineAndGrace(t, "mg")
	if got := tj.endPhase(t, "mg"); got != "T06F" {
		t.Fatalf("after Austria's missed turn the game stands in %s, want T06F", got)
	}
	resolved := tj.endRecord(t, "mg").PhaseStart
	r := tj.send(t, "aus@example.org", "SIGNON Amg apw\nENTER A01\nENTER A02\nENTER A03\nPONTOON A04")
	mustContain(t, "Austria's late plan", r.Body,
		"These lines read as your plan for 6 AM, Austria's turn", "which was resolved at "+resolved.Format("Mon 2 Jan 2006 15:04 UTC"),
		"You had sent nothing for it, so the default ran: due bombardments fire; nothing else moves.",
		"and Austria has nothing to order in it (the judge asks France now")
}

// A Maneuver plan holds standing answers beside its turn's lines; when it
// arrives after the turn was resolved, the standing answers are taken (the
// seat may send them at any time), and the reply must still say that the
// turn's lines came too late for it and what ran instead.
func TestAManeuverPlanWithStandingAnswersArrivingAfterItsTurnSaysSo(t *testing.T) {
	tj, addr, sign, move := maneuverFirstTurn(t)
	opened := tj.endRecord(t, "ulm").PhaseStart
	tj.send(t, "gm@example.org", "SIGNON Mulm gmpw\nPROCESS")
	tj.send(t, addr, "SET LANGUAGE zh-Hans")
	late := tj.sendDated(t, addr, opened.Add(time.Minute).Format(time.RFC1123Z), sign+"\n防守 * 无\n"+move)
	mustContain(t, "the late Maneuver plan", late, "→ DEFEND * NONE", "这些行是“第 1 回合，", "的回合计划，而该阶段已于", "所以按默认处理：不弃牌、默认移动", "届时您的常备答复为：DEFEND * NONE")
}
