package live

import (
	"math/rand"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// TestOverlaps compares Overlaps with a walk over every stall.
func TestOverlaps(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for range 20000 {
		s := Schedule{Stall: time.Duration(rng.Intn(4)), Period: time.Duration(5 + rng.Intn(5)), FirstStall: time.Duration(rng.Intn(8))}
		from := time.Duration(rng.Intn(60))
		to := from + time.Duration(rng.Intn(12))
		want := false
		for k := time.Duration(0); s.Stall > 0 && k < 100; k++ {
			b := s.FirstStall + k*s.Period
			want = want || b <= to && from < b+s.Stall
		}
		if got := s.Overlaps(from, to); got != want {
			t.Fatalf("%+v.Overlaps(%v, %v) = %v, want %v", s, from, to, got, want)
		}
	}
}

// TestCompletion: the server's completions are the model's stall rule
// (sim.Scenario.CompletionNs, tested there against a walk one nanosecond
// at a time), on hand-worked cases: S = 100, D = 1000 every 5000 from 150.
func TestCompletion(t *testing.T) {
	s := Schedule{Service: 100, Stall: 1000, Period: 5000, FirstStall: 150}
	for start, want := range map[time.Duration]time.Duration{
		0:    100,  // done before the first stall
		100:  1200, // a stall begins in service: extended by D
		50:   150,  // done the instant the stall begins: untouched
		150:  1250, // starts as the stall begins: waits for its end
		1149: 1250, // inside the stall
		1150: 1250, // as it ends
		5100: 6200, // the second stall begins in service
	} {
		if got := s.Completion(start); got != want {
			t.Errorf("Completion(%v) = %v, want %v", start, got, want)
		}
	}
	if got := (Schedule{}).Completion(7); got != 7 {
		t.Errorf("a schedule of nothing: Completion(7) = %v", got)
	}
}

// TestWorkerAndRate: the worker's service counts only untouched requests,
// its lateness all of them, and the rate is count·I over the span plus I.
func TestWorkerAndRate(t *testing.T) {
	s := Schedule{Service: 100, Stall: 1000, Period: 5000, FirstStall: 150}
	served := []Served{
		{Start: 0, Done: 100, Finished: 103, Service: 100},     // untouched: 103
		{Start: 100, Done: 1200, Finished: 1250, Service: 100}, // stalled: late 50
		{Start: 2000, Done: 2100, Finished: 2107, Service: 100},
		{Start: 2100, Done: 2200, Finished: 2201, Service: 100},
	}
	svc, late := worker(served, s)
	if svc != 103 || late != 50 {
		t.Errorf("worker = %v, %v; want a median service of 103 and a p99 lateness of 50", svc, late)
	}
	// drawn service times: S plus the median overrun, 3 of 1, 3 and 8
	drawn := []Served{
		{Start: 0, Done: 40, Finished: 41, Service: 40},
		{Start: 40, Done: 1300, Finished: 1303, Service: 160}, // stalled: left out
		{Start: 2000, Done: 2250, Finished: 2253, Service: 250},
		{Start: 2250, Done: 2260, Finished: 2268, Service: 10},
	}
	if svc, late := worker(drawn, s); svc != 103 || late != 8 {
		t.Errorf("worker(drawn) = %v, %v; want S + the median overrun, 103, and a p99 lateness of 8", svc, late)
	}
	if svc, late := worker(nil, s); svc != 0 || late != 0 {
		t.Errorf("worker(nil) = %v, %v", svc, late)
	}
	apart := func(n int, first, step time.Duration) []time.Duration {
		var sent []time.Duration
		for i := range n {
			sent = append(sent, first+time.Duration(i)*step)
		}
		return sent
	}
	if got := rateOf(apart(101, 0, time.Millisecond), time.Millisecond); got != "100.000" {
		t.Errorf("101 requests a millisecond apart: rate %v%%, want 100.000", got)
	}
	if got := rateOf(apart(50, time.Second, 2*time.Millisecond), time.Millisecond); got != "50.505" {
		t.Errorf("50 requests two milliseconds apart: rate %v%%, want 50·1 ms / 99 ms = 50.505", got)
	}
	// out of order, as vegeta's results come: the first and last sends count
	if got := rateOf([]time.Duration{3 * time.Millisecond, 0, 1 * time.Millisecond}, time.Millisecond); got != "75.000" {
		t.Errorf("3 requests over 4 slots: rate %v%%, want 75.000", got)
	}
	if got := rateOf(nil, time.Millisecond); got != "0.000" {
		t.Errorf("no requests: rate %v", got)
	}
	// against the times each was free to go: a closed loop 20 ms behind
	// its plan at the end, as its replies held it, made its own rate
	free := append(apart(100, 0, time.Millisecond), 120*time.Millisecond)
	if got := rateAgainst(append(apart(100, 0, time.Millisecond), 120*time.Millisecond), free, time.Millisecond); got != "100.000" {
		t.Errorf("sent when free: rate %v%%, want 100.000", got)
	}
	if got := rateAgainst(append(apart(100, 0, time.Millisecond), 240*time.Millisecond), free, time.Millisecond); got != "50.207" {
		t.Errorf("the last sent 120 ms after it was free: rate %v%%, want (120 + 1) / (240 + 1) = 50.207", got)
	}
	if got := rateAgainst(nil, nil, time.Millisecond); got != "0.000" {
		t.Errorf("no requests: rate %v", got)
	}
	if got := rateAgainst([]time.Duration{5 * time.Millisecond}, []time.Duration{time.Millisecond}, time.Millisecond); got != "100.000" {
		t.Errorf("one request: rate %v", got)
	}
}

// TestScheduleErrorsAndServiceEff on hand-made stamps: request 1 went out
// late, request 2 found the server busy, request 3 met a stall.
func TestScheduleErrorsAndServiceEff(t *testing.T) {
	st := Stamps{
		Due:  []time.Duration{0, 200, 400, 600, 2800},
		Free: []time.Duration{0, 200, 400, 600, 2800},
		Send: []time.Duration{0, 230, 400, 600, 2801},
		Done: []time.Duration{140, 410, 900, 2700, 2951},
	}
	s := Schedule{Service: 100, Stall: 1000, Period: 10_000, FirstStall: 1500}
	if got := scheduleErrors(st); got[3] != 1 || got[4] != 30 || got[0] != 0 {
		t.Errorf("schedule errors %v, want sorted 0 0 0 1 30", got)
	}
	eff, mean, ok := serviceEff(st, s)
	// qualifying: request 0 (140), request 1 (180), request 4 (150);
	// request 2 found request 1's reply not yet in, request 3 met the stall
	if !ok || eff != 150 || mean != 156 {
		t.Errorf("S_eff = %v, mean %v (%v), want the median and mean of 140, 180, 150", eff, mean, ok)
	}
	if _, _, ok := serviceEff(Stamps{}, s); ok {
		t.Error("S_eff of no requests")
	}
	if got := atHalfUp([]time.Duration{1, 2, 3, 4}, sim.P50); got != 2 {
		t.Errorf("half-up median of 1..4 = %v, want rank round(2) = 2", got)
	}
}

// TestServiceEffAtTheBoundary: a request sent at the very instant its
// predecessor's reply came found the server idle; a worker whose every
// request met a stall has no untouched service time.
func TestServiceEffAtTheBoundary(t *testing.T) {
	st := Stamps{Send: []time.Duration{0, 150}, Done: []time.Duration{150, 270}}
	eff, _, ok := serviceEff(st, Schedule{Service: 100})
	if !ok || eff != 120 { // of 150 and 120, half-up rank round(1) = 1: 120
		t.Errorf("S_eff = %v (%v), want both requests, median 120ns", eff, ok)
	}
	st.Send[1] = 149
	if eff, _, _ := serviceEff(st, Schedule{Service: 100}); eff != 150 {
		t.Errorf("S_eff = %v with the second sent before the first's reply: want only the first, 150ns", eff)
	}
	stalled := []Served{{Start: 0, Done: 1100, Finished: 1100}}
	if svc, late := worker(stalled, Schedule{Service: 100, Stall: 1000, Period: 5000}); svc != 0 || late != 0 {
		t.Errorf("worker = %v, %v; want no untouched service", svc, late)
	}
}

// TestOthers: other processes' CPU is the processors' time less their idle
// time less this process's, never below zero, and unknown when the
// machine's time could not be read or its processors changed.
func TestOthers(t *testing.T) {
	t0 := time.Unix(1000, 0)
	u := usage{idle: 10 * time.Second, self: time.Second, processors: 2, wall: t0, ok: true}
	v := usage{idle: 18 * time.Second, self: 2 * time.Second, processors: 2, wall: t0.Add(5 * time.Second), ok: true}
	// 2 processors × 5 s = 10 s, of which 8 s idle: 2 s busy, 1 s of it ours
	if other, wall, ok := u.others(v); other != time.Second || wall != 5*time.Second || !ok {
		t.Errorf("others = %v, %v, %v; want 1s, 5s, true", other, wall, ok)
	}
	v.self = 4 * time.Second // more than the busy time, by the idle time's ticks
	if other, _, ok := u.others(v); other != 0 || !ok {
		t.Errorf("others below zero = %v, %v; want 0, true", other, ok)
	}
	v.self, v.processors = 2*time.Second, 3
	if _, _, ok := u.others(v); ok {
		t.Error("a processor came online: the reading must not be trusted")
	}
	v.processors, v.ok = 2, false
	if _, _, ok := u.others(v); ok {
		t.Error("an unread machine time must not be trusted")
	}
	if r := readUsage(); Supported && (!r.ok || r.processors < 1 || r.idle <= 0) {
		t.Errorf("readUsage on this machine: %+v", r)
	}
}

// TestWallClockNeverEarly: the wall clock's waits return at their instant
// or after it, never before, whichever way they wait: a spin, a sleep in
// the kernel, and the pacer's held sleep.
func TestWallClockNeverEarly(t *testing.T) {
	c := NewWallClock()
	for _, wait := range []func(time.Duration){c.SpinUntil, c.SleepUntil, c.PaceUntil} {
		for _, d := range []time.Duration{-time.Millisecond, 0, 10 * time.Microsecond, FinalSpin + time.Microsecond, 300 * time.Microsecond, HoldWindow + 500*time.Microsecond} {
			at := c.Now() + d
			wait(at)
			if now := c.Now(); now < at {
				t.Errorf("a wait until %v returned at %v", at, now)
			}
		}
	}
	// a clock with an origin ahead reads negative until then
	if ahead := WallClockAt(MonotonicNs() + int64(time.Hour)); ahead.Now() > -59*time.Minute {
		t.Errorf("an origin an hour ahead reads %v", ahead.Now())
	}
}

// TestPairedRTT: each request's time at the client less its time at the
// worker, paired by send and arrival order, whatever order the records
// come in; the mean of them, and 0 with nothing to pair.
func TestPairedRTT(t *testing.T) {
	st := Stamps{ // client times 60, 500, 45 (sent in the order 0, 2, 1)
		Send: []time.Duration{0, 300, 100},
		Done: []time.Duration{60, 800, 145},
	}
	served := []Served{ // in service order, which is not arrival order here
		{Arrived: 110, Finished: 130}, // the third sent's pair: 45 − 20 = 25
		{Arrived: 10, Finished: 50},   // the first's: 60 − 40 = 20
		{Arrived: 310, Finished: 710}, // the second's: 500 − 400 = 100
	}
	if got := pairedRTT(st, served); got != 48 {
		t.Errorf("pairedRTT = %v, want the mean of 20, 25 and 100, 48 (rounded down)", got)
	}
	if got := pairedRTT(Stamps{}, served); got != 0 {
		t.Errorf("pairedRTT with no sends = %v, want 0", got)
	}
	st.Done[0] = 0 // a pair whose worker time exceeds its client time: negative, and the median is never below 0
	st.Done[1], st.Done[2] = 300, 100
	if got := pairedRTT(st, served); got != 0 {
		t.Errorf("pairedRTT of negative pairs = %v, want 0", got)
	}
}

// TestServiceEffInSendOrder: with many connections catching up, requests
// go out of index order. In send order: request 1 (sent 0, done 250)
// found the server idle; request 0 (sent 100) went out before 250, and
// request 2 (sent 300) before request 0's reply at 700, though its
// predecessor by index, request 1, had its reply: both queued; request 3
// (sent 800) before request 2's reply at 850: queued. S_eff is request
// 1's 250 alone; sent at 850 instead, request 3 counts too.
func TestServiceEffInSendOrder(t *testing.T) {
	st := Stamps{Send: []time.Duration{100, 0, 300, 800}, Done: []time.Duration{700, 250, 850, 950}}
	eff, mean, ok := serviceEff(st, Schedule{Service: 100})
	if !ok || eff != 250 || mean != 250 {
		t.Errorf("S_eff = %v, mean %v (%v); want request 1's 250 alone", eff, mean, ok)
	}
	st.Send[3] = 850                                                     // now after every earlier reply: it counts, 100
	if eff, _, _ := serviceEff(st, Schedule{Service: 100}); eff != 100 { // of 250 and 100, half-up rank 1
		t.Errorf("S_eff = %v, want the median of 250 and 100 by the half-up rank, 100", eff)
	}
}
