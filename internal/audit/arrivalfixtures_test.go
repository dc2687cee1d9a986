package audit

import (
	"bytes"
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/gatlinglog"
	"coordinated-omission/sim"
)

// The arrivals' fixtures: each tool's log of users who arrive (open
// injection) or are held (closed), as docs/audit-formats.md says where
// each shape was seen, with the arrivals its script set.

// openUsers is Gatling's injectOpen(constantUsersPerSec(3).during(30)):
// 90 users at 3 a second, each running a script of 4 requests, a second
// of pause between them.
func openUsers() sim.Workload {
	return sim.Workload{Threads: 90, Ramp: 30 * time.Second, Iterations: 4, Think: time.Second, ThinkJitterPct: 30, ServiceJitterPct: 30,
		Services: []time.Duration{40 * time.Millisecond, 150 * time.Millisecond, 60 * time.Millisecond, 20 * time.Millisecond}, Workers: 8, RTT: 2 * time.Millisecond, Seed: 53}
}

// slowUsers is Gatling's rampUsers(700).during(60) on a server whose
// every reply took over 4 s: each user's script is home, pause(3),
// search, pause(0.2), checkout, so that the slowest request (search) is
// followed by the shortest pause, as a pacer's catch-up would be.
func slowUsers() sim.Workload {
	return sim.Workload{Threads: 700, Ramp: time.Minute, Iterations: 3, Thinks: []time.Duration{3 * time.Second, 200 * time.Millisecond, time.Second}, ThinkJitterPct: 10,
		ServiceJitterPct: 5, Services: []time.Duration{4300 * time.Millisecond, 21 * time.Second, 4600 * time.Millisecond}, RTT: 2 * time.Millisecond, Seed: 59}
}

// openModel is JMeter 5.5's Open Model Thread Group with the schedule
// rate(10/s) random_arrivals(1 min): each arrival a new thread, at random
// (600 of them, each at a seeded uniform draw over the minute, as
// PoissonArrivalsRamp.kt places them), that runs the group's three
// samplers once with a Uniform Random Timer of 0.5 s ±50 % before each
// next, and ends; the server pauses for 1.5 s at 30 s.
func openModel() sim.Workload {
	// JMeter's PoissonArrivalsRamp: ⌊10/s · 60 s⌋ = 600 arrivals, each
	// at a uniform draw over the minute, in order; not a Poisson
	// process's count, which varies
	rng := rand.New(rand.NewPCG(60, 55))
	starts := make([]time.Duration, 600)
	for i := range starts {
		starts[i] = time.Duration(rng.Float64() * float64(time.Minute))
	}
	slices.Sort(starts)
	return sim.Workload{Threads: len(starts), Starts: starts, Iterations: 3, Think: 500 * time.Millisecond, ThinkJitterPct: 50, ServiceJitterPct: 30,
		Services: []time.Duration{40 * time.Millisecond, 120 * time.Millisecond, 60 * time.Millisecond}, Workers: 8, RTT: 2 * time.Millisecond,
		Pauses: []sim.Pause{{At: 30 * time.Second, Length: 1500 * time.Millisecond}}, Seed: 60}
}

// writeOpenModel writes JMeter's CSV of the Open Model Thread Group: each
// thread named for its arrival (JMeter's AbstractThreadGroup names the
// n-th thread of group g "name g-n", and the group makes one thread an
// arrival), allThreads the threads alive at each sample's start.
func writeOpenModel(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "JMeter 5.5 on, CSV, an Open Model Thread Group of schedule rate(10/s) random_arrivals(1 min) (OpenModelThreadGroup.kt: a new thread at each arrival, which runs the group once), three samplers with a Uniform Random Timer", w))
	reqs := fieldRequests(t, w)
	_, users := usersOfField(reqs)
	alive := func(ms int64) int {
		n := 0
		for _, u := range users {
			if u.startMs <= ms && ms <= u.endMs {
				n++
			}
		}
		return max(1, n)
	}
	b.WriteString(jtlHeader + "\n")
	for _, r := range reqs {
		code, msg := "200", "OK"
		if r.failed {
			code, msg = "500", "Internal Server Error"
		}
		n := alive(r.startMs)
		fmt.Fprintf(b, "%d,%d,%s,%s,%s,Open Model Thread Group 1-%d,text,%v,,512,128,%d,%d,http://shop.example/%d,%d,0,1\n",
			r.startMs, r.elapsedMs, r.label, code, msg, r.thread+1, !r.failed, n, n, len(r.label), r.elapsedMs)
	}
}

// jmeterOnce is a JMeter thread group of 100 threads, ramp-up 100 s, loop
// count 1, of 16 samplers with a 1 s Constant Timer: each thread one
// user, started on the ramp's schedule.
func jmeterOnce() sim.Workload {
	services := make([]time.Duration, 16)
	for i := range services {
		services[i] = time.Duration(20+10*(i%5)) * time.Millisecond
	}
	return sim.Workload{Threads: 100, Ramp: 100 * time.Second, Iterations: 16, Think: time.Second, ThinkJitterPct: 20, ServiceJitterPct: 30,
		Services: services, Workers: 8, RTT: 2 * time.Millisecond, Seed: 54}
}

// closedSessions is Gatling's injectClosed(constantConcurrentUsers(15)
// .during(60)): 15 users at a time, each a session of 7 requests with
// 300 ms of pause between them, a new user as one ends; the server
// pauses for 1.5 s every 20 s.
func closedSessions() sim.Workload {
	return sim.Workload{Threads: 15, Ramp: time.Second, Think: 300 * time.Millisecond, ThinkJitterPct: 30, ServiceJitterPct: 30, Duration: time.Minute,
		Services: []time.Duration{40 * time.Millisecond, 150 * time.Millisecond, 60 * time.Millisecond}, SessionRequests: 7, Workers: 8, RTT: 2 * time.Millisecond,
		Stall: 1500 * time.Millisecond, Period: 20 * time.Second, FirstStall: 12 * time.Second, Seed: 55}
}

// loopForever is a JMeter thread group of 20 threads looping forever
// with no timer, for 20 s, against 4 workers: a saturation test.
func loopForever() sim.Workload {
	return sim.Workload{Threads: 20, Ramp: time.Second, Duration: 20 * time.Second, Services: []time.Duration{5 * time.Millisecond, 12 * time.Millisecond},
		ServiceJitterPct: 30, Workers: 4, RTT: time.Millisecond, Seed: 56}
}

// k6Vus is k6's constant-vus executor: 10 VUs for 40 s, each iteration
// 4 requests with a sleep of 0.5 s after each, the next iteration as one
// ends.
func k6Vus() sim.Workload {
	return sim.Workload{Threads: 10, Think: 500 * time.Millisecond, ThinkJitterPct: 20, ServiceJitterPct: 30, Duration: 40 * time.Second,
		Services: []time.Duration{40 * time.Millisecond, 150 * time.Millisecond, 60 * time.Millisecond, 20 * time.Millisecond}, Workers: 8, RTT: 2 * time.Millisecond, Seed: 57}
}

// singleRequests is a JMeter thread group of 500 threads, ramp-up 50 s,
// loop count 1, of one sampler.
func singleRequests() sim.Workload {
	return sim.Workload{Threads: 500, Ramp: 50 * time.Second, Iterations: 1, ServiceJitterPct: 30,
		Services: []time.Duration{40 * time.Millisecond}, Workers: 8, RTT: 2 * time.Millisecond, Seed: 58}
}

// writeK6Iterations writes k6's --out json of VUs that loop a script of
// len(w.Services) requests: each point's vu and iter in its metadata, as
// k6 v0.41 on writes them.
func writeK6Iterations(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	b.WriteString(fieldHeader("#", "k6's --out json, the constant-vus executor (10 VUs for 40 s, a script of 4 requests and sleep(0.5) after each), each point's vu and iter in its metadata, from k6's output/json", w))
	sent := map[int]int{}
	for _, r := range fieldRequests(t, w) {
		iter := sent[r.thread] / len(w.Services)
		sent[r.thread]++
		end := time.UnixMilli(r.endMs()).UTC().Format(time.RFC3339Nano)
		status := "200"
		if r.failed {
			status = "500"
		}
		fmt.Fprintf(b, `{"metric":"http_req_duration","type":"Point","data":{"time":%q,"value":%d,"tags":{"group":"","method":"GET","name":%q,"scenario":"default","status":%q},"metadata":{"vu":"%d","iter":"%d"}}}`+"\n",
			end, r.elapsedMs, r.label, status, r.thread+1, iter)
	}
}

// arrivalRate is k6's constant-arrival-rate executor at 20 iterations a
// second for 30 s, each iteration two requests with sleep(0.3) between;
// the server pauses for 2 s at 15 s.
func arrivalRate() sim.Workload {
	var starts []time.Duration
	for at := time.Duration(0); at < 30*time.Second; at += 50 * time.Millisecond {
		starts = append(starts, at)
	}
	return sim.Workload{Threads: len(starts), Starts: starts, Iterations: 2, Think: 300 * time.Millisecond, ServiceJitterPct: 30,
		Services: []time.Duration{40 * time.Millisecond, 80 * time.Millisecond}, Workers: 4, RTT: 2 * time.Millisecond,
		Pauses: []sim.Pause{{At: 15 * time.Second, Length: 2 * time.Second}}, Seed: 61}
}

// writeK6ArrivalRate writes k6's --out json of an arrival-rate executor
// with a pool of vus VUs (preAllocatedVUs, maxVUs the same): each
// iteration, on its schedule, takes the lowest-numbered VU whose last
// iteration has ended, and where none has, k6 drops it, writes a
// dropped_iterations point, and sends nothing (the model's server still
// served it: the fixture's figures are the log's, not a run of k6's).
func writeK6ArrivalRate(t testing.TB, b *bytes.Buffer, w sim.Workload, vus int) {
	b.WriteString(fieldHeader("#", fmt.Sprintf("k6's --out json, the constant-arrival-rate executor (rate 20, timeUnit 1s, duration 30s, preAllocatedVUs %d), each iteration two requests with sleep(0.3) between, each point's vu and iter in its metadata, dropped_iterations where no VU was free, from k6's output/json and lib/executor", vus), w))
	reqs := fieldRequests(t, w)
	by, order := usersOfField(reqs)
	freeAt := make([]int64, vus) // each VU's last reply, in ms
	vuOf, iterOf := map[*fieldUser]int{}, map[*fieldUser]int{}
	iters := make([]int, vus)
	for _, u := range order {
		vu := slices.IndexFunc(freeAt, func(at int64) bool { return at <= u.startMs })
		if vu < 0 {
			fmt.Fprintf(b, `{"metric":"dropped_iterations","type":"Point","data":{"time":%q,"value":1,"tags":{"scenario":"arrivals"}}}`+"\n", time.UnixMilli(u.startMs).UTC().Format(time.RFC3339Nano))
			continue
		}
		freeAt[vu], vuOf[u], iterOf[u] = u.endMs, vu, iters[vu]
		iters[vu]++
	}
	for _, r := range reqs {
		u := by[[2]int{r.thread, r.session}]
		vu, ok := vuOf[u]
		if !ok {
			continue // a dropped iteration sends nothing
		}
		status := "200"
		if r.failed {
			status = "500"
		}
		fmt.Fprintf(b, `{"metric":"http_req_duration","type":"Point","data":{"time":%q,"value":%d,"tags":{"group":"","method":"GET","name":%q,"scenario":"arrivals","status":%q},"metadata":{"vu":"%d","iter":"%d"}}}`+"\n",
			time.UnixMilli(r.endMs()).UTC().Format(time.RFC3339Nano), r.elapsedMs, r.label, status, vu+1, iterOf[u])
	}
}

// arrivalFixtures are the fixtures of users who arrive or are held, with
// the arrivals each is audited with.
func arrivalFixtures() []fieldFixture {
	return []fieldFixture{
		{"gatling-open.log", func(t testing.TB, b *bytes.Buffer) {
			writeGatlingUsers(t, b, openUsers(), "3.1.3", "injectOpen(constantUsersPerSec(3).during(30))", "each running 4 requests")
		}},
		{"gatling-v36-open.log", func(t testing.TB, b *bytes.Buffer) {
			writeGatlingUsers(t, b, openUsers(), "3.6.1", "injectOpen(constantUsersPerSec(3).during(30))", "each running 4 requests")
		}},
		{"gatling-slow-open.log", func(t testing.TB, b *bytes.Buffer) {
			writeGatlingUsers(t, b, slowUsers(), "3.1.2", "rampUsers(700).during(60)", "each running home, pause(3), search, pause(0.2), checkout, on a server whose every reply took over 4 s")
		}},
		{"gatling-closed.log", func(t testing.TB, b *bytes.Buffer) { writeGatlingBinaryUsers(t, b, closedSessions(), "3.14.2") }},
		{"jmeter-once.jtl", func(t testing.TB, b *bytes.Buffer) {
			w := jmeterOnce()
			b.WriteString(fieldHeader("#", "JMeter 3.1 on, CSV, a thread group of 100 threads, ramp-up 100 s, loop count 1 (each thread one user of 16 samplers)", w))
			writeJTL(b, w, fieldRequests(t, w), ",", "", false)
		}},
		{"k6-vus.json", func(t testing.TB, b *bytes.Buffer) { writeK6Iterations(t, b, k6Vus()) }},
		{"k6-arrival-rate.json", func(t testing.TB, b *bytes.Buffer) { writeK6ArrivalRate(t, b, arrivalRate(), 12) }},
		{"jmeter-single.jtl", func(t testing.TB, b *bytes.Buffer) {
			w := singleRequests()
			b.WriteString(fieldHeader("#", "JMeter 3.1 on, CSV, a thread group of 500 threads, ramp-up 50 s, loop count 1, one sampler whose redirect JMeter follows (its sub-results Home-0 and Home-1)", w))
			writeJTL(b, w, fieldRequests(t, w), ",", "", true)
		}},
		{"jmeter-open-model.jtl", func(t testing.TB, b *bytes.Buffer) { writeOpenModel(t, b, openModel()) }},
		{"jmeter-loop.jtl", func(t testing.TB, b *bytes.Buffer) {
			w := loopForever()
			b.WriteString(fieldHeader("#", "JMeter 3.1 on, CSV, a thread group of 20 threads looping forever with no timer, stopped at 20 s", w))
			writeJTL(b, w, fieldRequests(t, w), ",", "", false)
		}},
	}
}

// fieldUser is one user of a fixture: its id, from 1 in order of start,
// when it started and ended, in ms since the epoch.
type fieldUser struct {
	id             int
	startMs, endMs int64
}

// usersOfField numbers the users of reqs (a thread's session, each) in
// order of first send, with their spans.
func usersOfField(reqs []fieldRequest) (map[[2]int]*fieldUser, []*fieldUser) {
	by := map[[2]int]*fieldUser{}
	var order []*fieldUser
	for _, r := range reqs {
		k := [2]int{r.thread, r.session}
		u, ok := by[k]
		if !ok {
			u = &fieldUser{startMs: r.startMs, endMs: r.endMs()}
			by[k] = u
			order = append(order, u)
		}
		u.startMs, u.endMs = min(u.startMs, r.startMs), max(u.endMs, r.endMs())
	}
	slices.SortStableFunc(order, func(a, b *fieldUser) int { return cmp.Compare(a.startMs, b.startMs) })
	for i, u := range order {
		u.id = i + 1
	}
	return by, order
}

// writeGatlingUsers writes a text simulation.log of users who each start,
// run their requests and end: from 3.0 to 3.3 with user ids, from 3.4 on
// without. Gatling writes a record as its event happens, so a user's END
// comes after its last REQUEST, and a REQUEST, written at its response,
// can follow the START of a user who arrived while it was in flight.
func writeGatlingUsers(t testing.TB, b *bytes.Buffer, w sim.Workload, version, injection, script string) {
	old := version < "3.4"
	b.WriteString(fieldHeader("#", "Gatling "+version+"'s text simulation.log (LogFileDataWriter of that version), users injected open ("+injection+"), "+script, w))
	fmt.Fprintf(b, "RUN\tshop.Arrive\tarrive\t%d\t \t%s\n", fieldEpochMs, version)
	reqs := fieldRequests(t, w)
	by, order := usersOfField(reqs)
	type record struct {
		atMs int64
		text string
	}
	var recs []record
	for _, u := range order {
		if old {
			recs = append(recs, record{u.startMs, fmt.Sprintf("USER\tArrive\t%d\tSTART\t%d\t%d", u.id, u.startMs, u.startMs)},
				record{u.endMs, fmt.Sprintf("USER\tArrive\t%d\tEND\t%d\t%d", u.id, u.startMs, u.endMs)})
		} else {
			recs = append(recs, record{u.startMs, fmt.Sprintf("USER\tArrive\tSTART\t%d", u.startMs)}, record{u.endMs, fmt.Sprintf("USER\tArrive\tEND\t%d", u.endMs)})
		}
	}
	for _, r := range reqs {
		status := "OK\t "
		if r.failed {
			status = "KO\tstatus.find.in(200,304), but actually found 500"
		}
		if old {
			recs = append(recs, record{r.endMs(), fmt.Sprintf("REQUEST\t%d\t\t%s\t%d\t%d\t%s", by[[2]int{r.thread, r.session}].id, r.label, r.startMs, r.endMs(), status)})
		} else {
			recs = append(recs, record{r.endMs(), fmt.Sprintf("REQUEST\t\t%s\t%d\t%d\t%s", r.label, r.startMs, r.endMs(), status)})
		}
	}
	slices.SortStableFunc(recs, func(a, b record) int { return cmp.Compare(a.atMs, b.atMs) })
	for _, r := range recs {
		b.WriteString(r.text + "\n")
	}
}

// writeGatlingBinaryUsers writes Gatling's binary simulation.log of a
// closed model of sessions: a user starts as one ends, each its START
// before its requests and its END after them.
func writeGatlingBinaryUsers(t testing.TB, b *bytes.Buffer, w sim.Workload, version string) {
	origin := fieldHeader("", "Gatling "+version+"'s binary simulation.log, written by internal/gatlinglog, users injected closed (injectClosed(constantConcurrentUsers(15).during(60))), each a session of 7 requests", w)
	g := gatlinglog.NewWriter(b, version, "shop.Held", strings.TrimSpace(origin), fieldEpochMs, []string{"Held"})
	reqs := fieldRequests(t, w)
	_, order := usersOfField(reqs)
	type event struct {
		atMs  int64
		write func()
	}
	var evs []event
	for _, u := range order {
		evs = append(evs, event{u.startMs, func() { g.User(0, true, u.startMs) }}, event{u.endMs, func() { g.User(0, false, u.endMs) }})
	}
	for _, r := range reqs {
		message := ""
		if r.failed {
			message = "status.find.in(200,304), but actually found 500"
		}
		evs = append(evs, event{r.endMs(), func() { g.Request(nil, r.label, r.startMs, r.endMs(), !r.failed, message) }})
	}
	slices.SortStableFunc(evs, func(a, b event) int { return cmp.Compare(a.atMs, b.atMs) })
	for _, e := range evs {
		e.write()
	}
	if g.Err() != nil {
		t.Fatal(g.Err())
	}
}

// TestTwoRunsApart: the JTL of two runs 13 minutes apart, the first with
// replies up to 85 s late, is two runs, each the thread group its script
// set: 20 threads looping, thinking 2 s.
func TestTwoRunsApart(t *testing.T) {
	out, err := Run(bytes.NewReader(fixture(t, "jmeter-two-runs.jtl")), "jmeter-two-runs.jtl", Flags{}, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Count != 2 || len(out.Runs) != 2 {
		t.Fatalf("%d runs, want 2", out.Count)
	}
	for _, ro := range out.Runs {
		if ro.Result == nil || ro.Result.Users.Arrivals != ArrivalsClosed || !ro.Result.Users.Looping || ro.Result.Threads.Threads != 20 || !strings.Contains(out.RunLine(ro), "20 threads looping") {
			t.Errorf("run %d: %s", ro.Index, out.RunLine(ro))
		}
	}
}

// TestArrivalFixtures: each fixture of users who arrive or are held is
// audited with the arrivals its script set, in its tool's words.
func TestArrivalFixtures(t *testing.T) {
	for _, tc := range []struct {
		file, arrivals string
		users          int64
		words          string
	}{
		{"gatling-open.log", ArrivalsOpen, 90, "90 users arrived at 3 a second over 29.7s on an even schedule, which its injector kept exactly, each running 4 requests"},
		{"gatling-v36-open.log", ArrivalsOpen, 90, "90 users arrived at 3 a second over 29.7s"},
		{"gatling-slow-open.log", ArrivalsOpen, 700, "700 users arrived at 11.7 a second over 59.9s on an even schedule, which its injector kept exactly, each running 3 requests"},
		{"gatling-closed.log", ArrivalsClosed, 0, "15 users held, a new one started as each ended"},
		{"jmeter-once.jtl", ArrivalsOpen, 100, "100 users arrived at 1 a second over 1m39s on an even schedule, which its injector kept exactly, each running 16 requests"},
		{"jmeter-loop.jtl", ArrivalsClosed, 20, "20 threads looping with no think time: a saturation test"},
		{"k6-vus.json", ArrivalsClosed, 10, "10 threads looping, each thinking before its next send after a reply: a closed model"},
		{"k6-arrival-rate.json", ArrivalsOpen, 535, "535 users arrived at 17.8 a second over 30s, each running 2 requests (a median): an open model, but the tool dropped 65 more users (iterations) it had no free VU for"},
		{"jmeter-single.jtl", ArrivalsOpen, 500, "500 users arrived at 10 a second over 49.9s on an even schedule, which its injector kept exactly, each running 1 request"},
		{"jmeter-open-model.jtl", ArrivalsOpen, int64(openModel().Threads), "600 users arrived at 10 a second over 59.9s, each running 3 requests"},
		// a real Artillery run through contrib/artillery's hook: one
		// phase of 20 arrivals a second, each a loop of ten requests
		{"artillery-hook.csv", ArrivalsOpen, 200, "200 users arrived at 20 a second over 9.95s on an even schedule, which its injector kept to within 8.18ms, each running 10 requests"},
	} {
		out, err := Run(bytes.NewReader(fixture(t, tc.file)), tc.file, Flags{}, Given{})
		if err != nil {
			t.Errorf("%s: %v", tc.file, err)
			continue
		}
		u, line := out.Result.Users, out.RunLine(out.Runs[0])
		if u.Arrivals != tc.arrivals || tc.users > 0 && u.Count != tc.users || !strings.Contains(line, tc.words) {
			t.Errorf("%s: %s arrivals of %d users, want %s of %d; the line:\n%s\nwant %q", tc.file, u.Arrivals, u.Count, tc.arrivals, tc.users, line, tc.words)
		}
	}
}
