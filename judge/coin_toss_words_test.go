package judge

import (
	"strings"
	"testing"
)

// Chinese readers are told of the 1914 coin toss in the everyday words,
// 掷硬币 and 擲硬幣, in LIST and in the reports.
func TestCoinTossIsWordedAsUsualInChinese(t *testing.T) {
	tj := newSeededJudge(t, 1)
	startDuel(t, tj)
	for addr, words := range map[string][2]string{
		"hans@example.org": {"zh-Hans", "掷硬币"},
		"hant@example.org": {"zh-Hant", "擲硬幣"},
	} {
		tj.send(t, addr, "SET LANGUAGE "+words[0])
		list := tj.send(t, addr, "LIST duel").Body
		if !strings.Contains(list, words[1]) || strings.Contains(list, "毫") {
			t.Errorf("LIST in %s does not say %s for the coin toss:\n%s", words[0], words[1], list)
		}
	}
}
