package audit

import (
	"bytes"
	"coordinated-omission/internal/reqlog"
	"errors"
	"flag"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// result is a Result whose recorded p99 is 100 ns and whose bound's is
// boundP99, on a plan every 200 ns with service time 100.
func result(design string, boundP99 int64) *Result {
	return named(&Result{Requests: 10, Plan: Plan{IntervalNs: 200, Slots: 10, SlowNs: 400}, ResolutionNs: 1,
		Sending:  Sending{Design: design, Skipped: 3, StretchDue: 8, Missed: 6, LongestGapNs: 200_000, LongestWaitNs: 260_000},
		Server:   Server{ServiceNs: 100},
		Recorded: Retiming{Figures: Figures{100, 100, 100, 100}}, Bound: Retiming{Figures: Figures{100, 100, boundP99, boundP99}}})
}

// named gives a Result built by hand its recordings' names and
// assumptions, as Audit's retime does.
func named(r *Result) *Result {
	r.Recorded.Name, r.Recorded.Assumption = NameRecorded, RecordedAssumption
	for _, rt := range retimings {
		t := rt.of(r)
		t.Name, t.Assumption = rt.name, rt.assumption(r)
	}
	return r
}

// TestHidAtItsEdge: hiding starts at a bound 10 % above the recorded p99.
func TestHidAtItsEdge(t *testing.T) {
	if r := result(Closed, 110); !r.Hid() || !strings.Contains(r.HidWords(), "at least 1.1× below the lower bound's") {
		t.Errorf("a bound of 110 over 100: hid %v, %q", r.Hid(), r.HidWords())
	}
	if r := result(Closed, 109); r.Hid() || !strings.Contains(r.HidWords(), "hid nothing at p90, p99 or p99.9 that the lower bound shows (its p99 is 92 % of the lower bound's, at or above the 91 % that hides nothing)") {
		t.Errorf("a bound of 109 over 100: hid %v, %q", r.Hid(), r.HidWords())
	}
	// A bound that never left its floor, beside slow stretches, cannot tell;
	// with no slow stretch it shows that nothing was hidden.
	r := result(Closed, 100)
	r.BoundFlat, r.Sending.StretchCount = true, 2
	if r.Hid() || !strings.Contains(r.HidWords(), "the lower bound cannot tell: it stays at the least latency seen up to p99.9 (its p99 is 1× the lower bound's)") {
		t.Errorf("a flat bound beside 2 slow stretches: %q", r.HidWords())
	}
	r.Sending.StretchCount = 0
	if !strings.Contains(r.HidWords(), "hid nothing at p90, p99 or p99.9 that the lower bound shows (its p99 is 1× the lower bound's)") {
		t.Errorf("a flat bound and no slow stretch: %q", r.HidWords())
	}
	r.BoundFlat, r.Sending.StretchCount = false, 2
	if !strings.Contains(r.HidWords(), "hid nothing at p90, p99 or p99.9 that the lower bound shows (its p99 is 1× the lower bound's); nor does the server-pause replay") {
		t.Errorf("a bound off its floor beside 2 slow stretches: %q", r.HidWords())
	}
	// the server-pause replay's p99 10 % above the recorded: said, with
	// its factor; 9 % above: not
	r.ReplayServer.Figures = Figures{100, 100, 110, 110}
	if !strings.HasSuffix(r.HidWords(), "; if the slowness was the server's, its p99 hid 1.1× (the server-pause replay's)") {
		t.Errorf("a replay 10 %% above: %q", r.HidWords())
	}
	r.BoundFlat = true
	if !strings.HasPrefix(r.HidWords(), "the lower bound cannot tell") || !strings.HasSuffix(r.HidWords(), "its p99 hid 1.1× (the server-pause replay's)") {
		t.Errorf("a flat bound, a replay 10 %% above: %q", r.HidWords())
	}
	r.BoundFlat, r.ReplayServer.Figures = false, Figures{100, 100, 109, 109}
	if !strings.HasSuffix(r.HidWords(), "; nor does the server-pause replay at any of them") {
		t.Errorf("a replay 9 %% above: %q", r.HidWords())
	}
	// An open loop's p99 against the bound's, in words a reader can place:
	// a factor where it is above, a share where it is a little below.
	for boundP99, want := range map[int64]string{
		100: "hid nothing: its p99 is 1× the lower bound's",
		99:  "hid nothing: its p99 is 1.01× the lower bound's",
		1:   "hid nothing: its p99 is 100× the lower bound's",
		0:   "hid nothing: its p99 is above the lower bound's, which is 0",
		101: "hid nothing: its p99 is 99 % of the lower bound's, at or above the 91 % that hides nothing",
		109: "hid nothing: its p99 is 92 % of the lower bound's, at or above the 91 % that hides nothing",
	} {
		if r := result(Open, boundP99); r.HidWords() != want {
			t.Errorf("an open loop under a bound of %d: %q, want %q", boundP99, r.HidWords(), want)
		}
	}
	// The recorded p99 is at least the log's resolution: a log to the ms
	// that records 0 hides the bound's over 1 ms.
	r = result(Closed, 5_000_000)
	r.Recorded.Figures, r.ResolutionNs, r.LatencyResolutionNs = Figures{}, 1, 1_000_000
	if h := r.Hidden(r.Bound.Figures, P99); h != 5 {
		t.Errorf("hidden at a resolution of 1 ms: %v, want 5", h)
	}
}

// TestDesignWords says each design in its own words.
func TestDesignWords(t *testing.T) {
	for design, want := range map[string]string{
		Open:    "sent on its plan",
		Closed:  "caught up after each slow stretch",
		Skip:    "dropped 3 slots it missed",
		Unpaced: "no plan of its own",
		Held:    "stopped sending for 200µs while it waited up to 300µs",
		"other": "other",
	} {
		if got := result(design, 100).DesignWords(); !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", design, got, want)
		}
	}
}

// TestPlanWordsAndUnstable: where the plan came from, and a plan that
// loads the replays' server at 90 % or more.
func TestPlanWordsAndUnstable(t *testing.T) {
	r := result(Closed, 100)
	r.Plan.WindowSends = 64
	if got := r.PlanWords(); got != "one request every 200ns, inferred from the rate of its unhindered sends (64 in a row); 10 slots" {
		t.Errorf("inferred: %q", got)
	}
	r.Sending.Conns = 1
	if got := r.PlanWords(); !strings.Contains(got, "over its 1 connection;") {
		t.Errorf("one connection: %q", got)
	}
	r.Plan.Given = true
	if got := r.PlanWords(); got != "one request every 200ns, given; 10 slots" {
		t.Errorf("given: %q", got)
	}
	r.Plan.Given = false
	for _, tc := range []struct {
		service int64
		want    bool
	}{{179, false}, {180, true}, {250, true}} {
		r.Server.ServiceNs = tc.service
		if r.Unstable() != tc.want {
			t.Errorf("service %d on a plan of 200: unstable %v, want %v", tc.service, r.Unstable(), tc.want)
		}
		if got := strings.Contains(r.Line("x", "csv"), "give the plan meant with -interval"); got != tc.want {
			t.Errorf("service %d: the line says so %v, want %v", tc.service, got, tc.want)
		}
	}
	r.Plan.Given = true
	if strings.Contains(r.Line("x", "csv"), "give the plan meant") {
		t.Errorf("a given plan is never asked for")
	}
}

// TestDetail states every row with its assumption, and the notes.
func TestDetail(t *testing.T) {
	r := result(Closed, 300)
	d := r.Detail(&reqlog.Log{Failed: 2, Notes: []string{"a note"}})
	for _, want := range []string{"failed: 2 of the log's", "the log names no connection", BoundAssumption, ReplayServerAssumption,
		ReplayRequestsAssumption, CorrectedAssumption, RecordedAssumption, "the bound's ×3 and ×3", "note: a note", "0 slow stretches"} {
		if !strings.Contains(d, want) {
			t.Errorf("the detail does not say %q:\n%s", want, d)
		}
	}
	if d := r.Detail(&reqlog.Log{}); strings.Contains(d, "failed") {
		t.Errorf("no request failed, yet the detail counts them:\n%s", d)
	}
	// the slow threshold: the log's, or each type's of two
	for _, tc := range []struct {
		slow slowness
		want string
	}{{slowness{8}, "(a request slower than 8ns, 4× the median)"}, {slowness{8, 20}, "(a request slower than 4× its type's median)"}} {
		r.Plan.SlowNs, r.Plan.Slow = 8, tc.slow
		if d := r.Detail(&reqlog.Log{}); !strings.Contains(d, tc.want) {
			t.Errorf("%d types: the detail does not say %q:\n%s", len(tc.slow), tc.want, d)
		}
	}
	if got := Sig3(123.4); got != "123" {
		t.Errorf("Sig3(123.4) = %s", got)
	}
	if got := Sig3(1.2345); got != "1.23" {
		t.Errorf("Sig3(1.2345) = %s", got)
	}
}

// TestPauseWords: none, one, and several with their sum and the longest.
func TestPauseWords(t *testing.T) {
	for _, c := range []struct {
		ws   []Window
		want string
	}{
		{nil, "no pause"},
		{[]Window{{10, 15}}, "one pause of 5ns"},
		{[]Window{{10, 15}, {20, 27}, {30, 31}}, "3 pauses, 13ns in all, the longest 7ns"},
		{[]Window{{10, 17}, {20, 25}}, "2 pauses, 12ns in all, the longest 7ns"},
	} {
		if got := (Server{Windows: c.ws}).PauseWords(); got != c.want {
			t.Errorf("%v: %q, want %q", c.ws, got, c.want)
		}
	}
}

// TestFlagsCheck refuses flags that do not fit together.
func TestFlagsCheck(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-audit-format", "hey"}, "-audit-format is -audit's; add -audit FILE"},
		{[]string{"-audit", "x", "-audit-send", "a"}, "-audit-send is for -audit-format csv"},
		{[]string{"-audit", "x", "-audit-format", "wrk"}, `-audit-format "wrk": want one of`},
		{[]string{"-audit", "x", "-audit-fail-above", "-1"}, "want a factor of 1 or more"},
		{[]string{"-audit", "x", "-audit-fail-above", "0.5"}, "a factor under 1 fails every log"},
		{[]string{"-audit", "x", "-audit-fail-above", "NaN"}, "want a factor of 1 or more"},
		{[]string{"-audit", "x", "-audit-slots", "-3"}, "-audit-slots -3: want 0 to"},
		{[]string{"-audit", "x", "-audit-format", "csv"}, "needs -audit-send and -audit-latency"},
		{[]string{"-audit", "x", "-audit-format", "csv", "-audit-send", "a", "-audit-latency", "b"}, ""},
		{[]string{"-audit", "x", "-audit-fail-above", "1"}, ""},
		{[]string{"-audit", "x", "-audit-format", "ab"}, ""}, // refused when read, with ab's reason
	} {
		var f Flags
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f.Register(fs)
		if err := fs.Parse(tc.args); err != nil {
			t.Fatal(err)
		}
		given := map[string]bool{}
		fs.Visit(func(fl *flag.Flag) { given[fl.Name] = true })
		err := f.Check(func(n string) bool { return given[n] }, false)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%v: %v, want %q", tc.args, err, tc.want)
		}
	}
}

// TestRunAndVerify audits a fixture, lays out its raw file, which
// decodes, and audits it again from the path it names; a changed log is
// refused by its sha256, and standard input cannot be audited again.
func TestRunAndVerify(t *testing.T) {
	path := "../../testdata/audit/fortio.jsonl"
	b := fixture(t, "fortio.jsonl")
	out, err := Run(bytes.NewReader(b), path, Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Name != "fortio" || out.Record.Runs[0].Design != Closed || !bytes.HasPrefix(out.Picture, []byte("<?xml")) {
		t.Errorf("name %s, design %s, picture %.20q", out.Name, out.Record.Runs[0].Design, out.Picture)
	}
	f, err := rawfile.Parse("audit-fortio.txt", bytes.NewReader(out.Raw))
	if err != nil {
		t.Fatal(err)
	}
	open := func(p string) (io.ReadCloser, error) { return os.Open(p) }
	if diffs, err := Verify(f, open); err != nil || len(diffs) != 0 {
		t.Errorf("verify: %v, %v", diffs, err)
	}
	changed := func(string) (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(append([]byte("# one more comment\n"), b...))), nil
	}
	if _, err := Verify(f, changed); err == nil || !strings.Contains(err.Error(), "the log changed") {
		t.Errorf("a changed log: %v", err)
	}
	gone := func(string) (io.ReadCloser, error) { return nil, os.ErrNotExist }
	if _, err := Verify(f, gone); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a log gone: %v", err)
	}
	// VerifyFile says so in words, naming the audit file
	var said bytes.Buffer
	if err := VerifyFile("audit-fortio.txt", f, &said, open); err != nil || !strings.Contains(said.String(), "audit-fortio.txt reproduces") {
		t.Errorf("VerifyFile: %v, %q", err, said.String())
	}
	if err := VerifyFile("audit-fortio.txt", f, &said, gone); err == nil || !strings.HasPrefix(err.Error(), "audit-fortio.txt: ") {
		t.Errorf("VerifyFile of a log gone: %v", err)
	}
	// A RESULT line edited, its hidden factor kept true: named.
	a, _ := results.DecodeAudit(f)
	a.Runs[0].Figures[4][0]++ // the corrected p50
	edited := a.Encode()
	if diffs, err := Verify(edited, open); err != nil || len(diffs) != 1 || !strings.Contains(diffs[0], "audit.run1.corrected.p50") {
		t.Errorf("an edited figure: %v, %v", diffs, err)
	}
	said.Reset()
	if err := VerifyFile("audit-fortio.txt", edited, &said, open); err == nil || !strings.Contains(err.Error(), "does not reproduce: 1 difference(s)") || !strings.Contains(said.String(), "audit.run1.corrected.p50") {
		t.Errorf("VerifyFile of an edited figure: %v, %q", err, said.String())
	}
	// an audit on a plan given is verified on that plan: h2load's log,
	// whose plan is the one -interval gives
	h2 := "../../testdata/audit/h2load.log"
	given, err := Run(bytes.NewReader(fixture(t, "h2load.log")), h2, Flags{}, Given{Interval: time.Millisecond, IntervalGiven: true})
	if err != nil {
		t.Fatal(err)
	}
	fg, _ := rawfile.Parse("audit-h2load.txt", bytes.NewReader(given.Raw))
	if diffs, err := Verify(fg, open); err != nil || len(diffs) != 0 {
		t.Errorf("verify of an audit on a plan given: %v, %v", diffs, err)
	}
	in, err := Run(bytes.NewReader(b), "-", Flags{}, Given{Interval: time.Millisecond, IntervalGiven: true})
	if err != nil || in.Name != "stdin" || in.Record.Interval != time.Millisecond {
		t.Fatalf("standard input: %v, %+v", err, in)
	}
	fin, _ := rawfile.Parse("audit-stdin.txt", bytes.NewReader(in.Raw))
	if _, err := Verify(fin, open); err == nil || !strings.Contains(err.Error(), "standard input") {
		t.Errorf("verify of standard input: %v", err)
	}
	if NameOf("/a/b/My Run.2026.csv.gz") != "my-run" {
		t.Errorf("name of a path: %s", NameOf("/a/b/My Run.2026.csv.gz"))
	}
}

// TestRetimingsAreTheSchemas: the recordings an audit states are, in
// name and order, those its raw file writes.
func TestRetimingsAreTheSchemas(t *testing.T) {
	var names []string
	for _, rt := range named(&Result{}).Retimings() {
		names = append(names, rt.Name)
	}
	if !slices.Equal(names, results.AuditRecordings) {
		t.Errorf("the audit states %v, its file writes %v", names, results.AuditRecordings)
	}
}
