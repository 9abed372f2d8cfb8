package main

import (
	"fmt"
	"io"
	"time"

	"adjutant/storage"
)

// printStatus writes what `adjutant status` shows, in the order an operator
// looks for trouble: is it running, is mail stuck, is mail failing.
func printStatus(w io.Writer, dir string, running bool, st storage.Status) {
	state := "not running (read from the database)"
	if running {
		state = "running"
	}
	fmt.Fprintf(w, "Adjutant %s: %s\n", dir, state)
	fmt.Fprintf(w, "  database schema    v%d\n", st.SchemaVersion)
	fmt.Fprintf(w, "  inbound            %d recorded, %d not yet answered\n", st.Inbound, st.PendingInbound)
	outbox := fmt.Sprintf("%d waiting", st.Outbox)
	if st.Outbox > 0 && !st.OldestOutbox.IsZero() {
		outbox += fmt.Sprintf(", oldest queued %s", ago(st.OldestOutbox))
	}
	if st.HasNextOutgoing {
		outbox += fmt.Sprintf(", next attempt %s", st.NextOutgoing.UTC().Format(time.RFC3339))
	}
	fmt.Fprintf(w, "  outbox             %s\n", outbox)
	fmt.Fprintf(w, "  sent               %d\n", st.Sent)
	fmt.Fprintf(w, "  failed             %d\n", st.Failed)
	if st.HeldAnswers > 0 {
		fmt.Fprintf(w, "  answers held       %d, for %d senders past their reply budget\n", st.HeldAnswers, st.HeldFor)
	}
	for _, s := range st.Sync {
		poll := "never"
		if !s.LastPoll.IsZero() {
			poll = ago(s.LastPoll)
		}
		fmt.Fprintf(w, "  mailbox %-10s UIDVALIDITY %d, last UID %d, last poll %s\n", s.Mailbox, s.UIDValidity, s.LastUID, poll)
		if s.LastError != "" {
			fmt.Fprintf(w, "    last error %s: %s\n", ago(s.LastErrorAt), s.LastError)
		}
	}
	if len(st.RecentFailures) > 0 {
		fmt.Fprintln(w, "  recent permanent failures:")
		for _, f := range st.RecentFailures {
			fmt.Fprintf(w, "    %s to %s (%s, %d attempts): %s\n", f.FailedAt.UTC().Format(time.RFC3339), f.To, f.Kind, f.Attempts, f.LastError)
		}
	}
	if len(st.Bouncing) > 0 {
		fmt.Fprintf(w, "  bouncing addresses %v\n", st.Bouncing)
	}
	fmt.Fprintf(w, "  games              %d\n", st.Games)
	if st.HasNextDeadline {
		fmt.Fprintf(w, "  next deadline      %s (%s)\n", st.NextDeadline.At.UTC().Format(time.RFC3339), st.NextDeadline.Game)
	}
}

func ago(t time.Time) string {
	d := time.Since(t).Round(time.Second)
	if d < 0 {
		return t.UTC().Format(time.RFC3339)
	}
	return fmt.Sprintf("%s (%s ago)", t.UTC().Format(time.RFC3339), d)
}
