package main

import (
	"errors"
	"math/big"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"
)

// FuzzParseConfig: any configuration file is either a Config that keeps
// every promise the checks make, or an error an operator can act on: a
// TOML error that says which line, or one problem per key, each naming
// the key. Seeds: config.example.toml, the tests' minimal file, and
// broken ones (testdata/fuzz/FuzzParseConfig).
func FuzzParseConfig(f *testing.F) {
	example, err := os.ReadFile("../../config.example.toml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(example)
	f.Add([]byte(minimalConfig))
	f.Add([]byte(minimalConfig + "[limits]\nmax_message_size = \"9999999999999GiB\"\n[retention]\nraw_mail = \"99999999999d\"\n"))
	f.Add([]byte(strings.Replace(minimalConfig, "[imap]", "[imapp]", 1)))
	f.Add([]byte("[imap]\nport = \"993\"\n"))
	f.Add([]byte("[judge\naddress = 1\n"))
	known := configKeys()
	f.Fuzz(func(t *testing.T, data []byte) {
		cfg, err := parseConfig(data)
		if err != nil {
			checkConfigError(t, err, known)
			return
		}
		checkValidConfig(t, cfg)
	})
}

// checkConfigError: a TOML error names its line; any other error is one
// configError per problem, each naming a key or section and what is wrong.
func checkConfigError(t *testing.T, err error, known []string) {
	t.Helper()
	if strings.HasPrefix(err.Error(), "config is not valid TOML") {
		var pe toml.ParseError
		if errors.As(err, &pe) && pe.Position.Line < 1 || !strings.Contains(err.Error(), "line") {
			t.Fatalf("a TOML error without its line: %v", err)
		}
		return
	}
	problems := []error{err}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		problems = joined.Unwrap()
	}
	for _, p := range problems {
		var ce *configError
		if !errors.As(p, &ce) || ce.Key == "" || ce.Msg == "" {
			t.Fatalf("a problem that names no key: %v", p)
		}
		if !slices.Contains(known, ce.Key) && !strings.HasPrefix(ce.Msg, "unknown") && !isSection(ce.Key, known) {
			t.Fatalf("problem for %q, neither a known key nor called unknown: %v", ce.Key, p)
		}
	}
}

func isSection(key string, known []string) bool {
	for _, k := range known {
		if strings.HasPrefix(k, key+".") {
			return true
		}
	}
	return false
}

// checkValidConfig: what parseConfig accepts is within the bounds its
// messages promise.
func checkValidConfig(t *testing.T, cfg *Config) {
	t.Helper()
	switch {
	case !strings.Contains(cfg.JudgeAddress, "@"):
		t.Fatalf("judge address %q accepted", cfg.JudgeAddress)
	case cfg.DataDir == "":
		t.Fatal("no data directory accepted")
	case cfg.MaxMessageSize < 4096:
		t.Fatalf("max message size %d accepted", cfg.MaxMessageSize)
	case cfg.RepliesPerHour < 1 || cfg.GamesPerDay < 1 || cfg.ConfirmationsPerMail < 0 || cfg.ConfirmationsPerDay < 0:
		t.Fatalf("a count below 1 accepted: %+v", cfg)
	case cfg.IMAP.PollInterval < time.Second || cfg.IMAP.RescanInterval < time.Second || cfg.DigestInterval < time.Minute:
		t.Fatalf("an interval below its least accepted: poll %v rescan %v digest %v", cfg.IMAP.PollInterval, cfg.IMAP.RescanInterval, cfg.DigestInterval)
	case cfg.KeepRawMail < 0 || cfg.KeepSentMail < 0:
		t.Fatalf("a negative retention accepted: %v %v", cfg.KeepRawMail, cfg.KeepSentMail)
	case cfg.IMAP.MaxAttempts < 2 || cfg.IMAP.MaxAttempts > maxMaxAttempts:
		t.Fatalf("max attempts %d accepted", cfg.IMAP.MaxAttempts)
	case cfg.Location == nil:
		t.Fatal("no time zone")
	}
	for _, mode := range []string{string(cfg.IMAP.TLS), string(cfg.SMTP.TLS)} {
		if back, err := parseTLSMode(mode); err != nil || string(back) != mode {
			t.Fatalf("TLS mode %q is not canonical", mode)
		}
	}
}

// FuzzParseSize: a size is read as its number times its unit, exactly
// (math/big is the check), or refused with the size named; never a
// wrapped-around number.
func FuzzParseSize(f *testing.F) {
	for _, s := range []string{"1048576", "512KiB", "2MiB", "1MB", " 4 k ", "1b", "9223372036854775807", "9999999999999GiB", "-1", "MiB", "1.5MiB", "0x10"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseSize(s)
		if err != nil {
			if !strings.Contains(err.Error(), "size") {
				t.Fatalf("%q: the error does not say what it wanted: %v", s, err)
			}
			return
		}
		if n < 0 {
			t.Fatalf("%q: read as %d", s, n)
		}
		if want, ok := sizeOracle(s); ok && want.Cmp(big.NewInt(n)) != 0 {
			t.Fatalf("%q: read as %d, is %s", s, n, want)
		}
		if back, err := parseSize(strconv.FormatInt(n, 10)); err != nil || back != n {
			t.Fatalf("%q: %d does not read back (%d, %v)", s, n, back, err)
		}
	})
}

// sizeOracle is the size s writes, by other means: the digits before the
// unit's letters times the unit.
func sizeOracle(s string) (*big.Int, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	units := map[string]int64{"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10, "m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20, "gb": 1 << 30, "gib": 1 << 30}
	num := strings.TrimRight(s, "abcdefghijklmnopqrstuvwxyz")
	mult, ok := units[s[len(num):]]
	if !ok {
		return nil, false
	}
	v, ok := new(big.Int).SetString(strings.TrimSpace(num), 10)
	if !ok {
		return nil, false
	}
	return v.Mul(v, big.NewInt(mult)), true
}

// FuzzParseKeep: a retention reads as a duration that is never negative
// and writes back as days and a remainder that read again the same; a
// refusal gives examples of what would do.
func FuzzParseKeep(f *testing.F) {
	for _, s := range []string{"30d", "36h", "1d12h", "forever", "0", "FOREVER", "7d", "99999999999d", "106751d", "1d-5h", "d5h", "3x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d, err := parseKeep(s)
		if err != nil {
			if !strings.Contains(err.Error(), `"30d", "36h", "forever"`) {
				t.Fatalf("%q: the error gives no examples: %v", s, err)
			}
			return
		}
		if d < 0 {
			t.Fatalf("%q: read as %v", s, d)
		}
		day := 24 * time.Hour
		text := strconv.FormatInt(int64(d/day), 10) + "d" + (d % day).String()
		if back, err := parseKeep(text); err != nil || back != d {
			t.Fatalf("%q: %v written %q reads back as %v (%v)", s, d, text, back, err)
		}
	})
}

// FuzzParseTLSMode: a mode is one of three, each reading back as itself;
// a refusal names the word and the three.
func FuzzParseTLSMode(f *testing.F) {
	for _, s := range []string{"", "implicit", "TLS", "ssl", "starttls", "STARTTLS", "none", "plain", "start-tls", "yes"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		mode, err := parseTLSMode(s)
		if err != nil {
			if !strings.Contains(err.Error(), strconv.Quote(s)) || !strings.Contains(err.Error(), "implicit, starttls, none") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if !slices.Contains([]string{"implicit", "starttls", "none"}, string(mode)) {
			t.Fatalf("%q read as %q", s, mode)
		}
		if back, err := parseTLSMode(string(mode)); err != nil || back != mode {
			t.Fatalf("%q: %q reads back as %q (%v)", s, mode, back, err)
		}
	})
}

// FuzzParseAuditRequest: the control request "N [GAME]" reads as a count
// of at least 0 and a game, and the request runAudit writes for them
// reads back the same; a refusal names the count it could not read.
func FuzzParseAuditRequest(f *testing.F) {
	for _, s := range []string{"50", "0 ", "50 game1", "10  spaced game ", "-1", "x game", "", "99999999999999999999", "+5 g"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, game, err := parseAuditRequest(s)
		if err != nil {
			num, _, _ := strings.Cut(s, " ")
			if !strings.Contains(err.Error(), strconv.Quote(num)) || !strings.Contains(err.Error(), "count") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		if n < 0 || game != strings.TrimSpace(game) {
			t.Fatalf("%q read as %d %q", s, n, game)
		}
		n2, game2, err := parseAuditRequest(strconv.Itoa(n) + " " + game)
		if err != nil || n2 != n || game2 != game {
			t.Fatalf("%q: (%d, %q) reads back as (%d, %q, %v)", s, n, game, n2, game2, err)
		}
	})
}

// FuzzParseResendRequest: what `adjutant resend` sends the daemon reads as
// "all" and outbox numbers above zero, written back the same way; anything
// else is refused quoting the word that is not a number.
func FuzzParseResendRequest(f *testing.F) {
	for _, s := range []string{"", "all", "12", "#12 13", "all 4", "0", "-3", "x", "#", "99999999999999999999", "12 all #7"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		all, ids, err := parseResendRequest(s)
		if err != nil {
			if !errors.Is(err, errUsage) || !strings.Contains(err.Error(), "is not the number of a failed mail") {
				t.Fatalf("%q: %v", s, err)
			}
			return
		}
		words := []string{}
		if all {
			words = append(words, "all")
		}
		for _, id := range ids {
			if id == 0 {
				t.Fatalf("%q read a mail number 0", s)
			}
			words = append(words, strconv.FormatUint(id, 10))
		}
		all2, ids2, err := parseResendRequest(strings.Join(words, " "))
		if err != nil || all2 != all || !slices.Equal(ids2, ids) {
			t.Fatalf("%q: (%v, %v) reads back as (%v, %v, %v)", s, all, ids, all2, ids2, err)
		}
	})
}
