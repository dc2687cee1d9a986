package machine

import (
	"fmt"
	"slices"
	"time"
)

// A Clock is a software estimate of the core clock: the rate of a chain of
// dependent register adds, each of which has a latency of one cycle on
// current x86-64 and arm64 cores. It also bounds what a timing can resolve.
type Clock struct {
	GHz           []float64     // one estimate per run, in run order
	Exact         bool          // false where the chain is portable Go, not assembly
	ReadNs        float64       // cost of one monotonic clock read
	ResolutionNs  float64       // smallest non-zero step between two reads
	EstimateTotal time.Duration // how long EstimateClock took
}

// Runs is how many timed runs EstimateClock makes.
const Runs = 7

// chainAdds is the chain's length in one run: about 2 ms at 3 GHz, tens of
// thousands of times the cost of a clock read, so the read adds no error.
const chainAdds = 6_000_000

// EstimateClock times the add chain Runs times, after one untimed run to wake
// the core up, and measures the monotonic clock. It takes about 20 ms.
func EstimateClock() Clock {
	start := time.Now()
	c := Clock{Exact: chainIsAssembly}
	iterations := int64(chainAdds / addsPerIteration)
	addChain(iterations) // warm up: the first run often meets a slower clock
	for range Runs {
		t0 := time.Now()
		addChain(iterations)
		ns := time.Since(t0).Nanoseconds()
		c.GHz = append(c.GHz, float64(iterations*addsPerIteration)/float64(max(ns, 1)))
	}
	c.ReadNs, c.ResolutionNs = measureReads()
	c.EstimateTotal = time.Since(start)
	return c
}

// measureReads returns the cost of a monotonic clock read and the smallest
// non-zero step seen between consecutive reads.
func measureReads() (readNs, resolutionNs float64) {
	const reads = 20_000
	minStep := time.Duration(1<<63 - 1)
	t0 := time.Now()
	prev := t0
	for range reads {
		now := time.Now()
		if step := now.Sub(prev); step > 0 && step < minStep {
			minStep = step
		}
		prev = now
	}
	return float64(prev.Sub(t0).Nanoseconds()) / reads, float64(minStep.Nanoseconds())
}

// at returns the estimate at fraction q of the sorted runs, 0 with no runs.
func (c Clock) at(q float64) float64 {
	if len(c.GHz) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(c.GHz))
	return s[int(q*float64(len(s)-1)+0.5)]
}

// MinGHz, MedianGHz and MaxGHz summarize the runs; they are 0 with no runs.
func (c Clock) MinGHz() float64    { return c.at(0) }
func (c Clock) MedianGHz() float64 { return c.at(0.5) }
func (c Clock) MaxGHz() float64    { return c.at(1) }

// SpreadPct is (max − min) / median, in percent; 0 with no runs.
func (c Clock) SpreadPct() float64 {
	if c.MedianGHz() == 0 {
		return 0
	}
	return 100 * (c.MaxGHz() - c.MinGHz()) / c.MedianGHz()
}

// ConversionGHz is the estimate Cycles uses: the highest of the runs. Anything else
// on the machine can only slow a chain of dependent adds down, so the
// fastest run is the least disturbed, as the cost figures it converts are
// the fastest reps.
func (c Clock) ConversionGHz() float64 { return c.MaxGHz() }

// Cycles converts nanoseconds to cycles at ConversionGHz.
func (c Clock) Cycles(ns float64) float64 { return ns * c.ConversionGHz() }

// Method says how the estimate was made.
func (c Clock) Method() string {
	if c.Exact {
		return "dependent-add-chain"
	}
	return "portable-go-loop (approximate)"
}

// KeyValues returns the estimate as configuration lines.
func (c Clock) KeyValues() []KV {
	f := func(x float64, digits int) string { return fmt.Sprintf("%.*f", digits, x) }
	return []KV{
		{"clock-method", c.Method()},
		{"clock-runs", fmt.Sprint(len(c.GHz))},
		{"clock-ghz-min", f(c.MinGHz(), 3)},
		{"clock-ghz-median", f(c.MedianGHz(), 3)},
		{"clock-ghz-max", f(c.MaxGHz(), 3)},
		{"clock-spread-pct", f(c.SpreadPct(), 1)},
		{"clock-read-ns", f(c.ReadNs, 1)},
		{"clock-resolution-ns", f(c.ResolutionNs, 0)},
		{"clock-estimate-ms", f(float64(c.EstimateTotal.Microseconds())/1000, 1)},
	}
}
