//go:build linux

package main

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
	"adjutant/storage/fulldisk"
)

// TestAMailTheFullDiskCannotRecordIsNotCountedAgainstIt: the mail reader
// hands a mail to the judge while the data disk is full. The judge's loop
// cannot record it, and the reader must hear that the store cannot take
// mail now (mailio.ErrTryLater), which leaves the mail on the server
// uncounted; any other error counts an attempt at the mail, and after
// imap.max_attempts a good mail would be moved to the quarantine folder
// for a fault of the disk. Once there is room the same mail is recorded.
func TestAMailTheFullDiskCannotRecordIsNotCountedAgainstIt(t *testing.T) {
	if !fulldisk.AloneInAProcess(t) {
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
	room := fulldisk.Full(t)
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
