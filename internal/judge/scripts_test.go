package judge

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"coordinated-omission/contrib"
	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// TestSlowerEntries: Locust's and Artillery's entries run on a plan ten
// times slower than the panel's, their scripts filled from it (10 users
// at 50 a second each; Artillery's 500 arrivals a second, or 50 of ten
// requests), their hooks' logs in the run's folder, and the hooks
// written as contrib/ holds them, no placeholder in them.
func TestSlowerEntries(t *testing.T) {
	sc := sim.Random{Scenario: sim.Default()}
	sc.Duration = 5 * time.Second
	for _, tc := range []struct {
		e     Entry
		file  string
		wants []string
	}{
		{locustEntry, "locustfile.py", []string{"constant_throughput(50)", `os.environ["CO_LOG"] = "/d/locust-requests.csv"`, "import co_log", "FastHttpUser"}},
		{artilleryEntry, "artillery.yml", []string{"duration: 5\n", "arrivalRate: 500\n", "beforeRequest: coStart", "afterResponse: coLog", `processor: "./co_env.js"`}},
		{artilleryLoop, "artillery.yml", []string{"arrivalRate: 50\n", "count: 10\n", "loop:"}},
	} {
		esc := planFor(tc.e, sc)
		if esc.Interval != 2*time.Millisecond || esc.Stall != sc.Stall || esc.Duration != sc.Duration {
			t.Errorf("%s: plan %v, stall %v, duration %v", tc.e.Run, esc.Interval, esc.Stall, esc.Duration)
		}
		got := fill([]string{tc.e.Files[tc.file]}, esc.Scenario, "/d")[0]
		for _, want := range tc.wants {
			if !strings.Contains(got, want) {
				t.Errorf("%s's %s has no %q:\n%s", tc.e.Run, tc.file, want, got)
			}
		}
		for name, text := range tc.e.Files {
			filled := fill([]string{text}, esc.Scenario, "/d")[0]
			if strings.Contains(filled, "{rate") || strings.Contains(filled, "{dir}") || strings.Contains(filled, "{secs}") || strings.Contains(filled, "{count}") {
				t.Errorf("%s's %s keeps a placeholder:\n%s", tc.e.Run, name, filled)
			}
		}
		if j := ownPlan(results.Judged{}, tc.e, esc); j.PlanIntervalNs != int64(2*time.Millisecond) {
			t.Errorf("%s's row: plan %d ns", tc.e.Run, j.PlanIntervalNs)
		}
	}
	for _, hook := range []struct{ name, text string }{{"co_log.py", contrib.LocustHook}, {"co_log.js", contrib.ArtilleryHook}} {
		if filled := fill([]string{hook.text}, sc.Scenario, "/d")[0]; filled != hook.text || !strings.Contains(hook.text, "CO_LOG") {
			t.Errorf("contrib's %s changes as a panel file, or is not the hook", hook.name)
		}
	}
	if got := fill([]string{artilleryEntry.Files["co_env.js"]}, sc.Scenario, "/d")[0]; !strings.HasPrefix(got, "process.env.CO_LOG = '/d/artillery-requests.csv';") {
		t.Errorf("co_env.js: %s", got)
	}
	// the panel's own plan for every other entry
	if esc := planFor(heyCSV, sc); esc.Interval != sc.Interval {
		t.Errorf("hey's plan: %v", esc.Interval)
	}
	if j := ownPlan(results.Judged{}, heyCSV, sc); j.PlanIntervalNs != 0 {
		t.Errorf("hey's row: plan %d ns", j.PlanIntervalNs)
	}
	if j := ownPlan(results.Judged{Missing: "how"}, locustEntry, planFor(locustEntry, sc)); j.PlanIntervalNs != 0 {
		t.Errorf("a missing tool's row: plan %d ns", j.PlanIntervalNs)
	}
	// a plan one time slower is the panel's: the row has none of its own
	once := heyCSV
	once.Slower = 1
	if j := ownPlan(results.Judged{}, once, planFor(once, sc)); j.PlanIntervalNs != 0 {
		t.Errorf("a plan of Slower 1: its row has a plan of %d ns", j.PlanIntervalNs)
	}
	for _, run := range []string{"locust", "artillery", "artillery-loop", "locust-w4", "artillery-w4"} {
		found := false
		for _, e := range Panel {
			found = found || e.Run == run && e.Slower == 10
		}
		if !found {
			t.Errorf("no panel entry %s ten times slower", run)
		}
	}
}

// TestEntryFilesAndAudit: every file of an entry is written, filled;
// an entry's log is audited from its folder, a missing one says so, and
// only a run against more than one worker is held to the many workers'
// truth.
func TestEntryFilesAndAudit(t *testing.T) {
	sc := sim.Random{Scenario: sim.Default()}
	sc.Duration = time.Second
	dir := t.TempDir()
	if err := writeFiles(artilleryEntry, planFor(artilleryEntry, sc).Scenario, dir, "http://127.0.0.1:9/", "127.0.0.1:9"); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"artillery.yml": "arrivalRate: 500\n", "co_log.js": "coLog", "co_env.js": dir + "/artillery-requests.csv"} {
		if b, err := os.ReadFile(filepath.Join(dir, name)); err != nil || !strings.Contains(string(b), want) {
			t.Errorf("%s: %v, or no %q in it", name, err, want)
		}
	}
	if err := writeFiles(Entry{Files: map[string]string{"x": "y"}}, sc.Scenario, filepath.Join(dir, "none"), "", ""); err == nil {
		t.Error("a file in a folder that is not there written")
	}
	if a := auditEntry(Entry{AuditLog: "{dir}/missing.csv", Workers: 4}, sc, nil, dir); a == nil || !strings.HasPrefix(a.Line, "it wrote no log to audit: ") || a.Workers != 4 || a.Truth == nil {
		t.Errorf("a missing log: %+v", a)
	}
	log, err := os.ReadFile("../../testdata/audit/hey.csv")
	if err != nil {
		t.Fatal(err)
	}
	for workers, many := range map[int]bool{0: false, 1: false, 2: true} {
		a := auditEntry(Entry{AuditLog: AuditOutput, Workers: workers}, sc, log, dir)
		if a == nil || (a.Truth != nil) != many || (a.Workers != 0) != many || strings.HasPrefix(a.Line, "its log could not") {
			t.Errorf("%d workers: %+v", workers, a)
		}
	}
}
