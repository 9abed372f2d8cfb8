package mailio

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"strconv"
	"strings"

	"github.com/emersion/go-sasl"
)

// OAuth2 logs in with an OAuth 2.0 access token instead of a password, as
// Gmail and Microsoft 365 require once basic authentication is off. The
// token comes from Token, called at every login, so a source that refreshes
// (cmd/adjutant's, over a refresh token) keeps the judge logged in for
// years without a person.
type OAuth2 struct {
	// Mechanism is "xoauth2" (the default: Gmail, Microsoft 365) or
	// "oauthbearer" (RFC 7628).
	Mechanism string
	Token     func(ctx context.Context) (string, error)
}

// Mechanism names as configured.
const (
	MechXOAuth2     = "xoauth2"
	MechOAuthBearer = "oauthbearer"
)

// ErrOAuth2 wraps a failure to get an access token: the login was not tried.
var ErrOAuth2 = errors.New("mailio: no OAuth2 access token")

// saslClient gets a fresh token and returns the client of the mechanism.
func (o *OAuth2) saslClient(ctx context.Context, user, addr string) (sasl.Client, error) {
	token, err := o.Token(ctx)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrOAuth2, err)
	}
	switch strings.ToLower(o.Mechanism) {
	case "", MechXOAuth2:
		return &xoauth2Client{user: user, token: token}, nil
	case MechOAuthBearer:
		host, portText, _ := net.SplitHostPort(addr)
		port, _ := strconv.Atoi(portText)
		return &oauthBearerClient{Client: sasl.NewOAuthBearerClient(&sasl.OAuthBearerOptions{Username: user, Token: token, Host: host, Port: port})}, nil
	}
	return nil, fmt.Errorf("mailio: unknown OAuth2 mechanism %q (use xoauth2 or oauthbearer)", o.Mechanism)
}

// xoauth2Client is the XOAUTH2 mechanism (Google's and Microsoft's, the
// predecessor of OAUTHBEARER): one message, "user=U^Aauth=Bearer T^A^A".
// On failure the server sends a JSON status as a challenge and expects an
// empty answer before it reports the failure.
type xoauth2Client struct {
	user, token string
	failed      bool
}

func (c *xoauth2Client) Start() (string, []byte, error) {
	return "XOAUTH2", []byte("user=" + c.user + "\x01auth=Bearer " + c.token + "\x01\x01"), nil
}

func (c *xoauth2Client) Next(challenge []byte) ([]byte, error) {
	if c.failed {
		return nil, fmt.Errorf("mailio: XOAUTH2 refused: %s", bytes.TrimSpace(challenge))
	}
	c.failed = true
	return []byte{}, nil
}

// XOAuth2Server is the server side of XOAUTH2, for test and dev servers:
// check gets the user and the token.
func XOAuth2Server(check func(user, token string) error) sasl.Server {
	return &xoauth2Server{check: check}
}

type xoauth2Server struct {
	check func(user, token string) error
	err   error
}

func (s *xoauth2Server) Next(response []byte) ([]byte, bool, error) {
	if s.err != nil {
		return nil, true, s.err // the client's empty answer to the error challenge
	}
	if response == nil {
		return []byte{}, false, nil // ask for the initial response
	}
	var user, token string
	for _, part := range strings.Split(string(response), "\x01") {
		switch {
		case strings.HasPrefix(part, "user="):
			user = strings.TrimPrefix(part, "user=")
		case strings.HasPrefix(part, "auth=Bearer "):
			token = strings.TrimPrefix(part, "auth=Bearer ")
		}
	}
	if err := s.check(user, token); err != nil {
		s.err = err
		return []byte(`{"status":"401","schemes":"bearer"}`), false, nil
	}
	return nil, true, nil
}

// oauthBearerClient answers a server's error challenge as RFC 7628 section
// 3.2.3 asks, with a single ^A, so the server ends the exchange with its
// failure at once; go-sasl's client would cancel instead, which some
// servers (go-imap's among them) leave waiting.
type oauthBearerClient struct {
	sasl.Client
	failed error
}

func (c *oauthBearerClient) Next(challenge []byte) ([]byte, error) {
	if c.failed != nil {
		return nil, c.failed
	}
	if _, err := c.Client.Next(challenge); err != nil {
		c.failed = fmt.Errorf("mailio: OAUTHBEARER refused: %w", err)
		return []byte{0x01}, nil
	}
	return nil, nil
}
