package audit

import (
	"cmp"
	"math/rand/v2"
	"testing"

	"coordinated-omission/internal/spill"
)

// TestSpillOrderIsCanonical: a spill by send orders requests as canonical
// does (bySend), ties and all, so that a log spilled and merged is in the
// audit's canonical order.
func TestSpillOrderIsCanonical(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 11))
	draw := func() Request {
		return Request{SendNs: rng.Int64N(3), LatencyNs: rng.Int64N(3), Conn: rng.Int32N(3) - 1, Label: rng.Int32N(3)}
	}
	for range 5000 {
		a, b := draw(), draw()
		if got, want := spill.BySend.Compare(a, b), bySend(a, b); cmp.Compare(got, 0) != cmp.Compare(want, 0) {
			t.Fatalf("%+v against %+v: the spill says %d, canonical %d", a, b, got, want)
		}
	}
}
