package devmail

import (
	"crypto/subtle"

	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// imapSession is imapmemserver's session with a login that accepts any
// address and the dev password, creating the mailbox on first use.
type imapSession struct {
	*imapmemserver.UserSession // nil until Login succeeds
	boxes                      *mailboxes
}

func (s *Server) newIMAPSession(*imapserver.Conn) (imapserver.Session, *imapserver.GreetingData, error) {
	return &imapSession{boxes: s.boxes}, nil, nil
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
