package coarse

import (
	"fmt"
	"math"
)

// The recordings' names, as the raw file's keys spell them.
const (
	NameRecorded = "recorded"
	NameBound    = "bound"
	NameEstimate = "estimate"
)

// Names are the recordings of a coarse audit, in the order it states
// them.
var Names = []string{NameRecorded, NameBound, NameEstimate}

// parts is how many atoms an even spread of requests over a pause takes.
const parts = 64

// The assumptions, one sentence each, beside their figures.
const (
	BoundAssumption = "no open loop at the plan's pace could have recorded less, if the server serves requests in the order they arrive, " +
		"a slow moment is one pause of the whole server in an interval, which held each user no less than its slow requests' time beyond the slow latency, " +
		"and no user sent faster than it would have unhindered"
	UnknownBoundAssumption = BoundAssumption + "; the log names no users, so they are taken as the most requests slow in one interval, or in flight at the typical latency (Little's law), whichever is more"
	EstimateAssumption     = "the time slow requests held the users was one pause in each slow interval, as long as its longest latency less the least: " +
		"the requests the plan would have sent in it, and the tool did not, each waits for its end"
	// Of the server's load, one clause or the other closes the
	// estimate's assumption: a closed loop whose users each held a
	// worker of their own logs the same intervals on a server of many more
	// the workers, whose open loop answers a pause's backlog sooner
	// (TestEstimateNotFixedByLog).
	LoadShownClause = "; an open loop at the plan's pace answers them at the server's pace, as busy as its slow moments show it (their median), " +
		"and its p99 is within a quarter of those at the least and at the most busy they show"
	OpenAssumption = "open arrivals: each user arrived on its schedule whatever the server did and waited for its replies as a person does, so nothing was held back between users, and the recording is the re-timing"
)

// LoadUnshownClause is the other clause of the load (LoadShownClause's),
// where no slow moment shows it: the busiest server it answers for is
// UnshownBusiest's.
var LoadUnshownClause = fmt.Sprintf("; no slow moment shows how busy the server was, so it is taken as half as busy as one busy %.0f %% of the time it was not paused, "+
	"and its p99 is within a quarter of that one's and of an idle one's: a busier server's tail is longer", 100*UnshownBusiest)

func recordedAssumption(l *Log) string {
	if l.Recorded != nil {
		return "the tool's own figures over the whole run, as its log states them"
	}
	return "the tool's own figures: each interval's latencies, as its log gives them, merged"
}

// retime states the bound and the estimate, or says why not.
func retime(res *Result, l *Log, ivs []interval, segs []segment) (bound, estimate Retiming) {
	bound = Retiming{Name: NameBound, Assumption: BoundAssumption}
	estimate = Retiming{Name: NameEstimate, Assumption: EstimateAssumption}
	if res.Arrivals == Unknown {
		bound.Assumption = UnknownBoundAssumption
	}
	switch {
	case l.NoTail != "":
		bound.Unstated, estimate.Unstated = l.NoTail, l.NoTail
		return bound, estimate
	case res.Arrivals == Open:
		bound.Assumption, estimate.Assumption = OpenAssumption, OpenAssumption
		bound.Figures, estimate.Figures = res.Recorded.Figures, res.Recorded.Figures
		return bound, estimate
	case res.Planned == 0:
		bound.Unstated = "the log shows no pace: no interval has both users and requests"
		estimate.Unstated = bound.Unstated
		return bound, estimate
	}
	var lo []Atom
	for i := range ivs {
		if iv := &ivs[i]; bound.Stated() && iv.tailNs > res.SlowNs { // the slow latency is above the least
			lo = append(lo, pauseBound(res, iv)...)
		}
	}
	clause := LoadUnshownClause
	if res.LoadShown {
		clause = LoadShownClause
	}
	estimate.Assumption += clause
	estimate.Figures, estimate.Unstated = estimated(res, ivs, segs)
	if bound.Stated() {
		var n int64
		for _, a := range lo {
			n += a.N
		}
		total := max(res.Requests, res.Planned)
		lo = append(lo, Atom{Ns: res.LeastNs, N: max(0, total-n)})
		bound.Figures = figuresOf(Tidy(lo))
	}
	return bound, estimate
}

// pauseBound is the bound's latencies of a slow interval: its pause is
// at least p = ℓ⁻/U⁺ (the time its slow requests took beyond the slow
// latency, over the most users: each user's requests wait out the one
// pause in turn) and at most its longest latency less the least; the
// plan sent at least (C − 2U⁺)/W a second through it (no user sends
// faster than unhindered, and at most U⁺ requests are in flight at
// either end), and at least that times s, less U⁺, in any stretch s of
// it; each request sent in the pause y before its end waits at least y
// more than the least latency. So over the pause's last s =
// p − U⁺/rate, rate·s requests, spread evenly, each at the start of its
// part: no more of them above any latency than the open loop had.
func pauseBound(res *Result, iv *interval) []Atom {
	users := usersMax(res, iv)
	p := min(int64(iv.lostLoNs/users), iv.tailNs-res.LeastNs)
	rate := (float64(iv.Count) - 2*users) / float64(iv.WidthNs) // per ns
	if rate <= 0 || p <= 0 {
		return nil
	}
	n := rate*float64(p) - users
	if n < 1 {
		return nil
	}
	iv.boundNs = int64(n / rate)
	return Uniform(int64(n), res.LeastNs, iv.boundNs, parts)
}

// estimateAt is the estimate's latencies, the server rho busy, its held
// and unsent requests scaled by scale (1: as the log gives them).
func estimateAt(res *Result, ivs []interval, segs []segment, rho, scale float64) Dist {
	var est []Atom
	for _, s := range segs {
		est = append(est, segmentEstimate(res, ivs, s, rho, scale)...)
	}
	return Tidy(est)
}

// segmentEstimate is the estimate's latencies of a segment: its
// recorded latencies where it sent all the plan did; where it fell short
// while latency rose, its quick latencies, and its slow requests and
// those it never sent re-timed together by heldSpread, each band of a
// log of percentiles at its upper value (a pause's held requests lie
// near the top of the band that straddles the slow latency).
func segmentEstimate(res *Result, ivs []interval, s segment, rho, scale float64) []Atom {
	var out, slow []Atom
	for i := s.from; i < s.to; i++ {
		if ivs[i].LatCeil != nil && ivs[s.from].unsent >= 1 {
			out = append(out, scaled(ivs[i].LatCeil, ivs[i].Count)...)
			continue
		}
		out = append(out, ivs[i].lat...)
	}
	if ivs[s.from].unsent < 1 {
		return out
	}
	quick := out[:0]
	for _, a := range out {
		if a.Ns > res.SlowNs {
			slow = append(slow, a)
		} else {
			quick = append(quick, a)
		}
	}
	spread := heldSpread(res, ivs, s, Tidy(slow), rho, scale)
	if spread == nil {
		return append(quick, slow...)
	}
	return append(quick, spread...)
}

// heldSpread is the latencies the estimate gives a slow segment's held
// requests (slow, its requests slower than the slow latency) with those
// it never sent: an open loop sent both in its slow moment, and answered
// them, and those after it that found its backlog, at the server's pace,
// so that of a pause of length p the latencies above any y are not
// λ(p − y) but λ(p − y)/(1 − ρ). They are spread evenly below each slow
// latency L, in proportion to L less the least: a step density, each L
// adding its share over (L − least) to every band below it.
func heldSpread(res *Result, ivs []interval, s segment, slow Dist, rho, scale float64) []Atom {
	var weight float64
	for _, a := range slow {
		weight += float64(a.N) * float64(a.Ns-res.LeastNs)
	}
	if weight == 0 {
		return nil
	}
	longest := &ivs[s.from]
	for i := s.from; i < s.to; i++ {
		if ivs[i].tailNs > longest.tailNs {
			longest = &ivs[i]
		}
	}
	longest.pauseNs = longest.tailNs - res.LeastNs
	n := scale * (float64(slow.Count()) + beyondThink(res, ivs, s, slow)) / (1 - rho)
	// density above each band: Σ over the latencies at or above it of
	// n·share/(L − least), share = N·(L − least)/weight: n·N/weight each
	density := n * float64(slow.Count()) / weight
	var out []Atom
	from, spanNs := res.LeastNs, slow.MaxNs()-res.LeastNs
	for _, a := range slow {
		width := a.Ns - from
		k := max(1, int(parts*width/max(1, spanNs)))
		out = append(out, Uniform(int64(math.Round(density*float64(width))), from, width, k)...)
		density -= n * float64(a.N) / weight
		from = a.Ns
	}
	return out
}

// beyondThink is how many of a segment's unsent requests an open loop
// would have sent in its pauses after its held users' think time: a
// pause of p holds the users in flight when it began and those whose
// think time ended in it, and past the think time Z every user is held,
// so an open loop sent λ·(p − Z)⁺ more in it than the closed loop had
// held. The unsent are λ·(p − Z²/(2c)) (c the cycle: each user loses the
// pause less the think time it had left), so each pause's λ·(Z − Z²/(2c))
// of them are not the open loop's; k pauses, k the held requests over the
// users (at least 1).
func beyondThink(res *Result, ivs []interval, s segment, slow Dist) float64 {
	var planned, width, users float64
	for i := s.from; i < s.to; i++ {
		planned += ivs[i].planned
		width += float64(ivs[i].WidthNs)
		users = max(users, usersMax(res, &ivs[i]))
	}
	cycle := float64(res.CycleNs)
	if cycle <= 0 || width == 0 {
		return ivs[s.from].unsent
	}
	rate := planned / width // per ns
	think := max(0, cycle-float64(res.TypicalNs))
	k := max(1, math.Round(float64(slow.Count())/users))
	return max(0, ivs[s.from].unsent-rate*(think-think*think/(2*cycle))*k)
}

// usersMax is the most users live through an interval: as the log says,
// or for a log that names none, unknownUsers.
func usersMax(res *Result, iv *interval) float64 {
	if u := max(iv.UsersMax, iv.Users); u > 0 {
		return math.Ceil(u)
	}
	return max(1, res.UsersMax)
}

// pausedShare is the share of the users' time their slow requests held
// them beyond the typical latency: at least the share of the run the
// server was paused, where every user was held.
func pausedShare(res *Result, ivs []interval) float64 {
	var lost, time float64
	for _, iv := range ivs {
		lost += iv.lostNs
		time += max(0, iv.Users) * float64(iv.WidthNs)
	}
	if time == 0 {
		return 0
	}
	return lost / time
}
