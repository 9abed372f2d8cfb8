package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"adjutant/storage"
)

// defaultAuditLines is how many entries `adjutant audit` shows unless -n
// says otherwise.
const defaultAuditLines = 50

// runAudit prints the audit log, newest first: every master action, the
// players' password and address changes, resignations, draws, and mail set
// aside, with who did it and when; for one game when one is named.
func runAudit(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("audit", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	n := fs.Int("n", defaultAuditLines, "how many entries to show, newest first (0: all)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 1 || *n < 0 {
		return fmt.Errorf("%w: give at most one game, and -n 0 or more", errUsage)
	}
	dir, err := dirOf()
	if err != nil {
		return err
	}
	game := fs.Arg(0)
	reply, _, err := askOrRead(dir, "audit "+strconv.Itoa(*n)+" "+game, func(db *storage.DB, reply *controlReply) error {
		entries, err := readAudit(db, game, *n)
		reply.Audit = &entries
		return err
	})
	if err != nil {
		return err
	}
	// A daemon with no entries to show sends none: JSON has no empty
	// list behind a pointer, so the answer comes back as null.
	var entries []storage.AuditEntry
	if reply.Audit != nil {
		entries = *reply.Audit
	}
	printAudit(stdout, game, entries)
	return nil
}

func readAudit(db *storage.DB, game string, n int) ([]storage.AuditEntry, error) {
	var out []storage.AuditEntry
	err := db.View(func(tx *storage.Tx) error {
		var err error
		out, err = tx.AuditLog(game, n)
		return err
	})
	return out, err
}

// parseAuditRequest reads the control request's "N [GAME]".
func parseAuditRequest(arg string) (n int, game string, err error) {
	num, game, _ := strings.Cut(arg, " ")
	n, err = strconv.Atoi(num)
	if err != nil || n < 0 {
		return 0, "", fmt.Errorf("audit: %q is not a count of entries", num)
	}
	return n, strings.TrimSpace(game), nil
}

func printAudit(w io.Writer, game string, entries []storage.AuditEntry) {
	if len(entries) == 0 {
		if game != "" {
			fmt.Fprintf(w, "No audit entries for game %q.\n", game)
		} else {
			fmt.Fprintln(w, "The audit log is empty.")
		}
		return
	}
	for _, e := range entries {
		where := e.Game
		if where == "" {
			where = "-"
		}
		fmt.Fprintf(w, "%s  %s  %s  %s", e.At.UTC().Format(time.RFC3339), e.Actor, where, e.Action)
		if e.Detail != "" {
			fmt.Fprintf(w, ": %s", e.Detail)
		}
		fmt.Fprintln(w)
	}
}
