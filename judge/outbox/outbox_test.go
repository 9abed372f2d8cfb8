package outbox

import (
	"net/mail"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/judge/account"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailtest"
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
