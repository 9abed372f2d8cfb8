package main

import (
	"fmt"
	"log/slog"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/emersion/go-imap/v2/imapclient"

	"adjutant/mailio/devmail"
	"adjutant/mailio/dovecottest"
)

// The pipeline benchmarks time the whole daemon: a player's mail is APPENDed
// to the judge's mailbox, the judge's IMAP source hears of it through IDLE,
// fetches it, records it in bbolt, answers it (a second bbolt transaction
// holding the reply), files it in Processed, and the sender hands the reply
// to devmail's SMTP server. Run them with
//
//	go test ./cmd/adjutant -run XXX -bench Pipeline -benchtime 200x
//
// Each has two sub-benchmarks:
//
//   - burst: all b.N messages are APPENDed back to back on one connection,
//     then the benchmark waits for b.N replies. msgs/s is b.N divided by the
//     time from the first APPEND to the last reply; latencies include the
//     wait behind the messages ahead in the queue.
//   - idle: one message at a time, each APPENDed idleSettle after the reply
//     to the previous one, so the judge is sitting in IDLE when it arrives.
//     Latencies are the idle judge's APPEND-to-reply time, dominated by how
//     fast the server's IDLE reports new mail. The settling pauses are not
//     timed, and no msgs/s is reported for this mode.
//
// Latency of one message = the instant devmail's SMTP server accepted its
// reply (Envelope.At, stamped right after the reply was put in the player's
// INBOX, so it is visible to a mail client from then on) minus the instant
// the APPEND's tagged OK came back. The benchmark reads these stamps rather
// than polling devmail's mailboxes, so its own polling does not blur them.
//
// Every message comes from its own address, so the per-sender reply budget
// never holds a reply back, and its body is the one command VERSION.

const (
	// pipelineTimeout bounds how long a benchmark waits for its replies.
	pipelineTimeout = 10 * time.Minute
	// idleSettle is the pause before each message of the idle mode: long
	// enough for the judge to finish filing the previous message and go
	// back into IDLE. Without it the next APPEND often lands while the
	// judge's previous command is still running, and the server reports it
	// in that command's response, which says nothing about IDLE.
	idleSettle = 250 * time.Millisecond
)

// pipelineRig is a running judge plus a client that delivers into its mailbox.
type pipelineRig struct {
	mail   *devmail.Server // the SMTP side, which stamps every reply
	client *imapclient.Client
}

func BenchmarkPipelineDovecot(b *testing.B) {
	start := func(b *testing.B) *pipelineRig {
		d := dovecottest.Start(b, map[string]string{dovecotJudgeUser: dovecotJudgePassword}) // skips without Dovecot
		mail := startBenchDevmail(b)
		cfg := dovecotConfig(filepath.Join(b.TempDir(), "data"), d, mail)
		benchIntervals(cfg)
		runDaemonTB(b, cfg)
		return &pipelineRig{mail: mail, client: imapLogin(b, d.Addr(), dovecotJudgeUser, dovecotJudgePassword)}
	}
	b.Run("burst", func(b *testing.B) { benchBurst(b, start(b)) })
	b.Run("idle", func(b *testing.B) { benchIdle(b, start(b)) })
}

// BenchmarkPipelineDevmail is the same through the embedded IMAP server of
// `adjutant dev`, for machines without Dovecot.
func BenchmarkPipelineDevmail(b *testing.B) {
	start := func(b *testing.B) *pipelineRig {
		mail := startBenchDevmail(b)
		cfg := devConfig(filepath.Join(b.TempDir(), "data"), mail.IMAPAddr(), mail.SMTPAddr(), testJudgeAddress, mail.Password())
		benchIntervals(cfg)
		runDaemonTB(b, cfg)
		return &pipelineRig{mail: mail, client: imapLogin(b, mail.IMAPAddr(), testJudgeAddress, mail.Password())}
	}
	b.Run("burst", func(b *testing.B) { benchBurst(b, start(b)) })
	b.Run("idle", func(b *testing.B) { benchIdle(b, start(b)) })
}

// benchIntervals makes IDLE the only prompt way new mail is noticed. The
// rescan every 5 s is the backstop for a lost IDLE notification (devmail's
// IMAP server loses some); such a message shows up in p99, as it would for
// an operator, only with the production default of 5 minutes.
func benchIntervals(cfg *Config) {
	cfg.IMAP.UseIDLE = true
	cfg.IMAP.PollInterval = 5 * time.Second
	cfg.IMAP.RescanInterval = 5 * time.Second
	cfg.IMAP.CommandTimeout = 30 * time.Second
	cfg.IMAP.Logger = slog.New(slog.DiscardHandler)
}

func startBenchDevmail(b *testing.B) *devmail.Server {
	b.Helper()
	mail, err := devmail.Start(devmail.Options{IMAPAddr: "127.0.0.1:0", SMTPAddr: "127.0.0.1:0", Password: "pw", Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { mail.Close() })
	return mail
}

// runDaemonTB runs the daemon in this process until the test or benchmark
// ends, like runInBackground (which takes only a *testing.T).
func runDaemonTB(tb testing.TB, cfg *Config) {
	tb.Helper()
	runDaemonFor(tb, cfg, nil)
}

// sent is one benchmark message: who sent it, its Message-ID, and when the
// server confirmed the APPEND.
type sent struct {
	from, id string
	at       time.Time
}

func (r *pipelineRig) send(b *testing.B, from string) sent {
	id := fmt.Sprintf("<%s.bench@example.org>", from)
	at := appendMail(b, r.client, "INBOX", playerMail(from, id, "bench", "VERSION\n"))
	return sent{from: from, id: id, at: at}
}

// warmUp sends one message and waits for its answer, so the judge is
// connected and idling before the clock starts.
func (r *pipelineRig) warmUp(b *testing.B) {
	m := r.send(b, "warmup@example.org")
	r.replyTimes(b, []sent{m})
}

// replyTimes waits until every message in msgs has its reply at the SMTP
// server and returns, per message, when that reply was accepted. A reply
// that answers the wrong message, or a second reply, fails the benchmark.
func (r *pipelineRig) replyTimes(b *testing.B, msgs []sent) []time.Time {
	b.Helper()
	index := make(map[string]int, len(msgs))
	for i, m := range msgs {
		index[m.from] = i
	}
	deadline := time.Now().Add(pipelineTimeout)
	for {
		out := make([]time.Time, len(msgs))
		got := 0
		for _, env := range r.mail.Received() {
			for _, to := range env.To {
				i, ok := index[to]
				if !ok {
					continue
				}
				if !out[i].IsZero() {
					b.Fatalf("%s got a second reply", to)
				}
				if irt := headerValue(string(env.Data), "In-Reply-To"); irt != msgs[i].id {
					b.Fatalf("reply to %s has In-Reply-To %q, want %q", to, irt, msgs[i].id)
				}
				out[i] = env.At
				got++
			}
		}
		if got == len(msgs) {
			return out
		}
		if time.Now().After(deadline) {
			b.Fatalf("%d of %d replies after %v", got, len(msgs), pipelineTimeout)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func benchBurst(b *testing.B, r *pipelineRig) {
	r.warmUp(b)
	msgs := make([]sent, 0, b.N)
	b.ResetTimer()
	first := time.Now()
	for i := range b.N {
		msgs = append(msgs, r.send(b, fmt.Sprintf("p%05d@example.org", i)))
	}
	replied := r.replyTimes(b, msgs)
	b.StopTimer()
	last := slices.MaxFunc(replied, func(x, y time.Time) int { return x.Compare(y) })
	reportPipeline(b, msgs, replied, last.Sub(first))
}

func benchIdle(b *testing.B, r *pipelineRig) {
	r.warmUp(b)
	msgs := make([]sent, 0, b.N)
	replied := make([]time.Time, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		b.StopTimer()
		time.Sleep(idleSettle)
		b.StartTimer()
		m := r.send(b, fmt.Sprintf("p%05d@example.org", i))
		msgs = append(msgs, m)
		replied = append(replied, r.replyTimes(b, []sent{m})[0])
	}
	b.StopTimer()
	reportLatency(b, msgs, replied)
}

// reportPipeline reports msgs/s over span and the latencies.
func reportPipeline(b *testing.B, msgs []sent, replied []time.Time, span time.Duration) {
	b.ReportMetric(float64(len(msgs))/span.Seconds(), "msgs/s")
	reportLatency(b, msgs, replied)
}

// reportLatency reports the APPEND-to-reply latency percentiles in
// milliseconds (nearest-rank method) and the maximum.
func reportLatency(b *testing.B, msgs []sent, replied []time.Time) {
	lat := make([]time.Duration, len(msgs))
	for i := range msgs {
		lat[i] = replied[i].Sub(msgs[i].at)
	}
	slices.Sort(lat)
	b.ReportMetric(ms(percentile(lat, 50)), "p50-ms")
	b.ReportMetric(ms(percentile(lat, 99)), "p99-ms")
	b.ReportMetric(ms(lat[len(lat)-1]), "max-ms")
}

// percentile is the nearest-rank percentile of sorted, which is not empty.
func percentile(sorted []time.Duration, p int) time.Duration {
	rank := (p*len(sorted) + 99) / 100 // ceil(p/100 * n)
	return sorted[max(rank, 1)-1]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
