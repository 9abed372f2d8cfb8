package devmail

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
)

// Mail a player deletes (\Deleted, then EXPUNGE or CLOSE) must not come
// back at the next start. Every delivered message is kept as a file and
// re-read on Start, so an expunge from the INBOX removes the files of the
// messages it removed. The INBOX then holds fewer messages than its UIDs
// counted, so the next start gives it a new UIDVALIDITY (uidvalidity.go).

// keptUID names a message in an INBOX: UIDs are only unique within one
// UIDVALIDITY, and a client that deletes and re-creates the INBOX starts
// them again.
type keptUID struct {
	validity uint32
	uid      imap.UID
}

// keepLocked notes that the INBOX message data was given is file n of addr.
func (m *mailboxes) keepLocked(addr string, data *imap.AppendData, n int) {
	if m.kept[addr] == nil {
		m.kept[addr] = map[keptUID]int{}
	}
	m.kept[addr][keptUID{data.UIDValidity, data.UID}] = n
}

// expunged removes the files of addr's INBOX messages uids (of UIDVALIDITY
// validity) that are kept on disk, and marks the INBOX for a new
// UIDVALIDITY at the next start when it removed one.
func (m *mailboxes) expunged(addr string, validity uint32, uids []imap.UID) error {
	if m.dir == "" {
		return nil
	}
	m.mu.Lock()
	removed := false
	var errs []error
	for _, uid := range uids {
		k := keptUID{validity, uid}
		n, ok := m.kept[addr][k]
		if !ok {
			continue
		}
		delete(m.kept[addr], k)
		err := os.Remove(filepath.Join(m.dir, addr, fmt.Sprintf("%010d%s", n, fileExt)))
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			errs = append(errs, fmt.Errorf("devmail: expunge: %w", err))
		}
		removed = true
	}
	m.mu.Unlock()
	if removed {
		errs = append(errs, m.unkeptInInbox(addr))
	}
	return errors.Join(errs...)
}

// Select notes whether the INBOX is selected, and its UIDVALIDITY, for
// Expunge.
func (sess *imapSession) Select(name string, options *imap.SelectOptions) (*imap.SelectData, error) {
	sess.inbox = false
	data, err := sess.UserSession.Select(name, options)
	if err == nil && strings.EqualFold(name, "INBOX") {
		sess.inbox, sess.inboxValidity = true, data.UIDValidity
	}
	return data, err
}

func (sess *imapSession) Unselect() error {
	sess.inbox = false
	return sess.UserSession.Unselect()
}

// Expunge (EXPUNGE, UID EXPUNGE, CLOSE) removes from disk what it removed
// from the INBOX: the UIDs there before and not after.
func (sess *imapSession) Expunge(w *imapserver.ExpungeWriter, uids *imap.UIDSet) error {
	done, err := sess.boxes.beginChange()
	if err != nil {
		return err
	}
	defer done()
	defer sess.bell.ring()
	if !sess.inbox || sess.boxes.dir == "" {
		return sess.UserSession.Expunge(w, uids)
	}
	before, err := sess.inboxUIDs()
	if err != nil {
		return err
	}
	if err := sess.UserSession.Expunge(w, uids); err != nil {
		return err
	}
	after, err := sess.inboxUIDs()
	if err != nil {
		return err
	}
	var gone []imap.UID
	all, _ := before.Nums() // a search answers with no "*"
	for _, uid := range all {
		if !after.Contains(uid) {
			gone = append(gone, uid)
		}
	}
	return sess.boxes.expunged(sess.addr, sess.inboxValidity, gone)
}

// inboxUIDs lists the UIDs of the selected INBOX.
func (sess *imapSession) inboxUIDs() (imap.UIDSet, error) {
	data, err := sess.UserSession.Search(imapserver.NumKindUID, &imap.SearchCriteria{}, &imap.SearchOptions{ReturnAll: true})
	if err != nil {
		return nil, err
	}
	set, _ := data.All.(imap.UIDSet)
	return set, nil
}
