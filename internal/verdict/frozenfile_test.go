package verdict

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// TestFrozenRoundTrip: a run against a frozen nginx writes its server and
// its slack, and reads them back, with its truth, and the row of one not
// installed keeps its server; a run against a server of ours writes
// neither line (files from before have none); a slack that is not a count
// of ns up to an hour's is refused.
func TestFrozenRoundTrip(t *testing.T) {
	none := results.ServerView{RatePct: results.Fixed(0, 3), EarlyRatePct: results.Fixed(0, 3)} // as the judge writes a run no server of ours saw
	frozen := Judged{Run: "hey-nginx4", Command: []string{"hey"}, Exit: "exit status 0", ModelError: "the server was nginx", View: none,
		Audit: &results.JudgedAudit{Line: "audited", Design: "closed", Recorded: []int64{5, 6, 7, 8}, Bound: []int64{9, 10, 11, 12}, Workers: 4, Truth: []int64{13, 14, 15, 16},
			Server: "nginx, 4 worker processes, frozen", SlackNs: 526_000}}
	missing := Judged{Run: "fortio-nginx4", Command: []string{"fortio"}, Missing: "apt-get install nginx", Audit: &results.JudgedAudit{Line: "not run", Server: "nginx, frozen"}}
	ours := judged(2_000_000, 199_600_000)
	text := string(rawfile.Write(Encode(&results.Judgements{Scenario: judgeScenario, Runs: []Judged{ours, frozen, missing}})))
	read := readJudgements
	back, err := read(text)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := back.Run("hey-nginx4"); got.Audit == nil || got.Audit.Server != frozen.Audit.Server || got.Audit.SlackNs != 526_000 || !slices.Equal(got.Audit.Truth, frozen.Audit.Truth) || got.Audit.Workers != 4 {
		t.Errorf("the frozen run read back as %+v", got.Audit)
	}
	if got, _ := back.Run("fortio-nginx4"); got.Missing == "" || got.Audit == nil || got.Audit.Server != "nginx, frozen" {
		t.Errorf("the frozen run not installed read back as %+v", got)
	}
	if strings.Count(text, "audit-server") != 2 || strings.Count(text, "audit-slack-ns") != 2 {
		t.Errorf("server lines: %d and %d, want 2 each (none for a run against a server of ours)", strings.Count(text, "audit-server"), strings.Count(text, "audit-slack-ns"))
	}
	slack := regexp.MustCompile(`(?m)^(\S*hey-nginx4\S*audit-slack-ns\S*\s+)526000$`)
	if !slack.MatchString(text) {
		t.Fatalf("no slack line in %s", text)
	}
	for _, bad := range []string{"-1", "3600000000001", "1ms"} {
		if _, err := read(slack.ReplaceAllString(text, "${1}"+bad)); err == nil || !strings.Contains(err.Error(), "want a count of ns from 0 to an hour's") {
			t.Errorf("slack %s: %v", bad, err)
		}
	}
	if back, err := read(slack.ReplaceAllString(text, "${1}3600000000000")); err != nil {
		t.Errorf("an hour's slack: %v", err)
	} else if got, _ := back.Run("hey-nginx4"); got.Audit.SlackNs != 3_600_000_000_000 {
		t.Errorf("an hour's slack read as %d", got.Audit.SlackNs)
	}
}

// readJudgements decodes a panel's file from its text.
func readJudgements(text string) (*results.Judgements, error) {
	f, err := rawfile.Parse("judge.txt", strings.NewReader(text))
	if err != nil {
		return nil, err
	}
	return Decode(f)
}
