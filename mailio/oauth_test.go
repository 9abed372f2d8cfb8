package mailio_test

import (
	"context"
	"errors"
	"testing"

	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

// TestOAuth2LoginToIMAPAndSMTP logs in to the embedded IMAP and SMTP
// servers with an access token, by each mechanism, sends a mail with it,
// and is refused with a wrong token.
func TestOAuth2LoginToIMAPAndSMTP(t *testing.T) {
	s, err := devmail.Start(devmail.Options{Password: "pw", AccessToken: "ya29.good", Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	ctx := testCtx(t)
	token := func(tok string) func(context.Context) (string, error) {
		return func(context.Context) (string, error) { return tok, nil }
	}
	for _, mech := range []string{mailio.MechXOAuth2, mailio.MechOAuthBearer} {
		good := &mailio.OAuth2{Mechanism: mech, Token: token("ya29.good")}
		imapOpts := mailio.IMAPOptions{Addr: s.IMAPAddr(), TLS: mailio.TLSNone, Username: judge, OAuth2: good, Mailbox: "INBOX"}
		if err := mailio.CheckIMAP(ctx, imapOpts); err != nil {
			t.Errorf("%s: IMAP login with the token: %v", mech, err)
		}
		smtpOpts := mailio.SMTPOptions{Addr: s.SMTPAddr(), TLS: mailio.TLSNone, Username: judge, OAuth2: good}
		if err := mailio.CheckSMTP(ctx, smtpOpts); err != nil {
			t.Errorf("%s: SMTP AUTH with the token: %v", mech, err)
		}
		if err := mailio.NewSink(smtpOpts).Send(ctx, judge, []string{"alice@example.org"}, testMessage(mech)); err != nil {
			t.Errorf("%s: sending with the token: %v", mech, err)
		}
		bad := &mailio.OAuth2{Mechanism: mech, Token: token("ya29.stale")}
		imapOpts.OAuth2, smtpOpts.OAuth2 = bad, bad
		if err := mailio.CheckIMAP(ctx, imapOpts); err == nil {
			t.Errorf("%s: IMAP accepted a wrong token", mech)
		}
		if err := mailio.CheckSMTP(ctx, smtpOpts); err == nil {
			t.Errorf("%s: SMTP accepted a wrong token", mech)
		}
	}
	got, err := s.WaitMessages(ctx, "alice@example.org", 2)
	if err != nil || len(got) != 2 {
		t.Fatalf("alice got %d mails, %v", len(got), err)
	}
	// A token source that fails: no login is tried, and the error says why.
	failing := &mailio.OAuth2{Token: func(context.Context) (string, error) { return "", errors.New("refresh token revoked") }}
	err = mailio.CheckIMAP(ctx, mailio.IMAPOptions{Addr: s.IMAPAddr(), TLS: mailio.TLSNone, Username: judge, OAuth2: failing, Mailbox: "INBOX"})
	if !errors.Is(err, mailio.ErrOAuth2) {
		t.Errorf("a failing token source gave %v, want ErrOAuth2", err)
	}
}
