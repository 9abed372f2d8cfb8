//go:build linux

package main

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
)

// aloneInAProcess runs the calling test again in a process of its own and
// reports false in this one, whose test is then done; in that process it
// reports true. The file size limit of fullDisk holds for the whole
// process: in the go test process it would also stop the test log that go
// test keeps for its cache, failing the package whenever that log's
// buffer happens to fill while the limit holds. The process of its own
// keeps no test log.
func aloneInAProcess(t *testing.T) bool {
	t.Helper()
	const env = "ADJUTANT_TEST_ALONE"
	if os.Getenv(env) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), env+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s, run in a process of its own: %v\n%s", t.Name(), err, out)
	}
	if bytes.Contains(out, []byte("--- SKIP")) {
		t.Skipf("skipped in its own process:\n%s", out)
	}
	return false
}

// fullDisk makes every write to a file past its first 8 KiB fail with
// EFBIG, as a full disk fails bbolt's writes, for the whole process
// (RLIMIT_FSIZE), until the returned function gives the room back. No
// test of this package runs in parallel with another.
func fullDisk(t *testing.T) (room func()) {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Skipf("no file size limit here: %v", err)
	}
	full := old
	full.Cur = 8192
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &full); err != nil {
		t.Skipf("cannot limit the file size: %v", err)
	}
	var once sync.Once
	room = func() {
		once.Do(func() {
			if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
				t.Fatalf("restoring the file size limit: %v", err)
			}
		})
	}
	t.Cleanup(room)
	return room
}

// TestAMailTheFullDiskCannotRecordIsNotCountedAgainstIt: the mail reader
// hands a mail to the judge while the data disk is full. The judge's loop
// cannot record it, and the reader must hear that the store cannot take
// mail now (mailio.ErrTryLater), which leaves the mail on the server
// uncounted; any other error counts an attempt at the mail, and after
// imap.max_attempts a good mail would be moved to the quarantine folder
// for a fault of the disk. Once there is room the same mail is recorded.
func TestAMailTheFullDiskCannotRecordIsNotCountedAgainstIt(t *testing.T) {
	if !aloneInAProcess(t) {
		return
	}
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	log := slog.New(slog.DiscardHandler)
	j, err := judge.New(db, judge.Options{Address: testJudgeAddress, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	events := make(chan judge.Event)
	loopDone := make(chan struct{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { defer close(loopDone); _ = j.Run(ctx, events) }()
	t.Cleanup(func() { cancel(); <-loopDone })
	store := &storeAdapter{db: db, events: events, loopDone: loopDone, crash: func(string) {}, log: log}

	raw := []byte(strings.ReplaceAll(playerMailText("bob@example.org", "<bob-full@example.org>", "VERSION\n"), "\n", "\r\n"))
	m := mailio.Fetched{Mailbox: "INBOX", UIDValidity: 7, UID: 1, Size: int64(len(raw)), Raw: raw}
	room := fullDisk(t)
	err = store.Deliver(ctx, m)
	if !errors.Is(err, mailio.ErrTryLater) {
		t.Fatalf("delivering on a full disk: %v; want an error wrapping mailio.ErrTryLater (the disk's fault, not the mail's)", err)
	}
	room()
	if err := store.Deliver(ctx, m); err != nil {
		t.Fatalf("delivering once there is room: %v", err)
	}
}

// playerMailText is a plain mail from a player to the judge.
func playerMailText(from, messageID, body string) string {
	return "From: " + from + "\nTo: " + testJudgeAddress + "\nSubject: orders\nMessage-ID: " + messageID +
		"\nDate: Thu, 26 Nov 2026 12:00:00 +0000\n\n" + body
}
