package variance

import (
	"math/rand/v2"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// TestEncodeHistogram: the encoding decodes to every sample, each in the
// bucket of its value, at HistogramDigits, from 1 ns up; a single sample
// of 1 ns, the smallest a draw gives, too.
func TestEncodeHistogram(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 5))
	samples := make([]int64, 100_000)
	for i := range samples {
		samples[i] = 1 + rng.Int64N(1<<40>>rng.IntN(40))
	}
	samples = append(samples, 1, 1<<40)
	for _, tc := range [][]int64{samples, {1}} {
		enc, err := encodeHistogram(tc)
		if err != nil {
			t.Fatal(err)
		}
		h, err := hdrhistogram.Decode([]byte(enc))
		if err != nil {
			t.Fatal(err)
		}
		if h.TotalCount() != int64(len(tc)) || h.SignificantFigures() != HistogramDigits || h.LowestTrackableValue() != 1 {
			t.Fatalf("%d samples, %d digits, lowest %d; want %d, %d, 1", h.TotalCount(), h.SignificantFigures(), h.LowestTrackableValue(), len(tc), HistogramDigits)
		}
		want := hdrhistogram.New(1, max(2, h.HighestTrackableValue()), HistogramDigits)
		for _, v := range tc {
			_ = want.RecordValue(v)
		}
		if !h.Equals(want) {
			t.Errorf("the decoded histogram is not the samples'")
		}
	}
}
