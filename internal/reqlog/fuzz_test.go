package reqlog

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// FuzzRead: no input makes a reader panic or hang, whatever its format;
// a log it reads holds requests of no negative latency, and as many
// labels as its requests name.
func FuzzRead(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("..", "..", "testdata", "audit", "*"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err == nil {
			f.Add(b[:min(len(b), 4096)])
		}
	}
	f.Add([]byte("timeStamp;elapsed;label\n0;5;x\n"))
	f.Add([]byte("<testResults><httpSample t=\"1\" ts=\"2\"><httpSample t=\"1\" ts=\"2\"/></httpSample>"))
	f.Add([]byte("REQUEST\t1\t\tx\t5\t4\tOK\n"))
	f.Fuzz(func(t *testing.T, input []byte) {
		type read struct {
			log *Log
			err error
		}
		done := make(chan read, 1)
		go func() {
			log, err := Read(bytes.NewReader(input), "", Generic{})
			done <- read{log, err}
		}()
		var got read
		select {
		case got = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("no answer in 5 s for %q", input)
		}
		log, err := got.log, got.err
		if err != nil {
			return
		}
		for _, r := range log.Requests {
			if r.LatencyNs < 0 || int(r.Label) >= max(1, len(log.Labels)) {
				t.Fatalf("request %+v of %d labels", r, len(log.Labels))
			}
		}
	})
}
