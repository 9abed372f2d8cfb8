package mailio

import "time"

// backoff returns the wait before retry number attempt (0 for the first
// retry): min doubled attempt times, capped at max. It never overflows.
func backoff(attempt int, min, max time.Duration) time.Duration {
	if min <= 0 {
		min = time.Second
	}
	if max < min {
		max = min
	}
	d := min
	for i := 0; i < attempt; i++ {
		if d >= max/2 {
			return max
		}
		d *= 2
	}
	return d
}
