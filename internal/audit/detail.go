package audit

import (
	"fmt"
	"io"
	"strings"
)

// runDetail is a run's account: how it sent, its plan, its server, its
// figures and what each assumes.
func (r *Result) runDetail() string {
	var b strings.Builder
	s := r.Sending
	fmt.Fprintf(&b, "how it sent: %d requests", r.Requests)
	if s.Conns > 0 {
		fmt.Fprintf(&b, " on %d connections; %d of %d consecutive requests on a connection were sent after the reply to the one before, a median %v after it", s.Conns, s.Waited, s.Pairs, ns(s.IdleNs))
	} else {
		b.WriteString("; the log names no connection")
	}
	if r.Threads == nil {
		slow := fmt.Sprintf("slower than %v, 4× the median", ns(r.Plan.SlowNs))
		if len(r.Plan.Slow) > 1 {
			slow = "slower than 4× its type's median"
		}
		fmt.Fprintf(&b, "\n  %d slow stretches (a request %s); %d slots fell due in them and %d were not sent then; %d slots of the plan were never sent, and %d requests went more than one interval after their slot\n",
			s.StretchCount, slow, s.StretchDue, s.Missed, s.Skipped, s.Behind)
	} else {
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "the plan: %s\n", r.PlanWords())
	if r.Threads != nil {
		fmt.Fprintf(&b, "the server, inferred: %s, %s; pauses found where no reply came while requests were in flight\n", plural(r.Threads.Workers, "worker"), r.Server.PauseWords())
	} else {
		fmt.Fprintf(&b, "the server, inferred: %v a request, a round trip of %v, %s\n", ns(r.Server.ServiceNs), ns(r.Server.RTTNs), r.Server.PauseWords())
	}
	fmt.Fprint(&b, tableHeader)
	for _, t := range r.Retimings() {
		tableRow(&b, t.Name, t.Figures[:], t.Assumption, t.Unstated)
	}
	if r.Digits > 0 {
		fmt.Fprintf(&b, "%s to %d significant digits: each is the lowest value of its bucket in an HdrHistogram of its slots' figures, at or below the exact figure by less than a thousandth of it\n", r.histogramWords(), r.Digits)
	}
	fmt.Fprintf(&b, "%s\n", r.hiddenWords())
	return b.String()
}

// Print writes the audit as the command prints it: a line for each run,
// then each audited run's account, then the log's.
func (o *Outcome) Print(w io.Writer) {
	if o.Coarse != nil {
		o.printIntervals(w)
		return
	}
	for _, ro := range o.Runs {
		fmt.Fprintln(w, "audit:", o.RunLine(ro))
	}
	for _, ro := range o.Runs {
		if ro.Result == nil {
			continue
		}
		if o.Count > 1 {
			fmt.Fprintf(w, "run %d of %d:\n", ro.Index, o.Count)
		}
		fmt.Fprint(w, ro.Result.runDetail())
	}
	fmt.Fprint(w, o.Log.Detail())
}

// RunLine is a run's one line: its audit's, or why it was refused.
func (o *Outcome) RunLine(ro RunOutcome) string {
	name := o.Name
	if o.Count > 1 {
		name = fmt.Sprintf("%s run %d of %d", o.Name, ro.Index, o.Count)
	}
	if ro.Result == nil {
		return fmt.Sprintf("%s (%s): %d requests, refused: %v", name, o.Log.Format, len(ro.Requests), ro.Refused)
	}
	line := ro.Result.Line(name, o.Log.Format)
	if ro.Silence != "" {
		line += "; " + ro.Silence
	}
	return line
}

// hiddenWords is the account's line of hidden factors: each stated
// re-timing's at p99 and p99.9, none for a saturation test, and for an
// open model, that its re-timings are the recording. It never says more
// than the run's line does.
func (r *Result) hiddenWords() string {
	if r.Users.Arrivals == ArrivalsOpen {
		return "hidden: nothing between users: an open model's re-timings are the recording itself"
	}
	if r.SaturationTest() {
		return "hidden: no factor is stated for a saturation test"
	}
	var parts []string
	for _, t := range []struct {
		whose string
		t     Retiming
	}{{"the bound's", r.Bound}, {"the server-pause replay's", r.ReplayServer}, {"the request replay's", r.ReplayRequests}} {
		if t.t.Stated() {
			parts = append(parts, fmt.Sprintf("%s ×%s and ×%s", t.whose, Sig3(r.Hidden(t.t.Figures, P99)), Sig3(r.Hidden(t.t.Figures, P999))))
		}
	}
	return "hidden, at p99 and p99.9: " + strings.Join(parts, ", ")
}

// tableHeader heads the table of an audit's recordings.
var tableHeader = fmt.Sprintf("%-16s %12s %12s %12s %12s  %s\n", "", "p50", "p90", "p99", "p99.9", "assumption")

// tableRow writes one recording's row: its figures and its assumption,
// or, where unstated says why, dashes and why.
func tableRow(w io.Writer, name string, figures []int64, assumption, unstated string) {
	if unstated != "" {
		fmt.Fprintf(w, "%-16s %12s %12s %12s %12s  not stated: %s\n", name, "-", "-", "-", "-", unstated)
		return
	}
	fmt.Fprintf(w, "%-16s", name)
	for _, v := range figures {
		fmt.Fprintf(w, " %12v", ns(v).Round(ns(1000)))
	}
	fmt.Fprintf(w, "  %s\n", assumption)
}

// histogramWords names the figures that came from a histogram: the
// bound's, and each replay's that is stated.
func (r *Result) histogramWords() string {
	names := []string{"the bound's"}
	for _, t := range []struct {
		whose string
		t     Retiming
	}{{"the server-pause replay's", r.ReplayServer}, {"the request replay's", r.ReplayRequests}} {
		if t.t.Stated() {
			names = append(names, t.whose)
		}
	}
	if len(names) == 1 {
		return "the bound's figures"
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " figures"
}
