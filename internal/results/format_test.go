package results

import "testing"

func TestMicros(t *testing.T) {
	for ns, want := range map[int64]string{0: "0.0", 1: "0.001", 100_000: "100.0", 20_040: "20.04", 195_100_000: "195100.0", 1_234_567: "1234.567", -1500: "-1.5"} {
		if got := Micros(ns); got != want {
			t.Errorf("Micros(%d) = %q, want %q", ns, got, want)
		}
	}
}

func TestShare(t *testing.T) {
	for _, tc := range []struct {
		part, whole int64
		want        string
	}{{20, 100000, "0.0200"}, {39820, 100000, "39.8200"}, {19920, 119980, "16.6028"}, {1, 3, "33.3333"}, {2, 3, "66.6667"}, {1, 1, "100.0000"}, {0, 7, "0.0000"}, {1, 200000, "0.0005"}} {
		if got := Share(tc.part, tc.whole); got != tc.want {
			t.Errorf("Share(%d, %d) = %q, want %q", tc.part, tc.whole, got, tc.want)
		}
	}
}

// TestErrorPct is live over model minus one, in %.
func TestErrorPct(t *testing.T) {
	for _, tc := range []struct {
		live, model int64
		want        string
	}{{110, 100, "10.00"}, {100, 100, "0.00"}, {1, 200, "-99.50"}, {333, 300, "11.00"}} {
		if got := ErrorPct(tc.live, tc.model); string(got) != tc.want {
			t.Errorf("ErrorPct(%d, %d) = %s, want %s", tc.live, tc.model, got, tc.want)
		}
	}
}

func TestShareOfNothing(t *testing.T) {
	if got := Share(0, 0); got != "0.0000" {
		t.Errorf("Share(0, 0) = %q", got)
	}
	if got := Share(3, -1); got != "0.0000" {
		t.Errorf("Share(3, -1) = %q", got)
	}
}
