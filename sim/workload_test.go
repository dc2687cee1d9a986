package sim

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// refWorkload is the workload's run as an obvious reference: every send
// found by a linear scan of the threads, every start by a linear scan of
// the workers, and every completion by walking the pauses one at a time
// (not CompletionNs). paused false runs the server without pauses.
func refWorkload(w Workload, paused bool) []WorkloadRequest {
	next := make([]int64, w.Threads)
	began := make([]int64, w.Threads)
	sent := make([]int, w.Threads)
	for j := range next {
		began[j] = int64(j) * int64(w.Ramp) / int64(w.Threads)
		if len(w.Starts) > 0 {
			began[j] = int64(w.Starts[j])
		}
		next[j] = began[j]
	}
	free := make([]int64, max(1, w.Workers))
	for i := range free {
		free[i] = -1 << 62
	}
	var out []WorkloadRequest
	for {
		j := -1
		for k := range next {
			live := (w.Duration == 0 || next[k] < int64(w.Duration)) && (w.Iterations == 0 || sent[k] < w.Iterations)
			if live && (j < 0 || next[k] < next[j]) {
				j = k
			}
		}
		if j < 0 {
			return out
		}
		typ := sent[j] % len(w.Services)
		k := 0
		for i := range free {
			if free[i] < free[k] {
				k = i
			}
		}
		start := max(next[j], free[k])
		if w.Workers == 0 {
			start = next[j] // a worker for every request
		}
		done := refPausedDone(w, start, int64(w.server(typ, j, sent[j]).Service), paused)
		free[k] = done
		lat := done + int64(w.RTT) - next[j]
		out = append(out, WorkloadRequest{Thread: j, Type: typ, SendNs: next[j], LatencyNs: lat, index: sent[j]})
		if w.Pace > 0 {
			next[j] = max(next[j]+lat, began[j]+int64(sent[j]+1)*int64(w.Pace))
		} else {
			next[j] += lat + w.thinkNs(j, sent[j], typ)
		}
		sent[j]++
	}
}

// refPausedDone serves work from start, walking the pauses in turn: a
// pause that has begun by the time the work would start delays its
// start; one that begins before it is done holds it for the pause.
func refPausedDone(w Workload, start, work int64, paused bool) int64 {
	t := start
	for k := int64(0); paused && (w.Stall > 0 || k < int64(len(w.Pauses))); k++ {
		from := int64(w.FirstStall) + k*int64(w.Period)
		to := from + int64(w.Stall)
		if len(w.Pauses) > 0 {
			from, to = int64(w.Pauses[k].At), int64(w.Pauses[k].At+w.Pauses[k].Length)
		}
		if to <= t {
			continue
		}
		if from <= t { // in a pause: wait for its end
			t = to
			continue
		}
		if from < t+work { // the pause begins in service
			work -= from - t
			t = to
			continue
		}
		break
	}
	return t + work
}

// drawPauses draws n pauses that hold share of the time from 0 to
// span, in order and apart, of lengths spread from a tenth to twice
// their mean, each at a uniform place in its own nth of the span.
func drawPauses(rng *rand.Rand, span time.Duration, n int, share float64) []Pause {
	slot := span / time.Duration(n)
	mean := time.Duration(share * float64(span) / float64(n))
	var out []Pause
	for k := range n {
		length := min(slot/2, max(time.Microsecond, time.Duration((0.1+1.9*rng.Float64())*float64(mean))))
		at := time.Duration(k)*slot + time.Duration(rng.Int64N(int64(slot-length)+1))
		if len(out) > 0 && at <= out[len(out)-1].At+out[len(out)-1].Length {
			continue
		}
		out = append(out, Pause{At: at, Length: length})
	}
	return out
}

// TestWorkloadByHand: runs whose figures follow from the constants.
func TestWorkloadByHand(t *testing.T) {
	ms := time.Millisecond
	// One thread, S = 10 ms, L = 2 ms, Z = 8 ms, for 100 ms: a send
	// every S + L + Z = 20 ms, ⌈100/20⌉ = 5 of them, each S + L.
	one := Workload{Threads: 1, Think: 8 * ms, Duration: 100 * ms, Services: []time.Duration{10 * ms}, Workers: 1, RTT: 2 * ms}
	got, err := one.Closed()
	if err != nil || len(got) != 5 {
		t.Fatalf("%d requests, %v; want 5", len(got), err)
	}
	for i, r := range got {
		if r.SendNs != int64(i)*20e6 || r.LatencyNs != 12e6 {
			t.Errorf("request %d: %+v, want a send at %d ms, 12 ms", i, r, 20*i)
		}
	}
	// A pause of 50 ms at 25 ms: the second request (sent at 20 ms,
	// served from 20 to 25, then from 75 to 80) takes 10 + 50 + 2 = 62 ms;
	// the third goes at 20 + 62 + 8 = 90 ms; 3 requests in all. Kept
	// open, the schedule (0, 20, 40, 60, 80) meets the pause: the one
	// worker holds the second until 80, so 40, 60 and 80 start at 80, 90
	// and 100, done 10 ms later, each reply 2 ms after that.
	one.Stall, one.Period, one.FirstStall = 50*ms, time.Second, 25*ms
	got, _ = one.Closed()
	if len(got) != 3 || got[1].LatencyNs != 62e6 || got[2].SendNs != 90e6 {
		t.Errorf("paused: %+v", got)
	}
	truth, _ := one.Truth()
	wantLat := []int64{12e6, 62e6, 52e6, 42e6, 32e6}
	for i, r := range truth {
		if r.SendNs != int64(i)*20e6 || r.LatencyNs != wantLat[i] {
			t.Errorf("truth %d: %+v, want a send at %d ms, %d ms", i, r, 20*i, wantLat[i]/1e6)
		}
	}
	// The same pause given as a list: the same run.
	listed := one
	listed.Stall, listed.Period, listed.FirstStall = 0, 0, 0
	listed.Pauses = []Pause{{At: 25 * ms, Length: 50 * ms}}
	if again, _ := listed.Closed(); !slices.Equal(again, got) {
		t.Errorf("the pause as a list: %+v, want %+v", again, got)
	}
	// A pace of 20 ms instead of the think time: due at 0, 20, 40, 60
	// and 80; the second, held by the pause to 82, makes the third and
	// fourth go at once after it, at 82 and 94 (each 12 ms), and the fifth
	// would go at 106, past the 100 ms.
	paced := listed
	paced.Think, paced.Pace = 0, 20*ms
	got, _ = paced.Closed()
	sends := []int64{0, 20e6, 82e6, 94e6}
	if len(got) != len(sends) {
		t.Fatalf("paced: %+v", got)
	}
	for i, r := range got {
		if r.SendNs != sends[i] {
			t.Errorf("paced %d: sent at %d, want %d", i, r.SendNs, sends[i])
		}
	}
	// Four threads, no think, S = 10, for 40 ms, and a worker for each
	// request: every thread sends every 10 ms, 16 requests of 10 ms.
	none := Workload{Threads: 4, Duration: 40 * ms, Services: []time.Duration{10 * ms}}
	got, _ = none.Closed()
	if len(got) != 16 || got[15].SendNs != 30e6 || slices.ContainsFunc(got, func(r WorkloadRequest) bool { return r.LatencyNs != 10e6 }) {
		t.Errorf("four threads with no queue: %+v", got)
	}
	// Four threads, two workers, no think, S = 10, for 40 ms: threads 0
	// and 1 are served from 0, 2 and 3 wait until 10; 0 and 1 send again
	// at 10 and wait until 20, 2 and 3 at 20 and wait until 30: sends at
	// 0, 0, 0, 0, 10, 10, 20, 20, 30, 30, all but the first two 20 ms.
	four := Workload{Threads: 4, Duration: 40 * ms, Services: []time.Duration{10 * ms}, Workers: 2}
	got, _ = four.Closed()
	if len(got) != 10 || got[0].LatencyNs != 10e6 || got[2].LatencyNs != 20e6 || got[9].SendNs != 30e6 || got[9].LatencyNs != 20e6 {
		t.Errorf("four threads on two workers: %+v", got)
	}
	// Iterations end each thread; the ramp starts thread j at j·R/N;
	// two types alternate.
	it := Workload{Threads: 2, Ramp: 10 * ms, Iterations: 3, Services: []time.Duration{ms, 3 * ms}, Workers: 4}
	got, _ = it.Closed()
	types := []int{0, 1, 0}
	if len(got) != 6 || got[1].SendNs != 1e6 || got[1].Thread != 0 {
		t.Fatalf("iterations: %+v", got)
	}
	for _, r := range got {
		if r.Thread == 1 && r.SendNs < 5e6 {
			t.Errorf("thread 1 sent at %d, before its start at 5 ms", r.SendNs)
		}
	}
	var byThread [2][]int
	for _, r := range got {
		byThread[r.Thread] = append(byThread[r.Thread], r.Type)
	}
	if !slices.Equal(byThread[0], types) || !slices.Equal(byThread[1], types) {
		t.Errorf("types in turn: %v", byThread)
	}
}

// TestWorkloadAgainstReference: drawn workloads, run by the heaps and
// CompletionNs and by the reference's scans, request for request; a third
// of them with pauses drawn as a list, a third with a worker for every
// request, and a third of threads keeping a pace.
func TestWorkloadAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		w := drawWorkload(rng, 400)
		if rng.IntN(3) == 0 && w.Stall > 0 {
			w.Pauses = drawPauses(rng, w.Duration, 1+rng.IntN(20), 0.001+0.2*rng.Float64())
			w.Stall, w.Period, w.FirstStall = 0, 0, 0
		}
		if rng.IntN(3) == 0 {
			w.Workers = 0
		}
		if rng.IntN(3) == 0 {
			w.Pace = w.Think + time.Duration(rng.Int64N(int64(w.Services[0])*4+1))
		} else if rng.IntN(2) == 0 {
			for range w.Services {
				w.Thinks = append(w.Thinks, time.Duration(rng.Int64N(int64(w.Think)+1)))
			}
		}
		if rng.IntN(4) == 0 {
			for range w.Threads {
				w.Starts = append(w.Starts, time.Duration(rng.Int64N(int64(w.Ramp)+1)))
			}
			slices.Sort(w.Starts)
		}
		for _, paused := range []bool{true, false} {
			got, err := w.closed(paused)
			if err != nil {
				t.Fatal(err)
			}
			want := refWorkload(w, paused)
			if !slices.Equal(got, want) {
				t.Fatalf("%+v, paused %v: %d requests, the reference %d; first %+v, %+v", w, paused, len(got), len(want), got[:min(3, len(got))], want[:min(3, len(want))])
			}
		}
	}
}

// drawWorkload draws a workload of about most requests: K from 1 to 64,
// threads from 1 to 200, a ramp, think time with jitter, one or two
// request types, and pauses. The think time is drawn for a load on the
// workers from 5 % to 120 % of what they can serve, so that about one in
// six saturates them.
func drawWorkload(rng *rand.Rand, most int) Workload {
	us := func(lo, hi int) time.Duration { return time.Duration(lo+rng.IntN(hi-lo+1)) * time.Microsecond }
	w := Workload{
		Threads:        1 + rng.IntN(200),
		Workers:        1 + rng.IntN(64),
		Services:       []time.Duration{us(50, 2000)},
		RTT:            us(0, 500),
		ThinkJitterPct: rng.IntN(50),
		Seed:           rng.Uint64(),
	}
	if rng.IntN(3) == 0 {
		w.ServiceJitterPct = rng.IntN(50)
	}
	if rng.IntN(2) == 0 {
		w.Services = append(w.Services, us(50, 5000))
	}
	var mean time.Duration
	for _, s := range w.Services {
		mean += s / time.Duration(len(w.Services))
	}
	// load = threads·S / (workers·(S + RTT + Z))
	load := 0.05 + 1.15*rng.Float64()
	z := float64(w.Threads)*float64(mean)/(float64(w.Workers)*load) - float64(mean+w.RTT)
	w.Think = time.Duration(max(0, min(z, float64(time.Second))))
	per := mean + w.RTT + w.Think
	w.Duration = time.Duration(int64(most)/int64(w.Threads)+1) * per
	if rng.IntN(2) == 0 {
		w.Ramp = time.Duration(rng.Int64N(int64(w.Duration) / 2))
	}
	w.Period = time.Duration(int64(w.Duration)/int64(2+rng.IntN(4))) + time.Microsecond
	w.Stall = time.Duration(rng.Int64N(int64(w.Period)/4)) + time.Microsecond
	w.FirstStall = time.Duration(rng.Int64N(int64(w.Period)))
	if rng.IntN(5) == 0 {
		w.Stall, w.Period = 0, 0
	}
	return w
}

// TestWorkloadValidate: each bound refuses just past its edge and takes
// the edge itself.
func TestWorkloadValidate(t *testing.T) {
	ms := time.Millisecond
	base := Workload{Threads: 1, Duration: time.Second, Services: []time.Duration{ms}, Workers: 1}
	for _, c := range []struct {
		name string
		edit func(*Workload)
		ok   bool
	}{
		{"as drawn", func(*Workload) {}, true},
		{"no threads", func(w *Workload) { w.Threads = 0 }, false},
		{"a million threads", func(w *Workload) { w.Threads = 1_000_000 }, true},
		{"a million and one", func(w *Workload) { w.Threads = 1_000_001 }, false},
		{"no limit on the workers", func(w *Workload) { w.Workers = 0 }, true},
		{"negative workers", func(w *Workload) { w.Workers = -1 }, false},
		{"a million workers", func(w *Workload) { w.Workers = 1_000_000 }, true},
		{"a million and one workers", func(w *Workload) { w.Workers = 1_000_001 }, false},
		{"no type", func(w *Workload) { w.Services = nil }, false},
		{"no end", func(w *Workload) { w.Duration = 0 }, false},
		{"iterations alone", func(w *Workload) { w.Duration, w.Iterations = 0, 1 }, true},
		{"negative sessions", func(w *Workload) { w.SessionRequests = -1 }, false},
		{"negative iterations", func(w *Workload) { w.Iterations = -1 }, false},
		{"think jitter 100", func(w *Workload) { w.ThinkJitterPct = 100 }, true},
		{"think jitter 101", func(w *Workload) { w.ThinkJitterPct = 101 }, false},
		{"think jitter -1", func(w *Workload) { w.ThinkJitterPct = -1 }, false},
		{"service jitter 99", func(w *Workload) { w.ServiceJitterPct = 99 }, true},
		{"service jitter 100", func(w *Workload) { w.ServiceJitterPct = 100 }, false},
		{"service jitter -1", func(w *Workload) { w.ServiceJitterPct = -1 }, false},
		{"a negative pace", func(w *Workload) { w.Pace = -1 }, false},
		{"a pace past MaxTime", func(w *Workload) { w.Pace = MaxTime + 1 }, false},
		{"a service of 0", func(w *Workload) { w.Services = []time.Duration{0} }, false},
		{"a think for each type", func(w *Workload) { w.Thinks = []time.Duration{ms} }, true},
		{"thinks for two types of one", func(w *Workload) { w.Thinks = []time.Duration{ms, ms} }, false},
		{"a negative think", func(w *Workload) { w.Thinks = []time.Duration{-1} }, false},
		{"a stall as long as its period", func(w *Workload) { w.Stall, w.Period = ms, ms }, false},
		{"pauses and a stall", func(w *Workload) { w.Stall, w.Period, w.Pauses = ms, 2*ms, []Pause{{At: 0, Length: ms}} }, false},
		{"pauses and a period alone", func(w *Workload) { w.Period, w.Pauses = 2*ms, []Pause{{At: 0, Length: ms}} }, false},
		{"pauses apart", func(w *Workload) { w.Pauses = []Pause{{At: 0, Length: ms}, {At: ms + 1, Length: ms}} }, true},
		{"pauses that meet", func(w *Workload) { w.Pauses = []Pause{{At: 0, Length: ms}, {At: ms, Length: ms}} }, false},
		{"a pause of 0", func(w *Workload) { w.Pauses = []Pause{{At: 0, Length: 0}} }, false},
		{"a pause past MaxTime", func(w *Workload) { w.Pauses = []Pause{{At: MaxTime + 1, Length: 1}} }, false},
		{"a pause longer than MaxTime", func(w *Workload) { w.Pauses = []Pause{{At: 0, Length: MaxTime + 1}} }, false},
		{"a start for the thread", func(w *Workload) { w.Starts = []time.Duration{ms} }, true},
		{"two starts for one thread", func(w *Workload) { w.Threads, w.Starts = 1, []time.Duration{ms, ms} }, false},
		{"starts out of order", func(w *Workload) { w.Threads, w.Starts = 2, []time.Duration{2 * ms, ms} }, false},
		{"a start before 0", func(w *Workload) { w.Starts = []time.Duration{-1} }, false},
		{"a start past MaxTime", func(w *Workload) { w.Starts = []time.Duration{MaxTime + 1} }, false},
	} {
		w := base
		c.edit(&w)
		if err := w.Validate(); (err == nil) != c.ok {
			t.Errorf("%s: %v, want ok %v", c.name, err, c.ok)
		}
	}
}
