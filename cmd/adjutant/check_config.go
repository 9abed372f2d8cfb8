package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"adjutant/storage"
)

// checkDataDir says whether the daemon could use dir as its data
// directory: create it when missing, and write files in it (the database,
// its control socket). It creates nothing that stays: a test file is
// written and removed again.
func checkDataDir(dir string) (string, error) {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		parent, err := nearestExisting(filepath.Dir(dir))
		if err != nil {
			return "", err
		}
		if err := tryWriting(parent); err != nil {
			return "", fmt.Errorf("does not exist and cannot be created: %w", err)
		}
		return "does not exist yet; the first start creates it", nil
	case err != nil:
		return "", err
	case !info.IsDir():
		return "", fmt.Errorf("%s is not a directory", dir)
	}
	if err := tryWriting(dir); err != nil {
		return "", err
	}
	db := filepath.Join(dir, dbFile)
	if _, err := os.Stat(db); errors.Is(err, os.ErrNotExist) {
		return "usable (no database yet: the first start creates " + dbFile + ")", nil
	}
	f, err := os.OpenFile(db, os.O_RDWR, 0)
	if err != nil {
		return "", fmt.Errorf("the database cannot be opened for writing: %w", err)
	}
	f.Close()
	if _, err := askDaemon(dir, "status"); err == nil {
		return "usable (" + dbFile + " there; an adjutant daemon runs on it)", nil
	}
	return checkDatabase(db)
}

// checkDatabase opens the database no daemon holds, read-only, to say
// whether this version can run on it.
func checkDatabase(path string) (string, error) {
	d, err := storage.Open(path, &storage.Options{ReadOnly: true, Timeout: time.Second})
	switch {
	case err == nil:
		d.Close()
		return "usable (" + dbFile + " there)", nil
	case errors.Is(err, storage.ErrNeedsMigration):
		return "usable (" + dbFile + " there, written by an older version: the first start upgrades it; take a copy first with adjutant backup)", nil
	case errors.Is(err, storage.ErrLocked):
		return "usable (" + dbFile + " there; another process holds it)", nil
	}
	return "", fmt.Errorf("%s cannot be used: %w", path, err)
}

// readableSecrets warns when the configuration file at path holds a
// secret in clear (password, client_secret, refresh_token) and users
// other than its owner may read it; "" when not.
func readableSecrets(path string, cfg *Config) string {
	info, err := os.Stat(path)
	if err != nil || info.Mode().Perm()&0o044 == 0 {
		return ""
	}
	var keys []string
	for _, s := range []struct{ key, value string }{
		{"imap.password", cfg.imapSecret.Password},
		{"smtp.password", cfg.smtpSecret.Password},
		{"oauth2.client_secret", cfg.oauth2.ClientSecret},
		{"oauth2.refresh_token", cfg.oauth2.RefreshToken},
	} {
		if s.value != "" {
			keys = append(keys, s.key)
		}
	}
	if len(keys) == 0 {
		return ""
	}
	return fmt.Sprintf("warning: %s holds a password (%s) and other users may read it (mode %04o): chmod 600 it, or use password_file or password_command",
		path, strings.Join(keys, ", "), info.Mode().Perm())
}

// nearestExisting is dir or its closest ancestor that exists; it must be
// a directory, as MkdirAll would need it to be.
func nearestExisting(dir string) (string, error) {
	for {
		info, err := os.Stat(dir)
		if err == nil {
			if !info.IsDir() {
				return "", fmt.Errorf("cannot be created: %s is not a directory", dir)
			}
			return dir, nil
		}
		if !errors.Is(err, os.ErrNotExist) {
			return "", err
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", err
		}
		dir = up
	}
}

// tryWriting creates and removes a file in dir.
func tryWriting(dir string) error {
	f, err := os.CreateTemp(dir, ".adjutant-check-*")
	if err != nil {
		return fmt.Errorf("cannot write in %s: %w", dir, errors.Unwrap(err))
	}
	name := f.Name()
	f.Close()
	return os.Remove(name)
}
