package audit

import (
	"os"
	"testing"

	"coordinated-omission/internal/testenv"
)

// TestMain holds the tests' machine-wide lock shared while this package's
// tests run, so that no wall-clock test runs beside them (see
// internal/testenv): every package but the live one's does.
func TestMain(m *testing.M) { os.Exit(testenv.RunBusy(m)) }
