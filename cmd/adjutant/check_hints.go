package main

import (
	"crypto/x509"
	"errors"
	"strings"
	"syscall"

	"adjutant/mailio"
)

// connectionHint says what to change in the configuration when a mail
// server check failed for a reason the operator's settings explain: TLS
// spoken to a port that starts in clear text, clear text or STARTTLS to a
// port that wants TLS at once, a certificate this host does not trust, a
// login the server refused, or a host or port where no server listens.
// section is "imap" or "smtp"; "" when the error says nothing of the kind.
func connectionHint(section string, mode mailio.TLSMode, err error) string {
	msg := err.Error()
	var unknownAuthority x509.UnknownAuthorityError
	var badName x509.HostnameError
	switch {
	case errors.As(err, &unknownAuthority) || strings.Contains(msg, "certificate signed by unknown authority"):
		return "the server's certificate is not signed by an authority this host trusts; for a certificate of your own authority, start the judge with SSL_CERT_FILE=/path/to/ca.pem in its environment (for systemd: Environment= in the unit)"
	case errors.As(err, &badName) || strings.Contains(msg, "certificate is valid for"):
		return "the certificate does not name " + section + ".host; give the host name the certificate is for"
	case strings.Contains(msg, "first record does not look like a TLS handshake"):
		return "the server answered in clear text, not TLS: for a port that starts in clear text (IMAP 143, SMTP 587) set " + section + `.tls = "starttls"`
	case mode == "starttls" && strings.Contains(msg, "doesn't support STARTTLS"):
		return "the server does not offer STARTTLS: for a port that speaks TLS from the first byte (IMAP 993, SMTP 465) set " + section + `.tls = "implicit", or "none" for a server on this host that offers no TLS`
	case mode == "starttls" && (strings.Contains(msg, "EOF") || strings.Contains(msg, "timeout")):
		return "the server did not take STARTTLS: for a port that speaks TLS from the first byte (IMAP 993, SMTP 465) set " + section + `.tls = "implicit"`
	case mode == "none" && (strings.Contains(msg, "EOF") || strings.Contains(msg, "timeout")):
		return "the server closed the clear-text connection: for a port that speaks TLS from the first byte (IMAP 993, SMTP 465) set " + section + `.tls = "implicit"`
	case section == "imap" && mailio.IsMailboxRefused(err):
		return "the server has no folder of that name, or will not open it: create it with a mail client, or set imap.mailbox to the folder players' mail arrives in (default \"INBOX\")"
	case mailio.IsLoginRefused(err):
		return "the server refused " + section + ".user and its password: check " + section + ".user (often the whole address) and the password that " + section + ".password, password_file or password_command gives; Gmail and Microsoft 365 take an app password or auth = \"oauth2\" only"
	case errors.Is(err, syscall.ECONNREFUSED):
		return "nothing accepts connections there: check " + section + ".host and " + section + ".port, and that the server runs"
	}
	return ""
}
