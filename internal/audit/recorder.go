package audit

import (
	"fmt"

	"github.com/HdrHistogram/hdrhistogram-go"
)

// emit takes one re-timing's figure v at slot s, the k-th of its design;
// the slots come in order, from 0.
type emit func(k int, s slot, v int64)

// exactSlots is the most slots whose re-timings' figures are exact: each
// stated slot's figure kept, 8 bytes a slot, and sorted. Past it, a
// re-timing's figures come from an HdrHistogram at histogramDigits
// significant digits (about 430 KB whatever the slots, and no sort), and
// the audit says so (Result.Digits). A variable, so that tests can send
// every log down either path.
var exactSlots = 1 << 22

// histogramDigits are the significant digits of the histogram path's
// figures: HdrHistogram's three, the field's convention. A figure is the
// lowest value of its bucket: at or below the exact figure e, and above
// e − e/1024 (a bucket of values v to 2v − 1 has 1,024 sub-buckets).
// HdrHistogram states a percentile at its bucket's highest value; the
// lowest keeps a lower bound a bound, never above the truth.
const histogramDigits = 3

// mostTrackedNs is the histogram's highest trackable value, 2^62 ns (146
// years): its buckets reach on to the most an int64 holds, so it keeps
// every figure at or above 0.
const mostTrackedNs = 1 << 62

// A recorder gathers a design's re-timings' figures, one re-timing at a
// time: exactly, in one buffer the re-timings share, or in one
// histogram they share.
type recorder struct {
	d         design
	histogram bool
	buf       []int64
	h         *hdrhistogram.Histogram
}

// newRecorder records d's re-timings: from the histogram past
// exactSlots slots, but never an open model's, whose re-timings are its
// recording and state its exact figures.
func newRecorder(d design) *recorder {
	_, open := d.(openDesign)
	return &recorder{d: d, histogram: d.slots() > exactSlots && !open}
}

// digits are the significant digits of the recorder's figures: 0 where
// they are exact.
func (r *recorder) digits() int {
	if r.histogram {
		return histogramDigits
	}
	return 0
}

// record runs one re-timing, which emits its figure at each slot, and
// returns its stated slots' figures and, if asked, its curve.
func (r *recorder) record(run func(emit) error, withCurve bool) (Figures, []Point, error) {
	var c curveOf
	if withCurve {
		c = r.d.curve()
	}
	add := func(k int, s slot, v int64) {
		if c != nil {
			c.add(k, s, v)
		}
	}
	var f Figures
	if r.histogram {
		if r.h == nil {
			r.h = hdrhistogram.New(1, mostTrackedNs, histogramDigits)
		}
		r.h.Reset()
		bad := int64(-1) // a slot whose figure the histogram cannot hold
		err := run(func(k int, s slot, v int64) {
			add(k, s, v)
			if r.d.stated(s) && r.h.RecordValue(v) != nil && bad < 0 {
				bad = int64(k)
			}
		})
		if err != nil {
			return Figures{}, nil, err
		}
		if bad >= 0 {
			return Figures{}, nil, fmt.Errorf("a re-timed figure at slot %d is below 0, which the histogram of its figures cannot hold", bad)
		}
		f = histogramFigures(r.h)
	} else {
		if r.buf == nil {
			r.buf = make([]int64, 0, r.d.slots())
		}
		r.buf = r.buf[:0]
		err := run(func(k int, s slot, v int64) {
			add(k, s, v)
			if r.d.stated(s) {
				r.buf = append(r.buf, v)
			}
		})
		if err != nil {
			return Figures{}, nil, err
		}
		f = figuresOf(r.buf)
	}
	if c == nil {
		return f, nil, nil
	}
	return f, c.points(), nil
}

// histogramFigures are h's figures at Levels, each at its nearest rank
// by the audit's rule (levelRank): the lowest value of the bucket that
// holds that rank.
func histogramFigures(h *hdrhistogram.Histogram) Figures {
	var f Figures
	bars := h.Distribution()
	total := h.TotalCount()
	i, below := 0, int64(0) // bars[:i] hold below values
	for j, l := range Levels {
		want := levelRank(l, total)
		for below+bars[i].Count < want {
			below += bars[i].Count
			i++
		}
		f[j] = bars[i].From
	}
	return f
}

// A curveOf is a re-timing's figure over time, for the picture, taken a
// slot at a time in order.
type curveOf interface {
	add(k int, s slot, v int64)
	points() []Point
}

// runCurve keeps the most of each run of per consecutive slots of n,
// each at its first slot's time since startNs: at most curvePoints of
// them.
type runCurve struct {
	startNs, per int64
	out          []Point
}

func newRunCurve(n int, startNs int64) *runCurve {
	return &runCurve{startNs: startNs, per: max(1, (int64(n)+curvePoints-1)/curvePoints)}
}

func (c *runCurve) add(k int, s slot, v int64) {
	if int64(k)%c.per == 0 {
		c.out = append(c.out, Point{AtNs: s.atNs - c.startNs, LatencyNs: v})
		return
	}
	last := &c.out[len(c.out)-1]
	last.LatencyNs = max(last.LatencyNs, v)
}

func (c *runCurve) points() []Point { return c.out }

// timeCurve keeps the most of each of threadCurvePoints stretches of
// equal time that has slots, from startNs to the last slot, due at
// lastNs: a thread plan's slots of several types would alternate between
// their floors, one point each.
type timeCurve struct {
	startNs, stepNs int64
	out             []Point
}

func newTimeCurve(startNs, lastNs int64) *timeCurve {
	spanNs := max(1, lastNs-startNs+1)
	return &timeCurve{startNs: startNs, stepNs: max(1, (spanNs+threadCurvePoints-1)/threadCurvePoints)}
}

func (c *timeCurve) add(_ int, s slot, v int64) {
	at := s.atNs - c.startNs
	if n := len(c.out); n > 0 && at < c.out[n-1].AtNs+c.stepNs {
		c.out[n-1].LatencyNs = max(c.out[n-1].LatencyNs, v)
		return
	}
	c.out = append(c.out, Point{AtNs: at / c.stepNs * c.stepNs, LatencyNs: v})
}

func (c *timeCurve) points() []Point { return c.out }
