package audit

import "math"

// Durations are a duration each of a log's requests, in ns, in send
// order: 4 bytes each while every one fits in an int32 (under 2.1 s, as
// a service mostly is), 8 from the first that does not. The services of
// a log of 10^7 requests took 76 MiB as int64s, at the peak of its audit.
type Durations struct {
	narrow []int32
	wide   []int64 // where one did not fit: every one, narrow let go of
}

// makeDurations are n durations of 0.
func makeDurations(n int) Durations { return Durations{narrow: make([]int32, n)} }

// Len is how many there are.
func (d Durations) Len() int { return max(len(d.narrow), len(d.wide)) }

// At is the i-th.
func (d Durations) At(i int) int64 {
	if d.wide != nil {
		return d.wide[i]
	}
	return int64(d.narrow[i])
}

// set makes the i-th v, widening them all where v does not fit.
func (d *Durations) set(i int, v int64) {
	if d.wide != nil {
		d.wide[i] = v
		return
	}
	if v >= math.MinInt32 && v <= math.MaxInt32 {
		d.narrow[i] = int32(v)
		return
	}
	d.wide = make([]int64, len(d.narrow))
	for j, x := range d.narrow {
		d.wide[j] = int64(x)
	}
	d.narrow = nil
	d.wide[i] = v
}
