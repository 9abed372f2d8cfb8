package devmail_test

import (
	"testing"

	"adjutant/mailio/devmail"
)

// inboxState is what a mail reader keeps of an INBOX: its UIDVALIDITY and
// the highest UID it has seen.
func inboxState(t *testing.T, s *devmail.Server, addr string) (validity, last uint32) {
	t.Helper()
	c := login(t, s, addr)
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	return sel.UIDValidity, uint32(sel.UIDNext) - 1
}

// TestAUIDSeenBeforeARestartIsNeverGivenToNewMail: a message APPENDed to
// an INBOX is not kept on disk, so after a restart the INBOX holds fewer
// messages than its UIDs counted. Its UIDVALIDITY used to stay the same,
// and the next mail delivered got a UID the judge had already seen: the
// judge took it for handled mail and never answered it (the first mails
// after each restart of `adjutant dev` that followed an APPEND). Now the
// INBOX's UIDVALIDITY changes, and a reader rescans it.
func TestAUIDSeenBeforeARestartIsNeverGivenToNewMail(t *testing.T) {
	dir := t.TempDir()
	s, err := devmail.Start(devmail.Options{Password: "pw", Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Deliver("alice@example.org", []string{"judge@dip.test"}, msg("one")); err != nil {
		t.Fatal(err)
	}
	c := login(t, s, "judge@dip.test")
	appendTo(t, c, "INBOX", msg("appended"))
	c.Close()
	validity, seen := inboxState(t, s, "judge@dip.test")
	s.Close()

	s2 := start(t, dir)
	if err := s2.Deliver("alice@example.org", []string{"judge@dip.test"}, msg("after")); err != nil {
		t.Fatal(err)
	}
	validity2, last := inboxState(t, s2, "judge@dip.test")
	if validity2 == validity && last <= seen {
		t.Fatalf("after the restart the new mail has UID %d, already seen before it (UIDVALIDITY %d both times)", last, validity)
	}

	// A restart with nothing added but deliveries keeps the UIDs: a reader
	// need not rescan.
	s2.Close()
	s3 := start(t, dir)
	if v, _ := inboxState(t, s3, "judge@dip.test"); v != validity2 {
		t.Errorf("UIDVALIDITY changed from %d to %d across a restart after deliveries only", validity2, v)
	}
}
