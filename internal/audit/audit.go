package audit

import (
	"cmp"
	"fmt"
	"slices"

	"coordinated-omission/internal/reqlog"
)

// A Result is everything an audit finds in one log.
type Result struct {
	Requests int64
	Plan     Plan
	Sending  Sending
	Server   Server
	// The figures, in ns: the tool's own, as recorded; the lower bound,
	// the server-pause replay and the request replay, one figure per slot
	// of the plan; and HdrHistogram's correction of the recorded figures
	// at the plan's interval, which added CorrectedAdded samples.
	Recorded, Bound, ReplayServer, ReplayRequests, Corrected Figures
	CorrectedAdded                                           int64
	LeastNs                                                  int64 // the least latency seen
	// BoundFlat is whether the lower bound stays at LeastNs up to p99.9:
	// the requests sent after every earlier reply came back within the
	// least latency of their slots, bar fewer than 0.1 % of the slots, so
	// the bound saw no slow moment to tell of.
	BoundFlat    bool
	ResolutionNs int64 // how finely the log's timestamps are written
	// Threads is the plan of a thread workload, nil for one of a single
	// interval.
	Threads *ThreadPlan
	// Users says how the run's users arrived, and what each did.
	Users Users
	// BoundCurve is the lower bound over time for the picture: the most
	// of each of at most curvePoints runs of consecutive slots.
	BoundCurve []Point
	// ReplayCurve is the server-pause replay over time, as BoundCurve: it
	// shows a pause that the bound cannot see.
	ReplayCurve []Point
}

// A Point is one point of a curve: a time since the plan's start, and a
// latency, in ns.
type Point struct{ AtNs, LatencyNs int64 }

// curvePoints bounds the lower bound's curve.
const curvePoints = 2000

// curve keeps the most of each run of consecutive slots, at most
// curvePoints of them.
func curve(p Plan, slots []int64) []Point {
	per := (int64(len(slots)) + curvePoints - 1) / curvePoints
	var out []Point
	for k := int64(0); k < int64(len(slots)); k += per {
		m := slices.Max(slots[k:min(k+per, int64(len(slots)))])
		out = append(out, Point{AtNs: k * p.IntervalNs, LatencyNs: m})
	}
	return out
}

// Options are what an audit is told besides the log.
type Options struct {
	IntervalNs   int64 // the plan's interval, if given; 0 to infer it
	ResolutionNs int64 // how finely the log's timestamps are written, at least 1
	// RTTNs is the network's round trip, if RTTGiven; else it is inferred
	// (see infer).
	RTTNs    int64
	RTTGiven bool
	// Slots is how many requests the plan held, if given; 0 for a plan
	// that ran until the log's last send.
	Slots int64
	// Workers is the server's workers, if given; 0 to infer them.
	Workers int64
	// OneLabel says that only the figures of the requests whose Label is
	// Label are stated; the plan and the server are inferred from all.
	Label    int32
	OneLabel bool
}

// ErrEmpty is returned for a log with no request.
var ErrEmpty = reqlog.ErrEmpty

// canonical puts reqs in the order of their sends, ties by latency and
// then by type, and numbers their connections in the order of their
// first sends: the same requests audit the same whatever order a format
// wrote them in, and whatever it named their threads.
func canonical(reqs []Request) {
	slices.SortStableFunc(reqs, func(a, b Request) int {
		return cmp.Or(cmp.Compare(a.SendNs, b.SendNs), cmp.Compare(a.LatencyNs, b.LatencyNs), cmp.Compare(a.Label, b.Label))
	})
	ids := map[int64]int64{}
	for i, r := range reqs {
		if r.Conn == NoConn {
			continue
		}
		id, ok := ids[r.Conn]
		if !ok {
			id = int64(len(ids))
			ids[r.Conn] = id
		}
		reqs[i].Conn = id
	}
}

// Audit audits reqs, which it puts in canonical order.
func Audit(reqs []Request, o Options) (*Result, error) {
	if len(reqs) == 0 {
		return nil, ErrEmpty
	}
	for i, r := range reqs {
		if r.LatencyNs < 0 {
			return nil, fmt.Errorf("request %d: a negative latency, %v", i+1, ns(r.LatencyNs))
		}
	}
	canonical(reqs)
	resolutionNs := max(1, o.ResolutionNs)
	if o.IntervalNs == 0 && reqs[0].Conn != NoConn {
		var s Sending
		s.pairs(reqs, resolutionNs)
		lat := make([]int64, len(reqs))
		for i, r := range reqs {
			lat[i] = r.LatencyNs
		}
		slices.Sort(lat)
		slowNs := slowThreshold(median(lat), resolutionNs)
		// users of one request each are arrivals; else threads that
		// waited for their replies
		if s.Conns > 1 && s.Pairs == 0 || isThreadWorkload(reqs, s, slowNs, resolutionNs) {
			return auditUsers(reqs, o, s, slowNs, resolutionNs)
		}
	}
	p, err := inferPlan(reqs, o.IntervalNs, o.Slots, resolutionNs)
	if err != nil {
		return nil, err
	}
	res := &Result{Requests: int64(len(reqs)), Plan: p, ResolutionNs: resolutionNs}
	res.Sending = sending(reqs, p, resolutionNs)
	res.Users = Users{Arrivals: ArrivalsPlan, Count: res.Sending.Conns}
	res.Server = infer(reqs, p, resolutionNs, o.RTTNs, o.RTTGiven)
	lat := make([]int64, len(reqs))
	for i, r := range reqs {
		lat[i] = r.LatencyNs
	}
	res.Recorded = figuresOf(lat) // sorts lat
	res.LeastNs = lat[0]
	if res.Corrected, res.CorrectedAdded, err = corrected(lat, p.IntervalNs); err != nil {
		return nil, err
	}
	slots := make([]int64, p.Slots)
	lowerBound(reqs, p, res.LeastNs, slots)
	res.BoundCurve = curve(p, slots)
	res.Bound = figuresOf(slots)
	res.BoundFlat = res.Bound.At(P999) <= res.LeastNs
	replayServer(p, res.Server, slots)
	res.ReplayCurve = curve(p, slots)
	res.ReplayServer = figuresOf(slots)
	replayRequests(p.SlotNs, res.Server, slots)
	res.ReplayRequests = figuresOf(slots)
	return res, nil
}
