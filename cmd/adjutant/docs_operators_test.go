package main

import (
	"os"
	"regexp"
	"slices"
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

// TestOperatorsGuideNamesRealKeys: a configuration key docs/operators.md
// names (`imap.rescan_interval`, `log.level = "debug"`) is one the judge
// reads, so renaming a key cannot leave the guide pointing at the old
// name. The guide's examples of a misspelt key, quoted with the
// "unknown key" check-config answers them with, are the exception.
func TestOperatorsGuideNamesRealKeys(t *testing.T) {
	doc, err := os.ReadFile("../../docs/operators.md")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile("`((?:imap|smtp|judge|limits|retention|log|oauth2)\\.[a-z_]+)(`| =|: (unknown key)?)")
	found := 0
	for _, m := range key.FindAllStringSubmatch(string(doc), -1) {
		if m[3] != "" {
			continue
		}
		found++
		if !slices.Contains(configKeys(), m[1]) {
			t.Errorf("docs/operators.md names %s, which is no configuration key", m[1])
		}
	}
	if found == 0 {
		t.Fatal("found no configuration key in docs/operators.md: the pattern is wrong")
	}
}
