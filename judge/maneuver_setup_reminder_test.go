package judge

import (
	"strings"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/maneuver"
)

// A reminder in Maneuver's set-up names what the step asks, a set-up
// step, in each language: not a turn plan, which nobody sends before the
// turns begin. So does the late notice after the deadline.
func TestManeuverSetUpReminderNamesTheSetUpStep(t *testing.T) {
	for _, tc := range []struct{ lang, subject, late, wrong string }{
		{"en", "ulm: set-up step needed", "ulm: set-up step late", "turn plan"},
		{"zh-Hant", "ulm: 請寄布置步驟", "ulm: 布置步驟逾期", "回合計劃"},
		{"zh-Hans", "ulm: 请发送布置步骤", "ulm: 布置步骤逾期", "回合计划"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			tj := newTestJudge(t, Options{Engines: []games.Engine{maneuver.Engine{}}, RepliesPerHour: 1000})
			tj.send(t, "gm@example.org", "CREATE ?ulm gmpw maneuver")
			tj.send(t, "blue@example.org", "SET LANGUAGE "+tc.lang+"\nSIGNON ?ulm bpw Blue")
			tj.send(t, "red@example.org", "SET LANGUAGE "+tc.lang+"\nSIGNON ?ulm rpw Red")
			g := tj.endRecord(t, "ulm")
			game, err := g.Game()
			if err != nil {
				t.Fatal(err)
			}
			asked := "blue@example.org"
			if reqs := game.Requests(); len(reqs) == 1 && reqs[0].Seat == "Red" {
				asked = "red@example.org"
			}
			tj.now = g.Deadline.Add(-g.Settings.Reminder).Add(time.Minute)
			tj.tick()
			all := tj.mailsTo(t, asked)
			m := all[len(all)-1]
			if m.Subject != tc.subject {
				t.Errorf("the set-up reminder's subject is %q, want %q", m.Subject, tc.subject)
			}
			if strings.Contains(m.Body, tc.wrong) {
				t.Errorf("the set-up reminder speaks of a %s:\n%s", tc.wrong, m.Body)
			}
			tj.now = g.Deadline
			tj.tick()
			all = tj.mailsTo(t, asked)
			m = all[len(all)-1]
			if m.Subject != tc.late || strings.Contains(m.Body, tc.wrong) {
				t.Errorf("the set-up late notice is %q, want %q, without %q:\n%s", m.Subject, tc.late, tc.wrong, m.Body)
			}
		})
	}
}
