package devmail_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"adjutant/mailio/devmail"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// folderView is what a mail client caches of a folder: its UIDVALIDITY,
// UIDNEXT, and each message's UID, subject and flags.
type folderView struct {
	validity uint32
	next     imap.UID
	uids     []imap.UID
	subjects []string
	flags    [][]imap.Flag
}

func viewFolder(t *testing.T, c *imapclient.Client, name string) folderView {
	t.Helper()
	sel, err := c.Select(name, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatalf("select %s: %v", name, err)
	}
	v := folderView{validity: sel.UIDValidity, next: sel.UIDNext}
	if sel.NumMessages == 0 {
		return v
	}
	section := &imap.FetchItemBodySection{Specifier: imap.PartSpecifierHeader, Peek: true}
	bufs, err := c.Fetch(imap.SeqSet{{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, Flags: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bufs {
		_, rest, _ := bytes.Cut(b.FindBodySection(section), []byte("Subject: "))
		subj, _, _ := bytes.Cut(rest, []byte("\r\n"))
		flags := slices.Clone(b.Flags)
		slices.Sort(flags)
		v.uids, v.subjects, v.flags = append(v.uids, b.UID), append(v.subjects, string(subj)), append(v.flags, flags)
	}
	return v
}

// TestWhatAClientDidIsThereAfterARestart: `adjutant dev` kept only the
// mail it delivered, so after a restart every message a player had filed
// in a folder was back in the INBOX, unread, the folders were gone, and
// the judge's own Processed folder was empty while its INBOX held every
// mail it had handled. Now the folders, the messages in each, their
// flags, UIDs and UIDVALIDITY and the subscriptions are as they were, and
// new mail gets a UID no client has seen.
func TestWhatAClientDidIsThereAfterARestart(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir)
	const addr = "player@example.org"
	for _, subj := range []string{"one", "two", "three", "four"} {
		if err := s.Deliver("judge@dip.test", []string{addr}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	const many = "many@example.org" // more than one batch of the snapshot
	for i := range 250 {
		if err := s.Deliver("judge@dip.test", []string{many}, msg(fmt.Sprint("report ", i))); err != nil {
			t.Fatal(err)
		}
	}
	c := login(t, s, addr)
	for _, folder := range []string{"Diplomacy", "Drafts", "Empty"} {
		if err := c.Create(folder, nil).Wait(); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.Subscribe("Diplomacy").Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Move(imap.SeqSetNum(1), "Diplomacy").Wait(); err != nil { // one
		t.Fatal(err)
	}
	if _, err := c.Copy(imap.SeqSetNum(2), "Diplomacy").Wait(); err != nil { // three
		t.Fatal(err)
	}
	seen := &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagSeen, imap.FlagFlagged, "$Label1"}, Silent: true}
	if err := c.Store(imap.SeqSetNum(1), seen, nil).Close(); err != nil { // two
		t.Fatal(err)
	}
	appendTo(t, c, "Drafts", msg("draft"), imap.FlagDraft)
	if err := c.Create("Trash", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	deleted := viewFolder(t, c, "Trash").validity
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if err := c.Delete("Trash").Wait(); err != nil {
		t.Fatal(err)
	}
	before := map[string]folderView{}
	for _, folder := range []string{"INBOX", "Diplomacy", "Drafts", "Empty"} {
		before[folder] = viewFolder(t, c, folder)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}

	s2 := start(t, dir)
	c2 := login(t, s2, addr)
	for folder, want := range before {
		got := viewFolder(t, c2, folder)
		if got.validity != want.validity || got.next != want.next || !slices.Equal(got.uids, want.uids) || !slices.Equal(got.subjects, want.subjects) ||
			!slices.EqualFunc(got.flags, want.flags, slices.Equal) {
			t.Errorf("%s after a restart: %+v, want %+v", folder, got, want)
		}
	}
	if want := []string{"two", "three", "four"}; !slices.Equal(before["INBOX"].subjects, want) {
		t.Errorf("the INBOX before the restart held %q, want %q", before["INBOX"].subjects, want)
	}
	if got := viewFolder(t, login(t, s2, many), "INBOX"); len(got.subjects) != 250 || got.subjects[249] != "report 249" {
		t.Errorf("%s after a restart holds %d messages, want 250", many, len(got.subjects))
	}
	// A folder deleted before the restart and created again after it is
	// a new folder to a client's cache.
	if err := c2.Create("Trash", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if again := viewFolder(t, c2, "Trash").validity; again <= deleted {
		t.Errorf("Trash created again after the restart has UIDVALIDITY %d, the deleted one had %d", again, deleted)
	}
	subscribed, err := c2.List("", "*", &imap.ListOptions{SelectSubscribed: true}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	if len(subscribed) != 1 || subscribed[0].Mailbox != "Diplomacy" {
		t.Errorf("subscribed after a restart: %+v, want Diplomacy alone", subscribed)
	}

	// New mail goes on from the UIDs before; and a second restart, with
	// mail delivered since the first, keeps all of it.
	if err := s2.Deliver("judge@dip.test", []string{addr}, msg("five")); err != nil {
		t.Fatal(err)
	}
	inbox := viewFolder(t, c2, "INBOX")
	if last := inbox.uids[len(inbox.uids)-1]; last != before["INBOX"].next {
		t.Errorf("new mail after the restart has UID %d, want %d (UIDNEXT before)", last, before["INBOX"].next)
	}
	if err := s2.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}
	s3 := start(t, dir)
	if got := viewFolder(t, login(t, s3, addr), "INBOX"); !slices.Equal(got.subjects, []string{"two", "three", "four", "five"}) || got.validity != inbox.validity {
		t.Errorf("the INBOX after a second restart: %+v, want two three four five under UIDVALIDITY %d", got, inbox.validity)
	}
}

// TestACrashAfterARestartLosesNoDeliveredMail: the snapshot is written at
// a clean stop. A run that ends otherwise (the copy of its directory
// taken while it runs stands for a crash) starts again from the last
// snapshot and the mail delivered since; an INBOX that got mail the disk
// does not keep (an APPEND) gets a new UIDVALIDITY, so that no reader
// takes new mail for mail it has seen.
func TestACrashAfterARestartLosesNoDeliveredMail(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir)
	const addr = "judge@dip.test"
	for _, subj := range []string{"one", "two"} {
		if err := s.Deliver("alice@example.org", []string{addr}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	c := login(t, s, addr)
	if err := c.Create("Processed", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Move(imap.SeqSetNum(1, 2), "Processed").Wait(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s2 := start(t, dir)
	if err := s2.Deliver("alice@example.org", []string{addr}, msg("three")); err != nil {
		t.Fatal(err)
	}
	c2 := login(t, s2, addr)
	appendTo(t, c2, "INBOX", msg("appended"))
	seen := viewFolder(t, c2, "INBOX")
	crashed := copyDir(t, dir)

	s3 := start(t, crashed)
	c3 := login(t, s3, addr)
	if got := viewFolder(t, c3, "Processed"); !slices.Equal(got.subjects, []string{"one", "two"}) {
		t.Errorf("Processed after the crash holds %q, want [one two]", got.subjects)
	}
	if err := s3.Deliver("alice@example.org", []string{addr}, msg("four")); err != nil {
		t.Fatal(err)
	}
	got := viewFolder(t, c3, "INBOX")
	if !slices.Equal(got.subjects, []string{"three", "four"}) {
		t.Errorf("the INBOX after the crash holds %q, want [three four]", got.subjects)
	}
	if got.validity == seen.validity && got.uids[len(got.uids)-1] < seen.next {
		t.Errorf("after the crash new mail has UID %d, seen before it (UIDVALIDITY %d both times)", got.uids[len(got.uids)-1], got.validity)
	}
}

// TestACrashWhileSavingLosesNoMail: Close writes the messages, then the
// snapshot, then removes the delivered files the snapshot holds. A crash
// before the snapshot is in place (torn temporary files beside the
// delivered ones) starts again from the delivered mail, all of it in the
// INBOX; a crash after it, before those files are gone, restores the
// folders without delivering any message a second time. The next save
// clears the torn message file.
func TestACrashWhileSavingLosesNoMail(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir)
	const addr = "judge@dip.test"
	for _, subj := range []string{"one", "two", "three"} {
		if err := s.Deliver("alice@example.org", []string{addr}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	c := login(t, s, addr)
	if err := c.Create("Processed", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Move(imap.SeqSetNum(1), "Processed").Wait(); err != nil {
		t.Fatal(err)
	}
	running := copyDir(t, dir)
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	torn := copyDir(t, running)
	tornFiles := []string{filepath.Join(torn, addr, ".saving-1"), filepath.Join(torn, addr, "mail", ".saving-2")}
	if err := os.MkdirAll(filepath.Dir(tornFiles[1]), 0o700); err != nil {
		t.Fatal(err)
	}
	for _, name := range tornFiles {
		if err := os.WriteFile(name, []byte(`{"delivered": 3, "mailb`), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	s2 := start(t, torn)
	if got := viewFolder(t, login(t, s2, addr), "INBOX"); !slices.Equal(got.subjects, []string{"one", "two", "three"}) {
		t.Errorf("after a crash before the snapshot was in place the INBOX holds %q, want [one two three]", got.subjects)
	}
	if err := s2.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(tornFiles[1]); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the torn message file is still there after the next save: %v", err)
	}

	saved := copyDir(t, running)
	if err := os.CopyFS(filepath.Join(saved, addr, "mail"), os.DirFS(filepath.Join(dir, addr, "mail"))); err != nil {
		t.Fatal(err)
	}
	snap, err := os.ReadFile(filepath.Join(dir, addr, "mailboxes.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(saved, addr, "mailboxes.json"), snap, 0o600); err != nil {
		t.Fatal(err)
	}
	c3 := login(t, start(t, saved), addr)
	if got := viewFolder(t, c3, "INBOX"); !slices.Equal(got.subjects, []string{"two", "three"}) {
		t.Errorf("after a crash once the snapshot was in place the INBOX holds %q, want [two three]", got.subjects)
	}
	if got := viewFolder(t, c3, "Processed"); !slices.Equal(got.subjects, []string{"one"}) {
		t.Errorf("after a crash once the snapshot was in place Processed holds %q, want [one]", got.subjects)
	}
}

// copyDir copies the directory of a server, running or not, as a crash
// would leave it.
func copyDir(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		t.Fatal(err)
	}
	return dst
}

// TestAMoveDuringTheSaveIsRefusedAndLosesNoMail: Close saves the folders
// one after the other, and a mail client could move a message out of a
// folder not saved yet into one saved already, so that the message was in
// no folder after the restart. Once the save begins, a command that would
// change mail is refused with NO [UNAVAILABLE], and the message is after
// the restart where the client was left believing it is.
func TestAMoveDuringTheSaveIsRefusedAndLosesNoMail(t *testing.T) {
	dir := t.TempDir()
	s := start(t, dir)
	const addr = "player@example.org"
	for _, subj := range []string{"one", "two"} {
		if err := s.Deliver("judge@dip.test", []string{addr}, msg(subj)); err != nil {
			t.Fatal(err)
		}
	}
	c := login(t, s, addr)
	for _, folder := range []string{"Archive", "Old"} {
		if err := c.Create(folder, nil).Wait(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := c.Select("INBOX", nil).Wait(); err != nil {
		t.Fatal(err)
	}
	devmail.StopChanges(s)
	refused := func(what string, err error) {
		t.Helper()
		var ierr *imap.Error
		if !errors.As(err, &ierr) || ierr.Code != imap.ResponseCodeUnavailable {
			t.Errorf("%s while the mailboxes are saved: %v, want NO [UNAVAILABLE]", what, err)
		}
	}
	_, err := c.Move(imap.SeqSetNum(1), "Archive").Wait()
	refused("MOVE", err)
	_, err = c.Copy(imap.SeqSetNum(2), "Archive").Wait()
	refused("COPY", err)
	deleted := &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagDeleted}, Silent: true}
	refused("STORE", c.Store(imap.SeqSetNum(2), deleted, nil).Close())
	refused("EXPUNGE", c.Expunge().Close())
	refused("RENAME", c.Rename("Old", "Older", nil).Wait())
	draft := msg("draft")
	ap := c.Append("Archive", int64(len(draft)), nil)
	_, _ = ap.Write(draft)
	_ = ap.Close()
	if _, err := ap.Wait(); err == nil {
		t.Error("APPEND while the mailboxes are saved was taken")
	}
	if err := s.Close(); err != nil {
		t.Fatalf("close: %v", err)
	}

	c2 := login(t, start(t, dir), addr)
	if got := viewFolder(t, c2, "INBOX").subjects; !slices.Equal(got, []string{"one", "two"}) {
		t.Errorf("INBOX after the restart: %q, want both messages where the client left them", got)
	}
	if got := viewFolder(t, c2, "Archive").subjects; len(got) != 0 {
		t.Errorf("Archive after the restart: %q, want empty: every change was refused", got)
	}
	if got := viewFolder(t, c2, "INBOX").flags; slices.ContainsFunc(got, func(f []imap.Flag) bool { return slices.Contains(f, imap.FlagDeleted) }) {
		t.Errorf("INBOX flags after the restart: %v, want no \\Deleted: the STORE was refused", got)
	}
	if _, err := c2.Select("Old", nil).Wait(); err != nil {
		t.Errorf("Old after the restart: %v, want it there: the RENAME was refused", err)
	}
}
