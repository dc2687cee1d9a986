package listing

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"

	"coordinated-omission/internal/files"
)

// ReadFile reads the disassembly at path, of at most most bytes, checks
// that it was made from the running executable, and returns its lines
// without trailing blanks.
func ReadFile(path string, most int64) ([]string, error) {
	text, err := files.ReadBounded(path, most)
	if err != nil {
		return nil, fmt.Errorf("-asm %w", err)
	}
	lines := strings.Split(strings.TrimRight(string(text), "\n"), "\n")
	var wantSum string
	if _, err := fmt.Sscanf(lines[0], "# sha256 %s", &wantSum); err != nil {
		return nil, fmt.Errorf("-asm %s:1: want a first line \"# sha256 <hex>\" naming the binary it was made from", path)
	}
	got, err := SelfSHA256()
	if err != nil {
		return nil, fmt.Errorf("-asm %s: %w", path, err)
	}
	if got != wantSum {
		return nil, fmt.Errorf("-asm %s: disassembled from another binary (sha256 %.12s…), not this one (%.12s…)", path, wantSum, got)
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimRight(l, " \t")
	}
	return out, nil
}

// SelfSHA256 returns the sha256 of the running executable, in hex. The
// executable does not change while it runs, so it is hashed once a process.
var SelfSHA256 = sync.OnceValues(selfSHA256)

func selfSHA256() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("cannot find this executable: %w", err)
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
