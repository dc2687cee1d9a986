package render

import (
	"slices"
	"testing"

	"coordinated-omission/internal/results"
)

// TestFieldAuditTableUnstated: a recording whose figures the audit did
// not state is a row that says so, not a row of zeros or of none.
func TestFieldAuditTableUnstated(t *testing.T) {
	row := []int64{1e6, 2e6, 3e6, 4e6}
	a := &results.Audit{Source: "x.jtl", Runs: []results.AuditRun{{Index: 1, Figures: [][]int64{row, row, nil, row, nil},
		Unstated: []string{"", "", "a saturation test", "", "a saturation test"}}}}
	tab, err := fieldAuditTable(&Doc{FieldAudit: &FieldAudit{a: a}})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"recorded", "1", "2", "3", "4"}, {"bound", "1", "2", "3", "4"}, {"replay-server", "not stated", "not stated", "not stated", "not stated"},
		{"replay-requests", "1", "2", "3", "4"}, {"corrected", "not stated", "not stated", "not stated", "not stated"}}
	if len(tab.rows) != len(want) {
		t.Fatalf("%d rows, want %d: %v", len(tab.rows), len(want), tab.rows)
	}
	for i := range want {
		if tab.rows[i][0] != want[i][0] || len(tab.rows[i]) != 5 || (want[i][1] == "not stated") != slices.Contains(tab.rows[i], "not stated") {
			t.Errorf("row %d: %v, want %v", i, tab.rows[i], want[i])
		}
	}
}
