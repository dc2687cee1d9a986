package render

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
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
		dists := f.DistsOf(set)
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
