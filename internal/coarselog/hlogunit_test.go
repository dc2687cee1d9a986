package coarselog

import (
	"bufio"
	"fmt"
	"math"
	"strings"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// encoded is a histogram of values, as an interval line writes it.
func encoded(t *testing.T, values ...int64) string {
	t.Helper()
	h := hdrhistogram.New(1, 10_000_000_000, 3)
	for _, v := range values {
		if err := h.RecordValue(v); err != nil {
			t.Fatal(err)
		}
	}
	b, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestHlogUnitFromAConsistentInterval: an interval whose histogram is
// empty, or whose max column is 0, says nothing of the values' unit
// (however its max column reads); the next interval that has both does.
// Values of 2, 3 and 40 ms written in ns after an empty interval whose
// max column says 1 ms read as 40 ms at the longest; in ms after one of
// values whose max column says 0, as 40 ms too.
func TestHlogUnitFromAConsistentInterval(t *testing.T) {
	ns, ms := encoded(t, 2e6, 3e6, 40e6), encoded(t, 2, 3, 40)
	for name, text := range map[string]string{
		"empty first": fmt.Sprintf("0.000,1.000,1.000,%s\n1.000,1.000,40.000,%s\n", encoded(t), ns),
		"max 0 first": fmt.Sprintf("0.000,1.000,0.000,%s\n1.000,1.000,40.000,%s\n", ms, ms),
	} {
		l, err := readHlog(bufio.NewReader(strings.NewReader(text)), "")
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		last := l.Intervals[len(l.Intervals)-1].Lat
		if got := last[len(last)-1].Ns; math.Abs(float64(got)-40e6) > 0.001*40e6 {
			t.Errorf("%s: the longest %d ns, want 40 ms (%s)", name, got, l.Notes[len(l.Notes)-1])
		}
	}
}

// TestHlogTimeBounds: an interval that ends at 9·10^9 s exactly, from a
// base time, is read; one a second later is refused, its error naming its
// time from the base.
func TestHlogTimeBounds(t *testing.T) {
	enc := encoded(t, 2, 3, 40)
	if _, _, err := hlogInterval([]string{"", "", "999999999", "1", "40.000", enc}, 8e9); err != nil {
		t.Errorf("an interval ending at 9e9 s: %v", err)
	}
	_, _, err := hlogInterval([]string{"", "", "1000000000", "1", "40.000", enc}, 8e9)
	if err == nil || !strings.Contains(err.Error(), "at 9e+09 s for 1 s") {
		t.Errorf("an interval ending at 9e9 s + 1: %v", err)
	}
	if got := leadingSeconds("9000000000"); got != 9e9 {
		t.Errorf("a start time of 9e9 s: %v", got)
	}
}

// TestLiveCountAtAnIntervalsEnd: a live count that changes exactly at an
// interval's end is the next interval's: 5 users through [0, 1 s), 10
// from 1 s, and the first interval's most is 5.
func TestLiveCountAtAnIntervalsEnd(t *testing.T) {
	ivs := []coarse.Interval{{StartNs: 0, WidthNs: 1e9}, {StartNs: 1e9, WidthNs: 1e9}}
	live(ivs, []reqlog.LiveCount{{AtNs: 0, Threads: 5}, {AtNs: 1e9, Threads: 10}})
	if ivs[0].Users != 5 || ivs[0].UsersMax != 5 || ivs[1].Users != 10 || ivs[1].UsersMax != 10 {
		t.Errorf("users %v and %v, most %v and %v: want 5, 10, 5, 10", ivs[0].Users, ivs[1].Users, ivs[0].UsersMax, ivs[1].UsersMax)
	}
}
