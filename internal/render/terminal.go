package render

import (
	"bytes"
	"fmt"
	"text/tabwriter"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// Terminal returns what a run prints when it ends: each recording's p50,
// p99, p99.9 and max, the open-over-closed ratio at p99, and the checks.
func Terminal(f *rawfile.File) (string, error) {
	s, fg, err := readFigures(f)
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	w := tabwriter.NewWriter(&b, 0, 0, 3, ' ', tabwriter.AlignRight)
	labels := []Level{results.P50, results.P99, results.P999, results.Max}
	fmt.Fprint(w, "\t")
	for _, l := range labels {
		fmt.Fprintf(w, "%s\t", l)
	}
	fmt.Fprintln(w)
	for _, rec := range fg.Recordings {
		fmt.Fprintf(w, "%s\t", rec.Name)
		for _, l := range labels {
			v, err := rec.At(l)
			if err != nil {
				return "", err
			}
			fmt.Fprintf(w, "%v\t", v)
		}
		fmt.Fprintln(w)
	}
	if err := w.Flush(); err != nil {
		return "", err
	}
	ratio, err := fg.Ratios.OpenOverClosedAt(results.P99)
	if err != nil {
		return "", err
	}
	fmt.Fprintf(&b, "open/closed at p99: %s×; %v\n", ratio, s.Checks)
	return b.String() + randomTerminal(s), nil
}

// randomTerminal is the drawn scenario's designs, if the run drew one,
// and how its checks against theory fared: the table above is the
// deterministic model's.
func randomTerminal(s *results.Sim) string {
	if len(s.Random) == 0 {
		return ""
	}
	var b bytes.Buffer
	sc := s.Random[0].Scenario
	fmt.Fprintf(&b, "\nthe same scenario drawn: service %s, arrivals %s, seed %d\n", sc.ServiceDist, sc.Arrivals, sc.Seed)
	w := tabwriter.NewWriter(&b, 0, 0, 3, ' ', tabwriter.AlignRight)
	fmt.Fprint(w, "\tsamples\t")
	for _, l := range results.RandomLevels {
		fmt.Fprintf(w, "%s\t", l)
	}
	fmt.Fprintln(w)
	for _, r := range s.Random {
		fmt.Fprintf(w, "%s\t%v\t", r.Design, Count(r.Samples))
		for _, l := range results.RandomLevels {
			fmt.Fprintf(w, "%v\t", Latency(r.AtNs[l]).Sig4())
		}
		fmt.Fprintln(w)
	}
	w.Flush()
	held, n := 0, 0
	for _, c := range s.Theory {
		if c.Case == "scenario" {
			n++
			if c.Holds() {
				held++
			}
		}
	}
	fmt.Fprintf(&b, "checks against queueing theory: %d of %d hold\n", held, n)
	return b.String()
}

// ExperimentsLine says where a raw file's fixed experiments came from, for
// -check and -verify.
func ExperimentsLine(path string, e results.Experiments) string {
	switch e.How {
	case results.Reused:
		return fmt.Sprintf("%s: its fixed experiments were reused from an earlier run of the binary with sha256 %.12s", path, e.Binary)
	case results.Computed:
		return fmt.Sprintf("%s: its fixed experiments were computed by the binary with sha256 %.12s", path, e.Binary)
	}
	return path + ": it holds no fixed experiments"
}
