package sim

// This file derives every figure of a run from the scenario's constants
// alone, as the arithmetic sequences of latencies each stall leaves behind.
// It never runs the client loops.
//
// Notation (all integer nanoseconds): S service, I interval, D stall,
// P period, F first stall, n = ⌈T/I⌉ requests, request i due at i·I, and
// g = I − S > 0, the server's spare time per interval.
//
// Between stalls. With no backlog, request i starts when due and completes
// at i·I + S < (i+1)·I, so the server is idle before the next one is due and
// both clients record S.
//
// One stall, beginning at s = F + kP. Validate guarantees (W ≤ P below) that
// the previous stall's backlog has drained by s, so the server is as if no
// stall had happened. Write s = m·I + r with 0 ≤ r < I.
//
//	(A) r < S: request m is in service at s (or is due at s exactly). It is
//	    extended by D: it completes at c = m·I + S + D, and its latency, the
//	    same for both clients (it was sent when due), is L = S + D.
//	(B) r ≥ S and (m+1)·I < s + D: the server is idle at s, and request
//	    a = m+1 falls due during the stall and waits for its end: it completes
//	    at c = s + D + S, with L = c − a·I = D + S − (I − r).
//	(C) otherwise the stall lies in idle time (D ≤ I − r) or after the last
//	    request, and no latency changes.
//
// In (A) let a = m. Request a+j, j ≥ 1, then starts at c + (j−1)·S (back to
// back) as long as that is later than its due time (a+j)·I, that is while
// L − I − (j−1)·g > 0. So J = ⌈(L−I)/g⌉ requests (0 if L ≤ I) are delayed
// behind a, and the stall leaves h = J+1 samples in each recording, cut to
// n − a if the schedule ends first:
//
//	open loop:   L, L−g, L−2g, …, L−(h−1)·g   (completion − due; all > S)
//	closed loop: L, then S for the other h−1  (each delayed request is sent
//	                                           when the previous reply lands)
//	corrected:   L adds L−I, L−2I, …, L−K·I with K = ⌊L/I⌋−1 (none if L < 2I),
//	             and the closed loop's S < I adds nothing.
//
// Everything else records S. The last delayed request completes at
// c + J·S ≤ s + D + (J+1)·S = s + W when J is at its largest, which is why
// W ≤ P lets each stall be treated alone.
//
// Counts and times. The last completion is (n−1)·I + S unless a stall's h
// samples reach request n−1, when it is c + (h−1)·S. Both loops apply every
// stall that begins before a request's completion, so both count the stalls
// that begin before the last completion: #{k ≥ 0 : F + kP < end}
// = ⌊(end − 1 − F)/P⌋ + 1 if F < end, else 0.
//
// Percentiles, the max, the slow count and the sums then follow from the
// multiset of those sequences (Multiset.Summary): the value at rank k is the
// smallest x with at least k terms ≤ x, and the sum of a sequence is
// h·L − g·h(h−1)/2.

// expectedRecordings returns the three recordings of sc, the correction's
// additions and the two loops' results, from the constants alone. sc must be
// valid.
func expectedRecordings(sc Scenario) ([len(Sets)]Multiset, Multiset, Loop) {
	S, I, D, P, F := int64(sc.Service), int64(sc.Interval), int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall)
	g := I - S
	n := sc.Requests()
	endNs := (n-1)*I + S

	var closedSlow, openSlow, adds Multiset
	var delayed int64 // Σh: open-loop samples that are not S
	for s := F; s/I < n; s += P {
		m, r := s/I, s%I
		var a, L int64
		switch {
		case r < S: // (A)
			a, L = m, S+D
		case m+1 < n && (m+1)*I < s+D: // (B)
			a, L = m+1, D+S-(I-r)
		default: // (C)
			continue
		}
		var J int64
		if L > I {
			J = (L - I + g - 1) / g
		}
		h := min(J+1, n-a)
		delayed += h
		k := (s-F)/P + 1 // this stall's attribution: its requests complete after it began, by s + W ≤ s + P
		openSlow = append(openSlow, Progression{FirstNs: L, StepNs: -g, Count: h, StallsBefore: k})
		closedSlow = append(closedSlow, Progression{FirstNs: L, Count: 1, StallsBefore: k})
		if K := L/I - 1; K >= 1 {
			adds = append(adds, Progression{FirstNs: L - I, StepNs: -I, Count: K, StallsBefore: k})
		}
		if a+h == n {
			endNs = a*I + L + (h-1)*S
		}
	}

	var stalls int64
	if F < endNs {
		stalls = (endNs-1-F)/P + 1
	}

	closed := append(Multiset{{FirstNs: S, Count: n - int64(len(closedSlow))}}, closedSlow...)
	open := append(Multiset{{FirstNs: S, Count: n - delayed}}, openSlow...)
	corrected := append(closed[:len(closed):len(closed)], adds...)
	return [...]Multiset{Closed: closed, Open: open, Corrected: corrected}, adds, Loop{Stalls: stalls, EndNs: endNs}
}

// Expected returns every checked figure of sc from the closed form.
// sc must be valid.
func Expected(sc Scenario) Figures {
	sets, adds, loop := expectedRecordings(sc)
	return figures(sets, adds, [2]Loop{Closed: loop, Open: loop}, int64(sc.Service))
}
