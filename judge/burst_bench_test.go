package judge

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-smtp"

	"adjutant/games"
	"adjutant/games/diplomacy"
	"adjutant/games/gettysburg"
	"adjutant/mailio"
	"adjutant/storage"
)

// BenchmarkDeadlineBurst runs the judge as `adjutant serve` does, the
// judge's loop and the SMTP sender side by side, on the benchmark store of
// BenchmarkScale while its 1,000 deadlines fall due, and sends the SMTP
// side to a sink that keeps nothing (the relay of a real deployment is
// another process). Meanwhile a player mails VERSION every 50 ms, each
// from a new address, until the burst's 8,000 reports are sent. Reported:
//
//   - answer-p50-ms, answer-p99-ms, answer-max-ms: from the moment the mail
//     is handed to the judge's loop (as the IMAP side does) to the moment
//     the sink has the whole answer;
//   - recorded-p99-ms: the part of that until the loop had recorded the
//     mail (the rest is handling it and the sender);
//   - peak-heap-MiB: the highest HeapInuse sampled every 10 ms during the
//     burst (bbolt's file is mapped, not on the heap);
//   - peak-RSS-MiB: the process's resident high-water mark during the burst
//     (Linux: reset through /proc/self/clear_refs before it, read from
//     VmHWM after), which counts the pages of the mapped database file
//     the burst touched;
//   - alloc-KiB/deadline: bytes allocated during the burst per deadline;
//   - burst-s: from the start to the last report sent.
//
// Run it with
//
//	go test ./judge -run XXX -bench DeadlineBurst -benchtime 1x -timeout 30m
func BenchmarkDeadlineBurst(b *testing.B) {
	path, due := buildScaleStore(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		copyFile(b, path, path+".burst")
		db, err := storage.Open(path+".burst", nil)
		if err != nil {
			b.Fatal(err)
		}
		runtime.GC()
		resetPeakRSS()
		b.StartTimer()
		r := runBurst(b, db, due.Add(time.Minute))
		b.StopTimer()
		db.Close()
		slices.Sort(r.latencies)
		b.ReportMetric(float64(percentile(r.latencies, 50).Milliseconds()), "answer-p50-ms")
		b.ReportMetric(float64(percentile(r.latencies, 99).Milliseconds()), "answer-p99-ms")
		b.ReportMetric(float64(r.latencies[len(r.latencies)-1].Milliseconds()), "answer-max-ms")
		b.ReportMetric(float64(len(r.latencies)), "answers")
		slices.Sort(r.recorded)
		b.ReportMetric(float64(percentile(r.recorded, 99).Milliseconds()), "recorded-p99-ms")
		b.ReportMetric(float64(r.peakHeap)/(1<<20), "peak-heap-MiB")
		if rss, ok := peakRSS(); ok {
			b.ReportMetric(float64(rss)/(1<<20), "peak-RSS-MiB")
		}
		b.ReportMetric(float64(r.allocated)/scaleDue/1024, "alloc-KiB/deadline")
		b.ReportMetric(r.took.Seconds(), "burst-s")
		b.StartTimer()
	}
}

// burstResult is what one run of the burst measured.
type burstResult struct {
	latencies []time.Duration
	recorded  []time.Duration
	peakHeap  uint64
	allocated uint64
	took      time.Duration
}

func runBurst(b *testing.B, db *storage.DB, now time.Time) burstResult {
	sink := startDiscardSMTP(b)
	defer sink.close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	sender := mailio.NewSender(mailio.NewSink(mailio.SMTPOptions{Addr: sink.addr, TLS: mailio.TLSNone}),
		benchOutbox{db}, &mailio.SenderOptions{Logger: slog.New(slog.DiscardHandler), Now: func() time.Time { return now }})
	j, err := New(db, Options{Address: "judge@example.org", Engines: []games.Engine{diplomacy.New(), gettysburg.Engine{}},
		Now: func() time.Time { return now }, OnEnqueue: sender.Wake, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	var before runtime.MemStats
	runtime.ReadMemStats(&before)
	peak := make(chan uint64)
	stopSampling := make(chan struct{})
	go samplePeakHeap(stopSampling, peak)

	events := make(chan Event)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); _ = j.Run(ctx, events) }()
	go func() { defer wg.Done(); _ = sender.Run(ctx) }()
	start := time.Now()

	// A player's mail every 50 ms until the burst is over.
	var sent []time.Time
	var recorded []time.Duration // until the loop had recorded the mail
	tick := time.NewTicker(50 * time.Millisecond)
	defer tick.Stop()
	for n := 0; !burstOver(b, db, now); n++ {
		<-tick.C
		from := fmt.Sprintf("probe%d@example.org", n)
		raw := strings.ReplaceAll(mailFrom(from, fmt.Sprintf("p%d@bench", n), "version", "VERSION"), "\n", "\r\n")
		done := make(chan error, 1)
		sent = append(sent, time.Now())
		events <- Arrival{Key: storage.InboundKey{Mailbox: "INBOX", UIDValidity: 9, UID: uint32(n + 1)}, Raw: []byte(raw), Done: done}
		if err := <-done; err != nil {
			b.Fatal(err)
		}
		recorded = append(recorded, time.Since(sent[n]))
	}
	took := time.Since(start)
	close(stopSampling)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	r := burstResult{peakHeap: <-peak, allocated: after.TotalAlloc - before.TotalAlloc, took: took, recorded: recorded}
	// Every answer must be in before the figures are read.
	answered := sink.waitFor(len(sent), time.Minute)
	cancel()
	wg.Wait()
	for n, at := range sent {
		got, ok := answered[fmt.Sprintf("probe%d@example.org", n)]
		if !ok {
			b.Fatalf("probe %d of %d never answered", n, len(sent))
		}
		r.latencies = append(r.latencies, got.Sub(at))
	}
	if len(r.latencies) == 0 {
		b.Fatal("the burst ended before the first probe")
	}
	return r
}

// burstOver reports whether every due deadline is handled and every mail
// sent.
func burstOver(b *testing.B, db *storage.DB, now time.Time) bool {
	var over bool
	if err := db.View(func(tx *storage.Tx) error {
		d, err := tx.DueDeadlines(now)
		if err != nil {
			return err
		}
		_, waiting, err := tx.NextOutgoingAt()
		over = len(d) == 0 && !waiting
		return err
	}); err != nil {
		b.Fatal(err)
	}
	return over
}

// samplePeakHeap reads HeapInuse every 10 ms until stop closes, then sends
// the highest value seen.
func samplePeakHeap(stop <-chan struct{}, peak chan<- uint64) {
	var m runtime.MemStats
	var top uint64
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	for {
		runtime.ReadMemStats(&m)
		top = max(top, m.HeapInuse)
		select {
		case <-stop:
			peak <- top
			return
		case <-t.C:
		}
	}
}

func percentile(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	i := (len(sorted)*p + 99) / 100 // nearest rank
	return sorted[max(i-1, 0)]
}

// discardSMTP is an SMTP server that reads every mail and keeps only when
// the mail for each probe address was complete.
type discardSMTP struct {
	addr string
	srv  *smtp.Server
	mu   sync.Mutex
	at   map[string]time.Time
}

func startDiscardSMTP(b *testing.B) *discardSMTP {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		b.Fatal(err)
	}
	d := &discardSMTP{addr: ln.Addr().String(), at: map[string]time.Time{}}
	d.srv = smtp.NewServer(smtp.BackendFunc(func(*smtp.Conn) (smtp.Session, error) { return &discardSession{d: d}, nil }))
	d.srv.Domain = "sink.localhost"
	go func() { _ = d.srv.Serve(ln) }()
	return d
}

func (d *discardSMTP) close() { _ = d.srv.Close() }

// waitFor returns the arrival times once n probes are answered or the
// timeout passes.
func (d *discardSMTP) waitFor(n int, timeout time.Duration) map[string]time.Time {
	deadline := time.Now().Add(timeout)
	for {
		d.mu.Lock()
		got := len(d.at)
		d.mu.Unlock()
		if got >= n || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	return maps(d.at)
}

func maps(m map[string]time.Time) map[string]time.Time {
	out := make(map[string]time.Time, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

type discardSession struct {
	d  *discardSMTP
	to []string
}

func (s *discardSession) Mail(string, *smtp.MailOptions) error { return nil }
func (s *discardSession) Rcpt(to string, _ *smtp.RcptOptions) error {
	s.to = append(s.to, to)
	return nil
}

func (s *discardSession) Data(r io.Reader) error {
	if _, err := io.Copy(io.Discard, r); err != nil {
		return err
	}
	at := time.Now()
	s.d.mu.Lock()
	defer s.d.mu.Unlock()
	for _, to := range s.to {
		if strings.HasPrefix(to, "probe") {
			s.d.at[to] = at
		}
	}
	return nil
}

func (s *discardSession) Reset()        { s.to = nil }
func (s *discardSession) Logout() error { return nil }

// resetPeakRSS starts a new resident high-water mark (Linux 4.0 and later;
// elsewhere it does nothing and peakRSS reports the process's whole life).
func resetPeakRSS() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// peakRSS reads the resident high-water mark, VmHWM, in bytes.
func peakRSS() (uint64, bool) {
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0, false
	}
	for _, line := range strings.Split(string(status), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kib, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kib << 10, err == nil
		}
	}
	return 0, false
}
