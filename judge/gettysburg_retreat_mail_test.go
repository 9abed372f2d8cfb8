package judge

import (
	"strings"
	"testing"
)

// RETREAT lines by mail: a refusal says which line, what is wrong and
// what would be accepted, wrapped and indented in the reply like any
// other, in English and Chinese; the opponent's mail never holds the
// lines, sent or refused.
func TestGettysburgRetreatLinesByMail(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nHQ 0803\nRETREAT HE 1003\nRETREAT HE STOP FULL\nRETREAT ALL TOWARD HQ\nPASS")
	assertWidth(t, "the reply to RETREAT lines", r.Body)
	flat := strings.Join(strings.Fields(r.Body), " ")
	wantIn(t, "the reply to RETREAT lines", flat,
		`line 3 "RETREAT HE 1003": HE stands on 1003, and a retreat leaves the unit's hex, so it cannot end there: name another hex within three hexes of 1003, or write TOWARD 1003`,
		`line 4 "RETREAT HE STOP FULL": STOP and FULL: write one of them: RETREAT UNIT|ALL [STOP|FULL]`)
	wantIn(t, "the refusal under its line", r.Body, "> RETREAT HE STOP FULL\n  STOP and FULL: write one of them:")
	r = tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n指揮部 0803\n退路 赫斯 1003\n退路 赫斯 停 三格\n略過")
	assertWidth(t, "the Chinese reply to RETREAT lines", r.Body)
	wantIn(t, "the Chinese reply to RETREAT lines", strings.Join(strings.Fields(r.Body), ""),
		"HE身處1003，撤退必須離開所在的六角格，不能在此結束：請寫1003三格內的另一個六角格，或寫向1003",
		"停與三格只可寫其一：退路部隊|全部[停|三格][六角格|向六角格|向指揮部]，或退路部隊|全部不用")
	tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nHQ 0803\nRETREAT HE FULL\nRETREAT ALL TOWARD HQ\nPASS")
	tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nHQ 1306\nPASS")
	for _, m := range tj.mailsTo(t, "blue@example.org") {
		for _, secret := range []string{"RETREAT HE", "RETREAT ALL", "退路"} {
			if strings.Contains(m.Body, secret) {
				t.Errorf("the Union's mail %q holds the Confederates' %q:\n%s", m.Subject, secret, m.Body)
			}
		}
	}
}
