package main

import (
	"context"
	"os"
	"testing"
)

// runAsMainEnv makes the test binary behave as the adjutant command, so the
// crash tests can start the daemon as a child process without a separate
// build step.
const runAsMainEnv = "ADJUTANT_TEST_RUN_AS_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(runAsMainEnv) == "1" {
		os.Exit(run(context.Background(), os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}
