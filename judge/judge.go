package judge

import (
	"errors"
	"fmt"
	"log/slog"
	"time"

	"adjutant/games"
	"adjutant/games/kit/picture"
	"adjutant/judge/command"
	"adjutant/judge/outbox"
	"adjutant/judge/play"
	"adjutant/mailio/mailaddr"
	"adjutant/storage"
	"adjutant/templates"
)

// Options configures a Judge. Zero fields take the defaults noted.
type Options struct {
	Address        string         // the judge's own address, required
	Name           string         // display name, default "Adjutant"
	Version        string         // shown by VERSION and in signatures
	Location       *time.Location // default time zone for dates in replies, default UTC
	RepliesPerHour int            // per-sender reply budget, default 30
	// DigestInterval is how long answers past the reply budget are held
	// before they go out together in one mail; default 15 minutes.
	DigestInterval time.Duration
	MaxMessageSize int64 // mail larger than this gets a short refusal, default 1 MiB
	// InvitesPerMail is how many OBSERVE and REPLACE lines of one mail may
	// send a request to confirm game mail (default 5); ConfirmationsPerDay
	// how many such requests one address is sent in 24 hours (default 3).
	InvitesPerMail, ConfirmationsPerDay int
	// ConfirmJoins makes a join (SIGNON ?game) from an address that has
	// never confirmed anything wait for its confirmation before the address
	// is seated or mailed anything of the game.
	ConfirmJoins bool
	Now          func() time.Time
	Logger       *slog.Logger
	// OnEnqueue is called after a commit that put mail in the outbox, so the
	// sender can wake; it must not block.
	OnEnqueue func()
	// Seed draws a new game's secret seed; nil means crypto/rand. Tests set
	// it to play games with known dice.
	Seed func() [games.SeedSize]byte
	// Engines are the games this judge runs, by name; the first is the
	// default for CREATE.
	Engines []games.Engine
	// Crashpoint, when set, is called at named points of the handling path
	// ("after-commit"); tests use it to kill the process there.
	Crashpoint func(name string)
	// GamesPerDay is how many games one address may create in 24 hours,
	// default command.DefaultGamesPerDay; GameCreators are the addresses
	// it does not bind.
	GamesPerDay  int
	GameCreators []string
	// NoPictures turns the pictures of every game's mail off, whatever
	// masters and players chose: for a host too slow to draw them.
	NoPictures bool
	// HanFont writes the Chinese labels of pictures; nil draws them as
	// their codes.
	HanFont *picture.HanFont
	// WriteRetryWait is how long the loop waits, after the database could
	// not be written (a full or read-only disk), before it tries the
	// pending mail and the due games again; default 30 seconds.
	WriteRetryWait time.Duration
	// AwaitMailbox, when positive, holds the deadlines (and digests) due
	// while the mailbox is unread, at start until the mail source says it
	// has read the mailbox through (MailboxRead), and after it says it
	// cannot (MailboxUnreadable) until it has read it again, for this long
	// at most each time: the orders players sent while the judge was down,
	// or its link to the mailbox broken, are read before the deadlines
	// that passed meanwhile, as they would have been had it read them.
	AwaitMailbox time.Duration
}

// Judge handles inbound mail. Create it with New and drive it with Run.
type Judge struct {
	db      *storage.DB
	opts    Options
	tree    *command.Tree
	log     *slog.Logger
	engines play.Engines
	out     *outbox.Outbox
	clerk   *play.Clerk
	// retryAt, when set, is when to try again what the database could not
	// take (storage.ErrWriteFailed): until then the loop leaves pending
	// mail and due games alone.
	retryAt time.Time
	// mailboxUnread says the source has not read the mailbox since the
	// start or since it said it could not (Options.AwaitMailbox). The
	// first deadline due meanwhile starts a wait, holdTicksUntil; once
	// that is over (holdSpent) this outage holds no deadline again.
	mailboxUnread  bool
	holdTicksUntil time.Time
	holdSpent      bool
	// ranBefore: Run was called before, and this is the loop started
	// again after a fault ended it.
	ranBefore bool
}

// ErrNoAddress is returned by New when Options.Address is empty.
var ErrNoAddress = errors.New("judge: the judge's address is required")

// errStoppedTheJudge is the recorded cause of a mail set aside because it
// was pending, begun and not finished, at several starts in a row.
var errStoppedTheJudge = errors.New("handling it stopped the judge")

// New returns a Judge that keeps its state in db.
func New(db *storage.DB, opts Options) (*Judge, error) {
	if opts.Address == "" {
		return nil, ErrNoAddress
	}
	opts.Address = mailaddr.Key(opts.Address)
	if opts.Name == "" {
		opts.Name = "Adjutant"
	}
	if opts.Version == "" {
		opts.Version = "dev"
	}
	if opts.Location == nil {
		opts.Location = time.UTC
	}
	if opts.RepliesPerHour <= 0 {
		opts.RepliesPerHour = 30
	}
	if opts.DigestInterval <= 0 {
		opts.DigestInterval = 15 * time.Minute
	}
	if opts.MaxMessageSize <= 0 {
		opts.MaxMessageSize = 1 << 20
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.WriteRetryWait <= 0 {
		opts.WriteRetryWait = 30 * time.Second
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	tmpl, err := templates.Load()
	if err != nil {
		return nil, fmt.Errorf("judge: %w", err)
	}
	j := &Judge{db: db, opts: opts, log: opts.Logger}
	j.out = outbox.New(outbox.Options{Name: opts.Name, Address: opts.Address, Version: opts.Version,
		Location: opts.Location, Now: opts.Now, Templates: tmpl, HanFont: opts.HanFont})
	j.engines = play.NewEngines(opts.Engines)
	j.clerk = &play.Clerk{Out: j.out, NoPictures: opts.NoPictures}
	j.tree = command.New(command.Options{Name: opts.Name, Address: opts.Address, Version: opts.Version,
		Engines: j.engines, Clerk: j.clerk, Out: j.out, Seed: opts.Seed,
		InvitesPerMail: opts.InvitesPerMail, ConfirmationsPerDay: opts.ConfirmationsPerDay,
		GamesPerDay: opts.GamesPerDay, UnlimitedCreators: lowerAll(opts.GameCreators), ConfirmJoins: opts.ConfirmJoins})
	return j, nil
}

func (j *Judge) crash(point string) {
	if j.opts.Crashpoint != nil {
		j.opts.Crashpoint(point)
	}
}

func lowerAll(addrs []string) []string {
	out := make([]string, len(addrs))
	for i, a := range addrs {
		out[i] = mailaddr.Key(a)
	}
	return out
}

// writeFailed reports whether err is the database refusing a write (a
// full or read-only disk) and, when it is, holds the loop's work back for
// WriteRetryWait: what failed is kept as it was (the mail pending, the
// game due) and tried again then, not given up on.
func (j *Judge) writeFailed(err error, what string, args ...any) bool {
	if !errors.Is(err, storage.ErrWriteFailed) {
		return false
	}
	j.retryAt = j.opts.Now().Add(j.opts.WriteRetryWait)
	j.log.Error("the database could not be written (is the disk full or read-only?); "+what+" is kept as it was and tried again",
		append(args, "retry_at", j.retryAt, "err", err)...)
	return true
}

// waitingForDisk reports whether the loop is holding its work back after a
// failed write.
func (j *Judge) waitingForDisk() bool {
	return !j.retryAt.IsZero() && j.opts.Now().Before(j.retryAt)
}
