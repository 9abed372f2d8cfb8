package devmail

import (
	"bytes"
	"crypto/subtle"
	"strings"

	"github.com/emersion/go-sasl"

	"adjutant/mailio"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapserver"
	"github.com/emersion/go-imap/v2/imapserver/imapmemserver"
)

// imapSession is imapmemserver's session with a login that accepts any
// address and the dev password, creating the mailbox on first use.
type imapSession struct {
	*imapmemserver.UserSession // nil until Login succeeds
	boxes                      *mailboxes
	token                      string // Options.AccessToken
	bell                       *bell  // of the logged-in address
	addr                       string // the logged-in address
	inbox                      bool   // the INBOX is selected (expunge.go)
	inboxValidity              uint32 // its UIDVALIDITY when selected
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
	sess.bell = sess.boxes.bell(addr)
	sess.addr = addr
	return nil
}

// Close is safe before login, when UserSession is nil.
func (sess *imapSession) Close() error {
	if sess.UserSession == nil {
		return nil
	}
	return sess.UserSession.Close()
}

// Idle replaces imapmemserver's IDLE, which loses a wake-up: its session
// tracker only signals updates queued after IDLE began listening, so mail
// appended between the client's last command and IDLE stayed unannounced
// until the next command (about one delivery in two when mail comes in
// pairs). Here the bell's channel is taken before every look at the queued
// updates, and every change made through devmail rings the bell after it
// is queued, so each EXISTS is written at once.
func (sess *imapSession) Idle(w *imapserver.UpdateWriter, stop <-chan struct{}) error {
	for {
		rung := sess.bell.wait()
		if err := sess.UserSession.Poll(w, true); err != nil {
			return err
		}
		select {
		case <-rung:
		case <-stop:
			return nil
		}
	}
}

// Append stores a message given by an IMAP client, with its header block
// repaired like delivered mail (repairHeader), and rings the bell.
func (sess *imapSession) Append(mailbox string, r imap.LiteralReader, options *imap.AppendOptions) (*imap.AppendData, error) {
	buf := bytes.NewBuffer(make([]byte, 0, r.Size()))
	if _, err := buf.ReadFrom(r); err != nil {
		return nil, err
	}
	done, err := sess.boxes.beginChange()
	if err != nil {
		return nil, err
	}
	defer done()
	defer sess.bell.ring()
	data, err := sess.UserSession.Append(mailbox, chunks{buf.Bytes()}.repaired().reader(nil), options)
	if err == nil {
		err = sess.noteUnkept(mailbox)
	}
	return data, err
}

// noteUnkept records a message added to the INBOX that is not kept on
// disk (uidvalidity.go).
func (sess *imapSession) noteUnkept(mailbox string) error {
	if !strings.EqualFold(mailbox, "INBOX") {
		return nil
	}
	return sess.boxes.unkeptInInbox(sess.addr)
}

// Copy, Move, Expunge (expunge.go), Rename and Store change what other
// sessions of the address see: each rings the bell once done. Each is
// refused once Close saves the mailboxes (changes.go).

func (sess *imapSession) Copy(numSet imap.NumSet, dest string) (*imap.CopyData, error) {
	done, err := sess.boxes.beginChange()
	if err != nil {
		return nil, err
	}
	defer done()
	defer sess.bell.ring()
	if err := sess.noteUnkept(dest); err != nil {
		return nil, err
	}
	return sess.UserSession.Copy(numSet, dest)
}

func (sess *imapSession) Move(w *imapserver.MoveWriter, numSet imap.NumSet, dest string) error {
	done, err := sess.boxes.beginChange()
	if err != nil {
		return err
	}
	defer done()
	defer sess.bell.ring()
	if err := sess.noteUnkept(dest); err != nil {
		return err
	}
	return sess.UserSession.Move(w, numSet, dest)
}

func (sess *imapSession) Store(w *imapserver.FetchWriter, numSet imap.NumSet, flags *imap.StoreFlags, options *imap.StoreOptions) error {
	done, err := sess.boxes.beginChange()
	if err != nil {
		return err
	}
	defer done()
	defer sess.bell.ring()
	return sess.UserSession.Store(w, numSet, flags, options)
}

func (sess *imapSession) Rename(mailbox, newName string, options *imap.RenameOptions) error {
	done, err := sess.boxes.beginChange()
	if err != nil {
		return err
	}
	defer done()
	defer sess.bell.ring()
	return sess.UserSession.Rename(mailbox, newName, options)
}
