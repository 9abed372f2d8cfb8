package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"path/filepath"
	"syscall"
	"time"

	"adjutant/games/kit/picture"
	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

// devDefaults are the values `adjutant dev` uses when no flag says otherwise.
const (
	devData     = "adjutant-data"
	devIMAP     = "127.0.0.1:1143"
	devSMTP     = "127.0.0.1:1025"
	devJudge    = "judge@localhost"
	devPassword = "adjutant"
)

func runDev(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("dev", flag.ContinueOnError)
	fs.SetOutput(stderr)
	data := fs.String("data", devData, "data directory (database and the local mailboxes)")
	imapAddr := fs.String("imap-addr", devIMAP, "address of the embedded IMAP server")
	smtpAddr := fs.String("smtp-addr", devSMTP, "address of the embedded SMTP server")
	judgeAddr := fs.String("judge-address", devJudge, "the judge's own address")
	password := fs.String("dev-password", devPassword, "the password every local address logs in with")
	logLevel := fs.String("log-level", "info", "debug, info, warn or error")
	maxMail := fs.String("max-mail-size", "10MiB", "the largest mail the embedded SMTP server accepts (advertised as SIZE; larger is refused with 552)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0))
	}
	dir, err := filepath.Abs(*data)
	if err != nil {
		return err
	}
	level := new(slog.LevelVar)
	lvl, ok := logLevelOf(*logLevel)
	if !ok {
		return fmt.Errorf("%w: --log-level: %q is not one of debug, info, warn, error", errUsage, *logLevel)
	}
	level.Set(lvl)
	if _, ok := bareAddress(*judgeAddr); !ok {
		return fmt.Errorf("%w: --judge-address: %q is not a mail address (example: judge@localhost)", errUsage, *judgeAddr)
	}
	log := slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: level}))
	maxMailBytes, err := parseSize(*maxMail)
	if err != nil || maxMailBytes < 4<<10 {
		return fmt.Errorf("%w: --max-mail-size: %q is not a size of at least 4KiB (examples: \"512KiB\", \"10MiB\")", errUsage, *maxMail)
	}

	// The mail system lives in the data directory too: a judge already
	// running there must keep its mailboxes to itself.
	if _, err := askDaemon(dir, "status"); err == nil {
		return fmt.Errorf("another adjutant is running on %s: stop it first, or give another --data", dir)
	} else if errors.Is(err, errDaemonSilent) {
		return fmt.Errorf("another adjutant is running on %s and does not answer: stop it first, or give another --data (%w)", dir, err)
	}
	mail, err := devmail.Start(devmail.Options{
		IMAPAddr: *imapAddr, SMTPAddr: *smtpAddr, Password: *password,
		Dir: filepath.Join(dir, "devmail"), MaxMessageBytes: maxMailBytes, Logger: log.With("part", "devmail"),
	})
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("starting the embedded mail system: another program (another adjutant dev?) listens on %s or %s: stop it, or choose free ports with --imap-addr and --smtp-addr: %w", *imapAddr, *smtpAddr, err)
	}
	if err != nil {
		return fmt.Errorf("starting the embedded mail system: %w", err)
	}
	defer func() {
		// Close saves what mail clients did to the mailboxes; a failure
		// loses it, and the operator should know.
		if err := mail.Close(); err != nil {
			log.Error("the local mailboxes could not all be saved: what mail clients did since the start (folders, moves, read marks) may be lost; delivered mail is kept", "part", "devmail", "err", err)
		}
	}()

	cfg := devConfig(dir, mail.IMAPAddr(), mail.SMTPAddr(), *judgeAddr, *password)
	cfg.LogLevel = level.Level()
	return runDaemon(ctx, cfg, daemonEnv{
		log: log, level: level, crash: crashpointFromEnv(),
		started: func() { printDevBanner(stdout, cfg, mail.IMAPAddr(), mail.SMTPAddr(), *password) },
	})
}

// devConfig is the configuration `adjutant dev` runs with: the judge reads
// its own local mailbox like any other client.
func devConfig(dataDir, imapAddr, smtpAddr, judgeAddr, password string) *Config {
	cfg := &Config{
		IMAP: mailio.IMAPOptions{
			Addr: imapAddr, TLS: "none", Username: judgeAddr, Password: password,
			Mailbox: "INBOX", ProcessedFolder: "Processed", UseIDLE: true,
			QuarantineFolder: defaultQuarantineFolder, MaxAttempts: defaultMaxAttempts,
			// The embedded IMAP server announces every delivery during
			// IDLE; the short rescan is the backstop every server needs.
			RescanInterval: 10 * time.Second,
		},
		SMTP: mailio.SMTPOptions{
			Addr: smtpAddr, TLS: "none", Username: judgeAddr, Password: password, Auth: "plain",
		},
		JudgeAddress:   judgeAddr,
		JudgeName:      "Adjutant",
		DataDir:        dataDir,
		MaxMessageSize: 1 << 20,
		RepliesPerHour: 30,
		DigestInterval: 15 * time.Minute,
		ConfirmJoins:   true,
		KeepRawMail:    defaultKeepRawMail,
		KeepSentMail:   defaultKeepSentMail,
	}
	cfg.Location = time.UTC
	cfg.HanFont = picture.FindHanFont(picture.HanFontPaths())
	cfg.IMAP.MaxMessageSize = cfg.MaxMessageSize
	return cfg
}

func printDevBanner(w io.Writer, cfg *Config, imapAddr, smtpAddr, password string) {
	fmt.Fprintf(w, `Adjutant %s — development mode, with its own mail system on loopback

  IMAP server     %s   (no TLS; user name = your full address)
  SMTP server     %s   (no TLS; log in the same way, or send without login)
  Password        %s   (one password for every address)
  Judge address   %s
  Data directory  %s

Every address at any domain is a local mailbox. Point any mail client at the
servers above as, say, alice@example.org, send a message with the line HELP to
%s, and the answer arrives in alice's INBOX. Ctrl-C stops the judge;
everything is kept in the data directory for the next start.
`, version(), imapAddr, smtpAddr, password, cfg.JudgeAddress, cfg.DataDir, cfg.JudgeAddress)
}
