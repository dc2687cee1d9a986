package explore

import (
	"math"
	"strconv"
	"strings"

	"coordinated-omission/internal/hiding"
	"coordinated-omission/sim"
)

// A View is everything the page shows for one query, as the WebAssembly
// module hands it to the page in JSON.
type View struct {
	Query  string    `json:"query"` // the canonical query string, for the page's address
	Error  *Error    `json:"error,omitempty"`
	Rule   string    `json:"rule"` // the rank rule the figures are under, in words
	Header []string  `json:"header"`
	Rows   []ViewRow `json:"rows"`
	Words  []string  `json:"words"` // sentences, decided by the verdict's rule
	SVG    string    `json:"svg"`   // the percentile plot
}

// A ViewRow is one design's row of the table.
type ViewRow struct {
	Design string   `json:"design"`
	Label  string   `json:"label"`
	Cells  []string `json:"cells"` // p50, p90, p99, p99.9, max, count, share above 1 ms, below the truth at p99
	// Ns are the exact figures the latency cells show, p50 to max, so
	// that a test can compare them with the command line's.
	Ns    []int64 `json:"ns"`
	Count int64   `json:"count"`
	SlowN int64   `json:"slow"`
}

// Header is the table's header, as the cells of a row are laid out.
var Header = []string{"design", "p50", "p90", "p99", "p99.9", "max", "count", "above 1 ms", "truth ÷ p99"}

// Explore computes the view of a query string.
func Explore(query string) View {
	in, err := Parse(query)
	if err != nil {
		return View{Query: strings.TrimPrefix(query, "?"), Error: errorOf(err)}
	}
	recs, rows, err := run(in)
	if err != nil {
		return View{Query: QueryOf(in), Error: errorOf(err)}
	}
	v := View{Query: QueryOf(in), Rule: "half-up rank, as the report's tables", Header: Header}
	if isRandomRule(recs) {
		v.Rule = "nearest rank (⌈pn⌉), as the report's random model"
	}
	truth := rows["open"]
	var shown []string
	for _, name := range in.Designs {
		row, ok := rows[name]
		if !ok {
			continue
		}
		shown = append(shown, name)
		v.Rows = append(v.Rows, viewRow(row, truth))
	}
	v.Words = words(rows, shown)
	v.SVG = plot(recs, shown)
	return v
}

func isRandomRule(recs map[string]recording) bool { return recs["open"].rule == sim.Ceil }

// label names a design in the table.
func label(row Row) string {
	switch {
	case row.Design == "open":
		return "open (the truth)"
	case row.Same != "":
		return row.Design + " (the " + row.Same + " loop's: L = 0)"
	}
	return row.Design
}

func viewRow(row, truth Row) ViewRow {
	r := ViewRow{Design: row.Design, Label: label(row), Count: row.Count, SlowN: row.SlowN}
	for _, ns := range append(row.AtNs[:], row.MaxNs) {
		r.Ns = append(r.Ns, ns)
		r.Cells = append(r.Cells, Duration(ns))
	}
	share := 100 * float64(row.SlowN) / float64(max(row.Count, 1))
	below := "—"
	if row.Design != "open" {
		below = Times(hiding.Hidden(truth.AtNs[2], row.AtNs[2]))
	}
	r.Cells = append(r.Cells, Whole(row.Count), strconv.FormatFloat(share, 'f', 2, 64)+" %", below)
	return r
}

// words says which of the shown designs hide the slow moments, by the
// verdict's rule (hiding): a tail HideFactor or more below the truth's, at
// p99 or p99.9, hides them; and by how much. A design that is not below
// may be as far above, as one that loads the server beyond the schedule
// can be: the words say so rather than call it within.
func words(rows map[string]Row, shown []string) []string {
	truth := rows["open"]
	var hide, above, within []string
	for _, name := range shown {
		if name == "open" {
			continue
		}
		row := rows[name]
		below := max(hiding.Hidden(truth.AtNs[2], row.AtNs[2]), hiding.Hidden(truth.AtNs[3], row.AtNs[3]))
		over := max(hiding.Hidden(row.AtNs[2], truth.AtNs[2]), hiding.Hidden(row.AtNs[3], truth.AtNs[3]))
		switch {
		case hiding.Hides(below):
			hide = append(hide, name+" ("+Times(below)+" below)")
		case hiding.Hides(over):
			above = append(above, name+" ("+Times(over)+" above)")
		default:
			within = append(within, name)
		}
	}
	factor := strconv.Itoa(hiding.Factor)
	out := []string{"The truth, the open loop timing each request from when it was due, has a p99 of " + Duration(truth.AtNs[2]) +
		" and a p99.9 of " + Duration(truth.AtNs[3]) + "."}
	if len(hide)+len(above)+len(within) == 0 {
		return append(out, "Choose a design to set beside it.")
	}
	if len(hide) > 0 {
		out = append(out, "Here "+list(hide)+" "+verb(hide, "hides", "hide")+" the slow moments: "+verb(hide, "its", "their")+" p99 or p99.9 is "+factor+
			" or more times below the truth's.")
	} else {
		out = append(out, "No design shown hides the slow moments here.")
	}
	if len(above) > 0 {
		out = append(out, list(above)+" "+verb(above, "reports", "report")+" a p99 or p99.9 "+factor+" or more times above the truth's.")
	}
	if len(within) > 0 {
		out = append(out, list(within)+" "+verb(within, "stays", "stay")+" within "+factor+" times of the truth's at p99 and p99.9.")
	}
	return out
}

func verb(items []string, one, many string) string {
	if len(items) == 1 {
		return one
	}
	return many
}

// list joins items in prose: "a", "a and b", "a, b and c".
func list(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// Duration writes ns to four significant digits in the largest unit that
// keeps it at 1 or more: "195.1 ms", "100 µs", "12 ns".
func Duration(ns int64) string {
	v, unit := float64(ns), "ns"
	for _, u := range []struct {
		scale float64
		name  string
	}{{1e9, "s"}, {1e6, "ms"}, {1e3, "µs"}} {
		if math.Abs(v) >= u.scale {
			v, unit = v/u.scale, u.name
			break
		}
	}
	return sig4(v) + " " + unit
}

// sig4 writes v to four significant digits, without trailing zeros.
func sig4(v float64) string {
	if v == 0 {
		return "0"
	}
	decimals := max(0, 3-int(math.Floor(math.Log10(math.Abs(v)))))
	s := strconv.FormatFloat(v, 'f', decimals, 64)
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// Times writes a ratio: "1,951×", "12.5×", "1.01×".
func Times(x float64) string {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x):
		return "—"
	case x >= 100:
		return Whole(int64(math.Round(x))) + "×"
	case x >= 10:
		return strconv.FormatFloat(x, 'f', 1, 64) + "×"
	}
	return strconv.FormatFloat(x, 'f', 2, 64) + "×"
}

// Whole writes n with a comma between thousands: "25,000".
func Whole(n int64) string {
	s := strconv.FormatInt(n, 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	if neg {
		return "-" + s
	}
	return s
}
