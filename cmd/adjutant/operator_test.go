package main

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"adjutant/mailio/devmail"
	"adjutant/storage"
)

// TestAuditOfAnEmptyLogWhileTheDaemonRuns: a new judge has nothing in its
// audit log; `adjutant audit` asked the running daemon, got no entries
// back, and crashed with a nil pointer instead of saying the log is empty.
func TestAuditOfAnEmptyLogWhileTheDaemonRuns(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1)
	for _, args := range [][]string{
		{"audit", "--data", env.cfg.DataDir},
		{"audit", "--data", env.cfg.DataDir, "west"},
	} {
		code, out, errs := runCLI(args...)
		if code != 0 || (!strings.Contains(out, "The audit log is empty.") && !strings.Contains(out, `No audit entries for game "west".`)) {
			t.Errorf("%v with the daemon running: exit %d\n%s%s", args, code, out, errs)
		}
	}
}

// TestEverySubcommandAnswersHelp: `adjutant help` sends the operator to
// "adjutant COMMAND -h". check-config took -h for the file to read
// ("open -h: no such file"), scenario called it a usage error, and
// version printed the version.
func TestEverySubcommandAnswersHelp(t *testing.T) {
	for _, c := range subcommands() {
		for _, flag := range []string{"-h", "--help"} {
			code, out, errs := runCLI(c.name, flag)
			text := out + errs
			if code != 0 {
				t.Errorf("adjutant %s %s: exit %d\n%s", c.name, flag, code, text)
			}
			if strings.Contains(text, "no such file") || strings.Contains(text, "adjutant "+c.name+":") {
				t.Errorf("adjutant %s %s took the flag for an argument:\n%s", c.name, flag, text)
			}
			if !strings.Contains(text, "Usage of "+c.name) && !strings.Contains(text, "usage: adjutant "+c.name) {
				t.Errorf("adjutant %s %s prints no usage:\n%s", c.name, flag, text)
			}
		}
		// Every flag a command takes is in its line of `adjutant help`
		// (status's --json and --metrics were missing), unless the line
		// says [flags].
		_, out, errs := runCLI(c.name, "-h")
		for _, line := range strings.Split(out+errs, "\n") {
			name, ok := strings.CutPrefix(line, "  -")
			if !ok || strings.Contains(c.args, "[flags]") {
				continue
			}
			name, _, _ = strings.Cut(name, " ")
			if !strings.Contains(c.args, "-"+name+" ") && !strings.HasSuffix(c.args, "-"+name) && !strings.Contains(c.args, "-"+name+"]") {
				t.Errorf("adjutant help: the line of %s (%q) lacks its flag -%s", c.name, c.args, name)
			}
		}
	}
}

// TestCheckConfigChecksTheDataDirectory: check-config said a file was fine
// whose judge.data_dir could not be created, and `serve` then failed at
// once. It now says whether the directory can be used, and whether a
// daemon runs on it.
func TestCheckConfigChecksTheDataDirectory(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
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

// TestBackupIsWrittenByTheToolNotTheDaemon: `adjutant backup` asked the
// running daemon to write the copy, so the file was written with the
// daemon's rights and in its view of the file system. Under the shipped
// systemd unit (ProtectSystem=strict, PrivateTmp) the documented
// `/backup/…` could not be written, and a copy to /tmp went to the
// daemon's private /tmp while the tool said "backup written". The daemon
// here runs as nobody, who may not write where root asks for the copy.
func TestBackupIsWrittenByTheToolNotTheDaemon(t *testing.T) {
	shared, bin, uid, gid := asNobody(t)
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
	cfgPath := writeLoopbackConfig(t, shared, mail)
	dataDir := filepath.Join(shared, "data")
	for _, p := range []string{cfgPath} {
		if err := os.Chmod(p, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(dataDir, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(dataDir, uid, gid); err != nil {
		t.Fatal(err)
	}
	daemon := exec.Command(bin, "serve", "--config", cfgPath)
	daemon.Env = append(os.Environ(), runAsMainEnv+"=1")
	daemon.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
	if testing.Verbose() {
		daemon.Stderr = os.Stderr
	}
	if err := daemon.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = daemon.Process.Signal(syscall.SIGTERM)
		_ = daemon.Wait()
	})
	if err := mail.Deliver("carol@example.org", []string{"judge@localhost"},
		[]byte("From: carol@example.org\r\nTo: judge@localhost\r\nSubject: v\r\nMessage-ID: <b1@example.org>\r\n\r\nVERSION\r\n")); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), mailPatience)
	defer cancel()
	if _, err := mail.WaitMessages(ctx, "carol@example.org", 1); err != nil {
		t.Fatalf("the daemon run as nobody answered nothing: %v", err)
	}

	out := filepath.Join(t.TempDir(), "copy.db") // root's, mode 0700
	code, stdout, stderr := runCLI("backup", "--data", dataDir, out)
	if code != 0 {
		t.Fatalf("backup of a daemon that may not write where the copy goes: exit %d\n%s%s", code, stdout, stderr)
	}
	db, err := storage.Open(out, &storage.Options{ReadOnly: true})
	if err != nil {
		t.Fatalf("the copy does not open: %v", err)
	}
	st, err := db.Status()
	db.Close()
	if err != nil || st.Inbound != 1 {
		t.Errorf("the copy holds %+v (%v), want carol's one mail", st, err)
	}
	if !strings.Contains(stdout, "backup written to "+out) {
		t.Errorf("backup says %q", stdout)
	}
	if code, _, stderr := runCLI("backup", "--data", dataDir, filepath.Join(dataDir, dbFile)); code != 2 || !strings.Contains(stderr, "live database") {
		t.Errorf("a backup onto the live database: exit %d, %q", code, stderr)
	}
}

// TestAnUnknownKeySaysWhatWasMeant: a misspelt key, or a right key under
// the wrong section header, was refused as "unknown key" alone, leaving
// the operator to find the right name in config.example.toml.
func TestAnUnknownKeySaysWhatWasMeant(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"typo", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\npol_interval = \"30s\"", 1),
			"imap.pol_interval: unknown key: did you mean imap.poll_interval?"},
		{"wrong section", minimalConfig + "[limits]\ndata_dir = \"/srv/adjutant\"\n",
			"limits.data_dir: unknown key: data_dir belongs under [judge]"},
		{"before every section", "timezone = \"UTC\"\n" + minimalConfig,
			"timezone: unknown key: timezone belongs under [judge]"},
		{"in two sections", minimalConfig + "password_file = \"/x\"\n",
			"judge.password_file: unknown key: password_file belongs under [imap] or [smtp]"},
		{"nothing close", minimalConfig + "[limits]\nfrobnicate = 1\n",
			"limits.frobnicate: unknown key"},
		{"misspelt section", strings.Replace(minimalConfig, "[imap]", "[imapp]", 1),
			"imapp: unknown section: did you mean [imap]? (the sections are [imap], [judge], [limits], [log], [oauth2], [retention], [smtp])"},
	}
	for _, c := range cases {
		_, err := parseConfig([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	// A misspelt section is named once, not with each of its keys.
	_, err := parseConfig([]byte(strings.Replace(minimalConfig, "[imap]", "[imapp]", 1)))
	if err == nil || strings.Count(err.Error(), "imapp") != 1 {
		t.Errorf("a misspelt section: %v", err)
	}
	// Two unknown keys: each gets its own line.
	_, err = parseConfig([]byte(minimalConfig + "[limits]\nreplies_per_hr = 3\ndigest_intervall = \"1h\"\n"))
	if err == nil || !strings.Contains(err.Error(), "did you mean limits.replies_per_hour?") || !strings.Contains(err.Error(), "did you mean limits.digest_interval?") {
		t.Errorf("two unknown keys: %v", err)
	}
	for _, k := range []string{"imap.password_file", "smtp.auth", "judge.picture_font", "limits.game_creators", "oauth2.refresh_token_file", "retention.raw_mail", "log.level"} {
		if !slices.Contains(configKeys(), k) {
			t.Errorf("configKeys lacks %s: %v", k, configKeys())
		}
	}
}

// TestCheckConfigHintsAtTheTLSSetting: a TLS setting that does not fit the
// port, or a server certificate from the operator's own authority, failed
// with the TLS library's words alone ("first record does not look like a
// TLS handshake", "certificate signed by unknown authority"). check-config
// now says which key to change, or what to give the judge.
func TestCheckConfigHintsAtTheTLSSetting(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
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

// asNobody prepares running this test binary as the user nobody: a
// directory nobody may read (shared), the binary copied into it, and
// nobody's uid and gid. It skips the test when not run as root.
func asNobody(t *testing.T) (shared, bin string, uid, gid int) {
	t.Helper()
	if os.Geteuid() != 0 {
		t.Skip("runs a process as the user nobody, which needs root")
	}
	nobody, err := user.Lookup("nobody")
	if err != nil {
		t.Skip("no user nobody")
	}
	uid, _ = strconv.Atoi(nobody.Uid)
	gid, _ = strconv.Atoi(nobody.Gid)
	shared, err = os.MkdirTemp("", "adjutant-nobody-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(shared) })
	if err := os.Chmod(shared, 0o755); err != nil {
		t.Fatal(err)
	}
	bin = filepath.Join(shared, "adjutant")
	self, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bin, self, 0o755); err != nil {
		t.Fatal(err)
	}
	return shared, bin, uid, gid
}

// TestAToolDeniedTheControlSocketSaysSo: a user who may not reach the
// daemon's control socket was told "no daemon answered", and then the
// database's "permission denied", while the daemon ran. The tool now says
// the daemon may run and whose rights it needs.
func TestAToolDeniedTheControlSocketSaysSo(t *testing.T) {
	_, bin, uid, gid := asNobody(t)
	env := startDev(t) // run by root; its data directory is root's alone
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1)
	if err := os.Chmod(filepath.Dir(env.cfg.DataDir), 0o755); err != nil { // the test's own directory
		t.Fatal(err)
	}
	if err := os.Chmod(env.cfg.DataDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"status"}, {"audit"}, {"quarantine"}, {"backup", filepath.Join(os.TempDir(), "never.db")}} {
		cmd := exec.Command(bin, append(append([]string{args[0]}, "--data", env.cfg.DataDir), args[1:]...)...)
		cmd.Env = append(os.Environ(), runAsMainEnv+"=1")
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}}
		out, _ := cmd.CombinedOutput()
		if !strings.Contains(string(out), "may not use the control socket "+filepath.Join(env.cfg.DataDir, controlSocket)) ||
			strings.Contains(string(out), "no daemon answered") {
			t.Errorf("%s as another user:\n%s", args[0], out)
		}
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

// TestToolsOnADatabaseAnOlderVersionWrote: after installing a new version
// and before its first start, the operator takes the backup the upgrade
// notes ask for. backup refused the file ("older schema version and was
// opened read-only"), and status and the other tools said the same
// without saying what to do.
func TestToolsOnADatabaseAnOlderVersionWrote(t *testing.T) {
	dir := t.TempDir()
	old, err := os.ReadFile("../../storage/testdata/v0.db")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, dbFile), old, 0o600); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "before-upgrade.db")
	if code, stdout, stderr := runCLI("backup", "--data", dir, out); code != 0 {
		t.Fatalf("backup of a file an older version wrote: exit %d\n%s%s", code, stdout, stderr)
	}
	copied, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if db, err := storage.Open(out, &storage.Options{ReadOnly: true}); !errors.Is(err, storage.ErrNeedsMigration) {
		if db != nil {
			db.Close()
		}
		t.Errorf("the copy is not the old file as it was (%d bytes): open read-only gives %v", len(copied), err)
	}
	if now, _ := os.ReadFile(filepath.Join(dir, dbFile)); !bytes.Equal(now, old) {
		t.Errorf("backup changed the file it copied")
	}

	for _, cmd := range []string{"status", "quarantine", "audit"} {
		code, stdout, stderr := runCLI(cmd, "--data", dir)
		if code != 1 || !strings.Contains(stderr, "an older version of Adjutant wrote it: start this version (adjutant serve) once to upgrade it") {
			t.Errorf("%s on an older file: exit %d\n%s%s", cmd, code, stdout, stderr)
		}
	}
}

// TestAFailingPasswordCommandSaysWhy: a password_command that failed was
// reported as "exit status 1" alone; what the command wrote to its
// standard error (a password manager saying why) was thrown away.
func TestAFailingPasswordCommandSaysWhy(t *testing.T) {
	text := strings.Replace(minimalConfig, `password = "pw"`, `password_command = "echo 'vault: no such entry adjutant/imap' >&2; exit 3"`, 1)
	cfg, err := parseConfig([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	err = cfg.resolveSecrets(context.Background())
	if err == nil || !strings.Contains(err.Error(), "imap.password_command: command failed: exit status 3: vault: no such entry adjutant/imap") {
		t.Errorf("got %v", err)
	}
}

// TestCheckConfigWarnsOfAPasswordOthersCanRead: the unit file asks for a
// configuration readable by the judge's user only when it holds a
// password; check-config said nothing of a file every user could read.
func TestCheckConfigWarnsOfAPasswordOthersCanRead(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
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

// TestEveryMetricIsDocumented: docs/operators.md lists the gauges of
// `status --metrics` for the operator's alerts; adjutant_inbound_total
// was written but not listed.
func TestEveryMetricIsDocumented(t *testing.T) {
	env := startDev(t)
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1)
	code, out, errs := runCLI("status", "--data", env.cfg.DataDir, "--metrics")
	if code != 0 {
		t.Fatalf("status --metrics: exit %d\n%s", code, errs)
	}
	doc, err := os.ReadFile("../../docs/operators.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(out, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		name, _, _ := strings.Cut(line, " ")
		name, _, _ = strings.Cut(name, "{")
		if !strings.Contains(string(doc), "`"+name+"`") {
			t.Errorf("docs/operators.md does not name the metric %s", name)
		}
	}
}

// TestTheExampleConfigNamesEveryKey: the README says config.example.toml
// documents every key. Each key the judge reads is named in the example's
// section for it ([smtp]'s password and password_command were not).
func TestTheExampleConfigNamesEveryKey(t *testing.T) {
	text, err := os.ReadFile("../../config.example.toml")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	current := ""
	for _, line := range strings.Split(string(text), "\n") {
		header := strings.TrimSpace(strings.TrimPrefix(line, "#"))
		if strings.HasPrefix(header, "[") && strings.HasSuffix(header, "]") && !strings.Contains(header, " ") {
			current = strings.Trim(header, "[]")
			continue
		}
		sections[current] += line + "\n"
	}
	for _, k := range configKeys() {
		section, leaf, _ := strings.Cut(k, ".")
		words := strings.FieldsFunc(sections[section], func(r rune) bool {
			return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		})
		if !slices.Contains(words, leaf) {
			t.Errorf("config.example.toml's [%s] does not name %s", section, leaf)
		}
	}
}

// TestProcessedFolderIsNotTheMailbox: processed_folder = "INBOX" passed
// as "every key is valid" and failed only at the IMAP check, with the
// mail library's words; it is a wrong key, named as such.
func TestProcessedFolderIsNotTheMailbox(t *testing.T) {
	for _, folder := range []string{"INBOX", "inbox"} {
		text := strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\nprocessed_folder = \""+folder+"\"", 1)
		_, err := parseConfig([]byte(text))
		if err == nil || !strings.Contains(err.Error(), "imap.processed_folder: \""+folder+"\" is the mailbox itself") {
			t.Errorf("processed_folder = %q: %v", folder, err)
		}
	}
}

// TestStatusListsBouncingAddressesAsText: the addresses whose mail bounced
// were printed as a Go list, "[a@example.org b@example.org]".
func TestStatusListsBouncingAddressesAsText(t *testing.T) {
	var b strings.Builder
	printStatus(&b, "/var/lib/adjutant", true, storage.Status{Bouncing: []string{"ann@example.org", "bob@example.org"}})
	if !strings.Contains(b.String(), "  bouncing addresses ann@example.org, bob@example.org\n") {
		t.Errorf("status:\n%s", b.String())
	}
}

// TestDevRefusesAJudgeAddressThatIsNone: `adjutant dev --judge-address
// nobody` started, and the judge then failed to log in to its own mailbox
// for ever; --log-level loud was refused in the log library's words.
func TestDevRefusesAJudgeAddressThatIsNone(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ flag, value, want string }{
		{"--judge-address", "nobody", `--judge-address: "nobody" is not a mail address (example: judge@localhost)`},
		{"--log-level", "loud", `--log-level: "loud" is not one of debug, info, warn, error`},
	} {
		code, out, errs := runCLI("dev", "--data", dir, "--imap-addr", "127.0.0.1:0", "--smtp-addr", "127.0.0.1:0", c.flag, c.value)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("dev %s %s: exit %d, want %q\n%s%s", c.flag, c.value, code, c.want, out, errs)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "devmail")); err == nil {
		t.Errorf("dev made its mail system before refusing its flags")
	}
}

// TestAFileThatIsNoDatabase: a data directory whose adjutant.db is not a
// database (a wrong directory, a damaged file) made serve ask "is another
// adjutant running?", and check-config called it usable.
func TestAFileThatIsNoDatabase(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
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

// TestASecondDaemonOnOneDatabase: the second daemon on a data directory
// stops at once and says another holds it.
func TestASecondDaemonOnOneDatabase(t *testing.T) {
	env := startDev(t)
	second := *env.cfg
	err := runDaemon(context.Background(), &second, daemonEnv{log: slog.New(slog.DiscardHandler), level: new(slog.LevelVar)})
	if err == nil || !strings.Contains(err.Error(), "another adjutant is running on "+env.cfg.DataDir+" (it holds the database's lock)") {
		t.Errorf("a second daemon: %v", err)
	}
	submit(t, env.mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	waitReplies(t, env.mail, "carol@example.org", 1) // the first goes on
}

// TestCompactSaysItUpgradedTheFile: compacting a database an older
// version wrote upgrades it on the way (it opens the file as the daemon
// does), and said only "compacted"; the older version then refuses the
// file. It now says so. A data directory without a database is named as
// such, not as a failed stat.
func TestCompactSaysItUpgradedTheFile(t *testing.T) {
	dir := t.TempDir()
	old, err := os.ReadFile("../../storage/testdata/v0.db")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, dbFile), old, 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("compact", "--data", dir)
	if code != 0 || !strings.Contains(out, fmt.Sprintf("the file was upgraded from schema v0 to v%d on the way", storage.CurrentSchemaVersion)) {
		t.Errorf("compact of an older file: exit %d\n%s%s", code, out, errs)
	}
	code, out, _ = runCLI("compact", "--data", dir)
	if code != 0 || strings.Contains(out, "upgraded") {
		t.Errorf("compact of a current file: exit %d\n%s", code, out)
	}
	if code, _, errs := runCLI("compact", "--data", t.TempDir()); code != 1 || !strings.Contains(errs, "no Adjutant database in") {
		t.Errorf("compact of an empty directory: exit %d\n%s", code, errs)
	}
}

// TestAPasswordIsTheFirstLine: the docs say password_file's first line is
// the password; the judge took the whole file, so a file with a second
// line (a note, or pass's "login:" line from a password_command) gave a
// password with a line break in it, which no server takes.
func TestAPasswordIsTheFirstLine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "imap-password")
	if err := os.WriteFile(file, []byte("s3cret\r\nrotated 2026-11-01 by the treasurer\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{
		"password_file = " + strconv.Quote(file),
		`password_command = "printf 's3cret\nlogin: judge\n'"`,
	} {
		cfg, err := parseConfig([]byte(strings.Replace(minimalConfig, `password = "pw"`, secret, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if err := cfg.resolveSecrets(context.Background()); err != nil {
			t.Fatal(err)
		}
		if cfg.IMAP.Password != "s3cret" {
			t.Errorf("%s: the password read is %q, want the first line", secret, cfg.IMAP.Password)
		}
	}
}
