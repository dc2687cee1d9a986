package measure

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// Micros formats nanoseconds as microseconds, exactly: at least one
// decimal and no more than the three a nanosecond needs, so 100000 is
// "100.0", 20040 is "20.04" and 1 is "0.001".
func Micros(ns int64) string {
	sign := ""
	if ns < 0 {
		sign, ns = "-", -ns
	}
	frac := strings.TrimRight(fmt.Sprintf("%03d", ns%1000), "0")
	if frac == "" {
		frac = "0"
	}
	return fmt.Sprintf("%s%d.%s", sign, ns/1000, frac)
}

// Share formats part/whole as a percentage with four decimals, rounding
// halves up in integers; whole must be positive.
func Share(part, whole int64) string {
	u := (2*part*1_000_000 + whole) / (2 * whole) // in units of 0.0001 %
	return fmt.Sprintf("%d.%04d", u/10_000, u%10_000)
}

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
