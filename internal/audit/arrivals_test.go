package audit

import (
	"bytes"
	"cmp"
	"fmt"
	"regexp"
	"slices"
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
	keys := make([]int64, len(rs))
	for i, r := range rs {
		keys[i] = int64(r.Thread)<<32 | int64(r.Session)
	}
	conns := inKeyOrder(keys)
	for i, r := range rs {
		reqs[i] = Request{SendNs: r.SendNs, LatencyNs: r.LatencyNs, Conn: conns[i], Label: int32(r.Type)}
	}
	return reqs
}

// inKeyOrder numbers keys from 0 in their order, equal keys alike: as a
// reader numbers the connections a log names (thread<<32 | session).
func inKeyOrder(keys []int64) []int32 {
	sorted := slices.Compact(slices.Sorted(slices.Values(keys)))
	out := make([]int32, len(keys))
	for i, k := range keys {
		j, _ := slices.BinarySearch(sorted, k)
		out[i] = int32(j)
	}
	return out
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
		{"90 users at 3 a second, 4 requests each", open, ArrivalsOpen, 90, "90 users arrived at 3 a second over 29.7s on an even schedule, which its injector kept exactly, each running 4 requests (a median): an open model"},
		{"the same, with pauses", pause(open), ArrivalsOpen, 90, "an open model, so its figures hide nothing between users"},
		{"500 threads of one request", oneEach, ArrivalsOpen, 500, "500 users arrived at 10 a second over 49.9s on an even schedule, which its injector kept exactly, each running 1 request"},
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
				if res.Hid() || res.Bound.Figures != res.Recorded.Figures || res.ReplayServer.Figures != res.Recorded.Figures || !res.ReplayServer.Stated() || strings.Contains(line, "hid the") || !strings.HasSuffix(line, "; its re-timings are the recording itself") || strings.Contains(line, "; plan: ") {
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
			if m := regexp.MustCompile(`busy (\d+) %`).FindStringSubmatch(line); m != nil && len(m[1]) > 2 && m[1] != "100" {
				t.Errorf("a share over 100 %%: %s", line)
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

// spanUser is a user of arrivalsLog: its span and how many requests of
// one name it sent in it.
type spanUser struct{ startNs, endNs, sent int64 }

// arrivalsLog is the log of users, given in order of start: each user's
// requests one after another over its span, of one name.
func arrivalsLog(users []spanUser) []Request {
	var reqs []Request
	for i, u := range users {
		each := (u.endNs - u.startNs) / max(1, u.sent)
		for k := range u.sent {
			reqs = append(reqs, Request{SendNs: u.startNs + k*each, LatencyNs: each, Conn: int32(i)})
		}
	}
	slices.SortStableFunc(reqs, func(a, b Request) int { return cmp.Compare(a.SendNs, b.SendNs) })
	return reqs
}

// shifted moves each of the last k users 3 ms later than the one before
// it moved: none of them follows an end.
func shifted(us []spanUser, k int) []spanUser {
	for i, j := len(us)-k, int64(1); i < len(us); i, j = i+1, j+1 {
		us[i].startNs += 3e6 * j
		us[i].endNs += 3e6 * j
	}
	return us
}

// even is n users of one request, started every 100 ms, each ending as
// the next starts (a session of a whole step), the last miss of them 3
// ms short of it.
func even(n, miss int) []spanUser {
	var us []spanUser
	for i := range n {
		end := int64(i+1) * 1e8
		if i >= n-1-miss && i < n-1 {
			end -= 3e6
		}
		us = append(us, spanUser{int64(i) * 1e8, end, 1})
	}
	return us
}

// held is n users started 10 ms apart, of one request each, the last k
// ending at 1 s (the last tenth of a run of 1 s), the rest at 100 to 400
// ms.
func held(n, k int) []spanUser {
	var us []spanUser
	for i := range n {
		end := int64(i+1) * 1e8
		if i >= n-k {
			end = 1e9
		}
		us = append(us, spanUser{int64(i) * 1e7, end, 1})
	}
	return us
}

// looped is n users of two requests of one name (two runs of a script),
// ending at 100, 200, … ms and the last at 1 s; the last late of them
// started after the first end.
func looped(n, late int) []spanUser {
	var us []spanUser
	for i := range n {
		start, end := int64(i)*1e6, int64(i+1)*1e8
		if i == n-1 {
			end = 1e9
		}
		if i >= n-late {
			start = 1e8 + int64(i)*1e6
		}
		us = append(us, spanUser{start, end, 2})
	}
	return us
}

// TestTellArrivalsAtItsEdges: each rule at its edge.
func TestTellArrivalsAtItsEdges(t *testing.T) {
	ms := int64(1e6)
	// chain: users of one request, each starting 1 ms after the one before
	// ends, at uneven steps: after the first end, n starts, all followed
	chain := func(n int) []spanUser {
		us := []spanUser{{0, 100 * ms, 1}}
		for i := range n {
			start := us[len(us)-1].endNs + ms
			us = append(us, spanUser{start, start + int64(50+37*i%41)*ms, 1})
		}
		return us
	}
	// a user started well before each of the others, so that none ends
	// in the last tenth but the last
	for _, tc := range []struct {
		name     string
		users    []spanUser
		arrivals string
		looping  bool
	}{
		{"5 starts after the first end, each following one", chain(5), ArrivalsClosed, false},
		{"4: too few to tell", chain(4), ArrivalsOpen, false},
		{"a start 2 ms after an end follows it", func() []spanUser {
			us := chain(5)
			us[5].startNs++ // 2 ms after, to the ns: within the window
			us[5].startNs += ms - 1
			return us
		}(), ArrivalsClosed, false},
		{"one of 10 starts 3 ms after, on no schedule: 9 of 10", func() []spanUser {
			us := chain(10)
			for i := 10; i < len(us); i++ {
				us[i].startNs += 2 * ms
				us[i].endNs += 2 * ms
			}
			return us
		}(), ArrivalsClosed, false},
		{"5 of 10 starts following an end: half", shifted(chain(10), 5), ArrivalsClosed, false},
		{"4 of 10: under half", shifted(chain(10), 6), ArrivalsOpen, false},
		{"every start following an end, on an even schedule", even(11, 0), ArrivalsClosed, false},
		{"all but one on an even schedule: an open injector's", even(11, 1), ArrivalsOpen, false},
		{"2 of 4 held to the end", held(4, 2), ArrivalsClosed, true},
		{"1 of 4 held to the end", held(4, 1), ArrivalsOpen, false},
		{"a thread group that looped, all started before any ended", looped(4, 0), ArrivalsClosed, true},
		{"looping, but 2 of 4 started after an end", looped(4, 2), ArrivalsOpen, false},
		{"looping, 1 of 4 started after an end", looped(4, 1), ArrivalsClosed, true},
	} {
		u := tellArrivals(arrivalsLog(tc.users), nil, 1)
		if u.Arrivals != tc.arrivals || u.Looping != tc.looping {
			t.Errorf("%s: %s, looping %v (%+v), want %s, %v", tc.name, u.Arrivals, u.Looping, u, tc.arrivals, tc.looping)
		}
	}
}

// TestArrivalsGiven: -audit-arrivals takes the place of what the log
// tells, and the line says so; plan reads users' log as a rate plan.
func TestArrivalsGiven(t *testing.T) {
	for _, tc := range []struct {
		file, given, arrivals, words string
	}{
		{"gatling-open.log", ArrivalsClosed, ArrivalsClosed, "90 threads looping, each thinking before its next send after a reply: a closed model, with no schedule of its own to keep (the arrivals as -audit-arrivals gave them)"},
		{"jmeter-loop.jtl", ArrivalsOpen, ArrivalsOpen, "20 users arrived at 20 a second over 950ms, each running 462 requests"},
		{"jmeter-loop.jtl", ArrivalsPlan, ArrivalsPlan, "plan: one request every"},
		{"jmeter-loop.jtl", ArrivalsClosed, ArrivalsClosed, "20 threads looping with no think time: a saturation test"},
	} {
		out, err := Run(bytes.NewReader(fixture(t, tc.file)), tc.file, Flags{Arrivals: tc.given}, Given{})
		if err != nil {
			t.Errorf("%s given %s: %v", tc.file, tc.given, err)
			continue
		}
		line := out.RunLine(out.Runs[0])
		if out.Result.Users.Arrivals != tc.arrivals || !strings.Contains(line, tc.words) {
			t.Errorf("%s given %s: %s arrivals, the line %q; want %s, %q", tc.file, tc.given, out.Result.Users.Arrivals, line, tc.arrivals, tc.words)
		}
		if !strings.Contains(string(out.Raw), "audit-given-arrivals: \""+tc.given+"\"") {
			t.Errorf("%s given %s: the raw file does not say so", tc.file, tc.given)
		}
	}
	if err := (Flags{File: "x", Arrivals: "opened"}).Check(func(string) bool { return false }, false); err == nil || !strings.Contains(err.Error(), `-audit-arrivals "opened"`) {
		t.Errorf("-audit-arrivals opened: %v", err)
	}
}

// TestLocallySteady: starts on a schedule whose rate ramps are steady; a
// closed model's, which follow the ends of sessions of varying lengths,
// are not; nine starts are too few to tell.
func TestLocallySteady(t *testing.T) {
	at := func(starts ...int64) []user {
		var out []user
		for _, s := range starts {
			out = append(out, user{startNs: s})
		}
		return out
	}
	var even, ramp, ragged []int64
	for i := range int64(100) {
		even = append(even, i*50)
		ramp = append(ramp, i*1000-i*i*4) // a step of 1000 shrinking to 208
		ragged = append(ragged, i*50+(i*i*37)%41)
	}
	for _, c := range []struct {
		name   string
		starts []int64
		want   bool
	}{
		{"even", even, true}, {"a ramping rate", ramp, true}, {"ragged", ragged, false}, {"nine even", even[:9], false}, {"ten even", even[:10], true},
	} {
		if got := locallySteady(at(c.starts...), 1); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}

// TestInjectorLag: starts on an even schedule stray from it by the most
// one came after its slot and the most one came before: a start 3 late
// and another 2 early, 5; none, 0.
func TestInjectorLag(t *testing.T) {
	even := []user{{startNs: 0}, {startNs: 10}, {startNs: 20}, {startNs: 30}, {startNs: 40}}
	if got := injectorLag(even); got != 0 {
		t.Errorf("even: %d, want 0", got)
	}
	even[1].startNs, even[3].startNs = 13, 28
	if got := injectorLag(even); got != 5 {
		t.Errorf("3 late and 2 early: %d, want 5", got)
	}
}

// TestInjectorLagWords: an injector that kept its even schedule is said
// to, exactly or within its lag; one with no even schedule says none.
func TestInjectorLagWords(t *testing.T) {
	u := Users{Count: 11, FirstNs: 0, LastNs: 10e9}
	for _, c := range []struct {
		even bool
		lag  int64
		want string
	}{
		{false, 0, "at 1 a second over 10s"},
		{true, 0, "at 1 a second over 10s on an even schedule, which its injector kept exactly"},
		{true, 512e6, "at 1 a second over 10s on an even schedule, which its injector kept to within 512ms"},
	} {
		u.Even, u.LagNs = c.even, c.lag
		if got := arrivalWords(u); got != c.want {
			t.Errorf("%q, want %q", got, c.want)
		}
	}
}

// TestUsersOfNoSpan: users of one request each, answered in 0 ms (a log
// written to the ms, a quick server), arriving every 100 ms, are an open
// model: a user that ends as it starts follows no end, its own least of
// all. Before the fix each followed its own end, and the log read closed.
func TestUsersOfNoSpan(t *testing.T) {
	var us []spanUser
	for i := range 20 {
		us = append(us, spanUser{int64(i) * 1e8, int64(i) * 1e8, 1})
	}
	reqs := arrivalsLog(us)
	for i := range reqs {
		reqs[i].LatencyNs = 0
	}
	u := tellArrivals(reqs, nil, 1e6)
	if u.Arrivals != ArrivalsOpen || u.Followed != 0 || u.After != 19 {
		t.Errorf("%s, followed %d of %d; want open, 0 of 19", u.Arrivals, u.Followed, u.After)
	}
	// one that starts at another's end, that of no span, follows it
	users := []user{{startNs: 0, endNs: 100}, {startNs: 100, endNs: 100}, {startNs: 100, endNs: 300}}
	chain := []int64{0, 1, 2}
	if followed, after := follows(users, 0, chain); followed != 1 || after != 2 || chain[1] != 0 {
		t.Errorf("followed %d of %d, chain %v; want 1 of 2, the second user following the first", followed, after, chain)
	}
}

// TestArrivalRulesAtTheirBounds: each of tellArrivals' and its helpers'
// comparisons at the value where it turns.
func TestArrivalRulesAtTheirBounds(t *testing.T) {
	// the window of a follow is two of the log's clock where that is
	// longer than followNs
	if u := tellArrivals(arrivalsLog(held(4, 1)), nil, 5e6); u.WindowNs != 1e7 {
		t.Errorf("window on a 5 ms clock: %v, want 10ms", time.Duration(u.WindowNs))
	}
	if u := tellArrivals(arrivalsLog(held(4, 1)), nil, 1); u.WindowNs != followNs {
		t.Errorf("window on a 1 ns clock: %v, want %v", time.Duration(u.WindowNs), time.Duration(followNs))
	}
	// half the users looped (two runs of their script), all started
	// before any ended, one held to the end: a thread group that looped
	half := []spanUser{{0, 1e8, 2}, {1e6, 2e8, 2}, {2e6, 3e8, 1}, {3e6, 1e9, 1}}
	if u := tellArrivals(arrivalsLog(half), nil, 1); u.Arrivals != ArrivalsClosed || !u.Looping {
		t.Errorf("2 of 4 looping: %s, looping %v; want closed, looping", u.Arrivals, u.Looping)
	}
	half[1].sent = 1
	if u := tellArrivals(arrivalsLog(half), nil, 1); u.Arrivals != ArrivalsOpen {
		t.Errorf("1 of 4 looping: %s; want open", u.Arrivals)
	}
	// held to the end: ending in the last tenth of the run, its edge in
	if n := heldToEnd([]user{{startNs: 0, endNs: 1e9}, {startNs: 10, endNs: 9e8}, {startNs: 20, endNs: 9e8 - 1}}); n != 2 {
		t.Errorf("heldToEnd at the tenth's edge: %d, want 2", n)
	}
}

// TestOnSchedule: the steps between starts are even when four in five
// are within 2 % of their median, or two of the log's clock; never for
// fewer than ten users or steps within the follow window.
func TestOnSchedule(t *testing.T) {
	ms := int64(1e6)
	startsOf := func(steps ...int64) []user {
		us := []user{{}}
		for _, s := range steps {
			at := us[len(us)-1].startNs + s
			us = append(us, user{startNs: at, endNs: at})
		}
		return us
	}
	rep := func(n int, v int64) []int64 { return slices.Repeat([]int64{v}, n) }
	cat := func(parts ...[]int64) []int64 { return slices.Concat(parts...) }
	for _, tc := range []struct {
		name                 string
		steps                []int64
		toleranceNs, clockNs int64
		want                 bool
	}{
		{"10 users, even", rep(9, 100*ms), 2 * ms, 1, true},
		{"9 users, even", rep(8, 100*ms), 2 * ms, 1, false},
		{"steps of the follow window itself", rep(10, 2*ms), 2 * ms, 1, false},
		{"steps just over it", rep(10, 2*ms+1), 2 * ms, 1, true},
		{"3 in 10 steps 2 % long", cat(rep(7, 100*ms), rep(3, 102*ms)), 2 * ms, 1, true},
		{"3 in 10 steps over 2 % long", cat(rep(7, 100*ms), rep(3, 102*ms+1)), 2 * ms, 1, false},
		{"3 in 10 steps 2 % short", cat(rep(3, 98*ms), rep(7, 100*ms)), 2 * ms, 1, true},
		{"3 in 10 steps over 2 % short", cat(rep(3, 98*ms-1), rep(7, 100*ms)), 2 * ms, 1, false},
		{"3 in 10 steps 8 % long, two of a 5 ms clock", cat(rep(7, 100*ms), rep(3, 108*ms)), 2 * ms, 5 * ms, true},
		{"8 in 10 near", cat(rep(8, 100*ms), rep(2, 150*ms)), 2 * ms, 1, true},
		{"7 in 10 near", cat(rep(7, 100*ms), rep(3, 150*ms)), 2 * ms, 1, false},
	} {
		if got := onSchedule(startsOf(tc.steps...), tc.toleranceNs, tc.clockNs); got != tc.want {
			t.Errorf("%s: onSchedule = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestChainedUsersGivenBack: the audit of a closed model's sessions
// audits the users held in the sessions' places (chainUsers), and gives
// the requests back each with its own session, as canonical numbers it:
// the same requests, the same audit, as a copy of them chained.
func TestChainedUsersGivenBack(t *testing.T) {
	for _, tc := range arrivalWorkloads() {
		t.Run(tc.name, func(t *testing.T) {
			reqs := workloadLog(t, tc.w)
			want := slices.Clone(reqs)
			canonical(want)
			res, err := Audit(reqs, Options{ResolutionNs: 1})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(reqs, want) {
				t.Fatalf("the requests came back changed")
			}
			if chained := res.Users.Arrivals == ArrivalsClosed && res.Users.chained(); chained != (tc.users == 0) {
				t.Fatalf("chained %v, for %d users", chained, tc.users)
			}
			// chained by hand, in a copy: the same account
			if !res.Users.chained() {
				return
			}
			held := slices.Clone(want)
			undo := chainUsers(held, res.Users)
			for i := range held {
				if c := int64(held[i].Conn); c != res.Users.chain[want[i].Conn] {
					t.Fatalf("request %d of user %d held by %d, want %d", i, want[i].Conn, c, res.Users.chain[want[i].Conn])
				}
			}
			if undo(); !slices.Equal(held, want) {
				t.Fatalf("undone, the requests are not their own")
			}
		})
	}
}
