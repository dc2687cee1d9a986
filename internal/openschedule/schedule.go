// Package openschedule reads an open model's arrival schedule in the
// grammar of JMeter's Open Model Thread Group (5.5 on), and says how
// many arrivals it makes by any instant, as JMeter makes them: so that
// an audit can hold the starts a log shows against the schedule the test
// was given.
//
// The grammar, from JMeter's scheduleParser.kt and scheduleTokenizer.kt:
// rate(N/unit) sets the rate (rate(0) needs no unit; "per" may stand
// for "/"); random_arrivals(D) and even_arrivals(D) make arrivals for D,
// at the rate before them rising or falling evenly to the rate after
// them where one follows; pause(D) makes none for D; concurrency(N)
// limits the threads at once and makes no arrival. A duration is one or
// more numbers each with a unit (1 min 30 sec); units are ms, s or sec…,
// m or min…, h or hour…, d or day…, in any case; /* */ and // comments
// are space. A schedule that is a whole number N alone is JMeter's "N
// arrivals in the first second, evenly".
//
// How many arrivals, and where, as JMeter's generators make them: an
// arrivals step of duration d from rate b to rate e makes ⌊(b+e)/2·d⌋ of
// them (EvenArrivalsRamp, PoissonArrivalsRamp). even_arrivals puts the
// n-th (from 0) at n/((b+e)/2), or where b·t + (e−b)/(2d)·t² = n on a
// ramp; random_arrivals draws ⌊min(b,e)·d⌋ of them uniformly over the
// step and the rest at d·√U (rising) or d·(1−√U) (falling), U uniform:
// so the count by t is known in expectation, not exactly.
package openschedule

import (
	"math"
	"sort"
)

// MaxArrivals bounds a schedule's arrivals: an audit holds a log's starts
// against it, one by one.
const MaxArrivals = 1 << 40

// MaxSteps bounds a schedule's arrivals steps: each start is held
// against every one.
const MaxSteps = 1000

// MaxSeconds bounds a schedule's length: 100 years.
const MaxSeconds = 100 * 365 * 24 * 3600

// A Step is one arrivals step of a schedule: from StartSec for DurSec,
// the rate going from BeginPerSec to EndPerSec; Even for even_arrivals,
// else random_arrivals; Arrivals, how many it makes. A pause is a step
// of no arrivals.
type Step struct {
	Even                   bool
	StartSec, DurSec       float64
	BeginPerSec, EndPerSec float64
	Arrivals               int64
	Before                 int64 // the arrivals of the steps before it
}

// A Schedule is the arrivals steps of an open model, in order.
type Schedule struct {
	Text  string // as given
	Steps []Step
}

// Arrivals is how many arrivals the schedule makes.
func (s Schedule) Arrivals() int64 {
	var n int64
	for _, st := range s.Steps {
		n += st.Arrivals
	}
	return n
}

// Seconds is the schedule's length.
func (s Schedule) Seconds() float64 {
	if len(s.Steps) == 0 {
		return 0
	}
	last := s.Steps[len(s.Steps)-1]
	return last.StartSec + last.DurSec
}

// AllEven reports whether every step that makes arrivals makes them
// evenly: then each arrival has its own instant.
func (s Schedule) AllEven() bool {
	for _, st := range s.Steps {
		if st.Arrivals > 0 && !st.Even {
			return false
		}
	}
	return true
}

// ExpectedBy is how many arrivals the schedule makes at or before tSec,
// in expectation for a random step: the count of an even step's
// instants; a random step's uniform share, ⌊min(b,e)·d⌋·x, and its ramp's
// share, the rest times x² rising or 1−(1−x)² falling, at x = t/d.
func (s Schedule) ExpectedBy(tSec float64) float64 {
	// the last step that begins at or before t: the ones before it are
	// whole, in its Before, and the ones after it not begun
	k := sort.Search(len(s.Steps), func(i int) bool { return s.Steps[i].StartSec > tSec }) - 1
	if k < 0 {
		return 0
	}
	st := s.Steps[k]
	n := float64(st.Before)
	switch x := (tSec - st.StartSec) / st.DurSec; {
	case st.Arrivals == 0:
	case x >= 1:
		n += float64(st.Arrivals)
	case st.Even:
		n += float64(st.evenBy(tSec - st.StartSec))
	default:
		flat := math.Floor(min(st.BeginPerSec, st.EndPerSec) * st.DurSec)
		if st.BeginPerSec == st.EndPerSec {
			flat = float64(st.Arrivals)
		}
		rest := float64(st.Arrivals) - flat
		ramp := x * x
		if st.BeginPerSec > st.EndPerSec {
			ramp = 1 - (1-x)*(1-x)
		}
		n += flat*x + rest*ramp
	}
	return n
}

// EvenAt is the instant of an even step's n-th arrival, from 0, after
// the step's start: n over the mean rate, or on a ramp the root of
// b·t + a·t²/2 = n with a = (e−b)/d, as EvenArrivalsRamp takes it (a
// change under 0.01 % of the mean rate is none).
func (st Step) EvenAt(n int64) float64 {
	mean := (st.BeginPerSec + st.EndPerSec) / 2
	if n == 0 {
		return 0
	}
	if math.Abs(st.EndPerSec-st.BeginPerSec) < 0.0001*mean {
		return float64(n) / mean
	}
	a := (st.EndPerSec - st.BeginPerSec) / st.DurSec
	// each product rounded on its own (an explicit conversion keeps a
	// compiler from fusing it into the sum, as arm64's does where it
	// inlines): the same n gives the same instant wherever it is asked,
	// and evenBy counts arrival n at its own instant
	b2, an := float64(st.BeginPerSec*st.BeginPerSec), float64(2*a*float64(n))
	return (math.Sqrt(b2+an) - st.BeginPerSec) / a
}

// evenBy is how many of an even step's arrivals come at or before t
// after its start: a search over EvenAt, which rises with n.
func (st Step) evenBy(t float64) int64 {
	lo, hi := int64(0), st.Arrivals // EvenAt(lo-1) ≤ t, and every n ≥ hi is past t or past the step
	for lo < hi {
		mid := lo + (hi-lo)/2
		if st.EvenAt(mid) <= t {
			lo = mid + 1
		} else {
			hi = mid
		}
	}
	return lo
}
