package audit

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/openschedule"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
)

// An Outcome is one audit, ready to print and write.
type Outcome struct {
	Name    string // the file name's part: audit-<name>.txt
	Log     *reqlog.Log
	Runs    []RunOutcome // every run, or the one asked for
	Count   int          // the runs the log holds
	Result  *Result      // the first run audited, nil if every run was refused
	Record  *results.Audit
	Raw     []byte // the raw file's text
	Picture []byte // the SVG, of the run audited with the most requests
	// Intervals and Coarse are a log of intervals and its audit, where
	// the log is one (Log and Runs are then nil).
	Intervals *coarse.Log
	Coarse    *coarse.Result
}

// A RunOutcome is one run of the log, audited or refused.
type RunOutcome struct {
	Index    int // from 1
	Requests []Request
	Result   *Result // nil if refused
	Refused  error
	Silence  string // the silence that explains a plan of many more slots than requests, if one must be named
}

// Given are the plan and the round trip as the command line gave them,
// and the log's size in bytes where it is known (a file's, the page's
// chosen file's; 0 if not): its requests are then laid out once at about
// the count it holds (reqlog.Reading's SizeBytes).
//
// MaxRequests is the most requests the audit may hold (Capacity): 0 for
// reqlog.MaxRequests.
type Given struct {
	Interval, RTT           time.Duration
	IntervalGiven, RTTGiven bool
	SizeBytes               int64
	MaxRequests             int
}

// collectAfterReading is the fewest requests after whose reading the
// audit collects the reading's garbage at once. Without it, the
// collector's pacing let a Gatling log of 10^7 requests reach 957 MB
// resident, the reading's 300 MB of buffers still held when the
// server's inference laid out its arrays, where collecting them took
// 0.6 ms and kept it to 800 MB.
const collectAfterReading = 1 << 20

// MemoryLimit is the soft limit an audit's command sets on the heap
// (runtime/debug.SetMemoryLimit), so that the collector keeps 10^7
// requests within 1 GiB rather than let the heap grow to twice what is
// live.
const MemoryLimit = 768 << 20

// Run reads the log in r, whose path is source ("-" for standard input),
// splits it into its runs, audits each (or the one -audit-run names) and
// lays out its raw file and picture. It writes nothing.
func Run(r io.Reader, source string, f Flags, g Given) (*Outcome, error) {
	log, intervals, sum, err := readLog(r, f, g)
	if err != nil {
		return nil, err
	}
	if intervals != nil {
		return runIntervals(intervals, source, f, sum)
	}
	raiseMemoryLimit(len(log.Requests))
	if len(log.Requests) >= collectAfterReading {
		// the reading's buffers are as large again as the requests: let go
		// of them now, not when the audit's first arrays come to be laid
		// out beside them (the requests hold no pointer: a mark of them
		// takes milliseconds)
		runtime.GC()
	}
	o, err := optionsOf(log, f, g)
	if err != nil {
		return nil, err
	}
	sortLog(log)
	log.NameUsers()
	runs := reqlog.SplitRuns(log.Requests, log.Live)
	if f.Run > int64(len(runs)) {
		return nil, fmt.Errorf("-audit-run %d: the log holds %s", f.Run, plural(int64(len(runs)), "run"))
	}
	out := &Outcome{Name: NameOf(source), Log: log, Count: len(runs)}
	for k, reqs := range runs {
		if f.Run > 0 && int64(k+1) != f.Run {
			continue
		}
		ro, err := auditRun(k+1, reqs, o, g.IntervalGiven, len(runs))
		if err != nil {
			return nil, err
		}
		if out.Result == nil {
			out.Result = ro.Result
		}
		out.Runs = append(out.Runs, ro)
	}
	if len(runs) == 1 && out.Result == nil {
		return nil, out.Runs[0].Refused
	}
	out.Record = record(out, f, g, source, sum)
	out.Raw = rawfile.Write(out.Record.Encode())
	if pic := out.pictured(); pic != nil {
		title := out.Name + " (" + log.Format + "), audited"
		if len(runs) > 1 {
			title = fmt.Sprintf("%s (%s), run %d of %d, audited", out.Name, log.Format, pic.Index, len(runs))
		}
		if out.Picture, err = pic.Result.Picture(pic.Requests, title); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// auditRun audits run k of a log of runs, or refuses it with its reason;
// an error of a log of one run that is not a refusal is returned.
func auditRun(k int, reqs []Request, o Options, given bool, runs int) (RunOutcome, error) {
	ro := RunOutcome{Index: k, Requests: reqs}
	res, err := Audit(reqs, o)
	if err == nil {
		ro.Silence, err = check(res, reqs, given)
	}
	if err != nil {
		if !errors.Is(err, ErrNoPlan) && !errors.As(err, new(errImpossible)) && runs == 1 {
			return ro, err
		}
		ro.Refused = err
		return ro, nil
	}
	ro.Result = res
	return ro, nil
}

// sortLog puts the log's requests in the order of their sends: those
// sent at once as the log wrote them where the users are named by that
// order (UsersInOrder), else, on every core, in canonical's order by the
// log's own connections, which makes canonical's own sort a pass that
// finds them in order.
func sortLog(log *reqlog.Log) {
	if log.UsersInOrder() {
		slices.SortStableFunc(log.Requests, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
		return
	}
	sortOn(log.Requests, bySend, runtime.GOMAXPROCS(0), sortApart)
}

// optionsOf is what an audit of log is told besides it: its clocks, and
// the flags and the command line's plan and round trip.
func optionsOf(log *reqlog.Log, f Flags, g Given) (Options, error) {
	o := Options{ResolutionNs: log.ResolutionNs, LatencyResolutionNs: log.LatencyResolutionNs, Slots: f.Slots, RTTGiven: g.RTTGiven, RTTNs: int64(g.RTT), Workers: f.Workers, Arrivals: f.Arrivals, SessionThreads: log.SessionThreads(), Dropped: log.Dropped}
	if o.Arrivals == "" {
		o.Arrivals = log.Arrivals // as the log itself shows them: Artillery's phases
	}
	schedule, from := f.Schedule, "-audit-schedule"
	if schedule == "" && f.Arrivals == "" && log.Schedule != "" {
		schedule, from = log.Schedule, "the log's own schedule ("+log.Schedule+")"
	}
	if schedule != "" {
		s, err := openschedule.Parse(schedule)
		if err != nil {
			return Options{}, fmt.Errorf("%s: %w", from, err)
		}
		o.Schedule, o.Arrivals = &s, ArrivalsOpen
	}
	if g.IntervalGiven {
		o.IntervalNs = int64(g.Interval)
	}
	if f.Label != "" {
		i := slices.Index(log.Labels, f.Label)
		if i < 0 {
			return Options{}, fmt.Errorf("-audit-label %q: the log has no request of that label; it has %s", f.Label, quoteSome(log.Labels, 10))
		}
		o.Label, o.OneLabel = int32(i), true
	}
	return o, nil
}

// NameOf is an audit's name from its log's path: the base name without its
// extensions, as a run's name; "stdin" for standard input.
func NameOf(source string) string {
	if source == "-" {
		return "stdin"
	}
	base := filepath.Base(source)
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return results.RunName(base)
}

// record is the outcome as the schema's record.
func record(o *Outcome, f Flags, g Given, source, sum string) *results.Audit {
	a := &results.Audit{Source: source, SHA256: sum, Format: o.Log.Format, Slots: f.Slots, RTTGiven: g.RTTGiven,
		Send: string(f.Generic.Send), Latency: string(f.Generic.Latency), Conn: string(f.Generic.Conn), Type: string(f.Generic.Type), Unit: f.Generic.LatencyUnit,
		TimeFormat: f.TimeFormat, Label: f.Label, Workers: f.Workers, Run: f.Run, Arrivals: f.Arrivals, Schedule: f.Schedule, RunCount: int64(o.Count), Failed: o.Log.Failed}
	as := o.Log.Aside
	a.Aside = []int64{as.Transactions, as.SubResults, as.NoURL, as.ZeroTime, as.CutOff}
	if g.IntervalGiven {
		a.Interval = g.Interval
	}
	if g.RTTGiven {
		a.RTT = g.RTT
	}
	for _, ro := range o.Runs {
		run := results.AuditRun{Index: int64(ro.Index), Requests: int64(len(ro.Requests)), Line: o.RunLine(ro)}
		if ro.Result == nil {
			run.Refused = ro.Refused.Error()
			a.Runs = append(a.Runs, run)
			continue
		}
		res := ro.Result
		run.Design, run.PlanSlots, run.Skipped, run.IntervalNs = res.Sending.Design, res.Plan.Slots, res.Sending.Skipped, res.Plan.IntervalNs
		run.Arrivals, run.Users = res.Users.Arrivals, res.Users.Count
		run.ResolutionNs, run.LatencyResolutionNs, run.SpanNs = res.ResolutionNs, res.LatencyResolutionNs, spanOf(ro.Requests)
		run.HiddenP99 = results.HiddenOf(res.Bound.At(P99), res.Recorded.At(P99), res.LatencyResolutionNs)
		run.Digits = int64(res.Digits)
		run.Figures, run.Unstated = recordingsOf(res)
		a.Runs = append(a.Runs, run)
	}
	return a
}

// Judged is the outcome as a judged run's audit: its line, its design,
// and its recorded, bound and server-pause replay figures, the last nil
// where the replay is not stated.
func (o *Outcome) Judged(run string) *results.JudgedAudit {
	r := o.Result
	a := &results.JudgedAudit{Line: r.Line(run, o.Log.Format), Design: r.Sending.Design,
		Recorded: slices.Clone(r.Recorded.Figures[:]), Bound: slices.Clone(r.Bound.Figures[:])}
	if r.ReplayServer.Stated() {
		a.ReplayServer = slices.Clone(r.ReplayServer.Figures[:])
	}
	return a
}
