package storage

import (
	"errors"
	"testing"
	"time"
)

func enqueue(t *testing.T, db *DB, o Outgoing) uint64 {
	t.Helper()
	var id uint64
	update(t, db, func(tx *Tx) error {
		var err error
		id, err = tx.Enqueue(o)
		return err
	})
	return id
}

func outMsg(to, msgID string) Outgoing {
	return Outgoing{
		MessageID: msgID, Kind: "reply", From: "judge@example.net", To: to,
		Data: []byte("Message-ID: <" + msgID + ">\r\n\r\nhello\r\n"), CreatedAt: t0,
	}
}

func dueIDs(t *testing.T, db *DB, now time.Time, limit int) []uint64 {
	t.Helper()
	var ids []uint64
	view(t, db, func(tx *Tx) error {
		due, err := tx.DueOutgoing(now, limit)
		for _, o := range due {
			ids = append(ids, o.ID)
		}
		return err
	})
	return ids
}

func equalIDs(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestEnqueueAndDueOrder(t *testing.T) {
	db := openTest(t)
	later := outMsg("b@example.org", "2@j")
	later.NextAttempt = t0.Add(time.Hour)
	a := enqueue(t, db, outMsg("a@example.org", "1@j")) // due at once
	b := enqueue(t, db, later)
	c := enqueue(t, db, outMsg("c@example.org", "3@j")) // due at once
	if got := dueIDs(t, db, t0, 0); !equalIDs(got, []uint64{a, c}) {
		t.Errorf("due at t0 = %v, want [%d %d]", got, a, c)
	}
	if got := dueIDs(t, db, t0.Add(time.Hour), 0); !equalIDs(got, []uint64{a, c, b}) {
		t.Errorf("due an hour later = %v, want [%d %d %d]", got, a, c, b)
	}
	if got := dueIDs(t, db, t0.Add(time.Hour), 1); !equalIDs(got, []uint64{a}) {
		t.Errorf("due with limit 1 = %v, want [%d]", got, a)
	}
	view(t, db, func(tx *Tx) error {
		due, _ := tx.DueOutgoing(t0, 1)
		o := due[0]
		want := outMsg("a@example.org", "1@j")
		if o.MessageID != want.MessageID || o.Kind != "reply" || o.From != want.From ||
			string(o.Data) != string(want.Data) || !o.CreatedAt.Equal(t0) || o.Attempts != 0 {
			t.Errorf("due message = %+v", o)
		}
		next, ok, err := tx.NextOutgoingAt()
		if err != nil || !ok || !next.IsZero() {
			t.Errorf("NextOutgoingAt = %v, %v, %v; want zero time (due now), true", next, ok, err)
		}
		return nil
	})
}

func TestEnqueueRejectsIncomplete(t *testing.T) {
	db := openTest(t)
	for _, o := range []Outgoing{{Data: []byte("x")}, {To: "a@b"}} {
		err := db.Update(func(tx *Tx) error { _, err := tx.Enqueue(o); return err })
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("Enqueue(%+v): err = %v, want ErrInvalid", o, err)
		}
	}
}

func TestRetryThenSent(t *testing.T) {
	db := openTest(t)
	id := enqueue(t, db, outMsg("Player@Example.org", "r1@j"))
	retryAt := t0.Add(10 * time.Minute)
	update(t, db, func(tx *Tx) error { return tx.MarkRetry(id, retryAt, "451 try later") })
	if got := dueIDs(t, db, t0, 0); len(got) != 0 {
		t.Errorf("due right after retry = %v, want none", got)
	}
	if got := dueIDs(t, db, retryAt, 0); !equalIDs(got, []uint64{id}) {
		t.Errorf("due at retry time = %v, want [%d]", got, id)
	}
	view(t, db, func(tx *Tx) error {
		next, ok, _ := tx.NextOutgoingAt()
		if !ok || !next.Equal(retryAt) {
			t.Errorf("NextOutgoingAt = %v, %v; want %v", next, ok, retryAt)
		}
		due, _ := tx.DueOutgoing(retryAt, 0)
		if due[0].Attempts != 1 || due[0].LastError != "451 try later" {
			t.Errorf("after retry: %+v", due[0])
		}
		return nil
	})
	sentAt := retryAt.Add(time.Second)
	update(t, db, func(tx *Tx) error { return tx.MarkSent(id, sentAt) })
	view(t, db, func(tx *Tx) error {
		if due, _ := tx.DueOutgoing(sentAt.Add(time.Hour), 0); len(due) != 0 {
			t.Errorf("sent message still due: %+v", due)
		}
		if _, ok, _ := tx.NextOutgoingAt(); ok {
			t.Error("NextOutgoingAt ok with empty outbox")
		}
		for _, mid := range []string{"r1@j", "<r1@j>"} {
			o, ok, err := tx.SentByMessageID(mid)
			if err != nil || !ok || o.ID != id || o.Attempts != 2 || !o.SentAt.Equal(sentAt) ||
				string(o.Data) != string(outMsg("x", "r1@j").Data) {
				t.Errorf("SentByMessageID(%q) = %+v, %v, %v", mid, o, ok, err)
			}
		}
		if _, ok, _ := tx.SentByMessageID("r1@j2"); ok {
			t.Error("SentByMessageID matched a longer id's prefix")
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.MarkSent(id, sentAt) })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("MarkSent twice: err = %v, want ErrNotFound", err)
	}
	err = db.Update(func(tx *Tx) error { return tx.MarkRetry(id, sentAt, "x") })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("MarkRetry after sent: err = %v, want ErrNotFound", err)
	}
}

func TestFailedAndRequeue(t *testing.T) {
	db := openTest(t)
	a := enqueue(t, db, outMsg("a@example.org", "f1@j"))
	b := enqueue(t, db, outMsg("b@example.org", "f2@j"))
	c := enqueue(t, db, outMsg("c@example.org", "f3@j"))
	update(t, db, func(tx *Tx) error {
		// b fails first, then a: newest failure is a.
		if err := tx.MarkFailed(b, t0.Add(1*time.Minute), "550 no such user"); err != nil {
			return err
		}
		return tx.MarkFailed(a, t0.Add(2*time.Minute), "550 mailbox disabled")
	})
	if got := dueIDs(t, db, t0.Add(time.Hour), 0); !equalIDs(got, []uint64{c}) {
		t.Errorf("due after failures = %v, want [%d]", got, c)
	}
	view(t, db, func(tx *Tx) error {
		failed, err := tx.FailedOutgoing(0)
		if err != nil {
			return err
		}
		if len(failed) != 2 || failed[0].ID != a || failed[1].ID != b {
			t.Fatalf("FailedOutgoing = %+v, want ids [%d %d]", failed, a, b)
		}
		if failed[0].LastError != "550 mailbox disabled" || failed[0].Attempts != 1 ||
			!failed[0].FailedAt.Equal(t0.Add(2*time.Minute)) || len(failed[0].Data) == 0 {
			t.Errorf("failed entry = %+v", failed[0])
		}
		if one, _ := tx.FailedOutgoing(1); len(one) != 1 || one[0].ID != a {
			t.Errorf("FailedOutgoing(1) = %+v", one)
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.MarkSent(a, t0) })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("MarkSent on failed: err = %v, want ErrNotFound", err)
	}
	update(t, db, func(tx *Tx) error { return tx.RequeueFailed(b, t0.Add(time.Hour)) })
	if got := dueIDs(t, db, t0.Add(time.Hour), 0); !equalIDs(got, []uint64{c, b}) {
		t.Errorf("due after requeue = %v, want [%d %d]", got, c, b)
	}
	view(t, db, func(tx *Tx) error {
		failed, _ := tx.FailedOutgoing(0)
		if len(failed) != 1 || failed[0].ID != a {
			t.Errorf("FailedOutgoing after requeue = %+v", failed)
		}
		return nil
	})
	err = db.Update(func(tx *Tx) error { return tx.RequeueFailed(b, t0) })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("requeue of a waiting message: err = %v, want ErrNotFound", err)
	}
}

// TestResendFailedStartsTheAttemptsAgain: a mail failed after twenty
// temporary refusals and put back by the operator gets the whole back-off
// again; with its old count, its first passing refusal would fail it.
func TestResendFailedStartsTheAttemptsAgain(t *testing.T) {
	db := openTest(t)
	a := enqueue(t, db, outMsg("a@example.org", "r1@j"))
	update(t, db, func(tx *Tx) error {
		for i := 0; i < 19; i++ {
			if err := tx.MarkRetry(a, t0, "451 try later"); err != nil {
				return err
			}
		}
		return tx.MarkFailed(a, t0, "451 try later")
	})
	update(t, db, func(tx *Tx) error { return tx.ResendFailed(a, t0.Add(time.Hour)) })
	view(t, db, func(tx *Tx) error {
		due, err := tx.DueOutgoing(t0.Add(time.Hour), 0)
		if err != nil {
			return err
		}
		if len(due) != 1 || due[0].ID != a || due[0].Attempts != 0 {
			t.Errorf("after the resend: %+v, want message %d due with no attempts", due, a)
		}
		if failed, _ := tx.FailedOutgoing(0); len(failed) != 0 {
			t.Errorf("still failed: %+v", failed)
		}
		return nil
	})
	if err := db.Update(func(tx *Tx) error { return tx.ResendFailed(a, t0) }); !errors.Is(err, ErrNotFound) {
		t.Errorf("resending a waiting message: %v, want ErrNotFound", err)
	}
}

func TestSentTo(t *testing.T) {
	db := openTest(t)
	var ids []uint64
	for i, to := range []string{"Ann@Example.org", "annex@example.org", "ann@example.org", "bob@example.org"} {
		id := enqueue(t, db, outMsg(to, string(rune('a'+i))+"@j"))
		update(t, db, func(tx *Tx) error { return tx.MarkSent(id, t0.Add(time.Duration(i)*time.Minute)) })
		ids = append(ids, id)
	}
	view(t, db, func(tx *Tx) error {
		got, err := tx.SentTo("ANN@example.org", 0)
		if err != nil {
			return err
		}
		if len(got) != 2 || got[0].ID != ids[2] || got[1].ID != ids[0] {
			t.Errorf("SentTo(ann) = %+v, want ids [%d %d]", got, ids[2], ids[0])
		}
		if one, _ := tx.SentTo("ann@example.org", 1); len(one) != 1 || one[0].ID != ids[2] {
			t.Errorf("SentTo limit 1 = %+v", one)
		}
		if last, _ := tx.SentTo("bob@example.org", 0); len(last) != 1 || last[0].ID != ids[3] {
			t.Errorf("SentTo(bob), the last key of the index = %+v", last)
		}
		if none, _ := tx.SentTo("carol@example.org", 0); len(none) != 0 {
			t.Errorf("SentTo(carol) = %+v", none)
		}
		return nil
	})
}

// The outbox pattern: a failed Update leaves neither the state change nor
// the message it caused.
func TestOutboxRollsBackWithStateChange(t *testing.T) {
	db := openTest(t)
	boom := errors.New("engine rejected the phase")
	err := db.Update(func(tx *Tx) error {
		if err := tx.PutGame("g1", []byte(`{"phase":"S1901M"}`)); err != nil {
			return err
		}
		if _, err := tx.Enqueue(outMsg("a@example.org", "rb@j")); err != nil {
			return err
		}
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Update err = %v, want the fn's error", err)
	}
	view(t, db, func(tx *Tx) error {
		if _, ok, _ := tx.Game("g1"); ok {
			t.Error("game stored although the transaction failed")
		}
		if due, _ := tx.DueOutgoing(t0, 0); len(due) != 0 {
			t.Errorf("message enqueued although the transaction failed: %+v", due)
		}
		return nil
	})
}
