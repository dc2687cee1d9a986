package live

import (
	"runtime"
	"time"
)

// A Clock reads the time since a phase began and waits for an instant.
type Clock interface {
	Now() time.Duration
	SleepUntil(t time.Duration)
}

// wallClock is the monotonic clock since start. SleepUntil sleeps to
// within spinWindow of t, and spins, yielding, for the rest: time.Sleep
// alone overshoots by up to a millisecond on Linux, where the runtime's
// poller waits in whole milliseconds, and the schedule's interval may be
// 200 µs.
type wallClock struct{ start time.Time }

const spinWindow = 1500 * time.Microsecond

// NewWallClock returns the wall clock, starting now.
func NewWallClock() Clock { return wallClock{start: time.Now()} }

func (c wallClock) Now() time.Duration { return time.Since(c.start) }

func (c wallClock) SleepUntil(t time.Duration) {
	if d := t - c.Now() - spinWindow; d > 0 {
		time.Sleep(d)
	}
	for c.Now() < t {
		runtime.Gosched()
	}
}
