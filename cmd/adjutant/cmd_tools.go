package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"adjutant/games/diplomacy"
	"adjutant/judge"
	"adjutant/mailio"
	"adjutant/storage"

	"github.com/BurntSushi/toml"
)

func runCheckConfig(ctx context.Context, args []string, stdout, _ io.Writer) error {
	if len(args) != 1 {
		return fmt.Errorf("%w: give exactly one configuration file", errUsage)
	}
	cfg, err := loadConfig(args[0])
	if errors.Is(err, os.ErrNotExist) || errors.Is(err, os.ErrPermission) {
		return err
	}
	if err != nil {
		return fmt.Errorf("%s is not valid:\n%w", args[0], err)
	}
	fmt.Fprintf(stdout, "%s: every key is valid\n", args[0])
	if warning := readableSecrets(args[0], cfg); warning != "" {
		fmt.Fprintln(stdout, warning)
	}
	fmt.Fprintf(stdout, "Chinese labels in pictures: %s\n", pictureFontName(cfg))
	secretsErr := cfg.resolveSecrets(ctx)
	if secretsErr != nil {
		for _, line := range strings.Split(secretsErr.Error(), "\n") {
			fmt.Fprintf(stdout, "FAILED: %s\n", line)
		}
	}
	ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	failed := secretsErr != nil
	if state, err := checkDataDir(cfg.DataDir); err != nil {
		fmt.Fprintf(stdout, "data directory %s: FAILED: %v\n", cfg.DataDir, err)
		failed = true
	} else {
		fmt.Fprintf(stdout, "data directory %s: %s\n", cfg.DataDir, state)
	}
	if secretsErr != nil {
		fmt.Fprintln(stdout, "IMAP and SMTP: not tried until every password and token can be read")
		return errors.New("the configuration is valid but a check failed (see above)")
	}
	if err := mailio.CheckIMAP(ctx, cfg.IMAP); err != nil {
		fmt.Fprintf(stdout, "IMAP %s as %s: FAILED: %v\n", cfg.IMAP.Addr, cfg.IMAP.Username, err)
		printHint(stdout, connectionHint("imap", cfg.IMAP.TLS, err))
		failed = true
	} else {
		fmt.Fprintf(stdout, "IMAP %s as %s: login and mailbox %q ok\n", cfg.IMAP.Addr, cfg.IMAP.Username, cfg.IMAP.Mailbox)
	}
	sender := cfg.JudgeAddress
	if cfg.VERP {
		sender = judge.VERPAddress(sender, 1)
	}
	if err := mailio.CheckSMTPSender(ctx, cfg.SMTP, sender); err != nil {
		fmt.Fprintf(stdout, "SMTP %s: FAILED: %v\n", cfg.SMTP.Addr, err)
		printHint(stdout, connectionHint("smtp", cfg.SMTP.TLS, err))
		failed = true
	} else {
		fmt.Fprintf(stdout, "SMTP %s: connection and login ok, and it takes %s as the sender\n", cfg.SMTP.Addr, sender)
	}
	if failed {
		return errors.New("the configuration is valid but a check failed (see above)")
	}
	return nil
}

// printHint writes a hint under a failed check, when there is one.
func printHint(w io.Writer, hint string) {
	if hint != "" {
		fmt.Fprintf(w, "    hint: %s\n", hint)
	}
}

// dataDirFlags adds --data and --config and returns a function that yields
// the chosen data directory.
func dataDirFlags(fs *flag.FlagSet) func() (string, error) {
	data := fs.String("data", "", "the data directory `DIR` (default: "+devData+", the one adjutant dev uses)")
	config := fs.String("config", "", "take the data directory from this configuration `FILE`")
	return func() (string, error) {
		switch {
		case *data != "" && *config != "":
			return "", fmt.Errorf("%w: give --data or --config, not both", errUsage)
		case *config != "":
			cfg, err := loadConfig(*config)
			if err == nil {
				return cfg.DataDir, nil
			}
			// The tools need only the data directory: a mistake elsewhere
			// in the file (the one a reload refused, say) must not keep
			// the operator from the judge's status or a backup.
			dir := dataDirOnly(*config)
			if dir == "" {
				return "", fmt.Errorf("%s: %w", *config, err)
			}
			fmt.Fprintf(fs.Output(), "warning: %s is not valid (adjutant check-config %s names what to mend); its judge.data_dir %s is used:\n%v\n", *config, *config, dir, err)
			return dir, nil
		case *data != "":
			return *data, nil
		}
		return devData, nil
	}
}

// dataDirOnly reads judge.data_dir from the configuration file at path
// whatever else the file holds; "" when the file cannot be read as TOML
// or sets none.
func dataDirOnly(path string) string {
	var raw struct {
		Judge struct {
			DataDir string `toml:"data_dir"`
		} `toml:"judge"`
	}
	if _, err := toml.DecodeFile(path, &raw); err != nil {
		return ""
	}
	return raw.Judge.DataDir
}

// onlyDataDir parses the arguments of a tool that takes nothing but the
// data directory (--data or --config) and returns that directory.
func onlyDataDir(name string, args []string, stderr io.Writer) (string, error) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	if err := fs.Parse(args); err != nil {
		return "", err
	}
	if err := noArguments(fs); err != nil {
		return "", err
	}
	return dirOf()
}

// noArguments refuses what is left after the flags of a tool that takes
// none: a data directory given without --data would otherwise be ignored
// and the tool would read ./adjutant-data instead.
func noArguments(fs *flag.FlagSet) error {
	if fs.NArg() == 0 {
		return nil
	}
	arg := fs.Arg(0)
	if info, err := os.Stat(arg); (err == nil && info.Mode().IsRegular()) || strings.HasSuffix(arg, ".toml") {
		return fmt.Errorf("%w: unexpected argument %q: give a configuration file as --config %s", errUsage, arg, arg)
	}
	return fmt.Errorf("%w: unexpected argument %q: give a data directory as --data %s", errUsage, arg, arg)
}

// openQuiet opens the database of a daemon that is not running.
func openQuiet(dir string) (*storage.DB, error) {
	if err := requireDatabase(dir); err != nil {
		return nil, err
	}
	db, err := storage.Open(filepath.Join(dir, dbFile), &storage.Options{Timeout: time.Second, ReadOnly: true})
	if errors.Is(err, storage.ErrNeedsMigration) {
		return nil, fmt.Errorf("no daemon answered on %s, and the database cannot be read yet: an older version of Adjutant wrote it: start this version (adjutant serve) once to upgrade it (take a copy first with adjutant backup), or use the version that wrote it: %w", filepath.Join(dir, controlSocket), err)
	}
	if err != nil {
		return nil, fmt.Errorf("no daemon answered on %s and the database could not be opened: %w", filepath.Join(dir, controlSocket), err)
	}
	return db, nil
}

// requireDatabase says so when dir holds no database.
func requireDatabase(dir string) error {
	if _, err := os.Stat(filepath.Join(dir, dbFile)); errors.Is(err, os.ErrNotExist) {
		return fmt.Errorf("no Adjutant database in %s (no %s there, and no daemon answered on its %s): give the data directory with --data DIR or --config FILE", dir, dbFile, controlSocket)
	}
	return nil
}

func runStatus(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("status", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	asJSON := fs.Bool("json", false, "print the status as JSON")
	asMetrics := fs.Bool("metrics", false, "print the status in the Prometheus text format")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := noArguments(fs); err != nil {
		return err
	}
	if *asJSON && *asMetrics {
		return fmt.Errorf("%w: give --json or --metrics, not both", errUsage)
	}
	dir, err := dirOf()
	if err != nil {
		return err
	}
	reply, running, err := askOrRead(dir, "status", func(db *storage.DB, reply *controlReply) error {
		st, err := db.Status()
		reply.Status = &st
		return err
	})
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		return printStatusJSON(stdout, dir, running, *reply.Status)
	case *asMetrics:
		printMetrics(stdout, running, *reply.Status, time.Now())
		return nil
	}
	printStatus(stdout, dir, running, *reply.Status)
	return nil
}

func runBackup(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: give the file to write", errUsage)
	}
	out, err := filepath.Abs(fs.Arg(0))
	if err != nil {
		return err
	}
	dir, err := dirOf()
	if err != nil {
		return err
	}
	if info, err := os.Stat(out); err == nil && info.IsDir() {
		return fmt.Errorf("%w: %s is a directory: give the file to write in it, such as %s", errUsage, out, filepath.Join(out, "adjutant-"+time.Now().Format("2006-01-02")+".db"))
	}
	if live, err := filepath.Abs(filepath.Join(dir, dbFile)); err == nil && live == out {
		return fmt.Errorf("%w: %s is the live database; give another file", errUsage, out)
	}
	// The copy is written here, by this process, whether it comes from the
	// running daemon or from the file: where this user can write and sees it.
	err = storage.SaveBackup(out, func(w io.Writer) error { return receiveBackup(dir, w) })
	if errors.Is(err, errNoDaemon) {
		// The file as it is, whatever version wrote it: the copy the
		// upgrade notes ask for is taken before the new version's first
		// start migrates the file.
		if err := requireDatabase(dir); err != nil {
			return err
		}
		err = storage.BackupFile(filepath.Join(dir, dbFile), out, time.Second)
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "backup written to %s\n", out)
	return nil
}

// errFailedCases makes `adjutant datc` exit 1 without another message.
var errFailedCases = errors.New("some cases failed")

func runDATC(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("datc", flag.ContinueOnError)
	fs.SetOutput(stderr)
	rules := fs.String("rules", "rulebook", "rule set: rulebook (the 1982 rules as written) or datc (DATC preferred choices)")
	disorder := fs.String("disorder", "owned", "civil-disorder removals (4.3.3) measure distance to the centres a power owns (owned) or to its home centres (home)")
	destroy := fs.Bool("destroy-unretreatable", false, "read POSTSTATE_DISLODGED as jDip and godip files write it: a dislodged unit with no retreat is destroyed at once, not listed")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *rules != diplomacy.RulesRulebook && *rules != diplomacy.RulesDATC {
		return fmt.Errorf("%w: --rules must be rulebook or datc, not %q", errUsage, *rules)
	}
	if *disorder != diplomacy.DisorderOwned && *disorder != diplomacy.DisorderHome {
		return fmt.Errorf("%w: --disorder must be owned or home, not %q", errUsage, *disorder)
	}
	if fs.NArg() == 0 {
		return fmt.Errorf("%w: give one or more case files", errUsage)
	}
	failed, err := diplomacy.RunDATC(stdout, fs.Args(), diplomacy.DATCRun{Rules: *rules, Disorder: *disorder, DestroyUnretreatable: *destroy})
	if err != nil {
		return err
	}
	if failed > 0 {
		return errFailedCases
	}
	return nil
}

func runVerify(_ context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("verify", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dirOf := dataDirFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return fmt.Errorf("%w: give the game's name", errUsage)
	}
	dir, err := dirOf()
	if err != nil {
		return err
	}
	reply, _, err := askOrRead(dir, "verify "+fs.Arg(0), func(db *storage.DB, reply *controlReply) error {
		return db.View(func(tx *storage.Tx) error {
			rep, err := judge.Verify(tx, engines(), fs.Arg(0))
			reply.Verify = &rep
			return err
		})
	})
	if err != nil {
		return err
	}
	for _, l := range reply.Verify.Lines {
		fmt.Fprintln(stdout, l)
	}
	fmt.Fprint(stdout, reply.Verify.Summary())
	if reply.Verify.Failed > 0 {
		return errFailedCases
	}
	return nil
}
