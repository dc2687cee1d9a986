package orderstat

import (
	"errors"
	"math"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"coordinated-omission/internal/rank"
)

// datum is one value of one group.
type datum struct {
	group int
	v     int64
}

func passOf(data []datum) Pass {
	return func(add func(int, int64)) error {
		for _, d := range data {
			add(d.group, d.v)
		}
		return nil
	}
}

// reference sorts each group's values and takes the rank: the slow,
// obvious oracle.
func reference(data []datum, groups int, rankOf func(int, int64) int64) []int64 {
	by := make([][]int64, groups)
	for _, d := range data {
		by[d.group] = append(by[d.group], d.v)
	}
	out := make([]int64, groups)
	for g, vs := range by {
		if len(vs) > 0 {
			slices.Sort(vs)
			out[g] = vs[rankOf(g, int64(len(vs)))-1]
		}
	}
	return out
}

// draw draws n values in groups groups from one of the shapes data
// takes: latencies spread over decades, a few values tied many times,
// every value equal, the int64 extremes among small ones, and negatives.
func draw(rng *rand.Rand, n, groups, shape int) []datum {
	data := make([]datum, n)
	for i := range data {
		var v int64
		switch shape {
		case 0:
			v = int64(math.Exp(rng.Float64()*20)) + rng.Int63n(1000)
		case 1:
			v = []int64{5_000_000, 5_000_001, 7_000_000}[rng.Intn(3)]
		case 2:
			v = 123_456_789
		case 3:
			v = []int64{math.MinInt64, math.MaxInt64, 0, -1, 1, math.MaxInt64 - 1}[rng.Intn(6)]
		default:
			v = rng.Int63() - rng.Int63()
		}
		data[i] = datum{rng.Intn(groups), v}
	}
	return data
}

// TestSelectAgainstSorting: every group's value at its rank, the median,
// the least, the most and a rank drawn, in every shape of data, with
// groups empty, and with budgets for one group at a time and for every
// group at once: as sorting gives it; in at most 8 passes where the
// budget counts every group from the first.
func TestSelectAgainstSorting(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	ranks := map[string]func(int, int64) int64{
		"median": func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) },
		"least":  func(int, int64) int64 { return 1 },
		"most":   func(_ int, n int64) int64 { return n },
		"p99.9":  func(_ int, n int64) int64 { return rank.HalfUp(999, 1000, n) },
		"drawn":  func(g int, n int64) int64 { return 1 + (int64(g)*7919)%n },
	}
	for shape := range 5 {
		for _, c := range []struct{ n, groups, budget int }{{1, 1, 1}, {600, 1, 1}, {20_000, 3, 1 << 20}, {50_000, 40, 3 * logBuckets}, {3000, 200, 1 << 20}, {3000, 200, 600}} {
			data := draw(rng, c.n, c.groups, shape)
			for name, rk := range ranks {
				got, passes, err := Select(passOf(data), c.groups, rk, c.budget)
				if err != nil {
					t.Fatal(err)
				}
				if want := reference(data, c.groups, rk); !slices.Equal(got, want) {
					t.Fatalf("shape %d, %d values in %d groups, a budget of %d, %s: %v, want %v", shape, c.n, c.groups, c.budget, name, got[:min(5, len(got))], want[:min(5, len(want))])
				}
				most := 9 * c.groups // a group at a time, its first pass that of its counts
				if c.budget >= c.groups*logBuckets {
					most = 8 // every group counted from the first pass, side by side
				}
				if passes > most {
					t.Errorf("shape %d, %+v, %s: %d passes, over %d", shape, c, name, passes, most)
				}
			}
		}
	}
}

// TestSelectRanksAgainstSorting: several ranks of each group at once
// (the least, the median, a rank drawn, the most, and one of them twice),
// in every shape of data, with groups empty, and with budgets for one
// rank at a time, a few, and every group at once: as sorting gives each;
// in the passes of its slowest rank where every group is counted from
// the first pass, not one first pass a rank.
func TestSelectRanksAgainstSorting(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	fns := []func(int, int64) int64{
		func(int, int64) int64 { return 1 },
		func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) },
		func(g int, n int64) int64 { return 1 + (int64(g)*7919)%n },
		func(_ int, n int64) int64 { return n },
		func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) },
	}
	k := len(fns)
	ranks := func(g int, n int64, into []int64) {
		for j, f := range fns {
			into[j] = f(g, n)
		}
	}
	for shape := range 5 {
		for _, c := range []struct{ n, groups, budget int }{{1, 1, 1}, {600, 1, 1}, {20_000, 3, 1 << 20}, {50_000, 40, 3 * logBuckets}, {3000, 200, 600}} {
			data := draw(rng, c.n, c.groups, shape)
			got, passes, err := SelectRanks(passOf(data), c.groups, k, ranks, c.budget)
			if err != nil {
				t.Fatal(err)
			}
			most, counted := 1, c.budget >= c.groups*3*logBuckets // every group counted from the first pass
			for j, f := range fns {
				want := reference(data, c.groups, f)
				for g := range c.groups {
					if got[g*k+j] != want[g] {
						t.Fatalf("shape %d, %+v: group %d rank %d: %d, want %d", shape, c, g, j, got[g*k+j], want[g])
					}
				}
				if counted {
					_, p, _ := Select(passOf(data), c.groups, f, c.budget*k)
					most = max(most, p)
				}
			}
			if counted && passes > most {
				t.Errorf("shape %d, %+v: %d passes for %d ranks, over the %d of the slowest alone", shape, c, passes, k, most)
			}
		}
	}
	// a rank asked twice is sought once: with a budget of one rank a
	// pass, in the passes of one
	twice := draw(rng, 50_000, 1, 0)
	_, once, _ := SelectRanks(passOf(twice), 1, 1, func(_ int, n int64, into []int64) { into[0] = n / 3 }, 1)
	got, both, _ := SelectRanks(passOf(twice), 1, 2, func(_ int, n int64, into []int64) { into[0], into[1] = n/3, n/3 }, 1)
	if want := reference(twice, 1, func(_ int, n int64) int64 { return n / 3 }); got[0] != want[0] || got[1] != want[0] || both != once || once < 3 {
		t.Errorf("a rank twice: %v in %d passes, want %d twice in %d (3 or more)", got, both, want[0], once)
	}
	// groups with no value among groups with values: their answers 0
	gaps := []datum{{0, 5}, {0, 9}, {2, 7}, {2, 1}, {2, 4}}
	got, _, err := SelectRanks(passOf(gaps), 4, 2, func(_ int, n int64, into []int64) { into[0], into[1] = 1, n }, 1<<20)
	if err != nil || !slices.Equal(got, []int64{5, 9, 0, 0, 1, 7, 0, 0}) {
		t.Errorf("groups 1 and 3 empty: %v (%v), want [5 9 0 0 1 7 0 0]", got, err)
	}
	if _, _, err := SelectRanks(passOf(nil), 1, 0, ranks, 1); err == nil {
		t.Error("no rank a group: no error")
	}
	one := []datum{{0, 5}}
	if _, _, err := SelectRanks(passOf(one), 1, 2, func(_ int, n int64, into []int64) { into[0], into[1] = 1, 2 }, 1<<20); err == nil || !strings.Contains(err.Error(), "rank 2 of 1") {
		t.Errorf("a second rank out of range: %v", err)
	}
}

// TestSelectRanksCountsOnce: the first pass counts a group once for all
// its ranks: three ranks of whole-ms latencies below 8 ms, one value a
// log part, are answered in that one pass.
func TestSelectRanksCountsOnce(t *testing.T) {
	var data []datum
	for i := range 3000 {
		data = append(data, datum{0, int64(1+i%7) * 1_000_000})
	}
	calls := 0
	pass := func(add func(int, int64)) error {
		calls++
		return passOf(data)(add)
	}
	got, passes, err := SelectRanks(pass, 1, 3, func(_ int, n int64, into []int64) { into[0], into[1], into[2] = 1, n/2, n }, 1<<20)
	if err != nil || passes != 1 || calls != 1 || !slices.Equal(got, []int64{1_000_000, 4_000_000, 7_000_000}) {
		t.Errorf("%v in %d passes (%d calls, %v), want 1, 4 and 7 ms in 1", got, passes, calls, err)
	}
}

// TestSelectWidestLogBucket: values spread over the top octave, the
// widest of the log buckets (2^60 keys), take the 8 passes the package
// doc counts, and no more.
func TestSelectWidestLogBucket(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	data := make([]datum, 100_000)
	for i := range data {
		data[i] = datum{0, math.MaxInt64 - rng.Int63n(1<<59)}
	}
	data[0].v = math.MaxInt64 - 1<<59 + 12345 // a value alone at the low end, sought as the least
	least := func(int, int64) int64 { return 1 }
	got, passes, err := Select(passOf(data), 1, least, logBuckets)
	if err != nil {
		t.Fatal(err)
	}
	if want := reference(data, 1, least); got[0] != want[0] || passes > 8 {
		t.Errorf("%d in %d passes, want %d in at most 8", got[0], passes, want[0])
	}
}

// TestSelectRefuses: a pass that fails, a rank out of range, and data
// that change between passes are errors, not a panic or a wrong value.
func TestSelectRefuses(t *testing.T) {
	boom := errors.New("boom")
	if _, _, err := Select(func(func(int, int64)) error { return boom }, 1, func(int, int64) int64 { return 1 }, 1); !errors.Is(err, boom) {
		t.Errorf("a failing pass: %v", err)
	}
	data := draw(rand.New(rand.NewSource(3)), 5000, 2, 0)
	if _, _, err := Select(passOf(data), 2, func(int, int64) int64 { return 0 }, 1<<20); err == nil || !strings.Contains(err.Error(), "rank 0") {
		t.Errorf("rank 0: %v", err)
	}
	calls := 0
	changing := func(add func(int, int64)) error {
		calls++
		for i, d := range data {
			if calls > 1 && i%2 == 0 {
				continue
			}
			add(d.group, d.v)
		}
		return nil
	}
	for _, budget := range []int{1, 1 << 20} {
		calls = 0
		if _, _, err := Select(changing, 2, func(_ int, n int64) int64 { return n / 2 }, budget); err == nil || !strings.Contains(err.Error(), "changed") {
			t.Errorf("budget %d: data that changed: %v", budget, err)
		}
	}
	// group 1 changes, of two ranks a group: the error names group 1
	calls = 0
	changingOne := func(add func(int, int64)) error {
		calls++
		for i, d := range data {
			if calls > 1 && d.group == 1 && i%2 == 0 {
				continue
			}
			add(d.group, d.v)
		}
		return nil
	}
	_, _, err := SelectRanks(changingOne, 2, 2, func(_ int, n int64, into []int64) { into[0], into[1] = n/2, n/3 }, 1<<20)
	if err == nil || !strings.HasPrefix(err.Error(), "orderstat: group 1: ") {
		t.Errorf("group 1 changed: %v", err)
	}
}

// FuzzSelect: any values, in two groups, at any rank, as sorting gives.
func FuzzSelect(f *testing.F) {
	f.Add([]byte{1, 2, 3, 255, 0, 7}, uint16(3))
	f.Fuzz(func(t *testing.T, raw []byte, r uint16) {
		var data []datum
		for i := 0; i+3 <= len(raw); i += 3 {
			v := int64(raw[i+1])<<int(raw[i+2]%64) - int64(raw[i+2])
			data = append(data, datum{int(raw[i] % 2), v})
		}
		rk := func(_ int, n int64) int64 { return 1 + int64(r)%n }
		got, _, err := Select(passOf(data), 2, rk, int(r%3)*logBuckets)
		if err != nil {
			t.Fatal(err)
		}
		if want := reference(data, 2, rk); !slices.Equal(got, want) {
			t.Fatalf("%v, want %v", got, want)
		}
	})
}

// TestSelectOneValueAPart: latencies in whole ms below 8 ms fall one to a
// log part, which is the answer as soon as the first pass has counted
// it.
func TestSelectOneValueAPart(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	data := make([]datum, 50_000)
	for i := range data {
		data[i] = datum{i % 3, 1_000_000 * (1 + rng.Int63n(7))}
	}
	for name, rk := range map[string]func(int, int64) int64{"median": func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) }, "p10": func(_ int, n int64) int64 { return rank.HalfUp(10, 100, n) }} {
		got, passes, err := Select(passOf(data), 3, rk, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if want := reference(data, 3, rk); !slices.Equal(got, want) || passes != 1 {
			t.Errorf("%s: %v in %d passes, want %v in 1", name, got, passes, want)
		}
	}
}

// TestLogBucket: the first pass's buckets keep the values' order, from
// the least int64 to the most, each below logBuckets; a value's bucket
// spans at most an eighth of its octave, and one of 0 to 7, or of −8 to
// −1, is its own.
func TestLogBucket(t *testing.T) {
	vs := []int64{math.MinInt64, math.MinInt64 + 1, -1 << 40, -9, -8, -7, -2, -1, 0, 1, 7, 8, 9, 15, 16, 1_000_000, 5_000_000, 1 << 62, math.MaxInt64 - 1, math.MaxInt64}
	rng := rand.New(rand.NewSource(5))
	for range 2000 {
		vs = append(vs, rng.Int63()>>rng.Intn(63)*int64(1-2*rng.Intn(2)))
	}
	slices.Sort(vs)
	for i, v := range vs {
		b := logBucket(key(v))
		if b < 0 || b >= logBuckets {
			t.Fatalf("%d: bucket %d of %d", v, b, logBuckets)
		}
		if i > 0 && b < logBucket(key(vs[i-1])) {
			t.Fatalf("%d in bucket %d, below %d's %d", v, b, vs[i-1], logBucket(key(vs[i-1])))
		}
		if (v >= -8 && v <= 7) && (logBucket(key(v-1)) == b || logBucket(key(v+1)) == b) {
			t.Errorf("%d shares its bucket", v)
		}
	}
	if logBucket(key(1_000_000)) == logBucket(key(1_000_000+1<<17)) {
		t.Errorf("1 ms and 1.131 ms share a bucket: wider than an eighth of the octave")
	}
}

// spread are n distinct values in [2^20, 2^20 + 2^16), in an order
// drawn: all in one log part, more than Buckets of them.
func spread(rng *rand.Rand, group, n int) []datum {
	out := make([]datum, n)
	for i, v := range rng.Perm(1 << 16)[:n] {
		out[i] = datum{group, 1<<20 + int64(v)}
	}
	return out
}

// TestSelectPasses counts the passes: 10^4 distinct values in one log
// part are counted in it (pass 1), then in Buckets parts of about 20
// values each (pass 2), which are kept (pass 3). Four such groups, with a
// budget of two groups' log parts (2 · 3 · 976 = 5,856 numbers; a linear
// count costs 3 · 512 = 1,536, a part kept its 20 values): pass 1 counts
// the two whose values come first (groups 2 and 3, shuffled); pass 2 the
// log parts of groups 0 and 1 (5,856, nothing more fits); pass 3 groups
// 0, 1 and 2 in linear parts (4,608); pass 4 keeps 0, 1 and 2 and counts
// 3 in linear parts; pass 5 keeps 3: five passes.
func TestSelectPasses(t *testing.T) {
	rng := rand.New(rand.NewSource(6))
	median := func(_ int, n int64) int64 { return rank.HalfUp(50, 100, n) }
	one := spread(rng, 0, 10_000)
	if got, passes, err := Select(passOf(one), 1, median, 1<<20); err != nil || passes != 3 || got[0] != reference(one, 1, median)[0] {
		t.Errorf("one group: %v in %d passes (%v), want 3", got, passes, err)
	}
	var four []datum
	for g := range 4 {
		four = append(four, spread(rng, g, 10_000)...)
	}
	rng.Shuffle(len(four), func(i, j int) { four[i], four[j] = four[j], four[i] })
	got, passes, err := Select(passOf(four), 4, median, 2*3*logBuckets)
	if err != nil || passes != 5 || !slices.Equal(got, reference(four, 4, median)) {
		t.Errorf("four groups, a budget of two: %v in %d passes (%v), want 5", got, passes, err)
	}
	// a budget one short of two groups' log parts counts one in the first
	// pass; whole ms below 8 ms, one value a part, then take one pass a
	// group
	var ms []datum
	for i := range 1000 {
		ms = append(ms, datum{i % 2, 1_000_000 * int64(1+i%5)})
	}
	for _, c := range []struct{ budget, passes int }{{2 * 3 * logBuckets, 1}, {2*3*logBuckets - 1, 2}} {
		if got, passes, err := Select(passOf(ms), 2, median, c.budget); err != nil || passes != c.passes || !slices.Equal(got, reference(ms, 2, median)) {
			t.Errorf("a budget of %d: %v in %d passes (%v), want %d", c.budget, got, passes, err, c.passes)
		}
	}
	// four such groups and a budget of two: two in the first pass, the
	// other two side by side in the second, the budget spent to the last
	ms = ms[:0] // more than Buckets a group, so that each is counted, not kept
	for i := range 4000 {
		ms = append(ms, datum{i % 4, 1_000_000 * int64(1+i%5)})
	}
	if got, passes, err := Select(passOf(ms), 4, median, 2*3*logBuckets); err != nil || passes != 2 || !slices.Equal(got, reference(ms, 4, median)) {
		t.Errorf("four groups of whole ms, a budget of two: %v in %d passes (%v), want 2", got, passes, err)
	}
}

// TestSelectKeepsAtBuckets: a range of exactly Buckets values is kept,
// not counted again: 512 distinct values in one log part, two runs of 256
// far apart, take two passes to their 128th; counted in parts of five
// keys ((2,303 / 512) + 1), the part of the 128th would hold five and
// take a third.
func TestSelectKeepsAtBuckets(t *testing.T) {
	var data []datum
	for k := range int64(256) {
		data = append(data, datum{0, 1<<20 + k}, datum{0, 1<<20 + 2048 + k})
	}
	if got, passes, err := Select(passOf(data), 1, func(int, int64) int64 { return 128 }, 1<<20); err != nil || passes != 2 || got[0] != 1<<20+127 {
		t.Errorf("%v in %d passes (%v), want %d in 2", got, passes, err, 1<<20+127)
	}
	// beside a group of 1,000 whole ms, with a budget of 4,000: the first
	// pass counts the first group's log parts (2,928) and not the second's
	// (2,928 more); the second keeps the first's 512 values beside the
	// second's log parts (3,440), which a count of the 512 (1,536 more)
	// would not leave room for
	for i := range 1000 {
		data = append(data, datum{1, 1_000_000 * int64(1+i%5)})
	}
	ranks := func(g int, n int64) int64 { return []int64{128, 500}[g] }
	if got, passes, err := Select(passOf(data), 2, ranks, 4000); err != nil || passes != 2 || !slices.Equal(got, reference(data, 2, ranks)) {
		t.Errorf("beside whole ms: %v in %d passes (%v), want 2", got, passes, err)
	}
}
