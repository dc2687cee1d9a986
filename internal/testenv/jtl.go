package testenv

import (
	"fmt"
	"io"
)

// A JTL makes a JMeter CSV of n samples as it is read, without holding
// it: 200 threads, each a closed loop sending 20 ms after its reply, each
// request 5 ms, or held to the end of a pause of 2 s every 60 s; labels
// Home and Search in turn. It writes one thread's samples, then the
// next's: a log need not be in order. 10^7 samples are 945 MB.
type JTL struct {
	n, i   int64
	buf    []byte
	header bool
	atMs   int64 // the current thread's next send
}

// NewJTL is a JTL of n samples.
func NewJTL(n int64) *JTL { return &JTL{n: n} }

func (r *JTL) Read(p []byte) (int, error) {
	if !r.header {
		r.buf = append(r.buf, "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n"...)
		r.header = true
	}
	const threads, t0 = 200, 1_796_286_500_000
	per := (r.n + threads - 1) / threads
	for len(r.buf) < len(p) && r.i < r.n {
		thread, k := r.i/per, r.i%per
		if k == 0 {
			r.atMs = t0 + thread/8
		}
		el := int64(5)
		if phase := (r.atMs - t0) % 60_000; phase >= 30_000 && phase < 32_000 {
			el += 32_000 - phase
		}
		label := "Home"
		if k%2 == 1 {
			label = "Search"
		}
		r.buf = fmt.Appendf(r.buf, "%d,%d,%s,200,OK,Users 1-%d,text,true,,512,128,200,200,http://shop.example/,%d,0,1\n", r.atMs, el, label, thread+1, el)
		r.atMs += el + 20
		r.i++
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}
