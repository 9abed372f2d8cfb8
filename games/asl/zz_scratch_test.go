package asl

import (
	"fmt"
	"strings"
	"testing"
)

func TestZZScratch(t *testing.T) {
	for _, lines := range []string{
		"MOVE R1,R4,R5 vE5 LEAVE:R5",
		"MOVE R1,R4,R5 LEAVE:R5 vE5",
		"MOVE R1,R4,R5 vE5 LEAVE:R5,R4 vF5",
		"MOVE R1,R4,R5 vE5 LEAVE:R5 LEAVE:R4 vF5",
		"MOVE R1,R4,R5 vE5 LEAVE:R5 vF5|MOVE R5 vE6|MOVE R5 vF6",
		"MOVE R1,R4,R5 vE5 LEAVE:R20 vF5",
		"DESTROY R4",
		"DESTROY R20|PREP R4,R20 AT vJ4",
		"DESTROY R20|MOVE R4 vE5",
		"DESTROY G21",
		"TRANSFER R20 TO R5 APH|ADVANCE R4 vE5",
		"TRANSFER R20 TO R6 APH",
		"ROUT R4,R1 vE4",
		"ROUT R1,R2 vE4",
		"ROUT R4,R5 vE4",
	} {
		g, _ := Engine{}.New("village", nil, nil)
		ls := strings.Split(lines, "|")
		res := submitLines(g, "Russian", ls...)
		fmt.Printf("%s\n", lines)
		for _, p := range res.Problems {
			fmt.Printf("   P%d %s\n", p.Line, p.Message.EN)
		}
		for _, p := range res.Notes {
			fmt.Printf("   N%d %s\n", p.Line, p.Message.EN)
		}
	}
}
