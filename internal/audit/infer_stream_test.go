package audit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// queuedGapsBySort is queuedGaps as it was: every request laid out and
// sorted, stably, by completion. The reference of TestQueuedGapsAsBySort.
func queuedGapsBySort(reqs []Request, slow slowness, known int64, rttGiven bool) []int64 {
	type sendDone struct{ sendNs, doneNs, slowNs int64 }
	byDone := make([]sendDone, len(reqs))
	for i, r := range reqs {
		byDone[i] = sendDone{r.SendNs, r.ReplyNs() - known, slow.of(r)}
	}
	slices.SortStableFunc(byDone, func(a, b sendDone) int { return cmp.Compare(a.doneNs, b.doneNs) })
	var gaps []int64
	for j := 1; j < len(byDone); j++ {
		r, before := byDone[j], byDone[j-1].doneNs
		if r.sendNs < before && (rttGiven || r.doneNs-r.sendNs > r.slowNs) {
			gaps = append(gaps, r.doneNs-before)
		}
	}
	return gaps
}

// replySpacingBySort is replySpacing as it was: the replies and their
// spans laid out and sorted. The reference of TestReplySpacingAsBySort.
func replySpacingBySort(reqs []Request) (int64, bool) {
	if len(reqs) == 0 {
		return 0, false
	}
	replies := sortedReplies(reqs)
	k := max(spacingReplies, int(slices.Max(inFlightAtSends(reqs, replies))))
	if len(reqs) <= 10*k {
		return 0, false
	}
	spans := make([]int64, len(replies)-k)
	for i := range spans {
		spans[i] = replies[i+k] - replies[i]
	}
	slices.Sort(spans)
	return atLevel(spans, 100) / int64(k), true
}

// TestQueuedGapsAsBySort: the gaps from the completions in order off a
// heap are those of the requests sorted by completion, on drawn logs of
// many ties (several sends at an instant, latencies of 0), with and
// without a round trip known, against slow thresholds of two types.
func TestQueuedGapsAsBySort(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 12))
	for i := range 400 {
		reqs := flights(rng, rng.IntN(300), flightDraw{gapNs: 4, quickNs: 12, longOneIn: 10, longNs: 200, labels: 2})
		slow := slowness{rng.Int64N(15), rng.Int64N(40)}
		known, given := rng.Int64N(6), i%2 == 0
		if got, want := queuedGaps(reqs, slow, known, given), queuedGapsBySort(reqs, slow, known, given); !slices.Equal(got, want) {
			t.Fatalf("%v (slow %v, round trip %d, given %v): gaps %v, want %v", reqs, slow, known, given, got, want)
		}
	}
}

// TestReplySpacingAsBySort: the spacing from passes over the replies in
// order off a heap, a ring of the last k + 1, is that of the replies and
// spans sorted, on drawn logs long enough to show one (more than ten
// times the most in flight and 100), of bursts and ties, and too short.
func TestReplySpacingAsBySort(t *testing.T) {
	defer func(b int) { spanBudget = b }(spanBudget)
	rng := rand.New(rand.NewPCG(61, 13))
	shown := 0
	for i := range 40 {
		spanBudget = []int{64, 1 << 16}[i%2] // several passes, or one
		n := 900 + rng.IntN(3000)
		if i%8 == 0 {
			n = rng.IntN(1100)
		}
		reqs := flights(rng, n, flightDraw{gapNs: 1 + rng.Int64N(6), quickNs: 1 + rng.Int64N(40), longOneIn: 30, longNs: 500, labels: 1})
		gotSp, gotOK := replySpacing(reqs)
		wantSp, wantOK := replySpacingBySort(reqs)
		if gotSp != wantSp || gotOK != wantOK {
			t.Fatalf("%d requests: spacing %d (%v), want %d (%v)", n, gotSp, gotOK, wantSp, wantOK)
		}
		if gotOK {
			shown++
		}
		// beside one sent, as inFlightAtSends counts them; with it, as
		// inFlightAt does
		if got, want := mostInFlight(reqs)-1, int(slices.Max(append(inFlightAtSends(reqs, sortedReplies(reqs)), 0))); n > 0 && got != want {
			t.Fatalf("%d requests: %d in flight at most beside one sent, want %d", n, got, want)
		}
		if got, want := mostInFlight(reqs), int(slices.Max(append(inFlightAt(reqs), 0))); got != want {
			t.Fatalf("%d requests: %d in flight at most, want inFlightAt's %d", n, got, want)
		}
	}
	if shown < 10 {
		t.Errorf("a spacing shown by %d logs of 40: too few to test it", shown)
	}
}
