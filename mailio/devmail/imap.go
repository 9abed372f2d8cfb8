package devmail

import (
	"crypto/subtle"

	"github.com/emersion/go-sasl"

	"adjutant/mailio"

	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// imapSession is imapmemserver's session with a login that accepts any
// address and the dev password, creating the mailbox on first use.
type imapSession struct {
	*imapmemserver.UserSession // nil until Login succeeds
	boxes                      *mailboxes
	token                      string // Options.AccessToken
}

func (s *Server) newIMAPSession(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
	return &imapSession{boxes: s.boxes, token: s.opts.AccessToken}, nil, nil
}

// AuthenticateMechanisms offers PLAIN, and the OAuth2 mechanisms when an
// access token is configured.
func (sess *imapSession) AuthenticateMechanisms() []string {
	if sess.token == "" {
		return []string{sasl.Plain}
	}
	return []string{sasl.Plain, "XOAUTH2", sasl.OAuthBearer}
}

func (sess *imapSession) Authenticate(mech string) (sasl.Server, error) {
	switch {
	case mech == sasl.Plain:
		return sasl.NewPlainServer(func(identity, username, password string) error {
			return sess.Login(username, password)
		}), nil
	case sess.token != "" && mech == "XOAUTH2":
		return mailio.XOAuth2Server(func(user, token string) error { return sess.loginToken(user, token) }), nil
	case sess.token != "" && mech == sasl.OAuthBearer:
		return sasl.NewOAuthBearerServer(func(o sasl.OAuthBearerOptions) *sasl.OAuthBearerError {
			if sess.loginToken(o.Username, o.Token) != nil {
				return &sasl.OAuthBearerError{Status: "invalid_token", Schemes: "bearer"}
			}
			return nil
		}), nil
	}
	return nil, imapserver.ErrAuthFailed
}

// loginToken logs addr in when token is the configured access token.
func (sess *imapSession) loginToken(addr, token string) error {
	if subtle.ConstantTimeCompare([]byte(token), []byte(sess.token)) != 1 {
		return imapserver.ErrAuthFailed
	}
	return sess.Login(addr, sess.boxes.password)
}

// Login accepts username = a full address in any case, with the dev password.
func (sess *imapSession) Login(username, password string) error {
	addr, err := normalizeAddress(username)
	if err != nil {
		return imapserver.ErrAuthFailed
	}
	if subtle.ConstantTimeCompare([]byte(password), []byte(sess.boxes.password)) != 1 {
		return imapserver.ErrAuthFailed
	}
	u := sess.boxes.user(addr)
	// imapmemserver checks the name it was created with: the normalised one.
	if err := u.Login(addr, password); err != nil {
		return err
	}
	sess.UserSession = imapmemserver.NewUserSession(u)
	return nil
}

// Close is safe before login, when UserSession is nil.
func (sess *imapSession) Close() error {
	if sess.UserSession == nil {
		return nil
	}
	return sess.UserSession.Close()
}
