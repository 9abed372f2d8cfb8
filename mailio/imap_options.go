package mailio

import (
	"crypto/tls"
	"fmt"
	"log/slog"
	"strings"
	"time"
)

// IMAPOptions configure a Source and CheckIMAP. Zero fields take the
// defaults documented on each field.
type IMAPOptions struct {
	Addr      string      // host:port of the IMAP server
	TLS       TLSMode     // "" means TLSImplicit
	TLSConfig *tls.Config // nil = system roots, ServerName taken from Addr

	Username, Password string
	// OAuth2, when set, logs in with AUTHENTICATE and an access token
	// instead of LOGIN and Password.
	OAuth2 *OAuth2

	// Mailbox is read for new mail; default "INBOX".
	Mailbox string
	// ProcessedFolder, when set, receives every recorded message (UID MOVE,
	// created if missing). Empty leaves messages in Mailbox and only sets \Seen.
	ProcessedFolder string

	// QuarantineFolder receives a message that could not be fetched or
	// recorded MaxAttempts times (UID MOVE, created if missing), so that it
	// no longer holds up the mail behind it. Empty, or a server that will
	// not move it, leaves it where it is; it is skipped either way, and
	// the Store remembers it.
	QuarantineFolder string
	// MaxAttempts is how many times a message is tried before it is set
	// aside; default 3. The count is the Store's, so it survives restarts.
	MaxAttempts int
	// RetryWait is the pause before a message that failed is tried again
	// (the mail after it waits too, to keep its order); default 5s.
	RetryWait time.Duration
	// StoreRetryWait is the pause after the Store could not take mail
	// now (ErrTryLater: the judge's disk is full or read-only) before
	// the message is tried again, uncounted; default 30s.
	StoreRetryWait time.Duration

	// UseIDLE waits with IDLE (RFC 2177) when the server advertises it;
	// otherwise, or when false, the source polls.
	UseIDLE bool
	// PollInterval is the wait between scans when not idling; default 60s.
	PollInterval time.Duration
	// RescanInterval forces a scan even while idling, the backstop for lost
	// IDLE notifications; default 5m.
	RescanInterval time.Duration
	// IdleRestart re-issues IDLE this often (RFC 2177 asks clients to do so
	// within 29 minutes); default 20m.
	IdleRestart time.Duration
	// CommandTimeout bounds every command, the dial and the TLS handshake:
	// when it passes the watchdog closes the connection; default 2m.
	CommandTimeout time.Duration
	// MaxMessageSize, when > 0, fetches only the first MaxMessageSize bytes of
	// larger messages and marks them Truncated.
	MaxMessageSize int64

	Logger *slog.Logger // nil = slog.Default()
}

const (
	defaultMailbox        = "INBOX"
	defaultPollInterval   = 60 * time.Second
	defaultRescanInterval = 5 * time.Minute
	defaultIdleRestart    = 20 * time.Minute
	maxIdleRestart        = 29 * time.Minute
	defaultCommandTimeout = 2 * time.Minute
	defaultMailAttempts   = 3
	defaultRetryWait      = 5 * time.Second
	defaultStoreRetryWait = 30 * time.Second
	// tcpKeepAlive probes idle connections so a peer that vanished without a
	// FIN is noticed even during a long IDLE.
	tcpKeepAlive = 30 * time.Second
	// reconnect back-off bounds for Source.Run.
	minReconnectWait = time.Second
	maxReconnectWait = 5 * time.Minute
	// logoutTimeout bounds the courtesy LOGOUT before closing.
	logoutTimeout = 5 * time.Second
	// fetchBatch is how many messages one FETCH asks for.
	fetchBatch = 25
)

// withDefaults returns a copy with every zero field set to its default.
func (o IMAPOptions) withDefaults() IMAPOptions {
	if o.Mailbox == "" {
		o.Mailbox = defaultMailbox
	}
	if o.PollInterval <= 0 {
		o.PollInterval = defaultPollInterval
	}
	if o.RescanInterval <= 0 {
		o.RescanInterval = defaultRescanInterval
	}
	if o.IdleRestart <= 0 {
		o.IdleRestart = defaultIdleRestart
	}
	// RFC 2177: servers may log out a client idle for 30 minutes, so a
	// client re-issues IDLE at least every 29.
	o.IdleRestart = min(o.IdleRestart, maxIdleRestart)
	if o.CommandTimeout <= 0 {
		o.CommandTimeout = defaultCommandTimeout
	}
	if o.MaxAttempts <= 0 {
		o.MaxAttempts = defaultMailAttempts
	}
	if o.RetryWait <= 0 {
		o.RetryWait = defaultRetryWait
	}
	if o.StoreRetryWait <= 0 {
		o.StoreRetryWait = defaultStoreRetryWait
	}
	if o.Logger == nil {
		o.Logger = slog.Default()
	}
	o.TLS = o.TLS.orDefault()
	return o
}

// validate reports options that can never work, so Run and CheckIMAP fail fast.
func (o IMAPOptions) validate() error {
	if o.Addr == "" {
		return fmt.Errorf("imap: %w", ErrNoAddr)
	}
	if err := o.TLS.validate(); err != nil {
		return fmt.Errorf("imap: %w", err)
	}
	// RFC 3501 section 5.1: INBOX is case-insensitive; compare other names
	// as given.
	same := o.ProcessedFolder == o.Mailbox ||
		strings.EqualFold(o.ProcessedFolder, "INBOX") && strings.EqualFold(o.Mailbox, "INBOX")
	if o.ProcessedFolder != "" && same {
		return fmt.Errorf("imap: %w: %q", ErrProcessedIsMailbox, o.ProcessedFolder)
	}
	if o.QuarantineFolder != "" && (sameFolder(o.QuarantineFolder, o.Mailbox) || sameFolder(o.QuarantineFolder, o.ProcessedFolder)) {
		return fmt.Errorf("imap: %w: %q", ErrQuarantineFolder, o.QuarantineFolder)
	}
	return nil
}

// sameFolder compares mailbox names, INBOX without regard to case
// (RFC 3501 section 5.1).
func sameFolder(a, b string) bool {
	return a == b || strings.EqualFold(a, "INBOX") && strings.EqualFold(b, "INBOX")
}
