package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"sync/atomic"
	"syscall"
	"time"

	"adjutant/games"
	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"
)

// startMailboxWait is how long the deadlines due at start wait for the
// mail source to read the mailbox through once: what players sent while
// the judge was down is read first. A server that cannot be read in that
// time holds the games up no longer.
const startMailboxWait = 2 * time.Minute

// dbFile is the database's name inside the data directory.
const dbFile = "adjutant.db"

// daemonEnv is what the daemon needs besides its configuration.
type daemonEnv struct {
	log   *slog.Logger
	level *slog.LevelVar
	// reload re-reads the configuration on SIGHUP; nil means SIGHUP only
	// logs that there is nothing to reload.
	reload func() (*Config, error)
	crash  func(point string)
	// started is called once everything runs (tests use it to know when).
	started func()
	// seed, when set, draws games' seeds (tests play with known dice).
	seed func() [games.SeedSize]byte
	// testEngines, when set, replace this build's engines(): tests run the
	// example engine (games/example), which players are not offered.
	testEngines []games.Engine
}

// engines are the games this daemon runs, for its judge and for `adjutant
// verify` through its control socket.
func (env daemonEnv) engines() []games.Engine {
	if env.testEngines != nil {
		return env.testEngines
	}
	return engines()
}

// runDaemon runs the judge until ctx ends or SIGINT/SIGTERM arrives, then
// shuts down in stages: stop fetching mail, let the judge finish the event
// in hand, flush the outbox for a few seconds, close the database. A second
// signal during shutdown exits at once. SIGHUP re-reads the configuration;
// a configuration that does not validate is logged and the old one kept.
func runDaemon(ctx context.Context, cfg *Config, env daemonEnv) error {
	log := env.log
	if err := os.MkdirAll(cfg.DataDir, 0o750); err != nil {
		return fmt.Errorf("creating data directory: %w", err)
	}
	db, err := storage.Open(filepath.Join(cfg.DataDir, dbFile), &storage.Options{Timeout: 2 * time.Second})
	if errors.Is(err, storage.ErrLocked) {
		return fmt.Errorf("another adjutant is running on %s (it holds the database's lock): %w", cfg.DataDir, err)
	}
	if errors.Is(err, os.ErrPermission) {
		return fmt.Errorf("opening the database: this user may not write %s: give the data directory and what is in it to the judge's user (chown -R), as a first run as root leaves it root's: %w", cfg.DataDir, err)
	}
	if errors.Is(err, syscall.ENOSPC) || errors.Is(err, syscall.EROFS) {
		return fmt.Errorf("opening the database: the disk of %s is full or read-only: make room (or remount it writable) and start again: %w", cfg.DataDir, err)
	}
	if err != nil {
		return fmt.Errorf("opening the database: %w", err)
	}
	defer db.Close()
	ctl, err := startControl(cfg.DataDir, db, env.engines(), log)
	if err != nil {
		return err
	}
	defer ctl.Close()
	if err := db.Update(func(tx *storage.Tx) error {
		return tx.SetMeta("started-at", time.Now().UTC().Format(time.RFC3339))
	}); err != nil {
		return err
	}

	signals := make(chan os.Signal, 2)
	signal.Notify(signals, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(signals)

	gen, err := startGeneration(db, cfg, env)
	if err != nil {
		return err
	}
	ctl.sender.Store(gen.sender)
	pruneCtx, stopPrune := context.WithCancel(context.Background())
	defer stopPrune()
	var live atomic.Pointer[Config] // the configuration in force, for the retention goroutine
	live.Store(cfg)
	go guard(log, "retention", func() { runRetention(pruneCtx, db, live.Load, log) })
	log.Info("judge running", "address", cfg.JudgeAddress, "data", cfg.DataDir, "imap", cfg.IMAP.Addr, "smtp", cfg.SMTP.Addr,
		"picture_font", pictureFontName(cfg))
	if env.started != nil {
		env.started()
	}
	for {
		select {
		case s := <-signals:
			if s == syscall.SIGHUP {
				gen, cfg = reloadGeneration(db, gen, cfg, env)
				ctl.sender.Store(gen.sender)
				live.Store(cfg)
				continue
			}
			log.Info("shutting down", "signal", s.String())
		case <-ctx.Done():
			log.Info("shutting down")
		}
		go func() {
			s := <-signals
			log.Warn("second signal: exiting at once", "signal", s.String())
			os.Exit(1)
		}()
		gen.stop(log)
		logStopped(log, db)
		return nil
	}
}

// logStopped is the shutdown's last line: with what is left in the
// outbox (sent at the next start) and the mail not yet answered.
func logStopped(log *slog.Logger, db *storage.DB) {
	st, err := db.Status()
	if err != nil {
		log.Info("stopped")
		return
	}
	log.Info("stopped", "outbox_waiting", st.Outbox, "inbound_pending", st.PendingInbound)
}

func reloadGeneration(db *storage.DB, gen *generation, cfg *Config, env daemonEnv) (*generation, *Config) {
	if env.reload == nil {
		env.log.Info("SIGHUP: this mode has no configuration file to reload")
		return gen, cfg
	}
	next, err := env.reload()
	if err != nil {
		env.log.Error("SIGHUP: new configuration rejected; keeping the old one", "err", err)
		return gen, cfg
	}
	if next.DataDir != cfg.DataDir {
		env.log.Warn("SIGHUP: judge.data_dir cannot change while running; keeping the old directory", "kept", cfg.DataDir)
		next.DataDir = cfg.DataDir
	}
	gen.stop(env.log)
	env.level.Set(next.LogLevel)
	fresh, err := startGeneration(db, next, env)
	if err != nil {
		env.log.Error("SIGHUP: could not start with the new configuration; restarting with the old one", "err", err)
		fresh, err = startGeneration(db, cfg, env)
		if err != nil {
			env.log.Error("restart with the old configuration failed too", "err", err)
			os.Exit(1)
		}
		return fresh, cfg
	}
	env.log.Info("SIGHUP: configuration reloaded")
	return fresh, next
}

// generation is one set of running parts: the judge's loop, the mail source
// and the outbox sender. A reload stops one generation and starts the next
// on the same database.
type generation struct {
	sender                           *mailio.Sender
	stopSource, stopLoop, stopSender context.CancelFunc
	sourceDone, loopDone, senderDone chan struct{}
}

func startGeneration(db *storage.DB, cfg *Config, env daemonEnv) (*generation, error) {
	log := env.log
	crash := env.crash
	if crash == nil {
		crash = func(string) {}
	}
	sender := mailio.NewSender(mailio.NewSink(cfg.SMTP), &outboxAdapter{db: db, crash: crash, verp: cfg.VERP}, &mailio.SenderOptions{Logger: log.With("part", "sender")})
	j, err := judge.New(db, judge.Options{
		Address:             cfg.JudgeAddress,
		Name:                cfg.JudgeName,
		Version:             version(),
		Location:            cfg.Location,
		RepliesPerHour:      cfg.RepliesPerHour,
		DigestInterval:      cfg.DigestInterval,
		InvitesPerMail:      cfg.ConfirmationsPerMail,
		ConfirmationsPerDay: cfg.ConfirmationsPerDay,
		ConfirmJoins:        cfg.ConfirmJoins,
		MaxMessageSize:      cfg.MaxMessageSize,
		Logger:              log.With("part", "judge"),
		OnEnqueue:           sender.Wake,
		Engines:             env.engines(),
		Seed:                env.seed,
		Crashpoint:          crash,
		GamesPerDay:         cfg.GamesPerDay,
		GameCreators:        cfg.GameCreators,
		NoPictures:          cfg.NoPictures,
		HanFont:             cfg.HanFont,
		AwaitMailbox:        startMailboxWait,
	})
	if err != nil {
		return nil, err
	}
	g := &generation{sender: sender, sourceDone: make(chan struct{}), loopDone: make(chan struct{}), senderDone: make(chan struct{})}
	events := make(chan judge.Event)

	loopCtx, stopLoop := context.WithCancel(context.Background())
	g.stopLoop = stopLoop
	go func() {
		defer close(g.loopDone)
		runLoop(loopCtx, log, j, events, sender.Wake)
	}()

	srcCtx, stopSource := context.WithCancel(context.Background())
	g.stopSource = stopSource
	// The reader logs to the daemon's log, at its level and in its format,
	// not through Go's default logger.
	imapOpts := cfg.IMAP
	if imapOpts.Logger == nil {
		imapOpts.Logger = log.With("part", "imap")
	}
	source := mailio.NewSource(imapOpts, &storeAdapter{db: db, events: events, loopDone: g.loopDone, crash: crash, log: log})
	go func() {
		defer close(g.sourceDone)
		guard(log, "mail source", func() { _ = source.Run(srcCtx) })
	}()

	sendCtx, stopSender := context.WithCancel(context.Background())
	g.stopSender = stopSender
	go func() {
		defer close(g.senderDone)
		guard(log, "sender", func() { _ = sender.Run(sendCtx) })
	}()
	return g, nil
}

// stop shuts the generation down in the documented order.
func (g *generation) stop(log *slog.Logger) {
	g.stopSource()
	<-g.sourceDone
	g.stopLoop()
	<-g.loopDone
	// The sender's own loop stops before the final flush, so no message is
	// handed to SMTP by both at once.
	g.stopSender()
	<-g.senderDone
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	if err := g.sender.Flush(ctx); err != nil {
		log.Warn("outbox not fully flushed; the rest is sent on the next start", "err", err)
	}
	cancel()
}

// loopRestartWait is the pause before the judge's loop is started again
// after a fault ended it.
const loopRestartWait = 5 * time.Second

// runLoop runs the judge's loop until ctx ends. A fault no handler
// recovered ends Run; the loop is then started again, as at a start: the
// mail it left pending is handled first (each such start counted against
// it, so that a mail that ends the loop every time is set aside at the
// third), and what it committed before the fault is sent. Before, the
// daemon ran on with no loop, and no mail was handled until a restart.
func runLoop(ctx context.Context, log *slog.Logger, j *judge.Judge, events <-chan judge.Event, wakeSender func()) {
	for {
		guard(log, "judge loop", func() { _ = j.Run(ctx, events) })
		if ctx.Err() != nil {
			return
		}
		log.Error("the judge's loop stopped on a fault (see the panic above); starting it again", "wait", loopRestartWait)
		wakeSender()
		select {
		case <-ctx.Done():
			return
		case <-time.After(loopRestartWait):
		}
	}
}

// guard runs a long-lived part and logs a panic instead of crashing the
// daemon; the part's own loop restarts work where that makes sense.
func guard(log *slog.Logger, name string, f func()) {
	defer func() {
		if r := recover(); r != nil {
			log.Error("panic", "part", name, "panic", r, "stack", string(debug.Stack()))
		}
	}()
	f()
}

// retentionEvery is how often old copies of mail are dropped.
const retentionEvery = 6 * time.Hour

// runRetention drops raw and sent copies older than the configuration keeps
// them, at start and every retentionEvery, in short transactions so the
// judge's own writes are not held up.
func runRetention(ctx context.Context, db *storage.DB, current func() *Config, log *slog.Logger) {
	for {
		cfg := current()
		now := time.Now()
		var raw, sent time.Time
		if cfg.KeepRawMail > 0 {
			raw = now.Add(-cfg.KeepRawMail)
		}
		if cfg.KeepSentMail > 0 {
			sent = now.Add(-cfg.KeepSentMail)
		}
		total := storage.Pruned{}
		for !raw.IsZero() || !sent.IsZero() {
			var p storage.Pruned
			if err := db.Update(func(tx *storage.Tx) error {
				var err error
				p, err = tx.Prune(raw, sent, 500)
				return err
			}); err != nil {
				log.Error("dropping old mail copies", "err", err)
				break
			}
			total.RawInbound += p.RawInbound
			total.SentData += p.SentData
			if p.RawInbound < 500 && p.SentData < 500 {
				break
			}
		}
		if total.RawInbound+total.SentData > 0 {
			log.Info("dropped old mail copies", "raw", total.RawInbound, "sent", total.SentData)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(retentionEvery):
		}
	}
}

// pictureFontName says in the log what Chinese labels are written with.
func pictureFontName(cfg *Config) string {
	switch {
	case cfg.NoPictures:
		return "pictures off"
	case cfg.HanFont == nil:
		return "none: Chinese labels show codes"
	}
	return cfg.HanFont.Path
}
