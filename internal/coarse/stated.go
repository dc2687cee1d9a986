package coarse

import (
	"fmt"
	"math"
)

// Where the estimate is stated: the log fixes its p99 to a quarter.

// estimated is the estimate's figures, or why it is not stated: the
// time slow requests held the users known only roughly; an open loop at
// the plan's pace queueing without bound at the busiest load the log
// allows; a p99 that moves more than a quarter when the requests it
// re-times are a tenth fewer or more (unsettled), or across the loads
// the log allows (loadUnfixed).
func estimated(res *Result, ivs []interval, segs []segment) (Figures, string) {
	lr := res.Loads
	if res.Rough != "" {
		return Figures{}, res.Rough
	}
	if share := res.heldShare; saturated(lr.High, share) {
		return Figures{}, fmt.Sprintf("the plan keeps the server busy up to %.0f %% of its capacity, as its slow moments show it, and they take %.0f %% of the run: "+
			"an open loop at the plan's pace queues without bound, and its tail is the run's length, not a slow moment's", 100*lr.High, 100*share)
	}
	est := estimateAt(res, ivs, segs, lr.At, 1)
	if why := unsettled(res, ivs, segs, est); why != "" {
		return Figures{}, why
	}
	if why := loadUnfixed(res, ivs, segs, est); why != "" {
		return Figures{}, why
	}
	return figuresOf(est), ""
}

// loadUnfixed says why the estimate's p99 is not fixed by the loads the
// log allows: it is more than a quarter above the p99 at the least of
// them, or below that at the most, so that no truth between them is
// sure to be within a quarter of it; "" where it is.
func loadUnfixed(res *Result, ivs []interval, segs []segment, est Dist) string {
	lr := res.Loads
	mid := est.At(9900)
	lo, hi := estimateAt(res, ivs, segs, lr.Low, 1).At(9900), estimateAt(res, ivs, segs, lr.High, 1).At(9900)
	if fixedAcross(mid, lo, hi) {
		return ""
	}
	return fmt.Sprintf("its p99 is %.1f ms at a load of %.0f %%, but %.1f ms at %.0f %% and %.1f ms at %.0f %%, and the log does not tell them apart: no one figure is within a quarter of both",
		float64(mid)/1e6, 100*lr.At, float64(lo)/1e6, 100*lr.Low, float64(hi)/1e6, 100*lr.High)
}

// Settled is how far the estimate's p99 may move, as a share of itself,
// when the requests it re-times are Shaken fewer or more: the unsent are
// known to 10 %, and a figure stated to 25 % must hold across them.
const (
	Settled = 0.25
	Shaken  = 0.10
)

// unsettled says why the estimate's p99 is not fixed by the log (it moves
// more than Settled when the held and unsent requests it re-times are
// Shaken fewer or more: a p99 at the knee of a pause's tail, where a few
// requests move it far), "" where it is.
func unsettled(res *Result, ivs []interval, segs []segment, est Dist) string {
	mid := float64(est.At(9900))
	rho := res.Loads.At
	fewer, more := estimateAt(res, ivs, segs, rho, 1-Shaken).At(9900), estimateAt(res, ivs, segs, rho, 1+Shaken).At(9900)
	if settled(float64(fewer), mid) && settled(float64(more), mid) {
		return ""
	}
	return fmt.Sprintf("its p99 is %.1f ms, but %.1f ms with a tenth fewer of the requests it re-times and %.1f ms with a tenth more: the log does not fix it to a quarter",
		mid/1e6, float64(fewer)/1e6, float64(more)/1e6)
}

// settled says whether p, a shaken estimate's p99, is within Settled of
// mid, the estimate's own: a move of exactly a quarter is within it.
func settled(p, mid float64) bool { return math.Abs(p-mid) <= Settled*mid }

// saturated says whether an open loop at the plan's pace queues without
// bound: its load, with the share of the run its slow moments take from
// the server, is the server's whole capacity or more (at exactly 1, a
// queue's length is a random walk's, and grows with the run).
func saturated(load, share float64) bool { return load > 0 && load >= 1-share }

// fixedAcross says whether mid, a p99, is within a quarter of every
// truth from lo to hi: at most 5/4 of lo, and at least 3/4 of hi; at
// exactly either, within it.
func fixedAcross(mid, lo, hi int64) bool { return 4*mid <= 5*lo && 4*mid >= 3*hi }
