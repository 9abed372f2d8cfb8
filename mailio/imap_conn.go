package mailio

import (
	"cmp"
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"mime"
	"net"
	"slices"
	"sync/atomic"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
	"github.com/emersion/go-message/charset"
)

// imapConn is one IMAP connection with its watchdog. go-imap v2 has no
// per-command timeout, so every blocking call goes through guard, which
// closes the raw TCP connection when the server takes longer than timeout;
// that unblocks the client, and the Source reconnects.
type imapConn struct {
	c       *imapclient.Client
	raw     net.Conn
	timeout time.Duration
	// newMail is signalled (never blocking) when the server reports EXISTS,
	// for example during IDLE.
	newMail chan struct{}
	// stopCtxWatch detaches the context watcher that closes raw on cancel.
	stopCtxWatch func() bool
}

// dialIMAP connects, finishes TLS and reads the greeting, all under the
// watchdog. Cancelling ctx at any later time closes the connection.
func dialIMAP(ctx context.Context, o IMAPOptions) (*imapConn, error) {
	dialer := &net.Dialer{Timeout: o.CommandTimeout, KeepAlive: tcpKeepAlive}
	raw, err := dialer.DialContext(ctx, "tcp", o.Addr)
	if err != nil {
		return nil, fmt.Errorf("imap dial %s: %w", o.Addr, err)
	}
	ic := &imapConn{raw: raw, timeout: o.CommandTimeout, newMail: make(chan struct{}, 1)}
	ic.stopCtxWatch = context.AfterFunc(ctx, func() { raw.Close() })

	tlsConfig := clientTLSConfig(o.TLSConfig, o.Addr)
	copts := &imapclient.Options{
		TLSConfig: tlsConfig,
		// Without a charset-aware decoder non-UTF-8 encoded words stay raw.
		WordDecoder: &mime.WordDecoder{CharsetReader: charset.Reader},
		UnilateralDataHandler: &imapclient.UnilateralDataHandler{
			Mailbox: func(data *imapclient.UnilateralDataMailbox) {
				if data.NumMessages != nil {
					ic.signalNewMail()
				}
			},
		},
	}
	err = ic.guard(ctx, "connect", func() error {
		switch o.TLS {
		case TLSImplicit:
			tc := tls.Client(raw, tlsConfig)
			if err := tc.HandshakeContext(ctx); err != nil {
				return err
			}
			ic.c = imapclient.New(tc, copts)
		case TLSStartTLS:
			// RFC 3501 section 6.2.1: upgrade before any credentials are sent.
			c, err := imapclient.NewStartTLS(raw, copts)
			if err != nil {
				return err
			}
			ic.c = c
		default:
			ic.c = imapclient.New(raw, copts)
		}
		return ic.c.WaitGreeting()
	})
	if err != nil {
		ic.close()
		return nil, err
	}
	return ic, nil
}

func (ic *imapConn) signalNewMail() {
	select {
	case ic.newMail <- struct{}{}:
	default:
	}
}

// broken reports that the connection is closed.
func (ic *imapConn) broken() bool {
	select {
	case <-ic.c.Closed():
		return true
	default:
		return false
	}
}

// drainNewMail forgets pending EXISTS signals; called right before a scan,
// which will see those messages anyway.
func (ic *imapConn) drainNewMail() {
	select {
	case <-ic.newMail:
	default:
	}
}

// guard runs fn under the watchdog: if fn has not returned after
// ic.timeout, the connection is closed, which makes fn return, and guard
// reports ErrWatchdog. A cancelled ctx is reported as ctx.Err().
func (ic *imapConn) guard(ctx context.Context, what string, fn func() error) error {
	return ic.guardFor(ctx, ic.timeout, what, fn)
}

// guardFor is guard with its own timeout.
func (ic *imapConn) guardFor(ctx context.Context, timeout time.Duration, what string, fn func() error) error {
	var fired atomic.Bool
	t := time.AfterFunc(timeout, func() {
		fired.Store(true)
		ic.raw.Close()
	})
	err := fn()
	t.Stop()
	switch {
	case fired.Load():
		return fmt.Errorf("imap %s: %w", what, ErrWatchdog)
	case err != nil && ctx.Err() != nil:
		return fmt.Errorf("imap %s: %w", what, ctx.Err())
	case err != nil:
		return fmt.Errorf("imap %s: %w", what, err)
	}
	return nil
}

// close logs out politely when the link is still healthy, then closes it.
func (ic *imapConn) close() {
	if ic.stopCtxWatch != nil {
		ic.stopCtxWatch()
	}
	if ic.c == nil {
		ic.raw.Close()
		return
	}
	select {
	case <-ic.c.Closed():
	default:
		// A short watchdog: a server that hangs on LOGOUT must not delay the reconnect.
		_ = ic.guardFor(context.Background(), min(ic.timeout, logoutTimeout), "LOGOUT", func() error { return ic.c.Logout().Wait() })
	}
	ic.c.Close()
}

func (ic *imapConn) login(ctx context.Context, user, pass string) error {
	return ic.guard(ctx, "LOGIN", func() error { return ic.c.Login(user, pass).Wait() })
}

// authenticate logs in with opts' credentials: an OAuth2 token through
// AUTHENTICATE (RFC 3501 section 6.2.2) when configured, else LOGIN.
func (ic *imapConn) authenticate(ctx context.Context, opts IMAPOptions) error {
	if opts.OAuth2 == nil {
		return ic.login(ctx, opts.Username, opts.Password)
	}
	client, err := opts.OAuth2.saslClient(ctx, opts.Username, opts.Addr)
	if err != nil {
		return err
	}
	return ic.guard(ctx, "AUTHENTICATE", func() error { return ic.c.Authenticate(client) })
}

// canIdle reports whether the server advertises IDLE (RFC 2177), directly or
// through IMAP4rev2 (RFC 9051), which includes it.
func (ic *imapConn) canIdle() bool {
	return ic.c.Caps().Has(imap.CapIdle)
}

// selectMailbox opens name read-write and returns its UIDVALIDITY.
func (ic *imapConn) selectMailbox(ctx context.Context, name string) (uint32, error) {
	var data *imap.SelectData
	err := ic.guard(ctx, "SELECT "+name, func() error {
		var err error
		data, err = ic.c.Select(name, nil).Wait()
		return err
	})
	if err != nil {
		return 0, err
	}
	return data.UIDValidity, nil
}

// ensureFolder creates name unless a LIST shows it already exists.
func (ic *imapConn) ensureFolder(ctx context.Context, name string) error {
	var found bool
	err := ic.guard(ctx, "LIST "+name, func() error {
		list, err := ic.c.List("", name, nil).Collect()
		found = len(list) > 0
		return err
	})
	if err != nil || found {
		return err
	}
	err = ic.guard(ctx, "CREATE "+name, func() error { return ic.c.Create(name, nil).Wait() })
	var ierr *imap.Error
	if errors.As(err, &ierr) && ierr.Code == imap.ResponseCodeAlreadyExists {
		return nil // created by someone else between LIST and CREATE
	}
	return err
}

// uidsAbove returns, ascending, the UIDs in the selected mailbox greater
// than last. RFC 3501 section 6.4.4: "UID SEARCH UID n:*" always matches the
// highest UID even when it is below n (the range is unordered), so the
// result is filtered here.
func (ic *imapConn) uidsAbove(ctx context.Context, last uint32) ([]uint32, error) {
	var data *imap.SearchData
	criteria := &imap.SearchCriteria{UID: []imap.UIDSet{{{Start: imap.UID(last + 1), Stop: 0}}}}
	err := ic.guard(ctx, "UID SEARCH", func() error {
		var err error
		data, err = ic.c.UIDSearch(criteria, nil).Wait()
		return err
	})
	if err != nil {
		return nil, err
	}
	return uidsAboveFrom(data.AllUIDs(), last), nil
}

// uidsAboveFrom keeps the UIDs greater than last, sorted and without repeats.
func uidsAboveFrom(all []imap.UID, last uint32) []uint32 {
	out := make([]uint32, 0, len(all))
	for _, u := range all {
		if uint32(u) > last {
			out = append(out, uint32(u))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// fetchedMessage is what one FETCH returns for one UID.
type fetchedMessage struct {
	uid  uint32
	size int64
	raw  []byte
	err  error // the server refused to send this message (fetchEach)
}

// fetch reads the given UIDs with BODY.PEEK[] (so the fetch itself sets no
// \Seen flag), UID, FLAGS and RFC822.SIZE; BODYSTRUCTURE is avoided because
// some servers emit one that breaks the whole response. maxSize > 0 asks for
// a partial body, BODY.PEEK[]<0.maxSize> (RFC 3501 section 6.4.5).
// The result is ascending by UID; UIDs expunged meanwhile are simply missing.
func (ic *imapConn) fetch(ctx context.Context, uids []uint32, maxSize int64) ([]fetchedMessage, error) {
	var set imap.UIDSet
	for _, u := range uids {
		set.AddNum(imap.UID(u))
	}
	section := &imap.FetchItemBodySection{Peek: true}
	if maxSize > 0 {
		section.Partial = &imap.SectionPartial{Offset: 0, Size: maxSize}
	}
	opts := &imap.FetchOptions{UID: true, Flags: true, RFC822Size: true, BodySection: []*imap.FetchItemBodySection{section}}
	var bufs []*imapclient.FetchMessageBuffer
	err := ic.guard(ctx, "UID FETCH", func() error {
		var err error
		bufs, err = ic.c.Fetch(set, opts).Collect()
		return err
	})
	if err != nil {
		return nil, err
	}
	out := make([]fetchedMessage, 0, len(bufs))
	for _, b := range bufs {
		if b.UID == 0 || !set.Contains(b.UID) {
			continue // an unsolicited FETCH (flag change) mixed into the reply
		}
		raw := b.FindBodySection(section)
		if maxSize > 0 && int64(len(raw)) > maxSize {
			raw = raw[:maxSize] // the server ignored the partial request
		}
		out = append(out, fetchedMessage{uid: uint32(b.UID), size: max(b.RFC822Size, int64(len(raw))), raw: raw})
	}
	slices.SortFunc(out, func(a, b fetchedMessage) int { return cmp.Compare(a.uid, b.uid) })
	return out, nil
}

// markProcessed sets \Seen on uids and, when folder is not empty, moves
// them there (UID MOVE, RFC 6851; go-imap falls back to COPY + STORE +
// EXPUNGE when the server lacks MOVE).
func (ic *imapConn) markProcessed(ctx context.Context, uids []uint32, folder string) error {
	var set imap.UIDSet
	for _, u := range uids {
		set.AddNum(imap.UID(u))
	}
	err := ic.guard(ctx, "UID STORE", func() error {
		return ic.c.Store(set, &imap.StoreFlags{Op: imap.StoreFlagsAdd, Silent: true, Flags: []imap.Flag{imap.FlagSeen}}, nil).Close()
	})
	if err != nil || folder == "" {
		return err
	}
	return ic.guard(ctx, "UID MOVE", func() error {
		_, err := ic.c.Move(set, folder).Wait()
		return err
	})
}
