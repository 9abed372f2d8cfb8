package main

import (
	"bytes"
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
)

// `adjutant datc` runs the DATC suite through the Diplomacy engine's tool
// API: the movement cases pass under either rule set, and a rule set the
// engine does not know is a usage error that names the flag.
func TestDATCCommandRunsTheSuite(t *testing.T) {
	file := filepath.Join("..", "..", "games", "diplomacy", "datc", "testdata", "6a.txt")
	for _, rules := range []string{"rulebook", "datc"} {
		var out bytes.Buffer
		if err := runDATC(context.Background(), []string{"--rules", rules, file}, &out, &out); err != nil {
			t.Errorf("--rules %s: %v\n%s", rules, err, out.String())
		}
		if !strings.Contains(out.String(), "6.A.1") {
			t.Errorf("--rules %s: no case 6.A.1 in\n%s", rules, out.String())
		}
	}
	var out bytes.Buffer
	err := runDATC(context.Background(), []string{"--rules", "1971", file}, &out, &out)
	if !errors.Is(err, errUsage) || !strings.Contains(err.Error(), "--rules") {
		t.Errorf("an unknown rule set: %v", err)
	}
}

// The help lists every flag datc takes, as README does, so an operator
// need not read the source to find --disorder.
func TestHelpListsDATCFlags(t *testing.T) {
	code, out, _ := runCLI("-h")
	if code != 0 {
		t.Fatalf("adjutant -h: exit %d", code)
	}
	for _, flag := range []string{"--rules rulebook|datc", "--disorder owned|home", "--destroy-unretreatable"} {
		if !strings.Contains(out, flag) {
			t.Errorf("adjutant -h does not list %s:\n%s", flag, out)
		}
	}
}
