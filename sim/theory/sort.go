package theory

import (
	"math/bits"
	"slices"
)

// rankBits is the bits of AtRanks's bucket: it counts the samples into
// 2^16 buckets of equal width, a table of 512 KiB.
const rankBits = 16

// AtRanks returns the values of ranks ks among samples (rank 1 the
// least, len(samples) the greatest), as a sorted copy of them would give
// them, without sorting or copying the samples: one pass finds their
// least and greatest, one counts them into 2^16 buckets of equal width
// over that span, one gathers the buckets the ranks fall in, and each of
// those is sorted on its own. On the tens of millions of samples of a
// long random run this reads them three times where a sort wrote a copy
// and moved it four times, and it allocates a bucket's worth, not the
// run's twice. Each k must be from 1 to len(samples); a few samples cost
// the table's 512 KiB, no more.
func AtRanks(samples []int64, ks []int) []int64 {
	out := make([]int64, len(ks))
	lo, hi := samples[0], samples[0]
	for _, v := range samples {
		lo, hi = min(lo, v), max(hi, v)
	}
	base := uint64(lo)
	// the span as unsigned, which holds any two int64s' distance
	shift := uint(bits.Len64((uint64(hi) - base) >> rankBits))
	counts := make([]int, 1<<rankBits)
	for _, v := range samples {
		counts[(uint64(v)-base)>>shift]++
	}
	// each rank's bucket, and its rank within it
	bucket, within := make([]int, len(ks)), make([]int, len(ks))
	slot := make([]int32, len(counts)) // a bucket's place in gathered, plus one; 0 if no rank falls in it
	var gathered [][]int64
	for i, k := range ks {
		b, below := 0, 0
		for below+counts[b] < k {
			below += counts[b]
			b++
		}
		bucket[i], within[i] = b, k-below
		if slot[b] == 0 {
			gathered = append(gathered, make([]int64, 0, counts[b]))
			slot[b] = int32(len(gathered))
		}
	}
	for _, v := range samples {
		b := (uint64(v) - base) >> shift
		if s := slot[b]; s != 0 {
			gathered[s-1] = append(gathered[s-1], v)
		}
	}
	for _, g := range gathered {
		slices.Sort(g)
	}
	for i, b := range bucket {
		out[i] = gathered[slot[b]-1][within[i]-1]
	}
	return out
}
