package storage

import (
	"errors"
	"testing"
	"time"
)

func TestAuditLog(t *testing.T) {
	db := openTest(t)
	entries := []AuditEntry{
		{At: t0, Actor: "gm@example.org", Game: "ab", Action: "create"},
		{At: t0.Add(time.Minute), Actor: "x@example.org", Game: "abc", Action: "create"},
		{At: t0.Add(2 * time.Minute), Actor: "gm@example.org", Game: "ab", Action: "pause", Detail: "holiday"},
		{At: t0.Add(3 * time.Minute), Actor: "daemon", Action: "start"},
	}
	update(t, db, func(tx *Tx) error {
		for _, e := range entries {
			if err := tx.Audit(e); err != nil {
				return err
			}
		}
		return nil
	})
	view(t, db, func(tx *Tx) error {
		all, err := tx.AuditLog("", 0)
		if err != nil {
			return err
		}
		if len(all) != 4 || all[0].Action != "start" || all[3] != entries[0] {
			t.Errorf("AuditLog(all) = %+v, want newest first", all)
		}
		ab, _ := tx.AuditLog("ab", 0)
		if len(ab) != 2 || ab[0].Action != "pause" || ab[0].Detail != "holiday" || ab[1].Action != "create" {
			t.Errorf("AuditLog(ab) = %+v (must not include game abc)", ab)
		}
		abc, _ := tx.AuditLog("abc", 0)
		if len(abc) != 1 || abc[0].Actor != "x@example.org" {
			t.Errorf("AuditLog(abc) = %+v", abc)
		}
		if two, _ := tx.AuditLog("", 2); len(two) != 2 || two[1].Action != "pause" {
			t.Errorf("AuditLog limit 2 = %+v", two)
		}
		if none, _ := tx.AuditLog("zz", 0); len(none) != 0 {
			t.Errorf("AuditLog(zz) = %+v", none)
		}
		return nil
	})
	err := db.Update(func(tx *Tx) error { return tx.Audit(AuditEntry{Actor: "x"}) })
	if !errors.Is(err, ErrInvalid) {
		t.Errorf("audit without action: err = %v, want ErrInvalid", err)
	}
}

func TestReplyBudgetWindow(t *testing.T) {
	db := openTest(t)
	const window, limit = time.Hour, 3
	take := func(sender string, at time.Time) Budget {
		var b Budget
		update(t, db, func(tx *Tx) error {
			var err error
			b, err = tx.TakeReplyBudget(sender, at, window, limit)
			return err
		})
		return b
	}
	want := []Budget{BudgetAllow, BudgetAllow, BudgetAllow, BudgetNotice, BudgetSilent, BudgetSilent}
	for i, w := range want {
		// Case differs on purpose: the sender is one person.
		sender := "Robot@Example.org"
		if i%2 == 1 {
			sender = "robot@example.ORG"
		}
		if got := take(sender, t0.Add(time.Duration(i)*time.Minute)); got != w {
			t.Errorf("reply %d: %v, want %v", i+1, got, w)
		}
	}
	if got := take("someone-else@example.org", t0.Add(10*time.Minute)); got != BudgetAllow {
		t.Errorf("other sender: %v, want allow", got)
	}
	if got := take("robot@example.org", t0.Add(window-time.Nanosecond)); got != BudgetSilent {
		t.Errorf("just before the window ends: %v, want silent", got)
	}
	if got := take("robot@example.org", t0.Add(window)); got != BudgetAllow {
		t.Errorf("after the window: %v, want allow", got)
	}
	// The new window started at t0+window; its budget is fresh.
	for i := 2; i <= limit; i++ {
		if got := take("robot@example.org", t0.Add(window+time.Minute)); got != BudgetAllow {
			t.Errorf("new window reply %d: %v, want allow", i, got)
		}
	}
	if got := take("robot@example.org", t0.Add(window+2*time.Minute)); got != BudgetNotice {
		t.Errorf("new window over budget: %v, want notice", got)
	}

	var pruned int
	update(t, db, func(tx *Tx) error {
		var err error
		pruned, err = tx.PruneReplyBudgets(t0.Add(window + 10*time.Minute))
		return err
	})
	if pruned != 1 {
		t.Errorf("pruned %d budgets, want 1 (someone-else's window ended)", pruned)
	}
	if got := take("robot@example.org", t0.Add(window+3*time.Minute)); got != BudgetSilent {
		t.Errorf("after prune, robot still in its window: %v, want silent", got)
	}
	err := db.Update(func(tx *Tx) error { _, err := tx.TakeReplyBudget("a@b", t0, 0, 1); return err })
	if !errors.Is(err, ErrInvalid) {
		t.Errorf("zero window: err = %v, want ErrInvalid", err)
	}
	if BudgetNotice.String() != "notice" {
		t.Errorf("BudgetNotice.String() = %q", BudgetNotice.String())
	}
}

func TestBounces(t *testing.T) {
	db := openTest(t)
	update(t, db, func(tx *Tx) error {
		for _, b := range []Bounce{
			{Addr: "Zed@example.org", At: t0, Status: "5.1.1", Action: "failed", MessageID: "m1@j"},
			{Addr: "ann@example.org", At: t0, Status: "4.2.2", Action: "delayed"},
			{Addr: "zed@example.org", At: t0.Add(time.Hour), Status: "5.1.1", Action: "failed", Diagnostic: "no such user"},
			{Addr: "ann@example.org.uk", At: t0, Status: "5.0.0", Action: "failed"},
		} {
			if err := tx.RecordBounce(b); err != nil {
				return err
			}
		}
		return nil
	})
	view(t, db, func(tx *Tx) error {
		addrs, err := tx.BouncingAddresses()
		if err != nil {
			return err
		}
		want := []string{"ann@example.org", "ann@example.org.uk", "zed@example.org"}
		if len(addrs) != len(want) || addrs[0] != want[0] || addrs[1] != want[1] || addrs[2] != want[2] {
			t.Errorf("BouncingAddresses = %q, want %q", addrs, want)
		}
		zed, _ := tx.Bounces("ZED@example.org")
		if len(zed) != 2 || zed[0].MessageID != "m1@j" || zed[1].Diagnostic != "no such user" {
			t.Errorf("Bounces(zed) = %+v, want both, oldest first", zed)
		}
		if ann, _ := tx.Bounces("ann@example.org"); len(ann) != 1 {
			t.Errorf("Bounces(ann) = %+v, want 1", ann)
		}
		return nil
	})
	update(t, db, func(tx *Tx) error {
		n, err := tx.ClearBounces("zed@example.org")
		if n != 2 {
			t.Errorf("ClearBounces removed %d, want 2", n)
		}
		return err
	})
	view(t, db, func(tx *Tx) error {
		if addrs, _ := tx.BouncingAddresses(); len(addrs) != 2 {
			t.Errorf("after clear: %q", addrs)
		}
		return nil
	})
}
