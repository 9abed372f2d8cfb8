package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/games/kit/picture"
)

func TestExampleConfigIsValid(t *testing.T) {
	cfg, err := loadConfig("../../config.example.toml")
	if err != nil {
		t.Fatalf("config.example.toml does not validate: %v", err)
	}
	if cfg.IMAP.Addr != "imap.example.org:993" || cfg.SMTP.Addr != "smtp.example.org:465" {
		t.Errorf("addresses: imap %q smtp %q", cfg.IMAP.Addr, cfg.SMTP.Addr)
	}
	if cfg.IMAP.PollInterval != time.Minute || !cfg.IMAP.UseIDLE || cfg.MaxMessageSize != 1<<20 || cfg.RepliesPerHour != 30 || cfg.DigestInterval != 15*time.Minute {
		t.Errorf("defaults from the example not applied: %+v", cfg)
	}
}

const minimalConfig = `
[imap]
host = "127.0.0.1"
tls = "none"
user = "judge"
password = "pw"
[smtp]
host = "127.0.0.1"
tls = "none"
auth = "none"
[judge]
address = "Judge@Example.org"
data_dir = "/tmp/x"
`

func TestConfigErrorsNameTheKey(t *testing.T) {
	cases := []struct {
		name, edit, wantKey string
	}{
		{"unknown key", minimalConfig + "\n[limits]\nreplies_per_hr = 3\n", "limits.replies_per_hr"},
		{"missing address", strings.Replace(minimalConfig, `address = "Judge@Example.org"`, "", 1), "judge.address"},
		{"bad tls", strings.Replace(minimalConfig, `tls = "none"`, `tls = "maybe"`, 1), "imap.tls"},
		{"plaintext off loopback", strings.Replace(minimalConfig, `host = "127.0.0.1"`, `host = "mail.example.org"`, 1), "imap.tls"},
		{"two secrets", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\npassword_file = \"/x\"", 1), "imap.password"},
		{"no secret", strings.Replace(minimalConfig, `password = "pw"`, "", 1), "imap.password"},
		{"bad zone", minimalConfig + "timezone = \"Mars/Olympus\"\n", "judge.timezone"},
		{"bad size", minimalConfig + "[limits]\nmax_message_size = \"lots\"\n", "limits.max_message_size"},
		{"digest too often", minimalConfig + "[limits]\ndigest_interval = \"10s\"\n", "limits.digest_interval"},
		{"bad duration", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\npoll_interval = \"often\"", 1), "imap.poll_interval"},
		{"bad level", minimalConfig + "[log]\nlevel = \"loud\"\n", "log.level"},
		{"quarantine is the mailbox", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\nquarantine_folder = \"inbox\"", 1), "imap.quarantine_folder"},
		{"one attempt", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\nmax_attempts = 1", 1), "imap.max_attempts"},
		{"no games a day", minimalConfig + "[limits]\ngames_per_day = 0\n", "limits.games_per_day"},
		{"pictures not a switch", minimalConfig + "pictures = \"off\"\n", "judge.pictures"},
		{"picture font absent", minimalConfig + "picture_font = \"/no/such/font.ttf\"\n", "judge.picture_font"},
		{"picture font not a font", minimalConfig + "picture_font = \"config_test.go\"\n", "judge.picture_font"},
		{"bad creator", minimalConfig + "[limits]\ngame_creators = [\"GM <gm@example.org>\"]\n", "limits.game_creators"},
		{"judge address with a name", strings.Replace(minimalConfig, `address = "Judge@Example.org"`, `address = "Club judge <judge@example.org>"`, 1), `judge.address: "Club judge <judge@example.org>" has a display name: write the address alone, address = "judge@example.org", and the name as name = "Club judge"`},
		{"judge address with a space", strings.Replace(minimalConfig, `address = "Judge@Example.org"`, `address = "judge @example.org"`, 1), "judge.address"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := parseConfig([]byte(c.edit))
			if err == nil {
				t.Fatal("accepted")
			}
			if !strings.Contains(err.Error(), c.wantKey) {
				t.Fatalf("error does not name %s: %v", c.wantKey, err)
			}
		})
	}
}

func TestConfigMinimalAndSecrets(t *testing.T) {
	cfg, err := parseConfig([]byte(minimalConfig))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.JudgeAddress != "judge@example.org" || cfg.IMAP.Addr != "127.0.0.1:143" || cfg.SMTP.Auth != "none" {
		t.Fatalf("got %+v", cfg)
	}
	dir := t.TempDir()
	pwFile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwFile, []byte("from-file\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	withFile := strings.Replace(minimalConfig, `password = "pw"`, `password_file = "`+pwFile+`"`, 1)
	withCmd := strings.Replace(minimalConfig, `password = "pw"`, `password_command = "echo from-command"`, 1)
	for want, text := range map[string]string{"from-file": withFile, "from-command": withCmd} {
		cfg, err := parseConfig([]byte(text))
		if err != nil {
			t.Fatal(err)
		}
		if err := cfg.resolveSecrets(context.Background()); err != nil {
			t.Fatal(err)
		}
		if cfg.IMAP.Password != want {
			t.Errorf("password = %q, want %q", cfg.IMAP.Password, want)
		}
	}
}

// [judge] pictures is on unless the operator says false.
func TestPicturesSwitch(t *testing.T) {
	for text, want := range map[string]bool{"": false, "pictures = true\n": false, "pictures = false\n": true} {
		cfg, err := parseConfig([]byte(minimalConfig + text))
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if cfg.NoPictures != want {
			t.Errorf("%q: NoPictures = %v, want %v", text, cfg.NoPictures, want)
		}
	}
}

func TestRetentionSettings(t *testing.T) {
	for in, want := range map[string]time.Duration{"30d": 30 * 24 * time.Hour, "36h": 36 * time.Hour, "1d12h": 36 * time.Hour, "forever": 0} {
		if got, err := parseKeep(in); err != nil || got != want {
			t.Errorf("parseKeep(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"soon", "-3d", "3x"} {
		if _, err := parseKeep(bad); err == nil {
			t.Errorf("parseKeep(%q) accepted", bad)
		}
	}
}

func TestGameCreationLimits(t *testing.T) {
	cfg, err := parseConfig([]byte(minimalConfig))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.GamesPerDay != 3 || len(cfg.GameCreators) != 0 {
		t.Errorf("defaults: %d games a day, creators %v", cfg.GamesPerDay, cfg.GameCreators)
	}
	cfg, err = parseConfig([]byte(minimalConfig + "[limits]\ngames_per_day = 10\ngame_creators = [\"GM@Example.org\"]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.GamesPerDay != 10 || len(cfg.GameCreators) != 1 || cfg.GameCreators[0] != "gm@example.org" {
		t.Errorf("set: %d games a day, creators %v", cfg.GamesPerDay, cfg.GameCreators)
	}
}

// TestConfirmJoinsSetting: joins wait for confirmation unless
// limits.confirm_joins = false, and adjutant dev has them wait too.
func TestConfirmJoinsSetting(t *testing.T) {
	cfg, err := parseConfig([]byte(minimalConfig))
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.ConfirmJoins {
		t.Error("confirm_joins is off by default")
	}
	cfg, err = parseConfig([]byte(minimalConfig + "[limits]\nconfirm_joins = false\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.ConfirmJoins {
		t.Error("confirm_joins = false left it on")
	}
	if !devConfig(t.TempDir(), "127.0.0.1:1", "127.0.0.1:2", "judge@localhost", "pw").ConfirmJoins {
		t.Error("adjutant dev seats first-time joiners at once")
	}
}

// [judge] picture_font: "none" uses no Chinese font; a named file is used
// when it has Chinese letters.
func TestPictureFontSetting(t *testing.T) {
	cfg, err := parseConfig([]byte(minimalConfig + "picture_font = \"none\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HanFont != nil {
		t.Errorf("picture_font = none loaded %s", cfg.HanFont.Path)
	}
	found := picture.FindHanFont(picture.HanFontPaths())
	if found == nil {
		t.Skip("no font with Chinese letters on this host (the Debian package fonts-droid-fallback has one)")
	}
	cfg, err = parseConfig([]byte(minimalConfig + "picture_font = \"" + found.Path + "\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HanFont == nil || cfg.HanFont.Path != found.Path {
		t.Errorf("picture_font = %s was not loaded: %+v", found.Path, cfg.HanFont)
	}
	cfg, err = parseConfig([]byte(minimalConfig))
	if err != nil {
		t.Fatal(err)
	}
	if cfg.HanFont == nil {
		t.Error("with picture_font unset, the installed font was not found")
	}
}

// TestConfigSaysWhatAValueOfTheWrongTypeTakes: a value of the wrong type
// or a word without quotes was refused in the TOML library's words
// ("incompatible types: TOML value has type int64; destination has type
// string", "expected a top-level item to end with a newline, comment,
// or EOF, but got 'o' instead" for level = info).
func TestConfigSaysWhatAValueOfTheWrongTypeTakes(t *testing.T) {
	withPassword := func(line string) string {
		return strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\n"+line, 1)
	}
	for _, c := range []struct{ name, config, want string }{
		{"a duration as a number", withPassword("poll_interval = 60"), `imap.poll_interval: line 7: takes text in quotes (for example "60s", "info"), not a number`},
		{"a port in quotes", withPassword(`port = "993"`), "imap.port: line 7: takes a number without quotes (for example 993), not text in quotes"},
		{"a switch in quotes", withPassword(`idle = "yes"`), "imap.idle: line 7: takes true or false without quotes, not text in quotes"},
		{"a list as text", minimalConfig + "[limits]\ngame_creators = \"gm@example.org\"\n", `limits.game_creators: line 15: takes a list in brackets (for example ["gm@example.org"]), not text in quotes`},
		{"a word without quotes", minimalConfig + "[log]\nlevel = info  # quiet\n", `config is not valid TOML: line 15: info has no quotes: text goes in quotes (level = "info")`},
		{"a time zone without quotes", minimalConfig + "timezone = Europe/London\n", `line 14: Europe/London has no quotes: text goes in quotes (timezone = "Europe/London")`},
	} {
		_, err := parseConfig([]byte(c.config))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}
