// Package dovecottest starts a real Dovecot IMAP server for integration
// tests, owned by the test: a scratch directory, a generated configuration
// (Dovecot 2.3 syntax), the server in the foreground (`dovecot -F`), and a
// SIGTERM in t.Cleanup.
//
// When the dovecot binary is not installed, Start calls t.Skip with a
// message saying so: such a test is reported as skipped, never as passed.
// Install it with `apt-get install -y --no-install-recommends
// dovecot-imapd` (the CI script does).
//
// Caveats: Dovecot must start as root here (it drops to the unprivileged
// nobody user for mail access; as another user Start skips). The server
// listens on 127.0.0.1 without TLS and accepts plain-text LOGIN; each user
// has a Maildir and a "Processed" folder created on first login.
package dovecottest
