// Package tools reads what real load generators print about their
// latencies: wrk, hey, ab, bombardier, httperf, vegeta (its text and JSON
// reports), autocannon (-j) and h2load (its --log-file). Each parser
// keeps the tool's own figures at the levels it prints, in nanoseconds,
// with the resolution it prints them in, and refuses output it cannot
// read with an error naming the tool and the line. It never panics.
//
// This is the first part of judging a tool against the model (issue 18):
// nothing in the report calls it yet.
package tools
