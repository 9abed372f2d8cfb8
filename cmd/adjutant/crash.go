package main

import (
	"os"
	"strings"
	"syscall"
)

// crashpointEnv names the environment variable that arms a crash point. The
// crash tests start the daemon as a child process with it set, e.g.
// ADJUTANT_CRASHPOINT=after-record, and the daemon kills itself with SIGKILL
// the first time it reaches that point: no deferred code runs, exactly as in
// a power cut. The points are after-record (mail committed, not yet flagged
// on the server), after-flag (flagged, sync state not saved), after-commit
// (reply in the outbox, not sent), after-send (accepted by SMTP, not yet
// marked sent) and after-deadline (a game's deadline handled, its reports
// in the outbox, none sent).
const crashpointEnv = "ADJUTANT_CRASHPOINT"

func crashpointFromEnv() func(string) {
	want := strings.TrimSpace(os.Getenv(crashpointEnv))
	if want == "" {
		return nil
	}
	return func(point string) {
		if point == want {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // the signal is on its way; never continue past the point
		}
	}
}
