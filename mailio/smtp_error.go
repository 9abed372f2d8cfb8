package mailio

import (
	"errors"
	"fmt"
	"strings"

	"github.com/emersion/go-smtp"
)

// SendError is what Sink.Send returns when a message was not accepted.
type SendError struct {
	// Temporary is true for 4yz replies and for network or TLS failures:
	// trying again later may work. 5yz replies are permanent.
	Temporary bool
	Code      int    // SMTP reply code, 0 when the server never answered
	Enhanced  string // RFC 3463 enhanced status code such as "5.1.1", "" when absent
	Message   string // the server's text, or a description of the failure
	Err       error  // the underlying error
	// Session marks a refusal of the judge's own session (TLS, EHLO,
	// AUTH) rather than of the message: a wrong password or a server
	// setting. It is Temporary whatever its code, since the message is
	// not at fault and goes once the configuration is right; Stage names
	// the step.
	Session bool
	Stage   string
	// NoSession marks a failure to get a session at all (the server
	// cannot be reached, its TLS handshake or greeting fails, the
	// settings are invalid) or a server closing it (421): like Session,
	// no fault of the message.
	NoSession bool
}

func (e *SendError) Error() string {
	kind := "permanent"
	if e.Temporary {
		kind = "temporary"
	}
	if e.Session {
		return strings.TrimSpace(fmt.Sprintf("smtp %s refused: %d %s %s", e.Stage, e.Code, e.Enhanced, e.Message))
	}
	switch {
	case e.Code != 0 && e.Enhanced != "":
		return fmt.Sprintf("smtp %s failure: %d %s %s", kind, e.Code, e.Enhanced, e.Message)
	case e.Code != 0:
		return fmt.Sprintf("smtp %s failure: %d %s", kind, e.Code, e.Message)
	}
	return fmt.Sprintf("smtp %s failure: %s", kind, e.Message)
}

func (e *SendError) Unwrap() error { return e.Err }

// IsPermanent reports whether err says that retrying cannot help: a
// SendError with Temporary false. Any other error (including nil) is not
// permanent.
func IsPermanent(err error) bool {
	var se *SendError
	return errors.As(err, &se) && !se.Temporary
}

// classify turns any error from a submission into a *SendError.
func classify(stage string, err error) *SendError {
	if err == nil {
		return nil
	}
	var se *SendError
	if errors.As(err, &se) {
		return se
	}
	var pe *smtp.SMTPError
	if errors.As(err, &pe) {
		return &SendError{
			Temporary: !isPermanentCode(pe.Code),
			Code:      pe.Code,
			Enhanced:  enhancedString(pe.EnhancedCode),
			Message:   pe.Message,
			Err:       fmt.Errorf("smtp %s: %w", stage, err),
			// 421 closes the channel for every message (RFC 5321 4.2.3:
			// the service is not available), as a server shutting down
			// or a provider throttling the judge says: no fault of this
			// message, and the next would meet it too.
			NoSession: pe.Code == serviceUnavailable,
		}
	}
	// No reply at all (network, TLS, timeout): the server may be back later.
	return &SendError{Temporary: true, Message: fmt.Sprintf("%s: %v", stage, err), Err: fmt.Errorf("smtp %s: %w", stage, err)}
}

// sessionFailure classifies a failure while setting up the session
// (TLS, EHLO, AUTH): never permanent for the message being sent.
func sessionFailure(stage string, err error) *SendError {
	se := classify(stage, err)
	if se == nil {
		return nil
	}
	if se.Code != 0 {
		se.Session, se.Stage, se.Temporary = true, stage, true
	}
	return se
}

// IsSessionRefused reports whether err is the server refusing the
// judge's session (TLS, EHLO, AUTH) with a reply code: a matter of the
// judge's configuration, not of the message.
func IsSessionRefused(err error) bool {
	var se *SendError
	return errors.As(err, &se) && se.Session
}

// IsServerFault reports whether err says nothing about the message sent:
// the judge got no session, or the server refused the session itself
// (IsSessionRefused). Every other message would fail alike until the
// server or the settings are right, so it is not counted against the
// message.
func IsServerFault(err error) bool {
	var se *SendError
	return errors.As(err, &se) && (se.Session || se.NoSession)
}

// noSession marks an error of setting up the session (dial, TLS, EHLO,
// AUTH, invalid settings) as the server's, not the message's.
func noSession(err error) error {
	var se *SendError
	if !errors.As(err, &se) {
		return &SendError{Temporary: true, NoSession: true, Message: err.Error(), Err: err}
	}
	se.Temporary, se.NoSession = true, true
	return se
}

// serviceUnavailable is the reply code of a server closing the channel
// (421), whatever the command it answers.
const serviceUnavailable = 421

// isPermanentCode applies RFC 5321 section 4.2.1: the first digit 5 is a
// permanent negative completion reply, 4 a transient one. Anything else in
// an error position (a malformed or unexpected code) is treated as
// transient, so a confused server costs a retry rather than a lost message.
func isPermanentCode(code int) bool {
	return code/100 == 5
}

// enhancedString formats an RFC 3463 class.subject.detail code, or "" when
// the server sent none.
func enhancedString(c smtp.EnhancedCode) string {
	if c == smtp.NoEnhancedCode || c == smtp.EnhancedCodeNotSet {
		return ""
	}
	return fmt.Sprintf("%d.%d.%d", c[0], c[1], c[2])
}

// IsLoginRefused reports whether err is a mail server refusing the judge's
// credentials: an IMAP LOGIN or AUTHENTICATE answered with NO, or an SMTP
// AUTH answered with a reply code. The configuration, not the server, has
// to change.
func IsLoginRefused(err error) bool {
	var se *SendError
	if errors.As(err, &se) {
		return se.Session && se.Stage == "AUTH"
	}
	return loginRefused(err)
}
