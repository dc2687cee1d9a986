package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"coordinated-omission/internal/testenv"
)

// pacer is a stub load generator: one connection that sends a GET to url
// at each slot of a plan of perSec requests a second, or as soon as its
// last reply came if that is later, for the duration given, and prints
// nothing. It returns its exit status.
func pacer(url, perSec, forText string) int {
	rate, err := strconv.ParseFloat(perSec, 64)
	if err != nil || rate <= 0 {
		fmt.Fprintln(os.Stderr, "pacer: CO_PER_SEC:", perSec)
		return 2
	}
	d, err := time.ParseDuration(forText)
	if err != nil {
		fmt.Fprintln(os.Stderr, "pacer: CO_FOR:", err)
		return 2
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 1}, Timeout: 5 * time.Second}
	gap := time.Duration(float64(time.Second) / rate)
	start := time.Now()
	for k := 0; ; k++ {
		due := start.Add(time.Duration(k) * gap)
		if due.Sub(start) >= d {
			return 0
		}
		time.Sleep(time.Until(due))
		resp, err := client.Get(url)
		if err != nil {
			continue // the server went away: the phase is over
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
}

// TestPlanDecisionAtItsEdges judges the stub generator sending at chosen
// rates against a plan of one request a millisecond: 500 planned requests
// before the first stall give a noise of (√500 + 2)/500 = 4.87 % and an
// edge of 109.7 %. At the plan's rate it is on a plan, at 150 % it has
// none, both unflagged; at 110 %, within a noise of the edge (its start
// takes a few of the stretch's milliseconds), the verdict says that its
// rate cannot tell.
func TestPlanDecisionAtItsEdges(t *testing.T) {
	testenv.WallClock(t, "live runs of a stub generator")
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		perSec         string
		noPlan, unsure bool
	}{{"1000", false, false}, {"1500", true, false}, {"1100", false, true}} {
		var out, errOut bytes.Buffer
		args := []string{"-results", dir, "-interval", "1ms", "-live-duration", "2s", "-judge", "--",
			"env", "CO_ROLE=pacer", "CO_PER_SEC=" + c.perSec, "CO_FOR=2s", self, "{url}"}
		if err := run(args, os.Getenv, &out, &errOut); err != nil {
			t.Fatalf("%s a second: %v\n%s", c.perSec, err, errOut.String())
		}
		first, _, _ := strings.Cut(out.String(), "\n")
		if got := strings.Contains(first, "; has no plan"); got != c.noPlan && !c.unsure {
			t.Errorf("%s a second: no plan %v, want %v: %s", c.perSec, got, c.noPlan, first)
		}
		if got := strings.Contains(first, "its rate cannot tell whether it has a plan"); got != c.unsure {
			t.Errorf("%s a second: flagged %v, want %v: %s", c.perSec, got, c.unsure, first)
		}
		t.Logf("%s a second: %s", c.perSec, first)
	}
}
