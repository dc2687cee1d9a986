package results

import (
	"strconv"
	"time"

	"coordinated-omission/internal/rawfile"
)

// The random model's sweeps: the checks against queueing theory, the
// think design against the open loop by load (Schroeder's comparison),
// the grid of ratios that tests the seed's claim, and the designs of a
// random scenario given on the command line.
const (
	TheorySweep = "theory"
	ThinkSweep  = "think"
	GridSweep   = "grid"
	RandomSweep = "random"
)

// A RandomCase is the random scenario a line ran: its drawn pieces and
// the constants they are drawn around.
type RandomCase struct {
	ServiceDist, Arrivals string // as the flags write them: exp, bimodal:0.001:10ms; poisson
	Service, Interval     time.Duration
	Stall, Period         time.Duration
	Connections           int64
	Think                 time.Duration
	Duration              time.Duration
	Seed                  int64
}

func (c *RandomCase) fields() []sweepField {
	return []sweepField{textSweep("service-dist", &c.ServiceDist), textSweep("arrivals", &c.Arrivals),
		durationSweep("service", &c.Service), durationSweep("interval", &c.Interval), durationSweep("stall", &c.Stall),
		durationSweep("period", &c.Period), wholeSweep("connections", &c.Connections), durationSweep("think", &c.Think),
		durationSweep("duration", &c.Duration), wholeSweep("seed", &c.Seed)}
}

// A TheoryCheck is one simulated figure, its interval at ConfidencePct,
// and the exact theory's value, all in ns: a percentile, a mean, or a
// root mean square (the second moment's square root, so that it stays in
// ns). Tolerance is the half-width, as a share of the theory's value in
// percent, that the interval must stay within for the check to count as
// sharp enough to catch a formula that far off.
type TheoryCheck struct {
	Case                          string // M/M/1, M/H2/1, think, …; "scenario" for the command line's
	Figure                        string // open.p99, closed.p99, open.mean, open.rms, think.mean, unpaced.p99
	Theory                        string // the formula's name: Pollaczek–Khinchine, MVA, …
	Scenario                      RandomCase
	Samples                       int64
	ValueNs, LoNs, HiNs, TheoryNs int64
	ConfidencePct, TolerancePct   int64
}

// theoryCaseKey names a theory check's case on its line.
const theoryCaseKey = "case"

func (c *TheoryCheck) fields() []sweepField {
	return append(append([]sweepField{textSweep(theoryCaseKey, &c.Case), textSweep("figure", &c.Figure), textSweep("formula", &c.Theory)},
		c.Scenario.fields()...),
		wholeSweep("samples", &c.Samples), integerSweep("value-ns", &c.ValueNs), integerSweep("lo-ns", &c.LoNs), integerSweep("hi-ns", &c.HiNs),
		integerSweep("theory-ns", &c.TheoryNs), wholeSweep("confidence-pct", &c.ConfidencePct), wholeSweep("tolerance-pct", &c.TolerancePct))
}

func (c TheoryCheck) line() rawfile.Sweep { return lineOf(TheorySweep, c.fields()) }

// Holds reports whether the theory's value is inside the interval.
func (c TheoryCheck) Holds() bool { return c.LoNs <= c.TheoryNs && c.TheoryNs <= c.HiNs }

// Sharp reports whether the interval lies within ±TolerancePct of the
// theory's value on both sides, so that a theory that far off, either
// way, would fall outside it.
func (c TheoryCheck) Sharp() bool {
	tol := float64(c.TolerancePct) / 100 * float64(c.TheoryNs)
	return float64(c.TheoryNs)-tol < float64(c.LoNs) && float64(c.HiNs) < float64(c.TheoryNs)+tol
}

func readTheory(f *rawfile.File) ([]TheoryCheck, error) {
	return readSweep(f, TheorySweep, "theory sweep line", func(r *sweepReader) TheoryCheck {
		var c TheoryCheck
		r.read(c.fields())
		if r.err == nil && !(c.LoNs <= c.ValueNs && c.ValueNs <= c.HiNs) {
			r.failf("value-ns=%d is not inside lo-ns=%d and hi-ns=%d", c.ValueNs, c.LoNs, c.HiNs)
		}
		if r.err == nil && (c.ConfidencePct < 1 || c.ConfidencePct > 99 || c.TolerancePct < 1 || c.TolerancePct > 100) {
			r.failf("confidence-pct=%d and tolerance-pct=%d must be percentages from 1", c.ConfidencePct, c.TolerancePct)
		}
		if r.err == nil && c.TheoryNs <= 0 {
			r.failf("theory-ns=%d is not positive", c.TheoryNs)
		}
		return c
	})
}

// A ThinkPoint is one point of Schroeder's comparison: the mean response
// time at a load, of the open loop (Poisson arrivals) or of the think
// design with Users users, simulated with its interval, beside the exact
// theory's (Pollaczek–Khinchine for the open loop, Mean Value Analysis for
// the think design).
type ThinkPoint struct {
	Users                   int64 // 0 for the open loop
	LoadPct                 int64
	Scenario                RandomCase
	Samples                 int64
	MeanNs, LoNs, HiNs      int64
	TheoryNs, ConfidencePct int64
}

func (pt *ThinkPoint) fields() []sweepField {
	return append(append([]sweepField{wholeSweep("users", &pt.Users), wholeSweep("load-pct", &pt.LoadPct)}, pt.Scenario.fields()...),
		wholeSweep("samples", &pt.Samples), integerSweep("mean-ns", &pt.MeanNs), integerSweep("lo-ns", &pt.LoNs), integerSweep("hi-ns", &pt.HiNs),
		integerSweep("theory-ns", &pt.TheoryNs), wholeSweep("confidence-pct", &pt.ConfidencePct))
}

func (pt ThinkPoint) line() rawfile.Sweep { return lineOf(ThinkSweep, pt.fields()) }

func readThink(f *rawfile.File) ([]ThinkPoint, error) {
	return readSweep(f, ThinkSweep, "think sweep line", func(r *sweepReader) ThinkPoint {
		var pt ThinkPoint
		r.read(pt.fields())
		if r.err == nil && (pt.LoadPct < 1 || pt.LoadPct > 99 || pt.LoNs > pt.MeanNs || pt.MeanNs > pt.HiNs || pt.TheoryNs <= 0) {
			r.failf("load-pct=%d must be from 1 to 99, lo-ns ≤ mean-ns ≤ hi-ns, and theory-ns positive", pt.LoadPct)
		}
		return pt
	})
}

// A GridRatio is one ratio of two recordings at one level, over
// independent replications: their mean and its interval.
type GridRatio struct {
	Name          string // open/closed or corrected/open
	Level         Level
	Mean, Lo, Hi  Decimal
	ConfidencePct int64
}

// GridRatios are the ratios each grid point states, by name.
var GridRatios = []string{"open/closed", "corrected/open"}

// GridLevels are the levels each grid point states.
var GridLevels = []Level{P90, P99, P999}

// A GridPoint is one point of the grid that tests the seed's claim.
type GridPoint struct {
	Scenario             RandomCase
	UtilisationPct, Reps int64
	Ratios               []GridRatio // GridRatios at GridLevels, in that order
}

func (pt *GridPoint) fields() []sweepField {
	out := append(pt.Scenario.fields(), wholeSweep("utilisation-pct", &pt.UtilisationPct), wholeSweep("reps", &pt.Reps))
	if len(pt.Ratios) != len(GridRatios)*len(GridLevels) {
		pt.Ratios = make([]GridRatio, len(GridRatios)*len(GridLevels))
	}
	k := 0
	for _, name := range GridRatios {
		for _, l := range GridLevels {
			g := &pt.Ratios[k]
			g.Name, g.Level = name, l
			key := name + "." + string(l)
			out = append(out, decimalSweep(key, &g.Mean), decimalSweep(key+"-lo", &g.Lo), decimalSweep(key+"-hi", &g.Hi),
				wholeSweep(key+"-confidence-pct", &g.ConfidencePct))
			k++
		}
	}
	return out
}

func (pt GridPoint) line() rawfile.Sweep { return lineOf(GridSweep, pt.fields()) }

func readGrid(f *rawfile.File) ([]GridPoint, error) {
	return readSweep(f, GridSweep, "grid sweep line", func(r *sweepReader) GridPoint {
		var pt GridPoint
		r.read(pt.fields())
		for _, g := range pt.Ratios {
			if r.err == nil && !(g.Lo.Float() <= g.Mean.Float() && g.Mean.Float() <= g.Hi.Float()) {
				r.failf("%s %s: %s is not inside %s and %s", g.Name, g.Level, g.Mean, g.Lo, g.Hi)
			}
		}
		if r.err == nil && pt.Reps < 2 {
			r.failf("reps=%d: an interval needs two replications", pt.Reps)
		}
		return pt
	})
}

// decimalSweep is a field whose value is a number.
func decimalSweep(key string, d *Decimal) sweepField {
	return oneSweep(key, func() string { return string(*d) }, func(r *sweepReader, k string) {
		v := r.text(k)
		if _, err := strconv.ParseFloat(v, 64); r.err == nil && err != nil {
			r.failf("%s=%q is not a number", k, v)
		}
		*d = Decimal(v)
	})
}

// RandomLevels are the levels a random scenario's designs state.
var RandomLevels = []Level{P50, P90, P99, P999, Max}

// A RandomDesign is one design's recording of the command line's random
// scenario: its exact levels, and the whole recording as a histogram.
type RandomDesign struct {
	Design   string
	Scenario RandomCase
	Samples  int64
	AtNs     map[Level]int64 // at RandomLevels, of the exact sorted samples
	// Histogram is the recording in ns, in HdrHistogram's V2 compressed
	// encoding, base64, as its interval logs hold it (hdrhistogram-go's
	// Encode): what the design's .hgrm file and picture are drawn from.
	Histogram string
}

func (d *RandomDesign) fields() []sweepField {
	return append(append([]sweepField{textSweep("design", &d.Design)}, d.Scenario.fields()...), wholeSweep("samples", &d.Samples),
		sweepField{func() rawfile.Fields {
			return appendLevels(nil, []string{"latency"}, RandomLevels, map[string]map[Level]int64{"latency": d.AtNs})
		}, func(r *sweepReader) { d.AtNs = r.levels([]string{"latency"}, RandomLevels)["latency"] }},
		textSweep(histogramKey, &d.Histogram))
}

// histogramKey is a random sweep line's field that holds the encoded
// histogram.
const histogramKey = "hdr"

// IsHistogram reports whether a sweep line's field holds an encoded
// histogram, whose bytes (zlib's) may differ where its counts do not.
func IsHistogram(key string) bool { return key == histogramKey }

func (d RandomDesign) line() rawfile.Sweep { return lineOf(RandomSweep, d.fields()) }

func readRandom(f *rawfile.File) ([]RandomDesign, error) {
	return readSweep(f, RandomSweep, "random sweep line", func(r *sweepReader) RandomDesign {
		var d RandomDesign
		r.read(d.fields())
		return d
	})
}

// A RandomConfig is the random model's part of a scenario, as the
// configuration states it after the scenario's lines: only in a file whose
// scenario draws something, so that a deterministic run's file is as it
// was before the random model.
type RandomConfig struct {
	ServiceDist, Arrivals, ThinkDist string // as the flags write them
	Think                            time.Duration
	Seed                             string // a whole number, as written
}

func (c *RandomConfig) words() []word {
	text := func(key string, s *string) word {
		return word{key, func() string { return *s }, func(rd *reader, k string) {
			if *s, _ = rd.f.Config.Get(k); *s == "" {
				rd.failf("configuration %s: want a value", k)
			}
		}}
	}
	return []word{text("service-dist", &c.ServiceDist), text("arrivals", &c.Arrivals), durationWord("think", &c.Think),
		text("think-dist", &c.ThinkDist), text("seed", &c.Seed)}
}

// fields are c's configuration lines: none for nil.
func (c *RandomConfig) fields() rawfile.Fields {
	if c == nil {
		return nil
	}
	return encodeWords(identity, c.words())
}

// randomConfig reads the random model's lines if the file has them.
func (rd *reader) randomConfig() *RandomConfig {
	var c RandomConfig
	if _, ok := rd.f.Config.Get(c.words()[0].key); !ok {
		return nil
	}
	decodeWords(rd, identity, c.words())
	return &c
}

// ReadRandomConfig reads the random model's configuration lines: nil if
// the file has none.
func ReadRandomConfig(f *rawfile.File) (*RandomConfig, error) {
	rd := newReader(f)
	c := rd.randomConfig()
	return c, rd.err
}

// TheoryFigure names a theory check's figure: a design's statistic,
// "open.p99", "closed.p99", "open.mean", "think.mean".
func TheoryFigure(design, statistic string) string { return design + "." + statistic }

// The statistics of a theory check besides the percentiles: the mean, and
// the root mean square.
const (
	MeanStat = "mean"
	RMSStat  = "rms"
)
