package live

import (
	"time"
)

// A Clock reads the time since a phase began and waits for an instant.
type Clock interface {
	Now() time.Duration
	// SleepUntil returns at t, or at once if t has passed. It costs no
	// CPU but for a final spin of at most FinalSpin.
	SleepUntil(t time.Duration)
	// SpinUntil returns at t, busy until then: the server's service time.
	SpinUntil(t time.Duration)
	// PaceUntil returns at t, as SleepUntil does, for a goroutine locked to
	// its thread that must run the moment it wakes: the generator's pacer.
	PaceUntil(t time.Duration)
}

// FinalSpin is how long the wall clock spins at the end of a sleep. The
// kernel's wake-up comes late by tens of µs even at a 1 ns timer slack
// (on this project's machine, 31–38 µs at p50 and 60–160 µs at p99 when
// the cores are idle): sleeping until FinalSpin before t and spinning the
// rest sends most requests on the dot, at the cost of a spin shorter
// than FinalSpin.
const FinalSpin = 50 * time.Microsecond

// wallClock is the monotonic clock, CLOCK_MONOTONIC on Linux, from an
// origin that two processes can share: its Now is origin's distance from
// the instant the clock reads, the same in every process on the machine.
type wallClock struct {
	start   time.Time // read together with startNs
	startNs int64     // the monotonic clock at start, in ns
	// originNs is the phase's origin on the monotonic clock, in ns.
	originNs int64
}

// NewWallClock returns the wall clock, starting now.
func NewWallClock() Clock {
	c := newWallClock()
	c.originNs = c.startNs
	return c
}

// WallClockAt returns the wall clock whose origin is originNs on the
// machine's monotonic clock, which MonotonicNs reads.
func WallClockAt(originNs int64) Clock {
	c := newWallClock()
	c.originNs = originNs
	return c
}

// newWallClock pairs Go's monotonic reading with the machine's: the
// machine's is read between two of Go's, and paired with their midpoint,
// within the gap between them, a microsecond or less.
func newWallClock() wallClock {
	before := time.Now()
	ns := MonotonicNs()
	after := time.Now()
	return wallClock{start: before.Add(after.Sub(before) / 2), startNs: ns}
}

func (c wallClock) Now() time.Duration {
	return time.Since(c.start) + time.Duration(c.startNs-c.originNs)
}

func (c wallClock) SleepUntil(t time.Duration) {
	if t-c.Now() > FinalSpin {
		sleepUntilNs(c.originNs + int64(t-FinalSpin))
	}
	c.SpinUntil(t)
}

// HoldWindow is how long before t PaceUntil stops letting go of the
// runtime's processor: the longest that a stop of the world (at each
// garbage collection) can wait for the pacer.
const HoldWindow = time.Millisecond

// PaceUntil sleeps as SleepUntil does, but through the last HoldWindow
// before t without letting go of the runtime's processor (see
// holdUntilNs), so that the pacer sends the moment it wakes rather than
// when the scheduler gets round to it.
func (c wallClock) PaceUntil(t time.Duration) {
	if t-c.Now() > HoldWindow {
		sleepUntilNs(c.originNs + int64(t-HoldWindow))
	}
	if t-c.Now() > FinalSpin {
		holdUntilNs(c.originNs + int64(t-FinalSpin))
	}
	c.SpinUntil(t)
}

func (c wallClock) SpinUntil(t time.Duration) {
	for c.Now() < t {
	}
}
