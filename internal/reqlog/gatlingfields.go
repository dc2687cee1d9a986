package reqlog

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// gatlingVersion is how a Gatling version reads: "3.13.1", "3.14.0-M1".
var gatlingVersion = regexp.MustCompile(`^[0-9]+\.[0-9]+(\.[0-9]+)?([-.+][0-9A-Za-z.-]+)?$`)

// isGatlingBinary says whether head starts a binary simulation.log: a RUN
// record's header, then a Latin-1 string that reads as a version.
func isGatlingBinary(head []byte) bool {
	if len(head) < 5 || head[0] != gatlingRun {
		return false
	}
	n := binary.BigEndian.Uint32(head[1:5])
	return n >= 1 && n <= 64 && len(head) >= 6+int(n) && head[5+n] == 0 && gatlingVersion.Match(head[5:5+n])
}

// A binReader reads a binary simulation.log's fields, counting bytes.
type binReader struct {
	br         *bufio.Reader
	off        int64
	cache      map[int32]string
	cacheBytes int
	buf        [8]byte
}

// Bounds on what one record may hold: a longer string, more groups or
// scenarios, or a bigger string table, is not a log Gatling writes, and
// reading it would take memory without end.
const (
	maxGatlingGroups    = 1000
	maxGatlingScenarios = 100_000
	maxGatlingCache     = 64 << 20 // bytes of cached strings kept
)

// pastCache names a string that came after the string table's bound.
const pastCache = "(a name past the log's first 64 MiB of strings)"

func (r *binReader) full(n int) ([]byte, error) {
	b := r.buf[:n]
	if _, err := io.ReadFull(r.br, b); err != nil {
		return nil, err
	}
	r.off += int64(n)
	return b, nil
}

func (r *binReader) int32() (int32, error) {
	b, err := r.full(4)
	if err != nil {
		return 0, err
	}
	return int32(binary.BigEndian.Uint32(b)), nil
}

func (r *binReader) int64() (int64, error) {
	b, err := r.full(8)
	if err != nil {
		return 0, err
	}
	return int64(binary.BigEndian.Uint64(b)), nil
}

func (r *binReader) bool(what string) (bool, error) {
	b, err := r.full(1)
	if err != nil {
		return false, err
	}
	if b[0] > 1 {
		return false, fmt.Errorf("%s is byte %d, want 0 or 1", what, b[0])
	}
	return b[0] == 1, nil
}

// count reads an int32 count of at most most things.
func (r *binReader) count(what string, most int) (int, error) {
	n, err := r.int32()
	if err != nil {
		return 0, err
	}
	if n < 0 || int(n) > most {
		return 0, fmt.Errorf("%d %s, want 0 to %d", n, what, most)
	}
	return int(n), nil
}

// string reads a string: its length, its bytes and Java's coder.
func (r *binReader) string() (string, error) {
	n, err := r.int32()
	if err != nil || n == 0 {
		return "", err
	}
	if uint32(n) > MaxLineBytes { // a negative length too
		return "", fmt.Errorf("a string of %d bytes, want 0 to %d", n, MaxLineBytes)
	}
	b := make([]byte, n+1)
	if _, err := io.ReadFull(r.br, b); err != nil {
		return "", err
	}
	r.off += int64(n) + 1
	switch coder := b[n]; {
	case coder == 0: // Latin-1: a byte a char, ASCII as it is
		if !slices.ContainsFunc(b[:n], func(c byte) bool { return c >= utf8.RuneSelf }) {
			return string(b[:n]), nil
		}
		var s strings.Builder
		for _, c := range b[:n] {
			s.WriteRune(rune(c))
		}
		return s.String(), nil
	case coder == 1 && n%2 == 0: // UTF-16, little-endian
		u := make([]uint16, n/2)
		for i := range u {
			u[i] = binary.LittleEndian.Uint16(b[2*i:])
		}
		return string(utf16.Decode(u)), nil
	default:
		return "", fmt.Errorf("a string of %d bytes with coder %d: want 0 (Latin-1) or 1 (UTF-16, an even length)", n, coder)
	}
}

// cached reads a cached string: a new one (a positive index) kept, or
// one kept before (its index negated). Gatling's reader replaces line
// ends and tabs with spaces; so does this one, as the text log did.
func (r *binReader) cached() (string, error) {
	i, err := r.int32()
	if err != nil {
		return "", err
	}
	if i < 0 {
		s, ok := r.cache[-i]
		if !ok {
			return "", fmt.Errorf("a repeat of string %d, which the log never wrote", -i)
		}
		return s, nil
	}
	s, err := r.string()
	if err != nil {
		return "", err
	}
	s = strings.Map(func(c rune) rune {
		if c == '\n' || c == '\r' || c == '\t' {
			return ' '
		}
		return c
	}, s)
	if _, ok := r.cache[i]; !ok {
		if r.cacheBytes += len(s) + 16; r.cacheBytes > maxGatlingCache {
			s = pastCache
		}
	}
	r.cache[i] = s
	return s, nil
}
