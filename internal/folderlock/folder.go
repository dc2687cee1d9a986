package folderlock

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

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

// Take creates the folder dir if need be (flag names it in errors), takes
// its lock, waiting as Lock does, and removes the temporary files that a
// killed run left beside outputs, saying so on stderr.
func Take(dir, flag string, outputs []string, stderr io.Writer) (unlock func(), err error) {
	if err := CheckFolder(dir); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("%s %s: %w", flag, dir, files.UnwrapPath(err))
	}
	unlock, err = Lock(dir, Wait)
	if err != nil {
		return nil, err
	}
	removed, err := files.RemoveStaleTemps(outputs)
	if err != nil {
		unlock()
		return nil, err
	}
	if len(removed) > 0 {
		fmt.Fprintf(stderr, "report: removed %d temporary files that a killed run left: %s\n", len(removed), strings.Join(removed, ", "))
	}
	return unlock, nil
}
