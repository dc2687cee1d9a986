package hiding

import "testing"

// TestHidden: truth over figure, a figure of 0 taken as 1 ns.
func TestHidden(t *testing.T) {
	for _, tc := range []struct {
		truth, figure int64
		want          float64
	}{{300, 100, 3}, {195_100_000, 100_000, 1951}, {5, 0, 5}, {5, -3, 5}, {100, 400, 0.25}} {
		if got := Hidden(tc.truth, tc.figure); got != tc.want {
			t.Errorf("Hidden(%d, %d) = %v, want %v", tc.truth, tc.figure, got, tc.want)
		}
	}
}

// TestHidesAtItsEdge: Factor times below hides; a hair less does not.
func TestHidesAtItsEdge(t *testing.T) {
	if !Hides(Factor) || !Hides(Hidden(300, 100)) || Hides(Hidden(300, 101)) || Hides(2.999999) {
		t.Errorf("Hides at %d: %v, at 300/101: %v", Factor, Hides(Factor), Hides(Hidden(300, 101)))
	}
}
