package judge

import (
	"strings"
	"testing"
	"time"
)

// An incomplete plan sent in grace: the reply says once, and truly, when
// the phase is resolved (at the end of grace, unless a mail leaves nothing
// to the default), not "it waits for the deadline" beside a line saying
// the deadline has passed. A complete plan in grace that lets the phase be
// resolved at once is not told the game still waits for late plans.
func TestAPlanInGraceSaysOnceWhenThePhaseIsResolved(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nPASS")
	g := tj.endRecord(t, "gb")
	tj.now = g.Deadline.Add(time.Hour)
	tj.tick()
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n指挥部 9999\n略过")
	wantIn(t, "an incomplete plan in grace", r.Body, "已过；棋局等候迟交的计划至", "宽限期结束时")
	notIn(t, "an incomplete plan in grace", r.Body, "等到期限", "将等到期限或收到完整计划")
	if n := strings.Count(r.Body, "等候") + strings.Count(r.Body, "等到"); n != 1 {
		t.Errorf("the reply speaks of the wait %d times, want once:\n%s", n, r.Body)
	}
	r = tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n指挥部 0803\n略过")
	wantIn(t, "a complete plan in grace", r.Body, "本阶段立即结算")
	notIn(t, "a complete plan in grace", r.Body, "等候迟交", "已过；")
}

// The mail that gives a side to a new player speaks of the game's own
// orders: a Gettysburg side writes a plan, in English and in Chinese.
func TestTheReplacementMailNamesTheGamesOrders(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\nREPLACE Union hancock@example.org\nREPLACE Confederate longstreet@example.cn")
	tj.acceptOffer(t, "hancock@example.org")
	wantIn(t, "the new Union player's mail", tj.newest(t, "hancock@example.org", "you now play").Body, "then write your plan one per line")
	tj.send(t, "longstreet@example.cn", "设置 语言 简体")
	all := tj.mailsTo(t, "longstreet@example.cn")
	replyTo(t, tj, "longstreet@example.cn", all[0])
	var given string
	for _, m := range tj.mailsTo(t, "longstreet@example.cn") {
		if strings.Contains(m.Body, "的主持人把") {
			given = m.Body
		}
	}
	wantIn(t, "the new Confederate player's mail", given, "然后每行写一道计划")
}

// A side that writes before its turn is told so in a sentence that reads:
// the phase's name, itself full of commas and colons, is quoted, and the
// game's own word for orders is used.
func TestOrdersBeforeYourTurnQuoteThePhaseInChinese(t *testing.T) {
	tj := newMarengoJudge(t)
	r := tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n完成")
	wantIn(t, "France's plan in Austria's turn", r.Body, "法国 在“上午 6 时，奥地利的回合”没有需要下的计划")
}

// An EDIT refused because plans are in speaks of the game's plans, in
// Chinese too.
func TestAnEditWithPlansInNamesThemPlans(t *testing.T) {
	tj := newGettysburgJudge(t)
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n设置 语言 简体\n略过")
	r := tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\n编辑 落伍 BU")
	wantIn(t, "EDIT with a plan in", r.Body, "gb 本阶段已有计划：请先 PAUSE（更改后这些计划会撤回")
	// Paused, the edit withdraws the plans, and says so in the same words.
	r = tj.send(t, "gm@example.org", "SIGNON Mgb gmpw\n暂停\n编辑 落伍 BU")
	wantIn(t, "EDIT of a paused game with plans in", r.Body, "本阶段已存的计划已撤回")
	wantIn(t, "the Confederate's mail after the edit", tj.newest(t, "grey@example.org", "请重新发送计划").Body, "计划是依旧局面检查的，已撤回")
}

// A reason that refuses the whole mail (orders sent out of turn) is given
// once, under the first line; each later line points back to it, and
// every line is still listed as not taken.
func TestAReasonForTheWholeMailIsGivenOnce(t *testing.T) {
	tj := newMarengoJudge(t)
	r := tj.send(t, "fra@example.org", "SIGNON Fmg fpw\nMOVE F01 X\nMOVE F02 Y\nDONE")
	if n := strings.Count(r.Body, "has nothing to order"); n != 2 {
		t.Errorf("the reason is written %d times, want twice (under line 2 and in the problem list):\n%s", n, r.Body)
	}
	wantIn(t, "line 3's echo", r.Body, "> MOVE F02 Y\n  not taken either, for the reason given at line 2")
	wantIn(t, "the problem list", r.Body, "Problems (3):")
	r = tj.send(t, "fra@example.org", "SIGNON Fmg fpw\n設定 語言 繁體\n移動 F01 X\n完成")
	wantIn(t, "the Chinese pointer", r.Body, "同樣未採用，原因見第 3 行")
}
