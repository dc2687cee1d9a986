package coarse

import (
	"errors"
	"fmt"
)

// How a log's users came.
const (
	// Closed users each wait for a reply before they send again:
	// Locust's users, k6's virtual users.
	Closed = "closed"
	// Open users arrive on a schedule whatever the server does, each
	// sending its requests: Artillery's phases.
	Open = "open"
	// Unknown is a log that names no users: an HdrHistogram interval log.
	Unknown = "unknown"
)

// An Interval is one row of a log of intervals: what was answered in it.
type Interval struct {
	StartNs, WidthNs int64
	// Users are the users live through it, on average, and at most;
	// below 0 where the log does not say.
	Users, UsersMax float64
	// Arrivals are the users an open schedule started in it; below 0
	// where the log does not say.
	Arrivals float64
	Count    int64 // requests answered in it
	Failed   int64 // of them, those the tool marks failed
	// Lat holds the latencies of the requests answered in it, as the log
	// gives them (its Count need not be Count: a window's percentiles put
	// on the interval's requests); nil where the log gives none.
	Lat Dist
	// LatFloor, where the log gives percentiles alone, are the least
	// latencies they allow (FloorOfPercentiles): the bound's; nil where
	// Lat are the latencies themselves.
	LatFloor Dist
	// LatCeil, where the log gives percentiles alone, are the most
	// latencies they allow (CeilOfPercentiles): the estimate's, for a
	// slow moment's requests; nil where Lat are the latencies themselves.
	LatCeil Dist
	// MaxNs is its longest latency where the log states one apart from
	// Lat (Locust's window maximum); 0 to take Lat's.
	MaxNs int64
	// SumNs is the sum of its Count latencies where the log states it
	// apart from Lat, and Summed says it does: Locust's cumulative
	// average times its count, which percentiles alone do not give.
	SumNs  int64
	Summed bool
}

// maxNs is the interval's longest latency, 0 where nothing says.
func (iv Interval) maxNs() int64 { return max(iv.MaxNs, iv.Lat.MaxNs()) }

// A Log is a load test's log of intervals.
type Log struct {
	Tool     string // in the tool's own name: "Locust", "Artillery", "k6", "HdrHistogram"
	Format   string // as -audit-format names it
	Arrivals string // Closed, Open or Unknown
	// PerUser is the requests each open user sends, 0 to measure it (the
	// requests answered over the users arrived).
	PerUser   float64
	Intervals []Interval
	// ResolutionNs is how finely its latencies are written.
	ResolutionNs int64
	// Recorded are the tool's own figures over the whole run where the
	// log states them (Locust's cumulative percentiles), as a Dist; nil
	// to merge the intervals'.
	Recorded Dist
	// NoTail says why the log gives no latencies by interval, "" where
	// it does; it names what the tool should be told next time.
	NoTail string
	Notes  []string // what the reader assumed, and what the log leaves out
}

// ErrEmpty is returned for a log with no request answered.
var ErrEmpty = errors.New("the log holds no request")

// check refuses a log whose intervals are not in order or not of a
// width.
func (l *Log) check() error {
	var n int64
	for i, iv := range l.Intervals {
		if iv.WidthNs <= 0 {
			return fmt.Errorf("interval %d has a width of %dns: want more than 0", i+1, iv.WidthNs)
		}
		if i > 0 && iv.StartNs < l.Intervals[i-1].StartNs+l.Intervals[i-1].WidthNs {
			return fmt.Errorf("interval %d starts before interval %d ends", i+1, i)
		}
		if iv.Count < 0 || iv.Failed < 0 || iv.Failed > iv.Count {
			return fmt.Errorf("interval %d counts %d requests, %d failed: want 0 ≤ failed ≤ requests", i+1, iv.Count, iv.Failed)
		}
		n += iv.Count
	}
	if n == 0 {
		return fmt.Errorf("%w: no interval counts a request answered", ErrEmpty)
	}
	return nil
}
