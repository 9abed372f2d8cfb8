package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

// tokenEndpoint is a stand-in for a provider's OAuth2 token endpoint (not a
// mail part): it trades the refresh token it knows for an access token and
// rotates the refresh token, as Microsoft's does.
type tokenEndpoint struct {
	mu      sync.Mutex
	refresh string
	access  string
	calls   int
	// expiresIn is the access token's lifetime in seconds; 0 means an hour.
	expiresIn int
}

func (e *tokenEndpoint) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.calls++
	if err := r.ParseForm(); err != nil || r.Form.Get("grant_type") != "refresh_token" || r.Form.Get("client_id") != "adjutant-test" {
		http.Error(w, `{"error":"invalid_request"}`, http.StatusBadRequest)
		return
	}
	if r.Form.Get("refresh_token") != e.refresh {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusBadRequest)
		fmt.Fprint(w, `{"error":"invalid_grant"}`)
		return
	}
	e.refresh = e.refresh + "-next"
	life := e.expiresIn
	if life == 0 {
		life = 3600
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"access_token": e.access, "token_type": "Bearer", "expires_in": life, "refresh_token": e.refresh})
}

// TestCheckConfigLogsInWithOAuth2: imap.auth and smtp.auth = "oauth2" with a
// refresh token in a file; check-config gets an access token from the
// endpoint, logs in to both servers with it, and keeps the rotated refresh
// token. A revoked refresh token fails clearly.
func TestCheckConfigLogsInWithOAuth2(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{Password: "pw", AccessToken: "ya29.live"})
	if err != nil {
		t.Fatal(err)
	}
	defer mail.Close()
	ep := &tokenEndpoint{refresh: "1//rt-first", access: "ya29.live"}
	srv := httptest.NewServer(ep)
	defer srv.Close()
	rtFile := filepath.Join(dir, "refresh-token")
	if err := os.WriteFile(rtFile, []byte("1//rt-first\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(writeLoopbackConfig(t, dir, mail))
	if err != nil {
		t.Fatal(err)
	}
	cfg := strings.Replace(string(text), "password = \"pw\"\n", "auth = \"oauth2\"\n", 2)
	cfg += fmt.Sprintf("[oauth2]\ntoken_url = %q\nclient_id = \"adjutant-test\"\nclient_secret = \"s\"\nrefresh_token_file = %q\nscopes = [\"https://mail.example/\"]\n", srv.URL+"/token", rtFile)
	path := filepath.Join(dir, "oauth.toml")
	if err := os.WriteFile(path, []byte(cfg), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI("check-config", path)
	if code != 0 || !strings.Contains(out, "login and mailbox \"INBOX\" ok") || !strings.Contains(out, "connection and login ok") {
		t.Fatalf("OAuth2 config: exit %d\n%s%s", code, out, errs)
	}
	if ep.calls != 1 {
		t.Errorf("the token endpoint was asked %d times for two logins, want once (the access token is reused)", ep.calls)
	}
	if b, _ := os.ReadFile(rtFile); strings.TrimSpace(string(b)) != "1//rt-first-next" {
		t.Errorf("the rotated refresh token was not kept: file holds %q", b)
	}
	// The provider revokes the token: the next check fails and says where.
	ep.mu.Lock()
	ep.refresh = "1//someone-else"
	ep.mu.Unlock()
	code, out, errs = runCLI("check-config", path)
	if code == 0 || !strings.Contains(out+errs, "invalid_grant") {
		t.Fatalf("revoked refresh token: exit %d\n%s%s", code, out, errs)
	}
}

// TestDaemonRunsOnOAuth2: the whole daemon reads and answers mail with
// token logins only: the mailbox password is wrong on purpose.
func TestDaemonRunsOnOAuth2(t *testing.T) {
	dir := t.TempDir()
	mail, err := devmail.Start(devmail.Options{Password: "pw", AccessToken: "ya29.daemon"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { mail.Close() })
	cfg := devConfig(dir, mail.IMAPAddr(), mail.SMTPAddr(), "judge@localhost", "not-the-password")
	cfg.IMAP.PollInterval = 200 * time.Millisecond
	cfg.IMAP.RescanInterval = time.Second
	token := &mailio.OAuth2{Mechanism: mailio.MechOAuthBearer, Token: func(context.Context) (string, error) { return "ya29.daemon", nil }}
	cfg.IMAP.OAuth2 = token
	cfg.SMTP.OAuth2, cfg.SMTP.Auth, cfg.SMTP.Username = token, "oauth2", "judge@localhost"
	stop := runInBackground(t, cfg)
	defer stop()
	id := submit(t, mail.SMTPAddr(), "carol@example.org", "judge@localhost", "hi", "VERSION")
	got := waitReplies(t, mail, "carol@example.org", 1)
	if got[0].InReplyTo != id {
		t.Fatalf("the reply does not answer the mail: %+v", got[0])
	}
	var viaToken bool
	for _, e := range mail.Received() {
		if e.Authenticated == "judge@localhost" && len(e.To) == 1 && e.To[0] == "carol@example.org" {
			viaToken = true
		}
	}
	if !viaToken {
		t.Errorf("the reply was not submitted with the judge's token login")
	}
}
