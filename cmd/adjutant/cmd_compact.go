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
	before, after, err := storage.Compact(path, &storage.Options{Timeout: time.Second})
	if errors.Is(err, storage.ErrLocked) {
		return fmt.Errorf("%s is in use: stop the daemon first (adjutant compact rewrites the file): %w", path, err)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "compacted %s: %s -> %s\n", path, humanBytes(before), humanBytes(after))
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
