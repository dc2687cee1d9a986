package render

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
)

// A Latency is a time in nanoseconds, held exactly. Prose and tables format
// it in one style: a space before the unit, µs and ms, never us.
type Latency int64

// String formats l for prose, exactly, in the largest unit that keeps it at
// least 1: "100 µs", "195.1 ms", "19.9999 s", "20.04 µs", "7 ns".
func (l Latency) String() string {
	ns := int64(l)
	sign := ""
	if ns < 0 {
		sign, ns = "-", -ns
	}
	for _, u := range []struct {
		ns   int64
		name string
	}{{1_000_000_000, "s"}, {1_000_000, "ms"}, {1_000, "µs"}} {
		if ns >= u.ns {
			return sign + decimal(ns, u.ns) + " " + u.name
		}
	}
	return sign + strconv.FormatInt(ns, 10) + " ns"
}

// CellMicros formats l as a table cell in microseconds, exactly, with digits
// grouped by thousands: "195,100", "100", "20.04". It is for a reader; the
// raw file's own encoding of a µs figure is results.Micros ("195100.0").
func (l Latency) CellMicros() string {
	ns := int64(l)
	sign := ""
	if ns < 0 {
		sign, ns = "-", -ns
	}
	whole, frac, _ := strings.Cut(decimal(ns, 1000), ".")
	if frac != "" {
		frac = "." + frac
	}
	n, _ := strconv.ParseInt(whole, 10, 64)
	return sign + Count(n).String() + frac
}

// decimal returns n/unit as an exact decimal without trailing zeros; unit
// is a power of ten.
func decimal(n, unit int64) string {
	whole := strconv.FormatInt(n/unit, 10)
	digits := len(strconv.FormatInt(unit, 10)) - 1
	frac := strings.TrimRight(fmt.Sprintf("%0*d", digits, n%unit), "0")
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// A Count is a number of samples, requests or stalls.
type Count int64

// String groups the digits by thousands: "100,000".
func (c Count) String() string {
	s := strconv.FormatInt(int64(c), 10)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	var b strings.Builder
	for i, r := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(r)
	}
	return sign + b.String()
}

// Of returns c with the noun it counts: "1 stall", "20 stalls".
func (c Count) Of(singular, plural string) string {
	if c == 1 {
		return "1 " + singular
	}
	return c.String() + " " + plural
}

// A Range is the least and the most of a count over the stalls met.
type Range struct{ Min, Max Count }

// String is the count when it is one number, and else the range: "2,000",
// "500 to 2,000".
func (r Range) String() string {
	if r.Min == r.Max {
		return r.Min.String()
	}
	return r.Min.String() + " to " + r.Max.String()
}

// Of returns r with the noun it counts: "1 sample", "0 to 1 samples".
func (r Range) Of(singular, plural string) string {
	if r.Min == r.Max {
		return r.Min.Of(singular, plural)
	}
	return r.String() + " " + plural
}

// Cell is the range as a table cell: "2,000", "500–2,000".
func (r Range) Cell() string {
	if r.Min == r.Max {
		return r.Min.String()
	}
	return r.Min.String() + "–" + r.Max.String()
}

// A Share is a percentage as the raw file writes it, with its exact parts.
type Share struct {
	Text        string // "39.8200"
	Part, Whole Count
}

func (s Share) String() string { return s.Text + " %" }

// Less reports whether s is a smaller share than t, exactly: in 128 bits,
// since a part times a whole may not fit in 64.
func (s Share) Less(t Share) bool {
	ah, al := bits.Mul64(uint64(s.Part), uint64(t.Whole))
	bh, bl := bits.Mul64(uint64(t.Part), uint64(s.Whole))
	return ah < bh || (ah == bh && al < bl)
}

// Sig4 rounds l to four significant digits, halves away from zero:
// 198,138,374 ns is 198.1 ms, 141,345 ns is 141.3 µs.
func (l Latency) Sig4() Latency {
	unit := int64(1)
	for v := int64(l); v >= 10_000 || v <= -10_000; v /= 10 {
		unit *= 10
	}
	half := unit / 2
	if l < 0 {
		half = -half
	}
	return Latency((int64(l) + half) / unit * unit)
}

// Tenths rounds l to a tenth of a microsecond, halves away from zero, for
// a table cell.
func (l Latency) Tenths() Latency {
	half := int64(50)
	if l < 0 {
		half = -half
	}
	return Latency((int64(l) + half) / 100 * 100)
}
