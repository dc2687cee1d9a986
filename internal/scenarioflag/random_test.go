package scenarioflag

import (
	"flag"
	"io"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// TestFlags: the random model's flags, good and bad.
func TestFlags(t *testing.T) {
	for _, tc := range []struct {
		args       []string
		live, want string
	}{
		{[]string{"-service-dist", "exp", "-arrivals", "poisson", "-seed", "7"}, "", ""},
		{[]string{"-service-dist", "bimodal:0.001:10ms"}, "", ""},
		{[]string{"-think", "1ms", "-think-dist", "det"}, "", ""},
		{[]string{"-service-dist", "bimodal:1:10ms"}, "", "must be inside (0, 1)"},
		{[]string{"-service-dist", "bimodal:0:10ms"}, "", "must be inside (0, 1)"},
		{[]string{"-service-dist", "bimodal:0.1:0s"}, "", "must be positive"},
		{[]string{"-service-dist", "bimodal:0.1:ten"}, "", `the slow mean "ten" is not a duration`},
		{[]string{"-service-dist", "gamma"}, "", "want det, exp or bimodal:P:SLOW"},
		{[]string{"-think-dist", "bimodal:0.1:1ms", "-think", "1ms"}, "", "want det or exp"},
		{[]string{"-think-dist", "exp"}, "", "only the think design has a think time; add -think"},
		{[]string{"-think", "1ms"}, "-live", "the live designs have no think time"},
		{[]string{"-service-dist", "exp", "-arrivals", "poisson"}, "-judge", "the live generators send on a schedule"},
		{[]string{"-arrivals", "poisson"}, "-live", "leave -arrivals out of -live"},
		{[]string{"-service-dist", "bimodal:0.001:10ms", "-seed", "9"}, "-serve", ""},
		{[]string{"-service-dist", "exp"}, "-live", ""},
		{[]string{"-seed", "1.5"}, "", `"1.5" is not a whole number`},
		{[]string{"-seed", "-1"}, "", `"-1" is not a whole number`},
		{[]string{"-arrivals", "bursty"}, "", `"bursty": want schedule or poisson`},
		{[]string{"-think", "-1ms"}, "", "think (-1ms) must be from 0"},
		{[]string{"-service-dist", "exp", "-arrivals", "poisson", "-interval", "4us", "-duration", "100s"}, "", "more than 20000000"},
	} {
		var f RandomFlags
		fs := flag.NewFlagSet("report", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		f.Register(fs)
		interval, duration := fs.Duration("interval", 200*time.Microsecond, ""), fs.Duration("duration", 20*time.Second, "")
		err := fs.Parse(tc.args)
		if err == nil {
			sc := sim.Default()
			sc.Interval, sc.Duration = *interval, *duration
			err = f.Check(fs, sc, tc.live)
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%v: %v", tc.args, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || strings.Contains(err.Error(), "\n")):
			t.Errorf("%v: error %v, want one line containing %q", tc.args, err, tc.want)
		}
	}
}
