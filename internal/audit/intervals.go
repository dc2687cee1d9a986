package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"slices"
	"strings"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/coarselog"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
)

// coarseClock reports whether a per-request log's clock is too coarse for
// a plan: whole seconds or coarser, above its median latency (k6's CSV
// by default). Such a log is audited as intervals of its clock.
func coarseClock(log *reqlog.Log) bool {
	if log.ResolutionNs < 1e9 {
		return false
	}
	lat := make([]int64, len(log.Requests))
	for i, r := range log.Requests {
		lat[i] = r.LatencyNs
	}
	slices.Sort(lat)
	return lat[(len(lat)-1)/2] < log.ResolutionNs
}

// runIntervals audits a log of intervals and lays out its raw file and
// picture.
func runIntervals(l *coarse.Log, source string, f Flags, sum string) (*Outcome, error) {
	if f.Arrivals != "" {
		if f.Arrivals == ArrivalsPlan {
			return nil, fmt.Errorf("-audit-arrivals plan: a log of intervals (%s) shows no rate plan of the tool's; give open or closed", l.Format)
		}
		l.Arrivals = f.Arrivals
	}
	if f.Schedule != "" || f.Slots > 0 || f.Workers > 0 || f.Run > 0 {
		return nil, fmt.Errorf("-audit-schedule, -audit-slots, -audit-workers and -audit-run are for a per-request log; %s is a log of intervals", NameOf(source))
	}
	res, err := coarse.Audit(l)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Name: NameOf(source), Intervals: l, Coarse: res, Count: 1}
	out.Record = intervalsRecord(out, f, source, sum)
	out.Raw = rawfile.Write(out.Record.Encode())
	if out.Picture, err = intervalsPicture(res, out.Name+" ("+l.Format+"), audited by interval"); err != nil {
		return nil, err
	}
	return out, nil
}

// intervalsRecord is a log of intervals' audit as the schema's record:
// one run, its recordings coarse.Names.
func intervalsRecord(o *Outcome, f Flags, source, sum string) *results.Audit {
	r := o.Coarse
	a := &results.Audit{Source: source, SHA256: sum, Format: o.Intervals.Format, Label: f.Label, Arrivals: f.Arrivals, RunCount: 1,
		Recordings: coarse.Names, Aside: make([]int64, len(results.AuditAside))}
	for _, iv := range o.Intervals.Intervals {
		a.Failed += iv.Failed
	}
	run := results.AuditRun{Index: 1, Requests: r.Requests, Line: o.IntervalsLine(), Design: "intervals", Arrivals: r.Arrivals, Users: int64(r.UsersMax + 0.5),
		PlanSlots: r.Planned, Skipped: r.Unsent, IntervalNs: r.WidthNs, ResolutionNs: r.WidthNs, LatencyResolutionNs: r.ResolutionNs}
	if n := len(r.Rows); n > 0 {
		run.SpanNs = r.Rows[n-1].AtNs + r.Rows[n-1].WidthNs
	}
	for _, t := range r.Retimings() {
		if t.Stated() {
			run.Figures = append(run.Figures, slices.Clone(t.Figures[:]))
		} else {
			run.Figures = append(run.Figures, nil)
		}
		run.Unstated = append(run.Unstated, t.Unstated)
	}
	run.HiddenP99 = results.HiddenOf(r.Bound.Figures[2], r.Recorded.Figures[2], r.ResolutionNs)
	a.Runs = []results.AuditRun{run}
	return a
}

// toolWords are a log's users and its requests, in its tool's own terms.
type toolWords struct {
	users, user, pace string
}

func wordsOf(tool string) toolWords {
	switch tool {
	case "Locust":
		return toolWords{users: "users (Locust's User Count)", user: "user", pace: "its request and its wait_time"}
	case "Artillery":
		return toolWords{users: "virtual users (vusers.created, on the script's phases)", user: "virtual user", pace: "its scenario"}
	case "k6":
		return toolWords{users: "VUs (k6's vus)", user: "VU", pace: "its request and the rest of its iteration"}
	}
	return toolWords{users: "users", user: "user", pace: "its request and its think time"}
}

// IntervalsLine is a log of intervals' one line: what it held, what the
// plan held and the tool never sent, and what the audit found hidden.
func (o *Outcome) IntervalsLine() string {
	r := o.Coarse
	w := wordsOf(r.Tool)
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s): %d requests in %s of %v", o.Name, o.Intervals.Format, r.Requests, plural(int64(r.Intervals), "interval"), ns(r.WidthNs))
	switch r.Arrivals {
	case coarse.Open:
		fmt.Fprintf(&b, "; open arrivals: the %s came on their schedule whatever the server did, so nothing was held back between them", strings.Split(w.users, " (")[0])
		return b.String()
	case coarse.Closed:
		fmt.Fprintf(&b, " from up to %.0f %s, each, unhindered, a request every %v (%s)", r.UsersMax, strings.Split(w.users, " (")[0], ns(r.CycleNs).Round(ns(1000)), w.pace)
	default:
		fmt.Fprintf(&b, "; the log names no users: taken as %.0f, each, unhindered, a request every %v", r.UsersMax, ns(r.CycleNs).Round(ns(1000)))
	}
	if r.Slow == 0 {
		b.WriteString("; no interval in which sending fell while latency rose: its intervals show nothing held back")
		return b.String()
	}
	fmt.Fprintf(&b, "; %s in which sending fell while latency rose, %s %d requests of the plan's %d never sent", plural(int64(r.Slow), "interval"), about(r), r.Unsent, r.Planned)
	switch {
	case r.Bound.Stated() && r.Estimate.Stated():
		fmt.Fprintf(&b, "; at p99, recorded %v, the bound %v, the estimate %v", ns(r.Recorded.Figures[2]).Round(ns(1000)), ns(r.Bound.Figures[2]).Round(ns(1000)), ns(r.Estimate.Figures[2]).Round(ns(1000)))
	case r.Bound.Stated():
		fmt.Fprintf(&b, "; at p99, recorded %v, the bound %v", ns(r.Recorded.Figures[2]).Round(ns(1000)), ns(r.Bound.Figures[2]).Round(ns(1000)))
	}
	return b.String()
}

// about qualifies the unsent: "about", or "roughly" where the log's
// steps leave them a guess.
func about(r *coarse.Result) string {
	if r.Rough != "" {
		return "roughly"
	}
	return "about"
}

// printIntervals writes a log of intervals' audit as the command prints
// it: its line, how it sent, the recordings and the notes.
func (o *Outcome) printIntervals(w io.Writer) {
	r := o.Coarse
	tw := wordsOf(r.Tool)
	fmt.Fprintln(w, "audit:", o.IntervalsLine())
	fmt.Fprintf(w, "how it sent: %d requests answered in %s of %v", r.Requests, plural(int64(r.Intervals), "interval"), ns(r.WidthNs))
	if r.UsersMax > 0 {
		fmt.Fprintf(w, ", up to %.0f %s at once", r.UsersMax, tw.users)
	}
	fmt.Fprintf(w, "; the latency above which a request is slow: %v (4× the median); the least latency: %v\n", ns(r.SlowNs), ns(r.LeastNs))
	switch r.Arrivals {
	case coarse.Closed:
		fmt.Fprintf(w, "the plan: each %s a request every %v while nothing was slow (its cycle: %s), for as many as were live in each interval", tw.user, ns(r.CycleNs).Round(ns(1000)), tw.pace)
	case coarse.Open:
		fmt.Fprintf(w, "the plan: the %s that arrived, %.2f requests each", tw.users, r.PerUser)
	default:
		fmt.Fprintf(w, "the plan: %.0f users (the log names none: the most requests slow in one interval, or in flight at the typical latency by Little's law, whichever is more), each a request every %v while nothing was slow", r.UsersMax, ns(r.CycleNs).Round(ns(1000)))
	}
	if r.Arrivals == coarse.Open {
		fmt.Fprintf(w, ": %d requests, %d of them never answered\n", r.Planned, r.Unsent)
	} else {
		fmt.Fprintf(w, ": %d requests; in the intervals in which sending fell while latency rose, %s %d of them never sent\n", r.Planned, about(r), r.Unsent)
	}
	if r.Rough != "" {
		fmt.Fprintf(w, "roughly: %s\n", r.Rough)
	}
	if r.LoadShown {
		fmt.Fprintf(w, "the server, as its slow moments show it: the plan keeps it %.0f %% busy, the median of the %d intervals that show it (%.0f to %.0f %%)\n",
			100*r.Load, r.LoadShows, 100*r.Loads.Low, 100*r.Loads.High)
	}
	fmt.Fprint(w, tableHeader)
	for _, t := range r.Retimings() {
		tableRow(w, t.Name, t.Figures[:], t.Assumption, t.Unstated)
	}
	var failed int64
	for _, iv := range o.Intervals.Intervals {
		failed += iv.Failed
	}
	if failed > 0 {
		fmt.Fprintf(w, "failed: %d of the log's %d requests (kept: each was sent and answered)\n", failed, r.Requests)
	}
	for _, n := range o.Intervals.Notes {
		fmt.Fprintf(w, "note: %s\n", n)
	}
}

// readLog reads the log in r and its sha256: a per-request log, or a log
// of intervals (one of coarselog's formats, or a per-request log whose
// clock is too coarse for a plan, binned by it), read as g says (its
// size, the most requests it may hold).
func readLog(r io.Reader, f Flags, g Given) (*reqlog.Log, *coarse.Log, string, error) {
	log, intervals, sum, err := readLogAs(r, f, g)
	if err != nil {
		return nil, nil, "", reqlog.NamedError(err, flagOf)
	}
	for _, notes := range [][]string{logNotes(log), intervalNotes(intervals)} {
		for i := range notes {
			notes[i] = reqlog.Named(notes[i], flagOf)
		}
	}
	return log, intervals, sum, nil
}

// logNotes are a per-request log's notes, none for no log (a log of
// intervals alone).
func logNotes(l *reqlog.Log) []string {
	if l == nil {
		return nil
	}
	return l.Notes
}

// intervalNotes are a log of intervals' notes, none for no log.
func intervalNotes(l *coarse.Log) []string {
	if l == nil {
		return nil
	}
	return l.Notes
}

// readLogAs is readLog with the readers' own words: their settings not
// yet named.
func readLogAs(r io.Reader, f Flags, g Given) (*reqlog.Log, *coarse.Log, string, error) {
	h := sha256.New()
	tee := io.TeeReader(r, h)
	br, sizeBytes, err := reqlog.OpenText(tee, g.SizeBytes)
	if err != nil {
		return nil, nil, "", err
	}
	format := f.Format
	if format == "" {
		head, _ := br.Peek(64 << 10)
		if format, err = coarselog.Recognise(head); err != nil {
			return nil, nil, "", err
		}
	}
	var log *reqlog.Log
	var intervals *coarse.Log
	if slices.Contains(coarselog.Formats, format) {
		read, err := coarselog.ReadAs(br, format, f.Label)
		if err != nil {
			return nil, nil, "", err
		}
		log, intervals = read.Requests, read.Intervals
	} else if log, err = reqlog.ReadWith(br, reqlog.Reading{Format: f.Format, Generic: f.Generic, TimeFormat: f.TimeFormat, SizeBytes: sizeBytes, MaxRequests: g.MaxRequests}); err != nil {
		return nil, nil, "", err
	}
	if _, err := io.Copy(io.Discard, tee); err != nil { // the rest, for the sha256
		return nil, nil, "", err
	}
	if intervals == nil && coarseClock(log) {
		if intervals, err = coarselog.Binned(log, f.Label); err != nil {
			return nil, nil, "", err
		}
	}
	return log, intervals, hex.EncodeToString(h.Sum(nil)), nil
}
