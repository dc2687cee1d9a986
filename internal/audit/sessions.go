package audit

import "slices"

// ofThreads tells how sessions that the log names with their threads
// came (k6's iterations, each its VU's): on a schedule of the executor's
// own, an open model (constant-arrival-rate, ramping-arrival-rate), where
// their starts are (locallySteady); else each thread held for the run,
// its sessions in turn, a closed model of looping threads (constant-vus,
// ramping-vus, per-vu-iterations).
func (u *Users) ofThreads(users []user, threadOf []int64, resolutionNs int64) {
	u.Arrivals, u.Looping = ArrivalsOpen, false
	if locallySteady(users, resolutionNs) {
		return
	}
	u.Arrivals, u.Looping = ArrivalsClosed, true
	first := map[int64]int64{}
	for i := range users {
		f, ok := first[threadOf[i]]
		if !ok {
			f = int64(i)
			first[threadOf[i]] = f
		}
		u.chain[i] = f
	}
	u.Count, u.Held = int64(len(first)), int64(len(first))
}

// locallySteady reports whether users started on a schedule whose rate
// may ramp: four in five of the steps between consecutive starts within
// 10 % of the median of the 20 around them, or two of the log's clock;
// and ten starts at the least. An arrival-rate executor starts its
// iterations so (k6 schedules each at its rate's due time); threads that
// loop start theirs as their last ends, however long it took.
func locallySteady(users []user, resolutionNs int64) bool {
	if len(users) < 10 {
		return false
	}
	steps := make([]int64, len(users)-1)
	for i := range steps {
		steps[i] = users[i+1].startNs - users[i].startNs
	}
	near := 0
	for i, d := range steps {
		around := slices.Clone(steps[max(0, i-10):min(len(steps), i+11)])
		slices.Sort(around)
		m := median(around)
		if d-m <= max(m/10, 2*resolutionNs) && m-d <= max(m/10, 2*resolutionNs) {
			near++
		}
	}
	return near*5 >= len(steps)*4
}

// evenSchedule notes, of open users, whether they started on an even
// schedule, and how far from it their injector strayed: nothing within
// two of the log's steps.
func (u *Users) evenSchedule(users []user, resolutionNs int64) {
	if u.Arrivals != ArrivalsOpen || !onSchedule(users, 0, resolutionNs) {
		return
	}
	u.Even, u.LagNs = true, injectorLag(users)
	if u.LagNs <= 2*resolutionNs {
		u.LagNs = 0
	}
}

// injectorLag is how far the users' starts strayed from an even schedule
// through the first and the last: the most that a start came after its
// slot, less the most that one came before it.
func injectorLag(users []user) int64 {
	first, last, n := users[0].startNs, users[len(users)-1].startNs, int64(len(users)-1)
	var late, early int64
	for k, us := range users {
		// slot k of n steps from first to last, exact in 128 bits' need
		// of none: (last − first)·k fits, as both are in ns of a run
		slot := first + (last-first)*int64(k)/n
		late, early = max(late, us.startNs-slot), max(early, slot-us.startNs)
	}
	return late + early
}

// onSchedule reports whether the users started on a schedule of even
// steps, longer than toleranceNs: four in five of the steps between
// consecutive starts within 2 % of their median, or two of the log's
// clock. An open injector's schedule is even (Gatling's
// constantUsersPerSec, JMeter's ramp-up), and where its users' sessions
// take a whole number of its steps each start falls at another's end;
// a closed model's starts follow ends of sessions whose lengths vary.
func onSchedule(users []user, toleranceNs, resolutionNs int64) bool {
	if len(users) < 10 {
		return false
	}
	steps := make([]int64, len(users)-1)
	for i := range steps {
		steps[i] = users[i+1].startNs - users[i].startNs
	}
	slices.Sort(steps)
	m := median(steps)
	if m <= toleranceNs {
		return false
	}
	near, within := 0, max(m/50, 2*resolutionNs)
	for _, d := range steps {
		if d-m <= within && m-d <= within {
			near++
		}
	}
	return near*5 >= len(steps)*4
}
