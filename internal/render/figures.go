package render

import (
	"fmt"
	"slices"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// A Level names a percentile, or the max: "p99", "max".
type Level = results.Level

// A Recording is what the raw file states about one recording, exactly.
type Recording struct {
	Name             string
	at, ceil         map[Level]Latency // the percentiles by the half-up and the ceil rank rule
	Max              Latency
	N, Slow, Delayed Count
	Share            Share // of samples above the slow threshold
	PerStall         Range // samples above the service time, stall by stall
}

// At returns the percentile at level ("p99"), by the half-up rank rule,
// or the max for "max".
func (r *Recording) At(level Level) (Latency, error) {
	if level == results.Max {
		return r.Max, nil
	}
	if v, ok := r.at[level]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("no percentile %q of the %s recording", level, r.Name)
}

func recordingOf(rec *results.Recording) *Recording {
	r := &Recording{Name: rec.Name, at: map[Level]Latency{}, ceil: map[Level]Latency{}, Max: Latency(rec.MaxNs),
		N: Count(rec.Samples), Slow: Count(rec.Slow), Delayed: Count(rec.Delayed),
		Share:    Share{Text: string(rec.SlowSharePct), Part: Count(rec.Slow), Whole: Count(rec.Samples)},
		PerStall: Range{Count(rec.DelayedPerStall.Min), Count(rec.DelayedPerStall.Max)}}
	for l, v := range rec.AtNs[results.HalfUp] {
		r.at[l] = Latency(v)
	}
	for l, v := range rec.AtNs[results.Ceil] {
		r.ceil[l] = Latency(v)
	}
	return r
}

// A Loop is what one client loop met: the stalls, and its last completion.
type Loop struct {
	Name   string
	Stalls Count
	End    Latency
}

// Figures are the raw file's figures, typed, as the claims and tables use them.
type Figures struct {
	Percentiles             []Level // in order: "p50", …
	Recordings              []*Recording
	Closed, Open, Corrected *Recording
	// ClosedLoop and OpenLoop are what each client loop met; SkipLoop and
	// UnpacedLoop what the skip and unpaced designs' timelines met.
	ClosedLoop, OpenLoop, SkipLoop, UnpacedLoop Loop
	AddedPerStall                               Range
	// Designs are the other designs' recordings (plan with a round trip,
	// skip, unpaced, wrk), and Plan … Wrk each of them, Plan nil at L = 0.
	Designs                  []*Recording
	Plan, Skip, Unpaced, Wrk *Recording
	// WrkInterval is E_w, the interval wrk's correction used; WrkAdded
	// the samples it added per stall.
	WrkInterval Latency
	WrkAdded    Range
	// DesignPoints are the designs sweep's points, and ByReference the
	// recordings the event reference checked (the closed form the others).
	DesignPoints []DesignsPoint
	ByReference  []string
	Scenario
	SlowThreshold Latency
	// Ratios are the ratios between the recordings, as the file writes them.
	Ratios results.Ratios
	Counts results.Counts
	Timing results.Timing
}

// A Scenario is a run's constants, as prose and tables state them.
type Scenario struct {
	Service, Interval         Latency
	Stall, Period, FirstStall Latency
	Duration                  Latency
	// Spare is I − S: how much the server gains on the schedule with each
	// request it serves back to back.
	Spare       Latency
	Requests    Count // due before the duration: each client's samples
	Connections Count // the closed-loop client's
	// RTT is L, the network's part of a round trip, and Quiet = S + L the
	// latency of a request no stall or queue touched.
	RTT, Quiet Latency
	// Expected is E, the interval at which the correction re-records each
	// connection's samples: N·I, the interval each connection expects,
	// unless ExpectedGiven.
	Expected      Latency
	ExpectedGiven bool
}

func scenarioOf(sc results.Scenario) Scenario {
	s := Scenario{Service: Latency(sc.Service), Interval: Latency(sc.Interval), Stall: Latency(sc.Stall),
		Period: Latency(sc.Period), FirstStall: Latency(sc.FirstStall), Duration: Latency(sc.Duration),
		Requests: Count(sc.Requests), Connections: Count(sc.Connections)}
	s.Spare = s.Interval - s.Service
	s.RTT = Latency(sc.RTT)
	s.Quiet = s.Service + s.RTT
	s.Expected, s.ExpectedGiven = s.Interval*Latency(s.Connections), sc.ExpectedInterval > 0
	if s.ExpectedGiven {
		s.Expected = Latency(sc.ExpectedInterval)
	}
	return s
}

// A DesignsPoint is one point of the designs sweep: every design's
// recording at N connections.
type DesignsPoint struct {
	Role       string // results.DesignsRole, or the tool whose correction it runs
	N          Count
	Expected   Latency      // the corrected recording's E
	Recordings []*Recording // open first, then closed, corrected and the designs'
}

// Recording returns the point's recording called name, or nil.
func (pt DesignsPoint) Recording(name string) *Recording {
	for _, r := range pt.Recordings {
		if r.Name == name {
			return r
		}
	}
	return nil
}

// readFigures decodes the raw file and reads every figure the claims and
// tables use.
func readFigures(f *rawfile.File) (*results.Sim, *Figures, error) {
	s, err := results.Decode(f)
	if err != nil {
		return nil, nil, err
	}
	return s, figuresOf(s), nil
}

func figuresOf(s *results.Sim) *Figures {
	fg := &Figures{Percentiles: results.Percentiles, Scenario: scenarioOf(s.Config.Scenario),
		SlowThreshold: Latency(s.Config.SlowThreshold), Ratios: s.Ratios, Counts: s.Counts, Timing: s.Timing,
		AddedPerStall: Range{Count(s.AddedPerStall.Min), Count(s.AddedPerStall.Max)}}
	for i := range s.Recordings {
		fg.Recordings = append(fg.Recordings, recordingOf(&s.Recordings[i]))
	}
	named := map[string]**Recording{results.Closed: &fg.Closed, results.Open: &fg.Open, results.Corrected: &fg.Corrected,
		results.Plan: &fg.Plan, results.Skip: &fg.Skip, results.Unpaced: &fg.Unpaced, results.Wrk: &fg.Wrk}
	for i := range s.Designs {
		fg.Designs = append(fg.Designs, recordingOf(&s.Designs[i]))
	}
	for _, rec := range append(slices.Clone(fg.Recordings), fg.Designs...) {
		if into, ok := named[rec.Name]; ok {
			*into = rec
		}
	}
	for _, l := range s.Loops {
		loop := Loop{Name: l.Name, Stalls: Count(l.Stalls), End: Latency(l.EndNs)}
		switch l.Name {
		case results.Closed:
			fg.ClosedLoop = loop
		case results.Open:
			fg.OpenLoop = loop
		case results.Skip:
			fg.SkipLoop = loop
		case results.Unpaced:
			fg.UnpacedLoop = loop
		}
	}
	fg.WrkInterval, fg.WrkAdded = Latency(s.WrkInterval), Range{Count(s.WrkAddedPerStall.Min), Count(s.WrkAddedPerStall.Max)}
	for _, pt := range s.DesignPoints {
		dp := DesignsPoint{Role: pt.Role, N: Count(pt.Connections), Expected: Latency(pt.ExpectedInterval)}
		if dp.Expected == 0 {
			dp.Expected = fg.Interval * Latency(dp.N)
		}
		for i := range pt.Recordings {
			dp.Recordings = append(dp.Recordings, recordingOf(&pt.Recordings[i]))
		}
		fg.DesignPoints = append(fg.DesignPoints, dp)
	}
	fg.ByReference = s.Config.ByReference
	return fg
}
