package audit

import (
	"bytes"
	"io"
	"testing"

	"coordinated-omission/internal/reqlog"
	"coordinated-omission/internal/testenv"
)

// BenchmarkSortOn sorts 10^6 requests of a JMeter CSV's order by send on
// one core and on two.
func BenchmarkSortOn(b *testing.B) {
	text, err := io.ReadAll(testenv.NewJTL(1_000_000))
	if err != nil {
		b.Fatal(err)
	}
	log, err := reqlog.Read(bytes.NewReader(text), reqlog.FormatJTL, reqlog.Generic{})
	if err != nil {
		b.Fatal(err)
	}
	for _, cores := range []int{1, 2} {
		b.Run(string(rune('0'+cores)), func(b *testing.B) {
			reqs := make([]Request, len(log.Requests))
			for b.Loop() {
				copy(reqs, log.Requests)
				sortOn(reqs, bySend, cores, sortApart)
			}
		})
	}
}
