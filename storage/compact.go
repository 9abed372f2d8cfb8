package storage

import (
	"fmt"
	"os"

	bolt "go.etcd.io/bbolt"
)

// compactTxSize bounds each write transaction of a compaction, so copying
// a large file does not hold it all in one transaction's dirty pages.
const compactTxSize = 64 << 20

// CopyCompact writes the live contents of the database to a new file at
// path. bbolt never returns freed pages to the file system and never zeroes
// them, so the copy is both smaller and free of deleted data (raw mail
// dropped for holding a password, expired sent copies).
func (db *DB) CopyCompact(path string) error {
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("storage: compact: %s exists", path)
	}
	dst, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		return fmt.Errorf("storage: compact into %s: %w", path, err)
	}
	if err := bolt.Compact(dst, db.bolt, compactTxSize); err != nil {
		_ = dst.Close()
		_ = os.Remove(path)
		return fmt.Errorf("storage: compact into %s: %w", path, err)
	}
	if err := dst.Sync(); err != nil {
		_ = dst.Close()
		return fmt.Errorf("storage: compact into %s: %w", path, err)
	}
	return dst.Close()
}

// Compact rewrites the database file at path in place: it takes the file
// lock (so it fails with ErrLocked while a daemon runs), copies the live
// data to path+".compact", and renames the copy over the original. A crash
// at any point leaves either the old file or the new one, both whole.
func Compact(path string, opts *Options) (before, after int64, err error) {
	st, err := os.Stat(path)
	if err != nil {
		return 0, 0, fmt.Errorf("storage: compact: %w", err)
	}
	db, err := Open(path, opts)
	if err != nil {
		return 0, 0, err
	}
	tmp := path + ".compact"
	_ = os.Remove(tmp) // a leftover of an interrupted run
	if err := db.CopyCompact(tmp); err != nil {
		_ = db.Close()
		return 0, 0, err
	}
	// The lock is held until the rename, so no daemon writes in between.
	if err := os.Rename(tmp, path); err != nil {
		_ = db.Close()
		return 0, 0, fmt.Errorf("storage: compact: %w", err)
	}
	if err := db.Close(); err != nil {
		return 0, 0, err
	}
	st2, err := os.Stat(path)
	if err != nil {
		return 0, 0, fmt.Errorf("storage: compact: %w", err)
	}
	return st.Size(), st2.Size(), nil
}
