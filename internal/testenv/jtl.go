package testenv

import (
	"fmt"
	"io"
	"os"
)

// Lines makes a log as it is read, without holding it: its header, then
// line(dst, i) appended for each i from 0 to n − 1.
type Lines struct {
	n, i int64
	buf  []byte
	line func(dst []byte, i int64) []byte
}

// NewLines is the log of header and n lines of line.
func NewLines(header string, n int64, line func(dst []byte, i int64) []byte) *Lines {
	return &Lines{n: n, buf: []byte(header), line: line}
}

func (r *Lines) Read(p []byte) (int, error) {
	for len(r.buf) < len(p) && r.i < r.n {
		r.buf = r.line(r.buf, r.i)
		r.i++
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// NewJTL makes a JMeter CSV of n samples: 200 threads, each a closed loop
// sending 20 ms after its reply, each request 5 ms, or held to the end of
// a pause of 2 s every 60 s; labels Home and Search in turn. It writes one
// thread's samples, then the next's: a log need not be in order. 10^7
// samples are 945 MB.
func NewJTL(n int64) *Lines {
	const threads, t0 = 200, 1_796_286_500_000
	per := (n + threads - 1) / threads
	var atMs int64 // the current thread's next send
	return NewLines("timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect\n", n,
		func(dst []byte, i int64) []byte {
			thread, k := i/per, i%per
			if k == 0 {
				atMs = t0 + thread/8
			}
			el := int64(5)
			if phase := (atMs - t0) % 60_000; phase >= 30_000 && phase < 32_000 {
				el += 32_000 - phase
			}
			label := "Home"
			if k%2 == 1 {
				label = "Search"
			}
			dst = fmt.Appendf(dst, "%d,%d,%s,200,OK,Users 1-%d,text,true,,512,128,200,200,http://shop.example/,%d,0,1\n", atMs, el, label, thread+1, el)
			atMs += el + 20
			return dst
		})
}

// WriteJTL writes NewJTL(n) to a new file at path, and returns its size.
func WriteJTL(path string, n int64) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	// straight to the file: io.Copy into a bufio.Writer with nothing
	// buffered hands the reader to the file's ReadFrom all the same
	size, err := io.Copy(f, NewJTL(n))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return size, err
}
