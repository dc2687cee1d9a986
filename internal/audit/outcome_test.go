package audit

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestFailAboveAtItsEdge: a factor equal to a run's hidden factor passes,
// one a hair below fails; a log of one run names no run, prints no
// "run 1 of 1" heading.
func TestFailAboveAtItsEdge(t *testing.T) {
	out, err := RunFile("../../testdata/audit/jmeter-paused.jtl", nil, Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Count != 1 || len(out.Runs) != 1 || out.Runs[0].Result == nil {
		t.Fatalf("want one audited run, got %d", out.Count)
	}
	h := out.Runs[0].Result.Hidden(out.Runs[0].Result.Bound.Figures, P99)
	if h <= 0 {
		t.Fatalf("the fixture's bound at p99 is ×%v", h)
	}
	if err := out.FailAbove(h); err != nil {
		t.Errorf("-audit-fail-above equal to the hidden factor %v: %v", h, err)
	}
	err = out.FailAbove(h * (1 - 1e-9))
	if err == nil || strings.Contains(err.Error(), "of run") || !strings.Contains(err.Error(), "the lower bound's p99 is") {
		t.Errorf("-audit-fail-above a hair under %v: %v", h, err)
	}
	var printed bytes.Buffer
	out.Print(&printed)
	if strings.Contains(printed.String(), "run 1 of 1") || !strings.Contains(printed.String(), "\nhow it sent") {
		t.Errorf("one run prints a run heading, or no account:\n%s", printed.String())
	}
	if bytes.Contains(out.Picture, []byte("run 1 of 1")) || !bytes.Contains(out.Picture, []byte("jmeter-paused (jtl), audited")) {
		t.Error("the picture of a log of one run names a run, or not the log")
	}
}

// TestWholeSecondsByInterval: a log of one run whose clock is whole
// seconds, coarser than its latencies (k6's CSV by default), is audited
// by the intervals of its clock, not refused: its line names the VUs,
// its notes what to set for a per-request audit, and its raw file reads
// back with the intervals' recordings.
func TestWholeSecondsByInterval(t *testing.T) {
	out, err := RunFile("../../testdata/audit/k6-15.csv", nil, Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	var printed bytes.Buffer
	out.Print(&printed)
	for _, want := range []string{"k6-15 (k6-csv): ", "VUs", "K6_CSV_TIME_FORMAT=unix_micro", "\nhow it sent: ", "\nestimate "} {
		if !strings.Contains(printed.String(), want) {
			t.Errorf("the account has no %q:\n%s", want, printed.String())
		}
	}
	if out.Coarse == nil || out.Log != nil || len(out.Record.Runs) != 1 || out.Record.Runs[0].Design != "intervals" {
		t.Fatalf("not an audit of intervals: %+v", out.Record)
	}
}

// TestQuoteSome: the first n quoted, and how many more, only when there are.
func TestQuoteSome(t *testing.T) {
	for _, c := range []struct {
		names []string
		n     int
		want  string
	}{
		{[]string{"a", "b", "c"}, 2, `"a", "b", and 1 more`},
		{[]string{"a", "b"}, 2, `"a", "b"`},
		{[]string{"a"}, 2, `"a"`},
		{[]string{"a", "b", "c", "d"}, 1, `"a", and 3 more`},
	} {
		if got := quoteSome(c.names, c.n); got != c.want {
			t.Errorf("quoteSome(%q, %d) = %q, want %q", c.names, c.n, got, c.want)
		}
	}
}

// TestRunWithoutTheLabel: in a log of two runs, a run with no request of
// the label asked for is refused, saying so, and the other audited: the
// log is not refused whole.
func TestRunWithoutTheLabel(t *testing.T) {
	var b strings.Builder
	b.WriteString("sent,took_ms,thread,label\n")
	for i := range 40 { // run 1: A and B, a request every 100 ms on each of 2 threads
		fmt.Fprintf(&b, "%d.%03d,1,%d,%s\n", 1796286500+i/10, i%10*100, i%2, []string{"A", "B"}[i/2%2])
	}
	for i := range 40 { // run 2, an hour later: A alone
		fmt.Fprintf(&b, "%d.%03d,1,%d,A\n", 1796290100+i/10, i%10*100, i%2)
	}
	f := Flags{Format: reqlog.FormatCSV, Generic: reqlog.Generic{Send: "sent", Latency: "took_ms", Conn: "thread", Type: "label"}, Label: "B"}
	out, err := Run(strings.NewReader(b.String()), "two.csv", f, Given{})
	if err != nil || out.Count != 2 || out.Runs[0].Result == nil || out.Runs[1].Refused == nil || !strings.Contains(out.Runs[1].Refused.Error(), "no request of the label asked for") {
		t.Fatalf("%v, %+v", err, out)
	}
}

// TestReadsBack: an audit's raw file reads back; one that parses but is
// no audit's, or does not parse, does not.
func TestReadsBack(t *testing.T) {
	out, err := RunFile("../../testdata/audit/jmeter-paused.jtl", nil, Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if err := readsBack(out.Name, out.Raw); err != nil {
		t.Errorf("the audit's own file: %v", err)
	}
	if err := readsBack("x", []byte("RESULT open.p99 195100.0 us\n")); err == nil {
		t.Error("a raw file of no audit reads back")
	}
	if err := readsBack("x", []byte("RESULT\n")); err == nil {
		t.Error("a raw file that does not parse reads back")
	}
}
