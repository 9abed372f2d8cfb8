package storage_test

import (
	"path/filepath"
	"testing"

	"adjutant/storage"
	"adjutant/storage/fulldisk"
)

// TestAFirstStartOnAFullDiskLeavesNoBrokenFile: `adjutant serve` started
// with its data directory on a full disk left the first page of a new
// adjutant.db behind, and once there was room again every start failed
// with "file size too small 4096" until the operator deleted the file.
// A database file Open created and could not finish is removed now, so
// the next start creates it afresh.
func TestAFirstStartOnAFullDiskLeavesNoBrokenFile(t *testing.T) {
	if !fulldisk.AloneInAProcess(t) {
		return
	}
	path := filepath.Join(t.TempDir(), "data", "adjutant.db")
	room := fulldisk.LimitFileSize(t, 4096)
	if db, err := storage.Open(path, nil); err == nil {
		db.Close()
		t.Fatal("a database was created on a full disk")
	}
	room()
	db, err := storage.Open(path, nil)
	if err != nil {
		t.Fatalf("the start after room was made: %v", err)
	}
	db.Close()
}
