package results

import (
	"strings"
	"testing"
)

// TestRunName keeps names to what a file name and a key take.
func TestRunName(t *testing.T) {
	for in, want := range map[string]string{"wrk": "wrk", "My Tool.sh": "my-tool-sh", "": "tool", "-x": "tool-x", strings.Repeat("a", 50): strings.Repeat("a", 40),
		"az09-AZ": "az09-az", "`{/:@[": "tool------", "z" + strings.Repeat("9", 39): "z" + strings.Repeat("9", 39)} {
		if got := RunName(in); got != want {
			t.Errorf("RunName(%q) = %q, want %q", in, got, want)
		}
	}
}
