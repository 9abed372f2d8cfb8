package mailio_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"adjutant/mailio"

	"github.com/emersion/go-smtp"
)

// scriptedSMTP is a real go-smtp server that records what it accepts and
// answers DATA with the next scripted reply (nil = 250 OK; the script's
// last entry repeats).
type scriptedSMTP struct {
	mu       sync.Mutex
	script   []*smtp.SMTPError
	tries    int
	accepted [][]byte
	addr     string
	// inData, when set, is told of each DATA, which then waits for release.
	inData  chan struct{}
	release chan struct{}
}

func startScriptedSMTP(t testing.TB, script ...*smtp.SMTPError) *scriptedSMTP {
	t.Helper()
	return listenScriptedSMTP(t, "127.0.0.1:0", script...)
}

// listenScriptedSMTP is startScriptedSMTP on a given address.
func listenScriptedSMTP(t testing.TB, addr string, script ...*smtp.SMTPError) *scriptedSMTP {
	t.Helper()
	s := &scriptedSMTP{script: script}
	srv := smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &scriptedSession{s: s}, nil }))
	srv.Domain = "test.localhost"
	srv.AllowInsecureAuth = true
	srv.ErrorLog = nopLogger{}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	s.addr = ln.Addr().String()
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return s
}

func (s *scriptedSMTP) counts() (tries, accepted int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tries, len(s.accepted)
}

type nopLogger struct{}

func (nopLogger) Printf(string, ...any) {}
func (nopLogger) Println(...any)        {}

type scriptedSession struct{ s *scriptedSMTP }

func (ss *scriptedSession) Reset()                               {}
func (ss *scriptedSession) Logout() error                        { return nil }
func (ss *scriptedSession) Mail(string, *smtp.MailOptions) error { return nil }
func (ss *scriptedSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	if to == "nobody@dip.test" {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "no such user"}
	}
	return nil
}
func (ss *scriptedSession) Data(r io.Reader) error {
	b, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	s := ss.s
	if s.inData != nil {
		s.inData <- struct{}{}
		<-s.release
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var reply *smtp.SMTPError
	if len(s.script) > 0 {
		reply = s.script[min(s.tries, len(s.script)-1)]
	}
	s.tries++
	if reply != nil {
		return reply
	}
	s.accepted = append(s.accepted, b)
	return nil
}

var (
	reply451 = &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "try later"}
	reply550 = &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 7, 1}, Message: "rejected"}
)

func plainSink(addr string) *mailio.Sink {
	return mailio.NewSink(mailio.SMTPOptions{Addr: addr, TLS: mailio.TLSNone, Timeout: 10 * time.Second})
}

func TestSinkClassifiesReplies(t *testing.T) {
	ctx := testCtx(t)
	msg := testMessage("s1")

	ok := startScriptedSMTP(t)
	if err := plainSink(ok.addr).Send(ctx, judge, []string{"alice@example.org"}, msg); err != nil {
		t.Fatalf("250: %v", err)
	}

	var se *mailio.SendError
	err := plainSink(startScriptedSMTP(t, reply451).addr).Send(ctx, judge, []string{"alice@example.org"}, msg)
	if !errors.As(err, &se) || !se.Temporary || se.Code != 451 || se.Enhanced != "4.3.0" || mailio.IsPermanent(err) {
		t.Errorf("451: got %#v", err)
	}
	err = plainSink(startScriptedSMTP(t, reply550).addr).Send(ctx, judge, []string{"alice@example.org"}, msg)
	if !errors.As(err, &se) || se.Temporary || se.Code != 550 || !mailio.IsPermanent(err) {
		t.Errorf("550: got %#v", err)
	}
	err = plainSink(ok.addr).Send(ctx, judge, []string{"alice@example.org", "nobody@dip.test"}, msg)
	if !errors.As(err, &se) || se.Code != 550 || se.Enhanced != "5.1.1" {
		t.Errorf("refused recipient: got %#v", err)
	}
	if _, accepted := ok.counts(); accepted != 1 {
		t.Errorf("server accepted %d messages, want 1 (a refused recipient aborts the send)", accepted)
	}

	// Nobody listening: a network error, worth retrying.
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	closed := ln.Addr().String()
	ln.Close()
	err = plainSink(closed).Send(ctx, judge, []string{"alice@example.org"}, msg)
	if !errors.As(err, &se) || !se.Temporary || se.Code != 0 {
		t.Errorf("closed port: got %#v", err)
	}
}

func TestSinkAuthAgainstDevmail(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	sink := mailio.NewSink(mailio.SMTPOptions{Addr: dm.SMTPAddr(), TLS: mailio.TLSNone, Username: judge, Password: "pw"})
	if err := sink.Send(ctx, judge, []string{"alice@example.org"}, testMessage("auth")); err != nil {
		t.Fatal(err)
	}
	rec := dm.Received()
	if len(rec) != 1 || rec[0].Authenticated != judge {
		t.Fatalf("devmail received %+v", rec)
	}
	bad := mailio.NewSink(mailio.SMTPOptions{Addr: dm.SMTPAddr(), TLS: mailio.TLSNone, Username: judge, Password: "nope", Auth: "plain"})
	// The judge's wrong password is no fault of the message: it must not
	// fail the message for good, or every reply is lost until the
	// password is fixed.
	if err := bad.Send(ctx, judge, []string{"alice@example.org"}, testMessage("x")); mailio.IsPermanent(err) || !mailio.IsSessionRefused(err) {
		t.Fatalf("wrong password: got %v, want a refused session, not a permanent error", err)
	}
	if err := mailio.CheckSMTP(ctx, mailio.SMTPOptions{Addr: dm.SMTPAddr(), TLS: mailio.TLSNone, Username: judge, Password: "pw"}); err != nil {
		t.Fatalf("CheckSMTP: %v", err)
	}
	if err := mailio.CheckSMTP(ctx, mailio.SMTPOptions{Addr: dm.SMTPAddr(), TLS: mailio.TLSNone, Auth: "cram-md5"}); !errors.Is(err, mailio.ErrBadAuth) {
		t.Fatalf("CheckSMTP with unknown auth: %v", err)
	}
}

// memOutbox is a real in-memory Outbox.
type memOutbox struct {
	mu     sync.Mutex
	queue  map[uint64]*outboxEntry
	events []string
	// failSent, when set, is what Sent returns (a disk that takes no
	// writes), changing nothing.
	failSent error
}

type outboxEntry struct {
	q       mailio.Queued
	next    time.Time
	state   string // "queued", "sent", "failed"
	lastErr string
}

func newMemOutbox(now time.Time, qs ...mailio.Queued) *memOutbox {
	o := &memOutbox{queue: map[uint64]*outboxEntry{}}
	for _, q := range qs {
		o.queue[q.ID] = &outboxEntry{q: q, next: now, state: "queued"}
	}
	return o
}

func (o *memOutbox) Due(now time.Time, limit int) ([]mailio.Queued, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []mailio.Queued
	for _, e := range o.queue {
		if e.state == "queued" && !e.next.After(now) {
			out = append(out, e.q)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	if len(out) > limit {
		out = out[:limit]
	}
	return out, nil
}

func (o *memOutbox) NextAt() (time.Time, bool, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	var at time.Time
	ok := false
	for _, e := range o.queue {
		if e.state == "queued" && (!ok || e.next.Before(at)) {
			at, ok = e.next, true
		}
	}
	return at, ok, nil
}

func (o *memOutbox) add(now time.Time, q mailio.Queued) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.queue[q.ID] = &outboxEntry{q: q, next: now, state: "queued"}
}

func (o *memOutbox) Sent(id uint64, at time.Time) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.failSent != nil {
		return o.failSent
	}
	o.queue[id].state = "sent"
	o.events = append(o.events, "sent")
	return nil
}

func (o *memOutbox) Retry(id uint64, next time.Time, errText string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	e := o.queue[id]
	e.q.Attempts++
	e.next, e.lastErr = next, errText
	o.events = append(o.events, "retry")
	return nil
}

func (o *memOutbox) Failed(id uint64, at time.Time, errText string) error {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.queue[id].state, o.queue[id].lastErr = "failed", errText
	o.events = append(o.events, "failed")
	return nil
}

func (o *memOutbox) entry(id uint64) outboxEntry {
	o.mu.Lock()
	defer o.mu.Unlock()
	return *o.queue[id]
}

// fakeClock is the Sender's Now: time moves only when the test says so.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *fakeClock) Add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

func TestSenderRetriesTemporaryFailureWithBackoff(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t, reply451, nil)
	clock := &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	ob := newMemOutbox(clock.Now(), mailio.Queued{ID: 1, From: judge, To: "alice@example.org", Data: testMessage("q1")})
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t), MinBackoff: time.Minute, MaxBackoff: time.Hour, Now: clock.Now})

	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	e := ob.entry(1)
	if e.state != "queued" || e.q.Attempts != 1 || !e.next.Equal(clock.Now().Add(time.Minute)) {
		t.Fatalf("after 451: %+v, want queued with 1 attempt, next in 1m", e)
	}
	clock.Add(30 * time.Second)
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if tries, _ := srv.counts(); tries != 1 {
		t.Fatalf("retried before the back-off passed (%d tries)", tries)
	}
	clock.Add(30 * time.Second)
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if tries, accepted := srv.counts(); tries != 2 || accepted != 1 {
		t.Fatalf("server saw %d tries, accepted %d; want 2 and 1", tries, accepted)
	}
	if e := ob.entry(1); e.state != "sent" {
		t.Fatalf("after 250: %+v", e)
	}
}

func TestSenderFailsPermanentlyOn5xx(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t, reply550)
	now := time.Now()
	ob := newMemOutbox(now, mailio.Queued{ID: 7, From: judge, To: "alice@example.org", Data: testMessage("q7")})
	if err := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t)}).Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if e := ob.entry(7); e.state != "failed" || e.lastErr == "" {
		t.Fatalf("after 550: %+v, want failed", e)
	}
	if tries, _ := srv.counts(); tries != 1 {
		t.Fatalf("%d tries, want 1", tries)
	}
}

func TestSenderGivesUpAfterMaxAttempts(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t, reply451)
	clock := &fakeClock{now: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)}
	ob := newMemOutbox(clock.Now(), mailio.Queued{ID: 2, From: judge, To: "alice@example.org", Data: testMessage("q2")})
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t), MaxAttempts: 3, Now: clock.Now})
	for i := 0; i < 5; i++ {
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		clock.Add(24 * time.Hour)
	}
	if e := ob.entry(2); e.state != "failed" {
		t.Fatalf("after 3 temporary failures: %+v, want failed", e)
	}
	if tries, _ := srv.counts(); tries != 3 {
		t.Fatalf("%d tries, want 3", tries)
	}
}

func TestSenderRunDeliversWhenWoken(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	ob := newMemOutbox(time.Now())
	s := mailio.NewSender(plainSink(dm.SMTPAddr()), ob, &mailio.SenderOptions{Logger: testLogger(t)})
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- s.Run(runCtx) }()
	ob.mu.Lock()
	ob.queue[3] = &outboxEntry{q: mailio.Queued{ID: 3, From: judge, To: "carol@example.org", Data: testMessage("q3")}, next: time.Now(), state: "queued"}
	ob.mu.Unlock()
	s.Wake()
	msgs, err := dm.WaitMessages(ctx, "carol@example.org", 1)
	if err != nil || len(msgs) != 1 {
		t.Fatalf("carol got %d messages, %v", len(msgs), err)
	}
	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Run = %v", err)
	}
}

// TestSenderStopLetsTheMessageInFlightFinish stops the sender while the
// server holds a message's DATA: the message must be recorded as sent once,
// not cut off after the server may have taken it (and sent again on start).
func TestSenderStopLetsTheMessageInFlightFinish(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t)
	srv.inData, srv.release = make(chan struct{}), make(chan struct{})
	ob := newMemOutbox(time.Now(), mailio.Queued{ID: 1, From: judge, To: "dora@example.org", Data: testMessage("q1")})
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t)})
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- s.Run(runCtx) }()
	select {
	case <-srv.inData:
	case <-ctx.Done():
		t.Fatal("the message never reached DATA")
	}
	cancel()
	close(srv.release)
	if err := <-done; err != nil {
		t.Fatalf("Run = %v", err)
	}
	if got := ob.entry(1).state; got != "sent" {
		t.Fatalf("message state after stop = %q, want sent", got)
	}
	if _, accepted := srv.counts(); accepted != 1 {
		t.Fatalf("server accepted %d copies, want 1", accepted)
	}
}

// A server that never answers DATA cannot hold a stop for longer than the
// grace: the message stays queued, not counted as a failed attempt.
func TestSenderStopGraceBoundsTheWait(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t)
	srv.inData, srv.release = make(chan struct{}), make(chan struct{})
	t.Cleanup(func() { close(srv.release) })
	ob := newMemOutbox(time.Now(), mailio.Queued{ID: 1, From: judge, To: "erin@example.org", Data: testMessage("q1")})
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t), StopGrace: 100 * time.Millisecond})
	runCtx, cancel := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- s.Run(runCtx) }()
	select {
	case <-srv.inData:
	case <-ctx.Done():
		t.Fatal("the message never reached DATA")
	}
	cancel()
	select {
	case <-done:
	case <-ctx.Done():
		t.Fatal("the stop waited past its grace")
	}
	if e := ob.entry(1); e.state != "queued" || e.q.Attempts != 0 {
		t.Fatalf("after a stop cut off by its grace: state %q, attempts %d; want queued, 0", e.state, e.q.Attempts)
	}
}

// A player whose address is internationalised gets the judge's mail: an
// IDN domain travels in its ASCII form, a UTF-8 local part with SMTPUTF8
// (RFC 6531); a server that cannot take the latter is a permanent
// failure, not one to retry.
func TestSinkSendsToInternationalisedAddresses(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	sink := plainSink(dm.SMTPAddr())
	for _, to := range []string{"张伟@example.cn", "wei@例子.中国"} {
		if err := sink.Send(ctx, judge, []string{to}, testMessage("eai")); err != nil {
			t.Fatalf("to %s: %v", to, err)
		}
	}
	if _, err := dm.WaitMessages(ctx, "张伟@example.cn", 1); err != nil {
		t.Fatal(err)
	}
	rec := dm.Received()
	if len(rec) != 2 || rec[1].To[0] != "wei@xn--fsqu00a.xn--fiqs8s" {
		t.Errorf("envelopes: %+v", rec)
	}
	old := startScriptedSMTP(t) // no SMTPUTF8
	err := plainSink(old.addr).Send(ctx, judge, []string{"张伟@example.cn"}, testMessage("eai"))
	if !mailio.IsPermanent(err) || !strings.Contains(err.Error(), "SMTPUTF8") {
		t.Errorf("a server without SMTPUTF8: got %v, want a permanent error naming SMTPUTF8", err)
	}
}

// A reply that echoes a UTF-8 Message-ID (RFC 6532) travels with
// SMTPUTF8 and keeps its threading; a server without SMTPUTF8 gets it
// without the UTF-8 identifiers, delivered rather than refused.
func TestSinkSendsUTF8MessageIDs(t *testing.T) {
	ctx := testCtx(t)
	raw := []byte("From: " + judge + "\r\nTo: alice@example.org\r\nSubject: Re: orders\r\nMessage-ID: <r1@example.org>\r\n" +
		"In-Reply-To: <订单.1@例子.中国>\r\nReferences: <west.1@example.org>\r\n <订单.1@例子.中国>\r\n\r\nA PAR-BUR\r\n")
	dm := startDevmail(t)
	if err := plainSink(dm.SMTPAddr()).Send(ctx, judge, []string{"alice@example.org"}, raw); err != nil {
		t.Fatal(err)
	}
	rec := dm.Received()
	if len(rec) != 1 || !rec[0].SMTPUTF8 || !bytes.Contains(rec[0].Data, []byte("In-Reply-To: <订单.1@例子.中国>")) {
		t.Errorf("to a server with SMTPUTF8: %+v", rec)
	}
	old := startScriptedSMTP(t) // no SMTPUTF8
	if err := plainSink(old.addr).Send(ctx, judge, []string{"alice@example.org"}, raw); err != nil {
		t.Fatalf("a server without SMTPUTF8: %v", err)
	}
	if _, n := old.counts(); n != 1 {
		t.Fatalf("%d accepted", n)
	}
	got := string(old.accepted[0])
	if strings.Contains(got, "订单") || strings.Contains(got, "In-Reply-To") || !strings.Contains(got, "References: <west.1@example.org>\r\n") ||
		!strings.HasSuffix(got, "\r\n\r\nA PAR-BUR\r\n") {
		t.Errorf("sent without SMTPUTF8:\n%s", got)
	}
}
