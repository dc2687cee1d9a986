package tools

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// parseLatencies reads one latency a line, or the column named column of
// a CSV, in unitNs for bare numbers. A first line or row that is not a
// time is its header; blank lines and lines that begin with "#" are
// skipped. The figures are the samples' at each level by the half-up
// rank rule, as the model's are, to the coarsest step printed.
func parseLatencies(out string, unitNs float64, column string) (Report, error) {
	if column != "" || strings.Contains(out, ",") {
		return latencyColumn(out, unitNs, column)
	}
	var ns []int64
	step := int64(1)
	for i, line := range lines(out) {
		text := strings.TrimSpace(line)
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		v, s, err := genericValue(strings.Fields(text), unitNs)
		if err != nil {
			if len(ns) == 0 && i == 0 && startsWithLetter(text) {
				continue // a header
			}
			return newReport(), lineError(i+1, line, "%v", err)
		}
		ns, step = append(ns, v), max(step, s)
	}
	return latencyReport(ns, step, "one latency a line")
}

// latencyColumn reads the latencies of one column of a CSV.
func latencyColumn(out string, unitNs float64, column string) (Report, error) {
	cr := csv.NewReader(strings.NewReader(out))
	cr.FieldsPerRecord = -1
	cr.ReuseRecord = true
	index, named := -1, false
	if n, err := strconv.Atoi(column); err == nil {
		if n < 1 {
			return newReport(), fmt.Errorf("column %d: columns are numbered from 1", n)
		}
		index = n - 1
	} else if column != "" {
		named = true
	}
	var ns []int64
	step := int64(1)
	for row := 1; ; row++ {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return newReport(), fmt.Errorf("row %d: %v", row, err)
		}
		if row == 1 && named {
			index = slices.Index(rec, column)
			if index < 0 || slices.Index(rec[index+1:], column) >= 0 {
				return newReport(), fmt.Errorf("the header %q names column %q %s", strings.Join(rec, ","), column, map[bool]string{true: "twice", false: "nowhere"}[index >= 0])
			}
			continue
		}
		if index < 0 {
			if len(rec) != 1 {
				return newReport(), fmt.Errorf("row %d has %d columns: name the latencies' with -judge-column", row, len(rec))
			}
			index = 0
		}
		if index >= len(rec) {
			return newReport(), fmt.Errorf("row %d has %d columns, no column %d", row, len(rec), index+1)
		}
		v, s, err := genericValue(strings.Fields(rec[index]), unitNs)
		if err != nil {
			if row == 1 && startsWithLetter(rec[index]) {
				continue // a header
			}
			return newReport(), fmt.Errorf("row %d, column %d: %v", row, index+1, err)
		}
		ns, step = append(ns, v), max(step, s)
	}
	return latencyReport(ns, step, "one column of a CSV")
}

// startsWithLetter reports whether text begins with a letter: a header's
// word, not a mangled number.
func startsWithLetter(text string) bool {
	return text != "" && (text[0] >= 'a' && text[0] <= 'z' || text[0] >= 'A' && text[0] <= 'Z')
}

// fromSamples is the report of the latencies ns, printed to step: each
// level's sample by the half-up rank rule, and the max.
func fromSamples(ns []int64, step int64) (Report, error) {
	r := newReport()
	if len(ns) == 0 {
		return r, errNone("latency")
	}
	slices.Sort(ns)
	n := int64(len(ns))
	for k, p := range sim.Percentiles {
		r.set(results.LiveLevels[k], ns[sim.HalfUp.Rank(p, n)-1], step)
	}
	r.set(results.Max, ns[n-1], step)
	r.Requests = n
	return r, nil
}

// latencyReport is fromSamples with a note of what the latencies were
// read from: "one column of a CSV".
func latencyReport(ns []int64, step int64, what string) (Report, error) {
	if len(ns) == 0 {
		return newReport(), errors.New("no latency in " + what)
	}
	r, err := fromSamples(ns, step)
	r.Note = strconv.FormatInt(r.Requests, 10) + " latencies, " + what
	return r, err
}
