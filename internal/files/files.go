// Package files reads the report's input files within a bound and
// replaces its output files atomically, so that no input blocks or fills
// memory and no output is ever left half-written.
package files

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ReadBounded reads the file at path, refusing a folder or any other file
// that is not regular (a FIFO would block) or more than most bytes, in
// bounded memory.
func ReadBounded(path string, most int64) ([]byte, error) {
	fi, err := os.Stat(path)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%s: %w", path, UnwrapPath(err))
	case !fi.Mode().IsRegular():
		return nil, fmt.Errorf("%s: is %s", path, Kind(fi.Mode()))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, UnwrapPath(err))
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, most+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, UnwrapPath(err))
	}
	if int64(len(b)) > most {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, most)
	}
	return b, nil
}

// UnwrapPath drops the path from an *fs.PathError, which the message names already.
func UnwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Kind names a file mode that is not a regular file's, for an error.
func Kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m.IsDir():
		return "a folder"
	}
	return "not a regular file"
}

// UserCacheDir is the user's cache folder as getenv reports it:
// $XDG_CACHE_HOME, else $HOME/.cache; "" if neither is set.
func UserCacheDir(getenv func(string) string) string {
	if d := getenv("XDG_CACHE_HOME"); d != "" {
		return d
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".cache")
	}
	return ""
}
