package reqlog

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"coordinated-omission/internal/gatlinglog"
)

// TestReadingMaxRequests: a reading told the most requests it may read
// reads a log of that many, and refuses one of a request more, naming the
// count and why, in every reader that holds requests: the text lines (in
// order and on several cores), the JTL's XML, vegeta's binary results and
// Gatling's binary log. Told nothing, it reads up to MaxRequests.
func TestReadingMaxRequests(t *testing.T) {
	bin := binLog("3.14.2", func(g *gatlinglog.Writer) {
		for i := range int64(40) {
			g.Request(nil, "Browse", gatlingStartMs+i, gatlingStartMs+i+3, true, "")
		}
	})
	for _, c := range []struct {
		name string
		log  []byte
	}{
		{"jmeter.jtl", fixture(t, "jmeter.jtl")},
		{"jmeter.xml", fixture(t, "jmeter.xml")},
		{"vegeta.bin", fixture(t, "vegeta.bin")},
		{"gatling binary", bin},
	} {
		whole, err := ReadWith(bytes.NewReader(c.log), Reading{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		// the rows held as they are read: the requests, and any set aside
		// at the end
		n := len(whole.Requests)
		for ; n < len(whole.Requests)+100; n++ {
			if _, err := ReadWith(bytes.NewReader(c.log), Reading{MaxRequests: n}); err == nil {
				break
			}
		}
		if n < 2 || n == len(whole.Requests)+100 {
			t.Fatalf("%s: read with no limit below %d (%d requests)", c.name, n, len(whole.Requests))
		}
		_, err = ReadWith(bytes.NewReader(c.log), Reading{MaxRequests: n - 1})
		if want := "more than " + strconv.Itoa(n-1) + " requests; an audit here reads at most that many (the audit holds every request in memory)"; err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s told %d: %v, want %q", c.name, n-1, err, want)
		}
	}
}

// TestLimitWhy: the refusal says what bounds the reading.
func TestLimitWhy(t *testing.T) {
	for most, want := range map[int]string{
		5:                "the audit holds every request in memory",
		MaxRequests:      "the audit holds every request in memory",
		MaxRequests + 1:  "the audit holds every request in memory, and no more fit in the memory this machine has free",
		MostRequests:     "the audit numbers requests in 32 bits",
		MostRequests + 1: "the audit numbers requests in 32 bits",
	} {
		if got := limitWhy(most); got != want {
			t.Errorf("limitWhy(%d) = %q, want %q", most, got, want)
		}
	}
	c := chunked{most: MostRequests + 5}
	if c.limit() != MostRequests {
		t.Errorf("a limit above MostRequests holds %d", c.limit())
	}
	if c := (chunked{}); c.limit() != MaxRequests {
		t.Errorf("no limit given holds %d", c.limit())
	}
}
