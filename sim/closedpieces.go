package sim

// The closed loop with N connections, from the open latencies alone.
//
// Connection i mod N sends request i at send_i = max(d_i, done_{i−N}), so
// it records c_i = done_i − send_i = min(o_i, done_i − done_{i−N}). Since
// done_i = d_i + o_i and d_i − d_{i−N} = N·I,
//
//	done_i − done_{i−N} = N·I + o_i − o_{i−N},   so
//	c_i = o_i − max(0, o_{i−N} − N·I)            for i ≥ N, and c_i = o_i below N.
//
// The send waits exactly as long as request i−N's reply came after request
// i was due. With one connection a request served back to back records
// o_i − (o_{i−1} − I) = S, and one that found the server idle records
// o_i = S: only a stall's own request records more, as in the seed.
//
// o is piecewise arithmetic, so c is too: over a stretch where both o_i and
// o_{i−N} follow one piece each, o_{i−N} − N·I is linear in i and changes
// sign at most once, so the stretch splits into at most two pieces. There
// are at most two stretches per piece of o, so this costs O(pieces).
//
// The correction re-records each connection's samples with the interval
// that connection expects, E = N·I: a sample v ≥ 2E adds v − E, v − 2E, …,
// down to the last that is at least E, which is K = ⌊v/E⌋ − 1 samples.
// A constant piece of m samples adds one progression m times over; a
// sloping piece adds one progression per sample that reaches 2E.

// closedPieces returns the closed loop's latencies with N connections, in
// request order, from the open loop's.
func closedPieces(open []piece, N, I int64) []piece {
	var out []piece
	add := func(p piece) {
		if p.count > 0 {
			out = append(out, p)
		}
	}
	q := 0 // the open piece that holds request i − N
	for _, p := range open {
		for i := p.first; i < p.end(); {
			if i < N {
				end := min(p.end(), N)
				add(piece{first: i, count: end - i, firstNs: p.at(i), stepNs: p.stepNs, stallsBefore: p.stallsBefore})
				i = end
				continue
			}
			for open[q].end() <= i-N {
				q++
			}
			u := open[q]
			end := min(p.end(), u.end()+N)
			// over j = 0 … end−i−1: o = p.at(i) + j·p.step, f = o_{i−N} − N·I = f0 + j·u.step
			f0 := u.at(i-N) - N*I
			lo, hi := positive(f0, u.stepNs, end-i)
			for _, r := range [][3]int64{{0, lo, 0}, {lo, hi, 1}, {hi, end - i, 0}} {
				from, to, minus := r[0], r[1], r[2]
				add(piece{first: i + from, count: to - from,
					firstNs: p.at(i+from) - minus*(f0+from*u.stepNs),
					stepNs:  p.stepNs - minus*u.stepNs, stallsBefore: p.stallsBefore})
			}
			i = end
		}
	}
	return out
}

// positive returns the range [lo, hi) of j in [0, length) where
// f0 + j·step > 0; it is a range because the sequence is monotone.
func positive(f0, step, length int64) (lo, hi int64) {
	switch {
	case step > 0:
		if f0 <= 0 {
			lo = -f0/step + 1 // the first j with j·step > −f0
		}
		return min(lo, length), length
	case step < 0:
		// ⌈f0/−step⌉, the first j with f0 + j·step ≤ 0; for f0 ≤ 0 the
		// quotient truncates to 0 or below, and none is positive.
		return 0, min(max(0, (f0-step-1)/-step), length)
	case f0 > 0:
		return 0, length
	}
	return 0, 0
}

// atLeast returns the range [from, to) of j in [0, count) where
// first + j·step ≥ x: in integers, where (first − x + 1) + j·step > 0.
func atLeast(first, step, count, x int64) (from, to int64) {
	return positive(first-x+1, step, count)
}

// expectedRecordings returns every recording of sc, the corrections'
// additions and the timelines' loops, from the constants alone: the open
// loop always, and the closed loop at L = 0, by the closed form; the rest
// by the event reference (CheckedBy says which). sc must be valid.
func expectedRecordings(sc Scenario, held Held) (*recordings, [len(Sets)]Loop) {
	var open []piece
	loop, _, err := timeline(sc, MaxStalls, func(p piece) { open = append(open, p) })
	if err != nil {
		panic("sim: Expected of an invalid scenario: " + err.Error())
	}
	rs := &recordings{}
	var loops [len(Sets)]Loop
	loops[Open], loops[Closed] = loop, loop
	L, I := int64(sc.RTT), int64(sc.Interval)
	for _, p := range open {
		pr := p.progression()
		pr.FirstNs += L // reply − due = done + L − due
		rs.sets[Open] = append(rs.sets[Open], pr)
	}
	switch {
	case L == 0:
		for _, p := range closedPieces(open, int64(sc.Connections), I) {
			rs.sets[Closed] = append(rs.sets[Closed], p.progression())
		}
	case sc.Connections == 1:
		var plan []piece
		if loops[Closed], _, err = oneConnection(sc, I, sc.Requests(), MaxStalls, func(p piece) { plan = append(plan, p) }); err != nil {
			panic("sim: Expected of an invalid scenario: " + err.Error())
		}
		rs.sets[Plan], rs.sets[Closed] = progressions(plan), progressions(closedPieces(plan, 1, I))
	}
	if sc.Connections == 1 && held.Has(Unpaced) {
		var unpaced []piece
		loops[Unpaced], unpaced = unpacedOne(sc)
		rs.sets[Unpaced] = progressions(closedPieces(unpaced, 1, 0))
	}
	referenceRecordings(sc, rs, &loops, held)
	rs.correct(sc, held)
	return rs, loops
}

// Expected returns every checked figure of a full run of sc from the
// closed form and the event reference. sc must be valid.
func Expected(sc Scenario) Figures {
	rs, loops := expectedRecordings(sc, sc.AllHeld())
	return figures(sc, rs, loops, sc.AllHeld())
}

// ExpectedSeed returns the checked figures of sc's seed recordings alone,
// as RunSeed makes them. sc must be valid.
func ExpectedSeed(sc Scenario) Figures {
	rs, loops := expectedRecordings(sc, SeedHeld)
	return figures(sc, rs, loops, SeedHeld)
}

func progressions(pieces []piece) Multiset {
	m := make(Multiset, len(pieces))
	for i, p := range pieces {
		m[i] = p.progression()
	}
	return m
}

// unpacedOne returns the unpaced design's timeline with one connection,
// and its reply times, piece by piece. It is the one-connection client
// of a schedule that has every request due at 0 (interval 0), which
// therefore leaves on the last reply, for as long as that reply comes
// before T: request 0 leaves at 0 and request j ≥ 1 at r_{j−1}, so the
// requests sent are 1 + #{i : r_i < T}, counted on a walk over
// UnpacedBound of them (replies only grow) and walked again to that many.
// Each records r_j − r_{j−1}, closedPieces at N = 1, I = 0.
func unpacedOne(sc Scenario) (Loop, []piece) {
	T := int64(sc.Duration)
	sent := int64(1)
	if _, _, err := oneConnection(sc, 0, sc.UnpacedBound(), MaxStalls, func(p piece) {
		switch {
		case p.firstNs >= T:
		case p.stepNs == 0:
			sent += p.count
		default: // replies grow: the terms below T
			sent += min(p.count, (T-1-p.firstNs)/p.stepNs+1)
		}
	}); err != nil {
		panic("sim: Expected of an invalid scenario: " + err.Error())
	}
	var replies []piece
	loop, _, err := oneConnection(sc, 0, min(sent, sc.UnpacedBound()), MaxStalls, func(p piece) { replies = append(replies, p) })
	if err != nil {
		panic("sim: Expected of an invalid scenario: " + err.Error())
	}
	return loop, replies
}
