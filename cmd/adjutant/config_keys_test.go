package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestAnUnknownKeySaysWhatWasMeant: a misspelt key, or a right key under
// the wrong section header, was refused as "unknown key" alone, leaving
// the operator to find the right name in config.example.toml.
func TestAnUnknownKeySaysWhatWasMeant(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"typo", strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\npol_interval = \"30s\"", 1),
			"imap.pol_interval: unknown key: did you mean imap.poll_interval?"},
		{"wrong section", minimalConfig + "[limits]\ndata_dir = \"/srv/adjutant\"\n",
			"limits.data_dir: unknown key: data_dir belongs under [judge]"},
		{"before every section", "timezone = \"UTC\"\n" + minimalConfig,
			"timezone: unknown key: timezone belongs under [judge]"},
		{"in two sections", minimalConfig + "password_file = \"/x\"\n",
			"judge.password_file: unknown key: password_file belongs under [imap] or [smtp]"},
		{"nothing close", minimalConfig + "[limits]\nfrobnicate = 1\n",
			"limits.frobnicate: unknown key"},
		{"misspelt section", strings.Replace(minimalConfig, "[imap]", "[imapp]", 1),
			"imapp: unknown section: did you mean [imap]? (the sections are [imap], [judge], [limits], [log], [oauth2], [retention], [smtp])"},
	}
	for _, c := range cases {
		_, err := parseConfig([]byte(c.text))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
	// A misspelt section is named once, not with each of its keys.
	_, err := parseConfig([]byte(strings.Replace(minimalConfig, "[imap]", "[imapp]", 1)))
	if err == nil || strings.Count(err.Error(), "imapp") != 1 {
		t.Errorf("a misspelt section: %v", err)
	}
	// Two unknown keys: each gets its own line.
	_, err = parseConfig([]byte(minimalConfig + "[limits]\nreplies_per_hr = 3\ndigest_intervall = \"1h\"\n"))
	if err == nil || !strings.Contains(err.Error(), "did you mean limits.replies_per_hour?") || !strings.Contains(err.Error(), "did you mean limits.digest_interval?") {
		t.Errorf("two unknown keys: %v", err)
	}
	for _, k := range []string{"imap.password_file", "smtp.auth", "judge.picture_font", "limits.game_creators", "oauth2.refresh_token_file", "retention.raw_mail", "log.level"} {
		if !slices.Contains(configKeys(), k) {
			t.Errorf("configKeys lacks %s: %v", k, configKeys())
		}
	}
}

// TestAFailingPasswordCommandSaysWhy: a password_command that failed was
// reported as "exit status 1" alone; what the command wrote to its
// standard error (a password manager saying why) was thrown away.
func TestAFailingPasswordCommandSaysWhy(t *testing.T) {
	text := strings.Replace(minimalConfig, `password = "pw"`, `password_command = "echo 'vault: no such entry adjutant/imap' >&2; exit 3"`, 1)
	cfg, err := parseConfig([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	err = cfg.resolveSecrets(context.Background())
	if err == nil || !strings.Contains(err.Error(), "imap.password_command: command failed: exit status 3: vault: no such entry adjutant/imap") {
		t.Errorf("got %v", err)
	}
}

// TestTheExampleConfigNamesEveryKey: the README says config.example.toml
// documents every key. Each key the judge reads is named in the example's
// section for it ([smtp]'s password and password_command were not).
func TestTheExampleConfigNamesEveryKey(t *testing.T) {
	text, err := os.ReadFile("../../config.example.toml")
	if err != nil {
		t.Fatal(err)
	}
	sections := map[string]string{}
	current := ""
	for _, line := range strings.Split(string(text), "\n") {
		header := strings.TrimSpace(strings.TrimPrefix(line, "#"))
		if strings.HasPrefix(header, "[") && strings.HasSuffix(header, "]") && !strings.Contains(header, " ") {
			current = strings.Trim(header, "[]")
			continue
		}
		sections[current] += line + "\n"
	}
	for _, k := range configKeys() {
		section, leaf, _ := strings.Cut(k, ".")
		words := strings.FieldsFunc(sections[section], func(r rune) bool {
			return !(r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		})
		if !slices.Contains(words, leaf) {
			t.Errorf("config.example.toml's [%s] does not name %s", section, leaf)
		}
	}
}

// TestProcessedFolderIsNotTheMailbox: processed_folder = "INBOX" passed
// as "every key is valid" and failed only at the IMAP check, with the
// mail library's words; it is a wrong key, named as such.
func TestProcessedFolderIsNotTheMailbox(t *testing.T) {
	for _, folder := range []string{"INBOX", "inbox"} {
		text := strings.Replace(minimalConfig, `password = "pw"`, "password = \"pw\"\nprocessed_folder = \""+folder+"\"", 1)
		_, err := parseConfig([]byte(text))
		if err == nil || !strings.Contains(err.Error(), "imap.processed_folder: \""+folder+"\" is the mailbox itself") {
			t.Errorf("processed_folder = %q: %v", folder, err)
		}
	}
}

// TestDevRefusesAJudgeAddressThatIsNone: `adjutant dev --judge-address
// nobody` started, and the judge then failed to log in to its own mailbox
// for ever; --log-level loud was refused in the log library's words.
func TestDevRefusesAJudgeAddressThatIsNone(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ flag, value, want string }{
		{"--judge-address", "nobody", `--judge-address: "nobody" is not a mail address (example: judge@localhost)`},
		{"--log-level", "loud", `--log-level: "loud" is not one of debug, info, warn, error`},
	} {
		code, out, errs := runCLI("dev", "--data", dir, "--imap-addr", "127.0.0.1:0", "--smtp-addr", "127.0.0.1:0", c.flag, c.value)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("dev %s %s: exit %d, want %q\n%s%s", c.flag, c.value, code, c.want, out, errs)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "devmail")); err == nil {
		t.Errorf("dev made its mail system before refusing its flags")
	}
}

// TestAPasswordIsTheFirstLine: the docs say password_file's first line is
// the password; the judge took the whole file, so a file with a second
// line (a note, or pass's "login:" line from a password_command) gave a
// password with a line break in it, which no server takes.
func TestAPasswordIsTheFirstLine(t *testing.T) {
	file := filepath.Join(t.TempDir(), "imap-password")
	if err := os.WriteFile(file, []byte("s3cret\r\nrotated 2026-11-01 by the treasurer\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{
		"password_file = " + strconv.Quote(file),
		`password_command = "printf 's3cret\nlogin: judge\n'"`,
	} {
		cfg, err := parseConfig([]byte(strings.Replace(minimalConfig, `password = "pw"`, secret, 1)))
		if err != nil {
			t.Fatal(err)
		}
		if err := cfg.resolveSecrets(context.Background()); err != nil {
			t.Fatal(err)
		}
		if cfg.IMAP.Password != "s3cret" {
			t.Errorf("%s: the password read is %q, want the first line", secret, cfg.IMAP.Password)
		}
	}
}
