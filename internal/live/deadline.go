package live

import (
	"fmt"
	"time"
)

// A Deadline says, at elapsed since a command started, how long it may
// still run, and, for when that is no longer, why it was ended, in words
// that follow "killed ": "at the bound 7s".
type Deadline func(elapsed time.Duration) (left time.Duration, words string)

// deadlinePoll is how often a run looks again at a deadline that may
// move: one that waits for a tool's first request.
const deadlinePoll = 10 * time.Millisecond

// Within is a fixed deadline, bound after the start.
func Within(bound time.Duration) Deadline {
	return func(elapsed time.Duration) (time.Duration, string) {
		return bound - elapsed, fmt.Sprintf("at the bound %v", bound)
	}
}

// FromFirstRequest is a tool's deadline: wait for its first request, up
// to firstWait after its start, then run for bound after that request.
// began is the first request's instant, less the start's, on the
// MonotonicNs clock; ok is false until it arrives.
func FromFirstRequest(firstWait, bound time.Duration, began func() (time.Duration, bool)) Deadline {
	return func(elapsed time.Duration) (time.Duration, string) {
		at, ok := began()
		if !ok {
			return firstWait - elapsed, fmt.Sprintf("at %v: no request had arrived", firstWait)
		}
		return at + bound - elapsed, fmt.Sprintf("at the bound %v after its first request, %v after its start", bound, at.Round(time.Millisecond))
	}
}
