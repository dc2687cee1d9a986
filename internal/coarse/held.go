package coarse

// The time slow requests held the users, interval by interval: from the
// latencies, or from their sum where a log of percentiles gives it.

// held sets each interval's floor, longest latency and the time its
// slow requests held users, and res.Rough.
func held(res *Result, ivs []interval) {
	for i := range ivs {
		iv := &ivs[i]
		iv.floor = iv.lat
		if iv.LatFloor != nil {
			iv.floor = scaled(iv.LatFloor, iv.Count)
		}
	}
	quickNs := quickMean(ivs, res.SlowNs)
	res.Rough = rough(res, ivs, quickNs)
	for i := range ivs {
		iv := &ivs[i]
		iv.tailNs = iv.maxNs()
		// percentiles alone leave a band's requests anywhere between two of
		// them: one that straddles the slow latency holds quick requests
		// and slow ones, not an even spread, so the time lost is counted
		// from each band's lower value, or from the latencies' sum where the
		// log gives it
		iv.lostNs = float64(iv.floor.Excess(res.SlowNs, res.TypicalNs))
		if iv.Summed {
			iv.lostNs = heldBySum(iv.lat, iv.SumNs, quickNs, res)
		}
		iv.lostLoNs = float64(iv.floor.Excess(res.SlowNs, res.SlowNs))
	}
}

// heldBySum is the time an interval's slow requests held users beyond
// the typical latency, from the sum of its latencies: the sum less its
// quick requests' (quickNs each, or where that is 0 their latencies as
// lat spreads them) less the typical latency for each slow one; 0 where
// none is slow.
func heldBySum(lat Dist, sumNs int64, quickNs float64, res *Result) float64 {
	var quick, slow float64
	for _, a := range lat {
		switch {
		case a.Ns > res.SlowNs:
			slow += float64(a.N)
		case quickNs > 0:
			quick += float64(a.N) * quickNs
		default:
			quick += float64(a.N) * float64(a.Ns)
		}
	}
	if slow == 0 {
		return 0
	}
	return max(0, float64(sumNs)-quick-slow*float64(res.TypicalNs))
}

// rough says why the time slow requests held the users is known only
// roughly: a closed log of percentiles alone, none of whose intervals is
// both quiet and summed to give a quick request's latency exactly, so
// that it is as the bands spread it, and a band between two percentiles
// holds its requests anywhere in it. "" where that does not hold.
func rough(res *Result, ivs []interval, quickNs float64) string {
	if quickNs > 0 || res.Arrivals == Open {
		return ""
	}
	for _, iv := range ivs {
		if iv.LatFloor != nil {
			return "the log gives percentiles alone, and no interval both quiet (its slow requests a small share of its time) and with its latencies' sum (an average): " +
				"a quick request's latency is known only as the percentiles' bands spread it, and with it the time the slow requests held the users, " +
				"so the requests never sent are a rough guess and the estimate is not stated"
		}
	}
	return ""
}

// quickMean is a quick request's mean latency: that of the intervals
// that state their latencies' sum and are quiet, pooled; 0 where none
// is. Quiet is an interval whose slow requests, as its latencies give
// them (at the bands' lower values, where percentiles give them), took
// a tenth of the log's share of its sum in slow requests, or less, and
// 1 % at most: a tool's own jitter (Locust's Python) puts a request or
// two above the slow latency in every interval of thousands, and moves
// the mean by no more than that; and the quick mean is then off by a
// tenth of the time slow requests took, at most. Percentiles spread
// over bands give a quick request's latency only roughly, a tool's
// rounding more roughly still (Locust keeps whole ms below 100 ms); a
// sum is exact. It marks the intervals it takes quiet.
func quickMean(ivs []interval, slowNs int64) float64 {
	var slowTime, all float64
	for i := range ivs {
		if iv := &ivs[i]; iv.Summed {
			slowTime += float64(iv.floor.Excess(slowNs, 0))
			all += float64(iv.SumNs)
		}
	}
	if all == 0 {
		return 0
	}
	share := min(maxQuietShare, slowTime/all/10)
	var sum, n float64
	for i := range ivs {
		if iv := &ivs[i]; iv.Summed && iv.Count > 0 && float64(iv.floor.Excess(slowNs, 0)) <= share*float64(iv.SumNs) {
			iv.quiet = true
			sum += float64(iv.SumNs)
			n += float64(iv.Count)
		}
	}
	if n == 0 {
		return 0
	}
	return sum / n
}

// maxQuietShare is the most of its sum a quiet interval's slow requests
// may take (quickMean).
const maxQuietShare = 0.01
