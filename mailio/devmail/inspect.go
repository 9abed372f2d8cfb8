package devmail

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// Messages returns the INBOX of addr, oldest first, as a mail client would
// see it: it logs in over the server's own IMAP port and reads with
// BODY.PEEK[] (no flag changes). An address that never received mail nor
// logged in has an empty INBOX.
func (s *Server) Messages(addr string) ([][]byte, error) {
	if s.isClosed() {
		return nil, ErrClosed
	}
	a, err := normalizeAddress(addr)
	if err != nil {
		return nil, err
	}
	if !s.boxes.exists(a) {
		return nil, nil
	}
	c, err := imapclient.DialInsecure(s.IMAPAddr(), nil)
	if err != nil {
		return nil, fmt.Errorf("devmail: read %s: %w", a, err)
	}
	defer c.Close()
	if err := c.Login(a, s.opts.Password).Wait(); err != nil {
		return nil, fmt.Errorf("devmail: read %s: %w", a, err)
	}
	sel, err := c.Select("INBOX", &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		return nil, fmt.Errorf("devmail: read %s: %w", a, err)
	}
	if sel.NumMessages == 0 {
		return nil, nil
	}
	section := &imap.FetchItemBodySection{Peek: true}
	bufs, err := c.Fetch(imap.SeqSet{{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
	if err != nil {
		return nil, fmt.Errorf("devmail: read %s: %w", a, err)
	}
	slices.SortFunc(bufs, func(x, y *imapclient.FetchMessageBuffer) int { return cmp.Compare(x.UID, y.UID) })
	out := make([][]byte, 0, len(bufs))
	for _, b := range bufs {
		out = append(out, b.FindBodySection(section))
	}
	_ = c.Logout().Wait()
	return out, nil
}

// WaitMessages waits until the INBOX of addr holds at least n messages and
// returns them all. It wakes on every delivery, and checks twice a second
// for messages that came in by IMAP APPEND. When ctx ends first it returns
// what is there with ctx's error.
func (s *Server) WaitMessages(ctx context.Context, addr string, n int) ([][]byte, error) {
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		changed := s.changes()
		msgs, err := s.Messages(addr)
		if err != nil {
			return msgs, err
		}
		if len(msgs) >= n {
			return msgs, nil
		}
		select {
		case <-ctx.Done():
			return msgs, fmt.Errorf("devmail: waiting for %d messages for %s, have %d: %w", n, addr, len(msgs), ctx.Err())
		case <-changed:
		case <-tick.C:
		}
	}
}
