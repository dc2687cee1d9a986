package sim

import (
	"fmt"
	"sort"
)

// A Set names one of the recordings of a run.
type Set int

const (
	Closed    Set = iota // the closed-loop client's samples: reply − send
	Open                 // the open-loop client's samples: reply − due
	Corrected            // Closed re-recorded with the expected interval E
	Plan                 // Closed's requests timed from the plan: reply − due
	Skip                 // the paced generator that drops missed slots
	Unpaced              // the generator with no plan
	Wrk                  // Unpaced re-recorded as wrk's stats_correct does
)

// Sets lists the recordings in report order.
var Sets = [...]Set{Closed, Open, Corrected, Plan, Skip, Unpaced, Wrk}

// Timelines are the sets that walk a server timeline of their own; every
// other set re-times one of theirs (Timeline).
var Timelines = [...]Set{Closed, Open, Skip, Unpaced}

func (s Set) String() string {
	switch s {
	case Closed:
		return "closed"
	case Open:
		return "open"
	case Corrected:
		return "corrected"
	case Plan:
		return "plan"
	case Skip:
		return "skip"
	case Unpaced:
		return "unpaced"
	case Wrk:
		return "wrk"
	}
	return fmt.Sprintf("Set(%d)", int(s))
}

// Timeline returns the set whose server timeline s records: Closed for
// Corrected and Plan, Unpaced for Wrk, and s itself for the others.
func (s Set) Timeline() Set {
	switch s {
	case Corrected, Plan:
		return Closed
	case Wrk:
		return Unpaced
	}
	return s
}

// Seed are the seed's three recordings: what the sweeps run.
var Seed = [...]Set{Closed, Open, Corrected}

// A Held is a set of Sets: the recordings a run holds.
type Held uint8

// Has reports whether h holds s.
func (h Held) Has(s Set) bool { return h&(1<<s) != 0 }

// Of returns the sets h holds, in report order.
func (h Held) Of() []Set {
	var out []Set
	for _, s := range Sets {
		if h.Has(s) {
			out = append(out, s)
		}
	}
	return out
}

// HeldOf returns the Held of sets.
func HeldOf(sets ...Set) Held {
	var h Held
	for _, s := range sets {
		h |= 1 << s
	}
	return h
}

// SeedHeld holds the seed's three recordings.
var SeedHeld = HeldOf(Seed[:]...)

// AllHeld returns what a full run of sc holds: every set but Plan, which at
// L = 0 equals Open sample for sample (the closed loop's server timeline
// is the open loop's, see runDone) and is recorded only when L > 0.
func (sc Scenario) AllHeld() Held {
	h := HeldOf(Sets[:]...)
	if sc.RTT == 0 {
		h &^= HeldOf(Plan)
	}
	return h
}

// Recorded returns the sets a full run of sc records, in report order.
func (sc Scenario) Recorded() []Set { return sc.AllHeld().Of() }

// SharedTimeline reports whether the closed and the open loop walk one
// server timeline: exactly when L = 0.
func (sc Scenario) SharedTimeline() bool { return sc.RTT == 0 }

// compress returns samples as a Multiset of maximal arithmetic runs,
// greedily from the left, each with the attribution stallsBefore. It is
// lossless: the runs, expanded in order, are samples.
func compress(samplesNs []int64, stallsBefore int64) Multiset {
	var m Multiset
	for rest := samplesNs; len(rest) > 0; {
		p := Progression{FirstNs: rest[0], Count: 1, StallsBefore: stallsBefore}
		if len(rest) > 1 {
			p.StepNs = rest[1] - rest[0]
			nextNs := rest[0]
			for _, v := range rest[1:] {
				if nextNs += p.StepNs; v != nextNs {
					break
				}
				p.Count++
			}
		}
		m = append(m, p)
		rest = rest[p.Count:]
	}
	return m
}

// compressByStall compresses one recording of a timeline whose sample i
// belongs to a request that completes at doneAt(i), attributing each sample
// to the last stall that began before its request completed. Completions
// increase with i, since every loop stores them in the order the server
// serves, so the requests of one attribution are a contiguous block, found
// by bisection.
func compressByStall(samplesNs []int64, doneAt func(i int) int64, sc Scenario) Multiset {
	P := int64(sc.Period)
	var m Multiset
	stallNs := sc.server().firstStallNs // out of reach when there are no stalls
	start := 0
	for k := int64(0); start < len(samplesNs); k++ {
		// Requests start up to end complete after stalls 0…k−1 began and
		// no later than stall k begins.
		end := start + sort.Search(len(samplesNs)-start, func(j int) bool {
			return doneAt(start+j) > stallNs
		})
		m = append(m, compress(samplesNs[start:end], k)...)
		start = end
		stallNs += P
	}
	return m
}

// shift returns m with every sample raised by byNs.
func (m Multiset) shift(byNs int64) Multiset {
	if byNs == 0 {
		return m
	}
	out := make(Multiset, len(m))
	for i, p := range m {
		p.FirstNs += byNs
		out[i] = p
	}
	return out
}

// CorrectedAdds returns the samples HdrHistogram's
// recordValueWithExpectedInterval(v, intervalNs) adds for each sample v of m
// beyond v itself: v−I, v−2I, … while they are at least I, which is
// K = ⌊v/I⌋−1 of them for v ≥ 2I and none below. A constant progression
// adds one progression as many times over; a sloping one adds one per term
// that reaches 2I, found by division.
func CorrectedAdds(m Multiset, intervalNs int64) Multiset {
	return addsOf(m, intervalNs, func(v int64) int64 { return v/intervalNs - 1 })
}

// addsOf returns what a correction at E adds for each sample v ≥ 2E of m:
// the K(v) values v−E, v−2E, …, if K(v) ≥ 1. A constant progression adds
// one progression as many times over as it has samples; a sloping one
// adds one per term that reaches 2E, found by division.
func addsOf(m Multiset, intervalNs int64, K func(v int64) int64) Multiset {
	var adds Multiset
	add := func(v, times, stallsBefore int64) {
		if k := K(v); k >= 1 {
			adds = append(adds, Progression{FirstNs: v - intervalNs, StepNs: -intervalNs, Count: k, Times: times, StallsBefore: stallsBefore})
		}
	}
	for _, p := range m {
		if p.StepNs == 0 {
			add(p.FirstNs, p.samples(), p.StallsBefore)
			continue
		}
		from, to := atLeast(p.FirstNs, p.StepNs, p.Count, 2*intervalNs)
		for j := from; j < to; j++ {
			add(p.FirstNs+j*p.StepNs, p.Times, p.StallsBefore)
		}
	}
	return adds
}

// Figures are every checked figure of one run, or of the closed form.
type Figures struct {
	Held Held // the sets these figures hold
	// Loops are each timeline's (Timelines); a set that re-times another's
	// holds that one's.
	Loops [len(Sets)]Loop
	Sets  [len(Sets)]Summary // indexed by Set; zero for a set not recorded
	// AddedPerStall is how many samples the correction adds, stall by
	// stall, each counted for the stall its closed-loop sample is; and
	// WrkAddedPerStall the same for wrk's correction of Unpaced.
	AddedPerStall, WrkAddedPerStall Range
	// WrkIntervalNs is E_w, the interval wrk's correction used.
	WrkIntervalNs int64
}

// A recordings is every set's samples and the two corrections' additions.
type recordings struct {
	sets          [len(Sets)]Multiset
	adds, wrkAdds Multiset
	wrkNs         int64
}

// correct fills the corrected and, if held, the wrk sets from the closed
// and unpaced ones.
func (rs *recordings) correct(sc Scenario, held Held) {
	closed, unpaced := rs.sets[Closed], rs.sets[Unpaced]
	rs.adds = CorrectedAdds(closed, sc.ExpectedNs())
	rs.sets[Corrected] = append(closed[:len(closed):len(closed)], rs.adds...)
	if !held.Has(Wrk) {
		return
	}
	rs.wrkNs = sc.WrkIntervalNs(unpaced.Count())
	rs.wrkAdds = WrkAdds(unpaced, rs.wrkNs)
	rs.sets[Wrk] = append(unpaced[:len(unpaced):len(unpaced)], rs.wrkAdds...)
}

// figures summarizes the held recordings of sc, each over the stalls its
// own timeline met. The delayed counts are above S + L, the latency of a
// request that no stall touched.
func figures(sc Scenario, rs *recordings, loops [len(Sets)]Loop, held Held) Figures {
	f := Figures{Held: held, WrkIntervalNs: rs.wrkNs}
	quietNs := int64(sc.Service + sc.RTT)
	for _, s := range held.Of() {
		f.Loops[s] = loops[s.Timeline()]
		f.Sets[s] = rs.sets[s].Summary(quietNs, f.Loops[s].Stalls)
	}
	count := func(p Progression) int64 { return p.samples() }
	f.AddedPerStall = rs.adds.perStall(loops[Closed].Stalls, count)
	f.WrkAddedPerStall = rs.wrkAdds.perStall(loops[Unpaced].Stalls, count)
	return f
}
