package storage

import (
	"bytes"
	"errors"
	"fmt"
	"net/mail"
	"path/filepath"
	"testing"
	"time"

	bolt "go.etcd.io/bbolt"

	"adjutant/mailio/outgoing"
)

// testPicture is picture-like bytes of about n bytes; seed tells pictures
// apart.
func testPicture(seed byte, n int) []byte {
	p := append([]byte("\x89PNG\r\n\x1a\n"), make([]byte, n)...)
	for i := 8; i < len(p); i++ {
		p[i] = byte(i*7) ^ seed
	}
	return p
}

// composed is a mail to to with pic after its text (none if nil), as the
// judge composes it, and the Outgoing that queues it.
func composed(t testing.TB, to, idPart string, pic []byte) Outgoing {
	t.Helper()
	id := outgoing.NewMessageID("judge.example.net", idPart)
	m := outgoing.Message{From: mail.Address{Address: "judge@judge.example.net"}, To: []mail.Address{{Address: to}},
		Subject: "Game g1: Spring 1901", Body: "Results.\n", MessageID: id, Date: t0}
	var pics [][]byte
	if pic != nil {
		m.Inline = []outgoing.Inline{{Name: "map.png", Type: "image/png", Data: pic}}
		pics = [][]byte{pic}
	}
	raw, err := outgoing.Compose(m)
	if err != nil {
		t.Fatal(err)
	}
	return Outgoing{MessageID: id, Kind: "report", From: "judge@judge.example.net", To: to,
		Data: raw, Pictures: pics, Game: "g1", CreatedAt: t0}
}

// storedSizes returns how many bytes "mail_data" holds for each id, and
// how many pictures and picture uses are stored.
func storedSizes(t *testing.T, db *DB, ids ...uint64) (sizes []int, pictures, uses int) {
	t.Helper()
	view(t, db, func(tx *Tx) error {
		data, _ := tx.bucket(bucketMailData)
		for _, id := range ids {
			sizes = append(sizes, len(data.Get(u64(id))))
		}
		p, _ := tx.bucket(bucketPictures)
		u, _ := tx.bucket(bucketPictureUses)
		pictures, uses = p.Stats().KeyN, u.Stats().KeyN
		return nil
	})
	return sizes, pictures, uses
}

func dueData(t *testing.T, db *DB) map[uint64][]byte {
	t.Helper()
	got := map[uint64][]byte{}
	view(t, db, func(tx *Tx) error {
		due, err := tx.DueOutgoing(t0.Add(time.Hour), 0)
		for _, o := range due {
			got[o.ID] = o.Data
		}
		return err
	})
	return got
}

func TestSharedPictureIsStoredOnceAndMailReadsBackByteForByte(t *testing.T) {
	path := filepath.Join(t.TempDir(), "adjutant.db")
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	shared, other := testPicture(1, 30000), testPicture(2, 20000)
	want := map[uint64][]byte{}
	var ids []uint64
	for i, to := range []string{"ann@example.org", "bob@example.org", "cid@example.org"} {
		o := composed(t, to, fmt.Sprintf("report.g1.%d", i), shared)
		id := enqueue(t, db, o)
		want[id], ids = o.Data, append(ids, id)
	}
	o := composed(t, "dan@example.org", "r7", other)
	id := enqueue(t, db, o)
	want[id], ids = o.Data, append(ids, id)
	plain := composed(t, "eve@example.org", "r8", nil)
	id = enqueue(t, db, plain)
	want[id], ids = plain.Data, append(ids, id)

	sizes, pictures, uses := storedSizes(t, db, ids...)
	if pictures != 2 || uses != 4 {
		t.Errorf("stored %d pictures with %d uses, want 2 and 4", pictures, uses)
	}
	for i, size := range sizes[:4] {
		if size > 2000 {
			t.Errorf("mail %d keeps %d bytes: its picture was not stored apart", ids[i], size)
		}
	}
	if sizes[4] != len(plain.Data) {
		t.Errorf("mail without a picture keeps %d bytes, want it whole (%d)", sizes[4], len(plain.Data))
	}
	// Read twice, then after a restart: every time the bytes composed.
	for round := range 3 {
		if round == 2 {
			db.Close()
			if db, err = Open(path, nil); err != nil {
				t.Fatal(err)
			}
		}
		got := dueData(t, db)
		for id, w := range want {
			if !bytes.Equal(got[id], w) {
				t.Fatalf("round %d: mail %d reads back as %d bytes, not the %d composed", round, id, len(got[id]), len(w))
			}
		}
	}
	db.Close()
}

func TestPictureGoesWithTheLastMailThatCarriesIt(t *testing.T) {
	db := openTest(t)
	pic := testPicture(3, 5000)
	a := enqueue(t, db, composed(t, "ann@example.org", "a", pic))
	b := enqueue(t, db, composed(t, "bob@example.org", "b", pic))
	secret := composed(t, "cid@example.org", "c", pic)
	secret.Kind = KindSecret
	c := enqueue(t, db, secret)
	update(t, db, func(tx *Tx) error {
		if err := tx.MarkSent(a, t0); err != nil {
			return err
		}
		if err := tx.MarkSent(c, t0); err != nil { // a secret's text goes when sent
			return err
		}
		return tx.MarkFailed(b, t0, "550 no such user")
	})
	if _, pictures, uses := storedSizes(t, db); pictures != 1 || uses != 2 {
		t.Fatalf("after sending a and the secret: %d pictures, %d uses; want 1 and 2", pictures, uses)
	}
	update(t, db, func(tx *Tx) error {
		_, err := tx.Prune(time.Time{}, t0.Add(time.Minute), 100)
		return err
	})
	if _, pictures, uses := storedSizes(t, db); pictures != 1 || uses != 1 {
		t.Fatalf("after pruning a: %d pictures, %d uses; want the failed mail's 1 and 1", pictures, uses)
	}
	update(t, db, func(tx *Tx) error { return tx.RequeueFailed(b, t0) })
	if got := dueData(t, db)[b]; !bytes.Equal(got, composed(t, "bob@example.org", "b", pic).Data) {
		t.Fatal("a failed mail put back reads back otherwise than composed")
	}
	update(t, db, func(tx *Tx) error {
		if err := tx.MarkSent(b, t0); err != nil {
			return err
		}
		_, err := tx.Prune(time.Time{}, t0.Add(time.Minute), 100)
		return err
	})
	if _, pictures, uses := storedSizes(t, db); pictures != 0 || uses != 0 {
		t.Fatalf("after every mail went: %d pictures, %d uses; want none", pictures, uses)
	}
	if st, err := db.Status(); err != nil || st.Pictures != 0 {
		t.Fatalf("Status().Pictures = %d, %v", st.Pictures, err)
	}
}

func TestMailWithoutTheGivenPictureIsKeptWhole(t *testing.T) {
	db := openTest(t)
	o := composed(t, "ann@example.org", "a", testPicture(4, 3000))
	o.Pictures = [][]byte{testPicture(5, 3000)} // not the one it carries
	id := enqueue(t, db, o)
	odd := Outgoing{To: "bob@example.org", Kind: "reply", Data: []byte("\x00\x01 not a mail, kept as given")}
	oddID := enqueue(t, db, odd)
	if sizes, pictures, _ := storedSizes(t, db, id); sizes[0] != len(o.Data) || pictures != 0 {
		t.Fatalf("kept %d of %d bytes and %d pictures", sizes[0], len(o.Data), pictures)
	}
	got := dueData(t, db)
	if !bytes.Equal(got[id], o.Data) || !bytes.Equal(got[oddID], odd.Data) {
		t.Fatalf("read back %q", got[oddID])
	}
}

func TestMailPiecesRoundTrip(t *testing.T) {
	pic := testPicture(6, 100)
	data := []byte("head\r\n" + string(base64Lines(pic)) + "\r\nmiddle\r\n" + string(base64Lines(pic)) + "\r\n--end--\r\n")
	pieces, pics := splitPictures(data, [][]byte{pic, pic}, func(_ string, raw []byte) []byte { return base64Lines(raw) })
	if len(pics) != 1 || len(pieces) != 5 {
		t.Fatalf("split into %d pieces and %d pictures, want 5 and 1", len(pieces), len(pics))
	}
	out, err := roundTrip(pieces, pics)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(out, data) {
		t.Fatalf("pieces put together = %q", out)
	}
}

// roundTrip encodes pieces as storage keeps them, decodes them, and puts
// the mail back together with its pictures.
func roundTrip(pieces []piece, pics map[string][]byte) ([]byte, error) {
	back, err := decodePieces(encodePieces(pieces))
	if err != nil {
		return nil, err
	}
	var out []byte
	for _, p := range back {
		if p.picture != nil {
			out = append(out, base64Lines(pics[string(p.picture)])...)
		}
		out = append(out, p.text...)
	}
	return out, nil
}

// v3Fixture is a frozen schema 3 file, written by the last schema 3 build
// through Enqueue of mail composed by outgoing.Compose: reports to ann,
// bob and cid (IDs 1 to 3) carrying one picture, an answer to dan (4)
// carrying another, a plain answer to eve (5), a report to fay (6), with
// the first picture, marked failed, and one to gus (7), the same, sent.
// It must not change.
const v3Fixture = "testdata/v3-pictures.db"

// mailDataOf reads every "mail_data" value of a file as it is stored.
func mailDataOf(t *testing.T, path string) map[uint64][]byte {
	t.Helper()
	bdb, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	out := map[uint64][]byte{}
	_ = bdb.View(func(btx *bolt.Tx) error {
		return btx.Bucket([]byte(bucketMailData)).ForEach(func(k, v []byte) error {
			id, _ := readU64(k)
			out[id] = cloneBytes(v)
			return nil
		})
	})
	return out
}

func TestMigrateV3MailWithPictures(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v3.db")
	copyFile(t, v3Fixture, path)
	before := mailDataOf(t, path)
	if len(before) != 7 {
		t.Fatalf("fixture holds %d mails, want 7", len(before))
	}
	db, err := Open(path, nil)
	if err != nil {
		t.Fatalf("Open v3 file: %v", err)
	}
	defer db.Close()
	if v, _ := db.SchemaVersion(); v != CurrentSchemaVersion {
		t.Fatalf("SchemaVersion after migration = %d", v)
	}
	sizes, pictures, uses := storedSizes(t, db, 1, 2, 3, 4, 5, 6, 7)
	if pictures != 2 || uses != 5 {
		t.Errorf("migration stored %d pictures with %d uses, want 2 and 5 (IDs 1-4 and 6)", pictures, uses)
	}
	for i, size := range sizes {
		id := uint64(i + 1)
		pieced := id != 5 && id != 7 // no picture; sent, kept as it is
		if got := size < len(before[id]); got != pieced {
			t.Errorf("mail %d keeps %d of its %d bytes", id, size, len(before[id]))
		}
	}
	// Every mail, in either form, reads back as schema 3 stored it.
	got := dueData(t, db)
	view(t, db, func(tx *Tx) error {
		failed, err := tx.FailedOutgoing(0)
		for _, o := range failed {
			got[o.ID] = o.Data
		}
		sent, _, err2 := tx.SentByID(7)
		got[7] = sent.Data
		return errors.Join(err, err2)
	})
	for id, want := range before {
		if !bytes.Equal(got[id], want) {
			t.Errorf("mail %d reads back as %d bytes, not the %d stored before", id, len(got[id]), len(want))
		}
	}
	// And the pictures go with the last mail that carries them.
	update(t, db, func(tx *Tx) error {
		for _, id := range []uint64{1, 2, 3, 4, 5} {
			if err := tx.MarkSent(id, t0); err != nil {
				return err
			}
		}
		if err := tx.RequeueFailed(6, t0); err != nil {
			return err
		}
		if err := tx.MarkSent(6, t0); err != nil {
			return err
		}
		_, err := tx.Prune(time.Time{}, t0.Add(time.Minute), 100)
		return err
	})
	if _, pictures, uses := storedSizes(t, db); pictures != 0 || uses != 0 {
		t.Errorf("after sending and pruning every mail: %d pictures, %d uses", pictures, uses)
	}
}

func TestSchema3BuildRefusesAMigratedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v3.db")
	copyFile(t, v3Fixture, path)
	db, err := Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	bdb, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	// A schema 3 build refuses any file whose version is above 3
	// (TestNewerSchemaIsRefused); the migrated file says 4.
	if err := bdb.View(func(btx *bolt.Tx) error {
		v, err := readSchemaVersion(btx)
		if err == nil && v <= 3 {
			err = fmt.Errorf("migrated file says schema %d", v)
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
}

// The pieced form depends on base64Lines writing a picture exactly as
// outgoing mail does, at every length around a line's end.
func TestBase64LinesAreThoseOfOutgoingMail(t *testing.T) {
	for n := 1; n < 400; n++ {
		pic := testPicture(byte(n), n)
		lines := base64Lines(pic)
		if len(lines) != base64LinesLen(len(pic)) {
			t.Fatalf("%d bytes: base64LinesLen says %d, the lines are %d", len(pic), base64LinesLen(len(pic)), len(lines))
		}
		raw := composed(t, "ann@example.org", "a", pic).Data
		if !bytes.Contains(raw, append(append([]byte("\r\n\r\n"), lines...), "\r\n\r\n--"...)) {
			t.Fatalf("%d bytes: outgoing mail does not carry the picture as base64Lines writes it", len(pic))
		}
	}
}
