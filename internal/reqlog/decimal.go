package reqlog

import (
	"fmt"
	"strings"
)

// scaled reads a non-negative decimal number, such as 0.0028 or
// 1796286500.001000, times unitNs, exactly: digits, not a float64, whose 53
// bits cannot hold a time since the epoch to the ns. Digits past the ns
// are dropped. It refuses a value of more than 9·10^18 ns (the year
// 2255 as a time since the epoch).
func scaled(s string, unitNs int64) (int64, error) {
	s = strings.TrimSpace(s)
	whole, frac, _ := strings.Cut(s, ".")
	if whole == "" && frac == "" || !digits(whole) || !digits(frac) {
		return 0, fmt.Errorf("%q is not a number", s)
	}
	var v int64
	for _, c := range whole {
		if v > (maxScaled-int64(c-'0'))/10 {
			return 0, fmt.Errorf("%q is too large", s)
		}
		v = v*10 + int64(c-'0')
	}
	if unitNs > 0 && v > maxScaled/unitNs {
		return 0, fmt.Errorf("%q is too large", s)
	}
	v *= unitNs
	for step := unitNs / 10; step > 0 && frac != ""; step /= 10 {
		v += int64(frac[0]-'0') * step
		frac = frac[1:]
	}
	return v, nil
}

// maxScaled is the most ns scaled reads.
const maxScaled = 9e18

// digits reports whether s is digits only (or empty).
func digits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
