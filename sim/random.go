package sim

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// The random model. A Random scenario is a Scenario whose service times,
// due times and (for the think design) think times are drawn, each piece
// optional, from generators seeded by Seed: every figure is a pure
// function of the scenario and the seed. The generator is math/rand/v2's
// PCG, named, so that a figure never changes with the Go version.
//
// Draws are taken in a fixed order, one stream per purpose, so that the
// same seed gives the same service times whatever the arrivals:
//
//   - the server's k-th request, in the order it takes them, is served in
//     the k-th service draw, whichever design sent it;
//   - due time i is the sum of i gaps of the arrivals stream (the first
//     request is due at 0, as in the schedule), or i·I on a schedule;
//   - the think design's user thinks, after the k-th request the server
//     takes, for the k-th think draw.
//
// A stall acts on a drawn service time as on a fixed one: a stall that
// begins while the request is in service extends it by D, and a request
// that would start during a stall waits for its end.

// A DistKind names the shape of a drawn time.
type DistKind uint8

// The shapes.
const (
	Det     DistKind = iota // always the mean
	Exp                     // exponential of the mean
	Bimodal                 // exponential of the mean, or with probability P of mean Slow
)

// A Dist is a distribution of a time of a given mean: a service time of
// mean S, or a think time of mean Z.
type Dist struct {
	Kind DistKind
	P    float64       // Bimodal: the probability of the slow mode
	Slow time.Duration // Bimodal: the slow mode's mean
}

// ParseDist reads det, exp or bimodal:P:SLOW, SLOW a Go duration.
func ParseDist(text string) (Dist, error) {
	switch text {
	case "det":
		return Dist{Kind: Det}, nil
	case "exp":
		return Dist{Kind: Exp}, nil
	}
	rest, ok := strings.CutPrefix(text, "bimodal:")
	if !ok {
		return Dist{}, fmt.Errorf("%q: want det, exp or bimodal:P:SLOW", text)
	}
	pText, slowText, ok := strings.Cut(rest, ":")
	if !ok {
		return Dist{}, fmt.Errorf("%q: want bimodal:P:SLOW, a probability and a mean", text)
	}
	p, err := strconv.ParseFloat(pText, 64)
	if err != nil {
		return Dist{}, fmt.Errorf("%q: the probability %q is not a number", text, pText)
	}
	slow, err := time.ParseDuration(slowText)
	if err != nil {
		return Dist{}, fmt.Errorf("%q: the slow mean %q is not a duration", text, slowText)
	}
	d := Dist{Kind: Bimodal, P: p, Slow: slow}
	return d, d.Validate()
}

// Validate reports whether d can be drawn from: a bimodal's probability
// inside (0, 1) and its slow mean positive and at most MaxTime.
func (d Dist) Validate() error {
	switch {
	case d.Kind > Bimodal:
		return fmt.Errorf("unknown distribution %d", d.Kind)
	case d.Kind != Bimodal:
		return nil
	case !(d.P > 0 && d.P < 1):
		return fmt.Errorf("%v: the probability %v must be inside (0, 1)", d, d.P)
	case d.Slow <= 0 || d.Slow > MaxTime:
		return fmt.Errorf("%v: the slow mean %v must be positive and at most %v", d, d.Slow, MaxTime)
	}
	return nil
}

// String is d as ParseDist reads it.
func (d Dist) String() string {
	switch d.Kind {
	case Det:
		return "det"
	case Exp:
		return "exp"
	}
	return "bimodal:" + strconv.FormatFloat(d.P, 'g', -1, 64) + ":" + d.Slow.String()
}

// Mean returns the distribution's mean for a given mean of its usual
// mode: the mean itself, but for Bimodal (1 − P)·mean + P·Slow.
func (d Dist) Mean(meanNs float64) float64 {
	if d.Kind == Bimodal {
		return (1-d.P)*meanNs + d.P*float64(d.Slow)
	}
	return meanNs
}

// draw returns one time of the distribution, its usual mode of mean
// meanNs, in whole nanoseconds and at least 1, from the PCG source itself
// (rand.Rand's interface call costs as much as the draw): an
// exponential by inversion, −mean·ln(1 − U), U uniform on [0, 1) in steps
// of 2^−53; the bimodal's mode by one more U against P.
func (d Dist) draw(src *rand.PCG, meanNs int64) int64 {
	mean := float64(meanNs)
	switch d.Kind {
	case Det:
		return meanNs
	case Bimodal:
		if unit(src) < d.P {
			mean = float64(d.Slow)
		}
	}
	return expNs(mean, src.Uint64())
}

// unit is rand.Rand's Float64 of src's next value: uniform on [0, 1), of
// its low 53 bits.
func unit(src *rand.PCG) float64 { return float64(src.Uint64()<<11>>11) / (1 << 53) }

// expNs is an exponential of the mean from one generator value x, by
// inversion: with U = k/2^53 of x's low 53 bits k, as Float64 takes them,
// −mean·ln(1 − U), by negLnOneMinusU, the same on every processor.
// Rounded half up to a whole nanosecond, ⌊v + 1/2⌋ (v ≥ 0), and at least 1.
func expNs(mean float64, x uint64) int64 {
	return max(1, int64(float64(mean*negLnOneMinusU(x))+0.5))
}

// Arrivals names how requests fall due.
type Arrivals uint8

// The arrival processes.
const (
	Schedule Arrivals = iota // request i due at i·I
	Poisson                  // gaps exponential of mean I
)

// ParseArrivals reads schedule or poisson.
func ParseArrivals(text string) (Arrivals, error) {
	switch text {
	case "schedule":
		return Schedule, nil
	case "poisson":
		return Poisson, nil
	}
	return 0, fmt.Errorf("%q: want schedule or poisson", text)
}

func (a Arrivals) String() string {
	if a == Poisson {
		return "poisson"
	}
	return "schedule"
}

// A Random is a Scenario with drawn times: Service is then the mean of the
// usual mode of the service distribution, and Interval the mean gap.
type Random struct {
	Scenario
	ServiceDist Dist
	Arrivals    Arrivals
	// Think and ThinkDist are the think design's: each of its N users
	// sends, waits for the reply, thinks, and sends again.
	Think     time.Duration
	ThinkDist Dist
	Seed      uint64
}

// The streams a Random draws from, one each.
const (
	serviceStream uint64 = iota + 1
	arrivalStream
	thinkStream
)

// stream draws the times of one purpose, in order, remembering them.
type stream struct {
	r      *rand.PCG
	d      Dist
	meanNs int64
	drawn  []int64
}

func (rs Random) stream(purpose uint64, d Dist, meanNs int64) *stream {
	return &stream{r: rand.NewPCG(rs.Seed, purpose), d: d, meanNs: meanNs}
}

// next returns the stream's next draw without remembering it: for a loop
// that takes the draws in order, once each. A stream is read by next or
// by at, never both.
func (s *stream) next() int64 { return s.d.draw(s.r, s.meanNs) }

// at returns the k-th draw of the stream, drawing up to it.
func (s *stream) at(k int) int64 {
	for len(s.drawn) <= k {
		s.drawn = append(s.drawn, s.d.draw(s.r, s.meanNs))
	}
	return s.drawn[k]
}

// DueNs returns every due time before the duration: i·I on a schedule, or
// the sums of exponential gaps of mean I from 0.
func (rs Random) DueNs() []int64 {
	if rs.Arrivals == Schedule {
		due := make([]int64, rs.Requests())
		for i := range due {
			due[i] = int64(i) * int64(rs.Interval)
		}
		return due
	}
	gaps := rand.NewPCG(rs.Seed, arrivalStream)
	due := make([]int64, 0, rs.Duration/rs.Interval+rs.Duration/rs.Interval/64+16)
	for t := int64(0); t < int64(rs.Duration); t += expNs(float64(rs.Interval), gaps.Uint64()) {
		due = append(due, t)
	}
	return due
}

// A ServiceDraws is the service stream of a Random, for a server outside
// the model: a live worker that takes its k-th request in the k-th draw,
// as the model's server does, so that the model and the worker serve the
// same sequence of service times. It is not safe for concurrent use.
type ServiceDraws struct{ s *stream }

// ServiceDraws returns rs's service times from the first, in whole
// nanoseconds: the draws every design of the model takes in order.
func (rs Random) ServiceDraws() *ServiceDraws {
	return &ServiceDraws{rs.stream(serviceStream, rs.ServiceDist, int64(rs.Service))}
}

// Next returns the next service time, in nanoseconds.
func (d *ServiceDraws) Next() int64 { return d.s.next() }
