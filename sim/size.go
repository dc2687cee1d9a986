package sim

import (
	"fmt"
	"math/bits"
	"time"
)

// A Size is what one run of a scenario costs and holds, from the closed
// form and bounds on the other designs' timelines.
type Size struct {
	Requests    int64 // per paced client
	Unpaced     int64 // the unpaced design's bound, UnpacedBound
	StallsMet   int64 // by the open loop
	EndNs       int64 // the open loop's last completion
	DesignEndNs int64 // a bound on every design's last completion
	Corrected   int64 // a bound on the corrected recording's samples
	WrkSamples  int64 // a bound on wrk's
	Additions   int64 // the progressions the correction adds at L = 0, exactly: its work
	MaxOpenNs   int64 // the largest open-loop latency, without L
	MaxSentNs   int64 // a bound on a closed, skip or unpaced latency
	MaxPlanNs   int64 // a bound on a plan latency, with a round trip
	// MaxCorrectedNs bounds the corrected recording's samples: the closed
	// loop's largest at L = 0, exactly, and MaxSentNs with a round trip.
	MaxCorrectedNs int64
}

// Size walks sc's timeline and checks that a run stays in bounds: at most
// MaxStalls stalls met, at most MaxRequests unpaced requests, every
// design's completions before MaxEndNs, at most 2^40 samples in each
// corrected recording, and every latency sum inside int64. The parameters
// must be in range (validateParams).
//
// The other designs' timelines are bounded, not walked:
//
//   - A closed, skip or unpaced request waits behind at most N − 1 others,
//     since each connection has one request out, so reply − send is at most
//     w + L, where w ≤ N·S + (w/P + 1)·D, the service of N requests and the
//     stalls that begin within w: w ≤ (N·S + D)·P/(P − D).
//   - At most N requests are out at any instant, so one recording's
//     latencies sum to at most N·(end + L).
//   - With one connection, a plan latency, reply − due, is the open
//     latency of a server whose service is S + L: the server is idle when
//     each request is sent, and a stall can delay only its S. So it is at
//     most that open latency with the stalls acting on the whole S + L,
//     from the closed form's walk. More connections reply no later: if
//     every earlier reply is no later than with one, then so is request
//     i's send, max(d_i, reply_{i−N}) ≤ max(d_i, reply_{i−1}), and so its
//     start and, the stall rule being monotone, its completion.
//   - After T every pending request of every design is in the server, in a
//     stall, or on its way back (no connection waits for a slot: every slot
//     is before T). So a design's last completion is at most T + W, with
//     W ≤ R·(S + L) + (W/P + 1)·D for its R requests: W ≤ (R·(S + L) + D)·P/(P − D).
func (sc Scenario) Size() (Size, error) {
	z := Size{Requests: sc.Requests(), Unpaced: sc.UnpacedBound()}
	if k := sc.stallsByLastDue(); k > MaxStalls {
		return z, fmt.Errorf("%d stalls begin by the last request's due time (one every %v from %v), more than the %d a run may meet; shorten the duration or lengthen the period", k, sc.Period, sc.FirstStall, MaxStalls)
	}
	if z.Unpaced > MaxRequests {
		return z, fmt.Errorf("the unpaced design would send up to %d requests (N − 1 + duration/service), more than %d: shorten the duration or lengthen the service", z.Unpaced, MaxRequests)
	}
	var open []piece
	loop, maxOpen, err := timeline(sc, MaxStalls, func(p piece) { open = append(open, p) })
	if err != nil {
		return z, fmt.Errorf("%v; shorten the duration or lengthen the period", err)
	}
	z.StallsMet, z.EndNs, z.MaxOpenNs = loop.Stalls, loop.EndNs, maxOpen
	S, L, D, P, T, N := int64(sc.Service), int64(sc.RTT), int64(sc.Stall), int64(sc.Period), int64(sc.Duration), int64(sc.Connections)
	stretch := func(work int64) int64 { return satMulDiv(satAdd(work, D), P, P-D) }
	R := max(z.Requests, z.Unpaced)
	z.DesignEndNs = max(z.EndNs, satAdd(T, stretch(satMul(R, S+L))))
	z.MaxSentNs = satAdd(stretch(satMul(N, S)), L)
	if z.DesignEndNs > MaxEndNs {
		return z, fmt.Errorf("a design's last request could complete after %dns (the duration, then %d requests of service and round trip, stretched by the stalls); shorten the duration or the stall", int64(MaxEndNs), R)
	}
	replyNs := z.DesignEndNs + L
	z.MaxPlanNs = replyNs
	sumSent := func(requests int64) int64 { return min(satMul(requests, z.MaxSentNs), satMul(N, replyNs)) }
	E := sc.ExpectedNs()
	closed := closedPieces(open, N, int64(sc.Interval))
	exact, exactMax, additions := correction(closed, z.Requests, E)
	z.Additions = additions
	if L == 0 { // the closed loop's pieces are the closed form's: count exactly
		z.Corrected, z.MaxCorrectedNs = exact, exactMax
	} else {
		sumClosed := sumSent(z.Requests)
		if maxOwn, sumOwn, ok := sc.oneConnection(); ok {
			// the plan's latencies sum to at most the one-connection
			// bound's, sample for sample, and each closed latency,
			// reply − send, is at most the plan's, reply − due
			z.MaxPlanNs, sumClosed = min(replyNs, maxOwn), min(sumClosed, sumOwn)
		}
		// each sample v adds at most v/E
		z.Corrected, z.MaxCorrectedNs = satAdd(z.Requests, sumClosed/E), min(z.MaxSentNs, z.MaxPlanNs)
	}
	// wrk's interval is ⌊T/⌊count/N⌋⌋ ≥ ⌊T·N/UnpacedBound⌋, and at least 1.
	wrkNs := max(1, satMulDiv(T, N, z.Unpaced))
	z.WrkSamples = satAdd(z.Unpaced, sumSent(z.Unpaced)/wrkNs)
	return z, z.sums(L)
}

// oneConnection returns the largest open latency, and their sum, of a
// server whose service is S + L, met by one connection: the bound on the
// plan's latencies that Size describes. It is false when S + L is past
// MaxTime, or the walk fails: past MaxStalls stalls or MaxEndNs.
func (sc Scenario) oneConnection() (maxNs, sumNs int64, ok bool) {
	own := sc
	own.Service, own.Connections = sc.Service+sc.RTT, 1
	if own.Service > MaxTime {
		return 0, 0, false
	}
	_, maxNs, err := timeline(own, MaxStalls, func(p piece) { sumNs = satAdd(sumNs, p.satSum()) })
	return maxNs, sumNs, err == nil
}

// satSum returns the sum of p's latencies, every term non-negative,
// saturating: count·least + |step|·count(count−1)/2, the least term being
// the first for a step of 0 or more and the last for a falling piece.
func (p piece) satSum() int64 {
	least := p.firstNs + min(0, p.stepNs)*(p.count-1) // the last term, ≥ 0, when the step is negative
	return satAdd(satMul(p.count, least), satMul(satMul(p.count, p.count-1)/2, max(p.stepNs, -p.stepNs)))
}

// correction returns, exactly, from the closed pieces and the n samples
// they hold, what the correction at E makes of them: its recording's
// samples, each v ≥ 2E adding ⌊v/E⌋ − 1 (CorrectedAdds); its largest, the
// closed loop's; and the progressions it adds, its work: one for a
// constant piece at or above 2E (added Times over), and one for each term
// of a sloping piece that reaches 2E, which it walks.
func correction(closed []piece, n, E int64) (samples, maxNs, progressions int64) {
	samples = n
	for _, c := range closed {
		maxNs = max(maxNs, c.firstNs, c.lastNs())
		if c.stepNs == 0 {
			if K := c.firstNs/E - 1; K >= 1 {
				samples, progressions = satAdd(samples, satMul(c.count, K)), progressions+1
			}
			continue
		}
		from, to := atLeast(c.firstNs, c.stepNs, c.count, 2*E)
		for j := from; j < to; j++ {
			samples = satAdd(samples, (c.firstNs+j*c.stepNs)/E-1)
		}
		progressions += to - from
	}
	return samples, maxNs, progressions
}

// sums checks z's counts and latency sums against their bounds.
func (z Size) sums(L int64) error {
	const most, sumMost = 1 << 40, 1 << 62
	switch {
	case satMul(z.Requests, z.MaxOpenNs+L) >= sumMost:
		return fmt.Errorf("open-loop latencies up to %v over %d requests would overflow their int64 sum; shorten the duration", time.Duration(z.MaxOpenNs+L), z.Requests)
	case L > 0 && satMul(z.Requests, z.MaxPlanNs) >= sumMost:
		return fmt.Errorf("with a round trip, the plan's latencies (up to %v) over %d requests could overflow their int64 sum; shorten the duration", time.Duration(z.MaxPlanNs), z.Requests)
	case z.Corrected > most || satMul(z.Corrected, z.MaxCorrectedNs) >= sumMost:
		return fmt.Errorf("the corrected recording could hold more than %d samples of up to %v, or overflow its int64 sum; shorten the duration or the stall, or lengthen the expected interval", int64(most), time.Duration(z.MaxCorrectedNs))
	case z.WrkSamples > most || satMul(z.WrkSamples, z.MaxSentNs) >= sumMost:
		return fmt.Errorf("wrk's corrected recording could hold more than %d samples of up to %v, or overflow its int64 sum; shorten the duration or the stall", int64(most), time.Duration(z.MaxSentNs))
	}
	return nil
}

// satMulDiv returns ⌈a·b/c⌉ for non-negative a, b and positive c, saturating
// at the largest int64.
func satMulDiv(a, b, c int64) int64 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	if hi >= uint64(c) {
		return 1<<63 - 1
	}
	q, r := bits.Div64(hi, lo, uint64(c))
	if r > 0 {
		q++
	}
	if q >= 1<<63 {
		return 1<<63 - 1
	}
	return int64(q)
}
