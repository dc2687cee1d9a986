package tape

import (
	"os"
	"testing"

	"coordinated-omission/internal/testenv"
)

// TestMain holds the tests' machine-wide lock shared (internal/testenv).
func TestMain(m *testing.M) { os.Exit(testenv.RunBusy(m)) }
