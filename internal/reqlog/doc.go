// Package reqlog reads the per-request logs that load generators write:
// vegeta's, fortio's, hey's, h2load's, JMeter's (CSV in any of its
// shapes, and XML), k6's, Gatling's simulation.log (text, and binary from 3.13), and any CSV with
// a send and a latency column. It turns each into Requests (each one's
// send, latency, thread and type), sets aside the rows that are not
// requests to the server and counts them, and splits a log that holds
// several runs into them. docs/audit-formats.md lists every shape read.
//
// It knows nothing of audits: package audit re-times what it reads.
package reqlog
