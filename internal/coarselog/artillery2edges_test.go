package coarselog

import (
	"bufio"
	"fmt"
	"strings"
	"testing"
)

// period2JSON is a 2.x period at atMs with its counters and a summary of
// count responses, named key, "" for none.
func period2JSON(atMs int64, counters, key string, count int) string {
	sum := ""
	if key != "" {
		sum = fmt.Sprintf(`"summaries":{%q:{"min":1,"max":9,"count":%d,"mean":3,"p50":2,"median":2,"p75":3,"p90":5,"p95":6,"p99":8,"p999":9}},`, key, count)
	}
	return fmt.Sprintf(`{"counters":{%s},%s"period":"%d"}`, counters, sum, atMs)
}

// TestArtillery2Edges: periods read in the order of their starts,
// whatever the report's; a status of 199 or 400 is a failure, 200 and
// 399 are not; a summary of no response gives no latencies; the
// intervals name no users; the note on endpoints only where there are
// none.
func TestArtillery2Edges(t *testing.T) {
	c := `"vusers.created":10,"http.responses":10,"http.codes.199":1,"http.codes.200":5,"http.codes.399":2,"http.codes.400":2`
	rep := `{"aggregate":{},"intermediate":[` + period2JSON(1_796_000_010_000, c, "http.response_time", 10) + "," +
		period2JSON(1_796_000_000_000, c, "http.response_time", 0) + `]}`
	r, err := readArtillery(bufio.NewReader(strings.NewReader(rep)), "")
	if err != nil {
		t.Fatal(err)
	}
	ivs := r.Intervals.Intervals
	if len(ivs) != 2 || ivs[0].StartNs != 1_796_000_000_000e6 || ivs[1].StartNs != 1_796_000_010_000e6 {
		t.Fatalf("%+v", ivs)
	}
	if ivs[0].Lat != nil || ivs[1].Lat.Count() != 10 || ivs[1].Failed != 3 || ivs[0].Users != -1 || ivs[0].UsersMax != -1 {
		t.Errorf("%+v\n%+v", ivs[0], ivs[1])
	}
	if n := r.Intervals.Notes; !strings.Contains(strings.Join(n, "\n"), "holds no endpoint's times") {
		t.Errorf("no endpoints, no note: %q", n)
	}
	ep := `{"aggregate":{},"intermediate":[` + period2JSON(1_796_000_000_000, c, "plugins.metrics-by-endpoint.response_time./a", 10) + `]}`
	r, err = readArtillery(bufio.NewReader(strings.NewReader(ep)), "")
	if err != nil {
		t.Fatal(err)
	}
	if n := r.Intervals.Notes; strings.Contains(strings.Join(n, "\n"), "holds no endpoint's times") {
		t.Errorf("an endpoint, and the note that there is none: %q", n)
	}
}

// TestArtilleryPhasesEdges: a 1.x report's phases as a schedule, their
// numbers from 0 to 10^9; a phase it cannot read is named by its place,
// and the note says the starts are not held against the phases; with
// none, no note.
func TestArtilleryPhasesEdges(t *testing.T) {
	if s, note := phasesSchedule([]byte(`[{"duration":10,"arrivalRate":0},{"duration":1e9,"arrivalRate":1e9}]`)); note != "" || s != "rate(0/s) even_arrivals(10 s) rate(0/s) rate(1e+09/s) even_arrivals(1e+09 s) rate(1e+09/s)" {
		t.Errorf("%q %q", s, note)
	}
	if _, note := phasesSchedule([]byte(`[{"duration":10,"arrivalRate":1},{"duration":10,"arrivalRate":1.1e9}]`)); !strings.HasPrefix(note, "phase 2 of aggregate.phases has no arrivalRate") {
		t.Errorf("a rate past 10^9: %q", note)
	}
	report := func(phases string) string {
		return `{"aggregate":{` + phases + `},"intermediate":[{"latencies":[[1000,"a",1000000,200]]}]}`
	}
	r, err := readArtillery(bufio.NewReader(strings.NewReader(report(`"phases":[{"duration":10}]`))), "")
	if err != nil || !strings.Contains(strings.Join(r.Requests.Notes, "\n"), "phase 1 of aggregate.phases") {
		t.Errorf("a phase with no rate: %v %q", err, r.Requests.Notes)
	}
	r, err = readArtillery(bufio.NewReader(strings.NewReader(report(""))), "")
	if err != nil || strings.Contains(strings.Join(r.Requests.Notes, "\n"), "aggregate.phases") {
		t.Errorf("no phases: %v %q", err, r.Requests.Notes)
	}
}

// TestSomeNames: up to ten names listed, the rest counted.
func TestSomeNames(t *testing.T) {
	names := map[string]bool{}
	for i := range 10 {
		names[fmt.Sprintf("n%d", i)] = true
	}
	if got := some(names); strings.Contains(got, "more") || strings.Count(got, `"`) != 20 {
		t.Errorf("ten: %s", got)
	}
	names["n9x"] = true
	if got := some(names); !strings.HasSuffix(got, " and 1 more") {
		t.Errorf("eleven: %s", got)
	}
}
