package results

import "time"

// JudgeMode is the mode of a file of judged load generators: -judge's
// results/judge-<tool>.txt, one run, and the live panel's
// results/generators.txt, one run per command.
const JudgeMode = "judge"

// Designs are the generator designs a tool is judged against, in report
// order: the truth first.
var Designs = []string{Open, Closed, Plan, Corrected, Skip, Unpaced, Wrk}

// FittedCorrected is the model's closed loop corrected at the expected
// interval that fits a tool's figures best: a tool may correct at an
// interval of its own (autocannon -R records each reply at 1 ms, the
// whole milliseconds of 1/rate rounded up, whatever the rate).
const FittedCorrected = "corrected-fit"

// The server's words for what a tool did after each stall.
const (
	KeptUp     = "kept-up"     // it sent through the stall: nothing to catch up
	CaughtUp   = "caught-up"   // it sent its missed requests before the next stall
	SkippedUp  = "skipped"     // it resumed the plan's rate, its missed slots dropped
	CatchingUp = "catching-up" // it sent some of its missed requests before the next stall, not all
	FellBehind = "fell-behind" // it was further behind at the next stall than at this one's end
)

// How a judged run's round trip L was measured.
const (
	RTTPings  = "pings"    // timed by the report's own pings to the loopback server
	RTTKernel = "tcp_info" // the kernel's least round trip on the tool's connections (TCP_INFO's tcpi_min_rtt), median over them
)

// FirstRequestWait is how long a judged tool may take from its start to
// its first request: generous, for a tool that compiles its modules on a
// first run, or starts a JVM. Tried as a new user would, one such tool
// sent its first request 4.8 s after its start.
const FirstRequestWait = 60 * time.Second

// ServedByHand is the exit of a run that -serve served for a tool started
// by hand.
const ServedByHand = "served by hand"

// A ServerView is what the stalling server saw of a tool's run.
type ServerView struct {
	Requests      int64 // scheduled requests served
	Connections   int   // that carried them
	StallArrivals []int // requests that arrived during each stall
	PeakInFlight  int
	RatePct       Decimal // arrivals' rate over the plan's, first to last, in %
	EarlyRatePct  Decimal // the same, in the first stretch without a stall
	// CatchUpRatePct is the same in the stretches right after the stalls,
	// each a stall long: where a generator behind its plan sends as fast
	// as it can. 0 where none lies in the run; "" in a file written
	// before it was recorded.
	CatchUpRatePct Decimal
	StartupNs      int64    // the tool's start to the first arrival
	AfterStalls    []string // each ended stall's KeptUp, CaughtUp, SkippedUp, CatchingUp or FellBehind
}

// A Judged is one tool's run on the stalling server, judged.
type Judged struct {
	Run string // its name: the tool's, or the panel's "wrk-10"
	// PlanIntervalNs is the plan's interval this run was given where it
	// is not its file's: 0 for the file's. The panel gives a tool that
	// cannot send the file's rate from one process a slower plan.
	PlanIntervalNs int64
	Command        []string // as run, with the URL filled in
	Version        string   // as the tool reports it; "" if unknown
	Exit           string   // how it ended: "exit status 0", "killed at the bound 8s"
	// Missing says how to install a tool the panel did not find; a missing
	// tool's run has nothing else.
	Missing string
	// ServiceDrawn is true if the server drew its service times: not a
	// line of its own, but its file's random configuration, for the
	// verdict, which then judges a run with no stall too.
	ServiceDrawn bool
	View         ServerView
	// Reported are the tool's own figures, read by the parser Format, at
	// the levels it prints, with their resolution; ReadError says why they
	// could not be read.
	Format, ReadError, Note  string
	ReportedNs, ResolutionNs map[Level]int64
	ServiceWorkerNs, RTTNs   int64 // the model's S_w and L
	// RTTFrom says how L was measured: RTTPings on loopback, RTTKernel for
	// a tool on another machine; "" in files from before it was recorded.
	RTTFrom string
	// Placement says where the server and the tool ran if they were
	// placed apart, "the server on CPU 1, the tool on CPU 0"; "" if not.
	Placement           string
	ModelDurationNs     int64 // the model's T: the span of the arrivals
	ModelConnections    int   // the model's N: the connections the server saw
	CorrectedIntervalNs int64 // N·I
	WrkIntervalNs       int64 // E_w of the model's wrk design
	FittedIntervalNs    int64 // the E of FittedCorrected, if it is modelled
	Models              []LiveRecording
	ModelError          string // why there is no model, if there is none
	Phase               Phase  // its self-checks' figures; Name is Run
	// Recorded is the verdict as the file states it, which the judge's
	// policy (internal/verdict) records and holds to the figures.
	Recorded Recorded
	// Audit is the run's own per-request log, audited: nil for a tool
	// that writes none in the run.
	Audit *JudgedAudit
}

// A Recorded is what a file states of a run's verdict: the factor to its
// match and how many times below the truth it is, each as written ("1.25",
// to two decimals), its self-checks' names, units, bounds and outcomes,
// and whether all of them held.
type Recorded struct {
	Factor, Hidden string
	Checks         []Check
	SelfCheck      bool
}

// PlanOf is sc, the file's scenario, with the plan j was given: every
// figure of j's is of that plan.
func (j *Judged) PlanOf(sc Scenario) Scenario {
	if j.PlanIntervalNs > 0 {
		sc.Interval = time.Duration(j.PlanIntervalNs)
		sc.Requests = int64((sc.Duration + sc.Interval - 1) / sc.Interval) // as sim.Scenario.Requests
	}
	return sc
}

// Model returns the model's figures for the design called name.
func (j *Judged) Model(name string) (*LiveRecording, bool) { return liveByName(j.Models, name) }
