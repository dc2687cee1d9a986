package results

import "slices"

// A Level names a percentile, or the max.
type Level string

// The levels the report states.
const (
	P50  Level = "p50"
	P90  Level = "p90"
	P99  Level = "p99"
	P999 Level = "p99.9"
	Max  Level = "max"
)

// Percentiles are the percentiles a simulation's raw file reports, in
// order; its configuration line percentiles: names them.
var Percentiles = []Level{P50, P90, P99, P999}

// A Rule names a rank rule.
type Rule string

// The rank rules.
const (
	HalfUp Rule = "half-up"
	Ceil   Rule = "ceil"
)

// Rules are both rank rules, in the order the run lines give them.
var Rules = []Rule{HalfUp, Ceil}

// The names of the simulation's recordings and of its client loops.
const (
	Closed    = "closed"
	Open      = "open"
	Corrected = "corrected"
)

// The names of the other generator designs' recordings.
const (
	Plan    = "plan"    // the closed loop's requests timed from the plan
	Skip    = "skip"    // paced, dropping the slots it missed
	Unpaced = "unpaced" // no plan: each connection sends when its reply lands
	Wrk     = "wrk"     // unpaced, through wrk's stats_correct
)

// Recordings are the simulation's seed recordings in report order;
// DesignNames the other designs' that a file may hold; Timelines the
// recordings that walk a server timeline of their own; and Clients the
// two client loops that are timed.
var (
	Recordings  = []string{Closed, Open, Corrected}
	DesignNames = []string{Plan, Skip, Unpaced, Wrk}
	Timelines   = []string{Closed, Open, Skip, Unpaced}
	Clients     = []string{Closed, Open}
)

// A Range is the least and the most of a count over the stalls met.
type Range struct{ Min, Max int64 }

// A Recording is what a raw file states about one recording, exactly.
type Recording struct {
	Name    string
	Samples int64
	// AtNs are the percentiles by level under each rank rule: AtNs[HalfUp][P99].
	AtNs  map[Rule]map[Level]int64
	MaxNs int64
	// Slow is the samples above the slow threshold, and Delayed those
	// above the service time; DelayedPerStall is Delayed stall by stall.
	Slow, Delayed   int64
	SlowSharePct    Decimal // Slow over Samples, in %, as the file writes it: Share
	DelayedPerStall Range
	SumNs           int64
}

// At returns the half-up percentile at level, or the max for Max, and
// whether the recording has it.
func (r *Recording) At(level Level) (int64, bool) {
	if level == Max {
		return r.MaxNs, true
	}
	v, ok := r.AtNs[HalfUp][level]
	return v, ok
}

// key is the RESULT key of one of a recording's figures.
func (r *Recording) key(field string) string { return r.Name + "." + field }

// levelKey is the RESULT key of a percentile under a rule: the half-up
// rule's is closed.p99, the ceil rule's closed.ceil.p99.
func levelKey(name string, rule Rule, l Level) string {
	if rule == HalfUp {
		return name + "." + string(l)
	}
	return name + "." + string(rule) + "." + string(l)
}

// slowKey is the share above the slow threshold, written above_1ms.
const slowKey = "above_1ms"

// fields is r's table at levels: each level under the half-up rule, the
// max, each level under the ceil rule, and its counts and sum.
func (r *Recording) fields(levels []Level) []field {
	if r.AtNs == nil {
		r.AtNs = map[Rule]map[Level]int64{HalfUp: {}, Ceil: {}}
	}
	at := func(rule Rule) field {
		return field{func(rl *resultList, _ func(string) string) {
			for _, p := range levels {
				rl.micros(levelKey(r.Name, rule, p), r.AtNs[rule][p])
			}
		}, func(rd *reader, _ func(string) string) {
			for _, p := range levels {
				r.AtNs[rule][p] = rd.micros(levelKey(r.Name, rule, p))
			}
		}}
	}
	per := field{func(rl *resultList, k func(string) string) { rl.rangeOf(k("delayed_per_stall"), r.DelayedPerStall) },
		func(rd *reader, k func(string) string) { r.DelayedPerStall = rd.rangeOf(k("delayed_per_stall")) }}
	return []field{at(HalfUp), microsField(string(Max), &r.MaxNs), at(Ceil), countField("n", "samples", &r.Samples),
		decimalField(slowKey, "%", &r.SlowSharePct), countField(slowKey+".count", "samples", &r.Slow),
		countField("delayed.count", "samples", &r.Delayed), per, countField("sum", "ns", &r.SumNs)}
}

func (r *Recording) encode(l *resultList, levels []Level) { encodeFields(l, r.key, r.fields(levels)) }

func (rd *reader) recording(name string, levels []Level) Recording {
	r := Recording{Name: name}
	decodeFields(rd, r.key, r.fields(levels))
	return r
}

// byName returns the recording called name.
func byName(recs []Recording, name string) (*Recording, bool) {
	i := slices.IndexFunc(recs, func(r Recording) bool { return r.Name == name })
	if i < 0 {
		return nil, false
	}
	return &recs[i], true
}
