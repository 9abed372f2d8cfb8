package dovecottest

import (
	"bytes"
	"errors"
	"fmt"
	"net"
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
)

// Dovecot is a running server.
type Dovecot struct {
	dir, conf string
	addr      string
	doveadm   string
	cmd       *exec.Cmd
	exited    chan struct{}
}

// startTimeout bounds the wait for the server to accept connections.
const startTimeout = 15 * time.Second

// Start runs Dovecot with the given users (name -> password) and stops it
// when the test ends. It skips the test when Dovecot is not installed and
// fails it when Dovecot is there but does not start.
func Start(t testing.TB, users map[string]string) *Dovecot {
	t.Helper()
	bin := findBinary("dovecot")
	doveadm := findBinary("doveadm")
	if bin == "" || doveadm == "" {
		t.Skip("dovecot not installed: apt-get install -y --no-install-recommends dovecot-imapd")
	}
	if os.Geteuid() != 0 {
		t.Skip("dovecottest needs root: Dovecot drops privileges to nobody for mail access")
	}
	// A short path: Dovecot's UNIX sockets live under base_dir and socket
	// paths are limited to about 100 bytes, too short for t.TempDir().
	dir, err := os.MkdirTemp("", "dvt")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	if err := layout(dir, users); err != nil {
		t.Fatal(err)
	}
	var lastErr error
	for try := 0; try < 3; try++ { // a free port can be taken between probe and bind
		d, err := launch(t, bin, doveadm, dir)
		if err == nil {
			return d
		}
		lastErr = err
	}
	log, _ := os.ReadFile(filepath.Join(dir, "dovecot.log"))
	t.Fatalf("dovecottest: dovecot did not start: %v\n%s", lastErr, log)
	return nil
}

// findBinary looks in PATH and in the sbin directories PATH often lacks.
func findBinary(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	for _, dir := range []string{"/usr/sbin", "/usr/bin", "/usr/local/sbin"} {
		p := filepath.Join(dir, name)
		if info, err := os.Stat(p); err == nil && !info.IsDir() && info.Mode()&0o111 != 0 {
			return p
		}
	}
	return ""
}

// layout writes the users file and the directories Dovecot needs, with the
// mail and home trees owned by nobody, the user mail is accessed as.
func layout(dir string, users map[string]string) error {
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	for _, sub := range []string{"run", "state", "mail", "home"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o755); err != nil {
			return err
		}
	}
	uid, gid, err := nobody()
	if err != nil {
		return err
	}
	for _, sub := range []string{"mail", "home"} {
		if err := os.Chown(filepath.Join(dir, sub), uid, gid); err != nil {
			return err
		}
	}
	names := make([]string, 0, len(users))
	for name := range users {
		if strings.ContainsAny(name, ":\n/") || strings.ContainsAny(users[name], "\n") {
			return fmt.Errorf("dovecottest: unusable user %q", name)
		}
		names = append(names, name)
	}
	slices.Sort(names)
	var b strings.Builder
	for _, name := range names {
		fmt.Fprintf(&b, "%s:{PLAIN}%s\n", name, users[name])
	}
	return os.WriteFile(filepath.Join(dir, "users"), []byte(b.String()), 0o644)
}

func nobody() (uid, gid int, err error) {
	u, err := user.Lookup("nobody")
	if err != nil {
		return 0, 0, err
	}
	uid, _ = strconv.Atoi(u.Uid)
	gid, _ = strconv.Atoi(u.Gid)
	return uid, gid, nil
}

// freePort asks the kernel for a port nobody is listening on.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

func launch(t testing.TB, bin, doveadm, dir string) (*Dovecot, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	conf := filepath.Join(dir, "dovecot.conf")
	if err := os.WriteFile(conf, []byte(config(dir, port)), 0o644); err != nil {
		return nil, err
	}
	d := &Dovecot{dir: dir, conf: conf, addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), doveadm: doveadm, exited: make(chan struct{})}
	d.cmd = exec.Command(bin, "-F", "-c", conf)
	var out bytes.Buffer
	d.cmd.Stdout, d.cmd.Stderr = &out, &out
	if err := d.cmd.Start(); err != nil {
		return nil, err
	}
	go func() { d.cmd.Wait(); close(d.exited) }()
	deadline := time.Now().Add(startTimeout)
	for {
		c, err := net.DialTimeout("tcp", d.addr, time.Second)
		if err == nil {
			c.Close()
			break
		}
		select {
		case <-d.exited:
			return nil, fmt.Errorf("dovecot exited: %s", out.String())
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			d.stop()
			return nil, fmt.Errorf("not listening on %s after %v", d.addr, startTimeout)
		}
	}
	t.Cleanup(d.stop)
	return d, nil
}

// stop sends SIGTERM and waits; SIGKILL if Dovecot lingers.
func (d *Dovecot) stop() {
	_ = d.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-d.exited:
	case <-time.After(10 * time.Second):
		_ = d.cmd.Process.Kill()
		<-d.exited
	}
}

// Addr is the host:port of the IMAP listener (plain text, LOGIN allowed).
func (d *Dovecot) Addr() string { return d.addr }

// Dir is the scratch directory holding the configuration, mail and log.
func (d *Dovecot) Dir() string { return d.dir }

// GiveToServer makes the file at path the server's own (nobody's), as a
// file it delivered would be: tests that put a broken message into a
// maildir by hand call it so that what fails is the message, not access.
func GiveToServer(path string) error {
	uid, gid, err := nobody()
	if err != nil {
		return err
	}
	return os.Chown(path, uid, gid)
}

// Append saves raw into the INBOX of user, as a local delivery would.
func (d *Dovecot) Append(user string, raw []byte) error {
	_, err := d.Doveadm(raw, "save", "-u", user)
	return err
}

// Doveadm runs `doveadm -c CONF args...` with stdin, returning its output;
// for example Doveadm(nil, "mailbox", "delete", "-u", "judge", "INBOX").
func (d *Dovecot) Doveadm(stdin []byte, args ...string) ([]byte, error) {
	cmd := exec.Command(d.doveadm, append([]string{"-c", d.conf}, args...)...)
	cmd.Stdin = bytes.NewReader(stdin)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if errors.As(err, &exit) {
		return out, fmt.Errorf("dovecottest: doveadm %s: %w: %s", strings.Join(args, " "), err, bytes.TrimSpace(out))
	}
	if err != nil {
		return out, fmt.Errorf("dovecottest: doveadm %s: %w", strings.Join(args, " "), err)
	}
	return out, nil
}

// config is a minimal Dovecot 2.3 configuration for dir and port.
func config(dir string, port int) string {
	return strings.NewReplacer("DIR", dir, "PORT", strconv.Itoa(port)).Replace(`protocols = imap
listen = 127.0.0.1
base_dir = DIR/run
state_dir = DIR/state
log_path = DIR/dovecot.log
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
login_trusted_networks = 127.0.0.0/8
mail_location = maildir:DIR/mail/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u DIR/users
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=DIR/home/%u
}
service imap-login {
  inet_listener imap {
    port = PORT
  }
  inet_listener imaps {
    port = 0
  }
}
namespace inbox {
  inbox = yes
  mailbox Processed {
    auto = create
  }
}
`)
}
