package mailio

import (
	"crypto/tls"
	"fmt"
	"net"
)

// TLSMode says how a connection to a mail server is protected.
type TLSMode string

const (
	// TLSImplicit speaks TLS from the first byte (IMAPS port 993, SMTPS/submissions port 465).
	TLSImplicit TLSMode = "implicit"
	// TLSStartTLS connects in clear text and upgrades with STARTTLS
	// (RFC 3501 section 6.2.1 for IMAP, RFC 3207 for SMTP) before authenticating.
	TLSStartTLS TLSMode = "starttls"
	// TLSNone never encrypts. Passwords cross the wire in clear text: use it
	// only on loopback, for tests and `adjutant dev`.
	TLSNone TLSMode = "none"
)

// validate reports ErrBadTLSMode for anything but the three known modes.
// The empty mode is treated as implicit TLS: the safe choice when a config omits it.
func (m TLSMode) validate() error {
	switch m {
	case TLSImplicit, TLSStartTLS, TLSNone, "":
		return nil
	}
	return fmt.Errorf("%w: %q", ErrBadTLSMode, string(m))
}

// orDefault turns the empty mode into TLSImplicit.
func (m TLSMode) orDefault() TLSMode {
	if m == "" {
		return TLSImplicit
	}
	return m
}

// clientTLSConfig returns a copy of cfg (or a fresh config using the system
// roots when cfg is nil) whose ServerName is the host part of addr unless the
// caller set one.
func clientTLSConfig(cfg *tls.Config, addr string) *tls.Config {
	var out *tls.Config
	if cfg == nil {
		out = &tls.Config{MinVersion: tls.VersionTLS12}
	} else {
		out = cfg.Clone()
	}
	if out.ServerName == "" {
		if host, _, err := net.SplitHostPort(addr); err == nil {
			out.ServerName = host
		} else {
			out.ServerName = addr
		}
	}
	return out
}
