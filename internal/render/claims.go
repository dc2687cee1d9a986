package render

import "slices"

// Claims are the facts the prose rests on, decided here from the raw
// file's exact figures so that a template only chooses between sentences.
// Each is documented by the comparison that decides it.
type Claims struct {
	// SameTimeline: both loops met the same stalls and completed their
	// last request at the same instant.
	SameTimeline bool
	// OneConnection: the closed loop has one connection. KeepsUp: the
	// server is faster than the schedule, S < I, so backlogs drain.
	OneConnection, KeepsUp bool
	// StallsMet is the stalls the closed loop met; NoStall is SameTimeline
	// with none met.
	StallsMet Count
	NoStall   bool
	// AgreeAt lists the percentile labels, and "max", at which the open and
	// closed recordings are equal; DifferAt the others.
	AgreeAt, DifferAt []string
	// ClosedFlat: the closed recording's reported percentiles are all equal.
	// StallsHidden: they all equal the service time, its max is above it,
	// and a stall is what put it there: stalls were met, and with one
	// connection, or a server that keeps up, nothing else can.
	ClosedFlat, StallsHidden bool
	// ClosedHasSlow: some closed-loop sample is above the slow threshold.
	// ClosedSlowBelowP999: so, yet its p99.9 is not above the threshold.
	ClosedHasSlow, ClosedSlowBelowP999 bool
	// ClosedMaxAboveP99: the closed loop's max is above its p99.
	ClosedMaxAboveP99 bool
	// QueueBehindStall: the open loop has more samples above the service
	// time than the closed loop, so requests waited behind a stalled one.
	QueueBehindStall bool
	// OpenDelayed: some open-loop sample is above the service time.
	OpenDelayed bool
	// BacklogAtEnd: the last request due completed more than one service
	// time after it was due, so the schedule ended with requests still
	// queued: End − (n−1)·I > S.
	BacklogAtEnd bool
	// OpenP99Delayed: the open loop's p99 is above the service time, and
	// the server keeps up, so that only a stall can have put it there.
	OpenP99Delayed bool
	// CorrectionAdds: the corrected recording has more samples than the
	// closed one. CorrectionRaisesP99 and CorrectionLowersP99: its p99 is
	// above (below) the closed loop's; likewise at p99.9. Many added samples
	// below a slow closed-loop p99 can lower it.
	CorrectionAdds                             bool
	CorrectionRaisesP99, CorrectionLowersP99   bool
	CorrectionRaisesP999, CorrectionLowersP999 bool
	// CorrectedBelowOpenInBody: the corrected p90 is below the open one
	// and the corrected share above the slow threshold is below the open
	// one. CorrectedAboveOpen: the corrected share above the threshold is
	// above the open one.
	CorrectedBelowOpenInBody, CorrectedAboveOpen bool
}

// claims decides the claims from fg. Every percentile it names must be in
// fg.Percentiles; readFigures has checked that the recordings exist.
func claims(fg *Figures) (Claims, error) {
	at := func(r *Recording, label string) (Latency, error) { return r.At(label) }
	closed, open, corrected := fg.Closed, fg.Open, fg.Corrected
	var c Claims
	c.SameTimeline = fg.Stalls[0] == fg.Stalls[1] && fg.End[0] == fg.End[1]
	c.OneConnection, c.KeepsUp = fg.Connections == 1, fg.Service < fg.Interval
	c.StallsMet = fg.Stalls[0]
	c.NoStall = c.SameTimeline && c.StallsMet == 0
	for _, label := range append(append([]string{}, fg.Percentiles...), "max") {
		o, _ := at(open, label)
		cl, _ := at(closed, label)
		if o == cl {
			c.AgreeAt = append(c.AgreeAt, label)
		} else {
			c.DifferAt = append(c.DifferAt, label)
		}
	}
	c.ClosedFlat = true
	for _, label := range fg.Percentiles {
		c.ClosedFlat = c.ClosedFlat && closed.at[label] == closed.at[fg.Percentiles[0]]
	}
	c.StallsHidden = c.ClosedFlat && len(fg.Percentiles) > 0 && closed.at[fg.Percentiles[0]] == fg.Service && closed.Max > fg.Service &&
		c.StallsMet > 0 && (c.OneConnection || c.KeepsUp) // then only a stall puts a closed sample above S
	var err error
	need := func(r *Recording, label string) Latency {
		v, e := at(r, label)
		if err == nil {
			err = e
		}
		return v
	}
	c.ClosedHasSlow = closed.Slow > 0
	c.ClosedSlowBelowP999 = c.ClosedHasSlow && need(closed, "p99.9") <= fg.SlowThreshold
	c.ClosedMaxAboveP99 = closed.Max > need(closed, "p99")
	c.QueueBehindStall = open.Delayed > closed.Delayed
	c.OpenDelayed = open.Delayed > 0
	c.BacklogAtEnd = fg.End[1]-Latency(fg.Requests-1)*fg.Interval > fg.Service
	c.OpenP99Delayed = need(open, "p99") > fg.Service && c.KeepsUp
	c.CorrectionAdds = corrected.N > closed.N
	c.CorrectionRaisesP99 = need(corrected, "p99") > need(closed, "p99")
	c.CorrectionLowersP99 = need(corrected, "p99") < need(closed, "p99")
	c.CorrectionRaisesP999 = need(corrected, "p99.9") > need(closed, "p99.9")
	c.CorrectionLowersP999 = need(corrected, "p99.9") < need(closed, "p99.9")
	c.CorrectedBelowOpenInBody = need(corrected, "p90") < need(open, "p90") && corrected.Share.Less(open.Share)
	c.CorrectedAboveOpen = open.Share.Less(corrected.Share)
	return c, err
}

// Agree reports whether the open and closed recordings are equal at label.
func (c Claims) Agree(label string) bool { return slices.Contains(c.AgreeAt, label) }
