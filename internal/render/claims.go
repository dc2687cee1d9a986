package render

import (
	"slices"

	"coordinated-omission/internal/results"
)

// Claims are the facts the prose rests on, decided here from the raw
// file's exact figures so that a template only chooses between sentences.
// They are grouped by the section of prose that states them; each group is
// decided by one small function, and each claim is documented by the
// comparison that decides it.
type Claims struct {
	Timeline   TimelineClaims
	Closed     ClosedClaims
	Open       OpenClaims
	Correction CorrectionClaims
	Designs    DesignClaims
}

// claims decides every group of claims from fg.
func claims(fg *Figures) Claims {
	t := timelineClaims(fg)
	return Claims{Timeline: t, Closed: closedClaims(fg, t), Open: openClaims(fg), Correction: correctionClaims(fg), Designs: designClaims(fg)}
}

// TimelineClaims are what the opening paragraph says of the server
// timeline the two loops walked, and of how their recordings compare.
type TimelineClaims struct {
	// SameTimeline: there is no round trip, so both loops walk one server
	// timeline, and they met the same stalls and completed their last
	// request at the same instant. RoundTrip: there is one, L > 0, so the
	// closed loop walks a timeline of its own.
	SameTimeline, RoundTrip bool
	// StallsMet is the stalls the closed loop met; NoStall: neither loop
	// met one, whether or not they walk one timeline.
	StallsMet Count
	NoStall   bool
	// AgreeAt lists the percentile labels, and "max", at which the open and
	// closed recordings are equal; DifferAt the others.
	AgreeAt, DifferAt []string
	// ClosedFlat: the closed recording's reported percentiles are all equal.
	// StallsHidden: they all equal the quiet latency S + L, its max is above it,
	// and a stall is what put it there: stalls were met, and with one
	// connection, or a server that keeps up, nothing else can.
	ClosedFlat, StallsHidden bool
}

func timelineClaims(fg *Figures) TimelineClaims {
	closed, open := fg.Closed, fg.Open
	var c TimelineClaims
	c.RoundTrip = fg.RTT > 0
	c.SameTimeline = !c.RoundTrip && fg.ClosedLoop.Stalls == fg.OpenLoop.Stalls && fg.ClosedLoop.End == fg.OpenLoop.End
	c.StallsMet = fg.ClosedLoop.Stalls
	c.NoStall = fg.ClosedLoop.Stalls == 0 && fg.OpenLoop.Stalls == 0
	for _, label := range append(slices.Clone(fg.Percentiles), results.Max) {
		o, _ := open.At(label)
		cl, _ := closed.At(label)
		if o == cl {
			c.AgreeAt = append(c.AgreeAt, string(label))
		} else {
			c.DifferAt = append(c.DifferAt, string(label))
		}
	}
	first := closed.at[fg.Percentiles[0]]
	c.ClosedFlat = true
	for _, label := range fg.Percentiles {
		c.ClosedFlat = c.ClosedFlat && closed.at[label] == first
	}
	quiet := fg.Service + fg.RTT                                    // the latency of a request no stall or queue touched
	oneOrKeepsUp := fg.Connections == 1 || fg.Service < fg.Interval // then only a stall puts a closed sample above S + L
	c.StallsHidden = c.ClosedFlat && first == quiet && closed.Max > quiet && c.StallsMet > 0 && oneOrKeepsUp
	return c
}

// Agree reports whether the open and closed recordings are equal at label.
func (c TimelineClaims) Agree(label string) bool { return slices.Contains(c.AgreeAt, label) }

// ClosedClaims are what "The closed loop hides the stall" says.
type ClosedClaims struct {
	// OneConnection: the closed loop has one connection.
	OneConnection bool
	// HasSlow: some closed-loop sample is above the slow threshold.
	// SlowBelowP999: so, yet its p99.9 is not above the threshold.
	HasSlow, SlowBelowP999 bool
	// MaxAboveP99: the closed loop's max is above its p99.
	MaxAboveP99 bool
	// QueueBehindStall: the open loop has more samples above the quiet
	// latency than the closed loop, so requests waited behind a stalled
	// one. RoundTrip: L > 0, so those requests leave one round trip apart.
	QueueBehindStall, RoundTrip bool
}

func closedClaims(fg *Figures, _ TimelineClaims) ClosedClaims {
	closed := fg.Closed
	var c ClosedClaims
	c.OneConnection = fg.Connections == 1
	c.HasSlow = closed.Slow > 0
	c.SlowBelowP999 = c.HasSlow && closed.at[results.P999] <= fg.SlowThreshold
	c.MaxAboveP99 = closed.Max > closed.at[results.P99]
	c.QueueBehindStall = fg.Open.Delayed > closed.Delayed
	c.RoundTrip = fg.RTT > 0
	return c
}

// OpenClaims are what "The open loop charges the wait" says.
type OpenClaims struct {
	// KeepsUp: the server is faster than the schedule, S < I, so backlogs drain.
	KeepsUp bool
	// Delayed: some open-loop sample is above the quiet latency S + L.
	Delayed bool
	// P99Delayed: the open loop's p99 is above the quiet latency S + L, and the
	// server keeps up, so that only a stall can have put it there.
	P99Delayed bool
	// BacklogAtEnd: the last request due completed more than one service
	// time after it was due, so the schedule ended with requests still
	// queued: End − (n−1)·I > S.
	BacklogAtEnd bool
}

func openClaims(fg *Figures) OpenClaims {
	var c OpenClaims
	c.KeepsUp = fg.Service < fg.Interval
	quiet := fg.Service + fg.RTT
	c.Delayed = fg.Open.Delayed > 0
	c.P99Delayed = fg.Open.at[results.P99] > quiet && c.KeepsUp
	c.BacklogAtEnd = fg.OpenLoop.End-Latency(fg.Requests-1)*fg.Interval > fg.Service
	return c
}

// CorrectionClaims are what "The correction restores the stall, not the
// queue" says.
type CorrectionClaims struct {
	// Adds: the corrected recording has more samples than the closed one.
	Adds bool
	// RaisesP99 and LowersP99: its p99 is above (below) the closed loop's;
	// likewise at p99.9. Many added samples below a slow closed-loop p99
	// can lower it.
	RaisesP99, LowersP99   bool
	RaisesP999, LowersP999 bool
	// BelowOpenInBody: the corrected p90 is below the open one and the
	// corrected share above the slow threshold is below the open one.
	// AboveOpen: the corrected share above the threshold is above the
	// open one.
	BelowOpenInBody, AboveOpen bool
}

func correctionClaims(fg *Figures) CorrectionClaims {
	closed, open, corrected := fg.Closed, fg.Open, fg.Corrected
	var c CorrectionClaims
	c.Adds = corrected.N > closed.N
	c.RaisesP99 = corrected.at[results.P99] > closed.at[results.P99]
	c.LowersP99 = corrected.at[results.P99] < closed.at[results.P99]
	c.RaisesP999 = corrected.at[results.P999] > closed.at[results.P999]
	c.LowersP999 = corrected.at[results.P999] < closed.at[results.P999]
	c.BelowOpenInBody = corrected.at[results.P90] < open.at[results.P90] && corrected.Share.Less(open.Share)
	c.AboveOpen = open.Share.Less(corrected.Share)
	return c
}
