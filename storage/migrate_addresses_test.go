package storage

import (
	"errors"
	"path/filepath"
	"testing"
	"time"
)

// v4AddressesFixture is a frozen schema 4 file, written by the last schema
// 4 build through its own API (PutAccount, TakeReplyBudget, RecordBounce,
// HoldAnswer, Enqueue and MarkSent), which only lower-cased addresses:
//
//   - accounts: 张伟@xn--fsqu00a.xn--fiqs8s {"lang":"zh-Hans"};
//     li@例子.中国 {"lang":"zh-Hant"} and li@xn--fsqu00a.xn--fiqs8s
//     {"lang":"en"}, one person in two forms; "mu\u0308ller@example.org"
//     (decomposed ü) {"zone":"Europe/Berlin"}; ann@example.org. (trailing
//     dot) {"confirmed":true}; bob@example.org {"lang":"en"};
//   - two replies of 张伟 in the xn-- form's budget at 2026-11-01 12:00 UTC;
//   - three bounces of 张伟, two in the xn-- form, one in the Unicode form;
//   - an answer held for each form, due at 13:00 and 14:00;
//   - a sent reply to the xn-- form.
//
// It must not change.
const v4AddressesFixture = "testdata/v4-addresses.db"

func TestMigrateV4AddressesToTheirKeyForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "v4.db")
	copyFile(t, v4AddressesFixture, path)
	db, err := Open(path, nil)
	if err != nil {
		t.Fatalf("Open v4 file: %v", err)
	}
	defer db.Close()
	if v, _ := db.SchemaVersion(); v != CurrentSchemaVersion {
		t.Fatalf("SchemaVersion after migration = %d", v)
	}
	const xn, uni = "张伟@xn--fsqu00a.xn--fiqs8s", "张伟@例子.中国"
	t0 := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	update(t, db, func(tx *Tx) error {
		addrs, err := tx.AccountAddrs()
		if err != nil {
			return err
		}
		want := []string{"ann@example.org", "bob@example.org", "li@例子.中国", "müller@example.org", uni}
		if len(addrs) != len(want) {
			t.Errorf("accounts after migration: %q, want %q", addrs, want)
		}
		for addr, data := range map[string]string{
			xn: `{"lang":"zh-Hans"}`, uni: `{"lang":"zh-Hans"}`,
			"li@xn--fsqu00a.xn--fiqs8s": `{"lang":"zh-Hant"}`, // the key form's record is kept
			"mu\u0308ller@example.org":  `{"zone":"Europe/Berlin"}`, "Müller@Example.org": `{"zone":"Europe/Berlin"}`,
			"ann@example.org": `{"confirmed":true}`, "bob@example.org": `{"lang":"en"}`,
		} {
			got, ok, err := tx.Account(addr)
			if err != nil || !ok || string(got) != data {
				t.Errorf("Account(%q) = %s, %v, %v; want %s", addr, got, ok, err, data)
			}
		}
		// The budget goes on from the two replies taken in the xn-- form.
		b, err := tx.TakeReplyBudget(uni, t0.Add(time.Minute), time.Hour, 2)
		if err != nil || b != BudgetNotice {
			t.Errorf("budget of %s after migration: %v, %v; want %v, the third reply of a window of 2", uni, b, err, BudgetNotice)
		}
		if bounces, err := tx.Bounces(xn); err != nil || len(bounces) != 3 {
			t.Errorf("Bounces(%s) = %d, %v; want all 3", xn, len(bounces), err)
		}
		if due, err := tx.DueDigests(t0.Add(3 * time.Hour)); err != nil || len(due) != 1 || due[0] != uni {
			t.Errorf("DueDigests = %q, %v; want %s once", due, err, uni)
		}
		if at, ok, err := tx.HeldDigestAt(xn); err != nil || !ok || !at.Equal(t0.Add(time.Hour)) {
			t.Errorf("HeldDigestAt(%s) = %v, %v, %v; want the earlier 13:00", xn, at, ok, err)
		}
		held, err := tx.TakeHeldAnswers(uni)
		if err != nil || len(held) != 2 || held[0].Body != "first" || held[1].Body != "second" {
			t.Errorf("TakeHeldAnswers(%s) = %+v, %v; want both, in order", uni, held, err)
		}
		sent, err := tx.SentTo(uni, 10)
		return errors.Join(err, func() error {
			if len(sent) != 1 {
				t.Errorf("SentTo(%s) = %d mails, want the one sent to the xn-- form", uni, len(sent))
			}
			return nil
		}())
	})
}
