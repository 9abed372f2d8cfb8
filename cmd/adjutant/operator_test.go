package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

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

// TestBackupIsWrittenByTheToolNotTheDaemon: `adjutant backup` asked the
// running daemon to write the copy, so the file was written with the
// daemon's rights and in its view of the file system. Under the shipped
// systemd unit (ProtectSystem=strict, PrivateTmp) the documented
// `/backup/…` could not be written, and a copy to /tmp went to the
// daemon's private /tmp while the tool said "backup written". The daemon
// here runs as nobody, who may not write where root asks for the copy.
func TestBackupIsWrittenByTheToolNotTheDaemon(t *testing.T) {
	shared, bin, uid, gid := asNobody(t)
	mail := startLoopbackMail(t)
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

// dataDirOfAnOlderVersion is a data directory holding a database the
// first schema version wrote (storage's fixture), not yet upgraded.
func dataDirOfAnOlderVersion(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	old, err := os.ReadFile("../../storage/testdata/v0.db")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, dbFile), old, 0o600); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestToolsOnADatabaseAnOlderVersionWrote: after installing a new version
// and before its first start, the operator takes the backup the upgrade
// notes ask for. backup refused the file ("older schema version and was
// opened read-only"), and status and the other tools said the same
// without saying what to do.
func TestToolsOnADatabaseAnOlderVersionWrote(t *testing.T) {
	dir := dataDirOfAnOlderVersion(t)
	old, err := os.ReadFile(filepath.Join(dir, dbFile))
	if err != nil {
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

// TestStatusListsBouncingAddressesAsText: the addresses whose mail bounced
// were printed as a Go list, "[a@example.org b@example.org]".
func TestStatusListsBouncingAddressesAsText(t *testing.T) {
	var b strings.Builder
	printStatus(&b, "/var/lib/adjutant", true, storage.Status{Bouncing: []string{"ann@example.org", "bob@example.org"}})
	if !strings.Contains(b.String(), "  bouncing addresses ann@example.org, bob@example.org\n") {
		t.Errorf("status:\n%s", b.String())
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
	dir := dataDirOfAnOlderVersion(t)
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

// TestASecondDevOnOneDataDirectory: a second `adjutant dev` on the data
// directory of a running judge started its mail system on the first's
// mailboxes (data/devmail) before finding the database locked.
func TestASecondDevOnOneDataDirectory(t *testing.T) {
	env := startDev(t)
	before, _ := os.ReadDir(filepath.Join(env.cfg.DataDir, "devmail"))
	code, out, errs := runCLI("dev", "--data", env.cfg.DataDir, "--imap-addr", "127.0.0.1:0", "--smtp-addr", "127.0.0.1:0")
	if code != 1 || !strings.Contains(errs, "another adjutant is running on "+env.cfg.DataDir) || strings.Contains(out, "development mode") {
		t.Errorf("a second dev: exit %d\n%s%s", code, out, errs)
	}
	if after, _ := os.ReadDir(filepath.Join(env.cfg.DataDir, "devmail")); len(after) != len(before) {
		t.Errorf("the second dev touched the first's mailboxes: %d entries, were %d", len(after), len(before))
	}
}

// TestDevOnAPortInUse: `adjutant dev` on a port another program holds
// said only "bind: address already in use"; it now says what to do.
func TestDevOnAPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	code, out, errs := runCLI("dev", "--data", t.TempDir(), "--imap-addr", ln.Addr().String(), "--smtp-addr", "127.0.0.1:0")
	want := "another program (another adjutant dev?) listens on " + ln.Addr().String() + " or 127.0.0.1:0: stop it, or choose free ports with --imap-addr and --smtp-addr"
	if code != 1 || !strings.Contains(errs, want) || strings.Contains(out, "development mode") {
		t.Errorf("dev on a port in use: exit %d, want %q in\n%s%s", code, want, out, errs)
	}
}

// TestToolsRefuseADirectoryWithoutItsFlag: `adjutant status /var/lib/
// adjutant` ignored the directory and read ./adjutant-data, which may be
// another judge's (the one `adjutant dev` left there); `serve FILE` said
// only that --config is required. They now say how to give it.
func TestToolsRefuseADirectoryWithoutItsFlag(t *testing.T) {
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.toml")
	if err := os.WriteFile(cfg, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"status", dir}, "unexpected argument \"" + dir + "\": give a data directory as --data " + dir},
		{[]string{"status", "--json", dir}, "give a data directory as --data " + dir},
		{[]string{"quarantine", dir}, "give a data directory as --data " + dir},
		{[]string{"compact", cfg}, "give a configuration file as --config " + cfg},
		{[]string{"status", "--json", "--metrics", "--data", dir}, "give --json or --metrics, not both"},
		{[]string{"serve", cfg}, "--config is required: adjutant serve --config " + cfg},
	} {
		code, out, errs := runCLI(c.args...)
		if code != 2 || !strings.Contains(errs, c.want) || out != "" {
			t.Errorf("%v: exit %d, want %q in\n%s%s", c.args, code, c.want, out, errs)
		}
	}
}

// TestToolsReadTheDataDirectoryOfAConfigWithAMistake: a typo elsewhere in
// the configuration (the one a reload just refused) made `status
// --config` and `backup --config` refuse to run, when they need only
// judge.data_dir. They warn and go on now. (And backup given a directory
// says to name a file in it.)
func TestToolsReadTheDataDirectoryOfAConfigWithAMistake(t *testing.T) {
	env := startDev(t)
	path := filepath.Join(t.TempDir(), "typo.toml")
	cfg := fmt.Sprintf("[imap]\npol_interval = \"60s\"\n[judge]\ndata_dir = %q\n", env.cfg.DataDir)
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("status", "--config", path)
	if code != 0 || !strings.Contains(out, "Adjutant "+env.cfg.DataDir+": running") ||
		!strings.Contains(errs, "warning: "+path+" is not valid") || !strings.Contains(errs, "imap.pol_interval: unknown key") {
		t.Errorf("status --config with a typo: exit %d\n%s%s", code, out, errs)
	}
	backup := filepath.Join(t.TempDir(), "copy.db")
	if code, out, errs := runCLI("backup", "--config", path, backup); code != 0 {
		t.Errorf("backup --config with a typo: exit %d\n%s%s", code, out, errs)
	}
	// A directory for the copy: the tool said "rename …: file exists".
	into := t.TempDir()
	if code, _, errs := runCLI("backup", "--config", path, into); code != 2 || !strings.Contains(errs, into+" is a directory: give the file to write in it, such as "+into+"/adjutant-") {
		t.Errorf("backup into a directory: exit %d\n%s", code, errs)
	}
	if code, _, errs := runCLI("status", "--config", filepath.Join(t.TempDir(), "none.toml")); code != 1 || !strings.Contains(errs, "no such file") {
		t.Errorf("status --config with no such file: exit %d\n%s", code, errs)
	}
}

// TestAMisspeltCommandIsNamed: `adjutant stauts`, `adjutant --version` or
// `adjutant metrics` printed the whole help after "unknown command"; the
// command meant is named now.
func TestAMisspeltCommandIsNamed(t *testing.T) {
	for arg, want := range map[string]string{
		"stauts":    `unknown command "stauts": did you mean adjutant status?`,
		"--version": `unknown command "--version": did you mean adjutant version?`,
		"metrics":   `unknown command "metrics": did you mean adjutant status --metrics?`,
		"compcat":   `did you mean adjutant compact?`,
	} {
		if code, out, errs := runCLI(arg); code != 2 || !strings.Contains(errs, want) || out != "" {
			t.Errorf("adjutant %s: exit %d, want %q\n%s%s", arg, code, want, out, errs)
		}
	}
	if code, _, errs := runCLI("xyzzy"); code != 2 || !strings.Contains(errs, "usage: adjutant COMMAND") {
		t.Errorf("adjutant xyzzy: exit %d, want the list of commands\n%s", code, errs)
	}
}
