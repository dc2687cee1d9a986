package tools

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"coordinated-omission/internal/results"
)

// captured reads an output captured from a tool's run against the live
// server, with the default scenario's stalls; testdata/tools/COMMANDS
// says how each was made.
func captured(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../testdata/tools/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestParsersOnCapturedOutputs: each parser reads its tool's real output
// into the figures the tool printed, by hand from the capture.
func TestParsersOnCapturedOutputs(t *testing.T) {
	const us, ms = 1_000, 1_000_000
	type at = map[results.Level]int64
	for _, tc := range []struct {
		tool, file string
		want       at
		step       at
		requests   int64
	}{
		{"wrk", "wrk.txt", at{results.P50: 1_000 * us, results.P90: 80_970 * us, results.P99: 189_650 * us, results.Max: 201_920 * us},
			at{results.P50: 10 * us, results.P90: 10 * us, results.P99: 10 * us, results.Max: 10 * us}, 23678},
		{"hey", "hey.txt", at{results.P50: 700 * us, results.P90: 1_200 * us, results.P99: 1_500 * us, results.Max: 201_600 * us},
			at{results.P50: 100 * us, results.P90: 100 * us, results.P99: 100 * us, results.Max: 100 * us}, 12010},
		{"ab", "ab.txt", at{results.P50: 1 * ms, results.P90: 2 * ms, results.P99: 2 * ms, results.Max: 201 * ms},
			at{results.P50: ms, results.P90: ms, results.P99: ms, results.Max: ms}, 22383},
		{"bombardier", "bombardier.txt", at{results.P50: 980 * us, results.P90: 1_460 * us, results.P99: 2_040 * us, results.Max: 201_130 * us},
			at{results.P50: 10 * us, results.P90: 10 * us, results.P99: 10 * us, results.Max: 10 * us}, 12036},
		{"httperf", "httperf.txt", at{results.P50: 500 * us, results.Max: 205_400 * us}, at{results.P50: 100 * us, results.Max: 100 * us}, 15000},
		{"vegeta", "vegeta.txt", at{results.P50: 391_362, results.P90: 149_118 * us, results.P99: 195_546 * us, results.Max: 200_744 * us},
			at{results.P50: 1, results.P90: us, results.P99: us, results.Max: us}, 15000},
		{"vegeta-json", "vegeta.json", at{results.P50: 391_362, results.P90: 149_118_131, results.P99: 195_546_131, results.Max: 200_743_710},
			at{results.P50: 1, results.P90: 1, results.P99: 1, results.Max: 1}, 15000},
		{"autocannon", "autocannon.json", at{results.P50: 1 * ms, results.P90: 129 * ms, results.P99: 194 * ms, results.P999: 200 * ms, results.Max: 201 * ms},
			at{results.P50: ms, results.P90: ms, results.P99: ms, results.P999: ms, results.Max: ms}, 20005},
		// the first 2,000 requests of the log: its samples of half-up ranks
		// 1,000, 1,800, 1,980 and 1,998, sorted by a Python one-liner
		{"h2load", "h2load.log", at{results.P50: 999 * us, results.P90: 1_402 * us, results.P99: 2_842 * us, results.P999: 201_948 * us, results.Max: 202_121 * us},
			at{results.P50: us, results.P90: us, results.P99: us, results.P999: us, results.Max: us}, 2000},
		// Locust's buckets: 1 ms below 100 ms, 10 ms from 100 ms to 1 s
		{"locust", "locust.txt", at{results.P50: 1 * ms, results.P90: 2 * ms, results.P99: 200 * ms, results.P999: 200 * ms, results.Max: 200 * ms},
			at{results.P50: ms, results.P90: ms, results.P99: 10 * ms, results.P999: 10 * ms, results.Max: 10 * ms}, 1160},
		// the last summary's; a percentile known to 1 % of itself beside
		// its print's step, the max to its step
		{"artillery", "artillery.txt", at{results.P50: 1 * ms, results.P99: 194_400 * us, results.Max: 202 * ms},
			at{results.P50: ms + 10*us, results.P99: 100*us + 1_944*us, results.Max: ms}, 1500},
	} {
		r, err := Parse(tc.tool, []byte(captured(t, tc.file)))
		if err != nil {
			t.Errorf("%s: %v", tc.tool, err)
			continue
		}
		if r.Tool != tc.tool || r.Requests != tc.requests || len(r.AtNs) != len(tc.want) {
			t.Errorf("%s: tool %q, %d requests, %d figures; want %d requests, %d figures", tc.tool, r.Tool, r.Requests, len(r.AtNs), tc.requests, len(tc.want))
		}
		for level, want := range tc.want {
			if got := r.AtNs[level]; got != want {
				t.Errorf("%s %s = %d ns, want %d", tc.tool, level, got, want)
			}
			if got := r.ResolutionNs[level]; got != tc.step[level] {
				t.Errorf("%s %s printed to %d ns, want %d", tc.tool, level, got, tc.step[level])
			}
		}
	}
}

// TestParsersRefuseTruncatedOutput: every output cut short before its
// last needed line is refused, naming the tool, never read as figures.
func TestParsersRefuseTruncatedOutput(t *testing.T) {
	for tool, file := range map[string]string{"wrk": "wrk.txt", "hey": "hey.txt", "ab": "ab.txt", "bombardier": "bombardier.txt",
		"httperf": "httperf.txt", "vegeta": "vegeta.txt", "vegeta-json": "vegeta.json", "autocannon": "autocannon.json", "locust": "locust.txt", "artillery": "artillery.txt"} {
		text := captured(t, file)
		refused := 0
		for cut := 0; cut < len(text); cut += max(1, len(text)/200) {
			r, err := Parse(tool, []byte(text[:cut]))
			if err == nil {
				// a cut after every line it needs: the figures are the whole output's
				whole, _ := Parse(tool, []byte(text))
				for level, v := range whole.AtNs {
					if r.AtNs[level] != v {
						t.Errorf("%s cut at %d: %s = %d, whole %d", tool, cut, level, r.AtNs[level], v)
					}
				}
				continue
			}
			refused++
			if !strings.HasPrefix(err.Error(), tool+": ") {
				t.Errorf("%s cut at %d: %v does not name the tool", tool, cut, err)
			}
		}
		if refused == 0 {
			t.Errorf("%s: no cut was refused", tool)
		}
	}
	if _, err := Parse("h2load", nil); err == nil || err.Error() != "h2load: no request in the log" {
		t.Errorf("an empty h2load log: %v", err)
	}
}

// TestParsersRefuseHostileLines: a figure that is not one is refused with
// the tool, the line's number and the line.
func TestParsersRefuseHostileLines(t *testing.T) {
	for _, tc := range []struct{ tool, file, old, new, want string }{
		{"wrk", "wrk.txt", "99%  189.65ms", "99%  189.65xs", `wrk: line 10 "99%  189.65xs": "189.65xs": unknown unit "xs"`},
		{"wrk", "wrk.txt", "201.92ms", "-1ms", `wrk: line 4`},
		{"wrk", "wrk.txt", "  Latency Distribution\n", "", `wrk: no "Latency Distribution": run wrk with --latency`},
		{"wrk", "wrk.txt", "23678 requests", "1e400 requests", `wrk: line 11 "1e400 requests in 3.00s, 2.69MB read": "1e400" is not a count`},
		{"hey", "hey.txt", "99% in 0.0015 secs", "99% in NaN secs", `hey: line 33 "99% in NaN secs": "NaN" is not a time`},
		{"hey", "hey.txt", "Slowest:\t0.2016 secs", "Slowest:\t0x1p3 secs", `hey: line 4`},
		{"ab", "ab.txt", "  99%      2", "  99%      Inf", `ab: line 41 "99%      Inf": "Inf" is not a time`},
		{"ab", "ab.txt", "  50%      1", "  50%      1e3", `ab: line 34`},
		{"bombardier", "bombardier.txt", "2xx - 12036", "2xx - lots", `bombardier: line 11`},
		{"httperf", "httperf.txt", "median 0.5", "median -0.5", `httperf: line 7`},
		{"vegeta", "vegeta.txt", "195.546ms", "195.546", `vegeta: line 3`},
		{"vegeta-json", "vegeta.json", `"99th":195546131`, `"99th":"fast"`, `vegeta-json: not its JSON report`},
		{"vegeta-json", "vegeta.json", `"99th":195546131,`, ``, `vegeta-json: no latency at p99`},
		{"autocannon", "autocannon.json", `"p99_9":200,`, ``, `autocannon: no "p99_9" latency in ms`},
		{"locust", "locust.txt", "Aggregated                                                                              1 ", "Aggregated                                                                              1.5 ", `locust: "1.5" is not whole milliseconds`},
		{"locust", "locust.txt", "200    200   1160\n", "200    200   lots\n", `locust: "lots" is not a count`},
		{"locust", "locust.txt", "Type     Name                                                                                  50%", "Kind     Name                                                                                  50%", `locust: line 15 "Kind     Name`},
		{"locust", "locust.txt", "         Aggregated                                                                              1      1      1      1      2      2    200    200    200    200    200   1160\n", "", `locust: no "Aggregated" row in Locust's percentile table: no request was answered`},
		{"artillery", "artillery.txt", "  p99: ......................................................................... 194.4\nhttp.response_time.2xx:", "  p99: ......................................................................... 1e3\nhttp.response_time.2xx:", `artillery: line 59 "p99: ......`},
		{"artillery", "artillery.txt", "http.responses: ................................................................ 1500\nvusers.completed", "http.responses: ................................................................ -1\nvusers.completed", `artillery: line 67`},
		{"h2load", "h2load.log", "1796147611159140\t200\t493\n", "1796147611159140\t200\t-493\n", `h2load: line 1 "1796147611159140\t200\t-493": duration "-493" in µs`},
		{"h2load", "h2load.log", "1796147611159140\t200\t493\n", "1796147611159140\t999\t493\n", `h2load: line 1`},
		{"h2load", "h2load.log", "1796147611159140\t200\t493\n", "garbage\n", `h2load: line 1 "garbage": 1 tab-separated fields, want 3`},
	} {
		text := captured(t, tc.file)
		if !strings.Contains(text, tc.old) {
			t.Fatalf("%s has no %q", tc.file, tc.old)
		}
		at := strings.LastIndex(text, tc.old) // the last: a tool's last table is the one read
		_, err := Parse(tc.tool, []byte(text[:at]+tc.new+text[at+len(tc.old):]))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s with %q: %v, want %q on one line", tc.tool, tc.new, err, tc.want)
		}
	}
	if _, err := Parse("siege", []byte("Transactions: 1 hits")); err == nil || err.Error() != `no parser for "siege"` {
		t.Errorf("an unknown tool: %v", err)
	}
	if _, err := Parse("wrk", make([]byte, MaxOutput+1)); err == nil || !strings.Contains(err.Error(), "more than the") {
		t.Errorf("output past MaxOutput: %v", err)
	}
	if _, err := Parse("wrk", []byte(strings.Repeat("x", 500)+"\n")); err == nil || len(err.Error()) > 200 {
		t.Errorf("a long garbage line is quoted short: %v", err)
	}
}

// FuzzParse: no output makes any parser panic, and what it accepts has
// the figures it must have, none negative.
func FuzzParse(f *testing.F) {
	for _, file := range []string{"wrk.txt", "hey.txt", "ab.txt", "bombardier.txt", "httperf.txt", "vegeta.txt", "vegeta.json", "autocannon.json"} {
		f.Add(captured(f, file))
	}
	f.Add("1\t200\t5\n")
	f.Fuzz(func(t *testing.T, out string) {
		reports := map[string]func() (Report, error){}
		for tool := range Parsers {
			reports[tool] = func() (Report, error) { return Parse(tool, []byte(out)) }
		}
		for _, o := range []Options{{UnitNs: 1e6}, {UnitNs: 1, Column: "2"}} {
			reports[fmt.Sprint(Percentiles, o)] = func() (Report, error) { return ParseWith(Percentiles, []byte(out), o) }
			reports[fmt.Sprint(Latencies, o)] = func() (Report, error) { return ParseWith(Latencies, []byte(out), o) }
		}
		for tool, parse := range reports {
			r, err := parse()
			if err != nil {
				continue
			}
			if _, ok := r.AtNs[results.Max]; !ok && !strings.HasPrefix(tool, Percentiles) || len(r.AtNs) == 0 || r.Requests < 0 {
				t.Fatalf("%s accepted %q without a max", tool, out)
			}
			if fallsAt(r) != "" {
				t.Fatalf("%s accepted %q, whose figures fall at %s", tool, out, fallsAt(r))
			}
			for level, v := range r.AtNs {
				if v < 0 || r.ResolutionNs[level] < 1 {
					t.Fatalf("%s: %s = %d ns to %d", tool, level, v, r.ResolutionNs[level])
				}
			}
		}
	})
}

// fallsAt is the first level at which r's figures fall below the
// previous level's, "" if none does.
func fallsAt(r Report) results.Level {
	prev := int64(-1)
	for _, l := range results.LiveLevels {
		if v, ok := r.AtNs[l]; ok {
			if v < prev {
				return l
			}
			prev = v
		}
	}
	return ""
}

// TestLocustBuckets: a figure of Locust's table is known to the bucket
// its response times were rounded to, by its size, each edge on its
// upper side; a table of one percentile is still its table.
func TestLocustBuckets(t *testing.T) {
	const ms = int64(1_000_000)
	for _, tc := range []struct {
		text     string
		ns, step int64
	}{{"0", 0, ms}, {"99", 99 * ms, ms}, {"100", 100 * ms, 10 * ms}, {"999", 999 * ms, 10 * ms}, {"1000", 1_000 * ms, 100 * ms},
		{"9999", 9_999 * ms, 100 * ms}, {"10000", 10_000 * ms, 1_000 * ms}, {"123000", 123_000 * ms, 1_000 * ms}} {
		if ns, step, err := locustBucket(tc.text); ns != tc.ns || step != tc.step || err != nil {
			t.Errorf("%s ms: %d ns to %d, %v; want %d to %d", tc.text, ns, step, err, tc.ns, tc.step)
		}
	}
	if _, step, err := locustBucket("-1"); err == nil || step != 0 {
		t.Errorf("-1 ms: step %d, %v", step, err)
	}
	one := locustTable + "\nType     Name   100% # reqs\n         Aggregated   200   7\n"
	if _, err := Parse("locust", []byte(one)); err == nil || err.Error() != "locust: no figure at p50" {
		t.Errorf("a table of the max alone: %v", err)
	}
	three := locustTable + "\nType     Name   50%   99%  100% # reqs\nGET      /   1   2   3   7\n         Aggregated   1   150   2000   7\n"
	r, err := Parse("locust", []byte(three))
	if err != nil || r.AtNs[results.P99] != 150*ms || r.ResolutionNs[results.Max] != 100*ms || r.Requests != 7 {
		t.Errorf("a custom set: %+v, %v", r, err)
	}
	// a later table replaces an earlier one, whose row is not read
	if r, err := Parse("locust", []byte(three+locustTable+"\nType     Name   50%   99%  100% # reqs\n")); err == nil {
		t.Errorf("a last table with no Aggregated row read as %+v", r)
	}
}

// TestArtilleryLastSummary: the last "Summary report" is read, and only
// its http.response_time block; a percentile is known to 1 % of itself
// (rounded up) beside its print's step.
func TestArtilleryLastSummary(t *testing.T) {
	block := func(p50, p99, max, n string) string {
		return "Summary report @ 10:00:00(+0000)\nhttp.response_time:\n  min: ..... 0\n  max: ..... " + max + "\n  median: ..... " + p50 +
			"\n  p95: ..... 3\n  p99: ..... " + p99 + "\nhttp.response_time.2xx:\n  max: ..... 999\nhttp.responses: ..... " + n + "\nvusers.session_length:\n  p99: ..... 888\n"
	}
	r, err := Parse("artillery", []byte(block("1", "100", "300", "5")+block("2.5", "150.1", "210", "9")))
	const us = int64(1_000)
	if err != nil || r.AtNs[results.P50] != 2_500*us || r.AtNs[results.P99] != 150_100*us || r.AtNs[results.Max] != 210_000*us || r.Requests != 9 {
		t.Fatalf("%+v, %v", r, err)
	}
	if r.ResolutionNs[results.P50] != 100*us+25*us || r.ResolutionNs[results.P99] != 100*us+1_501*us || r.ResolutionNs[results.Max] != 1_000*us {
		t.Errorf("resolutions %v", r.ResolutionNs)
	}
	if _, err := Parse("artillery", []byte(strings.Replace(block("1", "2", "3", "4"), "http.responses", "http.requests", 1))); err == nil || !strings.Contains(err.Error(), `no "http.responses"`) {
		t.Errorf("a summary with no responses: %v", err)
	}
	if _, err := Parse("artillery", []byte(strings.Replace(block("1", "2", "3", "4"), "Summary report", "Metrics for period", 1))); err == nil || !strings.Contains(err.Error(), `no "http.response_time:"`) {
		t.Errorf("a period's report, no summary: %v", err)
	}
	if _, err := Parse("artillery", []byte(strings.Replace(block("1", "2", "3", "4"), "http.response_time:\n", "http.response_time.2xx:\n", 1))); err == nil {
		t.Error("a summary with no http.response_time read")
	}
}
