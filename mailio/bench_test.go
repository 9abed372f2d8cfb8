package mailio_test

import (
	"fmt"
	"log/slog"
	"testing"

	"adjutant/mailio"
	"adjutant/mailio/devmail"
)

// BenchmarkSourceFromDevmail measures messages per second through
// Source + Deliver (IMAP SEARCH, FETCH, STORE \Seen, MOVE, SaveSync)
// against devmail's IMAP server on loopback. Run with
// go test -run XXX -bench SourceFromDevmail ./mailio
func BenchmarkSourceFromDevmail(b *testing.B) {
	dm, err := devmail.Start(devmail.Options{Password: "pw", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	defer dm.Close()
	for i := 0; i < b.N; i++ {
		if err := dm.Deliver("alice@example.org", []string{judge}, testMessage(fmt.Sprintf("bench%d", i))); err != nil {
			b.Fatal(err)
		}
	}
	store := newMemStore()
	opts := devOptions(b, dm)
	opts.ProcessedFolder = "Processed"
	opts.Logger = slog.New(slog.DiscardHandler)
	ctx := testCtx(b)
	b.ResetTimer()
	stop := runSource(b, mailio.NewSource(opts, store))
	store.waitUntil(ctx, b, "all messages synced", func() bool {
		_, last, _ := store.LoadSync("INBOX")
		return last == uint32(b.N)
	})
	b.StopTimer()
	stop()
	if n := store.recordedCount(); n != b.N {
		b.Fatalf("recorded %d, want %d", n, b.N)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "msgs/s")
}
