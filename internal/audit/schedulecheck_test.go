package audit

import (
	"bytes"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/openschedule"
	"coordinated-omission/internal/rawfile"
)

// jmeterStarts draws the starts JMeter's generator makes for s, in ns
// from offsetNs: a random step's ⌊min·d⌋ arrivals at uniform draws over
// it and the rest at d·√U rising, or d·(1−√U) falling; an even step's
// at its instants (PoissonArrivalsRamp.kt, EvenArrivalsRamp.kt).
func jmeterStarts(s openschedule.Schedule, rng *rand.Rand, offsetNs int64) []int64 {
	var out []int64
	for _, st := range s.Steps {
		flat := int64(min(st.BeginPerSec, st.EndPerSec) * st.DurSec)
		if st.BeginPerSec == st.EndPerSec {
			flat = st.Arrivals
		}
		for n := range st.Arrivals {
			var x float64
			switch {
			case st.Even:
				x = st.EvenAt(n) / st.DurSec
			case n < flat:
				x = rng.Float64()
			case st.BeginPerSec < st.EndPerSec:
				x = math.Sqrt(rng.Float64())
			default:
				x = 1 - math.Sqrt(rng.Float64())
			}
			out = append(out, offsetNs+int64((st.StartSec+x*st.DurSec)*1e9))
		}
	}
	slices.Sort(out)
	return out
}

func mustSchedule(t testing.TB, text string) openschedule.Schedule {
	t.Helper()
	s, err := openschedule.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestScheduleCheckCalibrated: on 2,000 draws of JMeter's own generator
// for each schedule, the chance the check states is under 5 % in at most
// 5 % of them and 3 points of noise (a kept schedule must not be called
// unkept more often than its chance says; the fixed counts per step and
// the first start taken as the beginning make it stray less), and under
// 1 % in at most 1 % and 1 point.
func TestScheduleCheckCalibrated(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for _, text := range []string{"rate(10/s) random_arrivals(1 min)", "rate(0) random_arrivals(30 s) rate(20/s) random_arrivals(30 s) rate(5/s)", "rate(2/s) random_arrivals(20 s)"} {
		s := mustSchedule(t, text)
		const draws = 2000
		under5, under1 := 0, 0
		for range draws {
			c := checkSchedule(jmeterStarts(s, rng, 1e12), s, 1)
			if c.Started != c.Due {
				t.Fatalf("%s: %d started, %d due", text, c.Started, c.Due)
			}
			if c.ChancePct < 5 {
				under5++
			}
			if c.ChancePct < 1 {
				under1++
			}
		}
		t.Logf("%s: a kept schedule's chance under 5 %% in %d of %d, under 1 %% in %d", text, under5, draws, under1)
		if under5 > draws*8/100 || under1 > draws*2/100 {
			t.Errorf("%s: a kept schedule's chance under 5 %% in %d of %d, under 1 %% in %d", text, under5, draws, under1)
		}
	}
}

// TestScheduleCheckCatchesLag: an injector that fell 5 s behind from the
// schedule's middle on, or sent a tenth of its arrivals late in a burst,
// is said not to have kept it; a log cut short says how short.
func TestScheduleCheckCatchesLag(t *testing.T) {
	s := mustSchedule(t, "rate(10/s) random_arrivals(1 min)")
	rng := rand.New(rand.NewPCG(9, 10))
	starts := jmeterStarts(s, rng, 0)
	late := slices.Clone(starts)
	for i := len(late) / 2; i < len(late); i++ {
		late[i] += 5e9
	}
	if c := checkSchedule(late, s, 1); c.ChancePct >= 1 || !strings.Contains(c.words(), "the injector did not keep it") {
		t.Errorf("5 s behind from the middle: chance %v%%: %s", c.ChancePct, c.words())
	}
	burst := slices.Clone(starts)
	for i := 100; i < 160; i++ {
		burst[i] = burst[160]
	}
	if c := checkSchedule(burst, s, 1); c.ChancePct >= 1 {
		t.Errorf("60 arrivals held back and sent at once: chance %v%%: %s", c.ChancePct, c.words())
	}
	c := checkSchedule(starts[:550], s, 1)
	if want := "600 arrivals due, 550 started (the log ends 50 short of it)"; !strings.Contains(c.words(), want) {
		t.Errorf("cut short: %s, want %q", c.words(), want)
	}
	if c := checkSchedule(append(slices.Clone(starts), starts[599]+1), s, 1); !strings.Contains(c.words(), "601 started (1 more than it makes") {
		t.Errorf("one more: %s", c.words())
	}
	if c := checkSchedule(nil, s, 1); c.words() != "held against the schedule given, rate(10/s) random_arrivals(1 min): 600 arrivals due, 0 started (the log ends 600 short of it)" {
		t.Errorf("none: %s", c.words())
	}
}

// TestScheduleCheckEven: even arrivals each have an instant: starts at
// theirs are said to be; starts 30 ms late at the 40th and 10 ms early
// at the 70th are measured so, from the first start.
func TestScheduleCheckEven(t *testing.T) {
	s := mustSchedule(t, "rate(10/s) even_arrivals(10 s) rate(20/s)")
	starts := jmeterStarts(s, nil, 5e9)
	c := checkSchedule(starts, s, 1e6)
	if !c.AllEven || c.LateNs != 0 || c.EarlyNs != 0 || !strings.HasSuffix(c.words(), "each start came at its arrival's instant, to the log's clock") {
		t.Errorf("on time: late %d, early %d: %s", c.LateNs, c.EarlyNs, c.words())
	}
	starts[40] += 30e6
	starts[70] -= 10e6
	c = checkSchedule(starts, s, 1e6)
	if c.LateNs < 30e6-1 || c.LateNs > 30e6+1 || c.EarlyNs < 10e6-1 || c.EarlyNs > 10e6+1 || !strings.HasSuffix(c.words(), "each start came within 30ms after its arrival's instant and 10ms before it") {
		t.Errorf("late and early: %d, %d: %s", c.LateNs, c.EarlyNs, c.words())
	}
}

// TestKSChance: Kolmogorov's limit at its known points: Q(1.358) ≈ 0.05,
// Q(1.628) ≈ 0.01, Q(1.949) ≈ 0.001; all but 1 near 0.
func TestKSChance(t *testing.T) {
	const n = 1 << 40 // Stephens' correction vanishes
	for _, tc := range []struct{ lambda, want float64 }{{1.3581, 0.05}, {1.6276, 0.01}, {1.9495, 0.001}, {0.1, 1}, {10, 0}} {
		if got := ksChance(tc.lambda/math.Sqrt(n), n); math.Abs(got-tc.want) > 1e-3*max(tc.want, 0.01) {
			t.Errorf("Q(%v) = %v, want %v", tc.lambda, got, tc.want)
		}
	}
}

// TestScheduleThroughRun: -audit-schedule on the Open Model Thread
// Group's fixture holds its 600 users against rate(10/s)
// random_arrivals(1 min), and the raw file records the schedule for
// -verify; a closed log told a schedule is read open.
func TestScheduleThroughRun(t *testing.T) {
	f := Flags{Schedule: "rate(10/s) random_arrivals(1 min)"}
	out, err := Run(bytes.NewReader(fixture(t, "jmeter-open-model.jtl")), "jmeter-open-model.jtl", f, Given{})
	if err != nil {
		t.Fatal(err)
	}
	line := out.RunLine(out.Runs[0])
	c := out.Result.Users.Schedule
	if c == nil || c.Due != 600 || c.Started != 600 || c.ChancePct < 1 || !strings.Contains(line, "held against the schedule given, rate(10/s) random_arrivals(1 min): 600 arrivals due, 600 started; the starts strayed from it by at most") {
		t.Fatalf("the line: %s", line)
	}
	if out.Record.Schedule != f.Schedule || !bytes.Contains(out.Raw, []byte(`audit-given-schedule: "rate(10/s) random_arrivals(1 min)"`)) {
		t.Errorf("the raw file's schedule: %q", out.Record.Schedule)
	}
	// -verify audits again with the schedule the file records: the line
	// reproduces
	rf, err := rawfile.Parse("audit.txt", bytes.NewReader(out.Raw))
	if err != nil {
		t.Fatal(err)
	}
	open := func(string) (io.ReadCloser, error) {
		return io.NopCloser(bytes.NewReader(fixture(t, "jmeter-open-model.jtl"))), nil
	}
	if diffs, err := Verify(rf, open); err != nil || len(diffs) != 0 {
		t.Errorf("verify: %v, %v", diffs, err)
	}
	wrong := Flags{Schedule: "rate(20/s) random_arrivals(1 min)"}
	out, err = Run(bytes.NewReader(fixture(t, "jmeter-open-model.jtl")), "jmeter-open-model.jtl", wrong, Given{})
	if err != nil {
		t.Fatal(err)
	}
	if line := out.RunLine(out.Runs[0]); !strings.Contains(line, "1,200 arrivals due, 600 started (the log ends 600 short of it)") && !strings.Contains(line, "1200 arrivals due, 600 started (the log ends 600 short of it)") {
		t.Errorf("the wrong schedule: %s", line)
	}
	if _, err := Run(bytes.NewReader(fixture(t, "jmeter-open-model.jtl")), "x", Flags{Schedule: "rate(10/s"}, Given{}); err == nil || !strings.HasPrefix(err.Error(), "-audit-schedule: schedule \"rate(10/s\": want )") {
		t.Errorf("a bad schedule: %v", err)
	}
}

// TestScheduleFlag: -audit-schedule is -audit's, an open model's (not
// with -audit-arrivals closed or plan, but with open), and a schedule
// JMeter would refuse is refused, naming where.
func TestScheduleFlag(t *testing.T) {
	given := func(names ...string) func(string) bool {
		return func(n string) bool { return slices.Contains(names, n) }
	}
	for _, tc := range []struct {
		f    Flags
		set  []string
		want string
	}{
		{Flags{Schedule: "rate(1/s) random_arrivals(1 min)"}, []string{"audit-schedule"}, "-audit-schedule is -audit's; add -audit FILE"},
		{Flags{File: "x", Schedule: "rate(1/s) random_arrivals(1 min)", Arrivals: ArrivalsClosed}, []string{"audit-schedule", "audit-arrivals"}, "-audit-schedule is an open model's, and -audit-arrivals is closed; leave one out"},
		{Flags{File: "x", Schedule: "rate(1/s) random_arrivals(1 min)", Arrivals: ArrivalsPlan}, []string{"audit-schedule", "audit-arrivals"}, "-audit-arrivals is plan"},
		{Flags{File: "x", Schedule: "rate(1/s) arrivals(1 min)"}, []string{"audit-schedule"}, `-audit-schedule: schedule "rate(1/s) arrivals(1 min)": want rate, concurrency, random_arrivals, even_arrivals or pause at position 10: "arrivals(1 min)"`},
		{Flags{File: "x", Schedule: ""}, []string{"audit-schedule"}, ""},
		{Flags{File: "x", Schedule: "rate(1/s) random_arrivals(1 min)", Arrivals: ArrivalsOpen}, []string{"audit-schedule", "audit-arrivals"}, ""},
	} {
		err := tc.f.Check(given(tc.set...), false)
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)) {
			t.Errorf("%+v: %v, want %q", tc.f, err, tc.want)
		}
	}
}

// TestScheduleCheckMany: past fitStarts starts the beginning is fitted
// on every stride-th of them, and the stray is still taken over all: a
// kept schedule of 300,000 is not said unkept, and one whose arrivals
// from the 100,000th on came 2 s late is.
func TestScheduleCheckMany(t *testing.T) {
	s := mustSchedule(t, "rate(5000/s) random_arrivals(1 min)")
	starts := jmeterStarts(s, rand.New(rand.NewPCG(11, 12)), 0)
	if c := checkSchedule(starts, s, 1); c.Started != 300_000 || c.ChancePct < 1 {
		t.Errorf("kept: %s", c.words())
	}
	for i := 100_000; i < len(starts); i++ {
		starts[i] += 2e9
	}
	if c := checkSchedule(starts, s, 1); c.ChancePct >= 1 || c.StrayArrivals < 5000 {
		t.Errorf("2 s late from the 100,000th: %s", c.words())
	}
}
