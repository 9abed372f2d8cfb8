package devmail

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
	"github.com/emersion/go-sasl"
)

// A player of `adjutant dev` files mail in folders, reads it, flags it,
// and expects to find it so after a restart. Deliveries are kept as they
// arrive (mailboxes.go), but what clients do to them lives only in the
// in-memory store; so Close writes each address's mailboxes to disk (the
// snapshot), and the next Start rebuilds them from it: every folder, with
// its UIDVALIDITY, its messages under their UIDs, their flags and dates,
// and its subscription; then the mail delivered after the snapshot.
// While it saves, a client's command that would change mail is refused
// (changes.go), so the save reads one state of every folder. Mail
// delivered since the last clean stop is never lost to a crash; what
// clients did since is (the delivered mail is back in the INBOX, and the
// generation in uidvalidity.go keeps UIDs from being given twice).

// stateFile is the snapshot of an address's mailboxes; the messages are
// kept once each, named by their SHA-256, in blobDir.
const (
	stateFile = "mailboxes.json"
	blobDir   = "mail"
)

// snapshot is what stateFile holds.
type snapshot struct {
	// Delivered is the last delivered file (Dir/<addr>/N.eml) the snapshot
	// holds; later ones are delivered again at Start.
	Delivered int `json:"delivered"`
	// Generation is the INBOX generation on disk when the snapshot was
	// written; a higher one at Start means the INBOX changed in a run that
	// did not end with a snapshot (uidvalidity.go).
	Generation int `json:"generation"`
	// LastUIDValidity is the last UIDVALIDITY given to a folder created,
	// deleted ones included, so that a folder created after the restart
	// never gets one a deleted folder of the same name had.
	LastUIDValidity uint32        `json:"last_uidvalidity"`
	Mailboxes       []snapMailbox `json:"mailboxes"`
}

type snapMailbox struct {
	Name        string        `json:"name"`
	UIDValidity uint32        `json:"uidvalidity"`
	UIDNext     uint32        `json:"uidnext"`
	Subscribed  bool          `json:"subscribed,omitempty"`
	Messages    []snapMessage `json:"messages"`
}

type snapMessage struct {
	UID    uint32    `json:"uid"`
	Flags  []string  `json:"flags,omitempty"`
	Date   time.Time `json:"date"`
	SHA256 string    `json:"sha256"`
}

// writeSnapshots saves the mailboxes of every address, reading them over
// the server's own IMAP port (imapAddr) as a client would.
func (m *mailboxes) writeSnapshots(imapAddr string) error {
	if m.dir == "" {
		return nil
	}
	m.stopChanges()
	m.mu.Lock()
	m.frozen = true
	addrs := make([]string, 0, len(m.users))
	for addr := range m.users {
		addrs = append(addrs, addr)
	}
	m.mu.Unlock()
	slices.Sort(addrs)
	var errs []error
	for _, addr := range addrs {
		if err := m.writeSnapshot(imapAddr, addr); err != nil {
			errs = append(errs, fmt.Errorf("devmail: saving the mailboxes of %s: %w", addr, err))
		}
	}
	return errors.Join(errs...)
}

func (m *mailboxes) writeSnapshot(imapAddr, addr string) error {
	m.mu.Lock()
	delivered := m.next[addr] - 1
	m.mu.Unlock()
	snap := snapshot{Delivered: max(delivered, 0), Generation: m.readGeneration(addr)}
	c, err := imapclient.DialInsecure(imapAddr, nil)
	if err != nil {
		return err
	}
	defer c.Close()
	if err := c.Authenticate(sasl.NewPlainClient("", addr, m.password)); err != nil {
		return err
	}
	list, err := c.List("", "*", nil).Collect()
	if err != nil {
		return err
	}
	dir := filepath.Join(m.dir, addr)
	if err := os.MkdirAll(filepath.Join(dir, blobDir), 0o700); err != nil {
		return err
	}
	keep := map[string]bool{}
	for _, l := range list {
		if slices.Contains(l.Attrs, imap.MailboxAttrNoSelect) {
			continue // a name in the hierarchy that holds no mail
		}
		box, err := readMailbox(c, l, dir, keep)
		if err != nil {
			return fmt.Errorf("%s: %w", l.Mailbox, err)
		}
		snap.Mailboxes = append(snap.Mailboxes, box)
	}
	snap.LastUIDValidity = lastUIDValidity(c)
	_ = c.Logout().Wait()
	data, err := json.MarshalIndent(snap, "", " ")
	if err != nil {
		return err
	}
	// The messages are on disk before the snapshot that names them, and
	// the snapshot before the delivered files it holds go, even when the
	// machine, not only the process, stops.
	if err := syncDir(filepath.Join(dir, blobDir)); err != nil {
		return err
	}
	if err := writeFileSynced(dir, stateFile, data); err != nil {
		return err
	}
	if err := syncDir(dir); err != nil {
		return err
	}
	// The snapshot holds them now: the delivered files can go, and so can
	// the messages no folder holds any more and what a save cut short
	// left half written.
	removeFiles(dir, func(name string) bool {
		n, ok := deliveredNumber(name)
		return ok && n <= snap.Delivered
	})
	removeFiles(filepath.Join(dir, blobDir), func(name string) bool {
		sum, ok := strings.CutSuffix(name, fileExt)
		return !ok || !keep[sum]
	})
	return nil
}

// syncDir makes the renames into dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	return d.Sync()
}

// lastUIDValidity is the last UIDVALIDITY the server gave a folder: the
// one before that of a folder created now (and deleted again); 0 when
// that fails.
func lastUIDValidity(c *imapclient.Client) uint32 {
	if err := c.Create(burnName, nil).Wait(); err != nil {
		return 0
	}
	defer func() { _ = c.Delete(burnName).Wait() }()
	st, err := c.Status(burnName, &imap.StatusOptions{UIDValidity: true}).Wait()
	if err != nil || st.UIDValidity == 0 {
		return 0
	}
	return st.UIDValidity - 1
}

// readMailbox reads one folder and writes each message not kept yet.
func readMailbox(c *imapclient.Client, l *imap.ListData, dir string, keep map[string]bool) (snapMailbox, error) {
	box := snapMailbox{Name: l.Mailbox, Subscribed: slices.Contains(l.Attrs, imap.MailboxAttrSubscribed)}
	sel, err := c.Select(l.Mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		return box, err
	}
	box.UIDValidity, box.UIDNext = sel.UIDValidity, uint32(sel.UIDNext)
	if sel.NumMessages == 0 {
		return box, nil
	}
	for first := uint32(1); first <= sel.NumMessages; first += snapshotBatch {
		last := min(first+snapshotBatch-1, sel.NumMessages)
		if err := readMessages(c, imap.SeqSet{{Start: first, Stop: last}}, dir, keep, &box); err != nil {
			return box, err
		}
	}
	return box, nil
}

// snapshotBatch is how many messages are read at a time, so that saving a
// large folder does not hold all of it in memory.
const snapshotBatch = 200

// readMessages reads the messages set of the selected folder into box,
// writing each one not kept yet.
func readMessages(c *imapclient.Client, set imap.SeqSet, dir string, keep map[string]bool, box *snapMailbox) error {
	section := &imap.FetchItemBodySection{Peek: true}
	opts := &imap.FetchOptions{UID: true, Flags: true, InternalDate: true, BodySection: []*imap.FetchItemBodySection{section}}
	bufs, err := c.Fetch(set, opts).Collect()
	if err != nil {
		return err
	}
	slices.SortFunc(bufs, func(x, y *imapclient.FetchMessageBuffer) int { return cmp.Compare(x.UID, y.UID) })
	for _, b := range bufs {
		raw := b.FindBodySection(section)
		h := sha256.Sum256(raw)
		sum := hex.EncodeToString(h[:])
		if !keep[sum] {
			path := filepath.Join(dir, blobDir, sum+fileExt)
			if _, err := os.Stat(path); err != nil {
				if err := writeFileSynced(filepath.Join(dir, blobDir), sum+fileExt, raw); err != nil {
					return err
				}
			}
			keep[sum] = true
		}
		msg := snapMessage{UID: uint32(b.UID), Date: b.InternalDate, SHA256: sum}
		for _, f := range b.Flags {
			msg.Flags = append(msg.Flags, string(f))
		}
		box.Messages = append(box.Messages, msg)
	}
	return nil
}

// removeFiles removes the regular files of dir whose names drop says.
func removeFiles(dir string, drop func(name string) bool) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Type().IsRegular() && drop(e.Name()) {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// readSnapshot reads addr's snapshot; ok is false when there is none.
func (m *mailboxes) readSnapshot(addr string) (snap snapshot, ok bool, err error) {
	data, err := os.ReadFile(filepath.Join(m.dir, addr, stateFile))
	if errors.Is(err, os.ErrNotExist) {
		return snap, false, nil
	}
	if err == nil {
		err = json.Unmarshal(data, &snap)
	}
	if err != nil {
		return snap, false, fmt.Errorf("devmail: the saved mailboxes of %s: %w", addr, err)
	}
	return snap, true, nil
}

// burnName is the folder created and deleted at Start to bring
// imapmemserver's UIDVALIDITY counter (one a folder created) up to a saved
// folder's.
const burnName = ".devmail-restoring"

// restoreLocked rebuilds addr's mailboxes from snap. An INBOX that changed
// in a run which did not end with a snapshot (the generation on disk is
// above the snapshot's) is given a UIDVALIDITY no earlier INBOX had.
func (m *mailboxes) restoreLocked(addr string, snap snapshot) error {
	u := imapmemserver.NewUser(addr, m.password)
	gen := m.readGeneration(addr)
	m.generation[addr] = gen
	boxes := slices.Clone(snap.Mailboxes)
	highest := snap.LastUIDValidity
	for _, b := range boxes {
		highest = max(highest, b.UIDValidity)
	}
	if gen > snap.Generation {
		for i := range boxes {
			if strings.EqualFold(boxes[i].Name, "INBOX") {
				boxes[i].UIDValidity = highest + uint32(gen-snap.Generation)
			}
		}
	}
	slices.SortFunc(boxes, func(x, y snapMailbox) int { return cmp.Compare(x.UIDValidity, y.UIDValidity) })
	counter := uint32(0)
	for _, b := range boxes {
		for ; counter+1 < b.UIDValidity; counter++ {
			_ = u.Create(burnName, nil)
			_ = u.Delete(burnName)
		}
		if err := u.Create(b.Name, nil); err != nil {
			return fmt.Errorf("devmail: restoring %s of %s: %w", b.Name, addr, err)
		}
		counter++
		if b.Subscribed {
			_ = u.Subscribe(b.Name)
		}
		if err := m.restoreMessages(u, addr, b); err != nil {
			return err
		}
	}
	for ; counter < highest; counter++ {
		_ = u.Create(burnName, nil)
		_ = u.Delete(burnName)
	}
	m.users[addr] = u
	return nil
}

// restoreMessages appends b's messages under their saved UIDs: a UID no
// message holds any more is taken by a placeholder, expunged at the end,
// and so is every UID up to the saved UIDNEXT.
func (m *mailboxes) restoreMessages(u *imapmemserver.User, addr string, b snapMailbox) error {
	var holes imap.UIDSet
	next := uint32(1)
	hole := func() {
		_, _ = u.Append(b.Name, chunks{[]byte("\r\n")}.reader(nil), &imap.AppendOptions{Flags: []imap.Flag{imap.FlagDeleted}})
		holes.AddNum(imap.UID(next))
		next++
	}
	for _, msg := range b.Messages {
		for next < msg.UID {
			hole()
		}
		raw, err := os.ReadFile(filepath.Join(m.dir, addr, blobDir, msg.SHA256+fileExt))
		if err != nil {
			return fmt.Errorf("devmail: restoring %s of %s: %w", b.Name, addr, err)
		}
		var flags []imap.Flag
		for _, f := range msg.Flags {
			if !strings.EqualFold(f, `\Recent`) {
				flags = append(flags, imap.Flag(f))
			}
		}
		if _, err := u.Append(b.Name, chunks{raw}.reader(nil), &imap.AppendOptions{Time: msg.Date, Flags: flags}); err != nil {
			return fmt.Errorf("devmail: restoring %s of %s: %w", b.Name, addr, err)
		}
		next++
	}
	for next < b.UIDNext {
		hole()
	}
	if len(holes) == 0 {
		return nil
	}
	sess := imapmemserver.NewUserSession(u)
	if _, err := sess.Select(b.Name, nil); err != nil {
		return fmt.Errorf("devmail: restoring %s of %s: %w", b.Name, addr, err)
	}
	defer sess.Unselect()
	return sess.Expunge(nil, &holes)
}
