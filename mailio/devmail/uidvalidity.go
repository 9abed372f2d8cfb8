package devmail

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// generationFile names, in an address's directory, how many times its
// INBOX was given a new UIDVALIDITY.
//
// Between two clean stops (snapshot.go) only delivered mail is kept on
// disk, and an expunge removes it. After a run that ended without Close, a
// message APPENDed, copied or moved into an INBOX is not kept, so after a
// restart that INBOX, like one that lost messages to an expunge, holds
// fewer messages than its UIDs counted, and imapmemserver numbers them
// again from 1: the
// next delivery would get a UID a reader has already seen, and a reader
// that keeps the last UID it handled (the judge) would skip it for good.
// So the first such message of a run raises the generation on disk, and
// the next start gives the INBOX a new UIDVALIDITY, which tells every
// reader that the old UIDs mean nothing (RFC 3501 section 2.3.1.1). A run
// with deliveries only keeps UIDs and UIDVALIDITY as they were.
const generationFile = "uidvalidity"

// readGeneration is the generation kept for addr; 0 when none is.
func (m *mailboxes) readGeneration(addr string) int {
	if m.dir == "" {
		return 0
	}
	b, err := os.ReadFile(filepath.Join(m.dir, addr, generationFile))
	if err != nil {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimSpace(string(b)))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

// newInbox gives a new user its INBOX with the UIDVALIDITY of its
// generation: imapmemserver counts UIDVALIDITY up by one for each mailbox
// created, so the INBOX is created generation+1 times.
func newInbox(u *imapmemserver.User, generation int) {
	_ = u.Create("INBOX", nil) // a fresh user has no mailbox yet: cannot fail
	for range generation {
		_ = u.Delete("INBOX")
		_ = u.Create("INBOX", nil)
	}
}

// unkeptInInbox notes that addr's INBOX got a message that is not on disk,
// or lost one that was (expunge.go).
// The first time in a run, the next generation is written
// (writeFileSynced), so that it holds even if the process is killed right
// after.
func (m *mailboxes) unkeptInInbox(addr string) error {
	if m.dir == "" {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.raised[addr] {
		return nil
	}
	dir := filepath.Join(m.dir, addr)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("devmail: %w", err)
	}
	if err := writeFileSynced(dir, generationFile, fmt.Appendf(nil, "%d\n", m.generation[addr]+1)); err != nil {
		return fmt.Errorf("devmail: %w", err)
	}
	m.raised[addr] = true
	return nil
}
