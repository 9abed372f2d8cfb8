package main

import (
	"encoding/json"
	"testing"
)

// TestStatusJSONGivesEachMailboxsPosition: `status --json` gives the
// numbers `status` shows, a mailbox's UIDVALIDITY and last UID among them
// (a monitor compares them between runs to see that the reader moves on).
// The JSON used to carry only the mailbox's name, last poll and error.
func TestStatusJSONGivesEachMailboxsPosition(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "ann@example.org", "judge@localhost", "hello", "VERSION")
	waitReplies(t, env.mail, "ann@example.org", 1)
	// The answer goes out before the mailbox's position is saved (the
	// mail is flagged first), so status may read the position a moment
	// after the answer arrives.
	var box map[string]any
	eventually(t, "status --json to show the mailbox read up to UID 1", func() bool {
		code, out, errs := runCLI("status", "--data", env.cfg.DataDir, "--json")
		if code != 0 {
			t.Fatalf("status --json: exit %d\n%s%s", code, out, errs)
		}
		var st struct {
			Mailboxes []map[string]any `json:"mailboxes"`
		}
		if err := json.Unmarshal([]byte(out), &st); err != nil || len(st.Mailboxes) != 1 {
			t.Fatalf("status --json: %v\n%s", err, out)
		}
		box = st.Mailboxes[0]
		v, _ := box["last_uid"].(float64)
		return v == 1
	})
	if v, ok := box["uid_validity"].(float64); !ok || v == 0 {
		t.Errorf("mailbox without its UIDVALIDITY: %v", box)
	}
	if v, ok := box["last_uid"].(float64); !ok || v != 1 {
		t.Errorf("mailbox's last UID is %v, want 1: %v", box["last_uid"], box)
	}
}
