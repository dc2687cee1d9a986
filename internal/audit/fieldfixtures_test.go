package audit

import (
	"bytes"
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"coordinated-omission/sim"
)

// The field's shapes. Each fixture below holds a sim.Workload's requests,
// as a JMeter, k6 or Gatling user's test would have written them: threads
// ramped up, think time, two request types, a service of K workers. The
// shapes are those that results files published in public repositories
// take (docs/audit-formats.md names where each was seen); the tools
// themselves do not run here, so the project writes each from the
// layout in the tool's source.

// fieldEpochMs places the workload's time 0 on the wall clock:
// 2026-12-03T08:28:20Z.
const fieldEpochMs = int64(1_796_286_500_000)

// fieldWorkload is the fixtures' test: 20 threads ramped over 10 s, each
// sending Home (40 ms) and then Search (150 ms) in turn, 1 s of think
// time after each reply, spread by 30 %, the service times by 40 %, for
// 40 s, against 8 workers; paused thinks 100 ms, against 16 workers that
// pause for 1.5 s every 10 s.
func fieldWorkload(paused bool) sim.Workload {
	w := sim.Workload{Threads: 20, Ramp: 10 * time.Second, Think: time.Second, ThinkJitterPct: 30, ServiceJitterPct: 40,
		Duration: 40 * time.Second, Services: []time.Duration{40 * time.Millisecond, 150 * time.Millisecond}, Workers: 8,
		RTT: 2 * time.Millisecond, Seed: 47}
	if paused {
		w.Think, w.Workers = 100*time.Millisecond, 16
		w.Stall, w.Period, w.FirstStall = 1500*time.Millisecond, 10*time.Second, 12*time.Second
	}
	return w
}

// A fieldRequest is one sample as a writer lays it out: its start and
// elapsed in ms since the epoch, its thread (from 0), its label, and
// whether it failed.
type fieldRequest struct {
	startMs, elapsedMs int64
	thread, session    int
	label              string
	failed             bool
}

func (r fieldRequest) endMs() int64 { return r.startMs + r.elapsedMs }

// fieldLabel is type t's label: fieldLabels' for the first two, steps
// of a script of many after them.
func fieldLabel(t int) string {
	if t < len(fieldLabels) {
		return fieldLabels[t]
	}
	return fmt.Sprintf("Step %02d", t+1)
}

// fieldLabels are the workload's two types' labels: one with letters
// outside ASCII, as real labels have.
var fieldLabels = []string{"Home", "Recherche — résultats"}

// fieldRequests runs the workload and lays out its samples in ms, in the
// order a tool writes them: as they end.
func fieldRequests(t testing.TB, w sim.Workload) []fieldRequest {
	rs, err := w.Closed()
	if err != nil {
		t.Fatal(err)
	}
	out := make([]fieldRequest, len(rs))
	for i, r := range rs {
		out[i] = fieldRequest{startMs: fieldEpochMs + r.SendNs/1e6, elapsedMs: r.LatencyNs / 1e6, thread: r.Thread, session: r.Session, label: fieldLabel(r.Type), failed: i%97 == 13}
	}
	slices.SortStableFunc(out, func(a, b fieldRequest) int { return cmp.Compare(a.endMs(), b.endMs()) })
	return out
}

// liveAt is the threads started by a sample's start, JMeter's allThreads
// under a ramp: thread j starts at j·Ramp/Threads.
func liveAt(w sim.Workload, startMs int64) int {
	if w.Ramp == 0 && startMs >= fieldEpochMs {
		return max(1, w.Threads) // every thread from the start
	}
	n := 0
	for j := range w.Threads {
		if fieldEpochMs+int64(j)*int64(w.Ramp)/int64(w.Threads)/1e6 <= startMs {
			n++
		}
	}
	return max(1, n)
}

const jtlHeader = "timeStamp,elapsed,label,responseCode,responseMessage,threadName,dataType,success,failureMessage,bytes,sentBytes,grpThreads,allThreads,URL,Latency,IdleTime,Connect"

// writeJTL writes JMeter 3.1-on CSV results: after each Home, its
// redirect's two sub-results; after each Search, the Transaction
// Controller's row (not generating a parent sample) over the pair; a
// Debug Sampler's row every 25th request; and one row of a sample never
// started. delim, dates and crlf choose the shape.
func writeJTL(b *bytes.Buffer, w sim.Workload, reqs []fieldRequest, delim, dateLayout string, extras bool) {
	stamp := func(ms int64) string {
		if dateLayout == "" {
			return fmt.Sprint(ms)
		}
		return time.UnixMilli(ms).UTC().Format(dateLayout)
	}
	row := func(ms, el int64, label, code, msg string, thread int, dataType string, ok bool, url string) {
		live := strconv.Itoa(liveAt(w, ms))
		f := []string{stamp(ms), strconv.FormatInt(el, 10), label, code, msg, "Users 1-" + strconv.Itoa(thread+1), dataType, strconv.FormatBool(ok), "",
			"512", "128", live, live, url, strconv.FormatInt(el, 10), "0", "1"}
		for i, v := range f {
			if strings.ContainsAny(v, delim+"\"\n") {
				f[i] = `"` + strings.ReplaceAll(v, `"`, `""`) + `"`
			}
		}
		b.WriteString(strings.Join(f, delim) + "\n")
	}
	b.Grow(len(reqs) * 160) // a row is about 100 bytes: grown once, not copied at each doubling
	b.WriteString(strings.ReplaceAll(jtlHeader, ",", delim) + "\n")
	home := map[int]fieldRequest{}
	for i, r := range reqs {
		code, msg := "200", "OK"
		if r.failed {
			code, msg = "500", "Internal Server Error, \"retry\""
		}
		row(r.startMs, r.elapsedMs, r.label, code, msg, r.thread, "text", !r.failed, "http://shop.example/"+fmt.Sprint(len(r.label)))
		if !extras {
			continue
		}
		if r.label == fieldLabels[0] {
			first := r.elapsedMs * 3 / 10
			row(r.startMs, first, r.label+"-0", "302", "Found", r.thread, "text", true, "http://shop.example/")
			row(r.startMs+first, r.elapsedMs-first, r.label+"-1", code, msg, r.thread, "text", !r.failed, "http://shop.example/home")
			home[r.thread] = r
		} else if h, ok := home[r.thread]; ok {
			row(h.startMs, h.elapsedMs+r.elapsedMs, "Browse", "200", "Number of samples in transaction : 2, number of failing samples : 0", r.thread, "", true, "null")
		}
		if i%25 == 24 {
			row(r.endMs(), 0, "Debug Sampler", "200", "OK", r.thread, "text", true, "null")
		}
		if i == len(reqs)/2 {
			row(0, 0, fieldLabels[0], "", "", w.Threads-1, "", false, "")
		}
	}
}

// fieldHeader is a fixture's origin.
func fieldHeader(comment, what string, w sim.Workload) string {
	more := ""
	if len(w.Thinks) > 0 {
		more += fmt.Sprintf(", thinks by type %v", w.Thinks)
	}
	if w.Workers == 0 {
		more += ", a worker for every request"
	}
	if len(w.Pauses) > 0 {
		more += fmt.Sprintf(", pauses %v", w.Pauses)
	}
	if w.Pace > 0 {
		more += fmt.Sprintf(", each thread paced every %v", w.Pace)
	}
	return fmt.Sprintf("%s origin: %s; written by fieldfixtures_test.go (go test ./internal/audit -run TestFieldFixtures -update) from\n"+
		"%s sim.Workload{Threads: %d, Ramp: %v, Think: %v ±%d %%, services %v ±%d %%, Workers: %d, Duration: %v, pauses %v every %v from %v%s}\n",
		comment, what, comment, w.Threads, w.Ramp, w.Think, w.ThinkJitterPct, w.Services, w.ServiceJitterPct, w.Workers, w.Duration, w.Stall, w.Period, w.FirstStall, more)
}

// fieldFixture is one fixture: its file and its writer.
type fieldFixture struct {
	file  string
	write func(t testing.TB, b *bytes.Buffer)
}

// TestFieldFixtures: each field fixture is what its writer makes of the
// workload; -update writes them.
func TestFieldFixtures(t *testing.T) {
	for _, fx := range fieldFixtures() {
		var b bytes.Buffer
		fx.write(t, &b)
		path := filepath.Join("..", "..", "testdata", "audit", fx.file)
		if *update {
			if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		have, err := os.ReadFile(path)
		if err != nil || !bytes.Equal(have, b.Bytes()) {
			t.Errorf("%s is not what its writer makes (%v); go test ./internal/audit -run TestFieldFixtures -update rewrites it", fx.file, err)
		}
	}
}
