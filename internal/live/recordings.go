package live

import (
	"math"
	"slices"
	"time"

	"coordinated-omission/internal/results"
	"coordinated-omission/sim"
)

// Recordings are one phase's requests recorded the model's three ways:
// closed is done − send, open is done − due, as wrk2 times it, and
// corrected is closed re-recorded with HdrHistogram's
// recordValueWithExpectedInterval at the interval each connection expects,
// N·I. All three come from the same requests.
func Recordings(st Stamps, expected time.Duration) (closed, open, corrected sim.Multiset) {
	closedNs := make([]int64, len(st.Send))
	openNs := make([]int64, len(st.Send))
	for i := range st.Send {
		closedNs[i] = int64(st.Done[i] - st.Send[i])
		openNs[i] = int64(st.Done[i] - st.Due[i])
	}
	closed, open = multiset(closedNs), multiset(openNs)
	adds := sim.CorrectedAdds(closed, int64(expected))
	return closed, open, append(closed[:len(closed):len(closed)], adds...)
}

// multiset returns samples as a recording: one constant progression per
// distinct value. It sorts samples.
func multiset(samplesNs []int64) sim.Multiset {
	slices.Sort(samplesNs)
	var m sim.Multiset
	for i := 0; i < len(samplesNs); {
		j := i + 1
		for j < len(samplesNs) && samplesNs[j] == samplesNs[i] {
			j++
		}
		m = append(m, sim.Progression{FirstNs: samplesNs[i], Count: int64(j - i)})
		i = j
	}
	return m
}

// Quantiles returns m's figures at results.LiveLevels by the half-up
// rank rule, the rule of wrk2 and hdrhistogram-go: none if m is empty.
func Quantiles(m sim.Multiset) map[results.Level]int64 {
	q := map[results.Level]int64{}
	n := m.Count()
	if n == 0 {
		return q
	}
	for i, p := range sim.Percentiles {
		q[results.LiveLevels[i]] = m.AtRank(sim.HalfUp.Rank(p, n))
	}
	q[results.Max] = m.AtRank(n)
	return q
}

// A CurvePoint is one point of a percentile curve: the sample that Above
// samples of N are at or above, drawn at x = 1/(1 − p) = N/Above.
type CurvePoint struct {
	Above, N int64
	Ns       int64
}

// curveOf samples m's percentile curve at ten points a decade of 1/(1 − p),
// from the median to the max.
func curveOf(m sim.Multiset) []CurvePoint {
	n := m.Count()
	if n == 0 {
		return nil
	}
	var pts []CurvePoint
	last := int64(0)
	for step := 3; ; step++ { // 10^(3/10) ≈ 2: the median
		above := int64(float64(n)/math.Pow(10, float64(step)/10) + 0.5)
		above = max(above, 1)
		if above == last {
			if above == 1 {
				return pts
			}
			continue
		}
		last = above
		pts = append(pts, CurvePoint{Above: above, N: n, Ns: m.AtRank(n - above + 1)})
		if above == 1 {
			return pts
		}
	}
}
