package render

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/results"
)

// This file is the random model's account: the checks against queueing
// theory, Brooker's two cases, Schroeder's comparison and the grid that
// tests the seed's claim. Go decides every sentence; the template holds
// the prose.

// caseNames are the theory cases as a reader knows them.
var caseNames = map[string]string{
	"mm1": "M/M/1", "mh21": "M/H2/1", "dm1": "D/M/1", "md1": "M/D/1",
	"think": "think, N users", "unpaced": "unpaced, N connections", "scenario": "this run's scenario",
}

// formulaNames are the theory's formulas as a reader knows them.
var formulaNames = map[string]string{
	"mm1":     "exponential of rate 1/S − 1/I",
	"mh21":    "two exponentials, from the Pollaczek–Khinchine transform's roots",
	"dm1":     "exponential of rate μ(1 − σ), σ = e^(−μI(1−σ))",
	"md1":     "Erlang's waiting-time formula, summed in extended precision",
	"pk":      "Pollaczek–Khinchine mean",
	"takacs":  "√ of Takács's second moment",
	"service": "the service time's own",
	"mva":     "Mean Value Analysis",
	"erlang":  "Erlang: the sum of N service times",
}

// nameOf is a reader's name for a case or formula, or the file's word.
func nameOf(names map[string]string, word string) string {
	if n, ok := names[word]; ok {
		return n
	}
	return word
}

// An Estimate is a simulated figure with its interval.
type Estimate struct{ Value, Lo, Hi Latency }

// String is "2.305 ms (2.227 ms to 2.399 ms)", each to four significant
// digits.
func (e Estimate) String() string {
	return fmt.Sprintf("%v (%v to %v)", e.Value.Sig4(), e.Lo.Sig4(), e.Hi.Sig4())
}

// A TheoryFigure is one check as the prose states it.
type TheoryFigure struct {
	Estimate
	Theory Latency
	Holds  bool
}

func figureOf(c results.TheoryCheck) TheoryFigure {
	return TheoryFigure{Estimate{Latency(c.ValueNs), Latency(c.LoNs), Latency(c.HiNs)}, Latency(c.TheoryNs).Sig4(), c.Holds()}
}

// A BrookerCase is one of Brooker's two cases: the open loop's p99 and the
// one-connection closed loop's, each against its theory.
type BrookerCase struct {
	Name           string // "exponential", "bimodal"
	Open, Closed   TheoryFigure
	OpenOverClosed string // the simulated p99s' ratio, to two significant digits
	// Brooker's claims: the closed loop's p99 under ClosedBound, the
	// open loop's over OpenBound
	ClosedUnderBound, OpenOverBound bool
	ClosedBound, OpenBound          Latency
	SlowOneIn                       Count   // the bimodal's slow mode: one request in SlowOneIn
	Slow                            Latency // of this mean
	Service, Gap                    Latency
	LoadPct                         int
	Samples                         Count
	Duration                        string
	Mean                            TheoryFigure // the open loop's mean, Pollaczek–Khinchine
	HasMean, Bimodal                bool
}

// Brooker's bounds: his one-connection closed loop's p99 was under 1 ms,
// and his open loop's over 25 ms in the bimodal case.
const (
	brookerClosedNs = 1_000_000
	brookerOpenNs   = 25_000_000
)

// A Variance is the random model's account for the template.
type Variance struct {
	ConfidencePct       int
	Checks, Held, Sharp int
	AllHold, AllSharp   bool
	// TolerancePct is most checks' tolerance; WiderPct the wider one of
	// the checks named in Wider, 0 if none is wider.
	TolerancePct, WiderPct    int
	Wider                     []string
	NotHeld                   []string
	Brooker                   []BrookerCase
	Think                     TheoryFigure // Brooker's ten users' mean response time, by MVA
	ThinkUsers                int
	ThinkZ                    Latency
	ThinkLoadPct              int
	OpenMeanAtLoad            TheoryFigure // the M/M/1 open loop's mean at the same load
	Schroeder                 SchroederClaims
	Grid                      GridClaims
	Scenario                  *RandomScenario
	HasExperiments            bool
	ThinkPicture, GridPicture string
}

// Variance returns the random model's account, nil if the raw file has
// none (a file written before the random model).
func (d *Doc) Variance() (*Variance, error) {
	s := d.sim
	if len(s.Theory) == 0 && len(s.Grid) == 0 && len(s.Random) == 0 {
		return nil, nil
	}
	v := &Variance{HasExperiments: len(s.Grid) > 0, ThinkPicture: d.Links.Think, GridPicture: d.Links.Grid}
	for _, c := range s.Theory {
		v.ConfidencePct = int(c.ConfidencePct)
		v.Checks++
		if c.Holds() {
			v.Held++
		} else {
			v.NotHeld = append(v.NotHeld, fmt.Sprintf("%s %s, %v against %v", nameOf(caseNames, c.Case), c.Figure, figureOf(c).Estimate, Latency(c.TheoryNs).Sig4()))
		}
		if c.Sharp() {
			v.Sharp++
		}
	}
	v.tolerances(s.Theory)
	v.AllHold, v.AllSharp = v.Held == v.Checks, v.Sharp == v.Checks
	if v.HasExperiments {
		if err := v.brooker(s.Theory); err != nil {
			return nil, err
		}
		var err error
		if v.Schroeder, err = schroeder(s.Think); err != nil {
			return nil, err
		}
		if v.Grid, err = gridClaims(s.Grid); err != nil {
			return nil, err
		}
	}
	if len(s.Random) > 0 {
		var err error
		if v.Scenario, err = randomScenario(s, d.Links); err != nil {
			return nil, err
		}
	}
	return v, nil
}

// tolerances finds the narrowest tolerance and the checks held to a
// wider one.
func (v *Variance) tolerances(checks []results.TheoryCheck) {
	for i, c := range checks {
		if i == 0 || int(c.TolerancePct) < v.TolerancePct {
			v.TolerancePct = int(c.TolerancePct)
		}
	}
	for _, c := range checks {
		if t := int(c.TolerancePct); t > v.TolerancePct {
			v.WiderPct = max(v.WiderPct, t)
			if name := nameOf(caseNames, c.Case) + " " + c.Figure; !slices.Contains(v.Wider, name) {
				v.Wider = append(v.Wider, name)
			}
		}
	}
}

// find returns the check of a case and figure.
func find(checks []results.TheoryCheck, name, figure string) (results.TheoryCheck, error) {
	i := slices.IndexFunc(checks, func(c results.TheoryCheck) bool { return c.Case == name && c.Figure == figure })
	if i < 0 {
		return results.TheoryCheck{}, fmt.Errorf("the raw file has no theory check %s %s", name, figure)
	}
	return checks[i], nil
}

func (v *Variance) brooker(checks []results.TheoryCheck) error {
	for _, bc := range []struct{ name, word string }{{"mm1", "exponential"}, {"mh21", "bimodal"}} {
		open, err := find(checks, bc.name, results.TheoryFigure(results.Open, string(results.P99)))
		if err != nil {
			return err
		}
		closed, err := find(checks, bc.name, results.TheoryFigure(results.Closed, string(results.P99)))
		if err != nil {
			return err
		}
		mean, err := find(checks, bc.name, results.TheoryFigure(results.Open, results.MeanStat))
		if err != nil {
			return err
		}
		sc := open.Scenario
		loadPct := 0
		if m := meanServiceNs(sc); sc.Interval > 0 {
			loadPct = int(math.Round(100 * m / float64(sc.Interval)))
		}
		v.Brooker = append(v.Brooker, BrookerCase{Name: bc.word, Open: figureOf(open), Closed: figureOf(closed), Mean: figureOf(mean), HasMean: true,
			OpenOverClosed:   strconv.FormatFloat(float64(open.ValueNs)/float64(closed.ValueNs), 'g', 2, 64),
			ClosedUnderBound: closed.ValueNs < brookerClosedNs, OpenOverBound: open.ValueNs > brookerOpenNs,
			ClosedBound: brookerClosedNs, OpenBound: brookerOpenNs,
			Service: Latency(sc.Service), Gap: Latency(sc.Interval), LoadPct: loadPct, Samples: Count(open.Samples),
			Duration: readable(sc.Duration.String()), Bimodal: strings.HasPrefix(sc.ServiceDist, "bimodal")})
		if p, slow, ok := bimodalOf(sc.ServiceDist); ok {
			last := &v.Brooker[len(v.Brooker)-1]
			last.SlowOneIn, last.Slow = Count(math.Round(1/p)), Latency(slow)
		}
	}
	think, err := find(checks, "think", results.TheoryFigure("think", results.MeanStat))
	if err != nil {
		return err
	}
	v.Think, v.ThinkUsers, v.ThinkZ = figureOf(think), int(think.Scenario.Connections), Latency(think.Scenario.Think).Sig4()
	// the think time's load: the utilisation law, X·S, X = N/(Z + R)
	s, z := float64(think.Scenario.Service), float64(think.Scenario.Think)
	v.ThinkLoadPct = int(math.Round(100 * float64(v.ThinkUsers) / (z + float64(think.TheoryNs)) * s))
	mm1Mean, err := find(checks, "mm1", results.TheoryFigure(results.Open, results.MeanStat))
	if err != nil {
		return err
	}
	v.OpenMeanAtLoad = figureOf(mm1Mean)
	return nil
}

// meanServiceNs is the mean of a case's service distribution.
func meanServiceNs(c results.RandomCase) float64 {
	s := float64(c.Service)
	if p, slow, ok := bimodalOf(c.ServiceDist); ok {
		return (1-p)*s + p*slow
	}
	return s
}

// bimodalOf reads bimodal:P:SLOW.
func bimodalOf(dist string) (p, slowNs float64, ok bool) {
	rest, ok := strings.CutPrefix(dist, "bimodal:")
	if !ok {
		return 0, 0, false
	}
	pText, slowText, _ := strings.Cut(rest, ":")
	p, err1 := strconv.ParseFloat(pText, 64)
	slow, err2 := time.ParseDuration(slowText)
	return p, float64(slow), err1 == nil && err2 == nil
}

// theoryTable: every check, its interval and the theory's value.
func theoryTable(d *Doc) (table, error) {
	t := table{header: []string{"case", "figure", "formula", "samples", "simulated (µs)", "interval (µs)", "theory (µs)", "held"}, words: 3}
	if len(d.sim.Theory) == 0 {
		return t, fmt.Errorf("no theory checks in the raw file")
	}
	for _, c := range d.sim.Theory {
		held := "yes"
		if !c.Holds() {
			held = "no"
		}
		t.rows = append(t.rows, []string{caseLabel(c), c.Figure, nameOf(formulaNames, c.Theory), Count(c.Samples).String(),
			Latency(c.ValueNs).Sig4().CellMicros(), Latency(c.LoNs).Sig4().CellMicros() + " to " + Latency(c.HiNs).Sig4().CellMicros(),
			Latency(c.TheoryNs).Sig4().CellMicros(), held})
	}
	return t, nil
}

// caseLabel names a check's case with its scenario: "M/M/1: S = 100 µs
// exp, I = 125 µs poisson"; the think and unpaced designs have no plan,
// so their label gives the think time instead of the interval.
func caseLabel(c results.TheoryCheck) string {
	sc := c.Scenario
	label := strings.Replace(nameOf(caseNames, c.Case), "N", strconv.FormatInt(sc.Connections, 10), 1)
	switch c.Case {
	case "think":
		return fmt.Sprintf("%s: S = %v %s, Z = %v %s", label, Latency(sc.Service), sc.ServiceDist, Latency(sc.Think).Sig4(), "exp")
	case "unpaced":
		return fmt.Sprintf("%s: S = %v %s", label, Latency(sc.Service), sc.ServiceDist)
	}
	return fmt.Sprintf("%s: S = %v %s, I = %v %s", label, Latency(sc.Service), sc.ServiceDist, Latency(sc.Interval), sc.Arrivals)
}
