package render

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
)

// A Recording is what the raw file states about one recording, exactly.
type Recording struct {
	Name             string
	at, ceil         map[string]Latency // by percentile label, "p99"
	Max              Latency
	N, Slow, Delayed Count
	Share            Share // of samples above the slow threshold
	PerStall         Range // samples above the service time, stall by stall
	percentileLabels []string
}

// At returns the percentile labelled label ("p99"), by the half-up rank
// rule, or the max for "max".
func (r *Recording) At(label string) (Latency, error) {
	if label == "max" {
		return r.Max, nil
	}
	if v, ok := r.at[label]; ok {
		return v, nil
	}
	return 0, fmt.Errorf("no percentile %q of the %s recording; the raw file has %s", label, r.Name, strings.Join(r.percentileLabels, ", "))
}

// Figures are the raw file's figures, typed, as the claims and tables use them.
type Figures struct {
	Percentiles               []string // labels in order: "p50", …
	Recordings                []*Recording
	Closed, Open, Corrected   *Recording
	Stalls                    [2]Count   // met by the closed and the open loop
	End                       [2]Latency // each loop's last completion
	AddedPerStall             Range
	Service, Interval         Latency
	Stall, Period, FirstStall Latency
	Duration, SlowThreshold   Latency
	// Spare is I − S: how much the server gains on the schedule with each
	// request it serves back to back.
	Spare       Latency
	Requests    Count // due before the duration: each client's samples
	Connections Count // the closed-loop client's
	// Expected is E = N·I, the interval each connection expects, at which
	// the correction re-records its samples.
	Expected Latency
}

// figureReader reads typed figures from a raw file, keeping the first error.
type figureReader struct {
	f   *rawfile.File
	err error
}

func (r *figureReader) fail(err error) {
	if r.err == nil {
		r.err = err
	}
}

func (r *figureReader) result(key, unit string) string {
	res, ok := r.f.Result(key)
	switch {
	case !ok:
		r.fail(fmt.Errorf("no RESULT %s", key))
	case res.Unit != unit:
		r.fail(fmt.Errorf("RESULT %s is in %s, want %s", key, res.Unit, unit))
	}
	return res.Value
}

// micros reads a RESULT in µs as exact nanoseconds.
func (r *figureReader) micros(key string) Latency {
	text := r.result(key, "us")
	whole, frac, _ := strings.Cut(text, ".")
	if len(frac) > 3 || strings.HasPrefix(text, "-") {
		r.fail(fmt.Errorf("RESULT %s %s: want a non-negative whole number of nanoseconds", key, text))
		return 0
	}
	w, err1 := strconv.ParseInt(whole, 10, 64)
	f, err2 := strconv.ParseInt(frac+strings.Repeat("0", 3-len(frac)), 10, 64)
	if err1 != nil || err2 != nil || w > (1<<62)/1000 {
		r.fail(fmt.Errorf("RESULT %s %s: not a latency", key, text))
	}
	return Latency(w*1000 + f)
}

func (r *figureReader) count(key, unit string) Count {
	text := r.result(key, unit)
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 0 {
		r.fail(fmt.Errorf("RESULT %s %s: want a whole number of %s", key, text, unit))
	}
	return Count(n)
}

func (r *figureReader) rangeOf(key string) Range {
	return Range{r.count(key+".min", "samples"), r.count(key+".max", "samples")}
}

func (r *figureReader) duration(key string) Latency {
	text, ok := r.f.Config.Get(key)
	d, err := time.ParseDuration(text)
	if !ok || err != nil {
		r.fail(fmt.Errorf("configuration %s %q: want a duration", key, text))
	}
	return Latency(d)
}

// readFigures reads every figure the claims and tables use.
func readFigures(f *rawfile.File) (*Figures, error) {
	r := &figureReader{f: f}
	fg := &Figures{Percentiles: f.Config.List("percentiles")}
	for _, name := range f.Config.List("recordings") {
		fg.Recordings = append(fg.Recordings, r.recording(name, fg.Percentiles))
	}
	for _, want := range []struct {
		name string
		rec  **Recording
	}{{"closed", &fg.Closed}, {"open", &fg.Open}, {"corrected", &fg.Corrected}} {
		for _, rec := range fg.Recordings {
			if rec.Name == want.name {
				*want.rec = rec
			}
		}
		if *want.rec == nil {
			r.fail(fmt.Errorf("the configuration line recordings: does not name the %s recording", want.name))
		}
	}
	for c, client := range []string{"closed", "open"} {
		fg.Stalls[c] = r.count("stalls."+client, "stalls")
		fg.End[c] = Latency(r.count("end."+client, "ns"))
	}
	fg.AddedPerStall = r.rangeOf("corrected.added_per_stall")
	r.scenario(fg)
	if r.err != nil {
		return nil, r.err
	}
	return fg, nil
}

// scenario reads the scenario's times and size from the configuration,
// and the slow threshold.
func (r *figureReader) scenario(fg *Figures) {
	fg.SlowThreshold = r.duration("slow-threshold")
	r.times(fg)
}

// times reads the scenario's six times and its size.
func (r *figureReader) times(fg *Figures) {
	for _, d := range []struct {
		key string
		v   *Latency
	}{{"service", &fg.Service}, {"interval", &fg.Interval}, {"stall", &fg.Stall}, {"period", &fg.Period},
		{"first-stall", &fg.FirstStall}, {"duration", &fg.Duration}} {
		*d.v = r.duration(d.key)
	}
	fg.Spare = fg.Interval - fg.Service
	text, _ := r.f.Config.Get("requests")
	n, err := strconv.ParseInt(text, 10, 64)
	if err != nil || n < 1 {
		r.fail(fmt.Errorf("configuration requests %q: want a positive whole number", text))
	}
	fg.Requests = Count(n)
	text, _ = r.f.Config.Get("connections")
	if c, err := strconv.ParseInt(text, 10, 64); err == nil && c >= 1 {
		fg.Connections = Count(c)
		fg.Expected = fg.Interval * Latency(c)
	} else {
		r.fail(fmt.Errorf("configuration connections %q: want a positive whole number", text))
	}
}

func (r *figureReader) recording(name string, labels []string) *Recording {
	rec := &Recording{Name: name, at: map[string]Latency{}, ceil: map[string]Latency{}, percentileLabels: labels}
	for _, p := range labels {
		rec.at[p] = r.micros(name + "." + p)
		rec.ceil[p] = r.micros(name + ".ceil." + p)
	}
	rec.Max = r.micros(name + ".max")
	rec.N = r.count(name+".n", "samples")
	rec.Slow = r.count(name+".above_1ms.count", "samples")
	rec.Delayed = r.count(name+".delayed.count", "samples")
	rec.Share = Share{Text: r.result(name+".above_1ms", "%"), Part: rec.Slow, Whole: rec.N}
	rec.PerStall = r.rangeOf(name + ".delayed_per_stall")
	return rec
}
