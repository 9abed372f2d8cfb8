package mailio

import (
	"context"
	"crypto/tls"
	"fmt"
	"net"
	"strings"
	"sync/atomic"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"golang.org/x/net/idna"

	"adjutant/mailio/outgoing"
)

// SMTPOptions configure a Sink and CheckSMTP.
type SMTPOptions struct {
	Addr      string      // host:port of the submission server
	TLS       TLSMode     // "" means TLSImplicit
	TLSConfig *tls.Config // nil = system roots, ServerName taken from Addr

	Username, Password string
	// Auth is "plain" (the default when Username is set), "login",
	// "oauth2" (with OAuth2 set) or "none".
	Auth string
	// OAuth2 gives the access token for Auth "oauth2".
	OAuth2 *OAuth2
	// HelloName is sent with EHLO; default "localhost".
	HelloName string
	// Timeout bounds the dial, every command and the whole DATA exchange;
	// default 2m.
	Timeout time.Duration
}

const defaultSMTPTimeout = 2 * time.Minute

func (o SMTPOptions) withDefaults() SMTPOptions {
	o.TLS = o.TLS.orDefault()
	if o.Timeout <= 0 {
		o.Timeout = defaultSMTPTimeout
	}
	if o.Auth == "" {
		if o.OAuth2 != nil {
			o.Auth = "oauth2"
		} else if o.Username != "" {
			o.Auth = "plain"
		} else {
			o.Auth = "none"
		}
	}
	o.Auth = strings.ToLower(o.Auth)
	return o
}

func (o SMTPOptions) validate() error {
	if o.Addr == "" {
		return fmt.Errorf("smtp: %w", ErrNoAddr)
	}
	if err := o.TLS.validate(); err != nil {
		return fmt.Errorf("smtp: %w", err)
	}
	switch o.Auth {
	case "plain", "login", "none":
		return nil
	case "oauth2":
		if o.OAuth2 == nil {
			return fmt.Errorf("smtp: %w: auth is oauth2 but no token source is set", ErrBadAuth)
		}
		return nil
	}
	return fmt.Errorf("smtp: %w: %q", ErrBadAuth, o.Auth)
}

// Sink submits messages to one SMTP server. It opens a connection per
// Send: the judge sends in bursts separated by long quiet spells, where a
// kept-open connection would be dropped by the server anyway.
// A Sink is safe for concurrent use.
type Sink struct {
	opts SMTPOptions
}

// NewSink returns a Sink for opts (zero fields take their defaults).
func NewSink(opts SMTPOptions) *Sink {
	return &Sink{opts: opts.withDefaults()}
}

// Send submits data from the envelope sender from to every address in to.
// It succeeds only if every recipient is accepted: on any refusal nothing
// is sent (RSET) and the error is a *SendError saying whether a retry may
// help. data is sent as is; it must be a complete RFC 5322 message with
// CRLF line ends.
func (s *Sink) Send(ctx context.Context, from string, to []string, data []byte) error {
	if len(to) == 0 {
		return ErrNoRecipients
	}
	c, stop, err := s.dial(ctx)
	if err != nil {
		if ctx.Err() != nil {
			return err
		}
		return noSession(err)
	}
	defer stop()
	defer c.Close()
	from, to, opts := envelope(from, to)
	offered, _ := c.Extension("SMTPUTF8")
	if opts != nil && !offered {
		return &SendError{Message: "the mail server does not take internationalised addresses (SMTPUTF8)",
			Err: fmt.Errorf("smtp MAIL FROM: %w", ErrNoSMTPUTF8)}
	}
	if outgoing.NeedsSMTPUTF8(data) {
		// A reply to a mail whose Message-ID is UTF-8 (RFC 6532) echoes
		// it to thread. Without SMTPUTF8 such a header may not travel:
		// the reply goes unthreaded rather than not at all.
		if offered {
			opts = &smtp.MailOptions{UTF8: true}
		} else {
			data = outgoing.WithoutUTF8IDs(data)
		}
	}
	if err := c.Mail(from, opts); err != nil {
		if opts == nil {
			// The envelope sender is the judge's own address: a refusal
			// of it refuses every message alike, until the configuration
			// changes, and must not fail this one for good.
			return sessionFailure("MAIL FROM", err)
		}
		return classify("MAIL FROM", err)
	}
	for _, rcpt := range to {
		if err := c.Rcpt(rcpt, nil); err != nil {
			_ = c.Reset()
			return classify("RCPT TO "+rcpt, err)
		}
	}
	w, err := c.Data()
	if err != nil {
		return classify("DATA", err)
	}
	if _, err := w.Write(data); err != nil {
		return classify("DATA", err)
	}
	if err := w.Close(); err != nil {
		return classify("end of DATA", err)
	}
	// The message is accepted; a failing QUIT changes nothing.
	_ = c.Quit()
	return nil
}

// envelope readies the SMTP addresses: an internationalised domain is
// written in its ASCII form (xn--…, RFC 5890), which every server takes;
// a local part beyond ASCII needs SMTPUTF8 (RFC 6531), asked for in the
// MailOptions returned (nil when none is needed).
func envelope(from string, to []string) (string, []string, *smtp.MailOptions) {
	utf8 := false
	ascii := func(addr string) string {
		at := strings.LastIndexByte(addr, '@')
		if at >= 0 && !isASCII(addr[at+1:]) {
			if d, err := idna.Lookup.ToASCII(addr[at+1:]); err == nil {
				addr = addr[:at+1] + d
			}
		}
		if !isASCII(addr) {
			utf8 = true
		}
		return addr
	}
	from = ascii(from)
	out := make([]string, len(to))
	for i, a := range to {
		out[i] = ascii(a)
	}
	if utf8 {
		return from, out, &smtp.MailOptions{UTF8: true}
	}
	return from, out, nil
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// dial connects, greets and authenticates. stop must be called when done:
// it detaches the watcher that closes the connection when ctx is cancelled.
func (s *Sink) dial(ctx context.Context) (*smtp.Client, func(), error) {
	o := s.opts
	if err := o.validate(); err != nil {
		return nil, nil, err
	}
	dialer := &net.Dialer{Timeout: o.Timeout, KeepAlive: tcpKeepAlive}
	raw, err := dialer.DialContext(ctx, "tcp", o.Addr)
	if err != nil {
		return nil, nil, classify("dial "+o.Addr, err)
	}
	// go-smtp has per-command timeouts but no context: close on cancel.
	stop := context.AfterFunc(ctx, func() { raw.Close() })
	// The greeting and STARTTLS happen inside the go-smtp constructors, before
	// its CommandTimeout can be set: a watchdog timer covers that stretch.
	var fired atomic.Bool
	watchdog := time.AfterFunc(o.Timeout, func() {
		fired.Store(true)
		raw.Close()
	})
	c, err := s.open(ctx, raw)
	watchdog.Stop()
	if err != nil {
		stop()
		raw.Close()
		switch {
		case ctx.Err() != nil:
			return nil, nil, fmt.Errorf("smtp connect: %w", ctx.Err())
		case fired.Load():
			return nil, nil, classify("connect", ErrWatchdog)
		}
		return nil, nil, err
	}
	return c, func() { stop() }, nil
}

// open performs TLS, the greeting, EHLO and AUTH on a fresh connection.
func (s *Sink) open(ctx context.Context, raw net.Conn) (*smtp.Client, error) {
	o := s.opts
	tlsConfig := clientTLSConfig(o.TLSConfig, o.Addr)
	var c *smtp.Client
	switch o.TLS {
	case TLSImplicit:
		tc := tls.Client(raw, tlsConfig)
		if err := tc.HandshakeContext(ctx); err != nil {
			return nil, classify("TLS handshake", err)
		}
		c = smtp.NewClient(tc)
	case TLSStartTLS:
		// RFC 3207: upgrade before AUTH so credentials never travel in clear.
		// The first EHLO says "localhost"; the one after STARTTLS uses HelloName.
		var err error
		c, err = smtp.NewClientStartTLS(raw, tlsConfig)
		if err != nil {
			return nil, sessionFailure("STARTTLS", err)
		}
	default:
		c = smtp.NewClient(raw)
	}
	c.CommandTimeout = o.Timeout
	c.SubmissionTimeout = o.Timeout
	if err := c.Hello(s.helloName()); err != nil {
		c.Close()
		return nil, sessionFailure("EHLO", err)
	}
	client, err := s.saslClient(ctx)
	if err != nil {
		c.Close()
		return nil, classify("AUTH", err)
	}
	if client != nil {
		if err := c.Auth(client); err != nil {
			c.Close()
			return nil, sessionFailure("AUTH", err)
		}
	}
	return c, nil
}

// saslClient returns the configured mechanism (RFC 4954 AUTH with PLAIN,
// RFC 4616, or the older LOGIN), or nil for "none".
func (s *Sink) saslClient(ctx context.Context) (sasl.Client, error) {
	switch s.opts.Auth {
	case "plain":
		return sasl.NewPlainClient("", s.opts.Username, s.opts.Password), nil
	case "login":
		return sasl.NewLoginClient(s.opts.Username, s.opts.Password), nil
	case "oauth2":
		if s.opts.OAuth2 == nil {
			return nil, fmt.Errorf("%w: auth is oauth2 but no token source is set", ErrOAuth2)
		}
		return s.opts.OAuth2.saslClient(ctx, s.opts.Username, s.opts.Addr)
	}
	return nil, nil
}

func (s *Sink) helloName() string {
	if s.opts.HelloName != "" {
		return s.opts.HelloName
	}
	return "localhost"
}
