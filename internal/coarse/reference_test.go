package coarse

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"coordinated-omission/internal/rank"
)

// The reference: docs/audit-coarse.md's definitions written out as
// plainly as they read, each latency a value of its own, for logs whose
// intervals give every latency (Lat holds Count of them). The audit is
// held to it on drawn logs.

type refInterval struct {
	start, width    int64
	users, most     float64
	count           int64
	lats            []int64
	longest         int64
	slow            bool
	lost, lostFloor float64
}

type refResult struct {
	least, typical, slowNs int64
	cycle                  float64
	steady                 bool // the cycle is the quiet intervals' pace
	planned                []float64
	plannedSum             float64
	unsent                 float64
	slowCount              int
	load                   float64
	loadShown              bool
	share                  float64 // of the users' time, held by slow requests
	loadLow, loadAt        float64 // the loads the estimate holds over, and takes
	loadHigh               float64
	loadUnfixed            bool     // not stated for its p99's moving across them
	atLoads                [3]int64 // its p99 at the load it takes, the least and the most
	bound                  [4]int64
	estimate               [4]int64
	estimateStated         bool
	unsettled              bool     // not stated for its p99's moving when shaken
	shaken                 [3]int64 // its p99 as it is, a tenth fewer, a tenth more
}

func nearest(sorted []int64, num int64) int64 {
	return sorted[rank.HalfUp(num, 10_000, int64(len(sorted)))-1]
}

func reference(l *Log) refResult {
	var ivs []refInterval
	var all []int64
	for _, iv := range l.Intervals {
		r := refInterval{start: iv.StartNs, width: iv.WidthNs, users: iv.Users, most: iv.UsersMax, count: iv.Count}
		for _, a := range iv.Lat {
			for range a.N {
				r.lats = append(r.lats, a.Ns)
			}
			r.longest = max(r.longest, a.Ns)
		}
		all = append(all, r.lats...)
		ivs = append(ivs, r)
	}
	slices.Sort(all)
	var res refResult
	res.least, res.typical = all[0], nearest(all, 5000)
	res.slowNs = max(4*res.typical, res.typical+max(1, l.ResolutionNs))
	// q: the mean latency of the intervals that give their sum and whose
	// slow requests took a tenth of the log's share in them, and 1 % at
	// most, of it
	slowTimes := make([]float64, len(ivs))
	var logSlow, logSum float64
	for i, iv := range ivs {
		for _, v := range iv.lats {
			if v > res.slowNs {
				slowTimes[i] += float64(v)
			}
		}
		if l.Intervals[i].Summed {
			logSlow += slowTimes[i]
			logSum += float64(l.Intervals[i].SumNs)
		}
	}
	share := 0.0
	if logSum > 0 {
		share = min(0.01, logSlow/logSum/10)
	}
	var quietSum, quietCount float64
	for i, iv := range ivs {
		if l.Intervals[i].Summed && iv.count > 0 && slowTimes[i] <= share*float64(l.Intervals[i].SumNs) {
			quietSum += float64(l.Intervals[i].SumNs)
			quietCount += float64(iv.count)
		}
	}
	for i := range ivs {
		iv := &ivs[i]
		iv.slow = iv.longest > res.slowNs || iv.count == 0 && iv.users != 0
		var quick, slow float64
		for _, v := range iv.lats {
			if v > res.slowNs {
				iv.lost += float64(v - res.typical)
				iv.lostFloor += float64(v - res.slowNs)
				slow++
			} else if quietCount > 0 {
				quick += quietSum / quietCount
			} else {
				quick += float64(v)
			}
		}
		// a log that gives the sum: the time lost is the sum less the quick
		// requests' less the typical latency for each slow one
		if l.Intervals[i].Summed {
			iv.lost = 0
			if slow > 0 {
				iv.lost = max(0, float64(l.Intervals[i].SumNs)-quick-slow*float64(res.typical))
			}
		}
	}
	// segments: a run of slow intervals with the one before and the one
	// after; every other interval alone
	var segs []struct{ from, to int }
	isSlow := map[int]bool{}
	for i := 0; i < len(ivs); i++ {
		if !ivs[i].slow && (i+1 >= len(ivs) || !ivs[i+1].slow) {
			segs = append(segs, struct{ from, to int }{i, i + 1})
			continue
		}
		from := i
		for i < len(ivs) && (ivs[i].slow || i+1 < len(ivs) && ivs[i+1].slow) {
			i++
		}
		to := min(i+1, len(ivs))
		segs = append(segs, struct{ from, to int }{from, to})
		isSlow[from] = true
		i = to - 1
	}
	users := func(i int) float64 { return ivs[i].users }
	if l.Arrivals == Unknown {
		// as many as the most slow in one interval, or Little's law's at
		// the median interval; fewer, by the requests answered, before the
		// first interval of 90 % of the median count and after the last
		var little, counts []float64
		most := 1.0
		for _, iv := range ivs {
			little = append(little, float64(iv.count)*float64(res.typical)/float64(iv.width))
			counts = append(counts, float64(iv.count))
			held := 0.0
			for _, v := range iv.lats {
				if v > res.slowNs {
					held++
				}
			}
			most = math.Max(most, held)
		}
		sortedLittle, sortedCounts := slices.Sorted(slices.Values(little)), slices.Sorted(slices.Values(counts))
		u := math.Ceil(math.Max(most, sortedLittle[len(little)/2]))
		typical := sortedCounts[len(counts)/2]
		lo, hi := 0, len(ivs)-1
		for lo < hi && counts[lo] < typical*0.9 {
			lo++
		}
		for hi > lo && counts[hi] < typical*0.9 {
			hi--
		}
		users = func(i int) float64 {
			if i < lo || i > hi {
				return u * counts[i] / typical
			}
			return u
		}
		for i := range ivs {
			ivs[i].users, ivs[i].most = -1, u
		}
	}
	// the pace kept through the quiet intervals (those that gave q) of
	// steady, named users, where there are two or more and their cycles'
	// standard deviation is under half their means'
	var cycles, means []float64
	var steadyTime, steadyCount float64
	for i, iv := range ivs {
		in := l.Intervals[i]
		if !in.Summed || iv.count == 0 || slowTimes[i] > share*float64(in.SumNs) || in.Users <= 0 || in.Users < in.UsersMax {
			continue
		}
		t := iv.users*float64(iv.width) - iv.lostFloor
		cycles = append(cycles, t/float64(iv.count))
		means = append(means, float64(in.SumNs)/float64(iv.count))
		steadyTime += t
		steadyCount += float64(iv.count)
	}
	sd := func(v []float64) float64 {
		m := 0.0
		for _, x := range v {
			m += x / float64(len(v))
		}
		var d float64
		for _, x := range v {
			d += (x - m) * (x - m) / float64(len(v))
		}
		return math.Sqrt(d)
	}
	if len(cycles) >= 2 && steadyTime > 0 && sd(cycles) < sd(means)/2 {
		res.cycle, res.steady = steadyTime/steadyCount, true
	}
	// else the cycle, pooled over the inner segments, else over all
	for _, inner := range []bool{true, false} {
		if res.cycle > 0 {
			break
		}
		var time, lost, count float64
		for _, s := range segs {
			if inner && (s.from == 0 || s.to == len(ivs)) {
				continue
			}
			for i := s.from; i < s.to; i++ {
				time += math.Max(0, users(i)) * float64(ivs[i].width)
				lost += ivs[i].lost
				count += float64(ivs[i].count)
			}
		}
		if count > 0 && time > lost {
			res.cycle = (time - lost) / count
			break
		}
	}
	for i := range ivs {
		p := 0.0
		if res.cycle > 0 {
			p = math.Max(0, users(i)) * float64(ivs[i].width) / res.cycle
		}
		res.planned = append(res.planned, p)
		res.plannedSum += p
	}
	for _, s := range segs {
		if !isSlow[s.from] {
			continue
		}
		var d float64
		n := 0
		for i := s.from; i < s.to; i++ {
			d += res.planned[i] - float64(ivs[i].count)
			if ivs[i].slow {
				n++
			}
		}
		if d > 0 {
			res.unsent += d
			res.slowCount += n
		}
	}
	// the load: 1 − 2·(longest − mean of the slow)/cycle, over the
	// intervals of 0.8 to 1.5 slow requests a user, at least 8, where it
	// is above 0; shown where 3 or more show it: their median, the
	// estimate held from the least to the most; else from idle to 0.8 of
	// the time the users were not held, taking the middle
	var loads []float64
	for _, iv := range ivs {
		var held, sum float64
		for _, v := range iv.lats {
			if v > res.slowNs {
				held++
				sum += float64(v)
			}
		}
		if res.cycle > 0 && held >= 8 && held >= 0.8*iv.users && held <= 1.5*iv.users {
			if rho := 1 - 2*(float64(iv.longest)-sum/held)/math.Round(res.cycle); rho > 0 {
				loads = append(loads, math.Min(0.95, rho))
			}
		}
	}
	var lost, time float64
	for _, iv := range ivs {
		lost += iv.lost
		time += math.Max(0, iv.users) * float64(iv.width)
	}
	if time > 0 {
		res.share = lost / time
	}
	res.loadHigh = 0.8 * math.Max(0, 1-res.share)
	res.loadAt = res.loadHigh / 2
	if res.loadShown = len(loads) >= 3; res.loadShown {
		slices.Sort(loads)
		res.load = loads[len(loads)/2]
		res.loadLow, res.loadAt, res.loadHigh = loads[0], res.load, loads[len(loads)-1]
	}
	// the bound and the estimate, where a plan was inferred: without it,
	// no count of the requests to rank among
	if res.plannedSum == 0 {
		return res
	}
	res.estimate, res.estimateStated = refEstimate(ivs, segs, isSlow, &res)
	var bound []int64
	for _, iv := range ivs {
		if iv.longest <= res.slowNs || iv.longest <= res.least {
			continue
		}
		most := math.Ceil(math.Max(iv.most, iv.users))
		p := min(int64(iv.lostFloor/most), iv.longest-res.least)
		r := (float64(iv.count) - 2*most) / float64(iv.width)
		if r <= 0 || p <= 0 {
			continue
		}
		n := r*float64(p) - most
		if n < 1 {
			continue
		}
		whole := int64(n)
		span := int64(n / r)
		parts := min(64, whole, span)
		if span <= 0 {
			parts = 1
		}
		for j := range parts {
			at := res.least
			if span > 0 {
				at += j * span / parts
			}
			for range (j+1)*whole/parts - j*whole/parts {
				bound = append(bound, at)
			}
		}
	}
	total := max(int64(len(all)), int64(math.Round(res.plannedSum)))
	for int64(len(bound)) < total {
		bound = append(bound, res.least)
	}
	slices.Sort(bound)
	for k, lv := range Levels {
		res.bound[k] = nearest(bound, lv)
	}
	return res
}

// refEstimate is the estimate: each segment's latencies as recorded, but
// where it fell short (its unsent, at its first interval, 1 or more) its
// slow ones, replaced with (H + (unsent − k·λ·(Z − Z²/2c))⁺)/(1 − ρ)
// spread evenly below each slow latency L in proportion to L − F; not
// stated where the most busy of the loads it holds over is 1 − the share
// of the users' time lost or more, nor where its p99 with that count 0.9
// or 1.1 times as many is more than a quarter from its own, nor where it
// is more than a quarter above that at the least busy load or below that
// at the most busy.
func refEstimate(ivs []refInterval, segs []struct{ from, to int }, isSlow map[int]bool, res *refResult) ([4]int64, bool) {
	if res.loadHigh > 0 && res.loadHigh >= 1-res.share {
		return [4]int64{}, false
	}
	f := refEstimateAt(ivs, segs, isSlow, res, res.loadAt, 1)
	res.shaken = [3]int64{f[2], refEstimateAt(ivs, segs, isSlow, res, res.loadAt, 0.9)[2], refEstimateAt(ivs, segs, isSlow, res, res.loadAt, 1.1)[2]}
	for _, g := range res.shaken[1:] {
		if 4*math.Abs(float64(g-f[2])) > float64(f[2]) {
			res.unsettled = true
			return [4]int64{}, false
		}
	}
	lo, hi := refEstimateAt(ivs, segs, isSlow, res, res.loadLow, 1)[2], refEstimateAt(ivs, segs, isSlow, res, res.loadHigh, 1)[2]
	res.atLoads = [3]int64{f[2], lo, hi}
	if float64(f[2]) > 1.25*float64(lo) || float64(f[2]) < 0.75*float64(hi) {
		res.loadUnfixed = true
		return [4]int64{}, false
	}
	return f, true
}

// refEstimateAt is the estimate's figures with (H + …)/(1 − rho) times
// scale.
func refEstimateAt(ivs []refInterval, segs []struct{ from, to int }, isSlow map[int]bool, res *refResult, rho, scale float64) [4]int64 {
	var out []int64
	for _, s := range segs {
		var all, slow []int64
		var planned, width, users float64
		unsent := 0.0
		for i := s.from; i < s.to; i++ {
			all = append(all, ivs[i].lats...)
			planned += res.planned[i]
			width += float64(ivs[i].width)
			users = math.Max(users, math.Ceil(math.Max(ivs[i].most, ivs[i].users)))
			unsent += res.planned[i] - float64(ivs[i].count)
		}
		if !isSlow[s.from] || unsent < 1 {
			out = append(out, all...)
			continue
		}
		var weight float64
		for _, v := range all {
			if v > res.slowNs {
				slow = append(slow, v)
				weight += float64(v - res.least)
			} else {
				out = append(out, v)
			}
		}
		if weight == 0 {
			out = append(out, slow...)
			continue
		}
		cycle := math.Round(res.cycle)
		z := math.Max(0, cycle-float64(res.typical))
		k := math.Max(1, math.Round(float64(len(slow))/users))
		n := scale * (float64(len(slow)) + math.Max(0, unsent-planned/width*(z-z*z/(2*cycle))*k)) / (1 - rho)
		slices.Sort(slow)
		density := n * float64(len(slow)) / weight
		from, span := res.least, slow[len(slow)-1]-res.least
		for j := 0; j < len(slow); {
			l := slow[j]
			same := 0
			for j < len(slow) && slow[j] == l {
				same++
				j++
			}
			w := l - from
			parts := int64(max(1, int(64*w/max(1, span))))
			cnt := int64(math.Round(density * float64(w)))
			if cnt > 0 {
				if w <= 0 {
					for range cnt {
						out = append(out, from)
					}
				} else {
					p := min(parts, cnt, w)
					for q := range p {
						for range (q+1)*cnt/p - q*cnt/p {
							out = append(out, from+q*w/p)
						}
					}
				}
			}
			density -= n * float64(same) / weight
			from = l
		}
	}
	slices.Sort(out)
	var f [4]int64
	for k, lv := range Levels {
		f[k] = nearest(out, lv)
	}
	return f
}

// drawLog draws a closed log of 5 to 30 intervals of 1 s or 10 s, 1 to 30
// users (a ramp in one of three), each interval's requests at a few
// latencies about 10 ms (in one of three, one latency and a request every
// 20 ms a user), and, in some, a few held ones of 50 ms to 2 s (in one of
// two logs, about one a user, within a band of up to 10 ms the log's own,
// in one of two spread alike in every interval: a pause's, as the load is
// read from).
func drawLog(rng *rand.Rand) *Log {
	l := &Log{Tool: "test", Format: "test", Arrivals: Closed, ResolutionNs: 1000}
	unknown := rng.IntN(4) == 0 // a log that names no users
	n := 5 + rng.IntN(26)
	width := int64(1e9)
	if rng.IntN(3) == 0 {
		width = 10e9
	}
	users := float64(1 + rng.IntN(30))
	ramp := rng.IntN(3) == 0
	paced := rng.IntN(3) == 0 // as Locust's constant_throughput paces
	bunched, bandNs, even := rng.IntN(2) == 0, 1+rng.Int64N(10_000_000), rng.IntN(2) == 0
	for k := range n {
		u := users
		if ramp && k < n/3 {
			u = users * float64(k+1) / float64(n/3+1)
		}
		var lat []Atom
		var count int64
		for range 1 + rng.IntN(4) {
			a := Atom{Ns: int64(5_000_000 + rng.IntN(10_000_000)), N: int64(1 + rng.IntN(100*int(width/1e9)))}
			if paced { // a request every 20 ms a user, whatever the latency
				a.N = int64(math.Round(u * float64(width) / 20e6))
				lat, count = nil, 0
			}
			lat = append(lat, a)
			count += a.N
		}
		switch {
		case rng.IntN(3) != 0:
		case bunched:
			longest, k := int64(50_000_000+rng.Int64N(2_000_000_000)), 1+rng.IntN(3)
			held := max(8, int(math.Round(u*(0.8+0.7*rng.Float64()))))
			for j := range k {
				a := Atom{Ns: longest - rng.Int64N(bandNs), N: int64((j+1)*held/k - j*held/k)}
				if even { // the same spread in each: one load shown
					a.Ns = longest - bandNs*int64(j)/int64(k)
				}
				lat = append(lat, a)
				count += a.N
			}
		default:
			for range 1 + rng.IntN(3) {
				a := Atom{Ns: int64(50_000_000 + rng.Int64N(2_000_000_000)), N: int64(1 + rng.IntN(int(math.Ceil(u))+10))}
				lat = append(lat, a)
				count += a.N
			}
		}
		if rng.IntN(10) == 0 {
			lat, count = nil, 0 // a stall held the whole interval
		}
		l.Intervals = append(l.Intervals, Interval{StartNs: int64(k) * width, WidthNs: width, Users: u, UsersMax: math.Ceil(u), Arrivals: -1, Count: count, Lat: Tidy(lat)})
		if unknown {
			l.Intervals[k].Users, l.Intervals[k].UsersMax = -1, -1
		}
	}
	if unknown {
		l.Arrivals = Unknown
	}
	if l.Intervals[n-1].Count == 0 {
		l.Intervals[n-1].Count, l.Intervals[n-1].Lat = 10, Dist{{7_000_000, 10}}
	}
	if l.Intervals[0].Count == 0 {
		l.Intervals[0].Count, l.Intervals[0].Lat = 10, Dist{{7_000_000, 10}}
	}
	if rng.IntN(3) == 0 { // a log that gives the latencies' sum, a little off
		for k := range l.Intervals {
			iv := &l.Intervals[k]
			for _, a := range iv.Lat {
				iv.SumNs += a.N * a.Ns
			}
			iv.SumNs, iv.Summed = max(0, iv.SumNs+rng.Int64N(2_000_001)-1_000_000), true
		}
	}
	return l
}

// TestAgainstReference holds the audit of 500 drawn logs to the
// reference: the least, median and slow latencies; the cycle, each
// interval's plan, the unsent and the slow intervals; the load; and the
// bound's and the estimate's figures, exactly.
func TestAgainstReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 5))
	var loaded, unstable, unsettledN, unfixed, noPace, unsent, steady int
	statedBy := map[bool]int{} // by whether a slow moment showed the load
	for range 500 {
		l := drawLog(rng)
		want := reference(l)
		if want.steady {
			steady++
		}
		switch {
		case want.plannedSum == 0:
			noPace++
		case !want.estimateStated:
			unstable++
		}
		if want.unsettled {
			unsettledN++
		}
		if want.loadUnfixed {
			unfixed++
		}
		if want.estimateStated {
			statedBy[want.loadShown]++
		}
		if want.load > 0 {
			loaded++
		}
		if want.unsent >= 1 {
			unsent++
		}
		res, err := Audit(l)
		if err != nil {
			t.Fatal(err)
		}
		if res.LeastNs != want.least || res.TypicalNs != want.typical || res.SlowNs != want.slowNs {
			t.Fatalf("least %d, typical %d, slow %d; the reference %d, %d, %d", res.LeastNs, res.TypicalNs, res.SlowNs, want.least, want.typical, want.slowNs)
		}
		if res.CycleNs != int64(math.Round(want.cycle)) || res.Unsent != max(0, int64(math.Round(want.unsent))) || res.Slow != want.slowCount ||
			res.Planned != int64(math.Round(want.plannedSum)) {
			t.Fatalf("cycle %d, unsent %d, slow %d, planned %d; the reference %v, %v, %d, %v", res.CycleNs, res.Unsent, res.Slow, res.Planned, want.cycle, want.unsent, want.slowCount, want.plannedSum)
		}
		for i, row := range res.Rows {
			if math.Abs(row.Planned-want.planned[i]) > 1e-6*math.Max(1, want.planned[i]) {
				t.Fatalf("interval %d planned %v, the reference %v", i, row.Planned, want.planned[i])
			}
		}
		if math.Abs(res.Load-want.load) > 1e-9 || res.LoadShown != want.loadShown {
			t.Fatalf("load %v (shown %v), the reference %v (%v)", res.Load, res.LoadShown, want.load, want.loadShown)
		}
		if clause := map[bool]string{false: LoadUnshownClause, true: LoadShownClause}[want.loadShown]; want.estimateStated && res.Estimate.Assumption != EstimateAssumption+clause {
			t.Fatalf("the estimate's assumption %q, load shown %v", res.Estimate.Assumption, want.loadShown)
		}
		if res.Estimate.Stated() != want.estimateStated || res.Estimate.Figures != want.estimate {
			t.Fatalf("estimate %v (%q), the reference %v", res.Estimate.Figures, res.Estimate.Unstated, want.estimate)
		}
		ms := func(ns int64) string { return strconv.FormatFloat(float64(ns)/1e6, 'f', 1, 64) + " ms" }
		if says := "its p99 is " + ms(want.shaken[0]) + ", but " + ms(want.shaken[1]) + " with a tenth fewer of the requests it re-times and " +
			ms(want.shaken[2]) + " with a tenth more: the log does not fix it to a quarter"; want.unsettled != (res.Estimate.Unstated == says) {
			t.Fatalf("estimate not stated for %q; the reference's p99 moves a quarter when shaken: %v (%q)", res.Estimate.Unstated, want.unsettled, says)
		}
		if says := fmt.Sprintf("its p99 is %s at a load of %.0f %%, but %s at %.0f %% and %s at %.0f %%, and the log does not tell them apart: no one figure is within a quarter of both",
			ms(want.atLoads[0]), 100*want.loadAt, ms(want.atLoads[1]), 100*want.loadLow, ms(want.atLoads[2]), 100*want.loadHigh); want.loadUnfixed != (res.Estimate.Unstated == says) {
			t.Fatalf("estimate not stated for %q; the reference's p99 moves a quarter across the loads: %v (%q)", res.Estimate.Unstated, want.loadUnfixed, says)
		}
		if res.Bound.Figures != want.bound {
			t.Fatalf("bound %v (%q), the reference %v; cycle %v planned %v", res.Bound.Figures, res.Bound.Unstated, want.bound, want.cycle, want.plannedSum)
		}
	}
	if statedBy[true] < 10 || statedBy[false] < 10 {
		t.Errorf("an estimate stated with the load shown in %d logs, with none shown in %d: too few to test its assumption", statedBy[true], statedBy[false])
	}
	if loaded < 20 || unstable < 5 || unsettledN < 3 || unfixed < 3 || noPace < 5 || unsent < 100 || steady < 10 {
		t.Errorf("the draws show a load in %d logs, an estimate not stated in %d (for its p99 unsettled in %d, unfixed by the load in %d), no pace in %d, requests unsent in %d, a steady pace in %d: too few to test them",
			loaded, unstable, unsettledN, unfixed, noPace, unsent, steady)
	}
	t.Logf("a load in %d of 500, an estimate stated with the load shown in %d, with none shown in %d; not stated in %d (for its p99 unsettled in %d, unfixed by the load in %d), no pace in %d, requests unsent in %d, a steady pace in %d",
		loaded, statedBy[true], statedBy[false], unstable, unsettledN, unfixed, noPace, unsent, steady)
}
