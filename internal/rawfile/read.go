package rawfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ReadFile parses the raw file at path. It refuses a folder, a device, a
// pipe or any other file that is not a regular one (so /dev/zero, and a
// FIFO that would block), and reads no more than MaxSize bytes and one byte
// more, so that a huge file is refused quickly in bounded memory.
func ReadFile(path string) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	switch {
	case fi.IsDir():
		return nil, &SyntaxError{File: path, Msg: "is a folder, not a raw file"}
	case !fi.Mode().IsRegular():
		return nil, &SyntaxError{File: path, Msg: "is " + Kind(fi.Mode()) + ", not a raw file"}
	case fi.Size() > MaxSize:
		return nil, &SyntaxError{File: path, Msg: fmt.Sprintf("%d bytes, larger than %d; a raw file is far smaller", fi.Size(), MaxSize)}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	return Parse(path, io.LimitReader(f, MaxSize+1))
}

// unwrapPath drops the path from an *fs.PathError, which the message names already.
func unwrapPath(err error) error {
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
