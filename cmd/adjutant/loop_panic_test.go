package main

import (
	"strings"
	"sync"
	"testing"
)

// TestTheJudgesLoopStartsAgainAfterAPanic: a fault no handler recovers
// (here a panic right after the first mail's answer was committed) ended
// the judge's loop for good: the daemon ran on, but no later mail was
// handled until someone restarted it. Now the loop is started again, as at
// a start: the first mail, already answered, is answered once, and the
// mail behind it is answered too.
func TestTheJudgesLoopStartsAgainAfterAPanic(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	var once sync.Once
	runDaemonEnv(t, cfg, daemonEnv{crash: func(point string) {
		if point == "after-commit" {
			once.Do(func() { panic("a fault no handler recovers") })
		}
	}})
	g := &realGame{env: &testEnv{mail: mail, cfg: cfg}}
	first := g.ask(t, "ann@example.org", "first", "VERSION")
	second := g.ask(t, "ben@example.org", "second", "VERSION")
	for _, m := range []string{first.Body, second.Body} {
		if !strings.Contains(m, "> VERSION") {
			t.Errorf("answer:\n%s", m)
		}
	}
	raws, err := mail.Messages("ann@example.org")
	if err != nil {
		t.Fatal(err)
	}
	if len(raws) != 1 {
		t.Errorf("ann got %d mails, want her one answer", len(raws))
	}
}
