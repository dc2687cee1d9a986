package audit

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// RunFile audits the log at path, or standard input for "-", as Run
// does, and checks that the file it lays out reads back. Its errors name
// the path. Each watch, if given, reads the log on the way (a progress
// line), told its size in bytes: 0 where it is not a regular file.
func RunFile(path string, stdin io.Reader, f Flags, g Given, watch ...func(r io.Reader, sizeBytes int64) io.Reader) (*Outcome, error) {
	in, sizeBytes := stdin, int64(0)
	if path != "-" {
		file, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		defer file.Close()
		in = file
		if info, err := file.Stat(); err == nil && info.Mode().IsRegular() {
			sizeBytes = info.Size()
		}
	}
	for _, w := range watch {
		in = w(in, sizeBytes)
	}
	g.SizeBytes = sizeBytes
	out, err := Run(in, path, f, g)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if err := readsBack(out.Name, out.Raw); err != nil {
		return nil, fmt.Errorf("the audit file this run would write does not read back: %w", err)
	}
	return out, nil
}

// readsBack says why the raw file raw, named name, does not read back as
// an audit's record, or nil if it does.
func readsBack(name string, raw []byte) error {
	back, err := rawfile.Parse(name, bytes.NewReader(raw))
	if err != nil {
		return err
	}
	_, err = results.DecodeAudit(back)
	return err
}

// A File is one file an audit writes: its path and its content.
type File struct {
	Path string
	Data []byte
}

// Files are the audit's raw file and picture, in folder dir.
func (o *Outcome) Files(dir string) []File {
	return []File{{filepath.Join(dir, results.AuditPrefix+o.Name+".txt"), o.Raw}, {filepath.Join(dir, results.AuditPrefix+o.Name+".svg"), o.Picture}}
}

// FailAbove is -audit-fail-above's error where a run's lower bound's
// p99 is more than factor times its recorded p99; nil where none is, or
// factor is 0.
func (o *Outcome) FailAbove(factor float64) error {
	if r := o.Coarse; r != nil && factor > 0 && r.Bound.Stated() {
		if h := float64(r.Bound.Figures[2]) / float64(max(1, r.Recorded.Figures[2], r.ResolutionNs)); h > factor {
			return fmt.Errorf("-audit-fail-above %v: the lower bound's p99 is %s× the recorded p99", factor, Sig3(h))
		}
	}
	for _, ro := range o.Runs {
		if ro.Result == nil || factor <= 0 {
			continue
		}
		if h := ro.Result.Hidden(ro.Result.Bound.Figures, P99); h > factor {
			which := ""
			if o.Count > 1 {
				which = fmt.Sprintf(" of run %d", ro.Index)
			}
			return fmt.Errorf("-audit-fail-above %v: the lower bound's p99%s is %s× the recorded p99", factor, which, Sig3(h))
		}
	}
	return nil
}

// pictured is the run the picture draws: the audited one with the most
// requests, nil if none was audited.
func (o *Outcome) pictured() *RunOutcome {
	var best *RunOutcome
	for i := range o.Runs {
		if r := &o.Runs[i]; r.Result != nil && (best == nil || len(r.Requests) > len(best.Requests)) {
			best = r
		}
	}
	return best
}

// quoteSome quotes the first n of names, and says how many more.
func quoteSome(names []string, n int) string {
	var q []string
	for _, s := range names[:min(n, len(names))] {
		q = append(q, strconv.Quote(s))
	}
	if len(names) > n {
		q = append(q, fmt.Sprintf("and %d more", len(names)-n))
	}
	return strings.Join(q, ", ")
}
