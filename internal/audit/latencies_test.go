package audit

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestCorrectedAtThePlansInterval: HdrHistogram's correction is taken at
// the plan's interval: a rate plan given as every 10 ns, whose one
// request of 500 ns adds 500/10 − 1 = 49 samples, its figures those of
// the latencies corrected at 10.
func TestCorrectedAtThePlansInterval(t *testing.T) {
	var reqs []Request
	var lat []int64
	for k := range int64(200) {
		l := int64(3)
		if k == 100 {
			l = 500
		}
		reqs = append(reqs, Request{SendNs: 10 * k, LatencyNs: l, Conn: NoConn})
		lat = append(lat, l)
	}
	res, err := Audit(reqs, Options{IntervalNs: 10, ResolutionNs: 1})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(lat)
	want, added, _ := corrected(lat, 10)
	if !res.Corrected.Stated() || res.Corrected.Figures != want || res.CorrectedAdded != 49 || added != 49 {
		t.Errorf("corrected %v (%q), %d added; want %v, 49 added", res.Corrected.Figures, res.Corrected.Unstated, res.CorrectedAdded, want)
	}
}

// TestCorrectedAtTheThreadsPace: a thread workload's correction is taken
// at the threads' pace, the median gap between a thread's sends (100: 10
// of latency and 90 of think time), not at their think time (90): its
// request of 1,000 ns adds 1,000/100 − 1 = 9 samples.
func TestCorrectedAtTheThreadsPace(t *testing.T) {
	var reqs []Request
	var lat []int64
	at := int64(0)
	for k := range 40 {
		l := int64(10)
		if k == 20 {
			l = 1000
		}
		reqs = append(reqs, Request{SendNs: at, LatencyNs: l, Conn: 1})
		lat = append(lat, l)
		at += l + 90
	}
	s := Sending{Conns: 1, Pairs: 39, Waited: 39}
	res, err := auditThreadsOf(reqs, Options{}, s, 40, 1)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(lat)
	want, _, _ := corrected(lat, 100)
	if res.Threads.PaceNs != 100 || res.Threads.ThinkNs != 90 || res.Corrected.Figures != want || res.CorrectedAdded != 9 {
		t.Errorf("pace %d, think %d: corrected %v, %d added; want %v, 9 added", res.Threads.PaceNs, res.Threads.ThinkNs, res.Corrected.Figures, res.CorrectedAdded, want)
	}
}

// TestOpenCorrectedIsTheRecording: an open model's correction, as each of
// its re-timings, is its recording: nothing added.
func TestOpenCorrectedIsTheRecording(t *testing.T) {
	input, err := os.ReadFile(filepath.Join("..", "..", "testdata", "audit", "jmeter-open-model.jtl"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Run(bytes.NewReader(input), "jmeter-open-model.jtl", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	res := out.Result
	if res.Users.Arrivals != ArrivalsOpen || res.Corrected.Figures != res.Recorded.Figures || res.CorrectedAdded != 0 {
		t.Errorf("arrivals %s: corrected %v, %d added; the recording %v", res.Users.Arrivals, res.Corrected.Figures, res.CorrectedAdded, res.Recorded.Figures)
	}
}

// TestQueuedOfAZeroMedian: a type whose median latency is 0 (a log
// written to the ms, of requests under one) is taken at a median of 1 ns
// in the queue's test, not divided by 0: 200 requests answered at once,
// then 100 in flight three at a time, each 25 ns, rise with the count,
// and queued.
func TestQueuedOfAZeroMedian(t *testing.T) {
	var reqs []Request
	for k := range int64(300) {
		l := int64(0)
		if k >= 200 {
			l = 25
		}
		reqs = append(reqs, Request{SendNs: 10 * k, LatencyNs: l, Conn: int32(k)})
	}
	if st := stats(reqs, 1); st.median[0] != 0 || !queued(reqs, st, 1<<40) {
		t.Errorf("median %d: want 0, and queued", st.median[0])
	}
}
