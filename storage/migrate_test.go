package storage

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"
)

// writeV0 regenerates the frozen pre-release fixture:
//
//	go test ./storage -run TestWriteV0Fixture -write-v0-fixture
//
// It exists to document how testdata/v0.db was made; the file itself is
// committed and must not change once released.
var writeV0 = flag.Bool("write-v0-fixture", false, "rewrite testdata/v0.db")

const v0Fixture = "testdata/v0.db"

var v0Received = time.Date(2025, 11, 5, 9, 0, 0, 0, time.UTC)

// writeV0File writes a file in the version 0 layout (see migrate.go).
func writeV0File(path string, inbox map[string]v0Inbox, outbox []v0Outbox) error {
	bdb, err := bolt.Open(path, 0o600, nil)
	if err != nil {
		return err
	}
	defer bdb.Close()
	return bdb.Update(func(btx *bolt.Tx) error {
		in, err := btx.CreateBucket([]byte(v0BucketInbox))
		if err != nil {
			return err
		}
		for k, v := range inbox {
			raw, err := json.Marshal(v)
			if err != nil {
				return err
			}
			if err := in.Put([]byte(k), raw); err != nil {
				return err
			}
		}
		out, err := btx.CreateBucket([]byte(v0BucketOutbox))
		if err != nil {
			return err
		}
		for i, o := range outbox {
			raw, err := json.Marshal(o)
			if err != nil {
				return err
			}
			if err := out.Put(u64(uint64(i+1)), raw); err != nil {
				return err
			}
		}
		return nil
	})
}

func TestWriteV0Fixture(t *testing.T) {
	if !*writeV0 {
		t.Skip("run with -write-v0-fixture to regenerate " + v0Fixture)
	}
	_ = os.Remove(v0Fixture)
	inbox := map[string]v0Inbox{
		"INBOX/1700000000/1": {Received: v0Received, Done: true,
			Raw: rawMail("v0-1@example.org", "SIGNON FAPB1 secret")},
		"INBOX/1700000000/2": {Received: v0Received.Add(time.Hour),
			Raw: rawMail("v0-2@example.org", "A PAR-BUR")},
		"Lists/Diplomacy/1700000001/7": {Received: v0Received.Add(2 * time.Hour),
			Raw: []byte("From: list@example.org\r\nSubject: no id\r\n\r\ndigest\r\n")},
	}
	outbox := []v0Outbox{
		{From: "judge@example.net", To: "ann@example.org", Created: v0Received.Add(time.Minute),
			Data: []byte("Message-ID: <reply-1@judge.example.net>\r\nTo: ann@example.org\r\n\r\nOK\r\n")},
		{From: "judge@example.net", To: "bob@example.org", Created: v0Received.Add(2 * time.Minute),
			Data: []byte("Message-ID: <reply-2@judge.example.net>\r\nTo: bob@example.org\r\n\r\nOK\r\n")},
	}
	if err := writeV0File(v0Fixture, inbox, outbox); err != nil {
		t.Fatal(err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

func TestMigrateFrozenV0File(t *testing.T) {
	path := filepath.Join(t.TempDir(), "old.db")
	copyFile(t, v0Fixture, path)

	ro, err := Open(path, &Options{ReadOnly: true})
	if !errors.Is(err, ErrNeedsMigration) {
		t.Fatalf("read-only Open of v0 file: err = %v, want ErrNeedsMigration", err)
	}
	if ro != nil {
		ro.Close()
	}

	db, err := Open(path, nil)
	if err != nil {
		t.Fatalf("Open v0 file: %v", err)
	}
	if v, _ := db.SchemaVersion(); v != CurrentSchemaVersion {
		t.Errorf("SchemaVersion after migration = %d, want %d", v, CurrentSchemaVersion)
	}
	view(t, db, func(tx *Tx) error {
		first, ok, err := tx.Inbound(1)
		if err != nil || !ok {
			t.Fatalf("Inbound(1) = %v, %v", ok, err)
		}
		if first.Key != (InboundKey{Mailbox: "INBOX", UIDValidity: 1700000000, UID: 1}) ||
			!first.Done || first.MessageID != "<v0-1@example.org>" || !first.ReceivedAt.Equal(v0Received) {
			t.Errorf("migrated first message = %+v", first)
		}
		pending, err := tx.PendingInbound()
		if err != nil {
			return err
		}
		if len(pending) != 2 || pending[0].MessageID != "<v0-2@example.org>" ||
			pending[1].Key != (InboundKey{Mailbox: "Lists/Diplomacy", UIDValidity: 1700000001, UID: 7}) {
			t.Errorf("migrated pending = %+v", pending)
		}
		if string(pending[0].Raw) != string(rawMail("v0-2@example.org", "A PAR-BUR")) {
			t.Errorf("migrated raw = %q", pending[0].Raw)
		}
		due, err := tx.DueOutgoing(v0Received, 0)
		if err != nil {
			return err
		}
		if len(due) != 2 || due[0].To != "ann@example.org" || due[0].Kind != "reply" ||
			due[0].MessageID != "<reply-1@judge.example.net>" || !due[0].CreatedAt.Equal(v0Received.Add(time.Minute)) ||
			due[1].To != "bob@example.org" {
			t.Errorf("migrated outbox = %+v", due)
		}
		return nil
	})
	// The migrated markers deduplicate as schema 1 markers do.
	update(t, db, func(tx *Tx) error {
		for _, in := range []Inbound{
			{Key: InboundKey{Mailbox: "INBOX", UIDValidity: 1700000000, UID: 2}, Raw: []byte("x")},
			{MessageID: "v0-1@example.org", Raw: []byte("y")},
			{Raw: []byte("From: list@example.org\r\nSubject: no id\r\n\r\ndigest\r\n")},
		} {
			if _, dup, err := tx.RecordInbound(in); err != nil || !dup {
				t.Errorf("RecordInbound(%+v) after migration: dup=%v err=%v; want duplicate", in, dup, err)
			}
		}
		return nil
	})
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	bdb, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	_ = bdb.View(func(btx *bolt.Tx) error {
		if btx.Bucket([]byte(v0BucketInbox)) != nil {
			t.Error("v0 inbox bucket left behind")
		}
		return nil
	})
}

func TestMigrationIsAtomic(t *testing.T) {
	path := filepath.Join(t.TempDir(), "bad.db")
	err := writeV0File(path, map[string]v0Inbox{
		"INBOX/1/1":       {Raw: []byte("fine")},
		"no-numbers-here": {Raw: []byte("broken key")},
	}, []v0Outbox{{To: "a@example.org", Data: []byte("x")}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, nil); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("Open of damaged v0 file: err = %v, want ErrCorrupt", err)
	}
	bdb, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	_ = bdb.View(func(btx *bolt.Tx) error {
		if btx.Bucket([]byte(bucketMeta)) != nil || btx.Bucket([]byte(bucketInbound)) != nil {
			t.Error("failed migration left schema 1 buckets behind")
		}
		if btx.Bucket([]byte(v0BucketInbox)) == nil || btx.Bucket([]byte(v0BucketOutbox)) == nil {
			t.Error("failed migration removed v0 buckets")
		}
		return nil
	})
}

func TestNewerSchemaIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "future.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	setVersion := func(v string) {
		bdb, err := bolt.Open(path, 0o600, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer bdb.Close()
		if err := bdb.Update(func(btx *bolt.Tx) error {
			return btx.Bucket([]byte(bucketMeta)).Put([]byte(metaSchemaVersion), []byte(v))
		}); err != nil {
			t.Fatal(err)
		}
	}
	setVersion(strconv.Itoa(CurrentSchemaVersion + 1))
	for _, opts := range []*Options{nil, {ReadOnly: true}} {
		if _, err := Open(path, opts); !errors.Is(err, ErrNewerSchema) {
			t.Errorf("Open(%+v) of newer file: err = %v, want ErrNewerSchema", opts, err)
		}
	}
	setVersion("one")
	if _, err := Open(path, nil); !errors.Is(err, ErrCorrupt) {
		t.Errorf("Open with garbage version: err = %v, want ErrCorrupt", err)
	}
}

func TestMigrationsAreOrdered(t *testing.T) {
	steps := migrations()
	if len(steps) != CurrentSchemaVersion {
		t.Fatalf("%d migrations for schema version %d", len(steps), CurrentSchemaVersion)
	}
	for i, m := range steps {
		if m.from != i || m.name == "" || m.apply == nil {
			t.Errorf("migration %d = {from %d, %q}", i, m.from, m.name)
		}
	}
}
