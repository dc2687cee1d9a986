// Package audit reads the per-request log of a load test that was already
// run, and says how much its figures hid: from the timestamps alone, how
// the tool sent (a closed loop, on a plan, or without one), the plan it
// kept or should have kept, and three re-timings of the same requests on
// that plan, each resting on one stated assumption:
//
//   - the lower bound: each planned slot u gets the latest reply among the
//     requests sent at or before u, less u, and at least the least latency
//     seen. On a server that completes requests in the order they arrive,
//     and where more requests never make one finish sooner, no open loop
//     could have recorded less for that slot (docs/audit-bound.md).
//   - the server-pause replay: the slowness was the server's. The windows
//     when it did no work are inferred by inverting first-come-first-served
//     departures, and the plan's arrivals replayed through one such server,
//     unavailable in those windows, at the typical service time.
//   - the request replay: the slowness was the requests'. Each request's
//     own service time is inferred the same way, less the round trip, and
//     the plan's k-th arrival served for the k-th of them.
//
// Beside them: the tool's own figures, and HdrHistogram's correction at
// the plan's interval. Every figure is a nearest-rank percentile, the rank
// rounded half up, as the rest of the report takes them.
//
// The package knows nothing of files but the log it reads: the readers
// turn each tool's format into Requests (read.go), and Audit computes.
package audit
