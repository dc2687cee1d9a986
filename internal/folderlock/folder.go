package folderlock

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"coordinated-omission/internal/files"
)

// CheckFolder fails if path exists and is not a folder: the results folder
// of a run, which the run creates before it locks it.
func CheckFolder(path string) error {
	fi, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil // created when the results are written
	case err != nil:
		return fmt.Errorf("-results %s: %w", path, files.UnwrapPath(err))
	case !fi.IsDir():
		return fmt.Errorf("-results %s: not a folder", path)
	}
	return nil
}
