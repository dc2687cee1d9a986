package sim

import (
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
)

// randomRandom draws a random scenario of the random model: every service
// distribution, both arrival processes, stalls or none, a round trip or
// none, up to 20 connections, and a think time or none, small enough to
// run in milliseconds.
func randomRandom(rng *rand.Rand) Random {
	us := func(lo, hi int) time.Duration { return time.Duration(lo+rng.IntN(hi-lo+1)) * time.Microsecond }
	rs := Random{Scenario: Scenario{Service: us(1, 300), Interval: us(1, 300), Period: us(1_000, 50_000), FirstStall: us(0, 20_000),
		Duration: us(20_000, 200_000), Connections: 1 + rng.IntN(20)}, Seed: rng.Uint64()}
	if rng.IntN(3) > 0 {
		rs.Stall = time.Duration(rng.Int64N(int64(rs.Period)))
	}
	if rng.IntN(3) == 0 {
		rs.RTT = us(0, 200)
	}
	rs.ServiceDist = []Dist{{Kind: Det}, {Kind: Exp}, {Kind: Bimodal, P: 0.01 + 0.2*rng.Float64(), Slow: us(500, 5000)}}[rng.IntN(3)]
	rs.Arrivals = Arrivals(rng.IntN(2))
	if rng.IntN(2) == 0 {
		rs.Think, rs.ThinkDist = us(1, 500), []Dist{{Kind: Det}, {Kind: Exp}}[rng.IntN(2)]
	}
	return rs
}

// refServed runs a design through the random reference and returns its
// requests' latencies by of, and its loop.
func refServed(rs Random, d refRandomDesign, of func(Served) int64) ([]int64, Loop) {
	out := rs.refRandomRun(d)
	lat := make([]int64, len(out))
	for i, r := range out {
		lat[i] = of(r)
	}
	end := out[len(out)-1].DoneNs
	return lat, Loop{Stalls: refStallsBefore(rs.Scenario, end), EndNs: end}
}

// TestRandomLoopsMatchTheReference holds every design's recording of a
// random run, sample for sample in the order the server took them, and
// its loop, to the random event reference's on the same draws.
func TestRandomLoopsMatchTheReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for range testenv.Count(60, 600) {
		rs := randomRandom(rng)
		run, err := RunRandom(rs)
		if err != nil {
			t.Fatalf("%+v: %v", rs, err)
		}
		due, L := rs.DueNs(), int64(rs.RTT)
		fromSend := func(r Served) int64 { return r.LatencyNs(L) }
		fromDue := func(r Served) int64 { return r.PlanNs(L) }
		each := rs
		each.Connections = len(due) // the open loop: each request on a connection of its own, sent when due
		check := func(name string, got []int64, gotLoop Loop, want []int64, wantLoop Loop) {
			t.Helper()
			if !slices.Equal(got, want) || gotLoop != wantLoop {
				i := 0
				for i < min(len(got), len(want)) && got[i] == want[i] {
					i++
				}
				t.Fatalf("%+v: %s: %d samples and %+v, the reference %d and %+v; first difference at %d", rs, name, len(got), gotLoop, len(want), wantLoop, i)
			}
		}
		open, loop := refServed(each, refRandomClosed(each, due), fromDue)
		check("open", run.Samples[Open], run.Loops[Open], open, loop)
		closed, loop := refServed(rs, refRandomClosed(rs, due), fromSend)
		check("closed", run.Samples[Closed], run.Loops[Closed], closed, loop)
		if L > 0 {
			plan, _ := refServed(rs, refRandomClosed(rs, due), fromDue)
			check("plan", run.Samples[Plan], run.Loops[Closed], plan, loop)
		}
		skip, loop := refServed(rs, refRandomSkip(rs, due), fromSend)
		check("skip", run.Samples[Skip], run.Loops[Skip], skip, loop)
		unpaced, loop := refServed(rs, refRandomUnpaced(rs, nil), fromSend)
		check("unpaced", run.Samples[Unpaced], run.Loops[Unpaced], unpaced, loop)
		if rs.Think > 0 {
			think, loop := refServed(rs, refRandomUnpaced(rs, rs.stream(thinkStream, rs.ThinkDist, int64(rs.Think))), fromSend)
			check("think", run.Think, run.ThinkLoop, think, loop)
		}
	}
}

// TestRandomOnTheScheduleIsTheModel: with fixed service times on the
// schedule, the random loops are the deterministic model's, sample for
// sample: closed, open, skip and unpaced. With S = 2I the skip design's
// reply lands exactly on a slot, which it has then missed.
func TestRandomOnTheScheduleIsTheModel(t *testing.T) {
	for _, sc := range []Scenario{Default(), Quick(), {Service: 150 * time.Microsecond, Interval: 100 * time.Microsecond, Stall: 3 * time.Millisecond,
		Period: 10 * time.Millisecond, FirstStall: 1234 * time.Microsecond, Duration: 50 * time.Millisecond, Connections: 7},
		{Service: 200 * time.Microsecond, Interval: 100 * time.Microsecond, Period: time.Second, Duration: 10 * time.Millisecond, Connections: 1}} {
		run, err := RunRandom(Random{Scenario: sc, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewRunner(sc)
		if err != nil {
			t.Fatal(err)
		}
		r.RunClosed()
		r.RunOpen()
		r.RunDesigns()
		closed, open := r.Samples()
		if !slices.Equal(run.Samples[Closed], closed) || !slices.Equal(run.Samples[Open], open) {
			t.Errorf("%+v: the random loops on fixed times differ from the model's", sc)
		}
		if !slices.Equal(run.Samples[Skip], r.skipNs[:r.skipped]) || !slices.Equal(run.Samples[Unpaced], r.unpacedNs[:r.unpaced]) {
			t.Errorf("%+v: the random skip and unpaced designs on fixed times differ from the model's", sc)
		}
	}
}

// TestRunOpenIsTheOpenLoop: the open loop at full speed, its draws
// inline, is runRandomOpen's, sample for sample, on the same draws.
func TestRunOpenIsTheOpenLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for range testenv.Count(60, 600) {
		rs := randomRandom(rng)
		served, loop, _ := rs.runRandomOpen(rs.DueNs())
		want := make([]int64, len(served))
		for i, r := range served {
			want[i] = r.PlanNs(0)
		}
		got, gotLoop := rs.RunOpen(nil)
		if !slices.Equal(got, want) || gotLoop != loop {
			t.Fatalf("%+v: RunOpen gives %d samples and %+v, runRandomOpen %d and %+v", rs, len(got), gotLoop, len(want), loop)
		}
	}
}
