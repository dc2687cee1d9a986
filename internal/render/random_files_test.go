package render

import (
	"bytes"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// testRawScenario is testdata/raw.txt with testdata/random-lines.txt, the
// random sweep lines of a quick run of -service-dist bimodal:0.01:2ms
// -arrivals poisson -seed 3, after its last sweep line; then the edits.
func testRawScenario(t *testing.T, edits ...string) *rawfile.File {
	t.Helper()
	raw, err := os.ReadFile("../../testdata/raw.txt")
	if err != nil {
		t.Fatal(err)
	}
	lines, err := os.ReadFile("../../testdata/random-lines.txt")
	if err != nil {
		t.Fatal(err)
	}
	text := string(raw)
	last := strings.LastIndex(text, "\nsweep ")
	end := last + 1 + strings.Index(text[last+1:], "\n") + 1
	text = text[:end] + string(lines) + text[end:]
	for i := 0; i+1 < len(edits); i += 2 {
		if !strings.Contains(text, edits[i]) {
			t.Fatalf("the raw file has no %q", edits[i])
		}
	}
	f, err := rawfile.Parse("raw.txt", strings.NewReader(strings.NewReplacer(edits...).Replace(text)))
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// outputsByName renders every results file of f into folder dir and
// returns them by file name.
func outputsByName(t *testing.T, f *rawfile.File, dir string) (map[string]Output, error) {
	t.Helper()
	out, err := Results(readmeTemplates(t).t, Inputs{Raw: f}, Layout{Results: dir})
	byName := map[string]Output{}
	for _, o := range out {
		byName[filepath.Base(o.Path)] = o
	}
	return byName, err
}

// TestRandomScenarioFiles: the random scenario's histograms become an
// HdrHistogram interval log that hdrhistogram-go's own log reader reads
// back, one tagged interval per design with the line's samples and
// levels; each design's .hgrm file at the histogram's 3 decimals; and
// the picture. Both are pinned by golden files.
func TestRandomScenarioFiles(t *testing.T) {
	f := testRawScenario(t)
	s, err := results.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	out, err := outputsByName(t, f, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{randomLogFile, randomPlotFile, "random-open.hgrm", "random-wrk.hgrm"} {
		if o, ok := out[name]; !ok || o.Absent || len(o.Data) == 0 {
			t.Fatalf("no %s among the outputs", name)
		}
	}
	golden(t, "random-open.hgrm", out["random-open.hgrm"].Data)
	golden(t, "random.svg", out[randomPlotFile].Data)
	r := hdrhistogram.NewHistogramLogReader(bytes.NewReader(out[randomLogFile].Data))
	for i, d := range s.Random {
		h, err := r.NextIntervalHistogram()
		if err != nil || h == nil {
			t.Fatalf("interval %d of the log: %v, %v", i, h, err)
		}
		if h.Tag() != d.Design || h.TotalCount() != d.Samples || h.SignificantFigures() != 3 {
			t.Errorf("interval %d: tag %q, %d samples, %d digits; want %q, %d, 3", i, h.Tag(), h.TotalCount(), h.SignificantFigures(), d.Design, d.Samples)
		}
		// The line's exact nearest-rank level v, the ⌈qn⌉-th sample, lies
		// in the histogram's bucket that holds that rank: fewer than ⌈qn⌉
		// samples below v's bucket, and at least ⌈qn⌉ up to its end.
		for _, l := range []struct {
			q     float64
			level results.Level
		}{{0.5, results.P50}, {0.99, results.P99}, {0.999, results.P999}} {
			v, rank := d.AtNs[l.level], int64(math.Ceil(l.q*float64(d.Samples)-1e-9))
			var below, upTo int64
			for _, bar := range h.Distribution() {
				if bar.To < v {
					below += bar.Count
				}
				if bar.From <= v {
					upTo += bar.Count
				}
			}
			if !(below < rank && rank <= upTo) {
				t.Errorf("%s %s: the line's %d ns is the %d-th sample, but the log has %d samples below its bucket and %d up to its end",
					d.Design, l.level, v, rank, below, upTo)
			}
		}
	}
	if h, err := r.NextIntervalHistogram(); h != nil || err != nil {
		t.Errorf("the log has more intervals than designs: %v, %v", h, err)
	}
}

// TestRandomHistogramsAreHeldToTheirLines: a histogram that is not its
// line's recording, or is not a histogram, is refused with the line.
func TestRandomHistogramsAreHeldToTheirLines(t *testing.T) {
	lines, err := os.ReadFile("../../testdata/random-lines.txt")
	if err != nil {
		t.Fatal(err)
	}
	closed, open := strings.Split(string(lines), "\n")[0], strings.Split(string(lines), "\n")[1]
	field := func(line, key string) string {
		for _, w := range strings.Fields(line) {
			if strings.HasPrefix(w, key+"=") {
				return w
			}
		}
		t.Fatalf("no %s in %q", key, line[:40])
		return ""
	}
	samples, maxNs, hdr := field(open, "samples"), field(open, "latency.max-ns"), field(open, "hdr")
	other := hdrhistogram.New(1, 1000, 2)
	_ = other.RecordValues(5, 24723) // as many samples as the open line, at 2 digits
	twoDigits, _ := other.Encode(hdrhistogram.V2CompressedEncodingCookieBase)
	edit := func(from, to string) string { return strings.Replace(open, from, to, 1) }
	for _, tc := range []struct{ name, from, to, want string }{
		{"one sample more", samples, samples + "1", "random sweep line open: the histogram holds 24723 samples, the line 247231"},
		{"another max", maxNs, "latency.max-ns=195000000", "is not the line's recording (max 195000000 ns)"},
		{"another design's histogram", hdr, field(closed, "hdr"), "random sweep line open: the histogram (lowest 1 ns, max 200409087 ns) is not the line's recording"},
		{"not base64", hdr, "hdr=@@@@", "random sweep line open: hdr:"},
		{"truncated", hdr, hdr[:40], "random sweep line open: hdr:"},
		{"a name that leaves the folder", "design=open ", "design=../../x ", `random sweep line 2: design "../../x": want a name of lowercase letters`},
		{"a design twice", "design=open ", "design=closed ", `random sweep line 2: design "closed": want a name of lowercase letters, once each`},
		{"another precision", hdr, "hdr=" + string(twoDigits), "random sweep line open: the histogram has 2 significant digits, the closed one 3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := outputsByName(t, testRawScenario(t, open, edit(tc.from, tc.to)), t.TempDir())
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestRandomFilesGoWithTheScenario: a raw file without a random scenario
// keeps none of its files, and one whose scenario lost a design keeps
// none of that design's.
func TestRandomFilesGoWithTheScenario(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"random-think.hgrm", "random-open.hgrm", "quick-random-open.hgrm"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("old"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out, err := outputsByName(t, testRawScenario(t), dir)
	if err != nil {
		t.Fatal(err)
	}
	if o := out["random-think.hgrm"]; !o.Absent {
		t.Errorf("a design the scenario no longer has keeps its .hgrm file")
	}
	if o := out["random-open.hgrm"]; o.Absent || len(o.Data) == 0 {
		t.Errorf("the open design's .hgrm file is not written")
	}
	if _, ok := out["quick-random-open.hgrm"]; ok {
		t.Errorf("a full run's outputs name a quick run's file")
	}
	out, err = outputsByName(t, testRaw(t), dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{randomLogFile, randomPlotFile, "random-think.hgrm", "random-open.hgrm"} {
		if o, ok := out[name]; !ok || !o.Absent {
			t.Errorf("without a random scenario, %s is not removed", name)
		}
	}
	if paths := (Layout{Results: dir}).Files(); !strings.Contains(strings.Join(paths, " "), "random-think.hgrm") {
		t.Errorf("Files does not name the random designs' .hgrm files there: %v", paths)
	}
}

// TestRandomScenarioSection: the README states the histograms' precision
// and links every file.
func TestRandomScenarioSection(t *testing.T) {
	got := section(t, testRawScenario(t))
	for _, want := range []string{
		"The whole recordings are kept as histograms of 3 significant digits (each value within 0.098 %)",
		"[`results/random.hlog`](results/random.hlog)", "[wrk](results/random-wrk.hgrm)",
		"![Latency by percentile of the random scenario's recordings](results/random.svg)",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the section does not say %q", want)
		}
	}
}

// TestResolution: HdrHistogram's sub-buckets at d digits are the least
// power of 2 at least 2·10^d, and a value is kept within one of the upper
// half's: 1/1024 at 3 digits, 1/131072 at 5, 1/16 at 1.
func TestResolution(t *testing.T) {
	for digits, want := range map[int64]string{1: "6.2 %", 2: "0.78 %", 3: "0.098 %", 5: "0.00076 %"} {
		if got := resolutionPct(digits); got != want {
			t.Errorf("resolutionPct(%d) = %s, want %s", digits, got, want)
		}
	}
}
