package judge

import (
	"strings"
	"testing"
)

// A plan line of 20,000 Chinese characters (text pasted by mistake, a key
// held down) is refused like any line that is no plan line, and the mail
// behind it is answered. Cutting such a line into the game's words used
// to try every piece of it: the judge worked on it for minutes, holding
// the database, and no mail was read or sent meanwhile.
func TestALongChineseLineIsRefusedAndTheMailBehindItAnswered(t *testing.T) {
	tj := newGettysburgJudge(t)
	long := strings.Repeat("命令", 10000)
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n"+long+"\nPASS")
	flat := strings.Join(strings.Fields(r.Body), "")
	wantIn(t, "the reply to a long line", flat, "第2行", "这不是计划的一行")
	r = tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nPASS")
	wantIn(t, "the mail behind it", r.Body, "signed on as Union in gb", "> PASS")
}
