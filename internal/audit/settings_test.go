package audit

import (
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestFlagsNameTheSettings: the readers write each setting as its
// marker, and the audit names every one by its flag, in its errors and
// its notes alike, so that no marker reaches a user.
func TestFlagsNameTheSettings(t *testing.T) {
	for _, c := range []struct {
		name, in string
		f        Flags
		want     []string // in the error, or else in the notes
	}{
		{"a log in no format", "what is this\n", Flags{}, []string{"-audit-format", "-audit-send", "-audit-latency", "-judge-output"}},
		{"a CSV with no such column", "a,b\n1,2\n", Flags{Format: reqlog.FormatCSV, Generic: reqlog.Generic{Send: "x", Latency: "b", LatencyUnit: "ms"}}, []string{`-audit-send "x"`}},
		{"a label the history has not", "Timestamp,User Count,Type,Name,Requests/s,Failures/s,50%,100%,Total Request Count,Total Failure Count\n1796286500,1,GET,/a,1,0,5,5,1,0\n", Flags{Label: "GET /b"}, []string{`-audit-label "GET /b"`}},
		{"a JMeter date pattern given", "timeStamp,elapsed,threadName\n2026/12/03 08:00:00.000,5,t1\n2026/12/03 08:00:01.000,5,t1\n", Flags{TimeFormat: "yyyy/MM/dd HH:mm:ss.SSS"}, []string{"-audit-time-format names another"}},
	} {
		log, intervals, _, err := readLog(strings.NewReader(c.in), c.f, Given{})
		words := ""
		if err != nil {
			words = err.Error()
		} else {
			words = strings.Join(append(logNotes(log), intervalNotes(intervals)...), "\n")
		}
		if strings.Contains(words, "⟨") {
			t.Errorf("%s: a setting not named: %s", c.name, words)
		}
		for _, w := range c.want {
			if !strings.Contains(words, w) {
				t.Errorf("%s: %q not in %s", c.name, w, words)
			}
		}
	}
}

// TestFlagOfEverySetting: every setting a reader can write has a flag.
func TestFlagOfEverySetting(t *testing.T) {
	for _, s := range reqlog.Settings {
		if f := flagOf(s); !strings.HasPrefix(f, "-") {
			t.Errorf("setting %s has no flag: %q", s, f)
		}
	}
}
