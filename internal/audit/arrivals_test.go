package audit

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// workloadLog is w's closed run as its tool logs it: each request's
// user is its thread, or, with sessions, its thread's session.
func workloadLog(t *testing.T, w sim.Workload) []Request {
	t.Helper()
	rs, err := w.Closed()
	if err != nil {
		t.Fatal(err)
	}
	reqs := make([]Request, len(rs))
	for i, r := range rs {
		reqs[i] = Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: int64(r.Thread)<<32 | int64(r.Session), Label: int32(r.Type)}
	}
	return reqs
}

// arrivalWorkloads are the model's workloads of each kind of arrivals,
// as their tools' users set them up.
func arrivalWorkloads() []struct {
	name     string
	w        sim.Workload
	arrivals string
	users    int64
	words    string
} {
	four := []time.Duration{20 * time.Millisecond, 50 * time.Millisecond, 30 * time.Millisecond, 10 * time.Millisecond}
	pause := func(w sim.Workload) sim.Workload {
		w.Stall, w.Period, w.FirstStall = time.Second, 10*time.Second, 5*time.Second
		return w
	}
	open := sim.Workload{Threads: 90, Ramp: 30 * time.Second, Iterations: 4, Think: time.Second, ThinkJitterPct: 30, ServiceJitterPct: 30,
		Services: four, Workers: 8, RTT: time.Millisecond, Seed: 3}
	oneEach := sim.Workload{Threads: 500, Ramp: 50 * time.Second, Iterations: 1, Services: four[:1], Workers: 4, RTT: time.Millisecond, Seed: 4}
	looping := sim.Workload{Threads: 20, Ramp: 10 * time.Second, Think: 500 * time.Millisecond, ThinkJitterPct: 20, ServiceJitterPct: 20,
		Duration: 60 * time.Second, Services: four[:2], Workers: 8, RTT: time.Millisecond, Seed: 5}
	sessions := sim.Workload{Threads: 15, Ramp: 3 * time.Second, Think: 300 * time.Millisecond, ThinkJitterPct: 30, ServiceJitterPct: 20,
		Duration: 60 * time.Second, Services: four, SessionRequests: 7, Workers: 8, RTT: time.Millisecond, Seed: 6}
	saturation := sim.Workload{Threads: 20, Duration: 20 * time.Second, Services: four[:2], Workers: 4, Seed: 7}
	return []struct {
		name     string
		w        sim.Workload
		arrivals string
		users    int64
		words    string
	}{
		{"90 users at 3 a second, 4 requests each", open, ArrivalsOpen, 90, "90 users arrived at 3 a second over 29.7s, each running 4 requests (a median): an open model"},
		{"the same, with pauses", pause(open), ArrivalsOpen, 90, "an open model, so its figures hide nothing between users"},
		{"500 threads of one request", oneEach, ArrivalsOpen, 500, "500 users arrived at 10 a second over 49.9s, each running 1 request"},
		{"20 threads looping", looping, ArrivalsClosed, 20, "20 threads looping, each thinking before its next send after a reply: a closed model"},
		{"the same, with pauses", pause(looping), ArrivalsClosed, 20, "20 threads looping"},
		{"15 users held, sessions of 7", sessions, ArrivalsClosed, 0, "15 users held, a new one started as each ended"},
		{"the same, with pauses", pause(sessions), ArrivalsClosed, 0, "15 users held, a new one started as each ended"},
		{"20 threads, no think time", saturation, ArrivalsClosed, 20, "20 threads looping with no think time: a saturation test"},
	}
}

// TestArrivalsOnTheModel: each kind of arrivals is told from its log, in
// its tool's words, with the users it had; an open model's figures hide
// nothing, its re-timings the recording itself; a saturation test states
// no hidden factor; a closed model of sessions is audited on the users
// it held.
func TestArrivalsOnTheModel(t *testing.T) {
	for _, tc := range arrivalWorkloads() {
		t.Run(tc.name, func(t *testing.T) {
			reqs := workloadLog(t, tc.w)
			res, err := Audit(reqs, Options{ResolutionNs: 1})
			if err != nil {
				t.Fatal(err)
			}
			u := res.Users
			if u.Arrivals != tc.arrivals {
				t.Errorf("arrivals %s, want %s (%+v)", u.Arrivals, tc.arrivals, u)
			}
			if tc.users > 0 && u.Count != tc.users {
				t.Errorf("%d users, want %d", u.Count, tc.users)
			}
			line := res.Line("m", "model")
			if !strings.Contains(line, tc.words) {
				t.Errorf("the line does not say %q:\n%s", tc.words, line)
			}
			switch {
			case u.Arrivals == ArrivalsOpen:
				if res.Hid() || res.Bound != res.Recorded || res.ReplayServer != res.Recorded || strings.Contains(line, "hid the") {
					t.Errorf("an open model: bound %v, replay %v, recorded %v; %s", res.Bound, res.ReplayServer, res.Recorded, line)
				}
			case res.SaturationTest():
				if strings.Contains(line, "×") || strings.Contains(line, "busy") {
					t.Errorf("a saturation test states a factor or a share: %s", line)
				}
			case tc.w.SessionRequests > 0:
				if res.Threads.Threads != int64(tc.w.Threads) || u.Held != int64(tc.w.Threads) {
					t.Errorf("sessions: %d users held, %d threads in the plan, want %d", u.Held, res.Threads.Threads, tc.w.Threads)
				}
				if want := int64(len(reqs)+tc.w.SessionRequests-1) / int64(tc.w.SessionRequests); u.Count < want-int64(tc.w.Threads) || u.Count > want+int64(tc.w.Threads) {
					t.Errorf("%d sessions, want about %d", u.Count, want)
				}
			}
			if strings.Contains(line, "busy 1") && strings.Contains(line, "busy 10") {
				t.Errorf("a share: %s", line)
			}
		})
	}
}

// TestIterationsOf: a user's script's runs, by its names' least period.
func TestIterationsOf(t *testing.T) {
	for _, tc := range []struct {
		labels []int32
		want   int64
	}{
		{[]int32{0}, 1},
		{[]int32{0, 0}, 2},
		{[]int32{0, 1}, 1},
		{[]int32{0, 1, 0, 1}, 2},
		{[]int32{0, 1, 0, 1, 0}, 2}, // the third run cut short
		{[]int32{0, 1, 2, 0, 1, 2, 0, 1, 2}, 3},
		{[]int32{0, 0, 1, 0, 0, 1, 0, 0}, 2},
		{[]int32{0, 1, 1, 0}, 1},
		{[]int32{0, 1, 0, 0, 1, 0}, 2},
	} {
		if got := iterationsOf(tc.labels); got != tc.want {
			t.Errorf("iterationsOf(%v) = %d, want %d", tc.labels, got, tc.want)
		}
	}
}

// TestFollows: starts within the window of an end follow it, each end
// followed once, the latest first; starts before the first end are the
// ramp's.
func TestFollows(t *testing.T) {
	users := []user{
		{startNs: 0, endNs: 100},   // 0
		{startNs: 10, endNs: 105},  // 1
		{startNs: 50, endNs: 300},  // 2: before the first end
		{startNs: 101, endNs: 200}, // 3: follows 0 (1 ms after it, within 2)
		{startNs: 106, endNs: 400}, // 4: follows 1
		{startNs: 106, endNs: 500}, // 5: 0 and 1 are taken
		{startNs: 210, endNs: 600}, // 6: 10 after 3's end, outside 5
		{startNs: 300, endNs: 700}, // 7: at 2's end
	}
	chain := []int64{0, 1, 2, 3, 4, 5, 6, 7}
	followed, after := follows(users, 5, chain)
	if followed != 3 || after != 5 {
		t.Errorf("followed %d of %d, want 3 of 5", followed, after)
	}
	if want := fmt.Sprint([]int64{0, 1, 2, 0, 1, 5, 6, 2}); fmt.Sprint(chain) != want {
		t.Errorf("chain %v, want %s", chain, want)
	}
	if n := chainCount(chain); n != 5 {
		t.Errorf("chainCount %d, want 5", n)
	}
	// at 106: 2, 3, 4 and 5; at 300, 2 ends as 7 starts: 4, 5, 6 and 7
	if most := mostAtOnce(users); most != 4 {
		t.Errorf("mostAtOnce %d, want 4", most)
	}
}
