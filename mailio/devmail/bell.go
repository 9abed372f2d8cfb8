package devmail

import "sync"

// bell tells IDLE sessions that a mailbox of their address changed. A
// waiter takes the channel first and then looks at the mailbox; ring
// closes the channel after the change is made. So a change is either
// seen by the look or wakes the waiter: none falls between the two.
type bell struct {
	mu sync.Mutex
	ch chan struct{}
}

func newBell() *bell { return &bell{ch: make(chan struct{})} }

// wait returns a channel closed at the next ring.
func (b *bell) wait() <-chan struct{} {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.ch
}

func (b *bell) ring() {
	b.mu.Lock()
	defer b.mu.Unlock()
	close(b.ch)
	b.ch = make(chan struct{})
}
