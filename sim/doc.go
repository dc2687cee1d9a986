// Package sim simulates one server and one request schedule on a virtual
// clock, records the same server timeline three ways, and derives every
// figure it reports from a closed form, so that a run can be checked.
//
// # The model
//
// Time is integer nanoseconds that the code advances; nothing here reads a
// clock. The server serves one request at a time, first come first served,
// each in Service (S). It stalls for Stall (D) during [F + kP, F + kP + D)
// for k = 0, 1, …, where F is FirstStall and P is Period. A request in service
// when a stall begins is extended by D; a request that would start during a
// stall waits for it to end. Request i falls due at i·Interval (i·I) for every
// due time before Duration, and starts at the later of its due time and the
// previous request's completion.
//
// Two clients drive that one schedule. The closed-loop client spreads it
// over Connections (N) connections, request i on connection i mod N, and
// sends request i when it falls due or when the reply to request i−N has
// arrived, whichever is later; it records completion − send. With one
// connection its send time is the start time. The open-loop client times
// every request from when it fell due, completion − due, as wrk2 does. Both
// walk the identical server timeline: they meet the same stalls and
// complete their last request at the same instant, and each run checks
// that. The third recording is the closed loop's samples re-recorded with
// HdrHistogram's recordValueWithExpectedInterval at E = N·I, which adds
// v−E, v−2E, … while the result is still at least E, for every sample
// v ≥ 2E.
//
// # The domain
//
// Validate accepts S > 0, I > 0, 0 ≤ D < P (D = 0 for no stalls), F ≥ 0,
// T > 0 and 1 ≤ N ≤ MaxConnections, each time at most MaxTime, and at most
// MaxRequests requests. The server need not keep up: with S ≥ I it falls
// further behind with every request, and a stall's backlog may still be
// draining when the next stall begins; the closed form (closedform.go and
// closedpieces.go) walks the timeline stall by stall and covers both.
// Stalls may begin on a due instant, in the middle of a request, or in idle
// time. Size walks the stalls met and refuses a run that would meet more
// than MaxStalls of them, record more than 2^40 corrected samples, or sum
// latencies past int64.
//
// # Percentiles
//
// A percentile p of n samples is the sample at rank k of the sorted list.
// HalfUp takes k = round(p/100·n), halves up, at least 1: hdrhistogram-go's
// and wrk2's rule. Ceil takes k = ⌈p/100·n⌉, at least 1: the textbook nearest
// rank, and Java HdrHistogram's since 2.1.10. They differ only where p·n/100
// is not a whole number, and then by one step of the recording; for the
// default scenario that is the corrected set's p99 and p99.9. Ranks are exact
// integer arithmetic, with p held in thousandths of a percent.
//
// # Workloads
//
// A Workload is a load test as JMeter, k6 and Gatling users run one: many
// threads ramped up, each a closed loop with think time and a script of
// request types, against a server of K workers behind one queue whose
// pauses stop every worker. Closed is the log its tool writes; Truth is
// the schedule its threads keep when nothing pauses, sent open to the
// pausing server: the figures an audit of that log is held to
// (docs/audit-bound.md).
//
// # Recordings
//
// A recording is a Multiset: a list of arithmetic progressions. Compress
// turns a client's samples into one losslessly; the closed form builds one
// from the constants. Both are summarized by the same counting, so a run
// costs a pass over its samples plus a little work per stall, not a sort.
package sim
