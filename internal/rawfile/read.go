package rawfile

import (
	"coordinated-omission/internal/files"
	"fmt"
	"io"
	"os"
)

// ReadFile parses the raw file at path. It refuses a folder, a device, a
// pipe or any other file that is not a regular one (so /dev/zero, and a
// FIFO that would block), and reads no more than MaxSize bytes and one byte
// more, so that a huge file is refused quickly in bounded memory.
func ReadFile(path string) (*File, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, files.UnwrapPath(err))
	}
	switch {
	case fi.IsDir():
		return nil, &SyntaxError{File: path, Msg: "is a folder, not a raw file"}
	case !fi.Mode().IsRegular():
		return nil, &SyntaxError{File: path, Msg: "is " + files.Kind(fi.Mode()) + ", not a raw file"}
	case fi.Size() > MaxSize:
		return nil, &SyntaxError{File: path, Msg: fmt.Sprintf("%d bytes, larger than %d; a raw file is far smaller", fi.Size(), MaxSize)}
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, files.UnwrapPath(err))
	}
	defer f.Close()
	return Parse(path, io.LimitReader(f, MaxSize+1))
}
