package devmail_test

import (
	"bytes"
	"testing"

	"adjutant/mailio/devmail"

	"github.com/emersion/go-imap/v2"
)

// deleteFromInbox marks the INBOX messages at seqs \Deleted and expunges
// them, as a mail client deleting mail does: by EXPUNGE, or by CLOSE when
// byClose.
func deleteFromInbox(t *testing.T, s *devmail.Server, addr string, byClose bool, seqs ...uint32) {
	t.Helper()
	c := login(t, s, addr)
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	store := &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagDeleted}, Silent: true}
	if err := c.Store(imap.SeqSetNum(seqs...), store, nil).Close(); err != nil {
		t.Fatal(err)
	}
	if byClose {
		if err := c.UnselectAndExpunge().Wait(); err != nil {
			t.Fatal(err)
		}
		return
	}
	if err := c.Expunge().Close(); err != nil {
		t.Fatal(err)
	}
}

// subjects lists the subjects of addr's INBOX, in order.
func subjects(t *testing.T, s *devmail.Server, addr string) []string {
	t.Helper()
	got, err := s.Messages(addr)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, m := range got {
		_, rest, _ := bytes.Cut(m, []byte("Subject: "))
		subj, _, _ := bytes.Cut(rest, []byte("\r\n"))
		out = append(out, string(subj))
	}
	return out
}

// TestExpungedMailStaysDeletedAfterARestart: mail a player deleted
// (\Deleted, then EXPUNGE) in `adjutant dev` used to come back to the
// INBOX at the next start, since every delivered message was re-read from
// disk. The expunge now removes the kept copy; and since the INBOX then
// holds fewer messages than its UIDs counted, its UIDVALIDITY changes,
// so that no new mail is given a UID a reader has seen.
func TestExpungedMailStaysDeletedAfterARestart(t *testing.T) {
	dir := t.TempDir()
	s, err := devmail.Start(devmail.Options{Password: "pw", Dir: dir})
	if err != nil {
		t.Fatal(err)
	}
	const addr = "player@example.org"
	for _, subj := range []string{"one", "two", "three"} {
		if err := s.Deliver("judge@dip.test", []string{addr}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	deleteFromInbox(t, s, addr, false, 2)
	validity, seen := inboxState(t, s, addr)
	s.Close()

	s2 := start(t, dir)
	if got := subjects(t, s2, addr); len(got) != 2 || got[0] != "one" || got[1] != "three" {
		t.Fatalf("after a restart the INBOX holds %q, want the two not deleted [one three]", got)
	}
	if err := s2.Deliver("judge@dip.test", []string{addr}, msg("four")); err != nil {
		t.Fatal(err)
	}
	validity2, last := inboxState(t, s2, addr)
	if validity2 == validity && last <= seen {
		t.Errorf("after the restart new mail has UID %d, already seen before it (UIDVALIDITY %d both times)", last, validity)
	}
	// Deleted once is deleted for good; and CLOSE expunges as EXPUNGE does.
	deleteFromInbox(t, s2, addr, true, 1)
	s2.Close()
	s3 := start(t, dir)
	if got := subjects(t, s3, addr); len(got) != 2 || got[0] != "three" || got[1] != "four" {
		t.Errorf("after a second restart the INBOX holds %q, want [three four]", got)
	}
}
