package audit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSilences: A answers at 10; B, sent at 20, and C, at 30, wait in a
// silence until 520 and 525. B was at the front of the queue: answered
// within its ceiling of 10 unless held, it was held at least 520 − 20 −
// 10 = 490, so the pause began by 520 − 490 = 30 and ended after 20 +
// 490 = 510. C's reply 5 later shows nothing. An instant reply at 15
// (never in flight) and a send at 520 (after B's reply) change nothing.
func TestSilences(t *testing.T) {
	reqs := []Request{
		{SendNs: 0, LatencyNs: 10},
		{SendNs: 15, LatencyNs: 0},
		{SendNs: 20, LatencyNs: 500},
		{SendNs: 30, LatencyNs: 495},
		{SendNs: 520, LatencyNs: 10},
	}
	want := []evidence{{30, 510, 510}}
	if got := silences(reqs, []int64{10}, 1); !slices.Equal(got, want) {
		t.Errorf("silences %v, want %v", got, want)
	}
	// the pause must pass twice the resolution: 490 > 2·244, not 2·245
	if got := silences(reqs, []int64{10}, 244); !slices.Equal(got, want) {
		t.Errorf("resolution 244: %v, want %v", got, want)
	}
	if got := silences(reqs, []int64{10}, 245); len(got) != 0 {
		t.Errorf("resolution 245: %v, want none", got)
	}
	// the front's own ceiling: label 1's of 100 leaves 400
	reqs[2].Label = 1
	if got := silences(reqs, []int64{10, 100}, 1); !slices.Equal(got, []evidence{{120, 420, 420}}) {
		t.Errorf("ceiling 100: %v, want [{120 420 420}]", got)
	}
	// with A still in flight when B is sent (A answered at 600), A is the
	// front: 520 − 0 − 10 = 510 held, from 10 to 510; then A's own reply
	// at 600, 75 after C's, is 65 held: from 600 − 65 = 535 to 525 + 65 =
	// 590
	reqs = []Request{
		{SendNs: 0, LatencyNs: 600},
		{SendNs: 20, LatencyNs: 500},
		{SendNs: 30, LatencyNs: 495},
	}
	want = []evidence{{10, 510, 510}, {535, 590, 590}}
	if got := silences(reqs, []int64{10}, 1); !slices.Equal(got, want) {
		t.Errorf("front held: %v, want %v", got, want)
	}
}

func TestBoundThreads(t *testing.T) {
	ev := func() []evidence { return []evidence{{20, 60, 60}} }
	at := func(label int32, times ...int64) []slot {
		var out []slot
		for _, u := range times {
			out = append(out, slot{u, label, -1})
		}
		return out
	}
	for _, c := range []struct {
		name   string
		slots  []slot
		floors []int64
		rtt    int64
		want   []int64
	}{
		// round trip 0: u in [20, 60) gets 60 + 5 − u
		{"no round trip", at(0, 0, 19, 20, 30, 59, 60), []int64{5}, 0, []int64{5, 5, 45, 35, 6, 5}},
		// round trip 3: u in [17, 57) gets 60 − 3 + 5 − u
		{"round trip 3", at(0, 0, 16, 17, 20, 56, 57, 60), []int64{5}, 3, []int64{5, 5, 45, 42, 6, 5, 5}},
		// unknown, floors 5 and 8: u in [20, 55) gets 60 − 5 + F − u
		{"unknown round trip", at(0, 17, 20, 54, 55), []int64{5, 8}, -1, []int64{5, 40, 6, 5}},
		{"unknown, type 1", at(1, 20, 54, 55), []int64{5, 8}, -1, []int64{43, 9, 8}},
	} {
		out := make([]int64, len(c.slots))
		boundThreads(walkOf(c.slots), noDrift, ev(), c.floors, c.rtt, into(out))
		if !slices.Equal(out, c.want) {
			t.Errorf("%s: %v, want %v", c.name, out, c.want)
		}
	}
	// two pauses, given out of order: over a slot in both, the later end
	ev2 := []evidence{{10, 100, 100}, {0, 30, 30}}
	slots := at(0, 5, 10, 29, 30, 50, 99, 100)
	out := make([]int64, len(slots))
	boundThreads(walkOf(slots), noDrift, ev2, []int64{5}, 0, into(out))
	if want := []int64{30, 95, 76, 75, 55, 6, 5}; !slices.Equal(out, want) {
		t.Errorf("two pauses: %v, want %v", out, want)
	}
	// a slot that may have drifted by 4: its range's term at u + 4 where
	// [u − 4, u + 4] lies within [20, 60) (no round trip), else the floor:
	// at 24, 60 + 5 − 28 = 37; at 23 and at 56, the floor
	drifting := at(0, 23, 24, 55, 56)
	out = make([]int64, len(drifting))
	boundThreads(walkOf(drifting), func(*planSlot) int64 { return 4 }, ev(), []int64{5}, 0, into(out))
	if want := []int64{5, 37, 6, 5}; !slices.Equal(out, want) {
		t.Errorf("drifting slots: %v, want %v", out, want)
	}
	// with a round trip of 10, a silence [100, 200) whose pause ended at
	// 250: drifting by 4, u gets 250 − 10 + 5 − (u + 4) where [u − 4,
	// u + 4] lies in [90, 190), so for u in [94, 186): 147 at 94, 91 at
	// 150, 56 at 185; the floor at 93 and at 186
	drifting = at(0, 93, 94, 150, 185, 186)
	out = make([]int64, len(drifting))
	boundThreads(walkOf(drifting), func(*planSlot) int64 { return 4 }, []evidence{{100, 200, 250}}, []int64{5}, 10, into(out))
	if want := []int64{5, 147, 91, 56, 5}; !slices.Equal(out, want) {
		t.Errorf("drifting slots, a round trip of 10: %v, want %v", out, want)
	}
}

// TestSilencesAsBySort: silences, from a heap of the requests in flight,
// finds the silences that every request sorted by reply found, on logs
// drawn with replies at one instant, sends at the instant of a reply,
// latencies of 0, long ones, and two types of other ceilings.
func TestSilencesAsBySort(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 8))
	for i := range 300 {
		reqs := flights(rng, rng.IntN(200), flightDraw{gapNs: 5, quickNs: 8, longOneIn: 15, longNs: 320, labels: 2})
		if i%10 == 0 { // a request held over hundreds, across many words of the answered
			reqs = flights(rng, 2000, flightDraw{gapNs: 5, quickNs: 8, longOneIn: 300, longNs: 5000, labels: 2})
		}
		ceilings := []int64{rng.Int64N(10), rng.Int64N(30)}
		res := 1 + rng.Int64N(3)
		if got, want := silences(reqs, ceilings, res), silencesBySort(reqs, ceilings, res); !slices.Equal(got, want) {
			t.Fatalf("%v, ceilings %v: %v, want %v", reqs, ceilings, got, want)
		}
	}
}

// TestBitWindow: a set of indices from a moving start, across words, the
// words below the start let go of.
func TestBitWindow(t *testing.T) {
	var w bitWindow
	for _, i := range []int{0, 63, 64, 200} {
		w.set(i)
	}
	for i := range 300 {
		if got, want := w.has(i), i == 0 || i == 63 || i == 64 || i == 200; got != want {
			t.Errorf("has(%d) = %v, want %v", i, got, want)
		}
	}
	w.dropBelow(130) // the words of 0 to 127 go
	if w.base != 128 || len(w.words) != 2 || !w.has(200) || w.has(130) || w.has(1000) {
		t.Errorf("after dropping below 130: base %d, %d words, has 200 %v, 130 %v, 1000 %v", w.base, len(w.words), w.has(200), w.has(130), w.has(1000))
	}
	w.dropBelow(10_000) // past its last word: none left, the start at 10,000's word
	if w.base != 9984 || len(w.words) != 0 || w.has(10_000) {
		t.Errorf("after dropping below 10000: base %d, %d words", w.base, len(w.words))
	}
	w.set(10_001)
	if !w.has(10_001) || w.has(10_000) || len(w.words) != 1 {
		t.Errorf("set after dropping every word: %d words", len(w.words))
	}
}
