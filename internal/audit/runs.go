package audit

import (
	"fmt"
	"slices"
)

// fastestQuietSpan is the least span of windowSends+1 consecutive sends
// of reqs, sorted by send, each answered within its type's slow threshold: the fastest the
// tool sent while nothing was slow, in windows as long as those a plan
// is inferred from. ok is false for a log that holds no such window.
//
// A window of the run's clock (a second) is no measure of it: a slow
// moment that recurs within every window (a 200 ms stall each second)
// holds back every window's sends alike, so that a closed loop sends at
// most 80 % of its plan in any second of any run, however long.
func fastestQuietSpan(reqs []Request, slow slowness) (spanNs int64, ok bool) {
	spans := quietSpans(reqs, slow, windowSends, 0)
	if len(spans) == 0 {
		return 0, false
	}
	return slices.Min(spans), true
}

// longestSilence is the longest time between two sends of reqs, sorted
// by send, and when it began.
func longestSilence(reqs []Request) (fromNs, lengthNs int64) {
	for i := 1; i < len(reqs); i++ {
		if g := reqs[i].SendNs - reqs[i-1].SendNs; g > lengthNs {
			fromNs, lengthNs = reqs[i-1].SendNs, g
		}
	}
	return fromNs, lengthNs
}

// spanOf is a run's span: from its first send to its last reply.
func spanOf(reqs []Request) int64 {
	last := reqs[0].ReplyNs()
	for _, r := range reqs {
		last = max(last, r.ReplyNs())
	}
	return last - reqs[0].SendNs
}

// errImpossible marks a run whose figures cannot be: refused, its reason
// stated, rather than audited.
type errImpossible struct{ reason string }

func (e errImpossible) Error() string { return e.reason }

// check refuses a run's audit whose figures cannot be: a plan finer than
// the log's clock, or faster than the tool ever sent while nothing was
// slow (fastestQuietSpan); a re-timing longer than the run; or more than
// twice as many slots as requests that neither the run's longest silence
// nor, for a pool of workers, the replies that held them past their
// period explain (a replay longer than the run is not stated: retime).
// It returns what explains the slots, if it must be named.
func check(res *Result, reqs []Request, given bool) (string, error) {
	p := res.Plan
	typical := res.Recorded.At(P50)
	if res.ResolutionNs >= 1e9 && res.ResolutionNs > typical {
		return "", errImpossible{fmt.Sprintf("the log's clock (%v) is coarser than its typical latency (%v): a plan and a re-timing would rest on its rounding; write the log with finer times (k6: K6_CSV_TIME_FORMAT=unix_micro, or --out json)", ns(res.ResolutionNs), ns(typical))}
	}
	if !given && res.Threads == nil {
		if p.IntervalNs < res.ResolutionNs {
			return "", errImpossible{fmt.Sprintf("the plan it would infer, one request every %v, is finer than the log's clock (%v): its sends cannot show a plan; give the one meant with -interval", ns(p.IntervalNs), ns(res.ResolutionNs))}
		}
		// a window's span is read to the log's clock: it is at least its
		// span less one step of it
		if fastest, ok := fastestQuietSpan(reqs, p.Slow); ok && p.IntervalNs*windowSends < fastest-res.ResolutionNs {
			return "", errImpossible{fmt.Sprintf("the plan it would infer, one request every %v, is faster than the tool ever sent while nothing was slow (at its fastest, %d sends in a row in %v): the plan is not the tool's; give the one meant with -interval", ns(p.IntervalNs), windowSends+1, ns(fastest))}
		}
	}
	span := spanOf(reqs)
	if v := res.Bound.At(P999); v > span {
		return "", errImpossible{fmt.Sprintf("the bound re-timing's p99.9 (%v) is longer than the run itself (%v): its assumption does not hold here, and no figure is stated", ns(v), ns(span))}
	}
	if p.Slots > 2*res.Requests {
		from, length := longestSilence(reqs)
		held := heldSlots(reqs, p.PoolPeriodNs)
		if res.Threads == nil && (length/max(1, p.IntervalNs)+held)*2 < p.Slots-res.Requests && !given {
			return "", errImpossible{fmt.Sprintf("a plan of %d slots for %d requests sent, which no silence of the run explains (the longest, %v): the plan inferred is not the tool's; give the one meant with -interval", p.Slots, res.Requests, ns(length))}
		}
		if held > length/max(1, p.IntervalNs) {
			return fmt.Sprintf("%d slots for %d requests sent: replies later than its workers' period (%v) held them from %d slots", p.Slots, res.Requests, ns(p.PoolPeriodNs).Round(ns(1000)), held), nil
		}
		return fmt.Sprintf("%d slots for %d requests sent: the tool sent nothing for %v from %v into the run", p.Slots, res.Requests, ns(length).Round(ns(1000)), ns(from-reqs[0].SendNs).Round(ns(1000))), nil
	}
	return "", nil
}
