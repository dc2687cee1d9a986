// Package explore computes what the explorer's page shows for one
// scenario, given as the page's query string: every chosen design's
// figures and their ratios to the truth, the words that say which designs
// hide the slow moments, and the percentile plot. It parses the query with
// the report's own flags (scenarioflag), runs the same sim package, and
// decides the words with the verdict's rule, so the page and the command
// line agree figure for figure and refuse the same scenarios with the same
// reason. It is built for the browser too (GOOS=js GOARCH=wasm), so it
// keeps out of the report's plotting and README machinery.
package explore

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strings"

	"coordinated-omission/internal/scenarioflag"
	"coordinated-omission/sim"
)

// A Design is one recording the page can show.
type Design struct {
	Name string  // its query name and the report's: "closed"
	Set  sim.Set // its recording in sim; Think for the think design
}

// Think stands for the think design, which sim records apart from Sets.
const Think sim.Set = -1

// Designs are the designs the page can show, the truth first.
var Designs = []Design{{"open", sim.Open}, {"closed", sim.Closed}, {"corrected", sim.Corrected}, {"plan", sim.Plan},
	{"skip", sim.Skip}, {"unpaced", sim.Unpaced}, {"wrk", sim.Wrk}, {"think", Think}}

// DefaultDesigns are shown when the query names none: the seed's three.
var DefaultDesigns = []string{"open", "closed", "corrected"}

// MaxWork is the most requests the page simulates for one view, summed
// over the loops it runs (work), so that no view takes a second. In
// Node's V8, Chromium's engine, on this project's machine, 4,000,000
// took 0.99 s for the random model with every design, and 68 ms for the
// deterministic one; 3,000,000 keeps the slower under 0.75 s
// (internal/site's TestModelInNode logs it). The command line takes up
// to sim.MaxRequests a client.
const MaxWork = 3_000_000

// An Input is a parsed query: the scenario and the designs to show.
type Input struct {
	Random  sim.Random
	Designs []string // in Designs' order
}

// An Error is a query the report would refuse: its one-line reason, and
// the query key, a flag's name, it names ("" if none).
type Error struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

func (e *Error) Error() string { return e.Message }

// flagNames are the scenario's flags. A name must end where a word ends,
// so "service" does not match the start of "service-dist".
var flagNames = func() []string {
	var f scenarioflag.Flags
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	f.Register(fs)
	var names []string
	fs.VisitAll(func(fl *flag.Flag) { names = append(names, fl.Name) })
	return names
}()

var fieldPattern = regexp.MustCompile(`(?:^|[^a-z-])-?(` + strings.Join(flagNames, "|") + `)(?:[^a-z-]|$)`)

// fieldOf is the first flag a message names.
func fieldOf(message string) string {
	if m := fieldPattern.FindStringSubmatch(message); m != nil {
		return m[1]
	}
	return ""
}

// Parse reads a query string: each key a scenario flag's name and its
// value as the command line takes it (service=100us), and designs, a
// comma-separated list of Designs' names. A key the report does not
// define, a value it cannot parse, and a scenario it refuses get the
// report's own one-line reason.
func Parse(query string) (Input, error) {
	q, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		return Input{}, &Error{Message: "query: " + err.Error()}
	}
	in := Input{Designs: DefaultDesigns}
	var args []string
	keys := make([]string, 0, len(q))
	for k := range q {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := q[k][len(q[k])-1]
		if k == "designs" {
			if in.Designs, err = parseDesigns(v); err != nil {
				return Input{}, &Error{Field: "designs", Message: err.Error()}
			}
			continue
		}
		args = append(args, "-"+k+"="+v)
	}
	var f scenarioflag.Flags
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	f.Register(fs)
	if err := fs.Parse(args); err != nil {
		return Input{}, &Error{Field: fieldOf(err.Error()), Message: err.Error()}
	}
	if in.Random, err = f.Check(fs, ""); err != nil {
		return Input{}, &Error{Field: fieldOf(err.Error()), Message: err.Error()}
	}
	if w := work(in.Random); w > MaxWork {
		return Input{}, &Error{Field: "duration", Message: fmt.Sprintf("the explorer simulates at most %d requests a view, and this scenario takes about %d: shorten -duration or lengthen -interval (the command line takes it)", MaxWork, w)}
	}
	return in, nil
}

// parseDesigns reads a comma-separated list of designs, each once, and
// returns them in Designs' order.
func parseDesigns(text string) ([]string, error) {
	var out []string
	for _, name := range strings.Split(text, ",") {
		if name == "" {
			continue
		}
		if !slices.ContainsFunc(Designs, func(d Design) bool { return d.Name == name }) {
			return nil, fmt.Errorf("designs: %q is not a design; want some of %s", name, designNames())
		}
		if !slices.Contains(out, name) {
			out = append(out, name)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return designIndex(a) - designIndex(b) })
	return out, nil
}

func designIndex(name string) int {
	return slices.IndexFunc(Designs, func(d Design) bool { return d.Name == name })
}

func designNames() string {
	var names []string
	for _, d := range Designs {
		names = append(names, d.Name)
	}
	return strings.Join(names, ", ")
}

// work is about how many requests the page's loops send for rs: the
// schedule's T/I for each of the three timelines that follow it (closed,
// open, skip), and the unpaced design's, as many as the server takes back
// to back, T over the mean service time, and the think design's as many.
func work(rs sim.Random) int64 {
	perLoop := float64(rs.Duration) / float64(rs.Interval)
	unpaced := float64(rs.Duration) / rs.MeanServiceNs()
	w := 3*perLoop + unpaced
	if rs.Think > 0 {
		w += unpaced
	}
	return int64(min(w, 1<<62))
}

// QueryOf is the query string of in, as Parse reads it back: every flag
// that differs from the report's default, then the designs.
func QueryOf(in Input) string {
	def := scenarioflag.Flags{}
	fs := flag.NewFlagSet("report", flag.ContinueOnError)
	def.Register(fs)
	_ = fs.Parse(nil)
	rs, _ := def.Check(fs, "")
	var parts []string
	add := func(k, v, d string) {
		if v != d {
			parts = append(parts, k+"="+url.QueryEscape(v))
		}
	}
	sc, ds := in.Random.Scenario, rs.Scenario
	add("service", sc.Service.String(), ds.Service.String())
	add("interval", sc.Interval.String(), ds.Interval.String())
	add("stall", sc.Stall.String(), ds.Stall.String())
	add("period", sc.Period.String(), ds.Period.String())
	add("first-stall", sc.FirstStall.String(), ds.FirstStall.String())
	add("duration", sc.Duration.String(), ds.Duration.String())
	add("connections", fmt.Sprint(sc.Connections), fmt.Sprint(ds.Connections))
	add("rtt", sc.RTT.String(), ds.RTT.String())
	add("expected-interval", sc.ExpectedInterval.String(), ds.ExpectedInterval.String())
	add("service-dist", in.Random.ServiceDist.String(), rs.ServiceDist.String())
	add("arrivals", in.Random.Arrivals.String(), rs.Arrivals.String())
	add("think", in.Random.Think.String(), rs.Think.String())
	add("think-dist", in.Random.ThinkDist.String(), rs.ThinkDist.String()) // the default without a think time: Check refuses another
	add("seed", fmt.Sprint(in.Random.Seed), fmt.Sprint(rs.Seed))
	add("designs", strings.Join(in.Designs, ","), strings.Join(DefaultDesigns, ","))
	return strings.Join(parts, "&")
}

// errorOf returns err as an *Error.
func errorOf(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Field: fieldOf(err.Error()), Message: err.Error()}
}
