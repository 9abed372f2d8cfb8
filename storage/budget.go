package storage

import (
	"fmt"
	"time"
)

// Budget is the verdict of TakeReplyBudget.
type Budget int

const (
	// BudgetAllow: send the reply.
	BudgetAllow Budget = iota
	// BudgetNotice: the budget has just run out; hold the reply for a
	// digest and send one notice that says so.
	BudgetNotice
	// BudgetSilent: the budget is spent; hold the reply for a digest.
	BudgetSilent
)

func (b Budget) String() string {
	switch b {
	case BudgetAllow:
		return "allow"
	case BudgetNotice:
		return "notice"
	case BudgetSilent:
		return "silent"
	}
	return fmt.Sprintf("Budget(%d)", int(b))
}

// budgetRecord is the JSON value in bucket "budget" (the key is the sender
// in its key form).
type budgetRecord struct {
	WindowEnd time.Time `json:"windowEnd"`
	Count     int       `json:"count"`
	Noticed   bool      `json:"noticed,omitempty"`
}

// TakeReplyBudget decides whether the judge may reply to sender now, and
// counts the reply if so. It protects against mail loops with another
// robot that answers every message: a fixed window starts at the first
// reply; within it the first limit calls get BudgetAllow, the next one
// BudgetNotice and every later one BudgetSilent; once now reaches the end
// of the window a new window starts. The sender is compared in its key form (mailaddr.Key).
func (tx *Tx) TakeReplyBudget(sender string, now time.Time, window time.Duration, limit int) (Budget, error) {
	if err := tx.writable(); err != nil {
		return BudgetSilent, err
	}
	key := normAddr(sender)
	if err := checkName("sender", key); err != nil {
		return BudgetSilent, err
	}
	if window <= 0 || limit <= 0 {
		return BudgetSilent, fmt.Errorf("%w: reply budget needs a positive window and limit", ErrInvalid)
	}
	b, err := tx.bucket(bucketBudget)
	if err != nil {
		return BudgetSilent, err
	}
	var rec budgetRecord
	ok, err := getJSON(b, []byte(key), &rec)
	if err != nil {
		return BudgetSilent, err
	}
	if !ok || !now.Before(rec.WindowEnd) {
		rec = budgetRecord{WindowEnd: now.Add(window)}
	}
	var verdict Budget
	switch {
	case rec.Count < limit:
		rec.Count++
		verdict = BudgetAllow
	case !rec.Noticed:
		rec.Noticed = true
		verdict = BudgetNotice
	default:
		return BudgetSilent, nil // nothing changed, nothing to write
	}
	if err := putJSON(b, []byte(key), rec); err != nil {
		return BudgetSilent, fmt.Errorf("storage: reply budget: %w", err)
	}
	return verdict, nil
}

// ReplyWindowEnd reports when sender's current reply budget window ends;
// ok is false when sender has none.
func (tx *Tx) ReplyWindowEnd(sender string) (time.Time, bool, error) {
	b, err := tx.bucket(bucketBudget)
	if err != nil {
		return time.Time{}, false, err
	}
	var rec budgetRecord
	ok, err := getJSON(b, []byte(normAddr(sender)), &rec)
	return rec.WindowEnd, ok, err
}

// AnsweredBeforeNotice reports how many replies sender's current window
// allowed before its budget ran out and the notice went: the number the
// notice and the digest quote, which is the budget in force then, not
// the one configured now. ok is false when the window has no notice (none
// yet, or a new window began).
func (tx *Tx) AnsweredBeforeNotice(sender string) (n int, ok bool, err error) {
	b, err := tx.bucket(bucketBudget)
	if err != nil {
		return 0, false, err
	}
	var rec budgetRecord
	found, err := getJSON(b, []byte(normAddr(sender)), &rec)
	if err != nil || !found || !rec.Noticed {
		return 0, false, err
	}
	return rec.Count, true, nil
}

// PruneReplyBudgets deletes the budgets of every sender whose window ended
// at or before now (they would start afresh anyway) and says how many.
func (tx *Tx) PruneReplyBudgets(now time.Time) (int, error) {
	if err := tx.writable(); err != nil {
		return 0, err
	}
	b, err := tx.bucket(bucketBudget)
	if err != nil {
		return 0, err
	}
	var stale [][]byte
	c := b.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		var rec budgetRecord
		if err := decodeJSON(k, v, &rec); err != nil {
			return 0, err
		}
		if !now.Before(rec.WindowEnd) {
			stale = append(stale, cloneBytes(k))
		}
	}
	for _, k := range stale {
		if err := b.Delete(k); err != nil {
			return 0, fmt.Errorf("storage: prune reply budgets: %w", err)
		}
	}
	return len(stale), nil
}
