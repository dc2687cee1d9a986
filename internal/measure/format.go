package measure

import (
	"math"
	"slices"
)

// summarizeCost returns the minimum, the median and the coefficient of
// variation (sample standard deviation over mean, in percent).
func summarizeCost(ns []float64) (lo, med, cvPct float64) {
	s := slices.Sorted(slices.Values(ns))
	lo, med = s[0], s[len(s)/2]
	if len(s) < 2 {
		return lo, med, 0
	}
	var sum, sq float64
	for _, v := range s {
		sum += v
	}
	mean := sum / float64(len(s))
	for _, v := range s {
		sq += (v - mean) * (v - mean)
	}
	return lo, med, 100 * math.Sqrt(sq/float64(len(s)-1)) / mean
}
