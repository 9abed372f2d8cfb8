package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"adjutant/storage"
)

// TestStatusSaysAMailboxErrorIsOver: status kept showing the mailbox's
// last error (a refused login, a server restart) as it was, hours after
// the polls went well again, and an operator could not tell a past
// trouble from a present one.
func TestStatusSaysAMailboxErrorIsOver(t *testing.T) {
	at := time.Now().Add(-time.Hour)
	for _, c := range []struct {
		lastPoll time.Time
		over     bool
	}{{at, false}, {at.Add(time.Minute), true}} {
		st := storage.Status{Sync: []storage.SyncState{{Mailbox: "INBOX", LastPoll: c.lastPoll, LastError: "imap LOGIN: NO", LastErrorAt: at}}}
		var out bytes.Buffer
		printStatus(&out, "data", true, st)
		if got := strings.Contains(out.String(), "over since"); got != c.over {
			t.Errorf("last poll %s after the error: status says it is over: %v, want %v\n%s", c.lastPoll.Sub(at), got, c.over, out.String())
		}
	}
}
