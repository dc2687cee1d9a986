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
	case step == 0 && f0 > 0:
		return 0, length
	case step == 0:
		return 0, 0
	case step > 0:
		lo = 0
		if f0 <= 0 {
			lo = -f0/step + 1 // the first j with j·step > −f0
		}
		return min(lo, length), length
	}
	hi = 0
	if f0 > 0 {
		hi = (f0 - step - 1) / -step // ⌈f0/−step⌉: the first j with f0 + j·step ≤ 0
	}
	return 0, min(hi, length)
}

// atLeast returns the range [from, to) of j in [0, count) where
// first + j·step ≥ x, found by division, not by walking: step is not 0.
func atLeast(first, step, count, x int64) (from, to int64) {
	if step > 0 {
		if first >= x {
			return 0, count
		}
		return min((x-first+step-1)/step, count), count // ⌈(x − first)/step⌉
	}
	if first < x {
		return 0, 0
	}
	return 0, min((first-x)/-step+1, count)
}

// correctionAdds returns the samples the correction adds to the closed
// pieces at expected interval E.
func correctionAdds(closed []piece, E int64) Multiset {
	var adds Multiset
	for _, c := range closed {
		if c.stepNs == 0 {
			if K := c.firstNs/E - 1; K >= 1 {
				adds = append(adds, Progression{FirstNs: c.firstNs - E, StepNs: -E, Count: K, Times: c.count, StallsBefore: c.stallsBefore})
			}
			continue
		}
		from, to := atLeast(c.firstNs, c.stepNs, c.count, 2*E)
		for j := from; j < to; j++ {
			v := c.firstNs + j*c.stepNs
			adds = append(adds, Progression{FirstNs: v - E, StepNs: -E, Count: v/E - 1, StallsBefore: c.stallsBefore})
		}
	}
	return adds
}

// expectedRecordings returns the three recordings of sc, the correction's
// additions and the loops' results, from the constants alone. sc must be
// valid.
func expectedRecordings(sc Scenario) ([len(Sets)]Multiset, Multiset, Loop) {
	var open []piece
	loop, _, err := timeline(sc, MaxStalls, func(p piece) { open = append(open, p) })
	if err != nil {
		panic("sim: Expected of an invalid scenario: " + err.Error())
	}
	N, I := int64(sc.Connections), int64(sc.Interval)
	closedP := closedPieces(open, N, I)
	adds := correctionAdds(closedP, N*I)
	var sets [len(Sets)]Multiset
	for _, p := range open {
		sets[Open] = append(sets[Open], p.progression())
	}
	for _, p := range closedP {
		sets[Closed] = append(sets[Closed], p.progression())
	}
	sets[Corrected] = append(sets[Closed][:len(sets[Closed]):len(sets[Closed])], adds...)
	return sets, adds, loop
}

// Expected returns every checked figure of sc from the closed form.
// sc must be valid.
func Expected(sc Scenario) Figures {
	sets, adds, loop := expectedRecordings(sc)
	return figures(sets, adds, [2]Loop{Closed: loop, Open: loop}, int64(sc.Service))
}
