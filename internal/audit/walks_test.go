package audit

import "testing"

// The walks the re-timings take a slot at a time, laid out whole for the
// tests that check them slot by slot.

// curve is slots, a figure per slot due at times, over time for the
// picture (runCurve).
func curve(times []int64, startNs int64, slots []int64) []Point {
	c := newRunCurve(len(slots), startNs)
	for k, v := range slots {
		c.add(k, slot{atNs: times[k]}, v)
	}
	return c.points()
}

// slotCurve is values, a figure per slot, over time for the picture
// (timeCurve).
func slotCurve(slots []slot, values []int64, startNs int64) []Point {
	c := newTimeCurve(startNs, slots[len(slots)-1].atNs)
	for k, v := range values {
		c.add(k, slots[k], v)
	}
	return c.points()
}

// lowerBound emits freeBound's figure at each slot due at times.
func lowerBound(reqs []Request, times []int64, leastNs, spreadNs int64, e emit) {
	b := newFreeBound(reqs, leastNs, spreadNs)
	for k, u := range times {
		e(k, slot{atNs: u}, b.at(u))
	}
}

// noDrift is the drift of slots that no pause held: none.
func noDrift(*planSlot) int64 { return 0 }

// walkOf walks slots, each of an Extra slot's thread where it is one, a
// block of two at a time, each of service and own service its of.
func walkOf(slots []slot) func(func(int, []planSlot)) error {
	return func(f func(int, []planSlot)) error {
		var block []planSlot
		for j, s := range slots {
			p := planSlot{slot: s, serviceNs: int64(s.of), ownNs: int64(s.of)}
			if s.of < 0 {
				p.thread = -1 - s.of
			}
			if block = append(block, p); len(block) == 2 || j == len(slots)-1 {
				f(j+1-len(block), block)
				block = nil
			}
		}
		return nil
	}
}

// runOf is a thread run of slots, laid out on its tape as the plan lays
// them out, its busy share from busyFromNs.
func runOf(slots []planSlot, thinkSpreadNs []int64, spread map[int32]int64, busyFromNs int64) threadRun {
	r := newThreadRun(thinkSpreadNs, spread, busyFromNs)
	for _, s := range slots {
		r.put(s)
	}
	return r
}

// slotsOf are run's slots, read back from its tape.
func slotsOf(t *testing.T, run threadRun) []planSlot {
	t.Helper()
	var out []planSlot
	if err := run.walk(func(from int, block []planSlot) {
		if from != len(out) {
			t.Fatalf("a block from %d after %d slots", from, len(out))
		}
		out = append(out, block...)
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// plainSlots are slots without what the re-timings read of them.
func plainSlots(slots []planSlot) []slot {
	out := make([]slot, len(slots))
	for j, s := range slots {
		out[j] = s.slot
	}
	return out
}

// Times are when the plan's slots fell due, in order, laid out.
func (p Plan) Times() []int64 {
	var out []int64
	p.eachTime(func(_ int, atNs int64) { out = append(out, atNs) })
	return out
}
