package tools

import (
	"strings"
	"testing"

	"coordinated-omission/internal/results"
)

// hgrmOut is an .hgrm file as wrk2 prints one, in ms.
const hgrmOut = `       Value     Percentile TotalCount 1/(1-Percentile)

       0.100 0.000000000000          1           1.00
       0.150 0.500000000000      12500           2.00
      80.000 0.900000000000      22500          10.00
     190.000 0.990625000000      24766         106.67
     199.500 0.999023437500      24976        1024.00
     200.100 1.000000000000      25000
#[Mean    =       20.000, StdDeviation   =       50.000]
#[Max     =      200.100, Total count    =        25000]
#[Buckets =           27, SubBuckets     =         2048]
`

// k6Out is k6's end-of-test summary with p(99) and p(99.9) asked for.
const k6Out = `     http_req_duration..............: med=1.2ms    p(90)=150.1ms p(99)=195.12ms p(99.9)=199.6ms max=1m0.5s
       { expected_response:true }...: med=9ms    p(90)=9ms p(99)=9ms p(99.9)=9ms max=9ms
     http_reqs......................: 25000  4999.9/s
`

func TestSummaries(t *testing.T) {
	r, err := Parse("hgrm", []byte(hgrmOut))
	want := map[results.Level]int64{results.P50: 150_000, results.P90: 80_000_000, results.P99: 190_000_000, results.P999: 199_500_000, results.Max: 200_100_000}
	if err != nil || r.Requests != 25000 || !sameLevels(r.AtNs, want) || r.ResolutionNs[results.P99] != 1000 {
		t.Errorf("hgrm: %+v, %v", r, err)
	}
	if r, err := Parse("hgrm-us", []byte(hgrmOut)); err != nil || r.AtNs[results.P99] != 190_000 {
		t.Errorf("hgrm-us: %+v, %v", r, err)
	}
	r, err = Parse("k6", []byte(k6Out))
	want = map[results.Level]int64{results.P50: 1_200_000, results.P90: 150_100_000, results.P99: 195_120_000, results.P999: 199_600_000, results.Max: 60_500_000_000}
	if err != nil || !sameLevels(r.AtNs, want) || r.ResolutionNs[results.P99] != 10_000 {
		t.Errorf("k6: %+v, %v", r, err)
	}
	for _, bad := range []struct{ tool, out, want string }{
		{"hgrm", strings.Replace(hgrmOut, "0.990625000000", "1.5", 1), "line 6"},
		{"hgrm", strings.Replace(hgrmOut, "#[Max     =      200.100", "#[Max     =      -1", 1), "line 10"},
		{"hgrm", hgrmOut[:200], "footer"},
		{"hgrm", "nothing\n", "header"},
		{"k6", strings.Replace(k6Out, "p(99)=195.12ms", "p(99)=195.12", 1), "line 1"},
		{"k6", strings.Replace(k6Out, "med=1.2ms ", "med ", 1), "line 1"},
		{"k6", "http_reqs: 1\n", `"http_req_duration" line`},
	} {
		if _, err := Parse(bad.tool, []byte(bad.out)); err == nil || !strings.Contains(err.Error(), bad.want) || !strings.HasPrefix(err.Error(), bad.tool+":") {
			t.Errorf("%s on %q: %v, want an error naming %q", bad.tool, bad.out[:min(len(bad.out), 40)], err, bad.want)
		}
	}
}

func sameLevels(a, b map[results.Level]int64) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

// TestDetect recognises each capture's format whatever the tool is
// called, prefers the hint's parser, and says why it read nothing.
func TestDetect(t *testing.T) {
	if r, err := Detect("", []byte(hgrmOut)); err != nil || r.Tool != "hgrm" {
		t.Errorf("Detect hgrm: %+v, %v", r, err)
	}
	if r, err := Detect("mytool", []byte(k6Out)); err != nil || r.Tool != "k6" {
		t.Errorf("Detect k6: %+v, %v", r, err)
	}
	if r, err := Detect("hgrm-us", []byte(hgrmOut)); err != nil || r.Tool != "hgrm-us" {
		t.Errorf("Detect with a hint: %+v, %v", r, err)
	}
	if _, err := Detect("", nil); err == nil || err.Error() != "the output is empty" {
		t.Errorf("Detect of nothing: %v", err)
	}
	if _, err := Detect("", []byte("garbage\nmore")); err == nil || !strings.Contains(err.Error(), `its first line is "garbage"`) {
		t.Errorf("Detect of garbage: %v", err)
	}
	if _, err := Detect("wrk", []byte("garbage\n")); err == nil || !strings.HasPrefix(err.Error(), "wrk: ") {
		t.Errorf("Detect with a hint that fails: %v, want wrk's error", err)
	}
}
