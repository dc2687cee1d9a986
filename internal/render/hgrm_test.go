package render

import (
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
)

var writeJavaInput = flag.Bool("write-java-input", false, "write ../../testdata/java/*.values from ../../testdata/raw.txt for HgrmSample.java")

// TestHgrmMatchesJava compares the .hgrm layout, byte for byte, with what
// Java HdrHistogram 2.1.11 printed for the same recordings (the recordings
// of testdata/raw.txt, in whole microseconds) through
// AbstractHistogram.outputPercentileDistribution(System.out, 5, 1.0), whose
// format strings are
//
//	printStream.format("%12s %14s %10s %14s\n\n", "Value", "Percentile", "TotalCount", "1/(1-Percentile)");
//	percentileFormatString = "%12." + numberOfSignificantValueDigits + "f %2.12f %10d %14.2f\n";
//	lastLinePercentileFormatString = "%12." + numberOfSignificantValueDigits + "f %2.12f %10d\n";
//	"#[Mean    = %12." + numberOfSignificantValueDigits + "f, StdDeviation   = %12." + numberOfSignificantValueDigits + "f]\n"
//	"#[Max     = %12." + numberOfSignificantValueDigits + "f, Total count    = %12d]\n"
//	"#[Buckets = %12d, SubBuckets     = %12d]\n"
//
// testdata/java/HgrmSample.java says how the samples were made.
func TestHgrmMatchesJava(t *testing.T) {
	f := testRaw(t)
	for _, set := range f.Config.List("recordings") {
		dists := rawfile.DistsOf(f.Dists, set)
		if *writeJavaInput {
			var b strings.Builder
			for _, d := range dists {
				if d.StepNs == 0 {
					fmt.Fprintf(&b, "%d %d\n", d.FirstNs/1000, d.Count*d.Times)
					continue
				}
				for j := range d.Count {
					fmt.Fprintf(&b, "%d %d\n", (d.FirstNs+j*d.StepNs)/1000, d.Times)
				}
			}
			if err := os.WriteFile(filepath.Join("../../testdata/java", set+".values"), []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		hist, err := newHistogram(dists)
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("../../testdata/java", set+".hgrm"))
		if err != nil {
			t.Error(err)
			continue
		}
		if d := diff(want, hist.hgrm()); d != "" {
			t.Errorf("%v: the .hgrm differs from Java's:\n%s", set, d)
		}
	}
}

func TestJavaFixed(t *testing.T) {
	for _, tc := range []struct {
		x        float64
		decimals int
		want     string
	}{
		{0.9997802734375, 12, "0.999780273438"}, // Go's %.12f gives ...437
		{2.5, 0, "3"},
		{0.125, 2, "0.13"},
		{99.995, 2, "100.00"}, // the shortest decimal is 99.995: up, with carries
		{-1.5, 0, "-2"},
		{4551.111111111111, 2, "4551.11"},
		{200100, 5, "200100.00000"},
		{0.1, 12, "0.100000000000"},
	} {
		if got := javaFixed(tc.x, tc.decimals); got != tc.want {
			t.Errorf("javaFixed(%v, %d) = %q, want %q", tc.x, tc.decimals, got, tc.want)
		}
	}
}

// TestHistogramUnits checks what the seed's recordings, all whole
// microseconds, cannot: a recording in nanoseconds is scaled to µs in
// every figure of the .hgrm and the plot; the highest trackable value is
// the largest term of the progressions; and a value line's samples are its
// count times its times.
func TestHistogramUnits(t *testing.T) {
	ns, err := newHistogram([]rawfile.Dist{{FirstNs: 1500, Count: 3, Times: 1}, {FirstNs: 2500, Count: 1, Times: 3}})
	if err != nil {
		t.Fatal(err)
	}
	if ns.scale != 1000 || ns.h.TotalCount() != 6 {
		t.Fatalf("scale %v, %d samples; want 1000, 6", ns.scale, ns.h.TotalCount())
	}
	out := string(ns.hgrm())
	for _, want := range []string{
		"     1.50000 0.000000000000          3           1.00\n",
		"     2.50000 1.000000000000          6\n",
		"#[Mean    =      2.00000, StdDeviation   =      0.50000]\n",
		"#[Max     =      2.50000, Total count    =            6]\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf(".hgrm lacks %q:\n%s", want, out)
		}
	}
	pts := ns.points()
	if first, last := pts[0], pts[len(pts)-1]; first != (percentilePoint{1, 1.5}) || !math.IsInf(last.inverse, 1) || last.us != 2.5 {
		t.Errorf("points: first %+v, last %+v; want {1 1.5} and {+Inf 2.5}", first, last)
	}
	for _, p := range pts[:len(pts)-1] {
		if p.inverse < 1 || math.IsInf(p.inverse, 0) {
			t.Errorf("point %+v: 1/(1−p) must be finite and at least 1 below 100 %%", p)
		}
	}
	// 1, 100001, … 400001 µs: the top term sets the highest trackable value.
	us, err := newHistogram([]rawfile.Dist{{FirstNs: 1000, StepNs: 100_000_000, Count: 5, Times: 2}})
	if err != nil || us.highest != 400_001 || us.scale != 1 || us.h.TotalCount() != 10 || us.h.Max() < 400_001 {
		t.Errorf("highest %d, scale %v, %d samples, max %d, %v; want 400001, 1, 10, 400001", us.highest, us.scale, us.h.TotalCount(), us.h.Max(), err)
	}
}
