package main

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"golang.org/x/oauth2"

	"adjutant/mailio"
)

// rawOAuth2 is the [oauth2] section: how to turn a long-lived refresh token
// into the short-lived access tokens IMAP and SMTP accept, for providers
// that have switched passwords off. imap.auth / smtp.auth = "oauth2" use it.
type rawOAuth2 struct {
	TokenURL  string   `toml:"token_url"`
	ClientID  string   `toml:"client_id"`
	Scopes    []string `toml:"scopes"`
	Mechanism string   `toml:"mechanism"`

	ClientSecret        string `toml:"client_secret"`
	ClientSecretFile    string `toml:"client_secret_file"`
	ClientSecretCommand string `toml:"client_secret_command"`

	RefreshToken        string `toml:"refresh_token"`
	RefreshTokenFile    string `toml:"refresh_token_file"`
	RefreshTokenCommand string `toml:"refresh_token_command"`
}

func (o rawOAuth2) configured() bool {
	return len(o.Scopes) > 0 || countSet(o.TokenURL, o.ClientID, o.Mechanism, o.ClientSecret, o.ClientSecretFile,
		o.ClientSecretCommand, o.RefreshToken, o.RefreshTokenFile, o.RefreshTokenCommand) > 0
}

// validate checks the section for a configuration that uses it.
func (o rawOAuth2) validate(add func(key, format string, args ...any)) {
	if o.TokenURL == "" {
		add("oauth2.token_url", "missing: the provider's token endpoint (Google: https://oauth2.googleapis.com/token; Microsoft: https://login.microsoftonline.com/<tenant>/oauth2/v2.0/token)")
	} else if err := checkTokenURL(o.TokenURL); err != nil {
		add("oauth2.token_url", "%q: %v", o.TokenURL, err)
	}
	if o.ClientID == "" {
		add("oauth2.client_id", "missing: the OAuth client's id")
	}
	switch strings.ToLower(o.Mechanism) {
	case "", mailio.MechXOAuth2, mailio.MechOAuthBearer:
	default:
		add("oauth2.mechanism", "%q is not xoauth2 or oauthbearer", o.Mechanism)
	}
	if err := checkOneOf(o.RefreshToken, o.RefreshTokenFile, o.RefreshTokenCommand); err != nil {
		add("oauth2.refresh_token", "%v (refresh_token, refresh_token_file or refresh_token_command)", err)
	}
	if n := countSet(o.ClientSecret, o.ClientSecretFile, o.ClientSecretCommand); n > 1 {
		add("oauth2.client_secret", "set only one of client_secret, client_secret_file and client_secret_command")
	}
}

func countSet(vals ...string) int {
	n := 0
	for _, v := range vals {
		if v != "" {
			n++
		}
	}
	return n
}

func checkOneOf(vals ...string) error {
	switch countSet(vals...) {
	case 0:
		return errors.New("missing")
	case 1:
		return nil
	}
	return errors.New("set only one")
}

// tokenSource builds the mailio token function: the refresh token is read
// (file or command) once, exchanged at the token endpoint when the access
// token is missing or expired, and the access token reused until then. A
// provider that rotates refresh tokens (Microsoft does) gets the new one
// written back to refresh_token_file.
func (o rawOAuth2) tokenSource(ctx context.Context) (*mailio.OAuth2, error) {
	secret, err := readSecret(ctx, "oauth2", rawSecret{Password: o.ClientSecret, PasswordFile: o.ClientSecretFile, PasswordCommand: o.ClientSecretCommand})
	if err != nil {
		return nil, renameKey(err, "password", "client_secret")
	}
	refresh, err := readSecret(ctx, "oauth2", rawSecret{Password: o.RefreshToken, PasswordFile: o.RefreshTokenFile, PasswordCommand: o.RefreshTokenCommand})
	if err != nil {
		return nil, renameKey(err, "password", "refresh_token")
	}
	conf := &oauth2.Config{ClientID: o.ClientID, ClientSecret: secret, Scopes: o.Scopes,
		Endpoint: oauth2.Endpoint{TokenURL: o.TokenURL, AuthStyle: oauth2.AuthStyleInParams}}
	var mu sync.Mutex
	var src oauth2.TokenSource
	last := refresh
	return &mailio.OAuth2{Mechanism: strings.ToLower(o.Mechanism), Token: func(ctx context.Context) (string, error) {
		mu.Lock()
		defer mu.Unlock()
		if src == nil {
			// The context of the first login carries the HTTP client's
			// lifetime; later refreshes reuse the source.
			src = conf.TokenSource(context.WithoutCancel(ctx), &oauth2.Token{RefreshToken: refresh})
		}
		t, err := src.Token()
		if err != nil {
			return "", fmt.Errorf("oauth2 token endpoint %s: %w", o.TokenURL, err)
		}
		if t.RefreshToken != "" && t.RefreshToken != last && o.RefreshTokenFile != "" {
			// The provider may already have revoked the old token, so a
			// rotated one that cannot be saved is lost at the next start:
			// the login fails until it is saved (the source keeps it and
			// every login tries again), rather than run on silently.
			if err := writeFileAtomic(o.RefreshTokenFile, []byte(t.RefreshToken+"\n"), 0o600); err != nil {
				return "", fmt.Errorf("%w: %w", errRefreshTokenNotSaved, err)
			}
			last = t.RefreshToken
		}
		return t.AccessToken, nil
	}}, nil
}

func renameKey(err error, from, to string) error {
	var ce *configError
	if errors.As(err, &ce) {
		return &configError{Key: strings.Replace(ce.Key, from, to, 1), Msg: ce.Msg}
	}
	return err
}

// errRefreshTokenNotSaved is the login failure when a rotated refresh token
// could not be written back to refresh_token_file.
var errRefreshTokenNotSaved = errors.New("the provider rotated the refresh token and it could not be saved to refresh_token_file; fix the file's permissions: until then no login is tried, and a restart would read the old token")

// checkTokenURL accepts an https URL, or plain http to an exact loopback
// host (localhost, 127.0.0.0/8, ::1) for a token endpoint on the judge's
// own machine. The host is compared after parsing, so
// "http://localhost.example.org/" or "http://localhost@example.org/" is
// refused.
func checkTokenURL(raw string) error {
	u, err := url.Parse(raw)
	if err != nil {
		return fmt.Errorf("not a URL: %w", err)
	}
	if u.Host == "" || u.Hostname() == "" {
		return errors.New("the token endpoint needs a host (https://host/path)")
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		return nil
	case "http":
		if isLoopback(strings.ToLower(u.Hostname())) {
			return nil
		}
		return errors.New("the token endpoint must use https (plain http only to localhost, 127.0.0.0/8 or ::1)")
	}
	return fmt.Errorf("scheme %q: the token endpoint must use https", u.Scheme)
}

// writeFileAtomic replaces path with data so that a crash or a full disk
// leaves either the old file or the new one, never a torn one: a temporary
// file in the same directory is written and synced, renamed over path,
// and the directory synced so the rename itself is durable.
func writeFileAtomic(path string, data []byte, perm os.FileMode) (err error) {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := tmp.Chmod(perm); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("replacing %s: %w", path, err)
	}
	d, err := os.Open(dir)
	if err != nil {
		return fmt.Errorf("syncing %s: %w", dir, err)
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("syncing %s: %w", dir, err)
	}
	return nil
}
