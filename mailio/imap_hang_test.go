package mailio_test

import (
	"errors"
	"net"
	"sync"
	"testing"
	"time"

	"adjutant/mailio"
)

// freezableProxy forwards TCP connections to target until freeze is
// called; from then on the connections open at that moment stop passing
// bytes in either direction without closing (a hung server or a dead
// link), while new connections are forwarded normally.
type freezableProxy struct {
	addr   string
	mu     sync.Mutex
	pairs  []*proxyPair
	closed chan struct{}
}

type proxyPair struct {
	frozen chan struct{}
	once   sync.Once
}

func startFreezableProxy(t *testing.T, target string) *freezableProxy {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &freezableProxy{addr: ln.Addr().String(), closed: make(chan struct{})}
	var wg sync.WaitGroup
	var conns []net.Conn
	var connMu sync.Mutex
	track := func(c net.Conn) { connMu.Lock(); conns = append(conns, c); connMu.Unlock() }
	t.Cleanup(func() {
		close(p.closed)
		ln.Close()
		connMu.Lock()
		for _, c := range conns {
			c.Close()
		}
		connMu.Unlock()
		wg.Wait()
	})
	pump := func(pair *proxyPair, dst, src net.Conn) {
		defer wg.Done()
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			select {
			case <-pair.frozen:
				<-p.closed // swallow everything until the test ends
				return
			default:
			}
			if n > 0 {
				if _, werr := dst.Write(buf[:n]); werr != nil {
					return
				}
			}
			if err != nil {
				dst.Close()
				return
			}
		}
	}
	wg.Add(1)
	go func() {
		defer wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			track(c)
			track(up)
			pair := &proxyPair{frozen: make(chan struct{})}
			p.mu.Lock()
			p.pairs = append(p.pairs, pair)
			p.mu.Unlock()
			wg.Add(2)
			go pump(pair, up, c)
			go pump(pair, c, up)
		}
	}()
	return p
}

func (p *freezableProxy) freeze() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, pair := range p.pairs {
		pair.once.Do(func() { close(pair.frozen) })
	}
}

// TestSourceWatchdogRecoversFromLinkDyingWhileIdle: the connection goes
// silent while the source idles; re-issuing IDLE (every IdleRestart) gets
// no answer, the watchdog closes the connection, and the source reconnects
// and picks up the mail that arrived meanwhile.
func TestSourceWatchdogRecoversFromLinkDyingWhileIdle(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("h1")); err != nil {
		t.Fatal(err)
	}
	proxy := startFreezableProxy(t, dm.IMAPAddr())
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.Addr = proxy.addr
	opts.CommandTimeout = 500 * time.Millisecond
	opts.IdleRestart = 300 * time.Millisecond
	opts.RescanInterval = time.Hour
	src := mailio.NewSource(opts, store)
	runSource(t, src)
	// After the first scan is complete (Polled comes last) the source idles.
	store.waitUntil(ctx, t, "the first scan", func() bool { _, _, p := store.snapshot(); return len(p) == 1 })

	proxy.freeze()
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("h2")); err != nil {
		t.Fatal(err)
	}
	store.waitUntil(ctx, t, "a watchdog report", func() bool {
		_, _, polls := store.snapshot()
		for _, err := range polls {
			if errors.Is(err, mailio.ErrWatchdog) {
				return true
			}
		}
		return false
	})
	src.Poke() // skip the reconnect back-off
	store.waitUntil(ctx, t, "the second message after reconnecting", func() bool { return store.recordedCount() == 2 })
}

func TestSourcePollsWithoutIdle(t *testing.T) {
	ctx := testCtx(t)
	dm := startDevmail(t)
	store := newMemStore()
	opts := devOptions(t, dm)
	opts.UseIDLE = false
	opts.PollInterval = 100 * time.Millisecond
	runSource(t, mailio.NewSource(opts, store))
	store.waitUntil(ctx, t, "a first scan", func() bool { _, _, p := store.snapshot(); return len(p) > 0 })
	if err := dm.Deliver("alice@example.org", []string{judge}, testMessage("p1")); err != nil {
		t.Fatal(err)
	}
	store.waitUntil(ctx, t, "the polled message", func() bool { return store.recordedCount() == 1 })
}
