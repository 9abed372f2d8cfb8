package mailio_test

import (
	"bytes"
	"errors"
	"fmt"
	"net"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"adjutant/mailio"
)

// TestAnSMTPServerDownForDaysLosesNoReply: the judge's SMTP server is
// down for three days, far longer than the twenty attempts a message has
// (about two days). Nothing is failed, nothing counted against a message,
// and the server is not hammered; when it is back every reply goes once,
// in the order it was queued, a reply queued during the outage after the
// ones before it.
func TestAnSMTPServerDownForDaysLosesNoReply(t *testing.T) {
	ctx := testCtx(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close() // nobody listens there: the server is down
	clock := &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	var queued []mailio.Queued
	for id := uint64(1); id <= 3; id++ {
		queued = append(queued, mailio.Queued{ID: id, From: judge, To: "alice@example.org", Data: testMessage(fmt.Sprintf("q%d", id))})
	}
	ob := newMemOutbox(clock.Now(), queued...)
	s := mailio.NewSender(plainSink(addr), ob, &mailio.SenderOptions{Logger: testLogger(t), Now: clock.Now})
	for step := 0; step < 3*24*12; step++ { // three days, a look every 5 minutes
		if step == 100 {
			ob.add(clock.Now(), mailio.Queued{ID: 4, From: judge, To: "alice@example.org", Data: testMessage("q4")})
		}
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		clock.Add(5 * time.Minute)
	}
	for id := uint64(1); id <= 4; id++ {
		if e := ob.entry(id); e.state != "queued" || e.q.Attempts != 0 {
			t.Fatalf("message %d after three days without a server: %s with %d attempts (%s); want queued, no attempt counted", id, e.state, e.q.Attempts, e.lastErr)
		}
	}

	srv := listenScriptedSMTP(t, addr)
	for range 2 { // the first look may still be in the server's wait
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		clock.Add(5 * time.Minute)
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if len(srv.accepted) != 4 {
		t.Fatalf("the server took %d replies once back, want 4", len(srv.accepted))
	}
	for i, data := range srv.accepted {
		if want := fmt.Sprintf("<q%d@", i+1); !bytes.Contains(data, []byte(want)) {
			t.Fatalf("reply %d sent is not q%d: the replies went out of order", i+1, i+1)
		}
	}
}

// TestAWrongSMTPPasswordForDaysLosesNoReply: the docs promise that a
// refused session never fails a reply for good; not after twenty tries
// either.
func TestAWrongSMTPPasswordForDaysLosesNoReply(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	clock := &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	ob := newMemOutbox(clock.Now(), mailio.Queued{ID: 1, From: judge, To: "alice@example.org", Data: testMessage("pw1")})
	bad := mailio.NewSink(mailio.SMTPOptions{Addr: dm.SMTPAddr(), TLS: mailio.TLSNone, Username: judge, Password: "nope", Auth: "plain"})
	s := mailio.NewSender(bad, ob, &mailio.SenderOptions{Logger: testLogger(t), MaxAttempts: 3, Now: clock.Now})
	for range 10 {
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		clock.Add(time.Hour)
	}
	if e := ob.entry(1); e.state != "queued" {
		t.Fatalf("after ten refused sessions: %s (%s), want still queued", e.state, e.lastErr)
	}
}

// TestADeliveryTheOutboxCouldNotRecordIsNotSentAgain: the server takes a
// reply, but the disk is full and the outbox cannot record it. The
// sender must not send it again at every round while the disk stays
// full (a player would get one copy every ten seconds); it records the
// delivery once the disk takes writes again.
func TestADeliveryTheOutboxCouldNotRecordIsNotSentAgain(t *testing.T) {
	ctx := testCtx(t)
	srv := startScriptedSMTP(t)
	ob := newMemOutbox(time.Now(), mailio.Queued{ID: 1, From: judge, To: "alice@example.org", Data: testMessage("full1")})
	ob.failSent = errors.New("write: no space left on device")
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t)})
	for range 3 {
		if err := s.Flush(ctx); err == nil {
			t.Fatal("the outbox could not record the delivery, and Flush says nothing")
		}
	}
	ob.mu.Lock()
	ob.failSent = nil
	ob.mu.Unlock()
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if e := ob.entry(1); e.state != "sent" {
		t.Fatalf("once the disk took writes again: %s, want sent", e.state)
	}
	if tries, accepted := srv.counts(); tries != 1 || accepted != 1 {
		t.Fatalf("the server saw the reply %d times; want once", tries)
	}
}

// TestAServerThatCloses421LosesNoReply: a server that answers 421 ("service
// not available, closing transmission channel", as a provider throttling
// the judge does) speaks for itself, not for the message: before, each
// queued reply was tried in turn, each try counted against it (a burst of
// reports hammered the server and, after a long throttle, failed for
// good). Now the round stops at the first 421, no attempt is counted, and
// the replies go in order once the server takes mail again.
func TestAServerThatCloses421LosesNoReply(t *testing.T) {
	ctx := testCtx(t)
	reply421 := &smtp.SMTPError{Code: 421, EnhancedCode: smtp.EnhancedCode{4, 7, 0}, Message: "try again later, closing connection"}
	srv := startScriptedSMTP(t, reply421, reply421, nil)
	clock := &fakeClock{now: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	var queued []mailio.Queued
	for id := uint64(1); id <= 3; id++ {
		queued = append(queued, mailio.Queued{ID: id, From: judge, To: fmt.Sprintf("p%d@example.org", id), Data: testMessage(fmt.Sprintf("t%d", id))})
	}
	ob := newMemOutbox(clock.Now(), queued...)
	s := mailio.NewSender(plainSink(srv.addr), ob, &mailio.SenderOptions{Logger: testLogger(t), MinBackoff: time.Minute, MaxAttempts: 2, Now: clock.Now})
	for round := 1; round <= 2; round++ {
		if err := s.Flush(ctx); err != nil {
			t.Fatal(err)
		}
		if tries, _ := srv.counts(); tries != round {
			t.Fatalf("round %d: the server was tried %d times, want %d: one 421 speaks for every message", round, tries, round)
		}
		for id := uint64(1); id <= 3; id++ {
			if e := ob.entry(id); e.state != "queued" || e.q.Attempts != 0 {
				t.Fatalf("round %d: message %d is %s with %d attempts, want queued with none counted", round, id, e.state, e.q.Attempts)
			}
		}
		clock.Add(10 * time.Minute)
	}
	if err := s.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	if _, accepted := srv.counts(); accepted != 3 {
		t.Fatalf("%d replies accepted once the server took mail again, want 3", accepted)
	}
	for id := uint64(1); id <= 3; id++ {
		if e := ob.entry(id); e.state != "sent" {
			t.Errorf("message %d is %s, want sent", id, e.state)
		}
	}
}
