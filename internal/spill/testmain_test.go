package spill

import (
	"os"
	"testing"
	"time"

	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// TestMain holds the tests' machine-wide lock shared (internal/testenv),
// and lets the test binary be the process TestSweep kills: with
// SPILL_HOLD set to a folder, it makes a spill there, says its folder
// and waits to be killed.
func TestMain(m *testing.M) {
	if parent := os.Getenv("SPILL_HOLD"); parent != "" {
		s, err := New(parent, BySend, Settings{RunLen: 1, Fan: 2, BufferBytes: 64})
		if err != nil {
			os.Stdout.WriteString("error " + err.Error() + "\n")
			os.Exit(1)
		}
		s.Add(reqlog.Request{SendNs: 1})
		os.Stdout.WriteString(s.Dir() + "\n")
		time.Sleep(time.Minute) // killed long before
		os.Exit(1)
	}
	os.Exit(testenv.RunBusy(m))
}
