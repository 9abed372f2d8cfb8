package storage

import (
	"testing"
	"time"
)

func TestStatusNumbers(t *testing.T) {
	db := openTest(t)
	empty, err := db.Status()
	if err != nil {
		t.Fatal(err)
	}
	if empty.SchemaVersion != CurrentSchemaVersion || empty.Outbox != 0 || empty.HasNextOutgoing ||
		empty.HasNextDeadline || !empty.OldestOutbox.IsZero() {
		t.Errorf("empty Status = %+v", empty)
	}

	update(t, db, func(tx *Tx) error {
		for i := 0; i < 3; i++ {
			id, _, err := tx.RecordInbound(Inbound{Raw: []byte{'m', byte(i)}})
			if err != nil {
				return err
			}
			if i == 0 {
				if err := tx.FinishInbound(id, "replied", t0); err != nil {
					return err
				}
			}
		}
		for i := 0; i < 15; i++ {
			o := outMsg("p@example.org", "s@j")
			o.CreatedAt = t0.Add(time.Duration(i) * time.Minute)
			if _, err := tx.Enqueue(o); err != nil {
				return err
			}
		}
		// ids 1..12 fail, 13 is sent, 14 and 15 wait.
		for id := uint64(1); id <= 12; id++ {
			if err := tx.MarkFailed(id, t0.Add(time.Duration(id)*time.Second), "550"); err != nil {
				return err
			}
		}
		if err := tx.MarkSent(13, t0); err != nil {
			return err
		}
		if err := tx.MarkRetry(14, t0.Add(time.Hour), "421"); err != nil {
			return err
		}
		if err := tx.PutSyncState(SyncState{Mailbox: "INBOX", LastPoll: t0, LastError: "timeout"}); err != nil {
			return err
		}
		if err := tx.RecordBounce(Bounce{Addr: "gone@example.org", Status: "5.1.1"}); err != nil {
			return err
		}
		for _, g := range []string{"g1", "g2"} {
			if err := tx.PutGame(g, []byte("{}")); err != nil {
				return err
			}
		}
		if err := tx.PutAccount("p@example.org", []byte("{}")); err != nil {
			return err
		}
		return tx.SetDeadline("g2", t0.Add(24*time.Hour))
	})
	s, err := db.Status()
	if err != nil {
		t.Fatal(err)
	}
	if s.PendingInbound != 2 || s.Inbound != 3 || s.Outbox != 2 || s.Failed != 12 || s.Sent != 1 ||
		s.Games != 2 || s.Accounts != 1 {
		t.Errorf("counts: pending %d inbound %d outbox %d failed %d sent %d games %d accounts %d",
			s.PendingInbound, s.Inbound, s.Outbox, s.Failed, s.Sent, s.Games, s.Accounts)
	}
	if !s.OldestOutbox.Equal(t0.Add(13 * time.Minute)) {
		t.Errorf("OldestOutbox = %v, want CreatedAt of id 14", s.OldestOutbox)
	}
	if !s.HasNextOutgoing || !s.NextOutgoing.IsZero() {
		t.Errorf("NextOutgoing = %v, %v; want due now (id 15)", s.NextOutgoing, s.HasNextOutgoing)
	}
	if len(s.Sync) != 1 || s.Sync[0].LastError != "timeout" || !s.Sync[0].LastPoll.Equal(t0) {
		t.Errorf("Sync = %+v", s.Sync)
	}
	if len(s.RecentFailures) != 10 || s.RecentFailures[0].ID != 12 || s.RecentFailures[9].ID != 3 ||
		s.RecentFailures[0].Data != nil {
		t.Errorf("RecentFailures: %d entries, first %+v", len(s.RecentFailures), s.RecentFailures[0])
	}
	if len(s.Bouncing) != 1 || s.Bouncing[0] != "gone@example.org" {
		t.Errorf("Bouncing = %q", s.Bouncing)
	}
	if !s.HasNextDeadline || s.NextDeadline.Game != "g2" || !s.NextDeadline.At.Equal(t0.Add(24*time.Hour)) {
		t.Errorf("NextDeadline = %+v, %v", s.NextDeadline, s.HasNextDeadline)
	}
}
