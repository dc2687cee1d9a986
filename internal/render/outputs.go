package render

import (
	"errors"
	"io/fs"
	"os"
	"strings"

	"coordinated-omission/internal/files"
)

// WriteAll replaces each output atomically, in order: a temporary file in
// the same folder, synced, then renamed over the old one. A process killed
// at any instant leaves each file either old or new, never partial. The
// caller orders the outputs raw file first, then the files drawn from it,
// then the README, so that no README is ever newer than its raw file. An
// Absent output's file is removed.
func WriteAll(outputs []Output) error {
	for _, o := range outputs {
		if o.Absent {
			if err := os.Remove(o.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
			continue
		}
		if err := files.WriteAtomic(o.Path, o.Data); err != nil {
			return err
		}
	}
	return nil
}

// Changed says which outputs differ from the files they replace, and
// which files an Absent output removes. It reads each old file up to
// maxInput bytes.
func Changed(outputs []Output, maxInput int64) string {
	var changed, same, removed []string
	for _, o := range outputs {
		old, err := files.ReadBounded(o.Path, maxInput)
		switch {
		case o.Absent && err != nil: // nothing to write, nor to remove
		case o.Absent:
			removed = append(removed, o.Path)
		case err == nil && string(old) == string(o.Data):
			same = append(same, o.Path)
		default:
			changed = append(changed, o.Path)
		}
	}
	var parts []string
	for _, p := range []struct {
		what  string
		paths []string
	}{{"wrote", changed}, {"removed", removed}, {"unchanged", same}} {
		if len(p.paths) > 0 {
			parts = append(parts, p.what+": "+strings.Join(p.paths, ", "))
		}
	}
	return strings.Join(parts, "; ")
}

// Paths are the paths of the outputs that are written, not removed.
func Paths(outputs []Output) []string {
	var p []string
	for _, o := range outputs {
		if !o.Absent {
			p = append(p, o.Path)
		}
	}
	return p
}
