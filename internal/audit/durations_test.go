package audit

import (
	"math"
	"slices"
	"testing"
)

// TestDurations: held 4 bytes each while each fits an int32, at both of
// its ends; the first that does not, above or below, widens them all,
// those before it kept, and those after are set wide.
func TestDurations(t *testing.T) {
	for _, big := range []int64{math.MaxInt32 + 1, math.MinInt32 - 1, 1 << 62} {
		d := makeDurations(4)
		d.set(0, math.MaxInt32)
		d.set(1, math.MinInt32)
		if d.wide != nil || d.Len() != 4 || d.At(0) != math.MaxInt32 || d.At(1) != math.MinInt32 || d.At(3) != 0 {
			t.Fatalf("int32's ends: %+v", d)
		}
		d.set(2, big)
		d.set(3, 7)
		if d.narrow != nil || d.Len() != 4 || !slices.Equal(d.All(), []int64{math.MaxInt32, math.MinInt32, big, 7}) {
			t.Errorf("widened by %d: %+v, all %v", big, d, d.All())
		}
	}
	if d := durationsOf([]int64{3, 5}); d.wide != nil || !slices.Equal(d.All(), []int64{3, 5}) {
		t.Errorf("durationsOf: %+v", d)
	}
	if d := durationsOf(nil); d.Len() != 0 || len(d.All()) != 0 {
		t.Errorf("none: %+v", d)
	}
}

// durationsOf are the durations v.
func durationsOf(v []int64) Durations {
	d := makeDurations(len(v))
	for i, x := range v {
		d.set(i, x)
	}
	return d
}

// All are every one, as a slice of their own.
func (d Durations) All() []int64 {
	out := make([]int64, d.Len())
	for i := range out {
		out[i] = d.At(i)
	}
	return out
}
