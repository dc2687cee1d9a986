package results

import (
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
)

func sampleAudit() *Audit {
	return &Audit{Source: "logs/run 1.csv", SHA256: strings.Repeat("ab", 32), Format: "csv", Slots: 7, RTTGiven: true,
		Send: "sent", Latency: "3", Conn: "worker", Unit: "us", TimeFormat: "yyyy/MM/dd HH:mm:ss", Label: "Home", Workers: 4, Arrivals: "open", Schedule: "rate(10/s) random_arrivals(1 min)", RunCount: 2, Failed: 1, Aside: []int64{5, 4, 3, 2, 1},
		Runs: []AuditRun{{Index: 1, Design: "closed", Arrivals: "plan", Users: 4, Line: "x (csv): waited",
			Figures:  [][]int64{{100, 200, 300, 400}, {100, 5000, 30000, 40000}, {1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}},
			Requests: 10, PlanSlots: 12, Skipped: 2, IntervalNs: 200_000, ResolutionNs: 1000, LatencyResolutionNs: 1000, SpanNs: 3_000_000, HiddenP99: HiddenOf(30000, 300, 1000)},
			{Index: 2, Refused: "the log's clock (1s) is coarser than the plan", Requests: 3}}}
}

// TestAuditRoundTrip: an audit file decodes to what it encoded.
func TestAuditRoundTrip(t *testing.T) {
	a := sampleAudit()
	f, err := rawfile.Parse("audit-x.txt", strings.NewReader(string(rawfile.Write(a.Encode()))))
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeAudit(f)
	if err != nil {
		t.Fatal(err)
	}
	if b.Source != a.Source || b.Conn != "worker" || !b.RTTGiven || b.Slots != 7 || b.TimeFormat != a.TimeFormat || b.Label != "Home" || b.Workers != 4 || b.Arrivals != "open" || b.Schedule != a.Schedule || b.RunCount != 2 || len(b.Runs) != 2 {
		t.Fatalf("decoded %+v", b)
	}
	if b.Failed != 1 || len(b.Aside) != 5 || b.Aside[0] != 5 || b.Aside[4] != 1 {
		t.Errorf("failed %d, aside %v", b.Failed, b.Aside)
	}
	if r := b.Runs[0]; r.Figures[1][2] != 30000 || r.HiddenP99 != "30.00" || r.ResolutionNs != 1000 || r.SpanNs != 3_000_000 || r.Design != "closed" || r.Line != "x (csv): waited" || r.Arrivals != "plan" || r.Users != 4 {
		t.Errorf("run 1 decoded %+v", r)
	}
	if r := b.Runs[1]; r.Refused != a.Runs[1].Refused || r.Requests != 3 || r.Figures != nil {
		t.Errorf("run 2 decoded %+v", r)
	}
	one := sampleAudit()
	one.Run, one.Runs = 2, one.Runs[1:]
	f, err = rawfile.Parse("audit-x.txt", strings.NewReader(string(rawfile.Write(one.Encode()))))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := DecodeAudit(f); err != nil || len(b.Runs) != 1 || b.Runs[0].Index != 2 {
		t.Errorf("run 2 alone: %+v, %v", b, err)
	}
}

// TestAuditUnstated: a recording whose figures are not stated is a
// configuration line of its reason and no RESULT line, and reads back so;
// the recorded figures and the bound are always stated, and a reason is
// never empty.
func TestAuditUnstated(t *testing.T) {
	a := sampleAudit()
	r := &a.Runs[0]
	r.Figures[2], r.Figures[4] = nil, nil
	r.Unstated = []string{"", "", "a saturation test", "", "no pace"}
	text := string(rawfile.Write(a.Encode()))
	if !strings.Contains(text, "audit-run1-replay-server-unstated: \"a saturation test\"") || strings.Contains(text, "audit.run1.replay-server.") || strings.Contains(text, "audit.run1.corrected.") {
		t.Fatalf("the file:\n%s", text)
	}
	f, err := rawfile.Parse("audit-x.txt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	b, err := DecodeAudit(f)
	if err != nil {
		t.Fatal(err)
	}
	if got := b.Runs[0]; got.Figures[2] != nil || got.Figures[4] != nil || got.Figures[3][0] != 5 || got.Unstated[2] != "a saturation test" || got.Unstated[4] != "no pace" || got.Unstated[0] != "" {
		t.Errorf("decoded %+v", got)
	}
	for _, c := range []struct{ name, line string }{
		{"an unstated bound", "audit-run1-bound-unstated: \"why\"\n"},
		{"an unstated recording", "audit-run1-recorded-unstated: \"why\"\n"},
		{"an empty reason", "audit-run1-replay-requests-unstated: \"\"\n"},
	} {
		bad := strings.Replace(text, "audit-run1-replay-server-unstated:", strings.TrimSuffix(c.line, "\n")+"\naudit-run1-replay-server-unstated:", 1)
		f, err := rawfile.Parse("audit-x.txt", strings.NewReader(bad))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if _, err := DecodeAudit(f); err == nil || !strings.Contains(err.Error(), "-unstated") {
			t.Errorf("%s: %v", c.name, err)
		}
	}
}

// TestHiddenOf: four significant digits, never an exponent; the recorded
// figure taken as at least the resolution.
func TestHiddenOf(t *testing.T) {
	for _, tc := range []struct {
		bound, recorded, resolution int64
		want                        Decimal
	}{
		{190_000_000, 0, 1, "190000000"}, {190_000_000, 0, 1_000_000, "190.0"}, {30000, 300, 1, "100.0"},
		{99, 100, 1, "0.9900"}, {1, 100_000, 1, "0.00001000"}, {0, 5, 1, "0.000"}, {12345, 1, 1, "12345"},
	} {
		if got := HiddenOf(tc.bound, tc.recorded, tc.resolution); got != tc.want {
			t.Errorf("HiddenOf(%d, %d, %d) = %s, want %s", tc.bound, tc.recorded, tc.resolution, got, tc.want)
		}
	}
}

// TestAuditTampered: a tampered audit file is refused, naming the line.
func TestAuditTampered(t *testing.T) {
	text := string(rawfile.Write(sampleAudit().Encode()))
	for _, tc := range []struct{ from, to, want string }{
		{"RESULT audit.run1.hidden.p99 30.00 x", "RESULT audit.run1.hidden.p99 3.000 x", "RESULT audit.run1.hidden.p99 3.000: the figures give 30.00"},
		{"RESULT audit.run1.bound.p99 30.0 us", "RESULT audit.run1.bound.p99 35.0 us", "the figures give 35.00"},
		{"RESULT audit.run1.recorded.p90 0.2 us", "RESULT audit.run1.recorded.p90 0.05 us", "below its p50"},
		{"RESULT audit.run1.skipped 2 slots", "RESULT audit.run1.skipped 20 slots", "no more skipped slots than slots"},
		{"RESULT audit.run1.interval 200.0 us", "RESULT audit.run1.interval 0.0 us", "want a positive interval"},
		{"audit-sha256: abab", "audit-sha256: xyab", "want a sha256 in hex"},
		{"audit-given-slots: 7", "audit-given-slots: -7", "want a whole number"},
		{"mode: audit", "mode: full", "mode"},
		{"RESULT audit.run1.requests 10 requests\n", "", "audit.run1.requests"},
		{"RESULT audit.runs 2 runs", "RESULT audit.runs 0 runs", "want 1 to 100000 runs"},
		{`audit-run1-arrivals: "plan"`, `audit-run1-arrivals: "opened"`, `configuration audit-run1-arrivals "opened": want "plan", "open" or "closed"`},
		{"audit-given-run: 0", "audit-given-run: 3", "and a run among them"},
		{"RESULT audit.run2.requests 3 requests\n", "", "audit.run2.requests"},
	} {
		if !strings.Contains(text, tc.from) {
			t.Fatalf("the file has no %q:\n%s", tc.from, text)
		}
		f, err := rawfile.Parse("audit-x.txt", strings.NewReader(strings.Replace(text, tc.from, tc.to, 1)))
		if err == nil {
			_, err = DecodeAudit(f)
		}
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q → %q: %v, want %q", tc.from, tc.to, err, tc.want)
		}
	}
}

// TestAuditDigits: a run whose re-timings came from a histogram says its
// digits in a RESULT line and reads them back; an exact run's file has no
// such line (older files read as exact), and digits outside 1 to 5 are
// refused, naming the key.
func TestAuditDigits(t *testing.T) {
	a := sampleAudit()
	text := string(rawfile.Write(a.Encode()))
	if strings.Contains(text, "digits") {
		t.Errorf("an exact run's file speaks of digits:\n%s", text)
	}
	a.Runs[0].Digits = 3
	text = string(rawfile.Write(a.Encode()))
	f, err := rawfile.Parse("audit-x.txt", strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if b, err := DecodeAudit(f); err != nil || b.Runs[0].Digits != 3 {
		t.Fatalf("digits read back as %+v, %v", b, err)
	}
	for _, bad := range []string{"0", "6"} {
		tampered := strings.Replace(text, "audit.run1.digits 3 digits", "audit.run1.digits "+bad+" digits", 1)
		if tampered == text {
			t.Fatalf("no digits line in:\n%s", text)
		}
		f, err := rawfile.Parse("audit-x.txt", strings.NewReader(tampered))
		if err == nil {
			_, err = DecodeAudit(f)
		}
		if err == nil || !strings.Contains(err.Error(), "audit.run1.digits") {
			t.Errorf("digits %s: %v", bad, err)
		}
	}
}
