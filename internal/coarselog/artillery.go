package coarselog

import (
	"bufio"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"coordinated-omission/internal/coarse"
	"coordinated-omission/internal/reqlog"
)

// artilleryPeriodNs is the width of an Artillery 2.x period: its metrics
// are bucketed by normalizeTs into 10 s windows (lib/core/ssms.ts).
const artilleryPeriodNs = 10e9

// An artilleryReport is artillery run --output's file: JSON.stringify({
// aggregate, intermediate }, null, 2) in lib/cmds/run.ts (2.x) and
// lib/commands/run.js (1.x).
type artilleryReport struct {
	Aggregate    map[string]json.RawMessage   `json:"aggregate"`
	Intermediate []map[string]json.RawMessage `json:"intermediate"`
}

// A period2 is one 2.x period: its counters, its summaries (each a
// DDSketch of 1 % relative accuracy, summarised in ms to a tenth), and
// when it began, a number or a string of ms since the epoch.
type period2 struct {
	Counters  map[string]float64  `json:"counters"`
	Summaries map[string]summary2 `json:"summaries"`
	Period    json.RawMessage     `json:"period"`
	Rates     map[string]float64  `json:"rates"`
	Histos    map[string]summary2 `json:"histograms"`
}

type summary2 struct {
	Min, Max, Count, Mean, P50, Median, P75, P90, P95, P99, P999 float64
}

// readArtillery reads an Artillery report: a 1.x one's periods hold every
// response's [Date.now() at the response, the virtual user's id, its
// latency in ns, its status] (lib/runner.js, 'response'), read as a
// per-request log; a 2.x one's hold counters and summaries, read as
// intervals of 10 s.
func readArtillery(br *bufio.Reader, label string) (*Read, error) {
	b, err := readAll(br)
	if err != nil {
		return nil, err
	}
	var rep artilleryReport
	if err := json.Unmarshal(b, &rep); err != nil {
		return nil, fmt.Errorf("%w: an Artillery report that is not JSON: %v", ErrFormat, err)
	}
	if len(rep.Intermediate) == 0 {
		return nil, fmt.Errorf("%w: an Artillery report with no periods (intermediate is empty): write it with artillery run --output report.json, which keeps every 10 s period", ErrFormat)
	}
	if _, ok := rep.Intermediate[0]["latencies"]; ok {
		l, err := artillery1(rep, label)
		return &Read{Requests: l}, err
	}
	if _, ok := rep.Intermediate[0]["counters"]; !ok {
		if _, ok := rep.Intermediate[0]["scenariosCreated"]; !ok {
			return nil, fmt.Errorf("%w: an Artillery report whose periods hold neither latencies (1.x) nor counters (2.x)", ErrFormat)
		}
		return nil, fmt.Errorf("%w: an Artillery 1.x report whose periods hold no latencies: write it with artillery run --output report.json", ErrFormat)
	}
	l, err := artillery2(rep, label)
	return &Read{Intervals: l}, err
}

// artillery1 reads a 1.x report's latencies as requests, each sent at its
// response's time less its latency; each virtual user a user, arriving
// on the script's phases (aggregate.phases, where the report carries
// them).
func artillery1(rep artilleryReport, label string) (*reqlog.Log, error) {
	if label != "" {
		return nil, fmt.Errorf("⟨label⟩ %q: an Artillery 1.x report does not name its requests", label)
	}
	users := map[string]int32{}
	var reqs []reqlog.Request
	failed := int64(0)
	for k, p := range rep.Intermediate {
		var entries [][]json.RawMessage
		if err := json.Unmarshal(p["latencies"], &entries); err != nil {
			return nil, fmt.Errorf("%w: period %d: latencies: %v", ErrFormat, k+1, err)
		}
		for j, e := range entries {
			if len(e) < 3 {
				return nil, fmt.Errorf("%w: period %d, latency %d: want [time, user, latency, status]", ErrFormat, k+1, j+1)
			}
			var atMs, latNs float64
			if json.Unmarshal(e[0], &atMs) != nil || json.Unmarshal(e[2], &latNs) != nil || atMs <= 0 || atMs > maxEpochMs || latNs < 0 || latNs > 1e15 {
				return nil, fmt.Errorf("%w: period %d, latency %d: want a time in ms since the epoch and a latency in ns", ErrFormat, k+1, j+1)
			}
			var uid string
			if json.Unmarshal(e[1], &uid) != nil {
				uid = string(e[1])
			}
			conn, ok := users[uid]
			if !ok {
				conn = int32(len(users))
				users[uid] = conn
			}
			lat := int64(math.Round(latNs))
			r := reqlog.Request{SendNs: int64(math.Round(atMs*1e6)) - lat, LatencyNs: lat, Conn: conn}
			if len(e) > 3 {
				var code float64
				if json.Unmarshal(e[3], &code) == nil && (code < 200 || code >= 400) {
					failed++
				}
			}
			if len(reqs) == reqlog.MaxRequests {
				return nil, fmt.Errorf("%w: more than %d requests", ErrFormat, reqlog.MaxRequests)
			}
			reqs = append(reqs, r)
		}
	}
	notes := []string{"Artillery 1.x stamps each response with Date.now() when it came, to the ms: a request's send is that less its latency"}
	schedule, note := phasesSchedule(rep.Aggregate["phases"])
	if note != "" {
		notes = append(notes, note)
	}
	return reqlog.FromRequests(reqlog.Built{Format: FormatArtillery, Requests: reqs, ResolutionNs: 1e6, Failed: failed, Notes: notes, Arrivals: "open", Schedule: schedule})
}

// artillery2 reads a 2.x report's periods as intervals of 10 s: the
// virtual users created in each (open arrivals), the responses, those
// of a status outside 2xx and 3xx, and http.response_time's summary (or
// an endpoint's, plugins.metrics-by-endpoint.response_time.NAME, for
// label), its min below every percentile.
func artillery2(rep artilleryReport, label string) (*coarse.Log, error) {
	l := &coarse.Log{Tool: "Artillery", Format: FormatArtillery, Arrivals: coarse.Open, ResolutionNs: 100_000}
	key := "http.response_time"
	if label != "" {
		key = "plugins.metrics-by-endpoint.response_time." + label
	}
	endpoints := map[string]bool{}
	for k, raw := range rep.Intermediate {
		iv, err := periodInterval(raw, key, label, endpoints)
		if err != nil {
			return nil, fmt.Errorf("%w: period %d: %v", ErrFormat, k+1, err)
		}
		l.Intervals = append(l.Intervals, iv)
	}
	if label != "" && len(endpoints) == 0 {
		return nil, fmt.Errorf("⟨label⟩ %q: the report has no endpoint's times: add Artillery's metrics-by-endpoint plugin to the script (config.plugins.metrics-by-endpoint: {}) and run it again", label)
	}
	if label != "" && !endpoints[label] {
		return nil, fmt.Errorf("⟨label⟩ %q: the report has no endpoint of that name; it has %s", label, some(endpoints))
	}
	slices.SortFunc(l.Intervals, func(a, b coarse.Interval) int { return int(a.StartNs - b.StartNs) })
	for i := 1; i < len(l.Intervals); i++ {
		if l.Intervals[i].StartNs == l.Intervals[i-1].StartNs {
			return nil, fmt.Errorf("%w: two periods begin at %v", ErrFormat, time.Unix(0, l.Intervals[i].StartNs).UTC().Format(time.RFC3339))
		}
	}
	l.Notes = append(l.Notes, "Artillery 2.x keeps each 10 s period's response times as a sketch of 1 % relative accuracy, and writes its percentiles to a tenth of a ms; http.response_time is the time to the first byte of each response")
	if len(endpoints) == 0 {
		l.Notes = append(l.Notes, "the report holds no endpoint's times: Artillery's metrics-by-endpoint plugin adds them, for ⟨label⟩")
	}
	return l, nil
}

// periodInterval is a 2.x period as an interval of 10 s: the virtual
// users it created, its responses (or, for label, the endpoint's), those
// of a status outside 2xx and 3xx, and the summary of key; it adds the
// endpoints it names to endpoints.
func periodInterval(raw map[string]json.RawMessage, key, label string, endpoints map[string]bool) (coarse.Interval, error) {
	b, _ := json.Marshal(raw)
	var p period2
	if err := json.Unmarshal(b, &p); err != nil {
		return coarse.Interval{}, err
	}
	at, err := periodNs(p.Period)
	if err != nil {
		return coarse.Interval{}, err
	}
	sums := p.Summaries
	if sums == nil {
		sums = p.Histos
	}
	for name := range sums {
		if e, ok := strings.CutPrefix(name, "plugins.metrics-by-endpoint.response_time."); ok {
			endpoints[e] = true
		}
	}
	iv := coarse.Interval{StartNs: at, WidthNs: artilleryPeriodNs, Users: -1, UsersMax: -1, Arrivals: p.Counters["vusers.created"], Count: int64(p.Counters["http.responses"])}
	for c, n := range p.Counters {
		if code, ok := strings.CutPrefix(c, "http.codes."); ok {
			if v, err := strconv.Atoi(code); err == nil && (v < 200 || v >= 400) {
				iv.Failed += int64(n)
			}
		}
	}
	if s, ok := sums[key]; ok && s.Count > 0 {
		if label != "" {
			iv.Count = int64(s.Count)
		}
		iv.Lat, iv.LatFloor = s.dist(false), s.dist(true)
	} else if label != "" {
		iv.Count = 0
	}
	iv.Failed = min(iv.Failed, iv.Count)
	return iv, nil
}

// dist is a summary's latencies: its min below every percentile, then
// each percentile's band, up to its max.
func (s summary2) dist(floor bool) coarse.Dist {
	n := int64(s.Count)
	ms := []float64{s.Min, s.P50, s.P75, s.P90, s.P95, s.P99, s.P999, s.Max}
	qs := []float64{1 / float64(n), 0.5, 0.75, 0.9, 0.95, 0.99, 0.999, 1}
	vals := make([]int64, len(ms))
	for i, v := range ms {
		vals[i] = int64(math.Round(max(0, min(v, 1e9)) * 1e6))
	}
	if floor {
		return coarse.FloorOfPercentiles(n, qs, vals)
	}
	return coarse.FromPercentiles(n, qs, vals)
}

// periodNs reads a period's start: ms since the epoch, a number or a
// string.
func periodNs(raw json.RawMessage) (int64, error) {
	s := strings.Trim(string(raw), `"`)
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || v <= 0 || v > maxEpochMs {
		return 0, fmt.Errorf("period %s is not a time in ms since the epoch", clip(string(raw)))
	}
	return int64(v) * 1e6, nil
}

func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}

// An artilleryPhase is one of config.phases: arrivalRate for duration
// (rising evenly to rampTo, where given), arrivalCount over duration, or
// a pause; numbers, or strings of them.
type artilleryPhase struct {
	Duration, ArrivalRate, RampTo, ArrivalCount, Pause json.RawMessage
}

// phasesSchedule is the phases as an open model's schedule in the Open
// Model Thread Group's grammar (internal/openschedule), each virtual
// user's start evenly spread as Artillery's phases spread them; "" and a
// note where the report carries none, or one this cannot read (a phase
// of a templated value).
func phasesSchedule(raw json.RawMessage) (string, string) {
	if len(raw) == 0 {
		return "", ""
	}
	var phases []artilleryPhase
	if err := json.Unmarshal(raw, &phases); err != nil || len(phases) == 0 {
		return "", "aggregate.phases does not read as a list of phases: the users' starts are not held against them"
	}
	num := func(r json.RawMessage) (float64, bool) {
		if len(r) == 0 {
			return 0, false
		}
		v, err := strconv.ParseFloat(strings.Trim(string(r), `"`), 64)
		return v, err == nil && v >= 0 && v <= 1e9
	}
	var b strings.Builder
	for k, ph := range phases {
		if d, ok := num(ph.Pause); ok {
			fmt.Fprintf(&b, "rate(0) even_arrivals(%g s) rate(0) ", d)
			continue
		}
		d, ok := num(ph.Duration)
		if !ok || d == 0 {
			return "", fmt.Sprintf("phase %d of aggregate.phases has no duration in seconds: the users' starts are not held against the phases", k+1)
		}
		from, to := 0.0, 0.0
		if n, ok := num(ph.ArrivalCount); ok {
			from, to = n/d, n/d
		} else if r, ok := num(ph.ArrivalRate); ok {
			from, to = r, r
			if e, ok := num(ph.RampTo); ok {
				to = e
			}
		} else {
			return "", fmt.Sprintf("phase %d of aggregate.phases has no arrivalRate or arrivalCount that is a number: the users' starts are not held against the phases", k+1)
		}
		fmt.Fprintf(&b, "rate(%g/s) even_arrivals(%g s) rate(%g/s) ", from, d, to)
	}
	return strings.TrimSpace(b.String()), ""
}
