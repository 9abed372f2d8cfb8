package outbox

import (
	"bytes"
	"net/mail"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/games/kit/picture"
	"adjutant/judge/account"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailtest"
	"adjutant/mailio/outgoing"
	"adjutant/storage"
	"adjutant/templates"
	"adjutant/templates/i18n"
)

func newOutbox(t *testing.T) (*Outbox, *storage.DB) {
	t.Helper()
	db, err := storage.Open(filepath.Join(t.TempDir(), "adjutant.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	tmpl, err := templates.Load()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	return New(Options{Name: "Adjutant", Address: "judge@example.org", Version: "v1", Location: time.UTC,
		Now: func() time.Time { return now }, Templates: tmpl}), db
}

func queued(t *testing.T, db *storage.DB) []storage.Outgoing {
	t.Helper()
	var out []storage.Outgoing
	if err := db.View(func(tx *storage.Tx) error {
		var err error
		out, err = tx.DueOutgoing(time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC), 0)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestAnswerIsThreadedToThePlayersMail(t *testing.T) {
	o, db := newOutbox(t)
	msg := &incoming.Message{From: mail.Address{Address: "Ann@Example.org"}, MessageID: "<m2@example.org>", References: []string{"<m1@example.org>"}}
	data := map[string]any{"Judge": "Adjutant", "Address": "judge@example.org", "Version": "v1", "Subject": "hi", "Size": "2 MiB", "Limit": "1 MiB"}
	if err := db.Update(func(tx *storage.Tx) error {
		return o.Answer(tx, 7, msg, i18n.English, "oversize", data, Reply)
	}); err != nil {
		t.Fatal(err)
	}
	if !o.TakeQueued() || o.TakeQueued() {
		t.Fatal("TakeQueued does not report the queued answer exactly once")
	}
	out := queued(t, db)
	if len(out) != 1 || out[0].To != "ann@example.org" || out[0].InReplyTo != 7 || out[0].Kind != "reply" {
		t.Fatalf("queued %+v", out)
	}
	m := mailtest.Read(t, out[0].Data)
	if m.InReplyTo != "<m2@example.org>" || strings.Join(m.References, " ") != "<m1@example.org> <m2@example.org>" {
		t.Fatalf("threading: In-Reply-To %q References %v", m.InReplyTo, m.References)
	}
}

func TestEachWritesInTheReadersLanguageSignedAndWrapped(t *testing.T) {
	o, db := newOutbox(t)
	long := strings.Repeat("word ", 40)
	if err := db.Update(func(tx *storage.Tx) error {
		if err := account.Save(tx, "zed@example.org", account.Account{Lang: i18n.SimplifiedChinese}); err != nil {
			return err
		}
		return o.Each(tx, []string{"zed@example.org", "amy@example.org"}, "west", i18n.TraditionalChinese, Notice,
			func(addr string, lang i18n.Lang, _ *time.Location) (string, string) {
				return "west: " + string(lang), long
			})
	}); err != nil {
		t.Fatal(err)
	}
	out := queued(t, db)
	if len(out) != 2 || out[0].To != "amy@example.org" || out[1].To != "zed@example.org" {
		t.Fatalf("not one mail per address in sorted order: %+v", out)
	}
	amy, zed := mailtest.Read(t, out[0].Data), mailtest.Read(t, out[1].Data)
	if amy.Subject != "west: zh-Hant" || zed.Subject != "west: zh-Hans" {
		t.Fatalf("languages: %q, %q (want the game's, then the reader's own)", amy.Subject, zed.Subject)
	}
	for _, l := range strings.Split(amy.Body, "\n") {
		if len(l) > i18n.ProseWidth {
			t.Fatalf("a notice line is %d columns:\n%s", len(l), amy.Body)
		}
	}
	if !strings.HasSuffix(amy.Body, "\n-- \nAdjutant v1 <judge@example.org>\n") || out[0].Game != "west" {
		t.Fatalf("unsigned or without its game:\n%s", amy.Body)
	}
}

// reportDrawing is a small map with a mark at x.
func reportDrawing(x float64) *picture.Drawing {
	d := picture.New(120, 80, picture.White)
	d.Rect(10, 10, 100, 60, picture.None, picture.Black)
	d.Circle(picture.Point{X: x, Y: 40}, 8, picture.Black, picture.Black)
	return d
}

// Readers who see the same map share one stored picture, and each mail
// is sent as it was composed: read twice, and again after a restart, the
// same bytes, carrying the map.
func TestEqualPicturesAreStoredOnceAndMailIsSentAsComposed(t *testing.T) {
	o, db := newOutbox(t)
	readers := []string{"amy@example.org", "bea@example.org", "cal@example.org", "obs@example.org"}
	if err := db.Update(func(tx *storage.Tx) error {
		return o.EachPictured(tx, readers, "west", i18n.English, Report,
			func(addr string, _ i18n.Lang, _ *time.Location) (string, string, *picture.Drawing) {
				if addr == "obs@example.org" {
					return "west: Spring 1901", "Results.", reportDrawing(80) // an observer's own view
				}
				return "west: Spring 1901", "Results.", reportDrawing(40)
			})
	}); err != nil {
		t.Fatal(err)
	}
	st, err := db.Status()
	if err != nil {
		t.Fatal(err)
	}
	if st.Outbox != 4 || st.Pictures != 2 {
		t.Fatalf("%d mails queued with %d pictures stored, want 4 with 2", st.Outbox, st.Pictures)
	}
	first := queued(t, db)
	for i, m := range first {
		got := mailtest.Read(t, m.Data)
		if len(got.Pictures) != 1 || got.Pictures[0].Type != "image/png" || !bytes.HasPrefix(got.Pictures[0].Data, []byte("\x89PNG")) {
			t.Fatalf("mail %d to %s carries %d pictures", i, m.To, len(got.Pictures))
		}
		if bytes.Equal(got.Pictures[0].Data, mailtest.Read(t, first[3].Data).Pictures[0].Data) != (i == 3) {
			t.Fatalf("mail to %s carries the wrong map", m.To)
		}
	}
	// What is sent is what was composed, picture and all.
	amy := mailtest.Read(t, first[0].Data)
	composed, err := outgoing.Compose(outgoing.Message{
		From: mail.Address{Name: "Adjutant", Address: "judge@example.org"}, To: []mail.Address{{Address: "amy@example.org"}},
		Subject: "west: Spring 1901", Body: "Results.\n\n-- \nAdjutant v1 <judge@example.org>\n", MessageID: first[0].MessageID,
		Auto: outgoing.AutoGenerated, Date: time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC),
		Inline: []outgoing.Inline{{Name: PictureName, Type: "image/png", Data: amy.Pictures[0].Data}},
	})
	if err != nil || !bytes.Equal(composed, first[0].Data) {
		t.Fatalf("mail read from the outbox differs from the mail composed (%v):\n%s\n---\n%s", err, first[0].Data, composed)
	}
	again := queued(t, db)
	path := db.Path()
	db.Close()
	reopened, err := storage.Open(path, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer reopened.Close()
	restarted := queued(t, reopened)
	for i := range first {
		if !bytes.Equal(first[i].Data, again[i].Data) || !bytes.Equal(first[i].Data, restarted[i].Data) {
			t.Fatalf("mail to %s is not the same bytes when read again or after a restart", first[i].To)
		}
	}
}
