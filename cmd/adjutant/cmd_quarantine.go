package main

import (
	"context"
	"fmt"
	"io"
	"time"

	"adjutant/storage"
)

// quarantineList is every record of mail set aside: what the reader gave
// up on or is still retrying, and recorded mail whose handling failed.
type quarantineList struct {
	Entries []storage.Quarantined    `json:"entries"`
	Failed  []storage.FailedHandling `json:"failed"`
}

func readQuarantine(db *storage.DB) (quarantineList, error) {
	var q quarantineList
	err := db.View(func(tx *storage.Tx) error {
		var err error
		if q.Entries, err = tx.QuarantineEntries(); err != nil {
			return err
		}
		q.Failed, err = tx.FailedHandlings()
		return err
	})
	return q, err
}

// runQuarantine lists all of it; `status` shows only the counts and the
// ten most recent. What to do with a message is in docs/operators.md.
func runQuarantine(_ context.Context, args []string, stdout, stderr io.Writer) error {
	dir, err := onlyDataDir("quarantine", args, stderr)
	if err != nil {
		return err
	}
	reply, _, err := askOrRead(dir, "quarantine", func(db *storage.DB, reply *controlReply) error {
		q, err := readQuarantine(db)
		reply.Quarantine = &q
		return err
	})
	if err != nil {
		return err
	}
	printQuarantineList(stdout, *reply.Quarantine)
	return nil
}

func printQuarantineList(w io.Writer, q quarantineList) {
	if len(q.Entries) == 0 && len(q.Failed) == 0 {
		fmt.Fprintln(w, "No mail is set aside.")
		return
	}
	for _, e := range q.Entries {
		state := "being tried again"
		switch {
		case e.SetAside && e.Folder != "":
			state = "moved to " + e.Folder + " " + e.SetAsideAt.UTC().Format(time.RFC3339)
		case e.SetAside:
			state = "skipped, left in " + e.Key.Mailbox + " " + e.SetAsideAt.UTC().Format(time.RFC3339)
		}
		fmt.Fprintf(w, "%s UID %d (UIDVALIDITY %d): %s; %d attempts, first %s, last %s\n    %s\n",
			e.Key.Mailbox, e.Key.UID, e.Key.UIDValidity, state, e.Attempts,
			e.FirstAt.UTC().Format(time.RFC3339), e.LastAt.UTC().Format(time.RFC3339), e.Reason)
	}
	for _, f := range q.Failed {
		fmt.Fprintf(w, "inbound %d: handling failed %s; finished, not retried\n    %s\n", f.InboundID, f.At.UTC().Format(time.RFC3339), f.Reason)
	}
}
