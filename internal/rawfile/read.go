package rawfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ReadFile parses the raw file at path. It refuses a folder or other
// non-regular file, and reads no more than MaxSize bytes and one byte more,
// so that /dev/zero or a huge file is refused quickly in bounded memory.
func ReadFile(path string) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, unwrapPath(err))
	}
	if fi.IsDir() {
		return nil, &SyntaxError{File: path, Msg: "is a folder, not a raw file"}
	}
	if fi.Mode().IsRegular() && fi.Size() > MaxSize {
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
