package results

import (
	"os"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
)

func randomFile(t *testing.T, from, to string) (*rawfile.File, error) {
	t.Helper()
	text, err := os.ReadFile("../../testdata/raw-random.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), from) {
		t.Fatalf("testdata/raw-random.txt has no %q", from)
	}
	return rawfile.Parse("raw.txt", strings.NewReader(strings.Replace(string(text), from, to, 1)))
}

// TestVarianceLinesRoundTrip: the random model's lines decode and encode
// back to themselves.
func TestVarianceLinesRoundTrip(t *testing.T) {
	f, err := randomFile(t, "sweep grid", "sweep grid")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Theory) != 22 || len(s.Think) != 20 || len(s.Grid) != 48 || len(s.Random) != 0 {
		t.Fatalf("%d theory, %d think, %d grid, %d random lines", len(s.Theory), len(s.Think), len(s.Grid), len(s.Random))
	}
	if got := s.Encode().Sweeps; !slices.EqualFunc(got, f.Sweeps, func(a, b rawfile.Sweep) bool {
		return a.Name == b.Name && slices.Equal(a.Fields, b.Fields)
	}) {
		t.Errorf("the sweep lines do not encode back to themselves")
	}
}

// TestVarianceLinesRefused: a tampered line is refused, naming it.
func TestVarianceLinesRefused(t *testing.T) {
	for _, tc := range []struct{ from, to, want string }{
		{"case=mm1 figure=open.p99", "case=mm1 figure=open.p99 extra", "not key=value"},
		{"value-ns=2305362", "value-ns=2505362", "theory sweep line 7: value-ns=2505362 is not inside"},
		{"confidence-pct=99 tolerance-pct=5", "confidence-pct=100 tolerance-pct=5", "must be percentages"},
		{"users=0 load-pct=30", "users=0 load-pct=100", "think sweep line 1: load-pct=100 must be from 1 to 99"},
		{" reps=8 ", " reps=1 ", "an interval needs two replications"},
		{"open/closed.p90=1 ", "open/closed.p90=one ", `open/closed.p90="one" is not a number`},
		{"open/closed.p90=1 ", "open/closed.p90=7 ", "open/closed p90: 7 is not inside 1 and 1"},
		{"sweep think users=0 load-pct=30 service-dist=exp", "sweep think users=0 load-pct=30 service-dist=exp seed=x", ""},
	} {
		f, err := randomFile(t, tc.from, tc.to)
		if err == nil {
			_, err = Decode(f)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q → %q: error %v, want one containing %q", tc.from, tc.to, err, tc.want)
		}
	}
}

// TestRandomDesignLinesRoundTrip: the random scenario's design lines,
// their histograms included, decode and encode back to themselves, and a
// line without its histogram is refused.
func TestRandomDesignLinesRoundTrip(t *testing.T) {
	text, err := os.ReadFile("../../testdata/random-lines.txt")
	if err != nil {
		t.Fatal(err)
	}
	const closing = "1 checks passed over 1 runs\n"
	f, err := rawfile.Parse("raw.txt", strings.NewReader(string(text)+closing))
	if err != nil {
		t.Fatal(err)
	}
	ds, err := readRandom(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(ds) != 6 || !strings.HasPrefix(ds[1].Histogram, "HISTF") || ds[1].Design != "open" {
		t.Fatalf("%d designs; the second %q, its histogram %.10q", len(ds), ds[1].Design, ds[1].Histogram)
	}
	for i, d := range ds {
		if got := d.line(); got.Name != f.Sweeps[i].Name || !slices.Equal(got.Fields, f.Sweeps[i].Fields) {
			t.Errorf("line %d does not encode back to itself", i+1)
		}
	}
	cut := strings.Split(string(text), "\n")[0]
	cut = cut[:strings.Index(cut, " hdr=")]
	f, err = rawfile.Parse("raw.txt", strings.NewReader(cut+"\n"+closing))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readRandom(f); err == nil || !strings.Contains(err.Error(), "hdr") {
		t.Errorf("a line without its histogram: err = %v", err)
	}
}
