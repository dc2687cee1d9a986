package audit

import (
	"math"
	"runtime/debug"
	"strings"
	"testing"

	"coordinated-omission/internal/reqlog"
)

// TestCapacity: three quarters of the free memory at 96 bytes a request
// (8 GiB free: 8·2^30·3/4/96 = 67,108,864), never below the bound a
// machine of unknown memory keeps, nor above 32-bit numbering.
func TestCapacity(t *testing.T) {
	for _, c := range []struct {
		freeBytes uint64
		want      int
	}{
		{0, reqlog.MaxRequests},
		{1 << 30, reqlog.MaxRequests},
		{8 << 30, 67_108_864},
		{24 << 30, 201_326_592},
		{1 << 50, reqlog.MostRequests},
		{math.MaxUint64, reqlog.MostRequests},
	} {
		if got := Capacity(c.freeBytes); got != c.want {
			t.Errorf("Capacity(%d) = %d, want %d", c.freeBytes, got, c.want)
		}
	}
	// the edge: 2·10^7 requests' worth is 2·10^7·96·4/3 = 2.56·10^9 bytes
	if got := Capacity(2_560_000_128); got != reqlog.MaxRequests+1 {
		t.Errorf("just past the floor: %d", got)
	}
}

// TestRaiseMemoryLimit: a log of up to reqlog.MaxRequests keeps
// MemoryLimit; past it, 56 bytes a request; a limit already above it, or
// none, is left.
func TestRaiseMemoryLimit(t *testing.T) {
	was := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(was)
	if got := ReadyProcess(8 << 30); got != 67_108_864 || debug.SetMemoryLimit(-1) != MemoryLimit {
		t.Errorf("ReadyProcess: %d, its soft limit %d", got, debug.SetMemoryLimit(-1))
	}
	if got := memoryLimitFor(reqlog.MaxRequests); got != MemoryLimit {
		t.Errorf("at MaxRequests: %d", got)
	}
	if got := memoryLimitFor(reqlog.MaxRequests + 1); got != (reqlog.MaxRequests+1)*56 {
		t.Errorf("past MaxRequests: %d", got)
	}
	for _, c := range []struct {
		set  int64
		n    int
		want int64
	}{
		{MemoryLimit, 1000, MemoryLimit},
		{MemoryLimit, reqlog.MaxRequests, MemoryLimit},
		{MemoryLimit, 100_000_000, 5_600_000_000},
		{10 << 30, 100_000_000, 10 << 30},
		{math.MaxInt64, 100_000_000, math.MaxInt64},
	} {
		debug.SetMemoryLimit(c.set)
		raiseMemoryLimit(c.n)
		if got := debug.SetMemoryLimit(-1); got != c.want {
			t.Errorf("%d requests under a limit of %d: %d, want %d", c.n, c.set, got, c.want)
		}
	}
}

// TestSlotLimit: a rate plan holds MaxSlots slots up to a log of a third
// as many requests, three a request past it, as a thread plan does; and
// its refusal names the log's requests.
func TestSlotLimit(t *testing.T) {
	for n, want := range map[int]int64{0: MaxSlots, MaxSlots / 3: MaxSlots, MaxSlots/3 + 1: MaxSlots + 1, 100_000_000: 300_000_000, reqlog.MostRequests: MostSlots} {
		if got := slotLimit(n); got != want {
			t.Errorf("slotLimit(%d) = %d, want %d", n, got, want)
		}
	}
	even := []Request{{SendNs: 0, LatencyNs: 1}, {SendNs: 10, LatencyNs: 1}}
	if _, err := inferPlan(even, 10, MaxSlots+1, 1); err == nil || !strings.Contains(err.Error(), "more than the 50000000 an audit of 2 requests takes") {
		t.Errorf("a plan past MaxSlots: %v", err)
	}
}
