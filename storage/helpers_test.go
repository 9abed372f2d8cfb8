package storage

import (
	"path/filepath"
	"testing"
	"time"
)

// t0 is a fixed instant; tests never read the clock.
var t0 = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func openTest(t testing.TB) *DB {
	t.Helper()
	db, err := Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	t.Cleanup(func() { _ = db.Close() })
	return db
}

func update(t testing.TB, db *DB, fn func(*Tx) error) {
	t.Helper()
	if err := db.Update(fn); err != nil {
		t.Fatalf("Update: %v", err)
	}
}

func view(t testing.TB, db *DB, fn func(*Tx) error) {
	t.Helper()
	if err := db.View(fn); err != nil {
		t.Fatalf("View: %v", err)
	}
}

// rawMail builds a small RFC 5322 message.
func rawMail(messageID, body string) []byte {
	return []byte("From: player@example.org\r\nTo: judge@example.net\r\nMessage-ID: <" +
		messageID + ">\r\nSubject: orders\r\n\r\n" + body + "\r\n")
}
