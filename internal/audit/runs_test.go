package audit

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
)

// TestRunFigures: the fastest quiet sends, the longest silence, a run's
// span, by hand.
func TestRunFigures(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 1}, {SendNs: 5e8, LatencyNs: 3e9}, {SendNs: 1e9, LatencyNs: 1}, {SendNs: 12e8, LatencyNs: 1}, {SendNs: 5e9, LatencyNs: 1}}
	if _, ok := fastestQuietSpan(reqs, slowness{1}); ok {
		t.Error("fastestQuietSpan of 5 sends: a window of 17")
	}
	// 40 sends, 10 ms apart to the 30th and 5 ms apart after it, the
	// 31st slow: the windows of 17 quiet sends are within the first 30,
	// each 160 ms; with the 31st quiet too, the last spans 10·5 + 6·10 =
	// 110 ms, the least
	var quiet []Request
	at := int64(0)
	for i := range 40 {
		quiet = append(quiet, Request{SendNs: at, LatencyNs: 1})
		if i == 30 {
			quiet[i].LatencyNs = 2
		}
		if at += 10e6; i >= 29 {
			at -= 5e6
		}
	}
	if got, ok := fastestQuietSpan(quiet, slowness{1}); !ok || got != 160e6 {
		t.Errorf("fastestQuietSpan %d, %v, want 160 ms", got, ok)
	}
	if got, ok := fastestQuietSpan(quiet, slowness{2}); !ok || got != 110e6 {
		t.Errorf("fastestQuietSpan, none slow: %d, %v, want 110 ms", got, ok)
	}
	if from, length := longestSilence(reqs); from != 12e8 || length != 38e8 {
		t.Errorf("longestSilence from %d for %d, want from 1.2e9 for 3.8e9", from, length)
	}
	if got := spanOf(reqs); got != 5e9+1 {
		t.Errorf("spanOf %d, want the last reply at 5e9+1, later than 0.5e9+3e9", got)
	}
	if got := spanOf(reqs[:2]); got != 35e8 {
		t.Errorf("spanOf the first two %d, want 3.5e9", got)
	}
}

// TestCheckRefuses: each figure that cannot be refuses its run, at its
// edge; a plan of many slots is stated with the silence that explains it.
func TestCheckRefuses(t *testing.T) {
	reqs := make([]Request, 11) // one every 100 ms for a second
	for i := range reqs {
		reqs[i] = Request{SendNs: int64(i) * 1e8, LatencyNs: 1e6, Conn: NoConn}
	}
	res := func(resolution, typical, interval, slots int64) *Result {
		r := &Result{Requests: int64(len(reqs)), ResolutionNs: resolution, Plan: Plan{IntervalNs: interval, Slots: slots, SlowNs: 4e6, Slow: slowness{4e6}}}
		r.Recorded.Figures = Figures{typical, typical, typical, typical}
		return r
	}
	short := make([]Request, 5) // one every 1 ms
	for i := range short {
		short[i] = Request{SendNs: int64(i) * 1e6, LatencyNs: 1e6, Conn: NoConn}
	}
	for _, tc := range []struct {
		name  string
		r     *Result
		reqs  []Request
		given bool
		want  string // "" for accepted
	}{
		{"a clock of 1 s, coarser than a latency of 1 ms", res(1e9, 1e6, 1e9, 11), reqs, true, "the log's clock (1s) is coarser than its typical latency"},
		{"a clock of 1 s, as fine as a latency of 1 s", res(1e9, 1e9, 1e9, 11), reqs, true, ""},
		{"a clock just under 1 s", res(999_999_999, 1, 1e9, 11), reqs, true, ""},
		{"a plan finer than the clock", res(1e6, 1e6, 999_999, 5), short, false, "is finer than the log's clock (1ms)"},
		{"a plan as fine as the clock", res(1e6, 1e6, 1e6, 5), short, false, ""},
		{"a plan finer than the clock, given", res(1e6, 1e6, 999_999, 5), short, true, ""},
		// 11 sends hold no window of 17: no plan is faster than a stretch
		{"a plan faster than the sends, no window", res(1, 1e6, 1, 11), reqs, false, ""},
	} {
		_, err := check(tc.r, tc.reqs, tc.given)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, new(errImpossible))) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// 40 sends 100 ms apart, the 21st to 37th 50 ms apart: 800 ms for
	// their 16 gaps, the fastest window; on a clock of 1 ns, a plan of 16
	// gaps in under 799,999,999 ns is faster
	forty := make([]Request, 40)
	at := int64(0)
	for i := range forty {
		forty[i] = Request{SendNs: at, LatencyNs: 1e6, Conn: NoConn}
		if at += 1e8; i >= 20 && i < 36 {
			at -= 5e7
		}
	}
	plan := func(resolution, interval int64) *Result {
		r := res(resolution, 1e6, interval, 40)
		r.Requests = 40
		return r
	}
	for _, tc := range []struct {
		name  string
		r     *Result
		given bool
		want  string
	}{
		{"a plan of 50 ms, 17 sends in 800 ms", plan(1, 5e7), false, ""},
		{"a plan faster than the quiet sends", plan(1, 5e7-1), false, "one request every 49.999999ms, is faster than the tool ever sent while nothing was slow (at its fastest, 17 sends in a row in 800ms)"},
		{"a plan faster by the clock's step", plan(16, 5e7-1), false, ""},
		{"a plan faster by more than the clock's step", plan(15, 5e7-1), false, "is faster than the tool ever sent"},
		{"a plan faster than the quiet sends, given", plan(1, 5e7-1), true, ""},
	} {
		_, err := check(tc.r, forty, tc.given)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, new(errImpossible))) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// the 30th slow: the fastest window of 17 quiet sends ends at the
	// 29th, 8 gaps of 100 ms and 8 of 50 ms
	slow := slices.Clone(forty)
	slow[29].LatencyNs = 5e6
	if _, err := check(plan(1, 5e7), slow, false); err == nil || !strings.Contains(err.Error(), "17 sends in a row in 1.2s") {
		t.Errorf("a plan of 50 ms, the fastest window made slow: %v", err)
	}
	if _, err := check(res(1, 1e6, 1, 5), short, false); err != nil {
		t.Errorf("a run shorter than a second: %v", err)
	}
	// a bound longer than the run refuses it; a replay's or a
	// correction's is for retime to leave unstated
	long := res(1, 1e6, 1e8, 11)
	span := spanOf(reqs)
	long.Corrected.Figures = Figures{1, 1, 1, span + 1}
	long.ReplayRequests.Figures = Figures{1, 1, 1, span + 1}
	if _, err := check(long, reqs, false); err != nil {
		t.Errorf("a correction and a replay longer than the run: %v", err)
	}
	long.Bound.Figures = Figures{1, 1, 1, span + 1}
	if _, err := check(long, reqs, false); err == nil || !strings.Contains(err.Error(), "the bound re-timing's p99.9") {
		t.Errorf("a bound longer than the run: %v", err)
	}
	long.Bound.Figures[3] = span
	if _, err := check(long, reqs, false); err != nil {
		t.Errorf("a bound exactly as long as the run: %v", err)
	}
	// slots: twice the requests is fine; more needs a silence
	if s, err := check(res(1, 1e6, 1e8, 22), reqs, false); s != "" || err != nil {
		t.Errorf("22 slots for 11 requests: %q, %v", s, err)
	}
	if _, err := check(res(1, 1e6, 1e8, 23), reqs, false); err == nil || !strings.Contains(err.Error(), "which no silence of the run explains (the longest, 100ms)") {
		t.Errorf("23 slots for 11 requests, no silence: %v", err)
	}
	gap := append([]Request(nil), reqs...)
	gap[10].SendNs = 10e8 + 12e8 // a silence of 1.3 s, 13 slots' worth
	s, err := check(res(1, 1e6, 1e8, 23), gap, false)
	if err != nil || s != "23 slots for 11 requests sent: the tool sent nothing for 1.3s from 900ms into the run" {
		t.Errorf("23 slots, a silence of 1.3 s: %q, %v", s, err)
	}
	if s, err := check(res(1, 1e6, 1e8, 23), reqs, true); err != nil || !strings.HasPrefix(s, "23 slots for 11 requests sent") {
		t.Errorf("23 slots, the plan given: %q, %v", s, err)
	}
	threads := res(1, 1e6, 1e8, 23)
	threads.Threads = &ThreadPlan{}
	if s, err := check(threads, reqs, false); err != nil || s == "" {
		t.Errorf("a thread plan of 23 slots: %q, %v", s, err)
	}
	// the silence of 1.3 s explains 13 slots twice over: 26 more than
	// the 11 requests, 37 slots, is stated; 38 is refused
	if s, err := check(res(1, 1e6, 1e8, 37), gap, false); err != nil || !strings.HasPrefix(s, "37 slots for 11 requests sent") {
		t.Errorf("37 slots, a silence of 13 slots: %q, %v", s, err)
	}
	if _, err := check(res(1, 1e6, 1e8, 38), gap, false); err == nil {
		t.Error("38 slots, a silence of 13 slots: stated")
	}
	// the same run 7 s later on the log's clock says the same
	later := append([]Request(nil), gap...)
	for i := range later {
		later[i].SendNs += 7e9
	}
	if s, err := check(res(1, 1e6, 1e8, 23), later, false); err != nil || s != "23 slots for 11 requests sent: the tool sent nothing for 1.3s from 900ms into the run" {
		t.Errorf("23 slots, a silence of 1.3 s, 7 s later: %q, %v", s, err)
	}
	// a stall within every second: a closed loop never sends its plan in
	// any whole second, and its plan is kept while nothing is slow
	var stalled []Request
	for k := int64(0); k < 5000; k++ {
		sendNs := k * 1e6
		if ph := sendNs % 1e9; ph >= 5e8 && ph < 7e8 {
			continue // held behind the stall
		}
		lat := int64(1e5)
		if sendNs%1e9 == 4e8+99e6 {
			lat = 2e8 // the request the stall held
		}
		stalled = append(stalled, Request{SendNs: sendNs, LatencyNs: lat, Conn: NoConn})
	}
	every := res(1, 1e5, 1e6, 5000)
	every.Requests = int64(len(stalled))
	if _, err := check(every, stalled, false); err != nil {
		t.Errorf("a plan of 1000 a second, sent at 800 a second in every second: %v", err)
	}
}

// TestRunFiguresAtTheirEdges: of two silences equally long the first is
// the longest; a span is the same wherever the run starts on the log's
// clock.
func TestRunFiguresAtTheirEdges(t *testing.T) {
	reqs := []Request{{SendNs: 5e9, LatencyNs: 1}, {SendNs: 6e9, LatencyNs: 1}, {SendNs: 7e9, LatencyNs: 2}}
	if from, length := longestSilence(reqs); from != 5e9 || length != 1e9 {
		t.Errorf("longestSilence from %d for %d, want the first of two: from 5e9 for 1e9", from, length)
	}
	if got := spanOf(reqs); got != 2e9+2 {
		t.Errorf("spanOf %d, want 2e9+2", got)
	}
}

// TestRunsOfALog: a log of two runs audits to a line each, in order; one
// run alone with -audit-run; a run past the last refused; a label known
// and not; the picture of the run with the most requests; the files;
// -audit-fail-above naming the run; -verify naming a line changed.
func TestRunsOfALog(t *testing.T) {
	path := "../../testdata/audit/jmeter-appended.jtl"
	b := fixture(t, "jmeter-appended.jtl")
	out, err := RunFile(path, nil, Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	var printed bytes.Buffer
	out.Print(&printed)
	p := printed.String()
	if out.Count != 2 || len(out.Runs) != 2 || !strings.Contains(p, "audit: jmeter-appended run 1 of 2 (jtl): 20 threads looping") || !strings.Contains(p, "audit: jmeter-appended run 2 of 2 (jtl)") ||
		!strings.Contains(p, "run 1 of 2:\nhow it sent") || !strings.Contains(p, "run 2 of 2:\nhow it sent") || out.Result != out.Runs[0].Result {
		t.Errorf("two runs:\n%s", p)
	}
	if pic := out.pictured(); pic == nil || len(pic.Requests) < len(out.Runs[1].Requests) || !bytes.Contains(out.Picture, []byte("run 1 of 2")) {
		t.Errorf("the picture's run")
	}
	files := out.Files("x")
	if len(files) != 2 || files[0].Path != filepath.Join("x", "audit-jmeter-appended.txt") || files[1].Path != filepath.Join("x", "audit-jmeter-appended.svg") || !bytes.Equal(files[0].Data, out.Raw) {
		t.Errorf("files %v", files)
	}
	if err := out.FailAbove(0.1); err == nil || !strings.Contains(err.Error(), "the lower bound's p99 of run 1") {
		t.Errorf("-audit-fail-above 0.1: %v", err)
	}
	if err := out.FailAbove(0); err != nil {
		t.Errorf("-audit-fail-above 0: %v", err)
	}
	second, err := Run(bytes.NewReader(b), path, Flags{Run: 2}, Given{})
	if err != nil || len(second.Runs) != 1 || second.Runs[0].Index != 2 || second.Record.Run != 2 || second.Record.RunCount != 2 {
		t.Errorf("-audit-run 2: %+v, %v", second, err)
	}
	var one bytes.Buffer
	second.Print(&one)
	if !strings.HasPrefix(one.String(), "audit: jmeter-appended run 2 of 2 (jtl)") {
		t.Errorf("-audit-run 2 prints:\n%s", one.String())
	}
	if _, err := Run(bytes.NewReader(b), path, Flags{Run: 3}, Given{}); err == nil || !strings.Contains(err.Error(), "-audit-run 3: the log holds 2 runs") {
		t.Errorf("-audit-run 3: %v", err)
	}
	home, err := Run(bytes.NewReader(b), path, Flags{Label: "Home"}, Given{})
	if err != nil || home.Runs[0].Result.Recorded == out.Runs[0].Result.Recorded {
		t.Errorf("-audit-label Home: figures the same as every label's, %v", err)
	}
	if _, err := Run(bytes.NewReader(b), path, Flags{Label: "Nope"}, Given{}); err == nil || !strings.Contains(err.Error(), `-audit-label "Nope": the log has no request of that label; it has "Home", "Recherche — résultats"`) {
		t.Errorf("-audit-label Nope: %v", err)
	}
	// a line edited in the file: -verify names it
	f, err := rawfile.Parse("audit.txt", bytes.NewReader(out.Raw))
	if err != nil {
		t.Fatal(err)
	}
	a, _ := results.DecodeAudit(f)
	a.Runs[1].Line = "edited"
	open := func(p string) (io.ReadCloser, error) { return os.Open(p) }
	diffs, err := Verify(a.Encode(), open)
	if err != nil || len(diffs) != 1 || !strings.Contains(diffs[0], `the line of run 2: the file has "edited"`) {
		t.Errorf("an edited line: %v, %v", diffs, err)
	}
	if _, err := RunFile("../../testdata/audit/no-such.jtl", nil, Flags{}, Given{}); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	in, err := RunFile("-", bytes.NewReader(b), Flags{}, Given{})
	if err != nil || in.Name != "stdin" || in.Count != 2 {
		t.Errorf("standard input: %v", err)
	}
	if _, err := RunFile("-", strings.NewReader("nothing"), Flags{}, Given{}); err == nil || !strings.HasPrefix(err.Error(), "-: ") {
		t.Errorf("standard input that does not read: %v", err)
	}
	// a watch reads the log on the way, told its size: a file's, or none
	// for standard input
	for _, path := range []string{"../../testdata/audit/hey.csv", "-"} {
		var seen bytes.Buffer
		size := int64(-1)
		_, err := RunFile(path, bytes.NewReader(b), Flags{}, Given{}, func(r io.Reader, sizeBytes int64) io.Reader {
			size = sizeBytes
			return io.TeeReader(r, &seen)
		})
		info, _ := os.Stat(path)
		if want := int64(0); path != "-" {
			want = info.Size()
			if err != nil || size != want || int64(seen.Len()) != want {
				t.Errorf("%s watched: size %d, %d bytes seen, %v; want %d", path, size, seen.Len(), err, want)
			}
		} else if err != nil || size != 0 || seen.Len() != len(b) {
			t.Errorf("standard input watched: size %d, %d bytes seen, %v", size, seen.Len(), err)
		}
	}
}

// TestRunLineOfARefusal: a run refused says so, with its requests; one
// whose plan many slots needed names its silence.
func TestRunLineOfARefusal(t *testing.T) {
	o := &Outcome{Name: "x", Count: 2, Log: &reqlog.Log{Format: "jtl"}}
	if got := o.RunLine(RunOutcome{Index: 2, Requests: make([]Request, 3), Refused: errImpossible{"why"}}); got != "x run 2 of 2 (jtl): 3 requests, refused: why" {
		t.Errorf("%q", got)
	}
	o.Count = 1
	if got := o.RunLine(RunOutcome{Index: 1, Requests: make([]Request, 3), Refused: errImpossible{"why"}}); got != "x (jtl): 3 requests, refused: why" {
		t.Errorf("%q", got)
	}
	res := result(Closed, 300)
	if got := o.RunLine(RunOutcome{Index: 1, Result: res, Silence: "a silence"}); !strings.HasSuffix(got, "; a silence") || !strings.HasPrefix(got, "x (jtl): ") {
		t.Errorf("%q", got)
	}
}

// TestCheckHeldSlots: a pool's slots unsent are explained by the replies
// that held its workers past their period as well as by the longest
// silence: eleven requests every 100 ms (a silence of one slot), three
// of them answered in 300 ms on a period of 100 ms (two slots held
// each), explain 7 slots twice over: 25 slots are stated, with the
// replies named, and 26 refused; one reply held for one slot, or for 13,
// beside a silence of 13 slots, is not more than it, and the silence is
// named.
func TestCheckHeldSlots(t *testing.T) {
	reqs := make([]Request, 11)
	for i := range reqs {
		reqs[i] = Request{SendNs: int64(i) * 1e8, LatencyNs: 1e6, Conn: NoConn}
	}
	res := func(slots int64) *Result {
		r := &Result{Requests: 11, ResolutionNs: 1, Plan: Plan{IntervalNs: 1e8, Slots: slots, SlowNs: 4e6, Slow: slowness{4e6}, PoolPeriodNs: 1e8}}
		r.Recorded.Figures = Figures{1e6, 1e6, 1e6, 1e6}
		return r
	}
	held := slices.Clone(reqs)
	for _, i := range []int{2, 5, 8} {
		held[i].LatencyNs = 3e8
	}
	if got := heldSlots(held, 1e8); got != 6 {
		t.Errorf("held %d slots; want 6", got)
	}
	if got := heldSlots(held, 0); got != 0 {
		t.Errorf("no period: held %d slots; want 0", got)
	}
	if s, err := check(res(25), held, false); err != nil || s != "25 slots for 11 requests sent: replies later than its workers' period (100ms) held them from 6 slots" {
		t.Errorf("25 slots: %q, %v", s, err)
	}
	if _, err := check(res(26), held, false); err == nil || !strings.Contains(err.Error(), "which no silence of the run explains") {
		t.Errorf("26 slots: %v", err)
	}
	once := slices.Clone(reqs)
	once[4].LatencyNs = 2e8
	once[10].SendNs = 22e8 // a silence of 1.3 s, 13 slots' worth
	if s, err := check(res(23), once, false); err != nil || s != "23 slots for 11 requests sent: the tool sent nothing for 1.3s from 900ms into the run" {
		t.Errorf("one slot held: %q, %v", s, err)
	}
	once[4].LatencyNs = 14e8 // 13 slots held, as many as the silence's
	if s, err := check(res(23), once, false); err != nil || s != "23 slots for 11 requests sent: the tool sent nothing for 1.3s from 900ms into the run" {
		t.Errorf("as many held as the silence: %q, %v", s, err)
	}
}
