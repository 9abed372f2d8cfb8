package devmail

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// mailboxes holds one imapmemserver user per address, created on first
// login or delivery, and mirrors every delivery to a file so the mail
// survives a restart; an expunge from the INBOX removes the files of the
// messages it removed (expunge.go). Folders, flags and IMAP APPENDs are
// saved at Close (snapshot.go); what a run that ended without it would
// do to the INBOX's UIDs after a restart, uidvalidity.go undoes.
type mailboxes struct {
	dir, password string

	mu    sync.Mutex // guards users and next; held across a whole delivery so files and INBOX keep one order
	users map[string]*imapmemserver.User
	bells map[string]*bell // rung after every change to an address's mailboxes
	next  map[string]int   // next file number per address
	// generation is each address's INBOX generation as loaded, and raised
	// the addresses whose next one is on disk already (uidvalidity.go).
	generation map[string]int
	raised     map[string]bool
	// kept maps each INBOX message kept on disk to its file number, so
	// that an expunge removes the file too (expunge.go).
	kept map[string]map[keptUID]int
	// frozen is set when Close saves the mailboxes: a delivery still in
	// flight then is refused, so that the snapshot and the delivered
	// files never both hold a message (snapshot.go).
	frozen bool
	// changes is held for reading by each client command that changes
	// mail (changes.go) and taken whole by the save, which then refuses
	// them: a message moved while the folders are read one by one could
	// otherwise be in neither folder the save wrote.
	changes  sync.RWMutex
	stopping bool
}

// fileExt names persisted messages: Dir/<address>/<%010d>.eml.
const fileExt = ".eml"

// deliveredNumber reads N from the name of a delivered file, N.eml.
func deliveredNumber(name string) (int, bool) {
	base, ok := strings.CutSuffix(name, fileExt)
	n, err := strconv.Atoi(base)
	return n, ok && err == nil && n > 0
}

func newMailboxes(dir, password string) *mailboxes {
	return &mailboxes{dir: dir, password: password, users: map[string]*imapmemserver.User{}, bells: map[string]*bell{}, next: map[string]int{},
		generation: map[string]int{}, raised: map[string]bool{}, kept: map[string]map[keptUID]int{}}
}

// userLocked returns the user of addr, creating it with an INBOX.
func (m *mailboxes) userLocked(addr string) *imapmemserver.User {
	u := m.users[addr]
	if u == nil {
		u = imapmemserver.NewUser(addr, m.password)
		m.generation[addr] = m.readGeneration(addr)
		newInbox(u, m.generation[addr])
		m.users[addr] = u
	}
	return u
}

// user is userLocked for callers that do not hold mu.
func (m *mailboxes) user(addr string) *imapmemserver.User {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.userLocked(addr)
}

// bellLocked returns the bell of addr, creating it.
func (m *mailboxes) bellLocked(addr string) *bell {
	b := m.bells[addr]
	if b == nil {
		b = newBell()
		m.bells[addr] = b
	}
	return b
}

// bell is bellLocked for callers that do not hold mu.
func (m *mailboxes) bell(addr string) *bell {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bellLocked(addr)
}

// exists reports whether addr has a mailbox, without creating one.
func (m *mailboxes) exists(addr string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.users[addr] != nil
}

// deliver persists head+body (when a directory is configured) and then
// appends them to the INBOX of addr, and rings the address's bell so that
// its IDLE sessions look. The two parts are only joined inside the IMAP
// store, which keeps one copy of a large message instead of two.
func (m *mailboxes) deliver(addr string, head []byte, body chunks) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.frozen {
		return ErrClosed
	}
	n := 0
	if m.dir != "" {
		var err error
		if n, err = m.persistLocked(addr, head, body); err != nil {
			return err
		}
	}
	data, err := appendInbox(m.userLocked(addr), addr, head, body, time.Now())
	if err != nil {
		return err
	}
	if n > 0 {
		m.keepLocked(addr, data, n)
	}
	m.bellLocked(addr).ring()
	return nil
}

// appendInbox appends head+body, re-creating INBOX if a client deleted it.
// A header block imapmemserver cannot parse is repaired first (repairHeader).
func appendInbox(u *imapmemserver.User, addr string, head []byte, body chunks, at time.Time) (*imap.AppendData, error) {
	body = body.repaired()
	data, err := u.Append("INBOX", body.reader(head), &imap.AppendOptions{Time: at})
	if err != nil {
		_ = u.Create("INBOX", nil)
		data, err = u.Append("INBOX", body.reader(head), &imap.AppendOptions{Time: at})
	}
	if err != nil {
		return nil, fmt.Errorf("devmail: append to INBOX of %s: %w", addr, err)
	}
	return data, nil
}

// persistLocked writes msg as the next numbered file of addr, so that a
// crash never leaves half a message (writeFileSynced), and returns the
// file's number.
func (m *mailboxes) persistLocked(addr string, head []byte, body chunks) (int, error) {
	dir := filepath.Join(m.dir, addr)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, fmt.Errorf("devmail: persist: %w", err)
	}
	n := m.next[addr]
	if n == 0 {
		n = 1
	}
	name := fmt.Sprintf("%010d%s", n, fileExt)
	if err := writeFileSynced(dir, name, append(chunks{head}, body...)...); err != nil {
		return 0, fmt.Errorf("devmail: persist: %w", err)
	}
	m.next[addr] = n + 1
	return n, nil
}

// writeFileSynced writes parts, one after another, to dir/name through a
// temporary file, synced, and a rename, so that a crash leaves the old
// file or the new one, never part of one.
func writeFileSynced(dir, name string, parts ...[]byte) error {
	tmp, err := os.CreateTemp(dir, ".saving-*")
	if err != nil {
		return err
	}
	for _, p := range parts {
		if err == nil {
			_, err = tmp.Write(p)
		}
	}
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(dir, name))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// load re-appends every persisted message, address by address, in file
// order. Directories that are not valid addresses and stray files are
// skipped.
func (m *mailboxes) load() error {
	if m.dir == "" {
		return nil
	}
	if err := os.MkdirAll(m.dir, 0o700); err != nil {
		return fmt.Errorf("devmail: %w", err)
	}
	entries, err := os.ReadDir(m.dir)
	if err != nil {
		return fmt.Errorf("devmail: %w", err)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for _, e := range entries { // os.ReadDir sorts by name
		addr, err := normalizeAddress(e.Name())
		if !e.IsDir() || err != nil || addr != e.Name() {
			continue
		}
		if err := m.loadAddressLocked(addr); err != nil {
			return err
		}
	}
	return nil
}

func (m *mailboxes) loadAddressLocked(addr string) error {
	dir := filepath.Join(m.dir, addr)
	files, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("devmail: %w", err)
	}
	var nums []int
	for _, f := range files {
		if n, ok := deliveredNumber(f.Name()); ok && f.Type().IsRegular() {
			nums = append(nums, n)
		}
	}
	slices.Sort(nums)
	snap, saved, err := m.readSnapshot(addr)
	if err != nil {
		return err
	}
	if saved {
		if err := m.restoreLocked(addr, snap); err != nil {
			return err
		}
		m.next[addr] = snap.Delivered + 1
	}
	u := m.userLocked(addr)
	for _, n := range nums {
		if n <= snap.Delivered { // in the snapshot already
			continue
		}
		path := filepath.Join(dir, fmt.Sprintf("%010d%s", n, fileExt))
		msg, err := os.ReadFile(path)
		if errors.Is(err, os.ErrNotExist) {
			continue
		}
		if err != nil {
			return fmt.Errorf("devmail: %w", err)
		}
		at := time.Now()
		if info, err := os.Stat(path); err == nil {
			at = info.ModTime()
		}
		data, err := appendInbox(u, addr, nil, chunks{msg}, at)
		if err != nil {
			return err
		}
		m.keepLocked(addr, data, n)
		m.next[addr] = n + 1
	}
	return nil
}
