package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestEveryCommandIsDocumented: docs/operators.md lists every subcommand
// with its arguments as `adjutant help` prints them, so a command added
// (resend came without a line there) or a flag changed shows up here
// rather than in an operator's failed attempt.
func TestEveryCommandIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/operators.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range subcommands() {
		usage := "`" + strings.TrimSpace("adjutant "+c.name+" "+c.args) + "`"
		if !strings.Contains(strings.Join(strings.Fields(string(doc)), " "), usage) {
			t.Errorf("docs/operators.md does not list %s", usage)
		}
	}
}

// TestEveryFlagIsDocumented: each flag a command's -h prints is named in
// docs/operators.md, as `--data` or as `-n` (audit's usage writes it so).
func TestEveryFlagIsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../../docs/operators.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range subcommands() {
		_, _, help := runCLI(c.name, "-h")
		for _, line := range strings.Split(help, "\n") {
			if !strings.HasPrefix(line, "  -") {
				continue
			}
			name, _, _ := strings.Cut(strings.TrimPrefix(line, "  -"), " ")
			named := regexp.MustCompile("(^|[\\s\\[`])--?" + regexp.QuoteMeta(name) + "([\\s\\]`=]|$)")
			if !named.Match(doc) {
				t.Errorf("docs/operators.md does not name %s's flag --%s", c.name, name)
			}
		}
	}
}
