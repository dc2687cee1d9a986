package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"coordinated-omission/internal/render"
)

// writeAll replaces each output atomically, in order: a temporary file in
// the same folder, synced, then renamed over the old one. A process killed
// at any instant leaves each file either old or new, never partial. The
// caller orders the outputs raw file first, then the files drawn from it,
// then the README, so that no README is ever newer than its raw file.
func writeAll(outputs []render.Output) error {
	for _, o := range outputs {
		if err := writeAtomic(o.Path, o.Data); err != nil {
			return err
		}
	}
	return nil
}

// tempPattern is the name writeAtomic gives the temporary file of path.
func tempPattern(path string) string { return "." + filepath.Base(path) + ".tmp*" }

func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, tempPattern(path))
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Chmod(mode); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return os.Rename(tmp.Name(), path)
}

// removeStaleTemps removes the temporary files that a killed run left
// beside the outputs. It runs under the results folder's lock, so no other
// run is writing them. It returns the paths it removed.
func removeStaleTemps(outputs []string) ([]string, error) {
	var removed []string
	for _, path := range outputs {
		matches, err := filepath.Glob(filepath.Join(filepath.Dir(path), tempPattern(path)))
		if err != nil {
			return removed, err
		}
		for _, m := range matches {
			if !strings.HasPrefix(filepath.Base(m), "."+filepath.Base(path)+".tmp") {
				continue
			}
			if err := os.Remove(m); err != nil && !os.IsNotExist(err) {
				return removed, fmt.Errorf("%s: removing a killed run's temporary file: %w", m, unwrapPath(err))
			}
			removed = append(removed, m)
		}
	}
	return removed, nil
}
