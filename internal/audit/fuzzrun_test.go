package audit

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzRun: no input makes the whole audit panic or hang, whatever the
// format it is read as: an error, or an outcome that prints.
func FuzzRun(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "audit", "*"))
	for _, p := range paths {
		if b, err := os.ReadFile(p); err == nil && filepath.Ext(p) != ".origin" {
			f.Add(b[:min(len(b), 6000)], filepath.Base(p))
		}
	}
	f.Fuzz(func(t *testing.T, input []byte, name string) {
		done := make(chan struct{})
		go func() {
			defer close(done)
			out, err := Run(bytes.NewReader(input), name, Flags{}, Given{})
			if err == nil {
				var b bytes.Buffer
				out.Print(&b)
			}
		}()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("no answer in 20 s for %q (%s)", input, name)
		}
	})
}
