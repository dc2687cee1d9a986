package render

import (
	"os"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// testRawRandom is testdata/raw-random.txt, testdata/raw.txt with the
// random model's sweep lines of a full run, after the edits.
func testRawRandom(t *testing.T, edits ...string) *rawfile.File {
	t.Helper()
	text, err := os.ReadFile("../../testdata/raw-random.txt")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(string(text), edits[i]) {
			t.Fatalf("testdata/raw-random.txt has no %q", edits[i])
		}
	}
	f, err := rawfile.Parse("raw.txt", strings.NewReader(strings.NewReplacer(edits...).Replace(string(text))))
	if err != nil {
		t.Fatal(err)
	}
	results.SealExperiments(f) // the edits are on purpose
	return f
}

// section renders the README's results section from f.
func section(t *testing.T, f *rawfile.File) string {
	t.Helper()
	return renderAs(t, f, "README.md.tmpl", ".")
}

// fullResults renders results/summary.md from f: the full results, which
// hold the random model's section.
func fullResults(t *testing.T, f *rawfile.File) string {
	t.Helper()
	return renderAs(t, f, "summary.md.tmpl", "results")
}

// renderAs renders the template name from f, its links relative to from.
func renderAs(t *testing.T, f *rawfile.File, name, from string) string {
	t.Helper()
	out, err := Execute(readmeTemplates(t).t, name, Inputs{Raw: f}, Layout{Results: "results"}, from)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// TestVarianceSection pins the section the random model adds, and shows
// that a file without its lines renders no such section.
func TestVarianceSection(t *testing.T) {
	got := section(t, testRawRandom(t))
	start, end := strings.Index(got, "### Coordinated omission without stalls"), strings.Index(got, "### On a real server")
	if start < 0 || end < start {
		t.Fatalf("no random model section before the live one")
	}
	golden(t, "variance-section.md", []byte(got[start:end]))
	full := fullResults(t, testRawRandom(t))
	start, end = strings.Index(full, "#### Coordinated omission without stalls"), strings.Index(full, "#### The loops, as compiled")
	if start < 0 || end < start {
		t.Fatalf("no random model section in the full results before the loops")
	}
	golden(t, "variance-full.md", []byte(full[start:end]))
	if old := section(t, testRaw(t)); strings.Contains(old, "### Coordinated omission without stalls") || strings.Contains(old, "think.svg") {
		t.Errorf("a raw file without the random model's lines renders its section")
	}
	if old := fullResults(t, testRaw(t)); strings.Contains(old, "Coordinated omission without stalls") || strings.Contains(old, "think.svg") {
		t.Errorf("a raw file without the random model's lines renders its section in the full results")
	}
}

// TestVarianceClaimsFollowTheData edits the file and checks that each
// sentence that depends on a figure changes with it.
func TestVarianceClaimsFollowTheData(t *testing.T) {
	for _, tc := range []struct {
		name, from, to  string
		want, not       string
		short, notShort string // the README's summary of the section
	}{
		{"a theory outside its interval",
			"figure=open.p99 formula=mm1 service-dist=exp arrivals=poisson service=100µs interval=125µs stall=0s period=1s connections=1 think=0s duration=6m40s seed=1 samples=3196518 value-ns=2305362 lo-ns=2226980 hi-ns=2399334 theory-ns=2302585",
			"figure=open.p99 formula=mm1 service-dist=exp arrivals=poisson service=100µs interval=125µs stall=0s period=1s connections=1 think=0s duration=6m40s seed=1 samples=3196518 value-ns=2305362 lo-ns=2226980 hi-ns=2399334 theory-ns=2502585",
			"21 of 22 checks hold; these do not: M/M/1 open.p99, 2.305 ms (2.227 ms to 2.399 ms) against 2.503 ms", "All 22 checks hold",
			"21 of 22 checks hold", "all 22 checks hold"},
		{"an interval wider than its tolerance",
			"value-ns=2305362 lo-ns=2226980 hi-ns=2399334", "value-ns=2305362 lo-ns=2026980 hi-ns=2599334",
			"21 of the 22 intervals are within their tolerance", "Every interval is within",
			"all 22 checks hold", "of 22 checks hold"},
		{"a reversed ratio",
			"corrected/open.p90=0.80155 corrected/open.p90-lo=0.79106 corrected/open.p90-hi=0.81219",
			"corrected/open.p90=1.2 corrected/open.p90-lo=1.1 corrected/open.p90-hi=1.3",
			"The direction reversed at 1 of them", "No ratio reversed",
			"some ratios reversed", "no ratio reversed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := testRawRandom(t, tc.from, tc.to)
			got := fullResults(t, f)
			if !strings.Contains(got, tc.want) {
				t.Errorf("the section does not say %q", tc.want)
			}
			if strings.Contains(got, tc.not) {
				t.Errorf("the section still says %q", tc.not)
			}
			if short := section(t, f); !strings.Contains(short, tc.short) || strings.Contains(short, tc.notShort) {
				t.Errorf("the README's summary does not say %q, or still says %q", tc.short, tc.notShort)
			}
		})
	}
}

// TestDirectionOf holds the grid's classification at its edges.
func TestDirectionOf(t *testing.T) {
	for _, tc := range []struct {
		name, lo, hi, want string
	}{
		{"open/closed", "1", "1", equal},
		{"open/closed", "1.0001", "2", kept},
		{"open/closed", "1", "2", unsure},
		{"open/closed", "0.5", "0.9999", reversed},
		{"open/closed", "0.5", "1", unsure},
		{"corrected/open", "0.5", "0.9999", kept},
		{"corrected/open", "0.5", "1", unsure},
		{"corrected/open", "1.0001", "2", reversed},
		{"corrected/open", "1", "1", equal},
	} {
		g := results.GridRatio{Name: tc.name, Lo: results.Decimal(tc.lo), Hi: results.Decimal(tc.hi)}
		if got := directionOf(g); got != tc.want {
			t.Errorf("%s in [%s, %s]: %s, want %s", tc.name, tc.lo, tc.hi, got, tc.want)
		}
	}
}

// TestSig3 holds the grid's cells' rounding.
func TestSig3(t *testing.T) {
	for in, want := range map[string]string{"4801": "4801", "1000.4": "1000", "999.6": "1000", "2.4567": "2.46", "0.000999": "0.000999", "1": "1", "0.0901": "0.0901"} {
		if got := sig3(results.Decimal(in)); got != want {
			t.Errorf("sig3(%s) = %s, want %s", in, got, want)
		}
	}
}

// TestVarianceOfAnOldFile: a raw file written before the random model has
// no account, and no error.
func TestVarianceOfAnOldFile(t *testing.T) {
	in, err := decode(Inputs{Raw: testRaw(t)}, "live.txt")
	if err != nil {
		t.Fatal(err)
	}
	v, err := newDoc(in, Links{}).Variance()
	if v != nil || err != nil {
		t.Errorf("Variance() = %v, %v; want nil, nil", v, err)
	}
}
