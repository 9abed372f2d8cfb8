package main

import (
	"context"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

// TestOAuth2TokenURLNeedsHTTPSOrExactLoopback: the token endpoint's URL is
// parsed, not matched by prefix: plain http is only for a host that is
// exactly localhost or a loopback address.
func TestOAuth2TokenURLNeedsHTTPSOrExactLoopback(t *testing.T) {
	cases := []struct {
		url string
		ok  bool
	}{
		{"https://oauth2.googleapis.com/token", true},
		{"http://localhost:8080/token", true},
		{"http://127.0.0.1/token", true},
		{"http://127.3.4.5:9/token", true},
		{"http://[::1]:8080/token", true},
		{"http://localhost.attacker.example/token", false},
		{"http://127.0.0.1.attacker.example/token", false},
		{"http://localhost@attacker.example/token", false},
		{"http://oauth2.googleapis.com/token", false},
		{"ftp://localhost/token", false},
		{"https:///token", false},
	}
	for _, c := range cases {
		cfg := minimalConfig + fmt.Sprintf("[oauth2]\ntoken_url = %q\nclient_id = \"c\"\nrefresh_token = \"r\"\n", c.url)
		cfg = strings.Replace(cfg, "password = \"pw\"\n", "auth = \"oauth2\"\n", 1)
		_, err := parseConfig([]byte(cfg))
		if c.ok && err != nil {
			t.Errorf("%s refused: %v", c.url, err)
		}
		if !c.ok && (err == nil || !strings.Contains(err.Error(), "oauth2.token_url")) {
			t.Errorf("%s: want an oauth2.token_url error, got %v", c.url, err)
		}
	}
}

// expiringEndpoint is a token endpoint whose access tokens are already
// stale when issued (expires_in 1 s is inside the client's early-expiry
// margin), so every login must trade the refresh token again; it rotates
// the refresh token each time.
func expiringEndpoint(t *testing.T, ep *tokenEndpoint) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(ep)
	t.Cleanup(srv.Close)
	return srv
}

// TestOAuth2ExpiredAccessTokenIsRefreshed: two IMAP logins, each by
// XOAUTH2 and OAUTHBEARER, with an access token that has expired in
// between: each login trades the current refresh token for a new access
// token, the rotated refresh token is written back whole after every trade,
// and no temporary file is left beside it.
func TestOAuth2ExpiredAccessTokenIsRefreshed(t *testing.T) {
	mail, err := devmail.Start(devmail.Options{Password: "pw", AccessToken: "ya29.fresh"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	for _, mech := range []string{mailio.MechXOAuth2, mailio.MechOAuthBearer} {
		t.Run(mech, func(t *testing.T) {
			dir := t.TempDir()
			ep := &tokenEndpoint{refresh: "rt-0", access: "ya29.fresh", expiresIn: 1}
			srv := expiringEndpoint(t, ep)
			rtFile := filepath.Join(dir, "refresh-token")
			if err := os.WriteFile(rtFile, []byte("rt-0\n"), 0o600); err != nil {
				t.Fatal(err)
			}
			o := rawOAuth2{TokenURL: srv.URL + "/token", ClientID: "adjutant-test", ClientSecret: "s", RefreshTokenFile: rtFile, Mechanism: mech}
			src, err := o.tokenSource(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			opts := mailio.IMAPOptions{Addr: mail.IMAPAddr(), TLS: mailio.TLSNone, Username: "judge@localhost", OAuth2: src, Mailbox: "INBOX"}
			want := "rt-0"
			for login := 1; login <= 2; login++ {
				if err := mailio.CheckIMAP(context.Background(), opts); err != nil {
					t.Fatalf("login %d: %v", login, err)
				}
				want += "-next"
				ep.mu.Lock()
				calls := ep.calls
				ep.mu.Unlock()
				if calls != login {
					t.Fatalf("after login %d the endpoint was asked %d times: the expired access token was reused", login, calls)
				}
				if b, _ := os.ReadFile(rtFile); string(b) != want+"\n" {
					t.Fatalf("after login %d the refresh token file holds %q, want %q", login, b, want)
				}
			}
			if fi, err := os.Stat(rtFile); err != nil || fi.Mode().Perm() != 0o600 {
				t.Errorf("refresh token file mode: %v %v", fi.Mode(), err)
			}
			entries, _ := os.ReadDir(dir)
			if len(entries) != 1 {
				t.Errorf("files beside the refresh token: %v", entries)
			}
		})
	}
}

// TestOAuth2UnsavedRotatedTokenFailsTheLogin: when the rotated refresh
// token cannot be written back, the login fails with a message that says
// so, instead of running on a token that is lost at the next start; once
// the file can be written, the next login saves it and succeeds.
func TestOAuth2UnsavedRotatedTokenFailsTheLogin(t *testing.T) {
	mail, err := devmail.Start(devmail.Options{Password: "pw", AccessToken: "ya29.fresh"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	dir := t.TempDir()
	ep := &tokenEndpoint{refresh: "rt-0", access: "ya29.fresh", expiresIn: 1}
	srv := expiringEndpoint(t, ep)
	rtFile := filepath.Join(dir, "refresh-token")
	if err := os.WriteFile(rtFile, []byte("rt-0\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	o := rawOAuth2{TokenURL: srv.URL + "/token", ClientID: "adjutant-test", RefreshTokenFile: rtFile}
	src, err := o.tokenSource(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	// The token file's place is taken by a directory that is not empty:
	// the rename that would replace it fails, whoever runs the test.
	if err := os.Remove(rtFile); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(rtFile, "in-the-way"), 0o700); err != nil {
		t.Fatal(err)
	}
	opts := mailio.IMAPOptions{Addr: mail.IMAPAddr(), TLS: mailio.TLSNone, Username: "judge@localhost", OAuth2: src, Mailbox: "INBOX"}
	err = mailio.CheckIMAP(context.Background(), opts)
	if !errors.Is(err, mailio.ErrOAuth2) || !errors.Is(err, errRefreshTokenNotSaved) || !strings.Contains(err.Error(), rtFile) {
		t.Fatalf("login with an unsaved rotated token: %v", err)
	}
	if err := os.RemoveAll(rtFile); err != nil {
		t.Fatal(err)
	}
	if err := mailio.CheckIMAP(context.Background(), opts); err != nil {
		t.Fatalf("login once the file can be written: %v", err)
	}
	if b, _ := os.ReadFile(rtFile); !strings.HasPrefix(string(b), "rt-0-next") {
		t.Errorf("the rotated token was not saved on the next login: %q", b)
	}
}
