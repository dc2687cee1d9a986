package audit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	hdrhistogram "github.com/HdrHistogram/hdrhistogram-go"

	"coordinated-omission/sim"
)

// coarseFixtures are the logs of intervals the tools write by default,
// each written from the paused field workload's run as its tool lays it
// out (fieldWorkload(true): 20 users ramped over 10 s, a stall of 1.5 s
// every 10 s from 12 s).
func coarseFixtures() []fieldFixture {
	w := fieldWorkload(true)
	return []fieldFixture{
		{"locust-history.csv", func(t testing.TB, b *bytes.Buffer) { writeLocustHistory(t, b, w, locustDefault, true) }},
		{"locust-history-custom.csv", func(t testing.TB, b *bytes.Buffer) {
			writeLocustHistory(t, b, w, []float64{0.5, 0.9, 0.95, 0.99, 0.999, 1}, true)
		}},
		{"locust-history-aggregated.csv", func(t testing.TB, b *bytes.Buffer) { writeLocustHistory(t, b, w, locustDefault, false) }},
		{"artillery-1.json", func(t testing.TB, b *bytes.Buffer) { writeArtillery1(t, b, w) }},
		{"artillery-2.json", func(t testing.TB, b *bytes.Buffer) { writeArtillery2(t, b, w) }},
		{"hdrhistogram.hlog", func(t testing.TB, b *bytes.Buffer) { writeHlog(t, b, w) }},
		{"artillery-1.json.origin", origin("Artillery 1.x's artillery run --output report.json, as lib/commands/run.js (1.7) writes it and lib/runner.js fills each period's latencies (Artillery 1.x does not install here)", w)},
		{"artillery-2.json.origin", origin("Artillery 2.x's artillery run --output report.json, as lib/cmds/run.ts (2.0.34) writes it from lib/core/ssms.ts's periods, with the metrics-by-endpoint plugin", w)},
	}
}

// origin is a JSON fixture's account of itself, beside it: JSON has no
// comments.
func origin(what string, w sim.Workload) func(testing.TB, *bytes.Buffer) {
	return func(_ testing.TB, b *bytes.Buffer) { b.WriteString(fieldHeader("#", what, w)) }
}

// locustDefault is Locust's PERCENTILES_TO_REPORT (locust/stats.py).
var locustDefault = []float64{0.50, 0.66, 0.75, 0.80, 0.90, 0.95, 0.98, 0.99, 0.999, 0.9999, 1.0}

// locustBucket is locust/stats.py's bucket_response_time: a response time
// in ms to two significant digits (147 to 150, 3432 to 3400).
func locustBucket(ms float64) int64 {
	switch {
	case ms < 100:
		return int64(math.RoundToEven(ms))
	case ms < 1000:
		return int64(math.RoundToEven(ms/10)) * 10
	case ms < 10000:
		return int64(math.RoundToEven(ms/100)) * 100
	}
	return int64(math.RoundToEven(ms/1000)) * 1000
}

// locustPercentile is calculate_response_time_percentile: over the
// response times (bucketed, with counts), the one at or above which the
// top (1 − p) of n lie.
func locustPercentile(times map[int64]int64, n int64, p float64) int64 {
	want := int64(float64(n) * p)
	keys := make([]int64, 0, len(times))
	for k := range times {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var seen int64
	for i := len(keys) - 1; i >= 0; i-- {
		seen += times[keys[i]]
		if n-seen <= want {
			return keys[i]
		}
	}
	return 0
}

// writeLocustHistory writes locust --csv's _stats_history.csv as
// locust/stats.py's StatsCSVFileWriter does each second (int(time.time())):
// a row for each request name and the Aggregated row with
// --csv-full-history (full), the Aggregated row alone without it; the
// percentiles over the responses of about the last 10 s with it
// (get_current_response_time_percentile: the cache entry of 10 s before,
// and 0 while there is none), over the whole run so far without; N/A
// before a name's first request; and rows of 0 users for the 5 s the
// process lives on after the test. Its shape as locust 2.x writes it
// (the header and its Aggregated rows as seen in public Locust
// histories, e.g. a stats aggregator's tests that quote "Locust's real
// history header").
func writeLocustHistory(t testing.TB, b *bytes.Buffer, w sim.Workload, pcts []float64, full bool) {
	reqs := fieldRequests(t, w)
	var names []string
	for _, p := range pcts {
		v := 100 * p
		if v == math.Trunc(v) {
			names = append(names, fmt.Sprintf("%d%%", int(v)))
		} else {
			names = append(names, fmt.Sprintf("%s%%", strings.TrimRight(strings.TrimRight(fmt.Sprintf("%.6f", v), "0"), ".")))
		}
	}
	b.WriteString("Timestamp,User Count,Type,Name,Requests/s,Failures/s," + strings.Join(names, ",") +
		",Total Request Count,Total Failure Count,Total Median Response Time,Total Average Response Time,Total Min Response Time,Total Max Response Time,Total Average Content Size\n")
	type entry struct {
		typ, name string
		times     map[int64]int64
		cache     map[int64]map[int64]int64 // each second's copy of times, as response_times_cache
		count     map[int64]int64
		n, failed int64
		sumMs     int64
		minMs     int64
		maxMs     int64
	}
	newEntry := func(typ, name string) *entry {
		return &entry{typ: typ, name: name, times: map[int64]int64{}, cache: map[int64]map[int64]int64{}, count: map[int64]int64{}, minMs: -1}
	}
	agg := newEntry("", "Aggregated")
	byName := map[string]*entry{}
	for _, l := range fieldLabels {
		byName[l] = newEntry("GET", l)
	}
	first := fieldEpochMs / 1000
	last := (reqs[len(reqs)-1].endMs() + 999) / 1000
	k := 0
	for sec := first; sec <= last+5; sec++ {
		for ; k < len(reqs) && reqs[k].endMs() < sec*1000; k++ {
			r := reqs[k]
			for _, e := range []*entry{agg, byName[r.label]} {
				e.times[locustBucket(float64(r.elapsedMs))]++
				e.n++
				e.sumMs += r.elapsedMs
				e.maxMs = max(e.maxMs, r.elapsedMs)
				if e.minMs < 0 || r.elapsedMs < e.minMs {
					e.minMs = r.elapsedMs
				}
				if r.failed {
					e.failed++
				}
			}
		}
		users := liveAt(w, sec*1000)
		if sec > last {
			users = 0
		}
		rows := []*entry{agg}
		if full {
			rows = []*entry{byName[fieldLabels[0]], byName[fieldLabels[1]], agg}
		}
		for _, e := range rows {
			e.cache[sec] = maps(e.times)
			e.count[sec] = e.n
			fmt.Fprintf(b, "%d,%d,%s,%s,%.2f,%.2f", sec, users, e.typ, e.name, float64(e.n-e.count[sec-12])/10, 0.0)
			for _, p := range pcts {
				switch {
				case e.n == 0:
					b.WriteString(",N/A")
				case !full:
					fmt.Fprintf(b, ",%d", locustPercentile(e.times, e.n, p))
				default:
					// the cache entry of 10 s before, or the nearest one
					// found in Locust's order: t−10, t−11, t−9, … t−18, t−2
					from := sec - 10
					old, ok := e.cache[from]
					for i := int64(1); i < 9 && !ok; i++ {
						if from = sec - 10 - i; e.cache[from] == nil {
							from = sec - 10 + i
						}
						old, ok = e.cache[from]
					}
					if !ok {
						b.WriteString(",0")
						continue
					}
					diff := map[int64]int64{}
					for v, c := range e.times {
						if d := c - old[v]; d != 0 {
							diff[v] = d
						}
					}
					fmt.Fprintf(b, ",%d", locustPercentile(diff, e.n-e.count[from], p))
				}
			}
			median, avg := "0", "0"
			if e.n > 0 {
				median, avg = fmt.Sprint(locustPercentile(e.times, e.n, 0.5)), fmt.Sprintf("%.2f", float64(e.sumMs)/float64(e.n))
			}
			fmt.Fprintf(b, ",%d,%d,%s,%s,%d,%d,512.0\n", e.n, e.failed, median, avg, max(0, e.minMs), e.maxMs)
		}
	}
}

func maps(m map[int64]int64) map[int64]int64 {
	out := make(map[int64]int64, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// writeArtillery1 writes artillery run --output's report as Artillery
// 1.x does (lib/commands/run.js: JSON.stringify({aggregate,
// intermediate}, null, 2)): each 10 s period's latencies, one
// [Date.now() at the response, the virtual user's uid, the latency in ns,
// the status] a response (lib/runner.js's 'response' handler), beside its
// counts; aggregate.phases the script's phases. Each of the workload's
// users a virtual user whose phase started it.
func writeArtillery1(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	reqs := fieldRequests(t, w)
	type period struct {
		Timestamp         string          `json:"timestamp"`
		ScenariosCreated  int             `json:"scenariosCreated"`
		ScenariosComplete int             `json:"scenariosCompleted"`
		RequestsCompleted int             `json:"requestsCompleted"`
		Latency           map[string]any  `json:"latency"`
		Codes             map[string]int  `json:"codes"`
		Latencies         [][]any         `json:"latencies"`
		Concurrency       int             `json:"concurrency"`
		PendingRequests   int             `json:"pendingRequests"`
		Errors            map[string]int  `json:"errors"`
		Extra             json.RawMessage `json:"customStats"`
	}
	var periods []*period
	for _, r := range reqs {
		k := int((r.endMs() - fieldEpochMs) / 10_000)
		for len(periods) <= k {
			periods = append(periods, &period{Timestamp: time.UnixMilli(fieldEpochMs + int64(len(periods)+1)*10_000).UTC().Format("2006-01-02T15:04:05.000Z"),
				Latency: map[string]any{}, Codes: map[string]int{}, Errors: map[string]int{}, Extra: json.RawMessage("{}"), Latencies: [][]any{}})
		}
		p := periods[k]
		code := 200
		if r.failed {
			code = 500
		}
		p.Latencies = append(p.Latencies, []any{r.endMs(), fmt.Sprintf("a1b2c3d4-%04x-4e5f-8a9b-%012x", r.session, r.thread), r.elapsedMs*1e6 + 123_456, code})
		p.RequestsCompleted++
		p.Codes[fmt.Sprint(code)]++
	}
	rep := map[string]any{"aggregate": map[string]any{"timestamp": periods[len(periods)-1].Timestamp, "scenariosCreated": w.Threads, "requestsCompleted": len(reqs),
		"phases": []map[string]any{{"duration": 10, "arrivalRate": 2}, {"duration": 30, "arrivalRate": 0}}}, "intermediate": periods}
	out, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b.Write(out)
	b.WriteString("\n")
}

// writeArtillery2 writes artillery run --output's report as Artillery 2.x
// does (lib/cmds/run.ts): each 10 s period (lib/core/ssms.ts's
// normalizeTs) its counters, rates and summaries (min, max, count, mean,
// p50, median, p75, p90, p95, p99, p999 in ms to a tenth), http.response_time
// and, with the metrics-by-endpoint plugin, each endpoint's
// plugins.metrics-by-endpoint.response_time.NAME; histograms a copy of
// the summaries; period a number in the aggregate and in most periods,
// and a string in some, as the report's merge of periods leaves it (its
// keys are strings). Each user a virtual user of the phases.
func writeArtillery2(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	reqs := fieldRequests(t, w)
	type bucket struct {
		all     []int64
		byName  map[string][]int64
		created int
		codes   map[int]int
		first   int64
		last    int64
	}
	var periods []*bucket
	at := func(ms int64) *bucket {
		k := int((ms - fieldEpochMs) / 10_000)
		for len(periods) <= k {
			periods = append(periods, &bucket{byName: map[string][]int64{}, codes: map[int]int{}})
		}
		return periods[k]
	}
	seen := map[[2]int]bool{}
	for _, r := range reqs {
		if u := [2]int{r.thread, r.session}; !seen[u] {
			seen[u] = true
			at(r.startMs).created++
		}
		p := at(r.endMs())
		p.all = append(p.all, r.elapsedMs*1000+123) // µs, as its sketch holds them
		p.byName[r.label] = append(p.byName[r.label], r.elapsedMs*1000+123)
		code := 200
		if r.failed {
			code = 500
		}
		p.codes[code]++
		p.last = r.endMs()
		if p.first == 0 {
			p.first = r.endMs()
		}
	}
	summary := func(us []int64) map[string]any {
		s := slices.Clone(us)
		slices.Sort(s)
		q := func(p float64) float64 { return math.Round(float64(s[min(len(s)-1, int(p*float64(len(s))))])/100) / 10 }
		var sum int64
		for _, v := range s {
			sum += v
		}
		return map[string]any{"min": q(0), "max": math.Round(float64(s[len(s)-1])/100) / 10, "count": len(s), "mean": math.Round(float64(sum)/float64(len(s))/100) / 10,
			"p50": q(0.5), "median": q(0.5), "p75": q(0.75), "p90": q(0.9), "p95": q(0.95), "p99": q(0.99), "p999": q(0.999)}
	}
	var inter []map[string]any
	for k, p := range periods {
		if len(p.all) == 0 {
			continue
		}
		start := fieldEpochMs + int64(k)*10_000
		counters := map[string]any{"vusers.created_by_name.0": p.created, "vusers.created": p.created, "http.requests": len(p.all), "http.responses": len(p.all), "vusers.failed": 0, "vusers.completed": p.created}
		for c, n := range p.codes {
			counters[fmt.Sprintf("http.codes.%d", c)] = n
		}
		sums := map[string]any{"http.response_time": summary(p.all)}
		for _, name := range fieldLabels {
			if v := p.byName[name]; len(v) > 0 {
				sums["plugins.metrics-by-endpoint.response_time."+name] = summary(v)
			}
		}
		var period any = start
		if k%2 == 1 {
			period = fmt.Sprint(start)
		}
		inter = append(inter, map[string]any{"counters": counters, "rates": map[string]any{"http.request_rate": len(p.all) / 10}, "firstCounterAt": p.first, "firstHistogramAt": p.first,
			"lastCounterAt": p.last, "lastHistogramAt": p.last, "firstMetricAt": p.first, "lastMetricAt": p.last, "period": period, "summaries": sums, "histograms": sums})
	}
	rep := map[string]any{"aggregate": map[string]any{"counters": map[string]any{"vusers.created": w.Threads, "http.requests": len(reqs)}, "period": fieldEpochMs + int64(len(periods)-1)*10_000},
		"intermediate": inter}
	out, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	b.Write(out)
	b.WriteString("\n")
}

// writeHlog writes an HdrHistogram interval log with hdrhistogram-go's
// own HistogramLogWriter: its format version, start time and legend,
// then one compressed histogram a second of the latencies answered in it
// (empty where none was), in ns to 3 significant digits, as a service's
// latency recorder keeps them.
func writeHlog(t testing.TB, b *bytes.Buffer, w sim.Workload) {
	reqs := fieldRequests(t, w)
	lw := hdrhistogram.NewHistogramLogWriter(b)
	lw.SetBaseTime(fieldEpochMs)
	for _, err := range []error{lw.OutputLogFormatVersion(), lw.OutputStartTime(fieldEpochMs), lw.OutputLegend()} {
		if err != nil {
			t.Fatal(err)
		}
	}
	for k, sec := 0, int64(0); k < len(reqs); sec++ {
		h := hdrhistogram.New(1, 3_600_000_000_000, 3)
		for ; k < len(reqs) && (reqs[k].endMs()-fieldEpochMs)/1000 == sec; k++ {
			if err := h.RecordValue(reqs[k].elapsedMs*1e6 + 123_456); err != nil {
				t.Fatal(err)
			}
		}
		h.SetStartTimeMs(fieldEpochMs + sec*1000)
		h.SetEndTimeMs(fieldEpochMs + (sec+1)*1000)
		if err := lw.OutputIntervalHistogram(h); err != nil {
			t.Fatal(err)
		}
	}
}
