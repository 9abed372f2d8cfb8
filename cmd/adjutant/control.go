package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"time"

	"adjutant/games"
	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
)

// The running daemon holds bbolt's exclusive file lock, so `status` and
// `backup` cannot open the database beside it. They ask the daemon instead,
// over a Unix socket in the data directory that only the daemon's user can
// reach. When no daemon answers, they open the file themselves.

const controlSocket = "control.sock"

type controlServer struct {
	ln      net.Listener
	db      *storage.DB
	engines []games.Engine
	log     *slog.Logger
	// sender is the running generation's, woken when mail is put back in
	// the outbox.
	sender atomic.Pointer[mailio.Sender]
}

func startControl(dataDir string, db *storage.DB, engines []games.Engine, log *slog.Logger) (*controlServer, error) {
	path := filepath.Join(dataDir, controlSocket)
	_ = os.Remove(path) // a stale socket from a killed daemon; the database lock proves none runs
	ln, err := net.Listen("unix", path)
	if err != nil {
		return nil, fmt.Errorf("control socket: %w", err)
	}
	if err := os.Chmod(path, 0o600); err != nil {
		ln.Close()
		return nil, fmt.Errorf("control socket: %w", err)
	}
	c := &controlServer{ln: ln, db: db, engines: engines, log: log}
	go c.serve()
	return c, nil
}

func (c *controlServer) Close() error { return c.ln.Close() }

func (c *controlServer) serve() {
	for {
		conn, err := c.ln.Accept()
		if err != nil {
			return
		}
		go guard(c.log, "control", func() { c.handle(conn) })
	}
}

// controlReply is the daemon's answer to one request.
type controlReply struct {
	Error  string              `json:"error,omitempty"`
	Status *storage.Status     `json:"status,omitempty"`
	Verify *judge.VerifyReport `json:"verify,omitempty"`
	// Quarantine answers "quarantine".
	Quarantine *quarantineList `json:"quarantine,omitempty"`
	// Audit answers "audit N [GAME]".
	Audit *[]storage.AuditEntry `json:"audit,omitempty"`
	// Resend answers "resend [all | ID...]".
	Resend *resendReply `json:"resend,omitempty"`
	// BackupSize answers "backup": that many bytes of the database
	// follow the reply's line.
	BackupSize *int64 `json:"backup_size,omitempty"`
}

func (c *controlServer) handle(conn net.Conn) {
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Minute))
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return
	}
	verb, arg, _ := strings.Cut(strings.TrimSpace(line), " ")
	var reply controlReply
	switch verb {
	case "status":
		st, err := c.db.Status()
		if err != nil {
			reply.Error = err.Error()
		} else {
			reply.Status = &st
		}
	case "quarantine":
		q, err := readQuarantine(c.db)
		if err != nil {
			reply.Error = err.Error()
		} else {
			reply.Quarantine = &q
		}
	case "audit":
		n, game, err := parseAuditRequest(arg)
		var entries []storage.AuditEntry
		if err == nil {
			entries, err = readAudit(c.db, game, n)
		}
		if err != nil {
			reply.Error = err.Error()
		} else {
			reply.Audit = &entries
		}
	case "backup":
		c.streamBackup(conn)
		return
	case "resend":
		all, ids, err := parseResendRequest(arg)
		var r resendReply
		if err == nil {
			r, err = resendFailed(c.db, all, ids, time.Now())
		}
		if err != nil {
			reply.Error = err.Error()
			break
		}
		reply.Resend = &r
		if s := c.sender.Load(); s != nil && len(r.Resent) > 0 {
			s.Wake()
		}
	case "verify":
		err := c.db.View(func(tx *storage.Tx) error {
			rep, err := judge.Verify(tx, c.engines, arg)
			reply.Verify = &rep
			return err
		})
		if err != nil {
			reply.Error = err.Error()
		}
	default:
		reply.Error = fmt.Sprintf("unknown request %q", verb)
	}
	_ = json.NewEncoder(conn).Encode(reply)
}

// streamBackup answers "backup" with a consistent copy of the database:
// a reply line with its size, then the bytes. The tool that asked writes
// the file itself, with its own user's rights and where that user sees
// it: the daemon may run where it cannot write there (the systemd unit
// lets it write only in its data directory) or has a /tmp of its own.
func (c *controlServer) streamBackup(conn net.Conn) {
	_ = conn.SetDeadline(time.Now().Add(backupTimeout))
	w := bufio.NewWriter(conn)
	started := false
	err := c.db.BackupTo(w, func(n int64) error {
		started = true
		return json.NewEncoder(w).Encode(controlReply{BackupSize: &n})
	})
	if err == nil {
		err = w.Flush()
	}
	if err != nil {
		c.log.Warn("backup over the control socket failed", "err", err)
		if !started {
			_ = json.NewEncoder(conn).Encode(controlReply{Error: err.Error()})
		}
	}
}

// backupTimeout bounds one backup over the control socket; a database of
// a few hundred MiB takes seconds.
const backupTimeout = 30 * time.Minute

// How long the tools wait for the daemon: controlAnswerWait for a whole
// answer (status, quarantine, audit, verify take well under a second on a
// large database), backupQuietWait for the next bytes of a backup, which
// may stream for minutes but never stops for long while it is healthy.
const (
	controlAnswerWait = time.Minute
	backupQuietWait   = time.Minute
)

// receiveBackup asks the daemon on dataDir for a copy of its database and
// writes it to w.
func receiveBackup(dataDir string, w io.Writer) error {
	return receiveBackupWithin(dataDir, w, backupQuietWait)
}

// receiveBackupWithin is receiveBackup giving up when the daemon sends
// nothing for quiet.
func receiveBackupWithin(dataDir string, w io.Writer, quiet time.Duration) error {
	conn, err := dialControl(dataDir)
	if err != nil {
		return err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(quiet))
	if _, err := fmt.Fprintln(conn, "backup"); err != nil {
		return err
	}
	r := bufio.NewReader(progressReader{conn: conn, quiet: quiet})
	line, err := r.ReadBytes('\n')
	if err != nil {
		return silentOr(dataDir, quiet, fmt.Errorf("reading the daemon's answer: %w", err))
	}
	var reply controlReply
	if err := json.Unmarshal(line, &reply); err != nil {
		return fmt.Errorf("reading the daemon's answer: %w", err)
	}
	if reply.Error != "" {
		return errors.New(reply.Error)
	}
	if reply.BackupSize == nil {
		return errors.New("the daemon sent no copy (is it an older version? run this version's adjutant backup against it after its restart)")
	}
	n, err := io.CopyN(w, r, *reply.BackupSize)
	if err != nil {
		return silentOr(dataDir, quiet, fmt.Errorf("the daemon's copy stopped after %d of %d bytes: %w", n, *reply.BackupSize, err))
	}
	return nil
}

// progressReader moves the connection's deadline on before every read:
// a backup fails when the daemon stops sending, not when it is long.
type progressReader struct {
	conn  net.Conn
	quiet time.Duration
}

func (p progressReader) Read(b []byte) (int, error) {
	_ = p.conn.SetReadDeadline(time.Now().Add(p.quiet))
	return p.conn.Read(b)
}

// errDaemonSilent means the daemon took the request and did not answer.
// Its text reads as part of silentOr's sentence.
var errDaemonSilent = errors.New("it may be hung")

// silentOr turns a read that ran out of time into errDaemonSilent, with
// what the operator can do about it.
func silentOr(dataDir string, wait time.Duration, err error) error {
	var ne net.Error
	if !errors.As(err, &ne) || !ne.Timeout() {
		return err
	}
	return fmt.Errorf("the adjutant daemon on %s did not answer in time: it took the request but sent nothing for %s; %w. "+
		"Its log says what it is doing (journalctl -u adjutant); if it stays silent, restart it (systemctl restart adjutant) and run this again",
		dataDir, wait, errDaemonSilent)
}

// errNoDaemon means nothing listens on the control socket.
var errNoDaemon = errors.New("no running daemon")

// dialControl connects to the daemon on dataDir. A socket this user may
// not reach is not "no daemon": the daemon may well run, and reading the
// file instead would fail the same way.
func dialControl(dataDir string) (net.Conn, error) {
	path := filepath.Join(dataDir, controlSocket)
	conn, err := net.DialTimeout("unix", path, 2*time.Second)
	if err == nil {
		return conn, nil
	}
	if errors.Is(err, fs.ErrPermission) {
		return nil, fmt.Errorf("this user may not use the control socket %s (a daemon may be running there): run the command as the judge's user or as root", path)
	}
	return nil, errNoDaemon
}

func askDaemon(dataDir, request string) (controlReply, error) {
	return askDaemonWithin(dataDir, request, controlAnswerWait)
}

// askDaemonWithin is askDaemon giving up after wait: a hung daemon must
// not hang the tool that asks it.
func askDaemonWithin(dataDir, request string, wait time.Duration) (controlReply, error) {
	conn, err := dialControl(dataDir)
	if err != nil {
		return controlReply{}, err
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(wait))
	if _, err := fmt.Fprintln(conn, request); err != nil {
		return controlReply{}, silentOr(dataDir, wait, err)
	}
	var reply controlReply
	if err := json.NewDecoder(conn).Decode(&reply); err != nil {
		return controlReply{}, silentOr(dataDir, wait, fmt.Errorf("reading the daemon's answer: %w", err))
	}
	return reply, nil
}

// askOrRead asks the running daemon for request, or, when none runs, opens
// the database itself and lets read fill the same reply: the tools answer
// alike whether the judge runs or not. running says which it was.
func askOrRead(dataDir, request string, read func(db *storage.DB, reply *controlReply) error) (reply controlReply, running bool, err error) {
	reply, err = askDaemon(dataDir, request)
	if errors.Is(err, errNoDaemon) {
		db, err := openQuiet(dataDir)
		if err != nil {
			return reply, false, err
		}
		defer db.Close()
		return reply, false, read(db, &reply)
	}
	if err != nil {
		return reply, true, err
	}
	if reply.Error != "" {
		return reply, true, errors.New(reply.Error)
	}
	return reply, true, nil
}
