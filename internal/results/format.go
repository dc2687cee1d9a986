package results

import (
	"fmt"
	"strings"
)

// Micros formats nanoseconds as a raw file's microseconds, exactly: at
// least one decimal and no more than the three a nanosecond needs, so
// 100000 is "100.0", 20040 is "20.04" and 1 is "0.001". It is the file's
// encoding; the renderer formats figures for a reader its own way.
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
// halves up in integers; of no whole, it is 0.
func Share(part, whole int64) string {
	if whole <= 0 {
		return "0.0000"
	}
	u := (2*part*1_000_000 + whole) / (2 * whole) // in units of 0.0001 %
	return fmt.Sprintf("%d.%04d", u/10_000, u%10_000)
}
