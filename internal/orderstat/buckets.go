package orderstat

import "math/bits"

// The first pass's log buckets, and the keys that order values as
// unsigned numbers.

// logBits are the bits of a value's mantissa the first pass buckets by:
// 8 buckets an octave.
const logBits = 3

// halfBuckets is how many log buckets hold the values at or above 0, and
// as many the values below: a magnitude below 2^63 has at most
// (63 − logBits) octaves of 2^logBits buckets, and 2^logBits buckets of
// one value each below them.
const halfBuckets = (64 - logBits) << logBits

// logBuckets is how many buckets the first pass counts a group in.
const logBuckets = 2 * halfBuckets

// key maps v to an unsigned key in the same order.
func key(v int64) uint64 { return uint64(v) ^ 1<<63 }

// value is key's inverse.
func value(k uint64) int64 { return int64(k ^ 1<<63) }

// logBucket is the first pass's bucket of the value whose key is k, in
// order: a value v ≥ 0 in halfBuckets + magnitudeBucket(v), a value below
// 0 mirrored below them, by the magnitude −v − 1.
func logBucket(k uint64) int {
	if v := value(k); v < 0 {
		return halfBuckets - 1 - magnitudeBucket(uint64(-(v + 1)))
	}
	return halfBuckets + magnitudeBucket(k^1<<63)
}

// magnitudeBucket is m's bucket, for m below 2^63: m itself below
// 2^logBits, else its octave and the logBits bits after its leading one.
func magnitudeBucket(m uint64) int {
	if m < 1<<logBits {
		return int(m)
	}
	e := bits.Len64(m) - 1 // logBits to 62
	return (e-logBits+1)<<logBits | int(m>>(e-logBits))&(1<<logBits-1)
}
