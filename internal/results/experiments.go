package results

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"coordinated-omission/internal/rawfile"
)

// The ways a file's fixed experiments (the theory cases, the think sweep
// and the grid) came to be in it.
const (
	Computed = "computed" // this run computed them
	Reused   = "reused"   // copied from the last file of the same binary
)

// Experiments says where a file's fixed experiments came from. They are a
// pure function of the code, its constants and its seeds, so they are
// keyed by the sha256 of the binary that computed them, as go build keys
// its cache: a run of the same binary may copy them from the last file
// rather than compute them again.
type Experiments struct {
	Binary string // the sha256 of the binary that computed them, in hex; "" if the file has none
	How    string // Computed or Reused
	// Digest is the sha256 of their lines, in hex: a line edited by hand
	// no longer matches it, and is computed again, not carried forward.
	Digest string
}

// ScenarioCase is the theory checks' case of the command line's own
// random scenario: not a fixed experiment.
const ScenarioCase = "scenario"

// FixedTheory returns the theory checks of the fixed experiments: every
// one but those of the command line's scenario.
func FixedTheory(checks []TheoryCheck) []TheoryCheck {
	var out []TheoryCheck
	for _, c := range checks {
		if c.Case != ScenarioCase {
			out = append(out, c)
		}
	}
	return out
}

// ExperimentsDigest is the sha256, in hex, of the fixed experiments'
// lines among sweeps, as a file writes them: the theory checks but the
// command line's scenario's, the think sweep and the grid.
func ExperimentsDigest(sweeps []rawfile.Sweep) string {
	h := sha256.New()
	for _, s := range sweeps {
		if fixedLine(s) {
			h.Write([]byte(s.String() + "\n"))
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// fixedLine reports whether a sweep line is one of the fixed experiments'.
func fixedLine(s rawfile.Sweep) bool {
	switch s.Name {
	case ThinkSweep, GridSweep:
		return true
	case TheorySweep:
		c, _ := s.Fields.Get(theoryCaseKey)
		return c != ScenarioCase
	}
	return false
}

// SealExperiments sets f's experiments-sha256 line to the digest of its
// lines as they now are: for a test that edits a figure on purpose.
func SealExperiments(f *rawfile.File) {
	for i, kv := range f.Config {
		if kv.Key == "experiments-sha256" {
			f.Config[i].Value = ExperimentsDigest(f.Sweeps)
		}
	}
}

// hexSHA256 reports whether s is a sha256 in hex.
func hexSHA256(s string) bool {
	b, err := hex.DecodeString(s)
	return err == nil && len(b) == sha256.Size && s == strings.ToLower(s)
}

func (e *Experiments) words() []word {
	return []word{
		{"experiments-binary", func() string { return e.Binary }, func(rd *reader, k string) {
			if e.Binary, _ = rd.f.Config.Get(k); !hexSHA256(e.Binary) {
				rd.failf("configuration %s %q: want a sha256 in hex", k, e.Binary)
			}
		}},
		{"experiments-sha256", func() string { return e.Digest }, func(rd *reader, k string) {
			if e.Digest, _ = rd.f.Config.Get(k); !hexSHA256(e.Digest) {
				rd.failf("configuration %s %q: want a sha256 in hex", k, e.Digest)
			}
		}},
		{"experiments", func() string { return e.How }, func(rd *reader, k string) {
			if e.How, _ = rd.f.Config.Get(k); e.How != Computed && e.How != Reused {
				rd.failf("configuration %s %q: want %s or %s", k, e.How, Computed, Reused)
			}
		}},
	}
}

// fields are e's configuration lines: none if the file has no experiments.
func (e Experiments) fields() rawfile.Fields {
	if e.Binary == "" {
		return nil
	}
	return encodeWords(identity, e.words())
}

// experiments reads the experiments' lines, if the file has them.
func (rd *reader) experiments() Experiments {
	var e Experiments
	if _, ok := rd.f.Config.Get(e.words()[0].key); ok {
		decodeWords(rd, identity, e.words())
	}
	return e
}

// ReadExperiments reads a file's experiments' lines alone: for -verify,
// which computes the experiments again and then compares the whole file.
func ReadExperiments(f *rawfile.File) (Experiments, error) {
	rd := newReader(f)
	e := rd.experiments()
	return e, rd.err
}

// checkExperiments refuses a file whose experiments and their lines
// disagree: a grid with no experiments-binary line or the reverse, or
// lines that no longer hash to their digest.
func (s *Sim) checkExperiments(f *rawfile.File) error {
	e := s.Config.Experiments
	if has := len(s.Grid) > 0; has != (e.Binary != "") {
		return fmt.Errorf("the file holds %s, but %s experiments-binary line: each needs the other", fixedExperiments(has), lineOrNone(!has))
	}
	if e.Binary == "" {
		return nil
	}
	if got := ExperimentsDigest(f.Sweeps); got != e.Digest {
		return fmt.Errorf("configuration experiments-sha256 %s: the experiments' lines hash to %s; a line was edited (FRESH=1 ./run.sh computes them again)", e.Digest, got)
	}
	return nil
}

// fixedExperiments names what a file holds of the fixed experiments.
func fixedExperiments(has bool) string {
	if has {
		return "the fixed experiments (the grid's points)"
	}
	return "none of the fixed experiments"
}

func lineOrNone(has bool) string {
	if has {
		return "an"
	}
	return "no"
}
