package judge

import (
	"strings"
	"testing"
	"time"

	"adjutant/templates"
)

// The master's mail below writes Turkey's orders under BECOME and then a
// command that moves the game on; the lines are numbered from SIGNON (1).
const turkeyOrders = "BECOME Turkey\nA Con - Bul\nF Ank - Bla\nA Smy - Arm\n"

// mustLack fails when body holds any of the texts.
func mustLack(t *testing.T, what, body string, texts ...string) {
	t.Helper()
	for _, x := range texts {
		if strings.Contains(unwrap(body), unwrap(x)) {
			t.Errorf("%s says %q, which is no longer true:\n%s", what, x, body)
		}
	}
}

// A master's orders under BECOME and a PROCESS below them in one mail:
// the summary says the PROCESS resolved the phase with them and gives the
// new phase's deadline, not "resolved now" and the deadline gone by.
func TestOrdersSummaryTellsThePhaseTheProcessBelowResolved(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, turkeyOrders+"PROCESS")
	mustContain(t, "the master's reply", r.Body, "S1901M of west processed",
		"Orders of Turkey in west, Spring 1901, Movement:",
		"What you sent was handed in for Spring 1901, Movement, and the PROCESS on line 6 resolved that phase with it",
		"The game is now at Fall 1901, Movement; deadline: "+templates.When(tj.now.Add(48*time.Hour), time.UTC))
	mustLack(t, "the master's reply", r.Body, "the phase is resolved now", "Deadline:")
	mustContain(t, "Turkey's results", tj.newest(t, "turkey@example.org", "S1901M results").Body, "Turkey: A bul")

	// The same in Chinese, in both scripts.
	for lang, want := range map[string][]string{
		"zh-Hant": {"第 6 行的 PROCESS 已用它們結算該階段", "本局現在進行到1901年秋季"},
		"zh-Hans": {"第 6 行的 PROCESS 已用它们结算该阶段", "本局现在进行到1901年秋季"},
	} {
		tj := newGameJudge(t)
		startSeven(t, tj)
		tj.asMaster(t, "SET LANGUAGE "+lang)
		r := tj.asMaster(t, turkeyOrders+"PROCESS")
		mustContain(t, lang+" reply", r.Body, want...)
		mustLack(t, lang+" reply", r.Body, "本階段立即結算", "本阶段立即结算", "之後的郵件會取代", "之后的邮件会取代")
	}
}

// Orders written above a ROLLBACK are handed in before it, for the phase
// they were written for, not read against the board the ROLLBACK brings
// back; the summary says the ROLLBACK left them behind.
func TestOrdersAboveARollbackAreHandedInFirst(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	orderAll(t, tj, players)
	r := tj.asMaster(t, "BECOME Turkey\nA Bul H\nA Con H\nF Ank H\nROLLBACK")
	mustContain(t, "the master's reply", r.Body, "west is back at Spring 1901, Movement (S1901M)",
		"Orders of Turkey in west, Fall 1901, Movement:",
		"What you sent was handed in for Fall 1901, Movement before the ROLLBACK on line 6 took the game back to Spring 1901, Movement, where it does not stand.",
		"The game is now at Spring 1901, Movement; deadline:")
	mustLack(t, "the master's reply", r.Body, "Problem", "no unit", "Deadline:")
}

// Orders written above DECLARE DRAW, TERMINATE or PAUSE are handed in
// before it, not refused as sent to a game that has ended or stopped.
func TestOrdersAboveAnEndOrPauseAreHandedInFirst(t *testing.T) {
	for cmd, want := range map[string]string{
		"DECLARE DRAW": "What you sent was handed in for Spring 1901, Movement before DECLARE DRAW on line 6 ended the game. The game is now finished.",
		"TERMINATE":    "What you sent was handed in for Spring 1901, Movement before TERMINATE on line 6 ended the game. The game is now terminated.",
		"PAUSE":        "What you sent stands; the game is paused, so the phase is not resolved until the master writes RESUME.",
	} {
		tj := newGameJudge(t)
		startSeven(t, tj)
		r := tj.asMaster(t, turkeyOrders+cmd)
		mustContain(t, cmd+" reply", r.Body, "Orders of Turkey in west, Spring 1901, Movement:", want)
		mustLack(t, cmd+" reply", r.Body, "Problem", "no orders are taken now", "Deadline:", "the phase is resolved now")
		if cmd == "PAUSE" {
			if got := tj.endRecord(t, "west").Submissions["Turkey"].Lines; len(got) != 3 {
				t.Errorf("Turkey's orders above PAUSE were not kept: %v", got)
			}
		}
	}
}

// A summary given for one seat before a later command of the same mail
// moved the deadline gives the deadline the mail left.
func TestOrdersSummaryGivesTheDeadlineTheMailLeft(t *testing.T) {
	tj := newGameJudge(t)
	startSeven(t, tj)
	r := tj.asMaster(t, turkeyOrders+"BECOME Russia\nA War - Gal\nEXTEND 1d")
	moved := "Deadline: " + templates.When(tj.now.Add(72*time.Hour), time.UTC)
	if n := strings.Count(unwrap(r.Body), unwrap(moved)); n != 2 {
		t.Errorf("%d summaries give the deadline EXTEND left (%s), want Turkey's and Russia's:\n%s", n, moved, r.Body)
	}
}

// Orders above and below a PROCESS that was refused (a player's, or a
// master's with stray words) make one set, as they would without it: the
// lines below do not replace those above.
func TestOrdersAroundARefusedProcessMakeOneSet(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	tj.send(t, players["Turkey"], "SIGNON Twest pw-Turkey\nA Con - Bul\nPROCESS\nF Ank - Bla\nA Smy - Arm")
	if got := tj.endRecord(t, "west").Submissions["Turkey"].Lines; len(got) != 3 {
		t.Errorf("Turkey's orders around a refused PROCESS: %v, want all three", got)
	}
	tj.asMaster(t, "BECOME Russia\nA War - Gal\nPROCESS tomorrow\nA Mos - Ukr")
	if got := tj.endRecord(t, "west").Submissions["Russia"].Lines; len(got) != 2 {
		t.Errorf("Russia's orders around a refused PROCESS: %v, want both", got)
	}
}

// The same in Chinese: the command is quoted as the master wrote it.
func TestOrdersAboveAChineseEndAreHandedInFirst(t *testing.T) {
	for lang, c := range map[string]struct{ cmd, want string }{
		"zh-Hant": {"宣布 和局", "這些命令是為1901年春季 行動期提交的，之後第 6 行的 宣布 和局 結束了本局。本局狀態：已結束。"},
		"zh-Hans": {"暂停", "这些命令已收下；本局暂停中，主持人写 RESUME 之前本阶段不会结算。"},
	} {
		tj := newGameJudge(t)
		startSeven(t, tj)
		tj.asMaster(t, "SET LANGUAGE "+lang)
		r := tj.asMaster(t, turkeyOrders+c.cmd)
		mustContain(t, lang+" reply", r.Body, c.want)
		mustLack(t, lang+" reply", r.Body, "問題", "问题", "期限：")
	}
}
