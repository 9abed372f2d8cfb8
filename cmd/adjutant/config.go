package main

import (
	"adjutant/mailio/mailaddr"
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math"
	"net"
	"net/mail"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"

	"adjutant/games/kit/picture"
	"adjutant/judge/command"
	"adjutant/mailio"
)

// The configuration is read in two stages, as soju does: the TOML file is
// decoded into rawConfig, whose fields mirror the file exactly, and then
// validated into Config, which holds only checked, typed values. Code outside
// this file sees Config alone.

type rawConfig struct {
	IMAP   rawIMAP   `toml:"imap"`
	SMTP   rawSMTP   `toml:"smtp"`
	Judge  rawJudge  `toml:"judge"`
	Limits rawLimits `toml:"limits"`
	OAuth2 rawOAuth2 `toml:"oauth2"`
	Retain rawRetain `toml:"retention"`
	Log    rawLog    `toml:"log"`
}

type rawSecret struct {
	Password        string `toml:"password"`
	PasswordFile    string `toml:"password_file"`
	PasswordCommand string `toml:"password_command"`
}

type rawIMAP struct {
	Host string `toml:"host"`
	Port int    `toml:"port"`
	TLS  string `toml:"tls"`
	User string `toml:"user"`
	rawSecret
	// Auth is "password" (LOGIN, the default) or "oauth2" (the [oauth2]
	// section's token with AUTHENTICATE).
	Auth            string `toml:"auth"`
	Mailbox         string `toml:"mailbox"`
	ProcessedFolder string `toml:"processed_folder"`
	IDLE            *bool  `toml:"idle"`
	PollInterval    string `toml:"poll_interval"`
	RescanInterval  string `toml:"rescan_interval"`
	// QuarantineFolder receives mail that could not be taken in after
	// MaxAttempts tries; "" leaves it in the mailbox, skipped.
	QuarantineFolder *string `toml:"quarantine_folder"`
	MaxAttempts      *int    `toml:"max_attempts"`
}

type rawSMTP struct {
	Host string `toml:"host"`
	Port int    `toml:"port"`
	TLS  string `toml:"tls"`
	User string `toml:"user"`
	rawSecret
	Auth string `toml:"auth"`
}

type rawJudge struct {
	Address  string `toml:"address"`
	Name     string `toml:"name"`
	DataDir  string `toml:"data_dir"`
	Timezone string `toml:"timezone"`
	// VERP puts the outbox ID in the envelope sender of each mail
	// (judge+bounce-17@example.org), so a bounce names the mail it is about
	// even when it quotes nothing. The mailbox must receive sub-addressed
	// mail, and the SMTP server must allow the sub-address as sender.
	VERP bool `toml:"verp"`
	// Pictures = false turns every game's pictures off (default true).
	// Read as any so that "off" or "no" gets a message naming the key.
	Pictures any `toml:"pictures"`
	// PictureFont is a font file with Chinese letters for the pictures
	// of Chinese readers: "" looks in the places the common packages
	// install one, "none" uses none (Chinese labels then show codes).
	PictureFont string `toml:"picture_font"`
}

type rawLimits struct {
	MaxMessageSize string `toml:"max_message_size"`
	RepliesPerHour *int   `toml:"replies_per_hour"`
	DigestInterval string `toml:"digest_interval"`
	// Confirmation requests (OBSERVE, REPLACE): per mail, and to one
	// address per 24 hours.
	ConfirmationsPerMail *int `toml:"confirmations_per_mail"`
	ConfirmationsPerDay  *int `toml:"confirmations_per_day"`
	// ConfirmJoins: a join from an address that never confirmed anything
	// waits for its confirmation (default true).
	ConfirmJoins *bool `toml:"confirm_joins"`

	GamesPerDay  *int     `toml:"games_per_day"`
	GameCreators []string `toml:"game_creators"`
}

// rawRetain says how long copies of mail are kept (durations with days:
// "30d", "12h"; "forever" keeps them).
type rawRetain struct {
	RawMail  string `toml:"raw_mail"`
	SentMail string `toml:"sent_mail"`
}

type rawLog struct {
	Level string `toml:"level"`
}

// Config is the validated runtime configuration.
type Config struct {
	IMAP           mailio.IMAPOptions
	SMTP           mailio.SMTPOptions
	JudgeAddress   string
	JudgeName      string
	DataDir        string
	Location       *time.Location
	MaxMessageSize int64
	RepliesPerHour int
	// DigestInterval is how long answers past the reply budget are held
	// before they go out together in one mail.
	DigestInterval time.Duration
	// ConfirmationsPerMail and ConfirmationsPerDay limit the requests to
	// confirm game mail ([limits]); 0 takes the judge's defaults.
	ConfirmationsPerMail, ConfirmationsPerDay int
	// ConfirmJoins: limits.confirm_joins, a SIGNON ?game from an address
	// that never confirmed anything seats it only once it confirms.
	ConfirmJoins bool
	VERP         bool
	// NoPictures: [judge] pictures = false, no game's mail carries one.
	NoPictures bool
	// HanFont writes Chinese labels in pictures; nil when none was found
	// or [judge] picture_font = "none".
	HanFont  *picture.HanFont
	LogLevel slog.Level
	// KeepRawMail and KeepSentMail are how long the raw copy of a handled
	// mail and the bytes of a sent one are kept; 0 keeps them forever.
	KeepRawMail, KeepSentMail time.Duration
	// GamesPerDay is how many games one address may create in 24 hours;
	// GameCreators may create any number.
	GamesPerDay  int
	GameCreators []string

	// The secrets as configured; resolveSecrets turns them into passwords
	// and, for oauth2, a token source.
	imapSecret, smtpSecret rawSecret
	imapOAuth2             bool
	oauth2                 rawOAuth2
}

// Bounds of imap.max_attempts: one try is too few for a passing fault,
// and beyond a few the mail behind a bad message waits for nothing.
const (
	defaultQuarantineFolder = "Quarantine"
	defaultMaxAttempts      = 3
	maxMaxAttempts          = 10
)

// checkQuarantine reads imap.quarantine_folder and imap.max_attempts.
func checkQuarantine(add func(key, format string, args ...any), raw rawIMAP, cfg *Config) {
	cfg.IMAP.QuarantineFolder = defaultQuarantineFolder
	if raw.QuarantineFolder != nil {
		cfg.IMAP.QuarantineFolder = *raw.QuarantineFolder
	}
	if q := cfg.IMAP.QuarantineFolder; q != "" && (strings.EqualFold(q, cfg.IMAP.Mailbox) || q == cfg.IMAP.ProcessedFolder) {
		add("imap.quarantine_folder", "%q is the mailbox or the processed folder: name a folder of its own, or \"\" to leave such mail where it is", q)
	}
	cfg.IMAP.MaxAttempts = defaultMaxAttempts
	if raw.MaxAttempts != nil {
		if n := *raw.MaxAttempts; n < 2 || n > maxMaxAttempts {
			add("imap.max_attempts", "%d is not a number of tries from 2 to %d", n, maxMaxAttempts)
		}
		cfg.IMAP.MaxAttempts = *raw.MaxAttempts
	}
}

// configError names the key that is wrong, so an operator can find it.
type configError struct {
	Key string
	Msg string
}

func (e *configError) Error() string { return e.Key + ": " + e.Msg }

// wrongType matches the TOML decoder's words for a value of the wrong
// type: its line, key, the value's type and the type the key takes.
var wrongType = regexp.MustCompile(`line (\d+) \(last key "([^"]+)"\): incompatible types: TOML value has type (\S+); destination has type (.+)$`)

// bareWord matches a line whose value starts with a letter: a word
// meant as text, written without its quotes (true and false aside).
var bareWord = regexp.MustCompile(`^(\s*[A-Za-z0-9_.-]+\s*=\s*)([A-Za-z][^#]*?)\s*(#.*)?$`)

// decodeError says in the operator's terms what the TOML decoder found:
// for a value of the wrong type, the key, its line and what it takes; for
// a word without quotes, that text goes in quotes.
func decodeError(data []byte, err error) error {
	if m := wrongType.FindStringSubmatch(err.Error()); m != nil {
		return &configError{Key: m[2], Msg: fmt.Sprintf("line %s: %s", m[1], typeWanted(m[4], m[3]))}
	}
	var pe toml.ParseError
	if errors.As(err, &pe) {
		lines := strings.Split(string(data), "\n")
		if n := pe.Position.Line; n >= 1 && n <= len(lines) {
			if w := bareWord.FindStringSubmatch(strings.TrimRight(lines[n-1], "\r")); w != nil && w[2] != "true" && w[2] != "false" {
				return fmt.Errorf("config is not valid TOML: line %d: %s has no quotes: text goes in quotes (%s %q)", n, w[2], strings.TrimSpace(w[1]), w[2])
			}
		}
	}
	return fmt.Errorf("config is not valid TOML: %w", err)
}

// typeWanted says what a key of type want takes, and what it was given.
func typeWanted(want, have string) string {
	given := map[string]string{"string": "text in quotes", "int64": "a number", "float64": "a number", "bool": "true or false"}[have]
	if given == "" {
		given = "a " + have
	}
	switch {
	case want == "string":
		return "takes text in quotes (for example \"60s\", \"info\"), not " + given
	case strings.HasPrefix(want, "int") || strings.HasPrefix(want, "uint"):
		return "takes a number without quotes (for example 993), not " + given
	case want == "bool" || want == "boolean":
		return "takes true or false without quotes, not " + given
	case strings.HasPrefix(want, "[]") || want == "slice":
		return "takes a list in brackets (for example [\"gm@example.org\"]), not " + given
	}
	return "takes a " + want + ", not " + given
}

// loadConfig reads and validates a configuration file.
func loadConfig(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("reading config: %w (copy config.example.toml there and fill it in)", err)
	case errors.Is(err, os.ErrPermission):
		return nil, fmt.Errorf("reading config: %w (the judge's user must be able to read it: chown it to that user, chmod 600)", err)
	case err != nil:
		return nil, fmt.Errorf("reading config: %w", err)
	}
	return parseConfig(data)
}

func parseConfig(data []byte) (*Config, error) {
	var raw rawConfig
	md, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&raw)
	if err != nil {
		return nil, decodeError(data, err)
	}
	if undecoded := md.Undecoded(); len(undecoded) > 0 {
		known := configKeys()
		var errs []error
		badSections := map[string]bool{}
		for _, k := range undecoded {
			if section, ok := unknownSection(k, known); ok && !badSections[section] {
				badSections[section] = true
				errs = append(errs, &configError{Key: section, Msg: unknownSectionHint(section, known)})
			}
		}
		for _, k := range undecoded {
			if badSections[k[0]] {
				continue // named once, above
			}
			msg := "unknown key"
			if hint := unknownKeyHint(k.String(), known); hint != "" {
				msg += ": " + hint
			}
			errs = append(errs, &configError{Key: k.String(), Msg: msg})
		}
		return nil, errors.Join(errs...)
	}
	return raw.validate()
}

// complainFunc records what is wrong with the value of one key.
type complainFunc = func(key, format string, args ...any)

// validate checks every section and reports every problem at once, in
// the order of the sections.
func (raw *rawConfig) validate() (*Config, error) {
	var errs []error
	add := func(key, format string, args ...any) {
		errs = append(errs, &configError{Key: key, Msg: fmt.Sprintf(format, args...)})
	}
	cfg := &Config{imapSecret: raw.IMAP.rawSecret, smtpSecret: raw.SMTP.rawSecret, oauth2: raw.OAuth2}
	imapOAuth2 := raw.IMAP.validate(add, cfg)
	smtpOAuth2 := raw.SMTP.validate(add, cfg)
	if imapOAuth2 || smtpOAuth2 {
		raw.OAuth2.validate(add)
	} else if raw.OAuth2.configured() {
		add("oauth2", "set, but neither imap.auth nor smtp.auth is \"oauth2\"")
	}
	if cfg.SMTP.Auth != "none" && cfg.SMTP.Auth != "oauth2" {
		if err := checkSecret(raw.SMTP.rawSecret); err != nil {
			add("smtp.password", "%v", err)
		}
	}
	raw.Retain.validate(add, cfg)
	raw.Judge.validate(add, cfg)
	raw.Limits.validate(add, cfg)
	raw.Log.validate(add, cfg)
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return cfg, nil
}

// validate checks the [imap] section into cfg.IMAP; it reports whether
// the mailbox logs in with OAuth 2.0.
func (raw rawIMAP) validate(add complainFunc, cfg *Config) (oauth2 bool) {
	imapTLS, err := parseTLSMode(raw.TLS)
	if err != nil {
		add("imap.tls", "%v", err)
	}
	cfg.IMAP = mailio.IMAPOptions{
		Addr:            hostPort(raw.Host, raw.Port, imapTLS, 993, 143),
		TLS:             imapTLS,
		Username:        raw.User,
		Mailbox:         orDefault(raw.Mailbox, "INBOX"),
		ProcessedFolder: raw.ProcessedFolder,
		UseIDLE:         raw.IDLE == nil || *raw.IDLE,
	}
	requireHost(add, "imap", raw.Host, imapTLS)
	if p := cfg.IMAP.ProcessedFolder; p == cfg.IMAP.Mailbox || strings.EqualFold(p, "INBOX") && strings.EqualFold(cfg.IMAP.Mailbox, "INBOX") {
		add("imap.processed_folder", "%q is the mailbox itself: name a folder of its own, or \"\" to leave handled mail in the mailbox, marked \\Seen", p)
	}
	if raw.User == "" {
		add("imap.user", "missing: the login name of the judge's mailbox")
	}
	switch strings.ToLower(raw.Auth) {
	case "", "password":
		if err := checkSecret(raw.rawSecret); err != nil {
			add("imap.password", "%v", err)
		}
	case "oauth2":
		cfg.imapOAuth2, oauth2 = true, true
		if countSet(raw.Password, raw.PasswordFile, raw.PasswordCommand) > 0 {
			add("imap.password", "imap.auth = \"oauth2\" logs in with a token: remove the password")
		}
	default:
		add("imap.auth", "%q is not password or oauth2", raw.Auth)
	}
	cfg.IMAP.PollInterval = durationAtLeast(add, "imap.poll_interval", raw.PollInterval, time.Minute, time.Second, `"30s", "2m"`)
	cfg.IMAP.RescanInterval = durationAtLeast(add, "imap.rescan_interval", raw.RescanInterval, 5*time.Minute, time.Second, `"30s", "5m"`)
	checkQuarantine(add, raw, cfg)
	return oauth2
}

// validate checks the [smtp] section into cfg.SMTP, all but the password
// (which depends on the oauth2 section); it reports whether the server
// logs in with OAuth 2.0.
func (raw rawSMTP) validate(add complainFunc, cfg *Config) (oauth2 bool) {
	smtpTLS, err := parseTLSMode(raw.TLS)
	if err != nil {
		add("smtp.tls", "%v", err)
	}
	cfg.SMTP = mailio.SMTPOptions{
		Addr:     hostPort(raw.Host, raw.Port, smtpTLS, 465, 587),
		TLS:      smtpTLS,
		Username: raw.User,
		Auth:     strings.ToLower(raw.Auth),
	}
	requireHost(add, "smtp", raw.Host, smtpTLS)
	switch cfg.SMTP.Auth {
	case "":
		if raw.User != "" {
			cfg.SMTP.Auth = "plain"
		} else {
			cfg.SMTP.Auth = "none"
		}
	case "plain", "login":
		if raw.User == "" {
			add("smtp.user", "missing: smtp.auth = %q needs a user", cfg.SMTP.Auth)
		}
	case "none":
	case "oauth2":
		oauth2 = true
		if raw.User == "" {
			add("smtp.user", "missing: smtp.auth = \"oauth2\" needs a user")
		}
	default:
		add("smtp.auth", "%q is not one of plain, login, oauth2, none", raw.Auth)
	}
	return oauth2
}

// validate checks the [retention] section: how long raw and sent mail
// are kept.
func (raw rawRetain) validate(add complainFunc, cfg *Config) {
	cfg.KeepRawMail, cfg.KeepSentMail = defaultKeepRawMail, defaultKeepSentMail
	for _, r := range []struct {
		key, value string
		into       *time.Duration
	}{{"retention.raw_mail", raw.RawMail, &cfg.KeepRawMail}, {"retention.sent_mail", raw.SentMail, &cfg.KeepSentMail}} {
		if r.value == "" {
			continue
		}
		d, err := parseKeep(r.value)
		if err != nil {
			add(r.key, "%v", err)
		}
		*r.into = d
	}
}

// validate checks the [judge] section: its address, name, data directory,
// time zone, the switches verp and pictures, and the picture font.
func (raw rawJudge) validate(add complainFunc, cfg *Config) {
	cfg.JudgeAddress = strings.ToLower(strings.TrimSpace(raw.Address))
	if cfg.JudgeAddress == "" {
		add("judge.address", "missing: the address players write to, e.g. \"judge@example.org\"")
	} else if a, err := mail.ParseAddress(raw.Address); err == nil && a.Name != "" {
		add("judge.address", "%q has a display name: write the address alone, address = %q, and the name as name = %q", raw.Address, a.Address, a.Name)
	} else if _, ok := bareAddress(cfg.JudgeAddress); !ok {
		add("judge.address", "%q is not an email address (example: \"judge@example.org\")", raw.Address)
	}
	cfg.JudgeName = orDefault(raw.Name, "Adjutant")
	cfg.VERP = raw.VERP
	switch p := raw.Pictures.(type) {
	case nil:
	case bool:
		cfg.NoPictures = !p
	default:
		add("judge.pictures", "%v is not true or false (false turns every game's pictures off)", p)
	}
	switch font := strings.TrimSpace(raw.PictureFont); font {
	case "":
		cfg.HanFont = picture.FindHanFont(picture.HanFontPaths())
	case "none":
	default:
		h, err := picture.LoadHanFont(font)
		if err != nil {
			add("judge.picture_font", "%v (a TrueType or OpenType font with Chinese letters, \"\" to look for one, or \"none\")", err)
		}
		cfg.HanFont = h
	}
	cfg.DataDir = raw.DataDir
	if cfg.DataDir == "" {
		add("judge.data_dir", "missing: the directory that holds the database")
	}
	cfg.Location = time.UTC
	if raw.Timezone != "" {
		loc, err := time.LoadLocation(raw.Timezone)
		if err != nil {
			add("judge.timezone", "%q is not a time zone name like \"Europe/London\" or \"Asia/Taipei\"", raw.Timezone)
		} else {
			cfg.Location = loc
		}
	}
}

// validate checks the [limits] section; cfg.IMAP is filled in already.
func (raw rawLimits) validate(add complainFunc, cfg *Config) {
	cfg.MaxMessageSize = 1 << 20
	if raw.MaxMessageSize != "" {
		n, err := parseSize(raw.MaxMessageSize)
		if err != nil || n < 4096 {
			add("limits.max_message_size", "%q is not a size of at least 4KiB (examples: \"512KiB\", \"2MiB\")", raw.MaxMessageSize)
		}
		cfg.MaxMessageSize = n
	}
	cfg.IMAP.MaxMessageSize = cfg.MaxMessageSize
	cfg.RepliesPerHour = countAtLeastOne(add, "limits.replies_per_hour", raw.RepliesPerHour, 30, "")
	cfg.DigestInterval = durationAtLeast(add, "limits.digest_interval", raw.DigestInterval, 15*time.Minute, time.Minute, `"15m", "1h"`)
	cfg.ConfirmationsPerMail = countAtLeastOne(add, "limits.confirmations_per_mail", raw.ConfirmationsPerMail, 0, "")
	cfg.ConfirmationsPerDay = countAtLeastOne(add, "limits.confirmations_per_day", raw.ConfirmationsPerDay, 0, "")
	cfg.ConfirmJoins = raw.ConfirmJoins == nil || *raw.ConfirmJoins
	cfg.GamesPerDay = countAtLeastOne(add, "limits.games_per_day", raw.GamesPerDay, command.DefaultGamesPerDay,
		" (list the addresses that may create more in limits.game_creators)")
	for _, a := range raw.GameCreators {
		if addr, ok := bareAddress(a); !ok {
			add("limits.game_creators", "%q is not a bare mail address (example: \"gm@example.org\")", a)
		} else {
			cfg.GameCreators = append(cfg.GameCreators, mailaddr.Key(addr))
		}
	}
}

// bareAddress reads a mail address written without a display name
// ("gm@example.org", not "GM <gm@example.org>").
func bareAddress(s string) (string, bool) {
	a, err := mail.ParseAddress(s)
	if err != nil || a.Name != "" {
		return "", false
	}
	return a.Address, true
}

// countAtLeastOne is the value of a count key, def when it is not set;
// a count below 1 is refused, with hint after the reason.
func countAtLeastOne(add complainFunc, key string, value *int, def int, hint string) int {
	if value == nil {
		return def
	}
	if *value < 1 {
		add(key, "must be at least 1"+hint)
	}
	return *value
}

// durationAtLeast is the value of a duration key, def when it is not
// set; one shorter than least, or not a duration, is refused with
// examples of what would do.
func durationAtLeast(add complainFunc, key, value string, def, least time.Duration, examples string) time.Duration {
	if value == "" {
		return def
	}
	d, err := time.ParseDuration(value)
	if err != nil || d < least {
		add(key, "%q is not a duration of at least %s (examples: %s)", value, shortDuration(least), examples)
	}
	return d
}

// shortDuration writes whole seconds and minutes as "1s" and "1m", not
// time.Duration's "1m0s".
func shortDuration(d time.Duration) string {
	if d >= time.Minute && d%time.Minute == 0 {
		return fmt.Sprintf("%dm", d/time.Minute)
	}
	return d.String()
}

// validate checks the [log] section.
func (raw rawLog) validate(add complainFunc, cfg *Config) {
	lvl, ok := logLevelOf(raw.Level)
	if !ok {
		add("log.level", "%q is not one of debug, info, warn, error", raw.Level)
	}
	cfg.LogLevel = lvl
}

// logLevelOf reads a log level as the configuration and `adjutant dev
// --log-level` take it; "" is info.
func logLevelOf(s string) (slog.Level, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "info":
		return slog.LevelInfo, true
	case "debug":
		return slog.LevelDebug, true
	case "warn", "warning":
		return slog.LevelWarn, true
	case "error":
		return slog.LevelError, true
	}
	return slog.LevelInfo, false
}

// resolveSecrets reads password files and runs password commands. It is a
// separate step so that check-config and serve report a failing command
// clearly, and so validation itself has no side effects.
// Every secret that cannot be read is reported, one a line, so that an
// operator mends them all in one go.
func (cfg *Config) resolveSecrets(ctx context.Context) error {
	var errs []error
	if cfg.imapOAuth2 || cfg.SMTP.Auth == "oauth2" {
		src, err := cfg.oauth2.tokenSource(ctx)
		if err != nil {
			errs = append(errs, err)
		}
		if cfg.imapOAuth2 {
			cfg.IMAP.OAuth2 = src
		}
		if cfg.SMTP.Auth == "oauth2" {
			cfg.SMTP.OAuth2 = src
		}
	}
	if !cfg.imapOAuth2 {
		p, err := readSecret(ctx, "imap", cfg.imapSecret)
		if err != nil {
			errs = append(errs, err)
		}
		cfg.IMAP.Password = p
	}
	if cfg.SMTP.Auth != "none" && cfg.SMTP.Auth != "oauth2" {
		p, err := readSecret(ctx, "smtp", cfg.smtpSecret)
		if err != nil {
			errs = append(errs, err)
		}
		cfg.SMTP.Password = p
	}
	return errors.Join(errs...)
}

func checkSecret(s rawSecret) error {
	n := 0
	for _, v := range []string{s.Password, s.PasswordFile, s.PasswordCommand} {
		if v != "" {
			n++
		}
	}
	switch n {
	case 0:
		return errors.New("missing: set one of password, password_file or password_command")
	case 1:
		return nil
	}
	return errors.New("set only one of password, password_file and password_command")
}

func readSecret(ctx context.Context, section string, s rawSecret) (string, error) {
	switch {
	case s.PasswordFile != "":
		b, err := os.ReadFile(s.PasswordFile)
		if err != nil {
			return "", &configError{Key: section + ".password_file", Msg: err.Error() + passwordFileHint(err)}
		}
		if passwordLine(b) == "" {
			return "", &configError{Key: section + ".password_file", Msg: s.PasswordFile + " is empty or starts with an empty line: write the password on its first line"}
		}
		return passwordLine(b), nil
	case s.PasswordCommand != "":
		ctx, cancel := context.WithTimeout(ctx, 30*time.Second)
		defer cancel()
		out, err := exec.CommandContext(ctx, "/bin/sh", "-c", s.PasswordCommand).Output()
		if err != nil {
			return "", &configError{Key: section + ".password_command", Msg: "command failed: " + err.Error() + commandComplaint(err)}
		}
		return passwordLine(out), nil
	}
	return s.Password, nil
}

// passwordFileHint says what to do about a password file that cannot be
// read.
func passwordFileHint(err error) string {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return " (create it with the password on its first line, readable by the judge's user alone: chmod 600)"
	case errors.Is(err, os.ErrPermission):
		return " (the judge's user must be able to read it: chown it to that user, chmod 600)"
	}
	return ""
}

// passwordLine is the first line of a password file or command's output,
// as pass and most secret stores write it: later lines (notes, "login:")
// are not part of it, and no server takes a password with a line break.
func passwordLine(b []byte) string {
	line, _, _ := strings.Cut(string(b), "\n")
	return strings.TrimRight(line, "\r")
}

// commandComplaint is the first line a failed command wrote to its
// standard error (a password manager saying why), for the message; its
// standard output, which may hold a password, is never shown.
func commandComplaint(err error) string {
	var exit *exec.ExitError
	if !errors.As(err, &exit) {
		return ""
	}
	line, _, _ := strings.Cut(strings.TrimSpace(string(exit.Stderr)), "\n")
	if line = strings.TrimSpace(line); line == "" {
		return ""
	}
	if r := []rune(line); len(r) > 200 {
		line = string(r[:200]) + "…"
	}
	return ": " + line
}

func parseTLSMode(s string) (mailio.TLSMode, error) {
	switch strings.ToLower(s) {
	case "", "implicit", "tls", "ssl":
		return mailio.TLSMode("implicit"), nil
	case "starttls":
		return mailio.TLSMode("starttls"), nil
	case "none", "plain":
		return mailio.TLSMode("none"), nil
	}
	return "", fmt.Errorf("%q is not one of implicit, starttls, none", s)
}

// requireHost insists on a host and refuses an unencrypted connection to
// anything but loopback: passwords must not cross a network in clear.
func requireHost(add func(key, format string, args ...any), section, host string, mode mailio.TLSMode) {
	if host == "" {
		add(section+".host", "missing: the server's host name")
		return
	}
	if mode == "none" && !isLoopback(host) {
		add(section+".tls", "\"none\" is allowed only for a loopback host, not %q", host)
	}
}

func isLoopback(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

func hostPort(host string, port int, mode mailio.TLSMode, implicitPort, otherPort int) string {
	if port == 0 {
		port = otherPort
		if mode == "implicit" {
			port = implicitPort
		}
	}
	return net.JoinHostPort(host, strconv.Itoa(port))
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// parseSize reads "1048576", "512KiB", "2MiB", "1MB" (MB taken as MiB, since
// that is what operators mean for mail sizes).
func parseSize(s string) (int64, error) {
	s = strings.TrimSpace(s)
	mult := int64(1)
	lower := strings.ToLower(s)
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"kib", 1 << 10}, {"mib", 1 << 20}, {"gib", 1 << 30}, {"kb", 1 << 10}, {"mb", 1 << 20}, {"gb", 1 << 30}, {"k", 1 << 10}, {"m", 1 << 20}, {"b", 1}} {
		if strings.HasSuffix(lower, u.suffix) {
			mult = u.mult
			s = strings.TrimSpace(s[:len(s)-len(u.suffix)])
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("bad size %q", s)
	}
	if n > math.MaxInt64/mult {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return n * mult, nil
}

// Retention defaults: raw copies of handled mail a week (for an operator
// looking into a complaint; mail that held a password loses its copy at
// once), sent mail three months (bounces come back within days).
const (
	defaultKeepRawMail  = 7 * 24 * time.Hour
	defaultKeepSentMail = 90 * 24 * time.Hour
)

// maxKeepDays is the most days a retention may name: as many as a
// time.Duration holds.
const maxKeepDays = int(math.MaxInt64 / int64(24*time.Hour))

// parseKeep reads "30d", "36h", "1d12h" or "forever" (0).
func parseKeep(s string) (time.Duration, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	whole := s
	if s == "forever" || s == "0" {
		return 0, nil
	}
	var days time.Duration
	if i := strings.IndexByte(s, 'd'); i > 0 {
		n, err := strconv.Atoi(s[:i])
		if err != nil || n < 0 {
			return 0, fmt.Errorf("%q is not a duration (examples: \"30d\", \"36h\", \"forever\")", s)
		}
		// A duration holds about 292 years; more days than that would
		// wrap around to a negative or a short time.
		if n > maxKeepDays {
			return 0, fmt.Errorf("%q is more than %d days (examples: \"30d\", \"36h\", \"forever\")", whole, maxKeepDays)
		}
		days, s = time.Duration(n)*24*time.Hour, s[i+1:]
	}
	if s == "" {
		return days, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 {
		return 0, fmt.Errorf("%q is not a duration (examples: \"30d\", \"36h\", \"forever\")", s)
	}
	if d > math.MaxInt64-days {
		return 0, fmt.Errorf("%q is more than %d days (examples: \"30d\", \"36h\", \"forever\")", whole, maxKeepDays)
	}
	return days + d, nil
}
