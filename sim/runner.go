package sim

// A Runner runs one scenario's clients into buffers it keeps from one run to
// the next, so that repeated runs allocate nothing for samples.
type Runner struct {
	sc                    Scenario
	closedNs, openNs      []int64
	planNs                []int64 // when L > 0: the plan's recording, and so the closed timeline's completions
	skipNs, skipDoneNs    []int64
	unpacedNs, unpacedEnd []int64
	skipped, unpaced      int // requests the last RunDesigns sent
}

// NewRunner validates sc and allocates its sample buffers.
func NewRunner(sc Scenario) (*Runner, error) {
	if err := sc.Validate(); err != nil {
		return nil, err
	}
	r := &Runner{}
	r.size(sc)
	return r, nil
}

// size points the runner at sc, growing the closed and open loops'
// buffers to fit; RunDesigns grows the designs' own.
func (r *Runner) size(sc Scenario) {
	n := sc.Requests()
	r.sc = sc
	r.closedNs, r.openNs = grow(r.closedNs, n), grow(r.openNs, n)
	if sc.RTT > 0 {
		r.planNs = grow(r.planNs, n)
	}
}

// grow returns b with length n, reallocated only if it is too short.
func grow(b []int64, n int64) []int64 {
	if int64(cap(b)) < n {
		return make([]int64, n)
	}
	return b[:n]
}

// Scenario returns the scenario the runner runs.
func (r *Runner) Scenario() Scenario { return r.sc }

// SetConnections points the runner at the same scenario with n
// connections, growing its buffers when it must.
func (r *Runner) SetConnections(n int) error {
	sc := r.sc
	sc.Connections = n
	return r.SetScenario(sc)
}

// SetScenario points the runner at sc, growing its buffers when it must:
// a sweep of scenarios of one length shares one runner's buffers, not
// one set a scenario.
func (r *Runner) SetScenario(sc Scenario) error {
	if err := sc.Validate(); err != nil {
		return err
	}
	r.size(sc)
	return nil
}

// RunClosed runs the closed-loop client into the runner's closed buffer,
// and, when L > 0, the plan's recording of the same requests.
func (r *Runner) RunClosed() Loop {
	srv, I, N := r.sc.server(), int64(r.sc.Interval), r.sc.Connections
	switch {
	case r.sc.RTT > 0:
		loop := runDoneRTT(srv, I, int64(r.sc.RTT), N, r.closedNs)
		closedAndPlan(r.closedNs, r.planNs, I, int64(r.sc.RTT), N)
		return loop
	case N == 1:
		return runClosed(srv, I, r.closedNs)
	}
	loop := runDone(srv, I, r.closedNs)
	sendLate(r.closedNs, I, N)
	return loop
}

// RunOpen runs the open-loop client into the runner's open buffer. It
// holds done − due; the recording adds L.
func (r *Runner) RunOpen() Loop {
	return runOpen(r.sc.server(), int64(r.sc.Interval), r.openNs)
}

// RunDesigns runs the skip and the unpaced designs and returns their loops.
func (r *Runner) RunDesigns() (skip, unpaced Loop) {
	srv, I, L, N := r.sc.server(), int64(r.sc.Interval), int64(r.sc.RTT), r.sc.Connections
	n, u := r.sc.Requests(), r.sc.UnpacedBound()
	r.skipNs, r.skipDoneNs, r.unpacedNs, r.unpacedEnd = grow(r.skipNs, n), grow(r.skipDoneNs, n), grow(r.unpacedNs, u), grow(r.unpacedEnd, u)
	skip, r.skipped = runSkip(srv, I, L, r.sc.Requests(), N, r.skipNs, r.skipDoneNs)
	unpaced, r.unpaced = runUnpaced(srv, L, int64(r.sc.Duration), N, r.unpacedNs, r.unpacedEnd)
	return skip, unpaced
}

// recordings returns the held recordings of the last runs.
func (r *Runner) recordings(held Held) *recordings {
	I, L := int64(r.sc.Interval), int64(r.sc.RTT)
	rs := &recordings{}
	openDone := func(i int) int64 { return int64(i)*I + r.openNs[i] }
	rs.sets[Open] = compressByStall(r.openNs, openDone, r.sc).shift(L)
	closedDone := openDone // at L = 0 the timelines are one
	if L > 0 {
		closedDone = func(i int) int64 { return int64(i)*I + r.planNs[i] - L }
		rs.sets[Plan] = compressByStall(r.planNs, closedDone, r.sc)
	}
	rs.sets[Closed] = compressByStall(r.closedNs, closedDone, r.sc)
	if held.Has(Skip) {
		skipDone := r.skipDoneNs[:r.skipped]
		rs.sets[Skip] = compressByStall(r.skipNs[:r.skipped], func(i int) int64 { return skipDone[i] }, r.sc)
	}
	if held.Has(Unpaced) {
		unpacedDone := r.unpacedEnd[:r.unpaced]
		rs.sets[Unpaced] = compressByStall(r.unpacedNs[:r.unpaced], func(i int) int64 { return unpacedDone[i] }, r.sc)
	}
	rs.correct(r.sc, held)
	return rs
}

// Recordings returns every recording of the last full run, indexed by
// Set; a set the scenario does not record is empty.
func (r *Runner) Recordings() [len(Sets)]Multiset { return r.recordings(r.sc.AllHeld()).sets }

// Summarize returns the figures of the last full run, given the loops of
// the four timelines, indexed by Set.
func (r *Runner) Summarize(loops [len(Sets)]Loop) Figures {
	return figures(r.sc, r.recordings(r.sc.AllHeld()), loops, r.sc.AllHeld())
}

// Run runs every client once and summarizes them.
func (r *Runner) Run() Figures {
	var loops [len(Sets)]Loop
	loops[Closed] = r.RunClosed()
	loops[Open] = r.RunOpen()
	loops[Skip], loops[Unpaced] = r.RunDesigns()
	return r.Summarize(loops)
}

// RunSeed runs the closed and open clients once and summarizes the seed's
// three recordings: what a sweep point needs.
func (r *Runner) RunSeed() Figures {
	var loops [len(Sets)]Loop
	loops[Closed] = r.RunClosed()
	loops[Open] = r.RunOpen()
	return figures(r.sc, r.recordings(SeedHeld), loops, SeedHeld)
}

// Samples returns the runner's closed and open sample buffers as of the last
// runs, request by request. They are the runner's own: they change with the
// next run. The open buffer holds done − due, without L.
func (r *Runner) Samples() (closedNs, openNs []int64) { return r.closedNs, r.openNs }
