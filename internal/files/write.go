package files

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// tempPattern is the name WriteAtomic gives the temporary file of path.
func tempPattern(path string) string { return "." + filepath.Base(path) + ".tmp*" }

// WriteAtomic replaces the file at path with data: a temporary file in the
// same folder, synced, then renamed over the old one, which keeps its mode.
// A process killed at any instant leaves the file either old or new.
func WriteAtomic(path string, data []byte) (err error) {
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

// RemoveStaleTemps removes the temporary files that a killed run left
// beside the outputs. The caller holds a lock that keeps any other run from
// writing them. It returns the paths it removed.
func RemoveStaleTemps(outputs []string) ([]string, error) {
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
				return removed, fmt.Errorf("%s: removing a killed run's temporary file: %w", m, UnwrapPath(err))
			}
			removed = append(removed, m)
		}
	}
	return removed, nil
}
