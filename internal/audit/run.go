package audit

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// An Outcome is one audit, ready to print and write.
type Outcome struct {
	Name    string // the file name's part: audit-<name>.txt
	Log     *Log
	Result  *Result
	Record  *results.Audit
	Raw     []byte // the raw file's text
	Picture []byte // the SVG
}

// Given are the plan and the round trip as the command line gave them.
type Given struct {
	Interval, RTT           time.Duration
	IntervalGiven, RTTGiven bool
}

// MemoryLimit is the soft limit an audit's command sets on the heap
// (runtime/debug.SetMemoryLimit), so that the collector keeps 10^7
// requests within 1 GiB rather than let the heap grow to twice what is
// live.
const MemoryLimit = 768 << 20

// Run reads the log in r, whose path is source ("-" for standard input),
// audits it and lays out its raw file and picture. It writes nothing.
func Run(r io.Reader, source string, f Flags, g Given) (*Outcome, error) {
	h := sha256.New()
	tee := io.TeeReader(r, h)
	log, err := Read(tee, f.Format, f.Generic)
	if err != nil {
		return nil, err
	}
	if _, err := io.Copy(io.Discard, tee); err != nil { // the rest, for the sha256
		return nil, err
	}
	o := Options{ResolutionNs: log.ResolutionNs, Slots: f.Slots, RTTGiven: g.RTTGiven, RTTNs: int64(g.RTT)}
	if g.IntervalGiven {
		o.IntervalNs = int64(g.Interval)
	}
	res, err := Audit(log.Requests, o)
	if err != nil {
		return nil, err
	}
	out := &Outcome{Name: NameOf(source), Log: log, Result: res}
	out.Record = record(res, log, f, g, source, hex.EncodeToString(h.Sum(nil)))
	out.Raw = rawfile.Write(out.Record.Encode())
	if out.Picture, err = res.Picture(log.Requests, out.Name+" ("+log.Format+"), audited"); err != nil {
		return nil, err
	}
	return out, nil
}

// NameOf is an audit's name from its log's path: the base name without its
// extensions, as a run's name; "stdin" for standard input.
func NameOf(source string) string {
	if source == "-" {
		return "stdin"
	}
	base := filepath.Base(source)
	if i := strings.IndexByte(base, '.'); i > 0 {
		base = base[:i]
	}
	return results.RunName(base)
}

// record is res as the schema's record.
func record(res *Result, log *Log, f Flags, g Given, source, sum string) *results.Audit {
	a := &results.Audit{Source: source, SHA256: sum, Format: log.Format, Slots: f.Slots, RTTGiven: g.RTTGiven,
		Send: string(f.Generic.Send), Latency: string(f.Generic.Latency), Conn: string(f.Generic.Conn), Unit: f.Generic.LatencyUnit,
		Design: res.Sending.Design, Requests: res.Requests, PlanSlots: res.Plan.Slots, Skipped: res.Sending.Skipped, IntervalNs: res.Plan.IntervalNs,
		HiddenP99: results.HiddenOf(res.Bound.At(P99), res.Recorded.At(P99), res.ResolutionNs), ResolutionNs: res.ResolutionNs}
	if g.IntervalGiven {
		a.Interval = g.Interval
	}
	if g.RTTGiven {
		a.RTT = g.RTT
	}
	for _, row := range res.Rows() {
		a.Figures = append(a.Figures, slices.Clone(row.Figures[:]))
	}
	return a
}

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
	fl := Flags{Format: a.Format, Slots: a.Slots, Generic: Generic{Send: Column(a.Send), Latency: Column(a.Latency), Conn: Column(a.Conn), LatencyUnit: a.Unit}}
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

// Judged is the outcome as a judged run's audit: its line, its design,
// and its recorded, bound and server-pause replay figures.
func (o *Outcome) Judged(run string) *results.JudgedAudit {
	r := o.Result
	return &results.JudgedAudit{Line: r.Line(run, o.Log.Format), Design: r.Sending.Design,
		Recorded: slices.Clone(r.Recorded[:]), Bound: slices.Clone(r.Bound[:]), ReplayServer: slices.Clone(r.ReplayServer[:])}
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
