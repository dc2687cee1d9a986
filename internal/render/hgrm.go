package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/rawfile"
)

// hgrmTicks is the number of percentile reporting ticks per half distance
// to 100%, as HdrHistogram's tools use by default.
const hgrmTicks = 5

// significantDigits of the histograms behind the .hgrm files and the plot:
// hdrhistogram-go's most, which records every whole value below 262144
// exactly.
const significantDigits = 5

// A histogram is a recording loaded into hdrhistogram-go, with the scale
// that turns its values into microseconds.
type histogram struct {
	h       *hdrhistogram.Histogram
	highest int64   // the highest trackable value it was made with
	scale   float64 // recorded units per microsecond: 1 if recorded in µs, 1000 if in ns
}

// newHistogram records one recording's dist lines. It records
// microseconds when every sample is a whole number of them, as in the
// default scenario, so that values up to 262143µs are exact; otherwise
// nanoseconds.
func newHistogram(dists []rawfile.Dist) (histogram, error) {
	unitNs, maxNs := int64(1000), int64(1)
	for _, d := range dists {
		if d.FirstNs%1000 != 0 || d.StepNs%1000 != 0 {
			unitNs = 1
		}
		maxNs = max(maxNs, d.FirstNs+(d.Count-1)*d.StepNs)
	}
	highest := max(maxNs/unitNs, 2)
	hist := histogram{h: hdrhistogram.New(1, highest, significantDigits), highest: highest, scale: float64(1000 / unitNs)}
	for _, d := range dists {
		if d.StepNs == 0 {
			if err := hist.h.RecordValues(d.FirstNs/unitNs, d.Count*d.Times); err != nil {
				return histogram{}, err
			}
			continue
		}
		for j := range d.Count {
			if err := hist.h.RecordValues((d.FirstNs+j*d.StepNs)/unitNs, d.Times); err != nil {
				return histogram{}, err
			}
		}
	}
	return hist, nil
}

// hgrm writes the recording in the layout of Java HdrHistogram's
// AbstractHistogram.outputPercentileDistribution(printStream, 5, scale),
// values in microseconds. The rows come from hdrhistogram-go's percentile
// iterator, which follows Java's PercentileIterator; the format strings are
// Java's, with the histogram's significant digits as decimals (5 for the
// deterministic recordings, shown here):
//
//	"%12s %14s %10s %14s\n\n"            the header
//	"%12.5f %2.12f %10d %14.2f\n"        each row
//	"%12.5f %2.12f %10d\n"               the last row, at 100%
//	"#[Mean    = %12.5f, StdDeviation   = %12.5f]\n"
//	"#[Max     = %12.5f, Total count    = %12d]\n"
//	"#[Buckets = %12d, SubBuckets     = %12d]\n"
func (hist histogram) hgrm() []byte {
	digits := int(hist.h.SignificantFigures())
	var b bytes.Buffer
	fmt.Fprintf(&b, "%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)")
	for _, row := range hist.rows() {
		p := row.Quantile / 100
		value := float64(row.ValueAt) / hist.scale
		if row.Quantile != 100 {
			fmt.Fprintf(&b, "%12s %2s %10d %14s\n", javaFixed(value, digits), javaFixed(p, 12), row.Count, javaFixed(1/(1-p), 2))
		} else {
			fmt.Fprintf(&b, "%12s %2s %10d\n", javaFixed(value, digits), javaFixed(p, 12), row.Count)
		}
	}
	fmt.Fprintf(&b, "#[Mean    = %12s, StdDeviation   = %12s]\n", javaFixed(hist.h.Mean()/hist.scale, digits), javaFixed(hist.h.StdDev()/hist.scale, digits))
	fmt.Fprintf(&b, "#[Max     = %12s, Total count    = %12d]\n", javaFixed(float64(hist.h.Max())/hist.scale, digits), hist.h.TotalCount())
	b.WriteString(hist.bucketsFooter())
	return b.Bytes()
}

// rows returns the percentile distribution; none for an empty histogram,
// as in Java (hdrhistogram-go would add a row at 100%).
func (hist histogram) rows() []hdrhistogram.Bracket {
	if hist.h.TotalCount() == 0 {
		return nil
	}
	return hist.h.CumulativeDistributionWithTicks(hgrmTicks)
}

// javaFixed formats x as Java's %.<decimals>f does. Java rounds the
// shortest decimal that identifies the double, halves up; Go's %f rounds
// the exact binary value, halves to even. They differ when that shortest
// decimal ends in 5 just past the cut, as 0.9997802734375 does at 12
// decimals (Java 0.999780273438, Go 0.999780273437). x must be finite.
func javaFixed(x float64, decimals int) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	sign := ""
	if s[0] == '-' {
		sign, s = "-", s[1:]
	}
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) <= decimals {
		frac += strings.Repeat("0", decimals-len(frac))
	} else {
		up := frac[decimals] >= '5'
		frac = frac[:decimals]
		if up { // add one unit in the last place, carrying leftwards
			digits := []byte(whole + frac)
			i := len(digits) - 1
			for ; i >= 0 && digits[i] == '9'; i-- {
				digits[i] = '0'
			}
			if i < 0 {
				digits = append([]byte{'1'}, digits...)
			} else {
				digits[i]++
			}
			whole, frac = string(digits[:len(digits)-decimals]), string(digits[len(digits)-decimals:])
		}
	}
	if decimals == 0 {
		return sign + whole
	}
	return sign + whole + "." + frac
}

// bucketsFooter returns the "#[Buckets = …]" line. hdrhistogram-go keeps
// its bucket counts to itself but prints this line, in Java's format, at
// the end of PercentilesPrint; take it from there rather than recompute it.
// The counts depend on the geometry alone, so an empty histogram of the
// same geometry prints it without walking the recorded one.
func (hist histogram) bucketsFooter() string {
	var b strings.Builder
	_, _ = hdrhistogram.New(1, hist.highest, int(hist.h.SignificantFigures())).PercentilesPrint(&b, 1, 1)
	out := strings.TrimSuffix(b.String(), "\n")
	return out[strings.LastIndex(out, "\n")+1:] + "\n"
}

// A percentilePoint is one row of the percentile distribution, for the plot.
type percentilePoint struct {
	inverse float64 // 1/(1−p); +Inf at 100%
	us      float64
}

func (hist histogram) points() []percentilePoint {
	var pts []percentilePoint
	for _, row := range hist.rows() {
		inv := math.Inf(1)
		if row.Quantile != 100 {
			inv = 1 / (1 - row.Quantile/100)
		}
		pts = append(pts, percentilePoint{inverse: inv, us: float64(row.ValueAt) / hist.scale})
	}
	return pts
}
