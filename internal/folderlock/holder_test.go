//go:build unix

package folderlock

import (
	"strings"
	"testing"
)

// TestHolderIn reads the holder of an inode's flock from a listing in the
// format of /proc/locks: the FLOCK line whose device:inode ends in the
// inode, with six fields at least, and 0 if there is none.
func TestHolderIn(t *testing.T) {
	listing := strings.Join([]string{
		"1: POSIX  ADVISORY  WRITE 111 08:01:42 0 EOF",  // not a flock
		"2: FLOCK  ADVISORY  WRITE 222 08:01:142 0 EOF", // another inode whose digits end alike
		"3: FLOCK  ADVISORY  WRITE 333 08:01:42",        // six fields: enough
		"4: FLOCK  ADVISORY  WRITE 444 08:01:42 0 EOF",
	}, "\n")
	for _, c := range []struct {
		ino  uint64
		want int
	}{{42, 333}, {142, 222}, {7, 0}} {
		if got := holderIn(strings.NewReader(listing), c.ino); got != c.want {
			t.Errorf("holderIn(inode %d) = %d, want %d", c.ino, got, c.want)
		}
	}
	if got := holderIn(strings.NewReader("5: FLOCK ADVISORY WRITE 555"), 42); got != 0 {
		t.Errorf("a short line: %d, want 0", got)
	}
	if holderText(0) != "" || holderText(1) != ": pid 1" {
		t.Errorf("holderText(0) = %q, holderText(1) = %q", holderText(0), holderText(1))
	}
}
