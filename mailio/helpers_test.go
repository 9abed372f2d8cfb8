package mailio_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"log/slog"
	"net/mail"
	"sync"
	"testing"
	"time"

	"adjutant/mailio"
	"adjutant/mailio/devmail"

	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

// memStore is a real (in-memory) implementation of mailio.Store with the
// deduplication a durable store must do: by Message-ID, else by body hash.
type memStore struct {
	mu       sync.Mutex
	sync     map[string][2]uint32
	known    map[string]bool
	recorded []mailio.Fetched // messages recorded for the first time
	calls    int              // Deliver calls, including duplicates and failures
	failing  int              // fail this many more Deliver calls
	failWith error            // what they fail with; nil = errStoreDown
	poison   string           // refuse, always, every message containing this text
	attempts map[[3]uint32]int
	aside    map[[3]uint32]string // set aside: UID key -> folder
	polls    []error
	changed  chan struct{}
}

func newMemStore() *memStore {
	return &memStore{sync: map[string][2]uint32{}, known: map[string]bool{}, changed: make(chan struct{}, 1),
		attempts: map[[3]uint32]int{}, aside: map[[3]uint32]string{}}
}

var (
	errStoreDown = errors.New("store is down")
	errPoison    = errors.New("this message can never be recorded")
)

func dedupKey(raw []byte) string {
	if m, err := mail.ReadMessage(bytes.NewReader(raw)); err == nil {
		if id := m.Header.Get("Message-ID"); id != "" {
			return "id:" + id
		}
	}
	sum := sha256.Sum256(raw)
	return "hash:" + string(sum[:])
}

func (s *memStore) Deliver(_ context.Context, m mailio.Fetched) error {
	s.mu.Lock()
	defer s.notify()
	defer s.mu.Unlock()
	s.calls++
	if s.failing > 0 {
		s.failing--
		if s.failWith != nil {
			return s.failWith
		}
		return errStoreDown
	}
	if s.poison != "" && bytes.Contains(m.Raw, []byte(s.poison)) {
		return errPoison
	}
	k := dedupKey(m.Raw)
	if !s.known[k] {
		s.known[k] = true
		s.recorded = append(s.recorded, m)
	}
	return nil
}

func (s *memStore) LoadSync(mailbox string) (uint32, uint32, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v := s.sync[mailbox]
	return v[0], v[1], nil
}

func (s *memStore) SaveSync(mailbox string, uidValidity, lastUID uint32) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.sync[mailbox] = [2]uint32{uidValidity, lastUID}
	return nil
}

// uidKey ignores the mailbox name: the tests read one mailbox.
func uidKey(validity, uid uint32) [3]uint32 { return [3]uint32{0, validity, uid} }

func (s *memStore) MessageFailed(_ string, validity, uid uint32, _ string, _ time.Time) (int, error) {
	s.mu.Lock()
	defer s.notify()
	defer s.mu.Unlock()
	s.attempts[uidKey(validity, uid)]++
	return s.attempts[uidKey(validity, uid)], nil
}

func (s *memStore) SetAside(_ string, validity, uid uint32, folder, _ string, _ time.Time) error {
	s.mu.Lock()
	defer s.notify()
	defer s.mu.Unlock()
	s.aside[uidKey(validity, uid)] = folder
	return nil
}

// attemptsAt is the number of failed attempts at uid (any UIDVALIDITY).
func (s *memStore) attemptsAt(uid uint32) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for k, a := range s.attempts {
		if k[2] == uid {
			n += a
		}
	}
	return n
}

// setAside returns the folders of the messages set aside, by UID.
func (s *memStore) setAside() map[uint32]string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[uint32]string{}
	for k, f := range s.aside {
		out[k[2]] = f
	}
	return out
}

func (s *memStore) Polled(_ string, _ time.Time, err error) {
	s.mu.Lock()
	s.polls = append(s.polls, err)
	s.mu.Unlock()
	s.notify()
}

func (s *memStore) notify() {
	select {
	case s.changed <- struct{}{}:
	default:
	}
}

func (s *memStore) snapshot() (recorded []mailio.Fetched, calls int, polls []error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]mailio.Fetched(nil), s.recorded...), s.calls, append([]error(nil), s.polls...)
}

// waitUntil waits for cond, re-checking after every store event and
// every 100ms, and fails the test when ctx ends first.
func (s *memStore) waitUntil(ctx context.Context, t testing.TB, what string, cond func() bool) {
	t.Helper()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	for !cond() {
		select {
		case <-ctx.Done():
			t.Fatalf("timed out waiting for %s", what)
		case <-s.changed:
		case <-tick.C:
		}
	}
}

func (s *memStore) recordedCount() int {
	r, _, _ := s.snapshot()
	return len(r)
}

// testLogger shows logs only for failing tests (and with -v).
func testLogger(t testing.TB) *slog.Logger {
	return slog.New(slog.NewTextHandler(t.Output(), &slog.HandlerOptions{Level: slog.LevelDebug}))
}

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func startDevmail(t testing.TB) *devmail.Server {
	t.Helper()
	s, err := devmail.Start(devmail.Options{Password: "pw", Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

const judge = "judge@dip.test"

func testMessage(id string) []byte {
	return []byte("From: alice@example.org\r\nTo: " + judge + "\r\nSubject: orders " + id +
		"\r\nMessage-ID: <" + id + "@example.org>\r\n\r\nA PAR-BUR\r\n")
}

// runSource starts src.Run and stops it at test end, failing on an error return.
func runSource(t testing.TB, src *mailio.Source) (stop func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- src.Run(ctx) }()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("Run returned %v", err)
			}
		})
	}
	t.Cleanup(stop)
	return stop
}

// imapUser is a plain IMAP client session for inspecting a mailbox.
func imapUser(t testing.TB, addr, user, pass string) *imapclient.Client {
	t.Helper()
	c, err := imapclient.DialInsecure(addr, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	if err := c.Login(user, pass).Wait(); err != nil {
		t.Fatal(err)
	}
	return c
}

// mailboxState returns, per message in UID order, whether it is \Seen.
func mailboxState(t testing.TB, c *imapclient.Client, mailbox string) []bool {
	t.Helper()
	sel, err := c.Select(mailbox, &imap.SelectOptions{ReadOnly: true}).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages == 0 {
		return nil
	}
	bufs, err := c.Fetch(imap.SeqSet{{Start: 1, Stop: 0}}, &imap.FetchOptions{UID: true, Flags: true}).Collect()
	if err != nil {
		t.Fatal(err)
	}
	out := make([]bool, len(bufs))
	for i, b := range bufs {
		for _, f := range b.Flags {
			if f == imap.FlagSeen {
				out[i] = true
			}
		}
	}
	return out
}

func appendMsg(t testing.TB, c *imapclient.Client, mailbox string, raw []byte) {
	t.Helper()
	cmd := c.Append(mailbox, int64(len(raw)), nil)
	if _, err := cmd.Write(raw); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := cmd.Wait(); err != nil {
		t.Fatal(err)
	}
}

func imapSeqAll() imap.SeqSet { return imap.SeqSet{{Start: 1, Stop: 0}} }

func imapFetchBody() *imap.FetchOptions {
	return &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{}}}
}
