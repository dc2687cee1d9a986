package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"coordinated-omission/internal/render"
)

// writeAll creates the results folder if need be and replaces each output
// atomically, in order: a temporary file in the same folder, synced, then
// renamed over the old one. A process killed at any instant leaves each
// file either old or new, never partial.
func writeAll(results string, outputs []render.Output) error {
	if err := os.MkdirAll(results, 0o755); err != nil {
		return fmt.Errorf("-results %s: %w", results, unwrapPath(err))
	}
	for _, o := range outputs {
		if err := writeAtomic(o.Path, o.Data); err != nil {
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
	return os.Rename(tmp.Name(), path)
}
