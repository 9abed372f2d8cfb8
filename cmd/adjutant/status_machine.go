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
	DataDir        string         `json:"data_dir"`
	Running        bool           `json:"daemon_running"`
	Schema         int            `json:"schema_version"`
	PendingInbound int            `json:"inbound_pending"`
	Inbound        int            `json:"inbound_total"`
	Outbox         int            `json:"outbox_waiting"`
	OutboxOldest   *time.Time     `json:"outbox_oldest,omitempty"`
	Failed         int            `json:"outbox_failed"`
	Retrying       int            `json:"outbox_retrying"`
	Sent           int            `json:"sent_total"`
	HeldAnswers    int            `json:"answers_held"`
	Pictures       int            `json:"pictures_stored"`
	Games          int            `json:"games"`
	Accounts       int            `json:"accounts"`
	NextDeadline   *time.Time     `json:"next_deadline,omitempty"`
	Mailboxes      []mailboxJSON  `json:"mailboxes"`
	Bouncing       []string       `json:"bouncing_addresses"`
	RecentFailures []failureJSON  `json:"recent_failures"`
	Quarantine     quarantineJSON `json:"quarantine"`
	SMTP           *smtpJSON      `json:"smtp_unavailable,omitempty"`
}

// smtpJSON is the SMTP server's trouble, present only while it lasts.
type smtpJSON struct {
	Since   *time.Time `json:"since,omitempty"`
	LastTry *time.Time `json:"last_try,omitempty"`
	Tries   int        `json:"tries"`
	Error   string     `json:"error"`
}

// quarantineJSON: mail the reader set aside or is retrying, and recorded
// mail whose handling failed, with the most recent of each.
type quarantineJSON struct {
	SetAside       int                  `json:"set_aside"`
	Retrying       int                  `json:"retrying"`
	HandlingFailed int                  `json:"handling_failed"`
	Recent         []quarantinedJSON    `json:"recent"`
	RecentFailed   []failedHandlingJSON `json:"recent_handling_failed"`
}

type quarantinedJSON struct {
	Mailbox     string     `json:"mailbox"`
	UIDValidity uint32     `json:"uid_validity"`
	UID         uint32     `json:"uid"`
	Folder      string     `json:"folder"`
	Attempts    int        `json:"attempts"`
	Reason      string     `json:"reason"`
	SetAsideAt  *time.Time `json:"set_aside_at,omitempty"`
}

type failedHandlingJSON struct {
	InboundID uint64     `json:"inbound_id"`
	At        *time.Time `json:"at,omitempty"`
	Reason    string     `json:"reason"`
}

type mailboxJSON struct {
	Name        string     `json:"name"`
	UIDValidity uint32     `json:"uid_validity"`
	LastUID     uint32     `json:"last_uid"`
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
		Failed: st.Failed, Retrying: st.Retrying, Sent: st.Sent, HeldAnswers: st.HeldAnswers, Pictures: st.Pictures, Games: st.Games, Accounts: st.Accounts,
		Mailboxes: []mailboxJSON{}, Bouncing: append([]string{}, st.Bouncing...), RecentFailures: []failureJSON{}}
	if st.HasNextDeadline {
		out.NextDeadline = timePtr(st.NextDeadline.At)
	}
	if st.SMTP.Error != "" {
		out.SMTP = &smtpJSON{Since: timePtr(st.SMTP.Since), LastTry: timePtr(st.SMTP.LastTry), Tries: st.SMTP.Tries, Error: st.SMTP.Error}
	}
	for _, s := range st.Sync {
		out.Mailboxes = append(out.Mailboxes, mailboxJSON{Name: s.Mailbox, UIDValidity: s.UIDValidity, LastUID: s.LastUID, LastPoll: timePtr(s.LastPoll), LastError: s.LastError, LastErrorAt: timePtr(s.LastErrorAt)})
	}
	for _, f := range st.RecentFailures {
		out.RecentFailures = append(out.RecentFailures, failureJSON{To: f.To, Kind: f.Kind, Reason: f.LastError})
	}
	out.Quarantine = quarantineJSON{SetAside: st.Quarantined, Retrying: st.QuarantineRetries, HandlingFailed: st.HandlingFailed,
		Recent: []quarantinedJSON{}, RecentFailed: []failedHandlingJSON{}}
	for _, q := range st.RecentQuarantine {
		out.Quarantine.Recent = append(out.Quarantine.Recent, quarantinedJSON{Mailbox: q.Key.Mailbox, UIDValidity: q.Key.UIDValidity, UID: q.Key.UID,
			Folder: q.Folder, Attempts: q.Attempts, Reason: q.Reason, SetAsideAt: timePtr(q.SetAsideAt)})
	}
	for _, f := range st.RecentFailedMail {
		out.Quarantine.RecentFailed = append(out.Quarantine.RecentFailed, failedHandlingJSON{InboundID: f.InboundID, At: timePtr(f.At), Reason: f.Reason})
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
	gauge("adjutant_pictures_stored", "Distinct pictures kept for queued and sent mail, each stored once.", float64(st.Pictures))
	age := 0.0
	if !st.OldestOutbox.IsZero() {
		age = now.Sub(st.OldestOutbox).Seconds()
	}
	gauge("adjutant_outbox_oldest_age_seconds", "Age of the oldest mail waiting to be sent; 0 when none.", age)
	gauge("adjutant_outbox_failed", "Mails the judge gave up sending.", float64(st.Failed))
	gauge("adjutant_outbox_retrying", "Mails waiting that the SMTP server refused for a while (4xx); tried again with back-off.", float64(st.Retrying))
	gauge("adjutant_sent_total", "Mails sent.", float64(st.Sent))
	gauge("adjutant_smtp_unavailable", "1 while the SMTP server cannot be reached, closes the channel (421) or refuses the judge's session; the mail waits.", b[st.SMTP.Error != ""])
	gauge("adjutant_games", "Games in the database.", float64(st.Games))
	gauge("adjutant_bouncing_addresses", "Addresses with recorded bounces.", float64(len(st.Bouncing)))
	gauge("adjutant_inbound_quarantined", "Mails the reader could not fetch or record and set aside (moved to the quarantine folder or skipped).", float64(st.Quarantined))
	gauge("adjutant_inbound_retrying", "Mails that failed to be fetched or recorded and will be tried again.", float64(st.QuarantineRetries))
	gauge("adjutant_inbound_handling_failed", "Recorded mails whose handling failed; set aside, not answered by the commands.", float64(st.HandlingFailed))
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
