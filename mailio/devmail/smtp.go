package devmail

import (
	"bytes"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"

	"adjutant/mailio"
)

// DefaultMaxMessageBytes bounds one submission when Options.MaxMessageBytes
// is 0. The embedded IMAP store holds every message in memory, and
// imapmemserver reads an APPEND into a growing buffer (about twice the
// message in allocations), so a cap protects the dev process; the judge
// refuses anything above its own limit (1 MiB in dev) anyway.
const DefaultMaxMessageBytes = 10 << 20

func (s *Server) newSMTPServer() *smtp.Server {
	srv := smtp.NewServer(smtp.BackendFunc(func(c *smtp.Conn) (smtp.Session, error) {
		return &smtpSession{srv: s, conn: c}, nil
	}))
	srv.Domain = "devmail.localhost"
	srv.AllowInsecureAuth = true // loopback dev system: AUTH PLAIN without TLS
	srv.EnableSMTPUTF8 = true    // players with internationalised addresses (RFC 6531)
	// go-smtp advertises this as SIZE (RFC 1870), refuses a larger
	// declared SIZE at MAIL FROM with 552, and stops reading DATA there.
	srv.MaxMessageBytes = s.opts.MaxMessageBytes
	srv.MaxRecipients = 100
	srv.ReadTimeout = 5 * time.Minute
	srv.WriteTimeout = 5 * time.Minute
	srv.ErrorLog = printfLogger{s.log.With("server", "smtp"), s.isClosed}
	return srv
}

// smtpSession accepts mail for any address. Submission needs AUTH PLAIN
// with the dev password, except from loopback, where scripts may skip it.
type smtpSession struct {
	srv    *Server
	conn   *smtp.Conn
	authed string
	from   string
	to     []string
	utf8   bool // MAIL FROM asked for SMTPUTF8
}

var errBadRecipient = &smtp.SMTPError{Code: 553, EnhancedCode: smtp.EnhancedCode{5, 1, 3}, Message: "devmail cannot use that address as a mailbox"}

func (ss *smtpSession) AuthMechanisms() []string {
	if ss.srv.opts.AccessToken == "" {
		return []string{sasl.Plain}
	}
	return []string{sasl.Plain, "XOAUTH2", sasl.OAuthBearer}
}

// tokenLogin accepts addr with the configured OAuth2 access token.
func (ss *smtpSession) tokenLogin(user, token string) error {
	addr, err := normalizeAddress(user)
	if err != nil || ss.srv.opts.AccessToken == "" || subtle.ConstantTimeCompare([]byte(token), []byte(ss.srv.opts.AccessToken)) != 1 {
		return smtp.ErrAuthFailed
	}
	ss.authed = addr
	return nil
}

func (ss *smtpSession) Auth(mech string) (sasl.Server, error) {
	switch mech {
	case "XOAUTH2":
		return mailio.XOAuth2Server(ss.tokenLogin), nil
	case sasl.OAuthBearer:
		return sasl.NewOAuthBearerServer(func(o sasl.OAuthBearerOptions) *sasl.OAuthBearerError {
			if ss.tokenLogin(o.Username, o.Token) != nil {
				return &sasl.OAuthBearerError{Status: "invalid_token", Schemes: "bearer"}
			}
			return nil
		}), nil
	}
	if mech != sasl.Plain {
		return nil, smtp.ErrAuthUnknownMechanism
	}
	return sasl.NewPlainServer(func(identity, username, password string) error {
		addr, err := normalizeAddress(username)
		if err != nil || subtle.ConstantTimeCompare([]byte(password), []byte(ss.srv.opts.Password)) != 1 {
			return smtp.ErrAuthFailed
		}
		ss.authed = addr
		return nil
	}), nil
}

func (ss *smtpSession) Mail(from string, opts *smtp.MailOptions) error {
	if ss.authed == "" && !isLoopback(ss.conn.Conn().RemoteAddr()) {
		return smtp.ErrAuthRequired
	}
	ss.from = from
	ss.to = nil
	ss.utf8 = opts != nil && opts.UTF8
	return nil
}

func (ss *smtpSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	addr, err := normalizeAddress(to)
	if err != nil {
		return errBadRecipient
	}
	ss.to = append(ss.to, addr)
	return nil
}

func (ss *smtpSession) Data(r io.Reader) error {
	raw, err := readChunks(r)
	if errors.Is(err, smtp.ErrDataTooLarge) {
		return &smtp.SMTPError{Code: 552, EnhancedCode: smtp.EnhancedCode{5, 3, 4},
			Message: fmt.Sprintf("Message too large: this server accepts at most %d bytes (SIZE %d); nothing was delivered", ss.srv.opts.MaxMessageBytes, ss.srv.opts.MaxMessageBytes)}
	}
	if err != nil {
		return err
	}
	helo := ss.conn.Hostname()
	via := fmt.Sprintf("from %s (%s)\r\n\tby devmail.localhost with ESMTP", helo, ss.conn.Conn().RemoteAddr())
	if err := ss.srv.deliver(ss.from, ss.to, raw, via); err != nil {
		// RFC 5321 section 4.2.1: 451, local error, try again later.
		return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: err.Error()}
	}
	var kept []byte
	if len(raw) > 0 {
		kept = raw[0][:min(len(raw[0]), maxRecordedData)]
	}
	ss.srv.record(Envelope{From: ss.from, To: append([]string(nil), ss.to...), Data: bytes.Clone(kept), Truncated: int64(len(kept)) < raw.size(), Authenticated: ss.authed, SMTPUTF8: ss.utf8, At: time.Now()})
	return nil
}

func (ss *smtpSession) Reset() {
	ss.from = ""
	ss.to = nil
}

func (ss *smtpSession) Logout() error { return nil }

// Bounds on the log Received returns, so that a dev server that runs for
// weeks, or takes one huge attachment, does not keep every mail twice.
const (
	maxRecordedData      = 256 << 10
	maxRecordedEnvelopes = 10000
)

// record appends e to the log Received returns, dropping the oldest
// entries beyond maxRecordedEnvelopes.
func (s *Server) record(e Envelope) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.received = append(s.received, e)
	if over := len(s.received) - maxRecordedEnvelopes; over > 0 {
		s.received = append([]Envelope(nil), s.received[over:]...)
	}
}

func isLoopback(a net.Addr) bool {
	tcp, ok := a.(*net.TCPAddr)
	return ok && tcp.IP.IsLoopback()
}
