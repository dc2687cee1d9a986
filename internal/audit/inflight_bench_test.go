package audit

import (
	"bytes"
	"io"
	"slices"
	"testing"

	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

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
