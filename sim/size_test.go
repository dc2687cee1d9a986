package sim

import (
	"math/rand"
	"strings"
	"testing"
	"time"
)

// TestSizeAtItsBounds puts Size's bounds at their edges, each computed here
// from the formulas in Size's comment, so that a bound that is off by one
// or looser than it says shows.
func TestSizeAtItsBounds(t *testing.T) {
	const M = int64(MaxTime)
	t.Run("the last completion exactly at MaxEndNs", func(t *testing.T) {
		// one connection, no stall before the run ends, and stalls that
		// leave 1 ns of each 65,536: the bound T + (R·S + D)·P/(P − D)
		// is 2^60 exactly, and the end check is strict
		sc := Scenario{Service: 91_076_191, Interval: 513, Stall: 65_535, Period: 65_536, FirstStall: MaxTime,
			Duration: 99_090_432, Connections: 1, ExpectedInterval: MaxTime}
		S, T, D, P := int64(sc.Service), int64(sc.Duration), int64(sc.Stall), int64(sc.Period)
		R := max((T+int64(sc.Interval)-1)/int64(sc.Interval), (T+S-1)/S)
		if end := T + (R*S+D)*P/(P-D); end != MaxEndNs {
			t.Fatalf("the scenario's bound is %d, not 2^60", end)
		}
		z, err := sc.Size()
		if err != nil || z.DesignEndNs != MaxEndNs {
			t.Fatalf("Size = %d, %v; want 2^60 and in bounds", z.DesignEndNs, err)
		}
	})
	t.Run("S + L exactly MaxTime, in bounds only by the one-connection bound", func(t *testing.T) {
		// 40 requests of a day's service and round trip, 37 connections:
		// without the one-connection bound the corrected recording could
		// hold 1,519 samples of up to 37 days, 2^62.1 ns; with it, at
		// most 40 + 820 of up to 40 days, 2^61.4.
		sc := Scenario{Service: MaxTime - 1, RTT: 1, Interval: 2_160_000_000_000, Stall: 0, Period: time.Second,
			Duration: MaxTime - 1, Connections: 37, ExpectedInterval: MaxTime}
		if err := sc.Validate(); err != nil {
			t.Fatal(err)
		}
		// without it: Q + min(Q·MaxSent, N·reply)/E samples of up to
		// min(MaxSent, reply), MaxSent = N·S + L, reply = T + R·(S + L) + L
		maxSent, reply := 37*(M-1)+1, (M-1)+40*M+1
		loose := (40 + min(40*maxSent, 37*reply)/M) * min(maxSent, reply)
		if loose < 1<<62 {
			t.Fatalf("the scenario is in bounds without the one-connection bound (%d)", loose)
		}
		sc.RTT, sc.Service = 2, MaxTime-1 // S + L past MaxTime: the bound is not taken
		if err := sc.Validate(); err == nil || !strings.Contains(err.Error(), "corrected recording") {
			t.Fatalf("S + L past a day: %v, want the corrected recording's bound", err)
		}
	})
	t.Run("the plan's sum counts the round trip", func(t *testing.T) {
		// 4 requests; the bound on the last completion is T + N·(S + L),
		// 2^60 − 86,304,606,846,976 + …; with the round trip it passes
		// 2^60, so 4 plan latencies could pass 2^62
		sc := Scenario{Service: MaxTime, RTT: MaxTime, Interval: MaxTime / 4, Stall: 0, Period: time.Second,
			Duration: MaxTime, Connections: 6671}
		end := M + 6671*2*M
		if end > MaxEndNs || 4*(end+M) < 1<<62 || 4*(end-M) >= 1<<62 {
			t.Fatalf("the scenario's end %d does not sit within L of 2^60", end)
		}
		if err := sc.Validate(); err == nil || !strings.Contains(err.Error(), "the plan's latencies (up to "+time.Duration(end+M).String()) {
			t.Fatalf("got %v, want the plan's bound at %v", err, time.Duration(end+M))
		}
	})
	t.Run("the open loop's sum counts the round trip", func(t *testing.T) {
		// a million requests due 1 µs apart, 1 s each: the last waits
		// for all the others, Q·S − (Q − 1)·I, then the round trip
		sc := Scenario{Service: time.Second, RTT: time.Millisecond, Interval: time.Microsecond, Stall: 0, Period: time.Second,
			Duration: time.Second, Connections: 1}
		Q := int64(1_000_000)
		want := time.Duration(Q*int64(time.Second) - (Q-1)*int64(time.Microsecond) + int64(time.Millisecond))
		if err := sc.Validate(); err == nil || !strings.Contains(err.Error(), "open-loop latencies up to "+want.String()+" over 1000000 requests") {
			t.Fatalf("got %v, want the open loop's bound at %v", err, want)
		}
	})
}

// TestClosedPiecesByIndex checks that the closed pieces tile the requests
// in order and give request i the brute force's closed latency.
func TestClosedPiecesByIndex(t *testing.T) {
	rng := rand.New(rand.NewSource(36))
	for range 300 {
		sc := randomScenario(rng, 300)
		sc.RTT = 0
		var open []piece
		if _, _, err := timeline(sc, MaxStalls, func(p piece) { open = append(open, p) }); err != nil {
			t.Fatalf("%+v: %v", sc, err)
		}
		want, _, _ := refRecordings(sc)
		next := int64(0)
		for _, p := range closedPieces(open, int64(sc.Connections), int64(sc.Interval)) {
			if p.first != next || p.count < 1 {
				t.Fatalf("%+v: a piece from %d of %d after request %d", sc, p.first, p.count, next)
			}
			for i := p.first; i < p.end(); i++ {
				if p.at(i) != want[i] {
					t.Fatalf("%+v: request %d's closed latency %d, the brute force's %d", sc, i, p.at(i), want[i])
				}
			}
			next = p.end()
		}
		if next != int64(len(want)) {
			t.Fatalf("%+v: pieces end at %d of %d requests", sc, next, len(want))
		}
	}
}
