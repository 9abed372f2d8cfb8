package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"adjutant/storage"
)

// statusJSON is `adjutant status --json`: the same numbers as the text,
// with stable lower-case keys, for scripts and monitoring.
type statusJSON struct {
	DataDir        string        `json:"data_dir"`
	Running        bool          `json:"daemon_running"`
	Schema         int           `json:"schema_version"`
	PendingInbound int           `json:"inbound_pending"`
	Inbound        int           `json:"inbound_total"`
	Outbox         int           `json:"outbox_waiting"`
	OutboxOldest   *time.Time    `json:"outbox_oldest,omitempty"`
	Failed         int           `json:"outbox_failed"`
	Sent           int           `json:"sent_total"`
	HeldAnswers    int           `json:"answers_held"`
	Games          int           `json:"games"`
	Accounts       int           `json:"accounts"`
	NextDeadline   *time.Time    `json:"next_deadline,omitempty"`
	Mailboxes      []mailboxJSON `json:"mailboxes"`
	Bouncing       []string      `json:"bouncing_addresses"`
	RecentFailures []failureJSON `json:"recent_failures"`
}

type mailboxJSON struct {
	Name        string     `json:"name"`
	LastPoll    *time.Time `json:"last_poll,omitempty"`
	LastError   string     `json:"last_error,omitempty"`
	LastErrorAt *time.Time `json:"last_error_at,omitempty"`
}

type failureJSON struct {
	To     string `json:"to"`
	Kind   string `json:"kind"`
	Reason string `json:"reason"`
}

func timePtr(t time.Time) *time.Time {
	if t.IsZero() {
		return nil
	}
	return &t
}

func toStatusJSON(dir string, running bool, st storage.Status) statusJSON {
	out := statusJSON{DataDir: dir, Running: running, Schema: st.SchemaVersion,
		PendingInbound: st.PendingInbound, Inbound: st.Inbound, Outbox: st.Outbox, OutboxOldest: timePtr(st.OldestOutbox),
		Failed: st.Failed, Sent: st.Sent, HeldAnswers: st.HeldAnswers, Games: st.Games, Accounts: st.Accounts,
		Mailboxes: []mailboxJSON{}, Bouncing: append([]string{}, st.Bouncing...), RecentFailures: []failureJSON{}}
	if st.HasNextDeadline {
		out.NextDeadline = timePtr(st.NextDeadline.At)
	}
	for _, s := range st.Sync {
		out.Mailboxes = append(out.Mailboxes, mailboxJSON{Name: s.Mailbox, LastPoll: timePtr(s.LastPoll), LastError: s.LastError, LastErrorAt: timePtr(s.LastErrorAt)})
	}
	for _, f := range st.RecentFailures {
		out.RecentFailures = append(out.RecentFailures, failureJSON{To: f.To, Kind: f.Kind, Reason: f.LastError})
	}
	return out
}

func printStatusJSON(w io.Writer, dir string, running bool, st storage.Status) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(toStatusJSON(dir, running, st))
}

// printMetrics writes the status in the Prometheus text exposition format,
// for a node exporter's textfile collector or any scraper:
//
//	adjutant status --metrics > /var/lib/node_exporter/adjutant.prom
func printMetrics(w io.Writer, running bool, st storage.Status, now time.Time) {
	gauge := func(name, help string, v float64, labels ...string) {
		fmt.Fprintf(w, "# HELP %s %s\n# TYPE %s gauge\n", name, help, name)
		fmt.Fprintf(w, "%s%s %g\n", name, strings.Join(labels, ""), v)
	}
	b := map[bool]float64{true: 1, false: 0}
	gauge("adjutant_daemon_running", "1 when a daemon holds the data directory.", b[running])
	gauge("adjutant_inbound_pending", "Mails recorded but not yet answered.", float64(st.PendingInbound))
	gauge("adjutant_inbound_total", "Mails recorded since the database was created.", float64(st.Inbound))
	gauge("adjutant_outbox_waiting", "Mails waiting to be sent.", float64(st.Outbox))
	gauge("adjutant_answers_held", "Answers past a sender's reply budget waiting for their digest.", float64(st.HeldAnswers))
	age := 0.0
	if !st.OldestOutbox.IsZero() {
		age = now.Sub(st.OldestOutbox).Seconds()
	}
	gauge("adjutant_outbox_oldest_age_seconds", "Age of the oldest mail waiting to be sent; 0 when none.", age)
	gauge("adjutant_outbox_failed", "Mails the judge gave up sending.", float64(st.Failed))
	gauge("adjutant_sent_total", "Mails sent.", float64(st.Sent))
	gauge("adjutant_games", "Games in the database.", float64(st.Games))
	gauge("adjutant_bouncing_addresses", "Addresses with recorded bounces.", float64(len(st.Bouncing)))
	fmt.Fprintf(w, "# HELP adjutant_mailbox_last_poll_age_seconds Seconds since the mailbox was last polled.\n# TYPE adjutant_mailbox_last_poll_age_seconds gauge\n")
	for _, s := range st.Sync {
		if !s.LastPoll.IsZero() {
			fmt.Fprintf(w, "adjutant_mailbox_last_poll_age_seconds{mailbox=%q} %g\n", s.Mailbox, now.Sub(s.LastPoll).Seconds())
		}
	}
	fmt.Fprintf(w, "# HELP adjutant_mailbox_error 1 when the mailbox's last poll failed.\n# TYPE adjutant_mailbox_error gauge\n")
	for _, s := range st.Sync {
		failing := !s.LastErrorAt.IsZero() && s.LastErrorAt.After(s.LastPoll)
		fmt.Fprintf(w, "adjutant_mailbox_error{mailbox=%q} %g\n", s.Mailbox, b[failing])
	}
}
