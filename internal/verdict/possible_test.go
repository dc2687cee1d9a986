package verdict

import (
	"slices"
	"testing"

	"coordinated-omission/internal/results"
)

// TestPossible: an unread tool's verdict says which designs send as it
// sent, from the server's view alone.
func TestPossible(t *testing.T) {
	closedLoop := "how it sent leaves the closed, plan and corrected designs"
	paced := "how it sent leaves every paced design (open, closed, plan, corrected, skip)"
	for _, c := range []struct {
		name  string
		edit  func(*Judged)
		want  []string
		words string
	}{
		{"caught up", nil, []string{results.Closed, results.Plan, results.Corrected},
			"its figures could not be read (no figures); catches up after each stall; " + closedLoop},
		{"fell behind", func(j *Judged) { j.View.AfterStalls = []string{results.FellBehind} }, []string{results.Closed, results.Plan, results.Corrected},
			"its figures could not be read (no figures); falls behind; " + closedLoop},
		{"catching up", func(j *Judged) { j.View.AfterStalls = []string{results.CatchingUp} }, []string{results.Closed, results.Plan, results.Corrected},
			"its figures could not be read (no figures); catches up only in part after each stall; " + closedLoop},
		{"skipped", func(j *Judged) { j.View.AfterStalls = []string{results.SkippedUp} }, []string{results.Skip},
			"its figures could not be read (no figures); skips slots; how it sent leaves only the skip design"},
		{"no plan", func(j *Judged) { j.View.EarlyRatePct, j.View.RatePct = "108.500", "86.800" }, []string{results.Unpaced, results.Wrk},
			"its figures could not be read (no figures); has no plan; how it sent leaves the unpaced and wrk designs"},
		{"below the plan's edge by more than its noise", func(j *Judged) { j.View.EarlyRatePct = "102.700" }, []string{results.Closed, results.Plan, results.Corrected},
			"its figures could not be read (no figures); catches up after each stall; " + closedLoop},
		{"at the plan's edge", func(j *Judged) { j.View.EarlyRatePct = "105.600" }, results.Designs,
			"its figures could not be read (no figures); its rate cannot tell whether it has a plan (105.6 % of the plan's before the first stall, against an edge of 105.6 % ± 2.8 %; with no plan it could have sent 1852 %); catches up after each stall; how it sent leaves the open, closed, plan, corrected, skip, unpaced and wrk designs"},
		{"through the stalls", func(j *Judged) { j.View.StallArrivals = []int{500, 500} }, results.Designs[:5],
			"its figures could not be read (no figures); sends through the stalls; " + paced},
		{"kept up", func(j *Judged) { j.View.AfterStalls = []string{results.KeptUp} }, results.Designs[:5],
			"its figures could not be read (no figures); " + paced},
		{"no stall ended", func(j *Judged) { j.View.AfterStalls = nil }, results.Designs[:5],
			"its figures could not be read (no figures); " + paced},
		{"no request", func(j *Judged) { j.View = results.ServerView{} }, results.Designs[:5],
			"its figures could not be read (no figures)"},
		{"read", func(j *Judged) { j.ReadError, j.Format = "", "wrk" }, []string{results.Closed, results.Plan, results.Corrected},
			"times from its plan; catches up after each stall"},
	} {
		j := judged(195_000_000, 199_600_000)
		j.ReadError, j.Format = "no figures", ""
		if c.edit != nil {
			c.edit(&j)
		}
		v := Decide(&j, judgeScenario)
		if got := Possible(v); !slices.Equal(got, c.want) {
			t.Errorf("%s: Possible = %v, want %v", c.name, got, c.want)
		}
		if v.Words != c.words {
			t.Errorf("%s: words\n%q, want\n%q", c.name, v.Words, c.words)
		}
	}
}
