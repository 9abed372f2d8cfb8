package mailio_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"errors"
	"math/big"
	"net"
	"testing"
	"time"

	"adjutant/mailio"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
	"github.com/emersion/go-smtp"
)

// testCert makes a self-signed certificate for 127.0.0.1 and a client
// config that trusts it.
func testCert(t testing.TB) (server, client *tls.Config) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1),
		Subject:      pkix.Name{CommonName: "mailio test"},
		NotBefore:    time.Now().Add(-time.Hour),
		NotAfter:     time.Now().Add(time.Hour),
		IPAddresses:  []net.IP{net.ParseIP("127.0.0.1")},
		KeyUsage:     x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage:  []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		IsCA:         true, BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	cert, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(cert)
	return &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key}}},
		&tls.Config{RootCAs: pool}
}

// startTLSIMAP runs imapserver over imapmemserver with one user, "judge"/"pw";
// implicit selects TLS from the first byte, otherwise STARTTLS is offered.
func startTLSIMAP(t testing.TB, serverTLS *tls.Config, implicit bool) string {
	t.Helper()
	mem := imapmemserver.New()
	u := imapmemserver.NewUser("judge", "pw")
	if err := u.Create("INBOX", nil); err != nil {
		t.Fatal(err)
	}
	mem.AddUser(u)
	srv := imapserver.New(&imapserver.Options{
		NewSession: func(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
			return mem.NewSession(), nil, nil
		},
		Caps:      imap.CapSet{imap.CapIMAP4rev1: {}, imap.CapIMAP4rev2: {}},
		TLSConfig: serverTLS,
		Logger:    nopLogger{},
	})
	var ln net.Listener
	var err error
	if implicit {
		ln, err = tls.Listen("tcp", "127.0.0.1:0", serverTLS)
	} else {
		ln, err = net.Listen("tcp", "127.0.0.1:0")
	}
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close(); ln.Close() })
	return ln.Addr().String()
}

func TestCheckIMAPOverTLS(t *testing.T) {
	ctx := testCtx(t)
	serverTLS, clientTLS := testCert(t)
	for _, tc := range []struct {
		name     string
		mode     mailio.TLSMode
		implicit bool
	}{{"implicit", mailio.TLSImplicit, true}, {"starttls", mailio.TLSStartTLS, false}} {
		t.Run(tc.name, func(t *testing.T) {
			addr := startTLSIMAP(t, serverTLS, tc.implicit)
			opts := mailio.IMAPOptions{Addr: addr, TLS: tc.mode, TLSConfig: clientTLS, Username: "judge", Password: "pw", CommandTimeout: 10 * time.Second}
			if err := mailio.CheckIMAP(ctx, opts); err != nil {
				t.Fatalf("trusted certificate: %v", err)
			}
			opts.TLSConfig = nil // system roots do not know the test CA
			var unknown x509.UnknownAuthorityError
			if err := mailio.CheckIMAP(ctx, opts); !errors.As(err, &unknown) {
				t.Fatalf("untrusted certificate: got %v, want an unknown-authority error", err)
			}
		})
	}
}

func TestSinkOverTLS(t *testing.T) {
	ctx := testCtx(t)
	serverTLS, clientTLS := testCert(t)
	for _, tc := range []struct {
		name string
		mode mailio.TLSMode
	}{{"implicit", mailio.TLSImplicit}, {"starttls", mailio.TLSStartTLS}} {
		t.Run(tc.name, func(t *testing.T) {
			rec := &scriptedSMTP{}
			srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &scriptedSession{s: rec}, nil }))
			srv.Domain = "test.localhost"
			srv.TLSConfig = serverTLS
			srv.ErrorLog = nopLogger{}
			var ln net.Listener
			var err error
			if tc.mode == mailio.TLSImplicit {
				ln, err = tls.Listen("tcp", "127.0.0.1:0", serverTLS)
			} else {
				ln, err = net.Listen("tcp", "127.0.0.1:0")
			}
			if err != nil {
				t.Fatal(err)
			}
			go srv.Serve(ln)
			t.Cleanup(func() { srv.Close() })
			sink := mailio.NewSink(mailio.SMTPOptions{Addr: ln.Addr().String(), TLS: tc.mode, TLSConfig: clientTLS, Timeout: 10 * time.Second})
			if err := sink.Send(ctx, judge, []string{"alice@example.org"}, testMessage("tls")); err != nil {
				t.Fatal(err)
			}
			if _, accepted := rec.counts(); accepted != 1 {
				t.Fatalf("server accepted %d messages, want 1", accepted)
			}
			untrusted := mailio.NewSink(mailio.SMTPOptions{Addr: ln.Addr().String(), TLS: tc.mode, Timeout: 10 * time.Second})
			err = untrusted.Send(ctx, judge, []string{"alice@example.org"}, testMessage("tls2"))
			var unknown x509.UnknownAuthorityError
			if !errors.As(err, &unknown) || mailio.IsPermanent(err) {
				t.Fatalf("untrusted certificate: got %v, want a temporary unknown-authority error", err)
			}
		})
	}
}
