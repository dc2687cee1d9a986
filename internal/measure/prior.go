package measure

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"coordinated-omission/internal/files"
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
	"coordinated-omission/internal/variance"
)

// Prior returns the fixed experiments of the raw file at path if the
// binary whose sha256 is binary computed them, or else why they cannot be
// reused. A file that cannot be read or decoded, or whose experiments'
// lines no longer hash to their digest, is not reused.
func Prior(path, binary string) (*variance.Result, string) {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
		return nil, "no " + path + " yet"
	}
	f, err := rawfile.ReadFile(path)
	if err != nil {
		return nil, err.Error()
	}
	s, err := results.Decode(f)
	if err != nil {
		return nil, path + ": " + err.Error()
	}
	switch e := s.Config.Experiments; {
	case e.Binary == "":
		return nil, path + " holds none"
	case e.Binary != binary:
		return nil, fmt.Sprintf("%s holds those of another binary, sha256 %.12s", path, e.Binary)
	}
	return variance.Fixed(s), ""
}

// A Want is what a run asks of the fixed experiments.
type Want struct {
	Path          string // the raw file the run will replace, whose experiments it may reuse
	Binary        string // the running binary's sha256
	Fresh         bool   // compute them even if they could be reused
	ScenarioGiven bool   // a scenario flag was given
	// CacheDir is the user's cache folder, "" for none: a raw file of the
	// same binary's experiments kept there serves a run in any folder, as
	// go build's cache serves any package.
	CacheDir string
}

// CachePath is where a binary's experiments are kept in the cache folder:
// one raw file a binary.
func (w Want) CachePath() string {
	if w.CacheDir == "" || len(w.Binary) < 16 {
		return ""
	}
	return filepath.Join(w.CacheDir, "coordinated-omission", "experiments-"+w.Binary[:16]+".txt")
}

// Choose says how a full run gets the fixed experiments, and a line that
// says so. It reuses the raw file's if this very binary computed them,
// unless w.Fresh; else it computes them, unless a scenario flag was
// given: the experiments do not depend on the scenario, and a scenario on
// the command line does not pay for what it did not ask for.
func Choose(w Want) (Fixed, string) {
	fixed := Fixed{Include: true, Binary: w.Binary}
	if w.Fresh {
		return fixed, "computing the fixed experiments (-fresh)"
	}
	from := w.Path
	prior, why := Prior(w.Path, w.Binary)
	if cache := w.CachePath(); prior == nil && cache != "" {
		if prior, _ = Prior(cache, w.Binary); prior != nil {
			from = cache
		}
	}
	switch {
	case prior != nil:
		fixed.Prior = prior
		return fixed, fmt.Sprintf("the fixed experiments are reused from %s, which this binary (sha256 %.12s) wrote; FRESH=1 computes them again", from, w.Binary)
	case w.ScenarioGiven:
		return Fixed{}, fmt.Sprintf("the fixed experiments are left out (%s): a scenario flag was given; run once without one, or with -fresh, to include them", why)
	}
	return fixed, fmt.Sprintf("computing the fixed experiments (%s)", why)
}

// Keep puts a raw file whose experiments this run computed into the cache
// folder, atomically, for later runs of the same binary in any folder. A
// file whose experiments were reused, or a run with no cache folder,
// keeps nothing.
func Keep(w Want, f *rawfile.File, raw []byte) error {
	e, err := results.ReadExperiments(f)
	path := w.CachePath()
	if err != nil || path == "" || e.How != results.Computed || e.Binary != w.Binary {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return files.WriteAtomic(path, raw)
}
