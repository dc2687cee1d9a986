package coarse

import (
	"math"
	"slices"
)

// Levels are the percentiles a coarse audit states, in hundredths of a
// percent: p50, p90, p99, p99.9, as the per-request audit's.
var Levels = []int64{5000, 9000, 9900, 9990}

// Figures are a recording's latency at each of Levels, in ns.
type Figures [4]int64

// figuresOf is d's figures.
func figuresOf(d Dist) Figures {
	var f Figures
	for i, l := range Levels {
		f[i] = d.At(l)
	}
	return f
}

// A Retiming is one recording: the tool's own, or its requests re-timed
// at the intervals' resolution. Unstated says why no figure is, "" where
// they are.
type Retiming struct {
	Name       string
	Assumption string
	Figures    Figures
	Unstated   string
}

// Stated reports whether its figures are stated.
func (t Retiming) Stated() bool { return t.Unstated == "" }

// A Row is one interval as the audit read it: the picture's points.
type Row struct {
	AtNs, WidthNs int64   // its start since the first interval's, and its width
	Users         float64 // live through it on average, below 0 if unknown
	Planned       float64 // the requests the plan sends in it
	Sent          int64   // the requests answered in it
	TailNs        int64   // its longest latency, as the log gives it
	BoundPauseNs  int64   // the pause the bound gives it
	PauseNs       int64   // the slow moment the estimate gives it
	Slow          bool    // sending fell while latency rose
}

// A Result is what a coarse audit finds.
type Result struct {
	Tool, Arrivals string
	// Intervals are the intervals with users or requests in them, and
	// WidthNs their median width.
	Intervals int
	WidthNs   int64
	Requests  int64 // answered
	// Planned is the plan's requests over the same intervals, Unsent
	// those it holds that the tool never sent (at least 0).
	Planned, Unsent int64
	// CycleNs is a closed user's unhindered cycle (its request and its
	// think time), PerUser the requests each open user sent.
	CycleNs int64
	PerUser float64
	// Load is the share of the server's capacity the plan keeps busy, as
	// the slow moments show it (load): the median of the LoadShows
	// intervals that show it, 0 where fewer than MinLoadShows do; LoadShown
	// says whether one did.
	Load      float64
	LoadShown bool
	LoadShows int
	// Loads are the loads the estimate holds over, and the one it takes.
	Loads LoadRange
	// heldShare is the share of the users' time their slow requests held
	// them (pausedShare): the loads' and the saturation's.
	heldShare float64
	// UsersMax are the most users live at once, 0 where unknown.
	UsersMax float64
	// LeastNs is the least latency seen, TypicalNs the median, SlowNs the
	// latency above which a request is slow (4 × the median).
	LeastNs, TypicalNs, SlowNs int64
	// Slow counts the intervals in which sending fell while latency rose.
	Slow int
	// The recordings, in the order Retimings states them.
	Recorded, Bound, Estimate Retiming
	Rows                      []Row
	ResolutionNs              int64
	// Rough says why the unsent are known only roughly, and the estimate
	// not stated; "" where they are read as the assumptions say.
	Rough string
}

// Retimings are the recordings in the order the audit states them.
func (r *Result) Retimings() []Retiming { return []Retiming{r.Recorded, r.Bound, r.Estimate} }

// interval is an Interval with what the audit derives for it.
type interval struct {
	Interval
	index            int     // its place among the intervals audited
	lat              Dist    // Lat scaled to Count requests
	floor            Dist    // LatFloor so scaled, or lat where the log gives no floor
	planned          float64 // the plan's requests in it
	unsent           float64 // planned less answered, carried as estimate does
	tailNs           int64
	lostNs, lostLoNs float64 // the time its slow requests held users: beyond the median, beyond the slow latency
	boundNs, pauseNs int64
	slow             bool
	quiet            bool // its latencies summed, and its slow requests a small share of them (quickMean)
}

// Audit audits a log of intervals.
func Audit(l *Log) (*Result, error) {
	res, ivs, segs, err := derive(l)
	if err != nil {
		return nil, err
	}
	res.Bound, res.Estimate = retime(res, l, ivs, segs)
	for _, iv := range ivs {
		res.Rows = append(res.Rows, Row{AtNs: iv.StartNs - ivs[0].StartNs, WidthNs: iv.WidthNs, Users: iv.Users, Planned: iv.planned, Sent: iv.Count,
			TailNs: iv.tailNs, BoundPauseNs: iv.boundNs, PauseNs: iv.pauseNs, Slow: iv.slow})
	}
	return res, nil
}

// derive is what the audit derives of a log before it re-times it: its
// active intervals and their segments, the latencies that rank them,
// the plan, the unsent and the load.
func derive(l *Log) (*Result, []interval, []segment, error) {
	if err := l.check(); err != nil {
		return nil, nil, nil, err
	}
	ivs := active(l.Intervals, maxGapFill)
	res := &Result{Tool: l.Tool, Arrivals: l.Arrivals, Intervals: len(ivs), ResolutionNs: max(1, l.ResolutionNs)}
	all := make([]Dist, 0, len(ivs))
	widths := make([]int64, 0, len(ivs))
	for i := range ivs {
		iv := &ivs[i]
		iv.index = i
		iv.lat = scaled(iv.Lat, iv.Count)
		all = append(all, iv.lat)
		widths = append(widths, iv.WidthNs)
		res.Requests += iv.Count
		res.UsersMax = max(res.UsersMax, iv.UsersMax, iv.Users)
	}
	slices.Sort(widths)
	res.WidthNs = widths[len(widths)/2]
	merged := Merge(all...)
	recorded := merged
	if l.Recorded != nil {
		recorded = l.Recorded
	}
	res.Recorded = Retiming{Name: NameRecorded, Assumption: recordedAssumption(l), Figures: figuresOf(recorded)}
	if merged.Count() == 0 {
		res.LeastNs, res.TypicalNs = recorded.MinNs(), recorded.At(5000)
	} else {
		res.LeastNs, res.TypicalNs = merged.MinNs(), merged.At(5000)
	}
	res.SlowNs = max(4*res.TypicalNs, res.TypicalNs+res.ResolutionNs)
	held(res, ivs)
	segs := segments(ivs, res.SlowNs)
	plan(res, l, ivs, segs)
	unsent(res, ivs, segs)
	shown := load(res, ivs)
	res.heldShare = pausedShare(res, ivs)
	res.LoadShows, res.Loads = len(shown), loadRange(shown, res.heldShare)
	if res.LoadShown = shown != nil; res.LoadShown {
		res.Load = res.Loads.At
	}
	return res, ivs, segs, nil
}

// active are the intervals from the first with users or requests to the
// last with requests: a Locust history goes on with no users for as long
// as its process lives. Its gaps are filled with empty intervals, most in
// all.
func active(in []Interval, most int) []interval {
	first, last := -1, -1
	for i, iv := range in {
		if first < 0 && (iv.Count > 0 || iv.Users > 0) {
			first = i
		}
		if iv.Count > 0 {
			last = i
		}
	}
	out := make([]interval, 0, last-first+1)
	filled := 0
	for _, iv := range in[first : last+1] {
		// a gap between intervals answered nothing: an interval log's
		// writer may leave out the empty ones
		if n := len(out); n > 0 {
			prev := out[n-1].Interval
			for end := prev.StartNs + prev.WidthNs; iv.StartNs-end >= prev.WidthNs && filled < most; end += prev.WidthNs {
				out = append(out, interval{Interval: Interval{StartNs: end, WidthNs: prev.WidthNs, Users: prev.Users, UsersMax: prev.UsersMax, Arrivals: 0}})
				filled++
			}
		}
		out = append(out, interval{Interval: iv})
	}
	return out
}

// maxGapFill bounds the empty intervals put in the gaps of one log.
const maxGapFill = 1 << 20

// scaled is d with its counts scaled to n requests in all: a window's
// percentiles put on the interval's own requests. Rounding keeps the sum.
func scaled(d Dist, n int64) Dist {
	c := d.Count()
	if c == n || c == 0 {
		return d
	}
	out := make(Dist, 0, len(d))
	var seen, given int64
	for _, a := range d {
		seen += a.N
		upto := int64(math.Round(float64(seen) * float64(n) / float64(c)))
		out = append(out, Atom{Ns: a.Ns, N: upto - given})
		given = upto
	}
	return Tidy(out)
}
