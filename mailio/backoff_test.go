package mailio

import (
	"testing"
	"time"

	"github.com/emersion/go-imap/v2"
)

func TestBackoffDoublesAndCaps(t *testing.T) {
	want := []time.Duration{time.Minute, 2 * time.Minute, 4 * time.Minute, 8 * time.Minute, 10 * time.Minute, 10 * time.Minute}
	for attempt, w := range want {
		if got := backoff(attempt, time.Minute, 10*time.Minute); got != w {
			t.Errorf("backoff(%d) = %v, want %v", attempt, got, w)
		}
	}
	if got := backoff(1000, time.Minute, 4*time.Hour); got != 4*time.Hour {
		t.Errorf("backoff(1000) = %v, want the 4h cap (no overflow)", got)
	}
}

func TestUIDsAboveFiltersTheStarQuirk(t *testing.T) {
	// "UID SEARCH UID 6:*" on a mailbox whose highest UID is 5 answers 5.
	if got := uidsAboveFrom([]imap.UID{5}, 5); len(got) != 0 {
		t.Errorf("got %v, want nothing above 5", got)
	}
	got := uidsAboveFrom([]imap.UID{9, 7, 7, 3}, 5)
	if len(got) != 2 || got[0] != 7 || got[1] != 9 {
		t.Errorf("got %v, want [7 9]", got)
	}
}
