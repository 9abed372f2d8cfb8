package devmail

import (
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-smtp"
)

// Options configure Start.
type Options struct {
	// IMAPAddr and SMTPAddr are where to listen; "127.0.0.1:0" picks a free
	// port (read it back with Server.IMAPAddr / SMTPAddr). Empty means
	// "127.0.0.1:0".
	IMAPAddr, SMTPAddr string
	// Password is the one password of every mailbox; empty means "dev".
	Password string
	// AccessToken, when set, is the OAuth2 access token every mailbox also
	// accepts, with AUTHENTICATE XOAUTH2 or OAUTHBEARER on IMAP and AUTH on
	// SMTP: enough to try an OAuth2 configuration against devmail.
	AccessToken string
	// Dir keeps every delivered message as a file so mailboxes survive a
	// restart; "" keeps them in memory only.
	Dir string
	// MaxMessageBytes is the largest message SMTP accepts, advertised with
	// SIZE; a larger one is refused with 552. 0 means
	// DefaultMaxMessageBytes. Deliver is not limited.
	MaxMessageBytes int64
	// Logger receives server errors; nil = slog.Default().
	Logger *slog.Logger
}

// DefaultPassword is the dev password used when Options.Password is empty.
const DefaultPassword = "dev"

// ErrClosed is returned by Deliver and Messages after Close.
var ErrClosed = errors.New("devmail: server closed")

// Server is a running embedded mail system: an IMAP server and an SMTP
// server sharing one set of mailboxes.
type Server struct {
	opts  Options
	log   *slog.Logger
	boxes *mailboxes

	imapLn, smtpLn net.Listener
	imapSrv        *imapserver.Server
	smtpSrv        *smtp.Server
	wg             sync.WaitGroup

	mu       sync.Mutex
	closed   bool
	received []Envelope
	changed  chan struct{} // closed and replaced after every delivery
}

// Envelope is one SMTP transaction as the server received it, before
// devmail added its trace headers.
type Envelope struct {
	From          string   // MAIL FROM, "" for the null reverse path
	To            []string // RCPT TO, normalised
	Data          []byte   // the first maxRecordedData bytes: the log is for tests and inspection, not a second copy of every mailbox
	Truncated     bool     // Data is a prefix of a larger message
	Authenticated string   // the AUTH user, "" for loopback submission without AUTH
	SMTPUTF8      bool     // MAIL FROM asked for SMTPUTF8 (RFC 6531)
	At            time.Time
}

// Start loads the mailboxes kept in opts.Dir (if any) and starts both
// servers. Close stops them.
func Start(opts Options) (*Server, error) {
	if opts.IMAPAddr == "" {
		opts.IMAPAddr = "127.0.0.1:0"
	}
	if opts.SMTPAddr == "" {
		opts.SMTPAddr = "127.0.0.1:0"
	}
	if opts.Password == "" {
		opts.Password = DefaultPassword
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if opts.MaxMessageBytes <= 0 {
		opts.MaxMessageBytes = DefaultMaxMessageBytes
	}
	s := &Server{
		opts:    opts,
		log:     opts.Logger,
		boxes:   newMailboxes(opts.Dir, opts.Password),
		changed: make(chan struct{}),
	}
	if err := s.boxes.load(); err != nil {
		return nil, err
	}
	var err error
	if s.imapLn, err = net.Listen("tcp", opts.IMAPAddr); err != nil {
		return nil, fmt.Errorf("devmail: IMAP listen: %w", err)
	}
	if s.smtpLn, err = net.Listen("tcp", opts.SMTPAddr); err != nil {
		s.imapLn.Close()
		return nil, fmt.Errorf("devmail: SMTP listen: %w", err)
	}
	s.imapSrv = imapserver.New(&imapserver.Options{
		NewSession: s.newIMAPSession,
		Caps: imap.CapSet{
			imap.CapIMAP4rev1: {},
			imap.CapIMAP4rev2: {},
		},
		// Plain-text LOGIN: devmail is for loopback play and tests.
		InsecureAuth: true,
		Logger:       printfLogger{s.log.With("server", "imap"), s.isClosed},
	})
	s.smtpSrv = s.newSMTPServer()
	s.wg.Add(2)
	go func() {
		defer s.wg.Done()
		if err := s.imapSrv.Serve(s.imapLn); err != nil && !s.isClosed() {
			s.log.Error("IMAP server stopped", "err", err)
		}
	}()
	go func() {
		defer s.wg.Done()
		if err := s.smtpSrv.Serve(bareCRListener{s.smtpLn}); err != nil && !s.isClosed() {
			s.log.Error("SMTP server stopped", "err", err)
		}
	}()
	s.log.Info("dev mail system listening", "imap", s.IMAPAddr(), "smtp", s.SMTPAddr())
	return s, nil
}

// IMAPAddr is the host:port of the IMAP server.
func (s *Server) IMAPAddr() string { return s.imapLn.Addr().String() }

// SMTPAddr is the host:port of the SMTP server.
func (s *Server) SMTPAddr() string { return s.smtpLn.Addr().String() }

// Password is the dev password every mailbox accepts.
func (s *Server) Password() string { return s.opts.Password }

// Close stops both servers and drops their connections. With Dir set,
// delivered mail is on disk already, and Close saves what clients did to
// it (folders, moves, flags: snapshot.go) for the next Start.
func (s *Server) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	s.mu.Unlock()
	// No mail arrives while the mailboxes are saved; the IMAP server,
	// through which they are read, goes last.
	err := s.smtpSrv.Close()
	err = errors.Join(err, s.boxes.writeSnapshots(s.imapLn.Addr().String()), s.imapSrv.Close())
	// Serve may not have registered its listener yet: close them here too.
	s.imapLn.Close()
	s.smtpLn.Close()
	s.wg.Wait()
	return err
}

func (s *Server) isClosed() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closed
}

// Received returns every SMTP transaction the server accepted, in order.
// Mail injected with Deliver is not included.
func (s *Server) Received() []Envelope {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Envelope(nil), s.received...)
}

// Deliver puts raw into the INBOX of every address in to, as if it had
// arrived by SMTP from from, adding Return-Path and Received headers.
func (s *Server) Deliver(from string, to []string, raw []byte) error {
	return s.deliver(from, to, chunks{raw}, "by devmail (injected)")
}

// deliver is the one delivery path of SMTP and Deliver.
func (s *Server) deliver(from string, to []string, raw chunks, via string) error {
	if s.isClosed() {
		return ErrClosed
	}
	rcpts := make([]string, 0, len(to))
	for _, a := range to {
		n, err := normalizeAddress(a)
		if err != nil {
			return err
		}
		rcpts = append(rcpts, n)
	}
	for _, rcpt := range rcpts {
		head := traceHeaders(from, rcpt, via, time.Now())
		if err := s.boxes.deliver(rcpt, head, raw); err != nil {
			return err
		}
	}
	s.mu.Lock()
	close(s.changed)
	s.changed = make(chan struct{})
	s.mu.Unlock()
	return nil
}

// changes returns a channel closed at the next delivery.
func (s *Server) changes() <-chan struct{} {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.changed
}

// traceHeaders are the headers a final delivery puts before the message
// (RFC 5321 section 4.4): Return-Path with the envelope sender, and a
// Received line.
func traceHeaders(from, rcpt, via string, at time.Time) []byte {
	return fmt.Appendf(nil, "Return-Path: <%s>\r\nReceived: %s\r\n\tfor <%s>; %s\r\n",
		from, via, rcpt, at.Format(time.RFC1123Z))
}

// printfLogger adapts slog to the Printf loggers of go-imap and go-smtp.
// What they say about a connection that Close itself cut (a client idling
// or mid-session at a normal stop) is no fault: it goes to debug, so a
// normal stop logs nothing alarming.
type printfLogger struct {
	l      *slog.Logger
	closed func() bool
}

func (p printfLogger) Printf(format string, v ...any) { p.log(fmt.Sprintf(format, v...), v) }
func (p printfLogger) Println(v ...any)               { p.log(strings.TrimSuffix(fmt.Sprintln(v...), "\n"), v) }

func (p printfLogger) log(msg string, args []any) {
	if p.closed() && cutByClose(msg, args) {
		p.l.Debug(msg)
		return
	}
	p.l.Warn(msg)
}

// cutByClose reports that a library's message is about a connection
// closed on this side. The libraries do not always wrap the network error
// with %w, so its text is checked too.
func cutByClose(msg string, args []any) bool {
	for _, a := range args {
		if err, ok := a.(error); ok && errors.Is(err, net.ErrClosed) {
			return true
		}
	}
	return strings.Contains(msg, net.ErrClosed.Error())
}
