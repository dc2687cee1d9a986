package main

import (
	"errors"
	"io/fs"
	"os"

	"coordinated-omission/internal/files"
	"coordinated-omission/internal/render"
)

// writeAll replaces each output atomically, in order: a temporary file in
// the same folder, synced, then renamed over the old one. A process killed
// at any instant leaves each file either old or new, never partial. The
// caller orders the outputs raw file first, then the files drawn from it,
// then the README, so that no README is ever newer than its raw file. An
// Absent output's file is removed.
func writeAll(outputs []render.Output) error {
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
