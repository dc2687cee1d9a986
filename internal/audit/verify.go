package audit

import (
	"fmt"
	"io"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/results"
)

// Verify audits again the log an audit file names, found by its path and
// checked by its sha256, with the options the file records, and returns
// every RESULT line that differs.
func Verify(f *rawfile.File, open func(path string) (io.ReadCloser, error)) ([]string, error) {
	a, err := results.DecodeAudit(f)
	if err != nil {
		return nil, err
	}
	if a.Source == "-" {
		return nil, fmt.Errorf("the log was read from standard input: there is no file to audit again")
	}
	r, err := open(a.Source)
	if err != nil {
		return nil, fmt.Errorf("the log it audited: %w", err)
	}
	defer r.Close()
	fl := Flags{Format: a.Format, Slots: a.Slots, Generic: reqlog.Generic{Send: reqlog.Column(a.Send), Latency: reqlog.Column(a.Latency), Conn: reqlog.Column(a.Conn), Type: reqlog.Column(a.Type), LatencyUnit: a.Unit},
		TimeFormat: a.TimeFormat, Label: a.Label, Workers: a.Workers, Run: a.Run, Arrivals: a.Arrivals, Schedule: a.Schedule}
	out, err := Run(r, a.Source, fl, Given{Interval: a.Interval, IntervalGiven: a.Interval > 0, RTT: a.RTT, RTTGiven: a.RTTGiven})
	if err != nil {
		return nil, fmt.Errorf("auditing %s again: %w", a.Source, err)
	}
	if out.Record.SHA256 != a.SHA256 {
		return nil, fmt.Errorf("%s has sha256 %.12s now, and the audit was of %.12s: the log changed", a.Source, out.Record.SHA256, a.SHA256)
	}
	have := make(map[string]rawfile.Result, len(f.Results))
	for _, r := range f.Results {
		have[r.Key] = r
	}
	var diffs []string
	for i := range min(len(a.Runs), len(out.Record.Runs)) {
		if r := out.Record.Runs[i]; a.Runs[i].Line != r.Line {
			diffs = append(diffs, fmt.Sprintf("the line of run %d: the file has %q, the log gives %q", r.Index, a.Runs[i].Line, r.Line))
		}
	}
	for _, r := range out.Record.Encode().Results {
		if got, ok := have[r.Key]; !ok || got != r {
			was := "none"
			if ok {
				was = got.Value + " " + got.Unit
			}
			diffs = append(diffs, fmt.Sprintf("RESULT %s: the file has %s, the log gives %s %s", r.Key, was, r.Value, r.Unit))
		}
	}
	return diffs, nil
}

// VerifyFile audits again the log that the audit file f, read from path,
// names, prints each RESULT line that differs, and says whether it
// reproduced.
func VerifyFile(path string, f *rawfile.File, out io.Writer, open func(string) (io.ReadCloser, error)) error {
	diffs, err := Verify(f, open)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	for _, d := range diffs {
		fmt.Fprintln(out, d)
	}
	if len(diffs) > 0 {
		return fmt.Errorf("%s: does not reproduce: %d difference(s), listed above; the first: %s", path, len(diffs), diffs[0])
	}
	fmt.Fprintf(out, "%s reproduces: the log it names has the sha256 it records, and audits to the same %d RESULT figures\n", path, len(f.Results))
	return nil
}
