package main

import (
	"fmt"
	"io"
	"strings"
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
	switch {
	case st.HasNextOutgoing && st.SMTP.Error != "":
		outbox += ", waiting for the SMTP server"
	case st.HasNextOutgoing && time.Until(st.NextOutgoing) <= 0:
		outbox += ", due now"
	case st.HasNextOutgoing:
		outbox += fmt.Sprintf(", next attempt %s", st.NextOutgoing.UTC().Format(time.RFC3339))
	}
	fmt.Fprintf(w, "  outbox             %s\n", outbox)
	if st.Retrying > 0 {
		fmt.Fprintf(w, "  retrying           %d refused for a while (4xx), tried again with back-off:\n", st.Retrying)
		for _, o := range st.RecentRetrying {
			fmt.Fprintf(w, "    %s\n", retryingLine(o))
		}
	}
	if st.SMTP.Error != "" {
		fmt.Fprintf(w, "  smtp server        unavailable since %s; failed tries in a row: %d, the last %s\n    %s\n",
			ago(st.SMTP.Since), st.SMTP.Tries, ago(st.SMTP.LastTry), st.SMTP.Error)
	}
	fmt.Fprintf(w, "  sent               %d\n", st.Sent)
	fmt.Fprintf(w, "  failed             %d\n", st.Failed)
	if st.Pictures > 0 {
		fmt.Fprintf(w, "  pictures           %d stored once for the mail above\n", st.Pictures)
	}
	if st.HeldAnswers > 0 {
		fmt.Fprintf(w, "  answers held       %d, for %d senders past their reply budget\n", st.HeldAnswers, st.HeldFor)
	}
	for _, s := range st.Sync {
		poll := "never"
		if !s.LastPoll.IsZero() {
			poll = ago(s.LastPoll)
		}
		fmt.Fprintf(w, "  mailbox %-10s UIDVALIDITY %d, last UID %d, last poll %s\n", s.Mailbox, s.UIDValidity, s.LastUID, poll)
		switch {
		case s.LastError != "" && s.LastPoll.After(s.LastErrorAt):
			fmt.Fprintf(w, "    last error %s, over since (the polls after it went well): %s\n", ago(s.LastErrorAt), s.LastError)
		case s.LastError != "":
			fmt.Fprintf(w, "    last error %s: %s\n", ago(s.LastErrorAt), s.LastError)
		}
	}
	if len(st.RecentFailures) > 0 {
		fmt.Fprintln(w, "  recent permanent failures:")
		for _, f := range st.RecentFailures {
			fmt.Fprintf(w, "    %s\n", failedLine(f))
		}
	}
	printQuarantine(w, st)
	if len(st.Bouncing) > 0 {
		fmt.Fprintf(w, "  bouncing addresses %s\n", strings.Join(st.Bouncing, ", "))
	}
	fmt.Fprintf(w, "  games              %d\n", st.Games)
	if st.HasNextDeadline {
		fmt.Fprintf(w, "  next deadline      %s (%s)\n", st.NextDeadline.At.UTC().Format(time.RFC3339), st.NextDeadline.Game)
	}
}

// retryingLine is one waiting mail the server refused for a while: to
// whom, how often, when it is tried next and the server's last words.
func retryingLine(o storage.Outgoing) string {
	return fmt.Sprintf("#%d to %s (%s, %d attempts, next %s): %s", o.ID, o.To, o.Kind, o.Attempts,
		o.NextAttempt.UTC().Format(time.RFC3339), o.LastError)
}

func ago(t time.Time) string {
	d := time.Since(t).Round(time.Second)
	if d < 0 {
		return t.UTC().Format(time.RFC3339)
	}
	return fmt.Sprintf("%s (%s ago)", t.UTC().Format(time.RFC3339), d)
}

// printQuarantine shows mail set aside, so the operator can look at it:
// what the reader gave up on, and what the judge failed to handle.
func printQuarantine(w io.Writer, st storage.Status) {
	line := fmt.Sprintf("%d set aside", st.Quarantined)
	if st.QuarantineRetries > 0 {
		line += fmt.Sprintf(", %d being tried again", st.QuarantineRetries)
	}
	fmt.Fprintf(w, "  quarantine         %s; %d whose handling failed\n", line, st.HandlingFailed)
	for _, q := range st.RecentQuarantine {
		where := "left in " + q.Key.Mailbox
		if q.Folder != "" {
			where = "moved to " + q.Folder
		}
		fmt.Fprintf(w, "    %s UID %d of %s (UIDVALIDITY %d), %s after %d attempts: %s\n",
			q.SetAsideAt.UTC().Format(time.RFC3339), q.Key.UID, q.Key.Mailbox, q.Key.UIDValidity, where, q.Attempts, q.Reason)
	}
	for _, f := range st.RecentFailedMail {
		fmt.Fprintf(w, "    %s inbound %d, handling failed: %s\n", f.At.UTC().Format(time.RFC3339), f.InboundID, f.Reason)
	}
}

// failedLine describes a mail the judge gave up sending, as status and
// resend list it: its number (for adjutant resend), when, to whom, and why.
func failedLine(f storage.Outgoing) string {
	return fmt.Sprintf("#%d %s to %s (%s, %d attempts): %s", f.ID, f.FailedAt.UTC().Format(time.RFC3339), f.To, f.Kind, f.Attempts, f.LastError)
}
