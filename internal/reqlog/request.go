package reqlog

import (
	"errors"
	"time"
)

// A Request is one line of a per-request log, in 24 bytes: the audit
// holds every one.
type Request struct {
	SendNs    int64 // when it was sent, on the log's clock
	LatencyNs int64 // from its send to its reply
	// Conn is its connection, thread or user, numbered from 0 in the order
	// of the names the log gives them (Log.ConnIDs); NoConn if the log
	// does not say.
	Conn int32
	// Label is its request type's index in the log's Labels: JMeter's
	// label, k6's name tag, Gatling's request name; 0 where the log names
	// none.
	Label int32
}

// A sample is a request as a reader reads it: its connection as the log
// names it (a thread's number, a VU's, vu<<32 | iteration), which
// chunked.add numbers, and what the reader could not yet decide.
type sample struct {
	SendNs, LatencyNs int64
	Conn              int64
	Label             int32
	flags             uint8 // noURL
}

// noURL marks a JMeter sample with no URL: set aside at the end if other
// samples of the log have one (a Debug or JSR223 sampler in an HTTP test).
const noURL = 1

// NoConn is a request's connection where the log names none.
const NoConn = -1

// ReplyNs is when the request's reply came.
func (r Request) ReplyNs() int64 { return r.SendNs + r.LatencyNs }

// ErrEmpty is returned for a log with no request.
var ErrEmpty = errors.New("the log holds no request")

func ns(v int64) time.Duration { return time.Duration(v) }
