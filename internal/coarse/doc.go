// Package coarse audits a log of intervals: a load test's results written
// a second or ten at a time (Locust's stats history, Artillery 2.x's
// report, HdrHistogram's interval log), or a per-request log whose clock
// is as coarse as that (k6's CSV in whole seconds). It is mathematics:
// intervals in, a result out; the readers are internal/coarselog's.
//
// For each interval the log gives the requests answered in it, their
// latencies (every one, a histogram, or a few percentiles), and, where
// the tool wrote them, its users. From those alone:
//
//   - the pace each user keeps when nothing is slow (a closed user's
//     cycle: the interval's user-time, less the time its slow requests
//     held the users, over the requests answered; or, where a tool's own
//     latency drifts while its users keep their pace, that pace through
//     the quiet intervals), and the plan: that pace times the users of
//     each interval, or the phases' arrivals of an open test;
//   - the requests that plan would have sent and the tool never did, and
//     the intervals in which sending fell while latency rose: a closed
//     loop waiting out a slow moment;
//   - the lower bound: in each such interval, a pause no shorter than the
//     time its slow requests held each user on average (no longer than
//     its longest latency shows), which an open loop at no more than the
//     interval's own pace would have met with every request it sent in
//     it; every other request at the least latency seen;
//   - the estimate: the recorded latencies, and the requests never sent,
//     each in the slow moment of its interval, spread evenly over it.
//
// docs/audit-coarse.md states each one's assumptions and proves the bound.
package coarse
