package judge

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/judge/play"
	"adjutant/mailio"
	"adjutant/mailio/devmail"
	"adjutant/storage"
)

// BenchmarkScale measures a judge that hosts many games: a store of
// scaleGames Diplomacy games, each with scalePhases resolved phases behind
// it, of which scaleDue reach their deadline in the same minute. One
// iteration is the daemon's work on that minute: every due game resolved
// and its reports queued for eight readers. Reported besides ns/op:
// deadlines/s, mails queued/s, start-up (opening the store and building the
// judge), status, LIST and HISTORY on the full store, the file size and
// the peak RSS of the process. Run it with
//
//	go test ./judge -run XXX -bench Scale -benchtime 1x -timeout 30m
//
// (building the store takes most of the time; it is outside the timer).
func BenchmarkScale(b *testing.B) {
	path, due := buildScaleStore(b)
	var j *Judge
	now := due
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		copyFile(b, path, path+".run")
		now = due.Add(time.Minute)
		t0 := time.Now()
		rdb, err := storage.Open(path+".run", nil)
		if err != nil {
			b.Fatal(err)
		}
		j, err = New(rdb, Options{Address: "judge@example.org", Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}},
			RepliesPerHour: 1 << 20, Now: func() time.Time { return now }})
		if err != nil {
			b.Fatal(err)
		}
		startup := time.Since(t0)
		before := queued(b, rdb)
		b.StartTimer()
		t1 := time.Now()
		for {
			var n int
			_ = rdb.View(func(tx *storage.Tx) error { d, err := tx.DueDeadlines(now); n = len(d); return err })
			if n == 0 {
				break
			}
			j.tick()
		}
		took := time.Since(t1)
		b.StopTimer()
		mails := queued(b, rdb) - before
		b.ReportMetric(float64(scaleDue)/took.Seconds(), "deadlines/s")
		b.ReportMetric(float64(mails)/took.Seconds(), "mails-queued/s")
		b.ReportMetric(float64(startup.Milliseconds()), "startup-ms")

		// Peak RSS so far is the judge's: the recording SMTP server below
		// runs in this process too and keeps every mail in memory.
		var ru syscall.Rusage
		if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) == nil {
			b.ReportMetric(float64(ru.Maxrss)/1024, "peak-RSS-MiB") // Linux reports KiB
		}

		// The outbox drains to a recording SMTP server (devmail), each
		// delivery marked sent in its own transaction, as the daemon does.
		sink, err := devmail.Start(devmail.Options{Password: "pw", Logger: slog.New(slog.DiscardHandler)})
		if err != nil {
			b.Fatal(err)
		}
		sender := mailio.NewSender(mailio.NewSink(mailio.SMTPOptions{Addr: sink.SMTPAddr(), TLS: mailio.TLSNone}),
			benchOutbox{rdb}, &mailio.SenderOptions{Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }})
		t4 := time.Now()
		if err := sender.Flush(context.Background()); err != nil {
			b.Fatal(err)
		}
		drained := time.Since(t4)
		sink.Close()
		b.ReportMetric(float64(mails)/drained.Seconds(), "mails-sent/s")

		t2 := time.Now()
		if _, err := rdb.Status(); err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(time.Since(t2).Milliseconds()), "status-ms")
		for _, c := range []struct{ unit, body string }{{"list-ms", "LIST"}, {"history-ms", "HISTORY g00001"}} {
			t3 := time.Now()
			raw := strings.ReplaceAll(mailFrom("reader@example.org", fmt.Sprintf("%s%d@bench", c.unit, i), "x", c.body), "\n", "\r\n")
			if err := j.record(Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 2, UID: uint32(100 + i*2 + len(c.unit))}, Raw: []byte(raw)}); err != nil {
				b.Fatal(err)
			}
			j.handlePending()
			b.ReportMetric(float64(time.Since(t3).Milliseconds()), c.unit)
		}
		rdb.Close()
		if st, err := os.Stat(path + ".run"); err == nil {
			b.ReportMetric(float64(st.Size())/(1<<20), "db-MiB")
		}
		b.StartTimer()
	}
}

func queued(b *testing.B, db *storage.DB) int {
	st, err := db.Status()
	if err != nil {
		b.Fatal(err)
	}
	return st.Outbox + st.Sent
}

func copyFile(b *testing.B, from, to string) {
	in, err := os.Open(from)
	if err != nil {
		b.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_TRUNC|os.O_WRONLY, 0o600)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		b.Fatal(err)
	}
	if err := out.Close(); err != nil {
		b.Fatal(err)
	}
}

// benchOutbox is the daemon's outbox adapter, for the benchmark's sender.
type benchOutbox struct{ db *storage.DB }

func (o benchOutbox) Due(now time.Time, limit int) ([]mailio.Queued, error) {
	var out []mailio.Queued
	err := o.db.View(func(tx *storage.Tx) error {
		due, err := tx.DueOutgoing(now, limit)
		for _, d := range due {
			out = append(out, mailio.Queued{ID: d.ID, From: d.From, To: d.To, Data: d.Data, Attempts: d.Attempts})
		}
		return err
	})
	return out, err
}

func (o benchOutbox) NextAt() (t time.Time, ok bool, err error) {
	err = o.db.View(func(tx *storage.Tx) error { t, ok, err = tx.NextOutgoingAt(); return err })
	return t, ok, err
}

func (o benchOutbox) Sent(id uint64, at time.Time) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkSent(id, at) })
}

func (o benchOutbox) Retry(id uint64, next time.Time, errText string) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkRetry(id, next, errText) })
}

func (o benchOutbox) Failed(id uint64, at time.Time, errText string) error {
	return o.db.Update(func(tx *storage.Tx) error { return tx.MarkFailed(id, at, errText) })
}

// The benchmark store: scaleGames Diplomacy and Gettysburg games, each
// with scalePhases resolved phases behind it, of which scaleDue fall due
// within the minute after the time buildScaleStore returns.
const (
	scaleGames  = 10000
	scaleDue    = 1000
	scalePhases = 6 // 1901 and 1902: spring, fall, winter
)

// buildScaleStore writes the benchmark store and returns its path and the
// minute its scaleDue deadlines fall in.
func buildScaleStore(b *testing.B) (string, time.Time) {
	b.Helper()
	dir := b.TempDir()
	path := filepath.Join(dir, "adjutant.db")
	start := time.Date(2026, 11, 22, 12, 0, 0, 0, time.UTC)
	now := start
	build := func() (*storage.DB, *Judge) {
		db, err := storage.Open(path, nil)
		if err != nil {
			b.Fatal(err)
		}
		j, err := New(db, Options{Address: "judge@example.org", Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}},
			RepliesPerHour: 1 << 20, Now: func() time.Time { return now }})
		if err != nil {
			b.Fatal(err)
		}
		return db, j
	}
	db, j := build()
	mail := func(from, body string) {
		raw := strings.ReplaceAll(mailFrom(from, fmt.Sprintf("s%d@bench", now.UnixNano()), "x", body), "\n", "\r\n")
		now = now.Add(time.Millisecond)
		if err := j.record(Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 1, UID: uint32(now.UnixMilli() % (1 << 31))}, Raw: []byte(raw)}); err != nil {
			b.Fatal(err)
		}
		j.handlePending()
	}
	// The model game: seven players, grace 0 so a deadline resolves at once.
	mail("gm@example.org", "CREATE ?model gmpw standard grace=0 press=white")
	for _, p := range sevenPowers {
		mail(strings.ToLower(p)+"@example.org", fmt.Sprintf("SIGNON ?model pw-%s %s", p, p[:1]))
	}
	for i := 0; i < scalePhases; i++ {
		var g *play.Record
		_ = db.View(func(tx *storage.Tx) error { g, _, _ = play.Load(tx, play.Engines{}, "model"); return nil })
		now = g.Deadline.Add(time.Second)
		j.tick()
	}
	// A Gettysburg game too: some of the store's games are wargames.
	mail("gm@example.org", "CREATE ?gbmodel gmpw gettysburg sample")
	mail("grey@example.org", "SIGNON ?gbmodel greypw Confederate")
	mail("blue@example.org", "SIGNON ?gbmodel bluepw Union")
	var gbModel *play.Record
	_ = db.View(func(tx *storage.Tx) error { gbModel, _, _ = play.Load(tx, play.Engines{}, "gbmodel"); return nil })
	var model *play.Record
	var phases []play.PhaseRecord
	if err := db.View(func(tx *storage.Tx) error {
		var err error
		model, _, err = play.Load(tx, play.Engines{}, "model")
		for s := uint64(1); s <= model.Phase; s++ {
			p, _, err := play.LoadPhase(tx, "model", s)
			if err != nil {
				return err
			}
			phases = append(phases, p)
		}
		return err
	}); err != nil || model.Phase != scalePhases {
		b.Fatalf("model game: %d phases, %v", model.Phase, err)
	}
	// Clone it: the first scaleDue games fall due in the same minute.
	due := now.Add(time.Hour)
	for base := 0; base < scaleGames; base += 500 {
		if err := db.Update(func(tx *storage.Tx) error {
			for i := base; i < base+500 && i < scaleGames; i++ {
				g := *model
				if i >= scaleDue && i%10 == 0 {
					g = *gbModel // one game in ten that is not due is Gettysburg
				}
				g.Name = fmt.Sprintf("g%05d", i)
				g.Stage = "reminded"
				g.Deadline = due.Add(time.Duration(i%60) * time.Second)
				if i >= scaleDue {
					g.Deadline = due.Add(time.Duration(i) * time.Minute)
				}
				if err := play.Save(tx, &g); err != nil {
					return err
				}
				for _, p := range phases {
					if err := play.PutPhase(tx, g.Name, p); err != nil {
						return err
					}
				}
			}
			return nil
		}); err != nil {
			b.Fatal(err)
		}
	}
	db.Close()

	return path, due
}
