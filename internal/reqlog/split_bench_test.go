package reqlog

import (
	"strings"
	"testing"
	"time"
)

// splitByIndexByte is split's bare fields as they were cut before
// shortField: each end found by strings.IndexByte. It is
// BenchmarkSplit's reference.
func splitByIndexByte(line string, delim byte, out []string) []string {
	for {
		j := strings.IndexByte(line, delim)
		if j < 0 {
			return append(out, line)
		}
		out = append(out, line[:j])
		line = line[j+1:]
	}
}

var splitSink []string

// BenchmarkSplit cuts a JMeter CSV line of short fields (as most are)
// and one of long ones (a label, a thread group and a URL of 40 to 80
// bytes), and reports split's time over its reference's in the same run.
func BenchmarkSplit(b *testing.B) {
	for _, c := range []struct{ name, line string }{
		{"short", "1796286500000,5,Home,200,OK,Users 1-1,text,true,,512,128,200,200,http://shop.example/,5,0,1"},
		{"long", "1796286500000,5,Home page of the shop with a long label,200,OK,Thread Group for the long soak test 1-1,text,true,,512,128,200,200,https://shop.example.com/catalogue/items?category=shoes&size=42&colour=blue,5,0,1"},
	} {
		b.Run(c.name, func(b *testing.B) {
			buf := make([]string, 0, 32)
			var ours, ref time.Duration
			for b.Loop() {
				start := time.Now()
				for range 100 {
					splitSink, _ = split(c.line, ',', buf[:0])
				}
				ours += time.Since(start)
				start = time.Now()
				for range 100 {
					splitSink = splitByIndexByte(c.line, ',', buf[:0])
				}
				ref += time.Since(start)
			}
			b.ReportMetric(float64(ours)/float64(ref), "split/IndexByte")
		})
	}
}
