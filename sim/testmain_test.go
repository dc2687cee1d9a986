package sim

import (
	"os"
	"testing"

	"coordinated-omission/internal/testenv"
)

// TestMain holds the tests' machine-wide lock shared while this package's
// tests keep the processors busy, so that no wall-clock test runs beside
// them (see internal/testenv).
func TestMain(m *testing.M) { os.Exit(testenv.RunBusy(m)) }
