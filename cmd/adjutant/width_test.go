package main

import (
	"strings"
	"testing"

	"adjutant/templates/i18n"
)

// assertMailWidths holds every mail in boxes to the judge's 72 columns,
// by the rule judge/width_test.go documents: pre-formatted lines (maps,
// tables: i18n.LaidOut), the player's quoted lines and a single word wider
// than the line are exempt.
func assertMailWidths(t *testing.T, boxes ...*gbMailbox) {
	t.Helper()
	seen := 0
	for _, b := range boxes {
		seen += len(b.all)
		for _, m := range b.all {
			for _, l := range strings.Split(m.Body, "\n") {
				fields := strings.Fields(l)
				switch {
				case i18n.Width(l) <= i18n.ProseWidth, i18n.LaidOut(l), strings.HasPrefix(strings.TrimLeft(l, " "), ">"):
				case len(fields) > 0 && i18n.Width(fields[len(fields)-1]) > i18n.ProseWidth/2:
				default:
					t.Errorf("%q to %s: a line of %d columns:\n%s", m.Subject, b.addr, i18n.Width(l), l)
				}
			}
		}
	}
	if seen == 0 {
		t.Fatal("no mail to check")
	}
}
