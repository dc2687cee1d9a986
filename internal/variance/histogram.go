package variance

import (
	"fmt"
	"slices"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"
)

// HistogramDigits is the precision of a random recording's histogram:
// HdrHistogram's 3 significant decimal digits, which keep every value
// within 1/1024 (under 0.1 %) of the samples it stands for, from 1 ns to
// the recording's max. A recording of 10^7 samples fits in a few kB.
const HistogramDigits = 3

// encodeHistogram is samples, in ns, as a histogram in HdrHistogram's V2
// compressed encoding, base64, as its interval logs hold it.
func encodeHistogram(samples []int64) (string, error) {
	h := hdrhistogram.New(1, max(2, slices.Max(samples)), HistogramDigits)
	for _, v := range samples {
		if err := h.RecordValue(v); err != nil {
			return "", fmt.Errorf("histogram: %w", err)
		}
	}
	b, err := h.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	if err != nil {
		return "", fmt.Errorf("histogram: %w", err)
	}
	return string(b), nil
}
