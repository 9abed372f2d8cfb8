package storage

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"testing"
)

func TestRecordInboundStoresAndReadsBack(t *testing.T) {
	db := openTest(t)
	raw := rawMail("a1@example.org", "A PAR-BUR")
	in := Inbound{
		Key:       InboundKey{Mailbox: "INBOX", UIDValidity: 7, UID: 42},
		MessageID: "<a1@example.org>", Raw: raw, Size: 5000, Truncated: true, ReceivedAt: t0,
	}
	var id uint64
	update(t, db, func(tx *Tx) error {
		var dup bool
		var err error
		id, dup, err = tx.RecordInbound(in)
		if dup {
			t.Error("first message reported as duplicate")
		}
		return err
	})
	view(t, db, func(tx *Tx) error {
		got, ok, err := tx.Inbound(id)
		if err != nil || !ok {
			t.Fatalf("Inbound(%d) = %v, %v", id, ok, err)
		}
		sum := sha256.Sum256(raw)
		if got.BodyHash != hex.EncodeToString(sum[:]) {
			t.Errorf("BodyHash = %q, want sha256 of raw", got.BodyHash)
		}
		if string(got.Raw) != string(raw) || got.Key != in.Key || got.Size != 5000 ||
			!got.Truncated || !got.ReceivedAt.Equal(t0) || got.Done || got.MessageID != "<a1@example.org>" {
			t.Errorf("Inbound = %+v", got)
		}
		known, err := tx.KnownInbound(in.Key)
		if err != nil || !known {
			t.Errorf("KnownInbound = %v, %v; want true", known, err)
		}
		other := in.Key
		other.UIDValidity = 8
		if known, _ := tx.KnownInbound(other); known {
			t.Error("KnownInbound true for another UIDVALIDITY")
		}
		if _, ok, _ := tx.Inbound(id + 1); ok {
			t.Error("Inbound of unknown id found")
		}
		return nil
	})
}

func TestRecordInboundDedup(t *testing.T) {
	base := Inbound{
		Key:       InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: 10},
		MessageID: "m1@example.org", Raw: rawMail("m1@example.org", "one"), ReceivedAt: t0,
	}
	cases := []struct {
		name string
		next Inbound
	}{
		{"same server key", Inbound{Key: base.Key, MessageID: "other@x", Raw: []byte("different text")}},
		{"same Message-ID, brackets differ", Inbound{
			Key: InboundKey{Mailbox: "INBOX", UIDValidity: 2, UID: 99}, MessageID: " <m1@example.org> ",
			Raw: []byte("re-encoded copy")}},
		{"same body hash", Inbound{Key: InboundKey{Mailbox: "Archive", UIDValidity: 1, UID: 3}, Raw: base.Raw}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := openTest(t)
			update(t, db, func(tx *Tx) error {
				first, _, err := tx.RecordInbound(base)
				if err != nil {
					return err
				}
				again, dup, err := tx.RecordInbound(c.next)
				if err != nil {
					return err
				}
				if !dup || again != first {
					t.Errorf("RecordInbound = %d, dup=%v; want %d, dup=true", again, dup, first)
				}
				if c.next.Key.UID != 0 {
					if known, _ := tx.KnownInbound(c.next.Key); !known {
						t.Error("duplicate's server key not remembered")
					}
				}
				pending, err := tx.PendingInbound()
				if len(pending) != 1 {
					t.Errorf("PendingInbound has %d messages, want 1", len(pending))
				}
				return err
			})
		})
	}
}

func TestRecordInboundDistinctMessages(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		// No UID, no Message-ID: only the hash identifies these.
		a, dupA, err := tx.RecordInbound(Inbound{Raw: []byte("first")})
		if err != nil {
			return err
		}
		b, dupB, err := tx.RecordInbound(Inbound{Raw: []byte("second")})
		if err != nil {
			return err
		}
		if dupA || dupB || a == b || b <= a {
			t.Errorf("ids %d,%d dup %v,%v; want two new ascending ids", a, b, dupA, dupB)
		}
		return nil
	})
}

func TestRecordInboundRejectsBadInput(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		if _, _, err := tx.RecordInbound(Inbound{}); !errors.Is(err, ErrInvalid) {
			t.Errorf("empty raw: err = %v, want ErrInvalid", err)
		}
		_, _, err := tx.RecordInbound(Inbound{Key: InboundKey{UID: 4}, Raw: []byte("x")})
		if !errors.Is(err, ErrInvalid) {
			t.Errorf("UID without mailbox: err = %v, want ErrInvalid", err)
		}
		return nil
	})
}

func TestPendingAndFinishInbound(t *testing.T) {
	db := openTest(t)
	var ids []uint64
	update(t, db, func(tx *Tx) error {
		for i, body := range []string{"one", "two", "three"} {
			id, _, err := tx.RecordInbound(Inbound{
				Key: InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uint32(i + 1)}, Raw: []byte(body)})
			if err != nil {
				return err
			}
			ids = append(ids, id)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error {
		return tx.FinishInbound(ids[1], "replied", t0)
	})
	view(t, db, func(tx *Tx) error {
		pending, err := tx.PendingInbound()
		if err != nil {
			return err
		}
		if len(pending) != 2 || pending[0].ID != ids[0] || pending[1].ID != ids[2] {
			t.Fatalf("PendingInbound = %+v, want ids %d,%d", pending, ids[0], ids[2])
		}
		if string(pending[1].Raw) != "three" {
			t.Errorf("pending raw = %q", pending[1].Raw)
		}
		done, _, _ := tx.Inbound(ids[1])
		if !done.Done || done.Outcome != "replied" || !done.DoneAt.Equal(t0) {
			t.Errorf("finished message = %+v", done)
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.FinishInbound(ids[1], "again", t0) })
	if !errors.Is(err, ErrAlreadyDone) {
		t.Errorf("second finish: err = %v, want ErrAlreadyDone", err)
	}
	err = db.Update(func(tx *Tx) error { return tx.FinishInbound(999, "x", t0) })
	if !errors.Is(err, ErrNotFound) {
		t.Errorf("finish unknown: err = %v, want ErrNotFound", err)
	}
}

func TestInboundRawIsACopy(t *testing.T) {
	db := openTest(t)
	raw := []byte("original text")
	var id uint64
	update(t, db, func(tx *Tx) error {
		var err error
		id, _, err = tx.RecordInbound(Inbound{Raw: raw})
		raw[0] = 'X' // caller reuses its buffer before commit
		return err
	})
	var got Inbound
	view(t, db, func(tx *Tx) error {
		var err error
		got, _, err = tx.Inbound(id)
		return err
	})
	if string(got.Raw) != "original text" {
		t.Fatalf("stored raw = %q; caller's later change leaked in", got.Raw)
	}
	got.Raw[0] = 'Y'
	view(t, db, func(tx *Tx) error {
		again, _, _ := tx.Inbound(id)
		if string(again.Raw) != "original text" {
			t.Errorf("stored raw = %q after changing a returned copy", again.Raw)
		}
		return nil
	})
}
