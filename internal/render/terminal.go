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
	return b.String(), nil
}
