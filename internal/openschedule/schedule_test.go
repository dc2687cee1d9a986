package openschedule

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestParse: the grammar's forms, each laid out as JMeter's generator
// walks it (ThreadScheduleProcessGenerator.kt): a rate step right after
// arrivals is their end rate, else they keep their beginning rate; a
// pause is arrivals at rate 0, the rate before it restored after.
func TestParse(t *testing.T) {
	for _, tc := range []struct {
		text  string
		steps []Step
	}{
		{"rate(10/s) random_arrivals(1 min)", []Step{{StartSec: 0, DurSec: 60, BeginPerSec: 10, EndPerSec: 10, Arrivals: 600}}},
		{"rate(2/sec) even_arrivals(1 min) rate(3/sec)", []Step{{Even: true, DurSec: 60, BeginPerSec: 2, EndPerSec: 3, Arrivals: 150}}},
		// the doc's second example: 2..2 for a minute, then 2..3 for two
		{"rate(2/sec) random_arrivals(1 min) random_arrivals(2 min) rate(3/sec)", []Step{
			{DurSec: 60, BeginPerSec: 2, EndPerSec: 2, Arrivals: 120}, {StartSec: 60, DurSec: 120, BeginPerSec: 2, EndPerSec: 3, Arrivals: 300}}},
		// the doc's third: the second rate of a pair is the beginning
		{"rate(1/sec) rate(2/sec) random_arrivals(1 min) rate(3/sec) rate(4/sec) random_arrivals(2 min) rate(5/sec)", []Step{
			{DurSec: 60, BeginPerSec: 2, EndPerSec: 3, Arrivals: 150}, {StartSec: 60, DurSec: 120, BeginPerSec: 4, EndPerSec: 5, Arrivals: 540}}},
		// a pause, and the rate after it as before
		{"rate(60/min) random_arrivals(10 s) pause(5 s) random_arrivals(10 s)", []Step{
			{DurSec: 10, BeginPerSec: 1, EndPerSec: 1, Arrivals: 10}, {Even: true, StartSec: 10, DurSec: 5}, {StartSec: 15, DurSec: 10, BeginPerSec: 1, EndPerSec: 1, Arrivals: 10}}},
		// a ramp from 0, units of every kind, a comment, per, 3.7 arrivals are 3
		{"rate(0) /* up */ random_arrivals(1 min 30 sec) rate(1 per sec) // then\n even_arrivals(500 ms) rate(0.5/ms)", []Step{
			{DurSec: 90, BeginPerSec: 0, EndPerSec: 1, Arrivals: 45}, {Even: true, StartSec: 90, DurSec: 0.5, BeginPerSec: 1, EndPerSec: 500, Arrivals: 125}}},
		// a rate right after arrivals is their end: 1/h to 3/d over 2 h is 1.125
		{"RATE(1/H) Random_Arrivals(2 hours) rate(3/d) even_arrivals(1 day) concurrency(5)", []Step{
			{DurSec: 7200, BeginPerSec: 1.0 / 3600, EndPerSec: 3.0 / 86400, Arrivals: 1}, {Even: true, StartSec: 7200, DurSec: 86400, BeginPerSec: 3.0 / 86400, EndPerSec: 3.0 / 86400, Arrivals: 3}}},
		{"7", []Step{{Even: true, DurSec: 1, BeginPerSec: 7, EndPerSec: 7, Arrivals: 7}}},
		{"rate(5/s) random_arrivals(0)", nil},
		{"", nil},
	} {
		s, err := Parse(tc.text)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		if !slices.EqualFunc(s.Steps, tc.steps, func(a, b Step) bool {
			near := func(x, y float64) bool { return math.Abs(x-y) <= 1e-12*math.Max(1, math.Abs(y)) }
			return a.Even == b.Even && a.Arrivals == b.Arrivals && near(a.StartSec, b.StartSec) && near(a.DurSec, b.DurSec) &&
				near(a.BeginPerSec, b.BeginPerSec) && near(a.EndPerSec, b.EndPerSec)
		}) {
			t.Errorf("%q:\n got %+v\nwant %+v", tc.text, s.Steps, tc.steps)
		}
	}
}

// TestParseRefuses: each error names the schedule and where it went
// wrong.
func TestParseRefuses(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"rate(10/s) arrivals(1 min)", "want rate, concurrency, random_arrivals, even_arrivals or pause at position 11"},
		{"rate(10/s", "want ) after rate's argument at its end"},
		{"rate(10) random_arrivals(1 min)", "want / or per and a unit after rate's number at position 7"},
		{"rate(10/fortnight)", "want a unit: ms, sec, min, hour or day at position 8"},
		{"rate(x/s)", "want a number for rate at position 5"},
		{"random_arrivals(1)", "want a unit: ms, sec, min, hour or day at position 17"},
		{"random_arrivals 1 min", "want ( after random_arrivals at position 16"},
		{"concurrency(0)", "want a whole number of threads, 1 or more, for concurrency at position 12"},
		{"concurrency(2.5)", "want a whole number of threads"},
		{"rate(1/s) # x", "unexpected input at position 10"},
		{"rate(1/s) /* x", "a comment that does not end at position 10"},
		{"rate(1./s)", "a number with nothing after its point at position 5"},
		{"rate(1/s) random_arrivals(200 years)", "want a unit"},
		{"rate(1/s) random_arrivals(40000 days)", "a duration longer than"},
		{"rate(1/s) random_arrivals(30000 days) random_arrivals(30000 days)", "a schedule longer than"},
		{"rate(1000000/ms) random_arrivals(30000 days)", "more than 1099511627776 arrivals"},
		{"-5", "unexpected input at position 0"},
		{strings.Repeat("rate(1/s) random_arrivals(1 s) ", MaxSteps+1), `random_arrivals(1 s"…: more than 1000 arrivals steps at position 31010`},
		{"99999999999999", "want rate, concurrency, random_arrivals, even_arrivals or pause at position 0"}, // not a Kotlin Int
	} {
		_, err := Parse(tc.text)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), "schedule ") {
			t.Errorf("%.80q: %v, want %q", tc.text, err, tc.want)
		}
	}
}

// generate is JMeter's generator, written out from PoissonArrivalsRamp.kt
// and EvenArrivalsRamp.kt as a slow reference: each step's arrivals, the
// random ones drawn from rng (⌊min·d⌋ at d·U, the rest at d·√U rising or
// d·(1−√U) falling), the even ones at n over the mean rate or on the
// ramp's root; in seconds from the schedule's start, in order.
func generate(s Schedule, rng *rand.Rand) []float64 {
	var out []float64
	for _, st := range s.Steps {
		var ts []float64
		if st.Even {
			mean := (st.BeginPerSec + st.EndPerSec) / 2
			a := (st.EndPerSec - st.BeginPerSec) / st.DurSec
			for n := range st.Arrivals {
				switch {
				case n == 0:
					ts = append(ts, 0)
				case math.Abs(st.EndPerSec-st.BeginPerSec) < 0.0001*mean:
					ts = append(ts, float64(n)/mean)
				default:
					ts = append(ts, (math.Sqrt(st.BeginPerSec*st.BeginPerSec+2*a*float64(n))-st.BeginPerSec)/a)
				}
			}
		} else {
			flat := int64(min(st.BeginPerSec, st.EndPerSec) * st.DurSec)
			for range flat {
				ts = append(ts, rng.Float64()*st.DurSec)
			}
			if st.BeginPerSec != st.EndPerSec {
				for range st.Arrivals - flat {
					x := math.Sqrt(rng.Float64())
					if st.BeginPerSec > st.EndPerSec {
						x = 1 - x
					}
					ts = append(ts, x*st.DurSec)
				}
			}
			slices.Sort(ts)
		}
		for _, t := range ts {
			out = append(out, st.StartSec+t)
		}
	}
	return out
}

// TestExpectedByAgainstTheGenerator: at every tenth of each schedule,
// the mean count over 400 draws of JMeter's generator is within four of
// its standard errors of ExpectedBy (a count of a random step's flat part
// by x is binomial, n·x(1−x) its variance; the ramp's the same with x²
// or its mirror); even steps' counts are exact. Four standard errors
// are passed by chance about 6 times in 100,000 per point.
func TestExpectedByAgainstTheGenerator(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, text := range []string{
		"rate(10/s) random_arrivals(1 min)",
		"rate(0) random_arrivals(30 s) rate(20/s) random_arrivals(30 s) rate(5/s)",
		"rate(3/s) even_arrivals(20 s) rate(9/s) pause(5 s) random_arrivals(10 s)",
		"rate(50/s) even_arrivals(2 s)",
	} {
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		const draws = 400
		span := s.Seconds()
		for k := 1; k <= 10; k++ {
			at := span * float64(k) / 10
			var sum, sq float64
			for range draws {
				ts := generate(s, rng)
				if int64(len(ts)) != s.Arrivals() {
					t.Fatalf("%s: the generator made %d arrivals, the schedule says %d", text, len(ts), s.Arrivals())
				}
				n := float64(countTo(ts, at))
				sum, sq = sum+n, sq+n*n
			}
			mean := sum / draws
			se := math.Sqrt(max(0, sq/draws-mean*mean) / draws)
			if want := s.ExpectedBy(at); math.Abs(mean-want) > 4*se+1e-9 {
				t.Errorf("%s at %.3gs: the generator's mean count %.3f, ExpectedBy %.3f (standard error %.3f)", text, at, mean, want, se)
			}
		}
	}
}

// countTo is how many of sorted ts are at or before t.
func countTo(ts []float64, t float64) int {
	n, _ := slices.BinarySearchFunc(ts, t, func(a, b float64) int {
		if a <= b {
			return -1
		}
		return 1
	})
	return n
}

// TestEvenAt: a constant step's n-th arrival at n/rate; a ramp's at the
// root of b·t + a·t²/2 = n, checked by putting it back; the count by t
// rises by one at each, and all come within the step.
func TestEvenAt(t *testing.T) {
	c := Step{Even: true, DurSec: 10, BeginPerSec: 4, EndPerSec: 4, Arrivals: 40}
	if got := c.EvenAt(6); got != 1.5 {
		t.Errorf("constant: arrival 6 at %v, want 1.5", got)
	}
	r := Step{Even: true, DurSec: 10, BeginPerSec: 2, EndPerSec: 6, Arrivals: 40}
	a := (r.EndPerSec - r.BeginPerSec) / r.DurSec
	for n := range r.Arrivals {
		at := r.EvenAt(n)
		if back := r.BeginPerSec*at + a*at*at/2; math.Abs(back-float64(n)) > 1e-9 || at >= r.DurSec {
			t.Errorf("ramp: arrival %d at %v, which gives %v back", n, at, back)
		}
		if got := r.evenBy(at); got != n+1 {
			t.Errorf("ramp: by arrival %d's instant, %d arrivals, want %d", n, got, n+1)
		}
	}
	// a change of under 0.01 % of the mean is none
	f := Step{Even: true, DurSec: 10, BeginPerSec: 4, EndPerSec: 4.0003, Arrivals: 40}
	if got := f.EvenAt(6); math.Abs(got-6/4.00015) > 1e-12 {
		t.Errorf("a ramp too slight to count: %v", got)
	}
}

// TestScheduleFigures: arrivals, seconds, and whether all are even.
func TestScheduleFigures(t *testing.T) {
	s, err := Parse("rate(3/s) even_arrivals(20 s) rate(9/s) pause(5 s) random_arrivals(10 s)")
	if err != nil {
		t.Fatal(err)
	}
	// 20 s from 3 to 9: 120; the pause 0; 10 s at 9: 90
	if s.Arrivals() != 210 || s.Seconds() != 35 || s.AllEven() {
		t.Errorf("arrivals %d, seconds %v, all even %v; want 210, 35, false", s.Arrivals(), s.Seconds(), s.AllEven())
	}
	e, _ := Parse("rate(3/s) even_arrivals(20 s) pause(5 s)")
	if !e.AllEven() || (Schedule{}).Seconds() != 0 || e.ExpectedBy(-1) != 0 || e.ExpectedBy(100) != 60 {
		t.Errorf("all even %v, empty seconds %v, before %v, after %v", e.AllEven(), (Schedule{}).Seconds(), e.ExpectedBy(-1), e.ExpectedBy(100))
	}
}

// TestParseAtItsBounds: concurrency(1) is a limit; a duration and a
// schedule of exactly MaxSeconds, and exactly MaxArrivals in one step or
// two, are taken; one more arrival is not.
func TestParseAtItsBounds(t *testing.T) {
	for _, text := range []string{
		"concurrency(1) rate(1/s) random_arrivals(1 s)",
		"rate(0) random_arrivals(36500 days)",
		"rate(1099511627776/s) random_arrivals(1 s)",
		"rate(549755813888/s) random_arrivals(1 s) random_arrivals(1 s)",
	} {
		if _, err := Parse(text); err != nil {
			t.Errorf("%q: %v", text, err)
		}
	}
	for _, text := range []string{
		"rate(1099511627777/s) random_arrivals(1 s)",
		"rate(549755813889/s) random_arrivals(1 s) random_arrivals(1 s)",
	} {
		if _, err := Parse(text); err == nil || !strings.Contains(err.Error(), "more than 1099511627776 arrivals") {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// TestExpectedByAcrossSteps: a second even step counts from its own
// start (its first arrival at it), on top of the first's; a random step
// of no arrivals leaves a schedule all even.
func TestExpectedByAcrossSteps(t *testing.T) {
	s, err := Parse("rate(1/s) even_arrivals(10 s) even_arrivals(10 s)")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ at, want float64 }{{0, 1}, {9.5, 10}, {10, 11}, {12.5, 13}, {25, 20}} {
		if got := s.ExpectedBy(tc.at); got != tc.want {
			t.Errorf("by %vs: %v, want %v", tc.at, got, tc.want)
		}
	}
	z, _ := Parse("rate(1/s) even_arrivals(10 s) rate(0) random_arrivals(5 s)")
	if !z.AllEven() {
		t.Errorf("a random step of no arrivals: not all even")
	}
	// a change of exactly 0.01 % of the mean rate is a ramp: 9999.5 to
	// 10000.5 over 1 s, the 5,000th at the root of 9999.5·t + t²/2 = 5000
	r := Step{Even: true, DurSec: 1, BeginPerSec: 9999.5, EndPerSec: 10000.5, Arrivals: 10000}
	if got, want := r.EvenAt(5000), math.Sqrt(9999.5*9999.5+2*5000)-9999.5; got != want || got == 0.5 {
		t.Errorf("at the edge: %v, want %v", got, want)
	}
}
