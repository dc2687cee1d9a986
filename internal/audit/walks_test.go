package audit

// The walks the re-timings take a slot at a time, laid out whole for the
// tests that check them slot by slot.

// curve is slots, a figure per slot due at times, over time for the
// picture (runCurve).
func curve(times []int64, startNs int64, slots []int64) []Point {
	c := newRunCurve(times[:len(slots)], startNs)
	for k, v := range slots {
		c.add(k, v)
	}
	return c.points()
}

// slotCurve is values, a figure per slot, over time for the picture
// (timeCurve).
func slotCurve(slots []slot, values []int64, startNs int64) []Point {
	c := newTimeCurve(slots, startNs)
	for k, v := range values {
		c.add(k, v)
	}
	return c.points()
}

// lowerBound emits freeBound's figure at each slot due at times.
func lowerBound(reqs []Request, times []int64, leastNs, spreadNs int64, e emit) {
	b := newFreeBound(reqs, leastNs, spreadNs)
	for k, u := range times {
		e(k, b.at(u))
	}
}

// noDrift is the drift of slots that no pause held: none.
func noDrift(int) int64 { return 0 }
