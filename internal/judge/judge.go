package judge

import (
	"context"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"time"

	"coordinated-omission/internal/files"
	"coordinated-omission/internal/live"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/tools"
	"coordinated-omission/internal/verdict"
	"coordinated-omission/sim"
)

// A Request is one command to judge.
type Request struct {
	// Scenario is the server's S, its distribution and seed, D, P and F,
	// and the plan's I; Duration is the live duration.
	Scenario sim.Random
	Command  []string // its arguments may hold {url}, {host} and {port}
	Run      string   // the run's name; the command's base name if empty
	Version  string   // the tool's version, if known
	// Format names the parser of its figures, one of tools.Parsers; if
	// empty, the format is recognised from the output.
	Format string
	// Options are a generic format's unit and column.
	Options tools.Options
	// Listen is where Serve listens, an IP and a port: live.Loopback if
	// empty. Elsewhere, the round trip L is the kernel's (TCP_INFO), not
	// the loopback's timed by pings.
	Listen string
	// Workers is how many workers Serve's server has behind its queue: 0
	// or 1 for the model's one.
	Workers int
	// OutputFile, if set, is where the tool writes its figures (h2load's
	// --log-file, an .hgrm file), read once it has ended.
	OutputFile string
}

// name is the run's name.
func (r Request) name() string {
	if r.Run != "" {
		return results.RunName(r.Run)
	}
	if len(r.Command) == 0 {
		return "tool"
	}
	return results.RunName(filepath.Base(r.Command[0]))
}

// Judge times the loopback's round trip, runs the command against a fresh
// stalling server, and judges it.
func Judge(ctx context.Context, req Request, log io.Writer) (results.Judged, error) {
	rtt, err := calibrated(ctx, req.Scenario)
	if err != nil {
		return results.Judged{}, err
	}
	run, err := live.RunTool(ctx, req.Scenario, req.Command, log)
	if err != nil {
		return results.Judged{}, err
	}
	return Assemble(req, run, rtt), nil
}

// calibrated checks sc for a live run and times the loopback's round
// trip, L.
func calibrated(ctx context.Context, sc sim.Random) (time.Duration, error) {
	if err := live.Validate(sc); err != nil {
		return 0, err
	}
	return live.Calibrate(ctx, live.ToolBound(sc.Scenario))
}

// Assemble judges a run: the server's view, the tool's figures, read from
// its output or req.OutputFile, and the model's.
func Assemble(req Request, run live.ToolRun, rtt time.Duration) results.Judged {
	j := results.Judged{Run: req.name(), Command: run.Command, Version: req.Version, Exit: run.Exit, View: viewOf(run),
		ServiceWorkerNs: int64(run.Service), RTTNs: int64(rtt), RTTFrom: results.RTTPings, Placement: run.Placement, Phase: run.Phase, ServiceDrawn: live.ScheduleOf(req.Scenario).Drawn()}
	j.Phase.Name = j.Run
	out := run.Output
	if req.OutputFile != "" {
		b, err := files.ReadBounded(req.OutputFile, tools.MaxOutput)
		if err != nil {
			j.ReadError = fmt.Sprintf("its output file %v", err) // err names the path
		}
		out = b
	}
	if j.ReadError == "" {
		readFigures(&j, req, filepath.Base(run.Command[0]), out, run.Dropped)
	}
	modelOf(&j, req.Scenario, run, rtt)
	if req.Workers > 1 && j.ModelError == "" {
		j.Models, j.ModelError = nil, fmt.Sprintf("the model's server has one worker, and this one had %d: no design's figures are its", req.Workers)
	}
	return j
}

// readFigures parses the tool's output into j.
func readFigures(j *results.Judged, req Request, base string, out []byte, dropped int64) {
	var r tools.Report
	var err error
	if req.Format != "" {
		r, err = tools.ParseWith(req.Format, out, req.Options)
	} else {
		r, err = tools.Detect(base, out)
	}
	if err != nil {
		j.ReadError = err.Error()
		if dropped > 0 {
			j.ReadError += fmt.Sprintf(" (its output was cut at %d bytes, %d more dropped)", live.MaxToolOutput, dropped)
		}
		return
	}
	j.Format, j.Note, j.ReportedNs, j.ResolutionNs = r.Tool, r.Note, r.AtNs, r.ResolutionNs
}

// viewOf is the server's view as the schema holds it.
func viewOf(run live.ToolRun) results.ServerView {
	v := run.View
	return results.ServerView{Requests: int64(v.Requests), Connections: v.Connections, StallArrivals: v.StallArrivals,
		PeakInFlight: v.PeakInFlight, RatePct: results.Fixed(v.RatePct, 3), EarlyRatePct: results.Fixed(v.EarlyRatePct, 3),
		CatchUpRatePct: results.Fixed(v.CatchUpRatePct, 3), StartupNs: run.StartupNs, AfterStalls: v.AfterStalls}
}

// modelOf gives j the model's figures for every design, with the worker's
// S_w (the scenario's S if the server could not measure it), the round
// trip, the connections the server saw at once (its peak in flight: ab
// opens a connection per request, and 14,113 in a run carried 10 at a
// time), and T the arrivals' span rounded up to a whole interval: the run
// the tool made, modelled.
func modelOf(j *results.Judged, sc sim.Random, run live.ToolRun, rtt time.Duration) {
	v := run.View
	if v.Requests == 0 {
		j.ModelError = "no request arrived, so there is no run to model"
		return
	}
	m := sc
	m.Connections = min(max(v.PeakInFlight, 1), live.MaxConnections)
	m.Duration = (v.LastArrival/sc.Interval + 1) * sc.Interval
	m.ExpectedInterval = 0
	service := run.Service
	if service <= 0 {
		service = sc.Service
	}
	j.ModelConnections, j.ModelDurationNs = m.Connections, int64(m.Duration)
	j.CorrectedIntervalNs = int64(m.Connections) * int64(sc.Interval)
	if j.ServiceWorkerNs == 0 {
		j.ServiceWorkerNs = int64(service)
	}
	recs, wrkNs, _, err := live.PredictDesigns(m, service, rtt)
	if err != nil {
		j.ModelError = err.Error()
		return
	}
	j.WrkIntervalNs = wrkNs
	for _, d := range results.Designs {
		j.Models = append(j.Models, results.LiveRecording{Name: d, Samples: recs[d].Count(), AtNs: live.Quantiles(recs[d])})
	}
	if len(verdict.Compared(j)) > 0 && j.ReadError == "" {
		fit(j, recs[results.Closed], sc)
	}
}

// fitSteps is how many expected intervals fit tries: a geometric grid
// from I/20 to 2·D, 5 % apart.
const fitSteps = 200

// fit adds the model's closed loop corrected at the expected interval,
// of a geometric grid from I/20 to 2·D and N·I itself, whose figures are
// nearest the tool's: results.FittedCorrected.
func fit(j *results.Judged, closed sim.Multiset, sc sim.Random) {
	lo := max(float64(sc.Interval)/20, 1000)
	hi := max(2*float64(sc.Stall), lo) // with no stall (-stall 0), the grid is I/20 alone
	best, bestF := results.LiveRecording{}, math.Inf(1)
	try := func(eNs int64) {
		rec := append(closed[:len(closed):len(closed)], sim.CorrectedAdds(closed, eNs)...)
		m := results.LiveRecording{Name: results.FittedCorrected, Samples: rec.Count(), AtNs: live.Quantiles(rec)}
		if f := verdict.Factor(j, &m); f < bestF {
			best, bestF, j.FittedIntervalNs = m, f, eNs
		}
	}
	try(j.CorrectedIntervalNs)
	for i := range fitSteps + 1 {
		try(int64(lo * math.Pow(hi/lo, float64(i)/fitSteps)))
	}
	j.Models = append(j.Models, best)
}

// Serve serves one phase for a tool started by hand, printing the URL and
// the plan to out first, and judges what it saw; the tool's figures come
// from req.OutputFile, if given.
func Serve(ctx context.Context, req Request, out io.Writer) (results.Judged, error) {
	listen := req.Listen
	if listen == "" {
		listen = live.Loopback
	}
	var rtt time.Duration
	var err error
	if listen == live.Loopback {
		rtt, err = calibrated(ctx, req.Scenario)
	} else {
		err = live.Validate(req.Scenario)
	}
	if err != nil {
		return results.Judged{}, err
	}
	sc := req.Scenario
	run, err := live.ServeTool(ctx, sc, listen, req.Workers, func(url string) {
		drawn := ""
		if live.ScheduleOf(sc).Drawn() {
			drawn = fmt.Sprintf(" (drawing each service time %v of mean %v from seed %d)", sc.ServiceDist, sc.Service, sc.Seed)
		}
		if req.Workers > 1 {
			drawn += fmt.Sprintf(" on %d workers behind one queue, every one stopped by a stall", req.Workers)
		}
		fmt.Fprintf(out, "serving %s: send one request every %v for %v; the server stalls %v every %v from %v after the first request%s, and serves for %v after it\n",
			url, sc.Interval, sc.Duration, sc.Stall, sc.Period, sc.FirstStall, drawn, live.ToolBound(sc.Scenario)-2*time.Second)
	})
	if err != nil {
		return results.Judged{}, err
	}
	run.Command = []string{"(started by hand)"}
	if req.OutputFile != "" {
		awaitFile(ctx, req.OutputFile, live.MaxServeWait, out)
	}
	from := results.RTTPings
	if listen != live.Loopback {
		rtt, from = run.RoundTrip, results.RTTKernel
	}
	j := Assemble(req, run, rtt)
	j.RTTFrom = from
	if from == results.RTTKernel && run.RoundTripConns == 0 && j.ModelError == "" {
		j.Models, j.ModelError = nil, "the kernel gave no connection's round trip (TCP_INFO), so L is unknown"
	}
	if req.OutputFile == "" {
		j.ReadError = "none given: add -judge-output FILE with the tool's saved output"
	}
	return j, nil
}

// FileSettle is how long a tool's output file must keep its size before
// Serve reads it: a copy from another machine may still be arriving.
var FileSettle = time.Second

// awaitFile waits, up to most, for path to exist and keep its size for
// FileSettle: a tool on another machine hands its figures over once the
// phase has ended. It says so on out if it waits; what it finds, or not,
// is read as the file is.
func awaitFile(ctx context.Context, path string, most time.Duration, out io.Writer) {
	deadline := time.Now().Add(most)
	said := false
	last, since := int64(-1), time.Now()
	for time.Now().Before(deadline) && ctx.Err() == nil {
		fi, err := os.Stat(path)
		switch {
		case err != nil || !fi.Mode().IsRegular():
		case fi.Size() != last:
			last, since = fi.Size(), time.Now()
		case time.Since(since) >= FileSettle:
			return
		}
		if !said && last < 0 {
			fmt.Fprintf(out, "the phase has ended; waiting up to %v for %s to be complete\n", most, path)
			said = true
		}
		select {
		case <-ctx.Done():
		case <-time.After(100 * time.Millisecond):
		}
	}
}
