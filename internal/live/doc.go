// Package live runs the scenario on the wall clock, on this machine: a
// real HTTP server on loopback that serves one request at a time and
// stalls on the scenario's schedule, and real generators that measure it
// over real sockets. Ours paces N connections exactly as the model does and
// derives all three recordings from the same requests; vegeta and hey run
// in process, unadjusted, beside it. The model then predicts what ours
// should have seen, from the median service time observed and the run's
// exact constants, and self-checks say when the run cannot be believed: a
// generator that falls behind its own schedule is itself a source of
// coordinated omission.
//
// Every time here is a monotonic duration since a phase began, read
// through a Clock, so that tests can drive the scheduling with a fake one.
package live
