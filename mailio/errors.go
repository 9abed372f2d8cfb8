package mailio

import "errors"

// Sentinel errors of package mailio. Callers test for them with errors.Is;
// the errors returned by this package wrap them with context.
var (
	// ErrBadTLSMode reports a TLSMode other than "implicit", "starttls" or "none".
	ErrBadTLSMode = errors.New("mailio: unknown TLS mode")
	// ErrNoAddr reports options without a server address.
	ErrNoAddr = errors.New("mailio: no server address")
	// ErrWatchdog reports that a server did not answer a command within
	// CommandTimeout (IMAP) or Timeout (SMTP) and the connection was closed.
	ErrWatchdog = errors.New("mailio: server did not answer in time; connection closed")
	// ErrBadAuth reports an SMTP Auth setting other than "plain", "login",
	// "oauth2" (with a token source) or "none".
	ErrBadAuth = errors.New("mailio: unknown SMTP auth mechanism")
	// ErrProcessedIsMailbox reports a ProcessedFolder equal to the Mailbox
	// it would move messages out of.
	ErrProcessedIsMailbox = errors.New("mailio: processed folder is the mailbox itself")
	// ErrTryLater, wrapped in an error of Store.Deliver, says the store
	// could not take the message for a reason of its own (shutting down,
	// unavailable): the attempt is not counted against the message.
	ErrTryLater = errors.New("mailio: store cannot take mail now")
	// ErrQuarantineFolder reports a QuarantineFolder equal to the Mailbox
	// or the ProcessedFolder.
	ErrQuarantineFolder = errors.New("mailio: quarantine folder is the mailbox or the processed folder")
	// ErrNoSMTPUTF8 reports a recipient or sender whose address needs
	// SMTPUTF8 (RFC 6531), which the submission server does not offer.
	ErrNoSMTPUTF8 = errors.New("mailio: the SMTP server does not offer SMTPUTF8")
	// ErrNoRecipients reports a Send with an empty recipient list.
	ErrNoRecipients = errors.New("mailio: no recipients")
)
