package render

import (
	"bytes"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/internal/results"
)

// The command line's random scenario's files, drawn from each design's
// histogram: an HdrHistogram interval log of them all, loadable by
// HdrHistogram's own tools (HistogramLogProcessor), each design's .hgrm
// file, and the picture of its three recordings.
const (
	randomLogFile     = "random.hlog"
	randomPlotFile    = "random.svg"
	randomHgrmPattern = "random-*.hgrm"
)

// designName is what a design's name may be, since it names a file.
var designName = regexp.MustCompile(`^[a-z]{1,20}$`)

func randomHgrmFile(design string) string { return "random-" + design + ".hgrm" }

// randomHistograms decodes each design's histogram, and holds it to its
// line: a design's name that can name a file, once; as many samples, the
// same precision as the others, and a max that its precision cannot tell
// from the line's exact one.
func randomHistograms(designs []results.RandomDesign) ([]histogram, error) {
	hists := make([]histogram, len(designs))
	seen := map[string]bool{}
	for i, d := range designs {
		if !designName.MatchString(d.Design) || seen[d.Design] {
			return nil, fmt.Errorf("random sweep line %d: design %q: want a name of lowercase letters, once each", i+1, d.Design)
		}
		seen[d.Design] = true
		h, err := hdrhistogram.Decode([]byte(d.Histogram))
		if err != nil {
			return nil, fmt.Errorf("random sweep line %s: hdr: %w", d.Design, err)
		}
		switch maxNs := d.AtNs[results.Max]; {
		case h.TotalCount() != d.Samples:
			return nil, fmt.Errorf("random sweep line %s: the histogram holds %d samples, the line %d", d.Design, h.TotalCount(), d.Samples)
		case i > 0 && h.SignificantFigures() != hists[0].h.SignificantFigures():
			return nil, fmt.Errorf("random sweep line %s: the histogram has %d significant digits, the %s one %d", d.Design, h.SignificantFigures(), designs[0].Design, hists[0].h.SignificantFigures())
		case h.LowestTrackableValue() != 1 || !h.ValuesAreEquivalent(h.Max(), maxNs):
			return nil, fmt.Errorf("random sweep line %s: the histogram (lowest %d ns, max %d ns) is not the line's recording (max %d ns)",
				d.Design, h.LowestTrackableValue(), h.Max(), maxNs)
		}
		hists[i] = histogram{h: h, highest: h.HighestTrackableValue(), scale: 1000}
	}
	return hists, nil
}

// randomOutputs are the random scenario's files, if the raw file has one;
// otherwise, and for a design it no longer has, none is kept.
func randomOutputs(s *results.Sim, l Layout) ([]Output, error) {
	var out []Output
	stale, _ := filepath.Glob(l.Path(randomHgrmPattern))
	if len(s.Random) == 0 {
		out = append(out, Output{Path: l.Path(randomLogFile), Absent: true}, Output{Path: l.Path(randomPlotFile), Absent: true})
		for _, p := range stale {
			out = append(out, Output{Path: p, Absent: true})
		}
		return out, nil
	}
	hists, err := randomHistograms(s.Random)
	if err != nil {
		return nil, err
	}
	hlog, err := randomLog(s.Random, hists)
	if err != nil {
		return nil, err
	}
	out = append(out, Output{Path: l.Path(randomLogFile), Data: hlog})
	var names []string
	var three []histogram
	for i, d := range s.Random {
		path := l.Path(randomHgrmFile(d.Design))
		out = append(out, Output{Path: path, Data: hists[i].hgrm()})
		stale = slices.DeleteFunc(stale, func(p string) bool { return p == path })
		if _, ok := lineStyles[d.Design]; ok {
			names, three = append(names, d.Design), append(three, hists[i])
		}
	}
	for _, p := range stale {
		out = append(out, Output{Path: p, Absent: true})
	}
	sc := s.Random[0].Scenario
	caption := fmt.Sprintf("%s service, %s arrivals, S = %v, I = %v, stall %v\nfrom HdrHistogram histograms, %s",
		sc.ServiceDist, sc.Arrivals, Latency(sc.Service), Latency(sc.Interval), Latency(sc.Stall), shortPrecisionOf(hists[0]))
	svg, err := percentilePlot(names, three, caption, "the random scenario's "+strings.Join(names, ", ")+" recordings")
	if err != nil {
		return nil, err
	}
	return append(out, Output{Path: l.Path(randomPlotFile), Data: svg}), nil
}

// precisionOf states a histogram's precision: its significant digits,
// and the share of a value within which it reports it.
func precisionOf(h histogram) string {
	digits := h.h.SignificantFigures()
	return fmt.Sprintf("histograms of %d significant digits (each value within %s)", digits, resolutionPct(digits))
}

// shortPrecisionOf is precisionOf in a picture's few words.
func shortPrecisionOf(h histogram) string {
	digits := h.h.SignificantFigures()
	return fmt.Sprintf("%d significant digits (±%s)", digits, resolutionPct(digits))
}

// resolutionPct is HdrHistogram's relative resolution at digits
// significant digits: a value is reported within one sub-bucket, 1/2^k of
// it, where 2^k is the smallest power of 2 of at least 10^digits, halved.
func resolutionPct(digits int64) string {
	k := 0
	for p := int64(1); p < 2*pow10(digits); p *= 2 {
		k++
	}
	return fmt.Sprintf("%.2g %%", 100/float64(int64(1)<<(k-1)))
}

func pow10(n int64) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}

// randomLog is the designs' histograms as an HdrHistogram interval log,
// version 1.3, one interval per design, tagged with its name, from 0 to
// the scenario's duration, values in ns (max in ms, as the format has it).
func randomLog(designs []results.RandomDesign, hists []histogram) ([]byte, error) {
	var b bytes.Buffer
	w := hdrhistogram.NewHistogramLogWriter(&b)
	sc := designs[0].Scenario
	if err := w.OutputLogFormatVersion(); err != nil {
		return nil, err
	}
	if err := w.OutputComment(fmt.Sprintf("the random scenario's designs, one interval each, tagged; values in ns: service %s, arrivals %s, seed %d; %s",
		sc.ServiceDist, sc.Arrivals, sc.Seed, precisionOf(hists[0]))); err != nil {
		return nil, err
	}
	if err := w.OutputLegend(); err != nil {
		return nil, err
	}
	for i, d := range designs {
		h := hists[i].h
		h.SetTag(d.Design)
		h.SetStartTimeMs(0)
		h.SetEndTimeMs(sc.Duration.Milliseconds())
		if err := w.OutputIntervalHistogram(h); err != nil {
			return nil, fmt.Errorf("%s: %w", randomLogFile, err)
		}
	}
	return b.Bytes(), nil
}
