package sim

import "slices"

// This file is the slow, obvious reference the property tests compare the
// closed form and the loops with. It shares no code with either: the server
// is preemptive resume over the stall intervals (the event reference's),
// the closed loop from each connection's last reply, the correction as
// HdrHistogram writes recordValueWithExpectedInterval, and the summaries by
// sorting every sample.

// refServe is the server of the brute force: the event reference's
// preemptive resume (refCompletion), which TestCompletionNs holds to
// serving one nanosecond at a time, and which shares nothing with the
// loops' stall rule.
func refServe(t int64, sc Scenario) int64 { return refCompletion(sc, t) }

// A bfReq is one request of a brute-force run: its latency and completion.
type bfReq struct{ latencyNs, doneNs int64 }

// bfConn is one connection of a brute-force run: its next send, what the
// send stands for (a request's or a slot's index), and whether it has one.
type bfConn struct {
	sendNs, index int64
	live          bool
}

// bfRun runs connections by linear scan: at each step the earliest next
// send, ties to the lower connection, goes to a server that starts it at
// the later of the send and the previous completion. next gives a
// connection's next send from its last send, index and reply; latency a
// request's sample.
func bfRun(sc Scenario, conns []bfConn, next func(c *bfConn, replyNs int64), latency func(c bfConn, replyNs int64) int64) []bfReq {
	out := make([]bfReq, 0, sc.Requests()) // no design sends more; growing by append cost a fifth of the test
	free := int64(0)
	for {
		best := -1
		for c := range conns {
			if conns[c].live && (best < 0 || conns[c].sendNs < conns[best].sendNs) {
				best = c
			}
		}
		if best < 0 {
			return out
		}
		c := &conns[best]
		done := refServe(max(c.sendNs, free), sc)
		free = done
		reply := done + int64(sc.RTT)
		out = append(out, bfReq{latency(*c, reply), done})
		next(c, reply)
	}
}

// bfDesigns returns each request of every design of sc, by brute force
// from the definitions, indexed by the set that records it.
func bfDesigns(sc Scenario) map[Set][]bfReq {
	n, I, N, T := sc.Requests(), int64(sc.Interval), int64(sc.Connections), int64(sc.Duration)
	paced := func() []bfConn {
		conns := make([]bfConn, min(N, n))
		for c := range conns {
			conns[c] = bfConn{sendNs: int64(c) * I, index: int64(c), live: true}
		}
		return conns
	}
	out := map[Set][]bfReq{}
	closedNext := func(c *bfConn, reply int64) {
		c.index += N
		c.sendNs, c.live = max(c.index*I, reply), c.index < n
	}
	out[Closed] = bfRun(sc, paced(), closedNext, func(c bfConn, reply int64) int64 { return reply - c.sendNs })
	out[Plan] = bfRun(sc, paced(), closedNext, func(c bfConn, reply int64) int64 { return reply - c.index*I })
	out[Open] = make([]bfReq, 0, n)
	for i := range n { // each request its own connection, sent when due
		done := refServe(max(i*I, lastDone(out[Open])), sc)
		out[Open] = append(out[Open], bfReq{done + int64(sc.RTT) - i*I, done})
	}
	out[Skip] = bfRun(sc, paced(), func(c *bfConn, reply int64) {
		sent := c.sendNs
		for c.index*I <= sent { // every slot of the connection up to its send is spent
			c.index += N
		}
		c.sendNs, c.live = max(c.index*I, reply), c.index < n
	}, func(c bfConn, reply int64) int64 { return reply - c.sendNs })
	unpaced := make([]bfConn, N)
	for c := range unpaced {
		unpaced[c].live = true
	}
	out[Unpaced] = bfRun(sc, unpaced, func(c *bfConn, reply int64) {
		c.sendNs, c.live = reply, reply < T
	}, func(c bfConn, reply int64) int64 { return reply - c.sendNs })
	return out
}

func lastDone(reqs []bfReq) int64 {
	if len(reqs) == 0 {
		return 0
	}
	return reqs[len(reqs)-1].doneNs
}

// bfCorrect re-records samples as HdrHistogram's
// recordValueWithExpectedInterval does (strict false: while the missing
// value is at least E) or as wrk's stats_correct does (strict: from 2E
// on, while it is above E), and returns every sample with its
// attribution, and the additions' attributions.
func bfCorrect(reqs []bfReq, by func(int64) int64, E int64, wrk bool) (samples, attr, added []int64) {
	expand := func(v int64, emit func(missing int64)) {
		if wrk && v < 2*E || !wrk && v <= E {
			return
		}
		for missing := v - E; missing > E || !wrk && missing == E; missing -= E {
			emit(missing)
		}
	}
	n, extra := len(reqs), 0 // sized first: growing the slices cost more than the rule
	for _, r := range reqs {
		if v := r.latencyNs; v > E { // at most (v − 1)/E samples added: a capacity, so no rule of the check's
			extra += int((v - 1) / E)
		}
	}
	samples, attr, added = make([]int64, 0, n+extra), make([]int64, 0, n+extra), make([]int64, 0, extra)
	for _, r := range reqs {
		v, k := r.latencyNs, by(r.doneNs)
		samples, attr = append(samples, v), append(attr, k)
		expand(v, func(missing int64) {
			samples, attr, added = append(samples, missing), append(attr, k), append(added, k)
		})
	}
	return samples, attr, added
}

// refFigures computes every checked figure of sc by brute force.
func refFigures(sc Scenario) Figures {
	D, P, F := int64(sc.Stall), int64(sc.Period), int64(sc.FirstStall)
	before := func(t int64) int64 { // stalls that began before t
		if D == 0 || t <= F {
			return 0
		}
		return (t-1-F)/P + 1
	}
	reqs := bfDesigns(sc)
	f := Figures{Held: sc.AllHeld()}
	for _, s := range Timelines {
		end := reqs[s][len(reqs[s])-1].doneNs
		f.Loops[s] = Loop{Stalls: before(end), EndNs: end}
	}
	quiet := int64(sc.Service + sc.RTT)
	summarize := func(s Set, samples, attr []int64) {
		f.Loops[s] = f.Loops[s.Timeline()]
		f.Sets[s] = refSummary(samples, attr, quiet, f.Loops[s].Stalls)
	}
	for _, s := range []Set{Closed, Open, Plan, Skip, Unpaced} {
		samples, attr, _ := bfCorrect(reqs[s], before, 1<<62, true)
		if s != Plan || sc.RTT > 0 {
			summarize(s, samples, attr)
		}
	}
	samples, attr, added := bfCorrect(reqs[Closed], before, sc.ExpectedNs(), false)
	summarize(Corrected, samples, attr)
	f.AddedPerStall = refRange(added, f.Loops[Closed].Stalls, func(int64) bool { return true }, nil)
	f.WrkIntervalNs = int64(sc.Duration) / (int64(len(reqs[Unpaced])) / int64(sc.Connections))
	samples, attr, added = bfCorrect(reqs[Unpaced], before, f.WrkIntervalNs, true)
	summarize(Wrk, samples, attr)
	f.WrkAddedPerStall = refRange(added, f.Loops[Unpaced].Stalls, func(int64) bool { return true }, nil)
	return f
}

// refRecordings returns each request's closed and open latency and
// completion at L = 0, for the tests that walk one timeline.
func refRecordings(sc Scenario) (closed, open, done []int64) {
	sc.RTT = 0
	reqs := bfDesigns(sc)
	for i := range reqs[Open] {
		closed, open, done = append(closed, reqs[Closed][i].latencyNs), append(open, reqs[Open][i].latencyNs), append(done, reqs[Open][i].doneNs)
	}
	return closed, open, done
}

// refSummary summarizes samples, each attributed to by[i] stalls, by
// sorting them in place (after counting each stall's, which needs them in
// their order): a clone of up to 4·10^7 samples cost a fifth of the test.
func refSummary(samples, by []int64, serviceNs, stalls int64) Summary {
	delayed := refRange(by, stalls, func(v int64) bool { return v > serviceNs }, samples)
	sorted := samples
	slices.Sort(sorted)
	n := int64(len(sorted))
	s := Summary{Count: n, MaxNs: sorted[n-1], DelayedPerStall: delayed}
	for i, p := range Percentiles {
		s.AtNs[HalfUp][i] = sorted[min(max((int64(p)*n+50_000)/100_000, 1), n)-1]
		s.AtNs[Ceil][i] = sorted[min(max((int64(p)*n+99_999)/100_000, 1), n)-1]
	}
	for _, v := range sorted {
		s.SumNs += v
		if v > SlowNs {
			s.SlowN++
		}
		if v > serviceNs {
			s.DelayedN++
		}
	}
	return s
}

// refRange counts, for stalls 1…stalls, the attributed samples that keep
// accepts (every attribution in by if values is nil), and returns the least
// and the most.
func refRange(by []int64, stalls int64, keep func(int64) bool, values []int64) Range {
	if stalls == 0 {
		return Range{}
	}
	counts := make([]int64, stalls+1)
	for i, k := range by {
		if values == nil || keep(values[i]) {
			counts[k]++
		}
	}
	return Range{Min: slices.Min(counts[1:]), Max: slices.Max(counts[1:])}
}
