package storage

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"
)

// DefaultTimeout is how long Open waits for the file lock when
// Options.Timeout is zero.
const DefaultTimeout = 5 * time.Second

// Options tune Open. A nil *Options means the defaults.
type Options struct {
	// Timeout is how long Open waits for another process to release the
	// file lock before it fails with ErrLocked. Zero means DefaultTimeout;
	// a negative value waits without limit.
	Timeout time.Duration
	// ReadOnly opens the file with a shared lock and refuses writes. The
	// file must exist and already be at CurrentSchemaVersion.
	ReadOnly bool
}

// DB is an open Adjutant database file. It is safe for concurrent use:
// any number of View calls run alongside at most one Update at a time.
type DB struct {
	bolt     *bolt.DB
	path     string
	readOnly bool
	closed   atomic.Bool
}

// Tx is one transaction, valid only inside the function given to Update or
// View. Every value a Tx method returns is a copy, so it stays valid after
// the transaction ends; the Tx itself must not be kept.
type Tx struct {
	tx *bolt.Tx
	// lines holds each picture met in this transaction in base64 lines,
	// by SHA-256, so that eight mails carrying one picture encode it once
	// (pictures.go).
	lines map[string][]byte
}

// Open opens the database at path, creating the file (and its directory)
// if needed, and upgrades an older schema to CurrentSchemaVersion.
func Open(path string, opts *Options) (*DB, error) {
	var o Options
	if opts != nil {
		o = *opts
	}
	timeout := o.Timeout
	switch {
	case timeout == 0:
		timeout = DefaultTimeout
	case timeout < 0:
		timeout = 0 // bbolt: wait forever
	}
	creating := false
	if !o.ReadOnly {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, fmt.Errorf("storage: open %s: %w", path, err)
		}
		_, err := os.Stat(path)
		creating = errors.Is(err, os.ErrNotExist)
	}
	bdb, err := openBolt(path, timeout, o.ReadOnly)
	if err == nil {
		db := &DB{bolt: bdb, path: path, readOnly: o.ReadOnly}
		if err = db.prepare(); err == nil {
			return db, nil
		}
		_ = bdb.Close()
		err = fmt.Errorf("storage: open %s: %w", path, err)
	}
	// A file this Open created and could not finish (a full disk) would
	// fail every later start ("file size too small"): it holds nothing,
	// so it goes, and the next start creates it afresh.
	if creating && !errors.Is(err, ErrLocked) {
		os.Remove(path)
	}
	return nil, err
}

// openBolt opens the bbolt file at path, waiting up to timeout (zero:
// for ever) for its lock, which it reports as ErrLocked when not given.
func openBolt(path string, timeout time.Duration, readOnly bool) (*bolt.DB, error) {
	bdb, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: timeout, ReadOnly: readOnly})
	if err != nil {
		if errors.Is(err, berrors.ErrTimeout) {
			return nil, fmt.Errorf("%w: %s (waited %v)", ErrLocked, path, timeout)
		}
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	return bdb, nil
}

// prepare checks the schema version and runs pending migrations.
func (db *DB) prepare() error {
	version, err := boltSchemaVersion(db.bolt)
	if err != nil {
		return err
	}
	switch {
	case version > CurrentSchemaVersion:
		return fmt.Errorf("%w: file is version %d, this program knows up to %d",
			ErrNewerSchema, version, CurrentSchemaVersion)
	case version < CurrentSchemaVersion && db.readOnly:
		return fmt.Errorf("%w: file is version %d, current is %d",
			ErrNeedsMigration, version, CurrentSchemaVersion)
	case version < CurrentSchemaVersion:
		if err := migrate(db.bolt, version); err != nil {
			return err
		}
	}
	return db.bolt.View(checkSchema)
}

// readSchemaVersion reads meta/schemaVersion. A file without a meta bucket
// is version 0 (the pre-release layout, or a brand-new empty file).
func readSchemaVersion(btx *bolt.Tx) (int, error) {
	meta := btx.Bucket([]byte(bucketMeta))
	if meta == nil {
		return 0, nil
	}
	raw := meta.Get([]byte(metaSchemaVersion))
	if raw == nil {
		return 0, fmt.Errorf("%w: meta bucket without %s", ErrCorrupt, metaSchemaVersion)
	}
	v, err := strconv.Atoi(string(raw))
	if err != nil || v < 0 {
		return 0, fmt.Errorf("%w: schema version %q", ErrCorrupt, raw)
	}
	return v, nil
}

// checkSchema verifies that every bucket of the current schema exists.
func checkSchema(btx *bolt.Tx) error {
	for _, name := range schemaBuckets() {
		if btx.Bucket([]byte(name)) == nil {
			return fmt.Errorf("%w: bucket %q missing", ErrCorrupt, name)
		}
	}
	return nil
}

// Close releases the file and its lock. Closing twice returns ErrClosed.
func (db *DB) Close() error {
	if db.closed.Swap(true) {
		return ErrClosed
	}
	if err := db.bolt.Close(); err != nil {
		return fmt.Errorf("storage: close %s: %w", db.path, err)
	}
	return nil
}

// Path is the file name given to Open.
func (db *DB) Path() string { return db.path }

// Update runs fn in one write transaction. If fn returns an error nothing
// fn wrote is kept; otherwise everything is committed and synced to disk
// before Update returns, or, when the file cannot be written, nothing is
// kept and the error wraps ErrWriteFailed.
func (db *DB) Update(fn func(*Tx) error) error {
	if db.closed.Load() {
		return ErrClosed
	}
	if db.readOnly {
		return ErrReadOnly
	}
	ran := false
	var fnErr error
	err := db.bolt.Update(func(btx *bolt.Tx) error {
		ran = true
		fnErr = fn(&Tx{tx: btx})
		return fnErr
	})
	if err != nil && ran && fnErr == nil {
		// fn succeeded and the commit failed: writing or syncing the file.
		return fmt.Errorf("%w: %w", ErrWriteFailed, err)
	}
	return mapBoltError(err)
}

// View runs fn in a read-only transaction that sees one consistent
// snapshot, unaffected by concurrent Updates.
func (db *DB) View(fn func(*Tx) error) error {
	if db.closed.Load() {
		return ErrClosed
	}
	return mapBoltError(db.bolt.View(func(btx *bolt.Tx) error { return fn(&Tx{tx: btx}) }))
}

// mapBoltError turns bbolt's errors into this package's sentinels.
func mapBoltError(err error) error {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, berrors.ErrDatabaseNotOpen):
		return fmt.Errorf("%w: %w", ErrClosed, err)
	case errors.Is(err, berrors.ErrTxNotWritable), errors.Is(err, berrors.ErrDatabaseReadOnly):
		return fmt.Errorf("%w: %w", ErrReadOnly, err)
	}
	return err
}

// SchemaVersion reads the version stored in the file.
func (db *DB) SchemaVersion() (int, error) {
	var v int
	err := db.View(func(tx *Tx) error {
		var err error
		v, err = readSchemaVersion(tx.tx)
		return err
	})
	return v, err
}

// FileSchemaVersion reads the schema version of the database file at
// path without upgrading it, waiting up to timeout for its lock.
func FileSchemaVersion(path string, timeout time.Duration) (int, error) {
	bdb, err := openBolt(path, timeout, true)
	if err != nil {
		return 0, err
	}
	defer bdb.Close()
	return boltSchemaVersion(bdb)
}

// boltSchemaVersion reads the version stored in an open bbolt file.
func boltSchemaVersion(bdb *bolt.DB) (int, error) {
	var v int
	err := bdb.View(func(btx *bolt.Tx) error {
		var err error
		v, err = readSchemaVersion(btx)
		return err
	})
	return v, err
}

// Backup writes a consistent copy of the database to path while the live
// database stays usable (bbolt readers do not block the writer), as
// SaveBackup does.
func (db *DB) Backup(path string) error {
	if db.closed.Load() {
		return ErrClosed
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	if live, err := filepath.Abs(db.path); err == nil && live == abs {
		return fmt.Errorf("%w: backup path is the live database", ErrInvalid)
	}
	return SaveBackup(path, func(w io.Writer) error { return db.BackupTo(w, nil) })
}

// BackupTo writes a consistent copy of the database to w, in one read
// transaction. size, when not nil, is told the copy's length in bytes
// before the first byte is written, so that a caller sending the copy
// over a connection can say how much follows.
func (db *DB) BackupTo(w io.Writer, size func(n int64) error) error {
	if db.closed.Load() {
		return ErrClosed
	}
	err := db.bolt.View(func(btx *bolt.Tx) error {
		if size != nil {
			if err := size(btx.Size()); err != nil {
				return err
			}
		}
		_, err := btx.WriteTo(w)
		return err
	})
	return mapBoltError(err)
}

// BackupFile copies the database file at src, which no process may hold
// (Open's lock is taken for the copy, waiting up to timeout), to dst as
// SaveBackup does, whatever its schema version: a copy taken after a new
// version is installed and before its first start is the file as the old
// version left it, to go back to.
func BackupFile(src, dst string, timeout time.Duration) error {
	absSrc, err1 := filepath.Abs(src)
	absDst, err2 := filepath.Abs(dst)
	if err := errors.Join(err1, err2); err != nil {
		return fmt.Errorf("storage: backup %s: %w", dst, err)
	}
	if absSrc == absDst {
		return fmt.Errorf("%w: backup path is the live database", ErrInvalid)
	}
	bdb, err := openBolt(src, timeout, true)
	if err != nil {
		return err
	}
	defer bdb.Close()
	return SaveBackup(dst, func(w io.Writer) error {
		return bdb.View(func(btx *bolt.Tx) error {
			_, err := btx.WriteTo(w)
			return err
		})
	})
}

// SaveBackup writes what fill writes to path: into a temporary file
// beside path (created with its directory when missing, mode 0600),
// synced, then renamed over path and the directory synced, so that path
// is always either the old backup or the new one. A fill that fails
// leaves path as it was.
func SaveBackup(path string, fill func(w io.Writer) error) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	dir := filepath.Dir(abs)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(abs)+".tmp-*")
	if err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	committed := false
	defer func() {
		if !committed {
			_ = tmp.Close()
			_ = os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(0o600); err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	if err := fill(tmp); err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("storage: backup %s: sync: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), abs); err != nil {
		return fmt.Errorf("storage: backup %s: %w", path, err)
	}
	committed = true
	return syncDir(dir)
}

// syncDir makes a rename in dir durable.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("storage: sync dir %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("storage: sync dir %s: %w", dir, err)
	}
	return nil
}

// bucket returns a bucket of the current schema; Open has checked they all
// exist, so a missing one means the file changed under us.
func (tx *Tx) bucket(name string) (*bolt.Bucket, error) {
	b := tx.tx.Bucket([]byte(name))
	if b == nil {
		return nil, fmt.Errorf("%w: bucket %q missing", ErrCorrupt, name)
	}
	return b, nil
}

// writable fails early, with ErrReadOnly, for writes inside View.
func (tx *Tx) writable() error {
	if !tx.tx.Writable() {
		return ErrReadOnly
	}
	return nil
}
