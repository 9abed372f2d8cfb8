package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"time"

	"adjutant/storage"
)

// runCompact rewrites the database file with only its live data. bbolt
// never gives freed pages back to the file system, so a judge that has
// dropped old raw mail and sent copies keeps its size until compacted.
// The daemon must be stopped: compaction takes the file lock, which a
// running daemon holds.
func runCompact(_ context.Context, args []string, stdout, stderr io.Writer) error {
	dir, err := onlyDataDir("compact", args, stderr)
	if err != nil {
		return err
	}
	path := filepath.Join(dir, dbFile)
	if err := requireDatabase(dir); err != nil {
		return err
	}
	// Compacting opens the file as the daemon does, which upgrades one an
	// older version wrote: say so, since that version cannot open it then.
	schema, schemaErr := storage.FileSchemaVersion(path, time.Second)
	before, after, err := storage.Compact(path, &storage.Options{Timeout: time.Second})
	if errors.Is(err, storage.ErrLocked) {
		return fmt.Errorf("%s is in use: stop the daemon first (adjutant compact rewrites the file): %w", path, err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "compacted %s: %s -> %s\n", path, humanBytes(before), humanBytes(after))
	if schemaErr == nil && schema < storage.CurrentSchemaVersion {
		fmt.Fprintf(stdout, "the file was upgraded from schema v%d to v%d on the way, as this version's first start would have done: an older adjutant can no longer open it\n", schema, storage.CurrentSchemaVersion)
	}
	return nil
}

func humanBytes(n int64) string {
	switch {
	case n >= 1<<30:
		return fmt.Sprintf("%.1f GiB", float64(n)/(1<<30))
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%.1f KiB", float64(n)/(1<<10))
	}
	return fmt.Sprintf("%d B", n)
}
