package audit

import (
	"bytes"
	"cmp"
	"io"
	"slices"
	"testing"

	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// byReplies is reqs' indices in the order of their replies, ties in the
// order of their sends: the order inFlightAt and silences once sorted
// every request in, held here as the references they are tested and
// timed against.
func byReplies(reqs []Request) []int32 {
	idx := make([]int32, len(reqs))
	for i := range idx {
		idx[i] = int32(i)
	}
	slices.SortFunc(idx, func(a, b int32) int {
		if ra, rb := reqs[a].ReplyNs(), reqs[b].ReplyNs(); ra != rb {
			return cmp.Compare(ra, rb)
		}
		return cmp.Compare(a, b)
	})
	return idx
}

// silencesBySort is silences as it was: every request sorted by reply,
// a flag for each in flight. The reference of TestSilencesAsBySort.
func silencesBySort(reqs []Request, ceilings []int64, resolutionNs int64) []evidence {
	byReply := byReplies(reqs)
	inFlight := make([]bool, len(reqs))
	front, n := 0, 0
	var t0 int64
	var out []evidence
	next := 0
	for _, i := range byReply {
		g1 := reqs[i].ReplyNs()
		for ; next < len(reqs) && reqs[next].SendNs < g1; next++ {
			if reqs[next].LatencyNs == 0 {
				continue
			}
			inFlight[next] = true
			if n == 0 {
				t0 = reqs[next].SendNs
			}
			n++
		}
		if reqs[i].LatencyNs == 0 {
			continue
		}
		for front < len(reqs) && !inFlight[front] {
			front++
		}
		if p := g1 - t0 - ceilings[reqs[front].Label]; p > 2*resolutionNs {
			out = append(out, evidence{FromNs: g1 - p, ToNs: t0 + p, EndNs: t0 + p})
		}
		inFlight[i] = false
		n--
		t0 = g1
	}
	return out
}

// inFlightBySort is inFlightAt as it was: every request sorted by its
// reply, the replies taken in turn as the sends pass them. The reference
// of BenchmarkInFlight.
func inFlightBySort(reqs []Request) []int32 {
	replies := byReplies(reqs)
	out := make([]int32, len(reqs))
	answered := make([]bool, len(reqs))
	j, inFlight := 0, int32(0)
	for i, r := range reqs {
		for ; j < len(replies) && reqs[replies[j]].ReplyNs() <= r.SendNs; j++ {
			if int(replies[j]) < i {
				inFlight--
			} else {
				answered[replies[j]] = true
			}
		}
		inFlight++
		out[i] = inFlight
		if answered[i] {
			inFlight--
		}
	}
	return out
}

// BenchmarkInFlight counts the requests in flight at each send of a JTL
// of 10^6 samples of 200 closed threads (10^5 with -short), with the heap
// of replies to come beside the sort by reply it replaced, in one run.
func BenchmarkInFlight(b *testing.B) {
	n := int64(1_000_000)
	if testing.Short() {
		n = 100_000
	}
	text, err := io.ReadAll(testenv.NewJTL(n))
	if err != nil {
		b.Fatal(err)
	}
	log, err := reqlog.ReadWith(bytes.NewReader(text), reqlog.Reading{Format: reqlog.FormatJTL})
	if err != nil {
		b.Fatal(err)
	}
	reqs := log.Requests
	canonical(reqs)
	if !slices.Equal(inFlightAt(reqs), inFlightBySort(reqs)) {
		b.Fatal("the heap and the sort count differently")
	}
	b.Run("sort", func(b *testing.B) {
		for b.Loop() {
			inFlightBySort(reqs)
		}
	})
	b.Run("heap", func(b *testing.B) {
		for b.Loop() {
			inFlightAt(reqs)
		}
	})
}
