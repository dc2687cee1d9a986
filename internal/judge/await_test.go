package judge

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestAwaitFile: Serve waits for a tool's figures handed over after the
// phase: for a file that arrives late, until it keeps its size; not past
// its bound, nor past a cancelled context; and says so only if it waits
// for one that is not there.
func TestAwaitFile(t *testing.T) {
	settle := FileSettle
	FileSettle = 100 * time.Millisecond
	defer func() { FileSettle = settle }()
	dir := t.TempDir()
	present := filepath.Join(dir, "present")
	if err := os.WriteFile(present, []byte("1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	awaitFile(context.Background(), present, time.Minute, &out)
	if out.Len() != 0 {
		t.Errorf("a file that was there: %q", out.String())
	}
	late := filepath.Join(dir, "late")
	go func() {
		time.Sleep(200 * time.Millisecond)
		_ = os.WriteFile(late, []byte("1\n"), 0o644)
		time.Sleep(50 * time.Millisecond)
		_ = os.WriteFile(late, []byte("1\n2\n"), 0o644) // still arriving
	}()
	awaitFile(context.Background(), late, time.Minute, &out)
	if b, _ := os.ReadFile(late); string(b) != "1\n2\n" || !strings.Contains(out.String(), "waiting up to 1m0s for "+late) {
		t.Errorf("a late file: read after %q; said %q", b, out.String())
	}
	begin := time.Now()
	awaitFile(context.Background(), filepath.Join(dir, "never"), 300*time.Millisecond, &bytes.Buffer{})
	if waited := time.Since(begin); waited < 300*time.Millisecond || waited > 30*time.Second {
		t.Errorf("a file that never came: waited %v, want its bound of 300ms", waited)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	begin = time.Now()
	awaitFile(ctx, filepath.Join(dir, "never"), time.Hour, &bytes.Buffer{})
	if waited := time.Since(begin); waited > 30*time.Second {
		t.Errorf("cancelled: waited %v", waited)
	}
}
