package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// An output is one file the run replaces, with its new content.
type output struct {
	path string
	data []byte
}

// writeAll replaces each output atomically, in order: a temporary file in
// the same folder, synced, then renamed over the old one. A process killed at
// any instant leaves each file either old or new, never partial.
func writeAll(outputs []output) error {
	for _, o := range outputs {
		if err := writeAtomic(o.path, o.data); err != nil {
			return err
		}
	}
	return nil
}

func writeAtomic(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	mode := fs.FileMode(0o644)
	if fi, err := os.Stat(path); err == nil {
		mode = fi.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
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
	if err := os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	return nil
}
