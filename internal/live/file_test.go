package live

import (
	"bufio"
	"bytes"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// modelResult is a live run's Result made on a fake clock against the
// model's server: the live recordings are the model's, so every error is 0.
func modelResult(t *testing.T, sc sim.Scenario) *Result {
	t.Helper()
	st := generate(t, sc)
	closed, open, corrected := Recordings(st, time.Duration(sc.Connections)*sc.Interval)
	res := &Result{Scenario: sc, ServiceEff: sc.Service, CalibrationRTT: 40 * time.Microsecond, WorkerService: sc.Service}
	for _, name := range results.Phases {
		p := results.Phase{Name: name, WallNs: int64(sc.Duration)}
		if p.Paced() {
			p.ScheduleErrorNs, p.RatePct = scheduleLevels(nil), "100.000"
		}
		res.Phases = append(res.Phases, p)
	}
	var err error
	if res.Model, res.ModelChecks, err = Predict(sim.Random{Scenario: sc}, sc.Service, 0); err != nil {
		t.Fatal(err)
	}
	// vegeta is compared with the open loop and hey with the skip design
	res.Recordings = map[string]sim.Multiset{results.Closed: closed, results.Open: open, results.Corrected: corrected,
		results.Vegeta: open, results.Hey: res.Model[results.Skip]}
	return res
}

// TestFileHasEveryKey: live.txt parses back, has every key the report
// draws on, and, for a run that is the model, errors of 0.
func TestFileHasEveryKey(t *testing.T) {
	sc := scenarios[0].sc
	text := rawfile.Write(File(modelResult(t, sc), rawfile.Fields{{Key: "goos", Value: "linux"}}))
	f, err := rawfile.Parse("live.txt", bytes.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, rec := range results.LiveRecordings {
		for _, p := range results.LiveLevels {
			keys = append(keys, "live."+rec+"."+string(p))
		}
	}
	for _, rec := range results.Modelled {
		for _, p := range results.LiveLevels {
			keys = append(keys, "live.model."+rec+"."+string(p))
		}
	}
	keys = append(keys, "live.service_eff", "live.selfcheck")
	for _, phase := range results.Phases {
		keys = append(keys, "live.phase."+phase+".wall", "live.phase."+phase+".other_cpu", "live.phase."+phase+".worker_late.p99", "live.selfcheck."+phase)
		if phase != results.Hey {
			keys = append(keys, "live.phase."+phase+".schedule_error.p50", "live.phase."+phase+".schedule_error.p99", "live.phase."+phase+".schedule_error.max", "live.phase."+phase+".rate")
		}
	}
	for _, k := range keys {
		if _, ok := f.Result(k); !ok {
			t.Errorf("no RESULT %s", k)
		}
	}
	for _, rec := range results.LiveRecordings {
		for _, p := range results.LiveLevels {
			r, ok := f.Result("live.error." + rec + "." + string(p))
			if !ok || r.Value != "0.00" || r.Unit != "%" {
				t.Errorf("live.error.%s.%s = %+v, want 0.00 %%", rec, p, r)
			}
		}
	}
	if r, _ := f.Result("live.model_rtt"); r.Value != "0.0" || r.Unit != "us" {
		t.Errorf("live.model_rtt = %+v, want S_eff − S_w = 0", r)
	}
	if r, _ := f.Result("live.bound.vegeta.rate"); r.Value != "99" || r.Unit != "%" {
		t.Errorf("live.bound.vegeta.rate = %+v, want 99 %%", r)
	}
	for _, rec := range results.LiveRecordings {
		for _, p := range results.LiveLevels {
			if _, ok := f.Result("live.finding." + rec + "." + string(p)); !ok {
				t.Errorf("no RESULT live.finding.%s.%s", rec, p)
			}
		}
	}
	// a figure that is the model's is 10 % of it from either edge of the band
	if r, _ := f.Result("live.margin.open.p99"); r.Value != results.Micros(sim.Expected(sc).Sets[sim.Open].AtNs[sim.HalfUp][2]/10) || r.Unit != "us" {
		t.Errorf("live.margin.open.p99 = %+v, want a tenth of the closed form's open p99", r)
	}
	if _, ok := f.Result("live.phase.hey.rate"); ok {
		t.Error("hey's phase has a rate: hey skips slots by design")
	}
	for _, b := range f.Benchmarks {
		if b.Name != "Live/recording=open" {
			continue
		}
		if r, _ := f.Result("live.open.p99"); len(b.Values) != len(results.LiveLevels) || b.Values[2].Unit != "p99-us" || b.Values[2].Value != r.Float() {
			t.Errorf("BenchmarkLive/recording=open %+v, want p99-us %v as RESULT live.open.p99", b.Values, r.Float())
		}
	}
	if r, _ := f.Result("live.selfcheck"); r.Value != "1" {
		t.Errorf("live.selfcheck = %v", r.Value)
	}
	wantNs := sim.Expected(sc).Sets[sim.Open].AtNs[sim.HalfUp][2]
	if r, _ := f.Result("live.open.p99"); r.Value != results.Micros(wantNs) || r.Unit != "us" {
		t.Errorf("live.open.p99 = %+v, want the closed form's %d ns", r, wantNs)
	}
	if f.Checks.Passed != sc.ChecksPerRun() || f.Checks.Runs != 1 {
		t.Errorf("closing line %v, want the model's %d checks over 1 run", f.Checks, sc.ChecksPerRun())
	}
	if mode, _ := f.Config.Get("mode"); mode != results.LiveMode {
		t.Errorf("mode %q", mode)
	}
	if g, _ := f.Config.Get("goos"); g != "linux" {
		t.Error("the machine's lines are not first")
	}
	curves := f.SweepOf("live")
	if len(curves) < 5*10 {
		t.Errorf("%d curve points", len(curves))
	}
	for _, pt := range curves {
		rec, _ := pt.Fields.Get("recording")
		live, _ := pt.Fields.Get("live-ns")
		model, hasModel := pt.Fields.Get("model-ns")
		if !hasModel { // every live recording has a model: ModelOf
			t.Errorf("%s curve point without model-ns", rec)
		}
		if hasModel && live != model {
			t.Errorf("%s curve point: live %s ns, model %s ns; the run is the model", rec, live, model)
		}
	}
}

// TestCurveOf: ten points a decade from the median to the max, above
// decreasing to 1, values non-decreasing.
func TestCurveOf(t *testing.T) {
	samples := make([]int64, 1000)
	for i := range samples {
		samples[i] = int64(i + 1)
	}
	pts := curveOf(multiset(samples))
	if first, last := pts[0], pts[len(pts)-1]; first.Above != 501 || first.Ns != 500 || last.Above != 1 || last.Ns != 1000 {
		t.Errorf("curve runs from %+v to %+v, want above 501 at 500 to above 1 at 1000", first, last)
	}
	for i := 1; i < len(pts); i++ {
		if pts[i].Above >= pts[i-1].Above || pts[i].Ns < pts[i-1].Ns {
			t.Errorf("point %d %+v after %+v", i, pts[i], pts[i-1])
		}
	}
	if len(pts) < 25 || len(pts) > 28 {
		t.Errorf("%d points over 2.7 decades, want 10 a decade", len(pts))
	}
	if curveOf(nil) != nil {
		t.Error("a curve of no samples")
	}
}

// TestParseHeyCSV reads hey's CSV as hey writes it, and refuses what is
// not a 200 or not a number.
func TestParseHeyCSV(t *testing.T) {
	good := "response-time,DNS+dialup,DNS,Request-write,Response-delay,Response-read,status-code,offset\n" +
		"0.0002,0.0001,0.0000,0.0000,0.0001,0.0000,200,0.0003\n" +
		"0.2007,0.0000,0.0000,0.0000,0.2006,0.0000,200,0.5001\n\n"
	ns, err := parseHeyCSV(strings.NewReader(good + "0.0000,0,0,0,0,0,200,0.0004\n"))
	if err != nil || len(ns) != 3 || ns[0] != 200_000 || ns[1] != 200_700_000 || ns[2] != 0 {
		t.Errorf("parseHeyCSV = %v, %v", ns, err)
	}
	for _, bad := range []string{
		"h\n0.0002,0,0,0,0,0,503,0\n",
		"h\nx,0,0,0,0,0,200,0\n",
		"h\n-1,0,0,0,0,0,200,0\n",
		"h\n0.1,0,0\n",
	} {
		if _, err := parseHeyCSV(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("parseHeyCSV(%q) = %v, want an error at line 2", bad, err)
		}
	}
}

// TestReadReply reads our server's replies and refuses what it cannot
// time: another status, no Content-Length, a broken header.
func TestReadReply(t *testing.T) {
	ok := "HTTP/1.1 200 OK\r\nDate: Tue, 01 Dec 2026 06:00:00 GMT\r\ncontent-length: 3\r\nContent-Type: text/plain\r\n\r\nok\n"
	r := bufio.NewReader(strings.NewReader(ok + ok))
	for i := range 2 {
		if err := readReply(r); err != nil {
			t.Fatalf("reply %d: %v", i, err)
		}
	}
	if _, err := r.ReadByte(); err == nil {
		t.Error("readReply left bytes of the body unread")
	}
	if err := readReply(bufio.NewReader(strings.NewReader("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n"))); err != nil {
		t.Errorf("an empty body: %v", err)
	}
	for _, tc := range []struct{ reply, want string }{
		{"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n", `server answered "HTTP/1.1 503 Service Unavailable"`},
		{"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nok\n\r\n0\r\n\r\n", "reply without a Content-Length"},
		{"HTTP/1.1 200 OK\r\nContent-Length: x\r\n\r\n", `reply with Content-Length " x"`},
		{"HTTP/1.1 200 OK\r\nContent-Length: 3\r\n", "reading the reply's header: EOF"},
		{"HTTP/1.1 200 OK\r\nX: " + strings.Repeat("a", 5000) + "\r\n\r\n", "buffer full"},
		{"", "reading the reply: EOF"},
	} {
		if err := readReply(bufio.NewReader(strings.NewReader(tc.reply))); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("readReply(%.40q) = %v, want %q", tc.reply, err, tc.want)
		}
	}
}
