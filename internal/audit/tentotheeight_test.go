package audit

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"

	"coordinated-omission/internal/testenv"
	"coordinated-omission/machine"
)

// TestAuditTenToTheEight (FULL=1, Linux, where the machine has the memory
// free): a JTL of 10^8 requests (testenv.NewJTL: 9.4 GB, written to a
// temporary folder and removed after) is audited as the command audits
// it (ReadyProcess), and its process's resident peak (VmHWM, reset
// before) is within what Capacity allows a request, residentBytesPerRequest:
// the premise on which a machine's free memory is let hold that many.
// Measured here: 6.0 GB, 60 bytes a request.
func TestAuditTenToTheEight(t *testing.T) {
	const n = 100_000_000
	free := machine.FreeMemoryBytes(os.Getenv)
	switch {
	case !testenv.Full():
		t.Skip("FULL=1 audits a JTL of 10^8 requests")
	case runtime.GOOS != "linux":
		t.Skip("the resident peak is read from /proc")
	case Capacity(free) < n:
		t.Skipf("%d MB free holds %d requests, fewer than 10^8", free>>20, Capacity(free))
	}
	path := filepath.Join(t.TempDir(), "big.jtl")
	if _, err := testenv.WriteJTL(path, n); err != nil {
		t.Fatal(err)
	}
	was := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(was)
	debug.FreeOSMemory()
	if err := os.WriteFile("/proc/self/clear_refs", []byte("5"), 0); err != nil {
		t.Skipf("the resident peak cannot be reset: %v", err)
	}
	out, err := RunFile(path, nil, Flags{File: path}, Given{MaxRequests: ReadyProcess(free)})
	if err != nil {
		t.Fatal(err)
	}
	peakBytes := residentPeakBytes(t)
	if out.Result == nil || out.Result.Requests != n {
		t.Fatalf("not audited whole: %+v", out.Result)
	}
	if peakBytes > n*residentBytesPerRequest {
		t.Errorf("a resident peak of %d MiB, %d bytes a request: more than the %d Capacity allows", peakBytes>>20, peakBytes/n, residentBytesPerRequest)
	}
	t.Logf("10^8 requests audited at a resident peak of %d MiB, %d bytes a request", peakBytes>>20, peakBytes/n)
}

// residentPeakBytes is the process's resident peak since it was last
// reset: /proc/self/status's VmHWM.
func residentPeakBytes(t *testing.T) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	i := bytes.Index(b, []byte("VmHWM:"))
	var kB int64
	if i < 0 {
		t.Fatal("no VmHWM in /proc/self/status")
	}
	if _, err := fmt.Sscanf(string(b[i+len("VmHWM:"):]), "%d", &kB); err != nil {
		t.Fatal(err)
	}
	return kB << 10
}
