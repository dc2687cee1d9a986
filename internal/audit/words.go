package audit

import (
	"coordinated-omission/internal/reqlog"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// HidThreshold is the least hidden factor called hiding: a lower bound's
// p99 at least 10 % above the recorded one.
const HidThreshold = 1.1

// Hidden is a re-timing's figure at level l over the recorded one, which
// is taken as at least the resolution of the log's latencies: a log
// written to the ms records a 100 µs request as 0.
func (r *Result) Hidden(f Figures, l Level) float64 {
	return float64(f.At(l)) / float64(max(1, r.LatencyResolutionNs, r.Recorded.At(l)))
}

// clockNs is the resolution of a reply's time: the coarser of its send's
// and its latency's.
func (r *Result) clockNs() int64 { return max(r.ResolutionNs, r.LatencyResolutionNs) }

// Hid reports whether the recorded p99 is below the lower bound's by at
// least HidThreshold.
func (r *Result) Hid() bool { return r.Hidden(r.Bound.Figures, P99) >= HidThreshold }

// Sig3 writes a factor with three significant digits.
func Sig3(v float64) string {
	if v >= 100 {
		return strconv.FormatFloat(math.Round(v), 'f', 0, 64)
	}
	return strconv.FormatFloat(v, 'g', 3, 64)
}

// DesignWords says how the tool sent, in the judge's words.
func (r *Result) DesignWords() string {
	s := r.Sending
	switch s.Design {
	case Open:
		return "sent on its plan, through the slow stretches"
	case Closed:
		return "waited for each reply before sending again on its connection (a closed loop), on a plan, and caught up after each slow stretch"
	case Skip:
		return fmt.Sprintf("waited for each reply (a closed loop), on a plan, and dropped %d slots it missed", s.Skipped)
	case Unpaced:
		return "waited for each reply and sent the next at once: a closed loop with no plan of its own"
	case Threads:
		return r.usersWords()
	case Held:
		return fmt.Sprintf("stopped sending for %v while it waited up to %v (a closed loop's sends stop while it waits; the log names no connection to tell more)", ns(s.LongestGapNs).Round(ns(100_000)), ns(s.LongestWaitNs).Round(ns(100_000)))
	}
	return s.Design
}

// PlanWords says what the plan was and where it came from.
func (r *Result) PlanWords() string {
	if r.Threads != nil {
		return r.threadPlanWords()
	}
	p := r.Plan
	how := fmt.Sprintf("inferred from the rate of its unhindered sends (%d in a row)", p.WindowSends)
	if r.Sending.Conns > 0 {
		how = fmt.Sprintf("inferred from the rate of each connection's unhindered sends (%d in a row), over its %s", p.WindowSends, plural(r.Sending.Conns, "connection"))
	}
	if p.Given {
		how = "given"
	}
	return fmt.Sprintf("one request every %v, %s; %d slots", ns(p.IntervalNs), how, p.Slots)
}

// Unstable reports whether the plan loads the replays' server at 90 % or
// more: their queue then grows without a bound, and their figures say
// more of the plan than of the run. A thread plan's load is its threads'
// own, which the server carried.
func (r *Result) Unstable() bool {
	if r.Threads != nil {
		return r.Threads.Saturated()
	}
	return r.Server.ServiceNs*10 >= r.Plan.IntervalNs*9
}

// threadPlanWords states a thread plan as a JMeter user sets one up.
func (r *Result) threadPlanWords() string {
	tp := r.Threads
	var b strings.Builder
	if r.Users.Arrivals == ArrivalsOpen {
		fmt.Fprintf(&b, "%s, each starting when it arrived, as recorded", plural(tp.Threads, "user"))
		if tp.Unqueued {
			fmt.Fprintf(&b, "; a server that never queued (up to %d in flight at once)", tp.Workers)
		} else {
			fmt.Fprintf(&b, "; a server of %s", plural(tp.Workers, "worker"))
		}
		fmt.Fprintf(&b, "; %d requests, each re-timed as sent", r.Plan.Slots)
		return b.String()
	}
	if r.Users.Looping || r.Users.Arrivals != ArrivalsClosed {
		b.WriteString(plural(tp.Threads, "thread"))
	} else {
		b.WriteString(plural(tp.Threads, "user") + " held")
	}
	if tp.RampNs > 0 {
		fmt.Fprintf(&b, " started over %v", roundDur(tp.RampNs))
	}
	if tp.ThinkNs <= 2*r.clockNs() {
		b.WriteString(", each sending at once after its reply")
	} else {
		fmt.Fprintf(&b, ", each sending %v after its reply (its think time)", roundDur(tp.ThinkNs))
	}
	if tp.PaceNs > 0 {
		fmt.Fprintf(&b, ", a request every %v each", roundDur(tp.PaceNs))
	}
	if tp.Types > 1 {
		fmt.Fprintf(&b, "; %d request types, each with its own least latency", tp.Types)
		if tp.Pooled > 0 {
			fmt.Fprintf(&b, " (%d with fewer than %d requests share one)", tp.Pooled, minTypeRequests)
		}
	}
	switch {
	case tp.WorkersGiven:
		fmt.Fprintf(&b, "; a server of %s, given", plural(tp.Workers, "worker"))
	case tp.Unqueued:
		fmt.Fprintf(&b, "; a server that never queued (the latency did not rise with the requests in flight; it had up to %d in flight at once), so replayed with no limit on its workers", tp.Workers)
	default:
		fmt.Fprintf(&b, "; a server of %s, inferred: the most requests it answered at once unhindered", plural(tp.Workers, "worker"))
	}
	fmt.Fprintf(&b, "; %d slots", r.Plan.Slots)
	if tp.Extra > 0 {
		fmt.Fprintf(&b, ", %d of them the requests that the time lost to pauses kept threads from sending before their last send", tp.Extra)
	}
	return b.String()
}

// roundDur rounds a duration for words: to three significant digits.
func roundDur(v int64) time.Duration {
	d := time.Duration(v)
	for unit := time.Duration(1); unit < time.Hour; unit *= 10 {
		if d < 1000*unit {
			return d.Round(unit)
		}
	}
	return d.Round(time.Second)
}

// HidWords says how much the recorded figures hid, by the lower bound.
func (r *Result) HidWords() string {
	f := r.Hidden(r.Bound.Figures, P99)
	if r.Users.Arrivals == ArrivalsOpen {
		return "its re-timings are the recording itself"
	}
	if r.SaturationTest() {
		return "no hidden factor is stated for a saturation test"
	}
	if !r.Hid() {
		if r.Sending.Design == Open {
			return "hid nothing: its p99 is " + againstBound(f)
		}
		if r.BoundFlat && r.Sending.StretchCount > 0 {
			return fmt.Sprintf("the lower bound cannot tell: it stays at the least latency seen up to p99.9 (its p99 is %s), as the requests sent after every earlier reply came back within that of their slots; %s", againstBound(f), r.replayWords())
		}
		if l, h := r.mostHidden(r.Bound.Figures); h >= HidThreshold {
			return fmt.Sprintf("hid the slow moments at p%v: its p%v at least %s× below the lower bound's (at p99, %s)", l, l, Sig3(h), againstBound(f))
		}
		return fmt.Sprintf("hid nothing at p90, p99 or p99.9 that the lower bound shows (its p99 is %s); %s", againstBound(f), r.replayWords())
	}
	return fmt.Sprintf("hid the slow moments: its p99 at least %s× below the lower bound's", Sig3(f))
}

// mostHidden is the level of p90, p99 and p99.9 at which f stands
// furthest above the recorded figures, and by how much: the first of
// them where two tie.
func (r *Result) mostHidden(f Figures) (Level, float64) {
	best, most := P90, 0.0
	for _, l := range []Level{P90, P99, P999} {
		if h := r.Hidden(f, l); h > most {
			best, most = l, h
		}
	}
	return best, most
}

// againstBound says where the recorded p99 stands against the lower
// bound's, given f, the bound's over it (below HidThreshold): "448× the
// lower bound's", or "95 % of the lower bound's, at or above the 91 % that
// hides nothing".
func againstBound(f float64) string {
	switch {
	case f == 0:
		return "above the lower bound's, which is 0"
	case f <= 1:
		return Sig3(1/f) + "× the lower bound's"
	}
	return fmt.Sprintf("%s of the lower bound's, at or above the %s that hides nothing", pct(1/f), pct(1/HidThreshold))
}

// replayWords says what the server-pause replay shows where the bound
// does not: how many times above the recorded p99 it puts the plan's, if
// at least HidThreshold; else that it shows no more, or that it is not
// stated.
func (r *Result) replayWords() string {
	if !r.ReplayServer.Stated() {
		return "and no replay is stated, as its assumption does not hold"
	}
	if l, h := r.mostHidden(r.ReplayServer.Figures); h >= HidThreshold {
		return fmt.Sprintf("if the slowness was the server's, its p%v hid %s× (the server-pause replay's)", l, Sig3(h))
	}
	return "nor does the server-pause replay at any of them"
}

// plural writes n things, "1 connection", "10 connections".
func plural(n int64, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

func pct(v float64) string { return strconv.FormatFloat(math.Round(v*100), 'f', 0, 64) + " %" }

// Line is the audit's one line: the design, the plan, and how much its
// figures hid.
func (r *Result) Line(name, format string) string {
	if r.Users.Arrivals == ArrivalsOpen {
		return fmt.Sprintf("%s (%s): %s; %s", name, format, r.DesignWords(), r.HidWords())
	}
	line := fmt.Sprintf("%s (%s): %s; plan: %s; %s", name, format, r.DesignWords(), r.PlanWords(), r.HidWords())
	if r.SaturationTest() {
		return line
	}
	if r.Threads != nil && r.Unstable() && r.Threads.BusyPct > 100 {
		line += fmt.Sprintf("; the threads' unhindered pace needs more work than the server's %s could do: the server had more, or queued, and no replay is stated", plural(r.Threads.Workers, "worker"))
	} else if r.Threads != nil && r.Unstable() {
		line += fmt.Sprintf("; the threads kept the server's %s busy %s of the time it worked: an open schedule at their pace queues without bound, so no replay is stated", plural(r.Threads.Workers, "worker"), pct(r.Threads.BusyPct/100))
	} else if r.Unstable() && !r.Plan.Given {
		line += "; the inferred plan loads the server at 90 % or more, so no replay is stated: give the plan meant with -interval"
	}
	return line
}

// Detail is the audit's account after its line: the run's, then the
// log's.
func (r *Result) Detail(log *reqlog.Log) string { return r.runDetail() + log.Detail() }

// PauseWords states the server's inferred pauses: how many, how long in
// all, and the longest. A live tool's jitter makes many short ones; the
// stalls are the longest.
func (s Server) PauseWords() string {
	var total, longest int64
	for _, w := range s.Windows {
		total += w.ToNs - w.FromNs
		longest = max(longest, w.ToNs-w.FromNs)
	}
	switch len(s.Windows) {
	case 0:
		return "no pause"
	case 1:
		return fmt.Sprintf("one pause of %v", ns(total))
	}
	return fmt.Sprintf("%d pauses, %v in all, the longest %v", len(s.Windows), ns(total), ns(longest))
}
