package mailio_test

import (
	"fmt"
	"testing"
	"time"

	"adjutant/mailio"
)

// TestAStoreThatCannotTakeMailNowIsTriedAgainByItself: the judge's disk
// is full, so the store answers "try later" (ErrTryLater). The message
// stays on the server uncounted, and the reader tries it again after
// StoreRetryWait by itself; before, it waited for new mail or the rescan
// (five minutes), though the disk had room again long before.
func TestAStoreThatCannotTakeMailNowIsTriedAgainByItself(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("later1")); err != nil {
		t.Fatal(err)
	}
	store := newMemStore()
	store.failing, store.failWith = 2, fmt.Errorf("%w: the disk is full", mailio.ErrTryLater)
	opts := devOptions(t, dm)
	opts.PollInterval, opts.RescanInterval = time.Hour, time.Hour // no scan but the retry's
	opts.StoreRetryWait = 20 * time.Millisecond
	runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "the message recorded once the store takes mail", func() bool { return store.recordedCount() == 1 })
	if n := store.attemptsAt(1); n != 0 {
		t.Fatalf("%d failed attempts counted against the message, want none: the store's trouble is not the message's", n)
	}
}
