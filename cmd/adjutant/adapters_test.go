package main

import (
	"context"
	"errors"
	"log/slog"
	"path/filepath"
	"testing"
	"time"

	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
)

// The mail reader tells the judge's loop when mail waits unread: while a
// scan takes in new mail (a flood ahead of orders sent in time, say) a
// deadline that comes waits, until the scan is through.
func TestTheReaderSaysWhileMailWaitsUnread(t *testing.T) {
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	events := make(chan judge.Event)
	var got []string
	loop := make(chan struct{})
	go func() { // the judge's loop, as far as the reader can tell
		defer close(loop)
		for ev := range events {
			switch ev := ev.(type) {
			case judge.Arrival:
				got = append(got, "arrival")
				ev.Done <- nil
			case judge.MailboxRead:
				got = append(got, "read")
			case judge.MailboxUnreadable:
				got = append(got, "unread")
			}
		}
	}()
	s := &storeAdapter{db: db, events: events, loopDone: make(chan struct{}), crash: func(string) {}, log: slog.New(slog.DiscardHandler)}
	ctx := context.Background()
	deliver := func(uid uint32) {
		if err := s.Deliver(ctx, mailio.Fetched{Mailbox: "INBOX", UIDValidity: 1, UID: uid, Raw: []byte("Subject: x\r\n\r\nVERSION\r\n")}); err != nil {
			t.Fatal(err)
		}
	}
	s.Polled("INBOX", testNow, nil) // the first scan found nothing new
	deliver(1)                      // the next scan takes in two mails
	deliver(2)
	s.Polled("INBOX", testNow, nil)
	s.Polled("INBOX", testNow, errBroken) // the link broke
	s.Polled("INBOX", testNow, errBroken)
	s.Polled("INBOX", testNow, nil)
	close(events)
	<-loop
	want := []string{"read", "unread", "arrival", "arrival", "read", "unread", "read"}
	if len(got) != len(want) {
		t.Fatalf("the loop heard %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("the loop heard %v, want %v", got, want)
		}
	}
}

var (
	testNow   = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	errBroken = errors.New("imap IDLE: connection reset by peer")
)
