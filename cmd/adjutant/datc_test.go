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
