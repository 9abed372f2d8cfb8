package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestCheckConfigChecksTheDataDirectory: check-config said a file was fine
// whose judge.data_dir could not be created, and `serve` then failed at
// once. It now says whether the directory can be used, and whether a
// daemon runs on it.
func TestCheckConfigChecksTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	good := writeLoopbackConfig(t, dir, mail)
	code, out, errs := runCLI("check-config", good)
	if code != 0 || !strings.Contains(out, "data directory "+filepath.Join(dir, "data")+": does not exist yet; the first start creates it") {
		t.Errorf("a data directory still to be created: exit %d\n%s%s", code, out, errs)
	}

	// A file where the directory should be: a typo an operator makes,
	// and one that root's permissions cannot hide.
	blocker := filepath.Join(dir, "blocker")
	if err := os.WriteFile(blocker, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	text, _ := os.ReadFile(good)
	bad := filepath.Join(dir, "bad.toml")
	badText := strings.Replace(string(text), filepath.Join(dir, "data"), filepath.Join(blocker, "data"), 1)
	if err := os.WriteFile(bad, []byte(badText), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs = runCLI("check-config", bad)
	if code != 1 || !strings.Contains(out, "data directory "+filepath.Join(blocker, "data")+": FAILED") || !strings.Contains(out, "not a directory") {
		t.Errorf("a data directory under a file: exit %d\n%s%s", code, out, errs)
	}
	if !strings.Contains(errs, "a check failed") {
		t.Errorf("the summary does not say a check failed: %q", errs)
	}

	cfg, err := loadConfig(good)
	if err != nil {
		t.Fatal(err)
	}
	cfg.IMAP.Password, cfg.SMTP.Password = "pw", "pw"
	runInBackground(t, cfg)
	code, out, errs = runCLI("check-config", good)
	if code != 0 || !strings.Contains(out, "data directory "+cfg.DataDir+": usable (adjutant.db there; an adjutant daemon runs on it)") {
		t.Errorf("the data directory of a running daemon: exit %d\n%s%s", code, out, errs)
	}
}

// TestCheckConfigHintsAtTheTLSSetting: a TLS setting that does not fit the
// port, or a server certificate from the operator's own authority, failed
// with the TLS library's words alone ("first record does not look like a
// TLS handshake", "certificate signed by unknown authority"). check-config
// now says which key to change, or what to give the judge.
func TestCheckConfigHintsAtTheTLSSetting(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	good := writeLoopbackConfig(t, dir, mail)
	text, _ := os.ReadFile(good)
	implicit := filepath.Join(dir, "implicit.toml")
	if err := os.WriteFile(implicit, []byte(strings.ReplaceAll(string(text), `tls = "none"`, `tls = "implicit"`)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI("check-config", implicit)
	for _, want := range []string{`hint: the server answered in clear text, not TLS: for a port that starts in clear text (IMAP 143, SMTP 587) set imap.tls = "starttls"`,
		`set smtp.tls = "starttls"`} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("TLS to clear-text ports: exit %d, want %q in\n%s", code, want, out)
		}
	}

	// An IMAP server whose certificate no authority of this host signed.
	ln, err := tls.Listen("tcp", "127.0.0.1:0", &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			_ = c.(*tls.Conn).Handshake()
			c.Close()
		}
	}()
	host, port := splitHostPort(t, ln.Addr().String())
	own := filepath.Join(dir, "own-ca.toml")
	ownText := strings.Replace(string(text), `tls = "none"`, `tls = "implicit"`, 1)
	ownText = strings.Replace(ownText, "port = "+strings.Split(mail.IMAPAddr(), ":")[1], "port = "+port, 1)
	ownText = strings.Replace(ownText, fmt.Sprintf("host = %q", host), `host = "localhost"`, 1)
	if err := os.WriteFile(own, []byte(ownText), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCLI("check-config", own)
	if want := "hint: the server's certificate is not signed by an authority this host trusts; for a certificate of your own authority, start the judge with SSL_CERT_FILE="; code != 1 || !strings.Contains(out, want) {
		t.Errorf("a certificate of the operator's own authority: exit %d, want %q in\n%s", code, want, out)
	}
}

// selfSigned makes a certificate for localhost that no authority signed.
func selfSigned(t *testing.T) tls.Certificate {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "localhost"}, DNSNames: []string{"localhost"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}

// TestCheckConfigWarnsOfAPasswordOthersCanRead: the unit file asks for a
// configuration readable by the judge's user only when it holds a
// password; check-config said nothing of a file every user could read.
func TestCheckConfigWarnsOfAPasswordOthersCanRead(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	path := writeLoopbackConfig(t, dir, mail) // password = "pw", in clear
	want := "warning: " + path + " holds a password (imap.password, smtp.password) and other users may read it (mode 0644)"
	if err := os.Chmod(path, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runCLI("check-config", path); code != 0 || !strings.Contains(out, want) {
		t.Errorf("a world-readable file with a password: exit %d, want %q in\n%s%s", code, want, out, errs)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, _ := runCLI("check-config", path); code != 0 || strings.Contains(out, "warning") {
		t.Errorf("a file only its owner reads: exit %d\n%s", code, out)
	}
}

// TestAFileThatIsNoDatabase: a data directory whose adjutant.db is not a
// database (a wrong directory, a damaged file) made serve ask "is another
// adjutant running?", and check-config called it usable.
func TestAFileThatIsNoDatabase(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	path := writeLoopbackConfig(t, dir, mail)
	data := filepath.Join(dir, "data")
	if err := os.MkdirAll(data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, dbFile), []byte("these are someone's notes\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI("check-config", path)
	if code != 1 || !strings.Contains(out, "data directory "+data+": FAILED: "+filepath.Join(data, dbFile)+" cannot be used: ") {
		t.Errorf("check-config: exit %d\n%s", code, out)
	}
	code, _, errs := runCLI("serve", "--config", path)
	if code != 1 || strings.Contains(errs, "another adjutant") || !strings.Contains(errs, "opening the database: ") {
		t.Errorf("serve: exit %d\n%s", code, errs)
	}
}

// TestCheckConfigHintsAtAWrongPasswordOrPort: a wrong password or a port
// where nothing listens failed with the server's or the system's words
// alone ("NO [AUTHENTICATIONFAILED] Authentication failed.", "535 5.7.8",
// "connection refused"), and so did an imap.mailbox the server does not
// have; check-config now names the keys to look at.
func TestCheckConfigHintsAtAWrongPasswordOrPort(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	good := writeLoopbackConfig(t, dir, mail)
	text, _ := os.ReadFile(good)
	wrong := filepath.Join(dir, "wrong.toml")
	if err := os.WriteFile(wrong, []byte(strings.ReplaceAll(string(text), `password = "pw"`, `password = "not-it"`)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI("check-config", wrong)
	for _, want := range []string{"hint: the server refused imap.user and its password: check imap.user",
		"hint: the server refused smtp.user and its password: check smtp.user"} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("a wrong password: exit %d, want %q in\n%s", code, want, out)
		}
	}

	noFolder := filepath.Join(dir, "no-folder.toml")
	if err := os.WriteFile(noFolder, []byte(strings.Replace(string(text), `processed_folder = "Processed"`, "processed_folder = \"Processed\"\nmailbox = \"Judge\"", 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCLI("check-config", noFolder)
	if want := "hint: the server has no folder of that name, or will not open it: create it with a mail client, or set imap.mailbox"; code != 1 || !strings.Contains(out, want) {
		t.Errorf("a mailbox the server does not have: exit %d, want %q in\n%s", code, want, out)
	}

	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	_, closed := splitHostPort(t, ln.Addr().String())
	ln.Close() // nothing listens there now
	noServer := filepath.Join(dir, "no-server.toml")
	_, imapPort := splitHostPort(t, mail.IMAPAddr())
	if err := os.WriteFile(noServer, []byte(strings.Replace(string(text), "port = "+imapPort, "port = "+closed, 1)), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ = runCLI("check-config", noServer)
	if want := "hint: nothing accepts connections there: check imap.host and imap.port, and that the server runs"; code != 1 || !strings.Contains(out, want) {
		t.Errorf("a port where nothing listens: exit %d, want %q in\n%s", code, want, out)
	}
}

// TestCheckConfigNamesEveryPasswordFileItCannotRead: config.example.toml
// copied and filled in but for its password files stopped check-config
// at the first ("imap.password_file: open …: no such file or directory"),
// before the second and the data directory were looked at, and did not
// say what the file should hold. An empty file went on to a login the
// server refused.
func TestCheckConfigNamesEveryPasswordFileItCannotRead(t *testing.T) {
	dir := t.TempDir()
	mail := startLoopbackMail(t)
	text, _ := os.ReadFile(writeLoopbackConfig(t, dir, mail))
	missing := filepath.Join(dir, "imap-password")
	empty := filepath.Join(dir, "smtp-password")
	if err := os.WriteFile(empty, []byte("\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	cfg := strings.Replace(string(text), `password = "pw"`, fmt.Sprintf("password_file = %q", missing), 1)
	cfg = strings.Replace(cfg, `password = "pw"`, fmt.Sprintf("password_file = %q", empty), 1)
	path := filepath.Join(dir, "files.toml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI("check-config", path)
	for _, want := range []string{
		"FAILED: imap.password_file: open " + missing + ": no such file or directory (create it with the password on its first line",
		"FAILED: smtp.password_file: " + empty + " is empty or starts with an empty line: write the password on its first line",
		"data directory " + filepath.Join(dir, "data") + ": does not exist yet",
		"IMAP and SMTP: not tried until every password and token can be read",
	} {
		if code != 1 || !strings.Contains(out, want) {
			t.Errorf("exit %d, want %q in\n%s", code, want, out)
		}
	}
}

// TestCheckConfigOfAFileItCannotRead: a configuration file missing, or
// one the judge's user may not read (root's, 0600, as the guide's copy
// step leaves it before the chown), was reported as "FILE is not
// valid: reading config: …", as if its contents were wrong.
func TestCheckConfigOfAFileItCannotRead(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "config.toml")
	code, out, errs := runCLI("check-config", missing)
	if want := "open " + missing + ": no such file or directory (copy config.example.toml there and fill it in)"; code != 1 || !strings.Contains(errs, want) || strings.Contains(errs, "is not valid") {
		t.Errorf("a missing file: exit %d, want %q\n%s%s", code, want, out, errs)
	}
	if code, _, errs := runCLI("serve", "--config", missing); code != 1 || !strings.Contains(errs, "(copy config.example.toml there and fill it in)") {
		t.Errorf("serve of a missing file: exit %d\n%s", code, errs)
	}
}
