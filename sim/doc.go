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
// Two clients drive that one schedule. The closed-loop client has a single
// connection and sends request i only when the reply to i−1 has arrived, so
// its send time is the start time; it records completion − send. The
// open-loop client sends every request when due and records completion − due,
// as wrk2 does. Both walk the identical server timeline: they meet the same
// stalls and complete their last request at the same instant, and each run
// checks that. The third recording is the closed loop's samples re-recorded
// with HdrHistogram's recordValueWithExpectedInterval at I, which adds
// v−I, v−2I, … down to I for every sample v ≥ 2I.
//
// # The domain
//
// Validate accepts exactly the scenarios for which the closed form (see
// closedform.go) is proven: S > 0, I > 0, S < I (the server keeps up between
// stalls), D > 0, D < P, F ≥ 0, T > 0, and the drain condition
// D + (J+1)·S ≤ P with J = ⌈(S+D−I)/(I−S)⌉: the longest a stall and the
// requests it delays keep the server busy fits in one period, so each stall
// meets an idle server with no backlog. Stalls may begin on a due instant,
// in the middle of a request, or in idle time. Size limits keep sums inside
// int64 and the sample buffers in memory (MaxTime, MaxRequests).
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
// # Recordings
//
// A recording is a Multiset: a list of arithmetic progressions. Compress
// turns a client's samples into one losslessly; the closed form builds one
// from the constants. Both are summarized by the same counting, so a run
// costs a pass over its samples plus a little work per stall, not a sort.
package sim
