package reqlog

import (
	"slices"
	"strings"
	"testing"
)

// sec is s seconds in ns.
func sec(s float64) int64 { return int64(s * 1e9) }

// TestSplitRunsAtTheirEdges: a run ends at a silence (nothing in
// flight) more than ten times the longest interval (between two sends,
// or a reply and its thread's next send) of the run before it and of the
// run after it, not a nanosecond sooner, whatever its length in time;
// each run shows an interval; where the log names its threads, the run
// after takes up a name the log used before; or where the live threads
// fell to zero with nothing in flight.
func TestSplitRunsAtTheirEdges(t *testing.T) {
	lens := func(runs [][]Request) []int {
		var out []int
		for _, r := range runs {
			out = append(out, len(r))
		}
		return out
	}
	// three requests a second apart, each of 0.1 s, with 0.9 s of
	// silence between; a silence; two a second apart, or two seconds
	at := func(silence, after int64, conn int32) []Request {
		reqs := []Request{{SendNs: 0, LatencyNs: sec(0.1), Conn: conn}, {SendNs: sec(1), LatencyNs: sec(0.1), Conn: conn}, {SendNs: sec(2), LatencyNs: sec(0.1), Conn: conn}}
		next := sec(2.1) + silence
		return append(reqs, Request{SendNs: next, LatencyNs: sec(0.1), Conn: conn}, Request{SendNs: next + after, LatencyNs: sec(0.1), Conn: conn})
	}
	if got := lens(SplitRuns(at(sec(9), sec(1), NoConn), nil)); !slices.Equal(got, []int{5}) {
		t.Errorf("a silence of 9 s after silences of 0.9 s: runs %v, want one of 5", got)
	}
	if got := lens(SplitRuns(at(sec(9)+1, sec(1), NoConn), nil)); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("a silence of 9 s and 1 ns after silences of 0.9 s: runs %v, want 3 and 2", got)
	}
	// the run after shows silences of 1.9 s: 19 s of silence is needed
	if got := lens(SplitRuns(at(sec(15), sec(2), NoConn), nil)); !slices.Equal(got, []int{5}) {
		t.Errorf("a silence of 15 s before silences of 1.9 s: runs %v, want one of 5", got)
	}
	// however idle the runs, no silence of a second or less ends one
	quick := func(silence int64) []Request {
		var reqs []Request
		for i := range int64(4) {
			reqs = append(reqs, Request{SendNs: i * sec(0.001), LatencyNs: sec(0.001), Conn: NoConn})
		}
		for i := range int64(4) {
			reqs = append(reqs, Request{SendNs: sec(0.004) + silence + i*sec(0.001), LatencyNs: sec(0.001), Conn: NoConn})
		}
		return reqs
	}
	if got := lens(SplitRuns(quick(minRunSilenceNs), nil)); !slices.Equal(got, []int{8}) {
		t.Errorf("a silence of a second between back-to-back runs: runs %v, want one of 8", got)
	}
	if got := lens(SplitRuns(quick(minRunSilenceNs+1), nil)); !slices.Equal(got, []int{4, 4}) {
		t.Errorf("a silence of a second and 1 ns between back-to-back runs: runs %v, want two of 4", got)
	}
	// whatever the length in time: a day between runs of gaps of hours
	if got := lens(SplitRuns(at(sec(86400), sec(1), NoConn), nil)); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("a silence of a day: runs %v, want 3 and 2", got)
	}
	// a run after the silence of one request shows no interval: one run
	one := at(sec(100), 0, NoConn)[:4]
	if got := lens(SplitRuns(one, nil)); !slices.Equal(got, []int{4}) {
		t.Errorf("a run of one request after the silence: runs %v, want one of 4", got)
	}
	// named: the same thread after the silence, a new test; a new user
	// after it, one more arrival of the same test
	if got := lens(SplitRuns(at(sec(100), sec(1), 3), nil)); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("the same thread after 100 s: runs %v, want 3 and 2", got)
	}
	fresh := at(sec(100), sec(1), 3)
	fresh[3].Conn, fresh[4].Conn = 4, 4
	if got := lens(SplitRuns(fresh, nil)); !slices.Equal(got, []int{5}) {
		t.Errorf("a new user after 100 s: runs %v, want one of 5", got)
	}
	// a thread's think times of 9 s (and the silences, as it is alone)
	// raise it to 90 s, however quick its requests
	think := func(last int64) []Request {
		return []Request{{SendNs: 0, LatencyNs: 1, Conn: 0}, {SendNs: sec(9) + 1, LatencyNs: 1, Conn: 0},
			{SendNs: sec(18) + 2, LatencyNs: 1, Conn: 0}, {SendNs: last, LatencyNs: 1, Conn: 0}, {SendNs: last + sec(1), LatencyNs: 1, Conn: 0}}
	}
	if got := lens(SplitRuns(think(sec(108)+3), nil)); !slices.Equal(got, []int{5}) {
		t.Errorf("think times of 9 s, then a silence of 90 s: runs %v, want one of 5", got)
	}
	if got := lens(SplitRuns(think(sec(108)+4), nil)); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("think times of 9 s, then a silence of 90 s and 1 ns: runs %v, want 3 and 2", got)
	}
	// a long latency is no interval: a request of 100 s, then 13 minutes
	// of silence, two runs
	slow := at(sec(780), sec(1), NoConn)
	slow[1].LatencyNs = sec(100)
	for i := 2; i < len(slow); i++ {
		slow[i].SendNs += sec(100)
	}
	if got := lens(SplitRuns(slow, nil)); !slices.Equal(got, []int{3, 2}) {
		t.Errorf("a latency of 100 s, then 13 minutes of silence: runs %v, want 3 and 2", got)
	}
	// a silence within a run that is not ten times its neighbours' is
	// part of it, and counts against a later one: 3 s, then 20 s (under
	// ten times the 3 s), then 100 s (under ten times the 20 s)
	steps := []Request{{SendNs: 0, LatencyNs: 1}, {SendNs: sec(1), LatencyNs: 1}, {SendNs: sec(4), LatencyNs: 1}, {SendNs: sec(5), LatencyNs: 1},
		{SendNs: sec(25), LatencyNs: 1}, {SendNs: sec(26), LatencyNs: 1}, {SendNs: sec(126), LatencyNs: 1}, {SendNs: sec(127), LatencyNs: 1}}
	for i := range steps {
		steps[i].Conn = NoConn
	}
	if got := lens(SplitRuns(steps, nil)); !slices.Equal(got, []int{8}) {
		t.Errorf("silences of 3, 20 and 100 s: runs %v, want one of 8", got)
	}
	// the live threads fell to zero in a silence of 4 s with nothing in
	// flight, under ten times the thread's think time of 1 s, the same
	// thread after it
	live := []LiveCount{{AtNs: 0, Threads: 2}, {AtNs: sec(5), Threads: 0}, {AtNs: sec(6), Threads: 1}}
	two := []Request{{SendNs: 0, LatencyNs: sec(1), Conn: 0}, {SendNs: sec(2), LatencyNs: sec(1), Conn: 0}, {SendNs: sec(7), LatencyNs: sec(1), Conn: 0}, {SendNs: sec(9), LatencyNs: sec(1), Conn: 0}}
	if got := lens(SplitRuns(two, live)); !slices.Equal(got, []int{2, 2}) {
		t.Errorf("threads fallen to zero between: runs %v, want two of 2", got)
	}
	// but not while a request was in flight, nor before the silence
	inFlight := slices.Clone(two)
	inFlight[1].LatencyNs = sec(4.5)
	if got := lens(SplitRuns(inFlight, live)); !slices.Equal(got, []int{4}) {
		t.Errorf("threads at zero while a request was in flight: runs %v, want one", got)
	}
	early := []LiveCount{{AtNs: 0, Threads: 0}, {AtNs: sec(0.5), Threads: 2}}
	if got := lens(SplitRuns(two, early)); !slices.Equal(got, []int{4}) {
		t.Errorf("threads at zero before the run: runs %v, want one", got)
	}
	if got := lens(SplitRuns(two, []LiveCount{{AtNs: sec(7) + 1, Threads: 0}})); !slices.Equal(got, []int{4}) {
		t.Errorf("threads at zero after the send: runs %v, want one", got)
	}
	if got := lens(SplitRuns(nil, nil)); !slices.Equal(got, []int{0}) {
		t.Errorf("no request: runs %v, want one of none", got)
	}
}

// TestClosedUsers gives a log's requests to users as closed loops send
// them, by hand: two users started at 0; the third request goes to the
// user whose reply came first, the fourth to the other; a fifth, sent
// while both wait, to a new user.
func TestClosedUsers(t *testing.T) {
	reqs := []Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 1, LatencyNs: 10}, {SendNs: 12, LatencyNs: 5}, {SendNs: 13, LatencyNs: 5}, {SendNs: 14, LatencyNs: 1}}
	for i := range reqs {
		reqs[i].Conn = NoConn
	}
	n := closedUsers(reqs, []LiveCount{{AtNs: 0, Threads: 2}})
	var got []int32
	for _, r := range reqs {
		got = append(got, r.Conn)
	}
	if n != 3 || !slices.Equal(got, []int32{0, 1, 0, 1, 2}) {
		t.Errorf("%d users, given %v; want 3, [0 1 0 1 2]", n, got)
	}
	// a user started later waits for its start; a reply at the very send
	// frees its user; a user started and yet to send takes the next
	// request, before a user that had its reply sooner
	late := []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 5, LatencyNs: 1}, {SendNs: 8, LatencyNs: 1}, {SendNs: 9, LatencyNs: 1}}
	n = closedUsers(late, []LiveCount{{AtNs: 0, Threads: 1}, {AtNs: 7, Threads: 2}})
	if n != 2 || late[1].Conn != 0 || late[2].Conn != 1 || late[3].Conn != 0 {
		t.Errorf("%d users, given %d, %d and %d; want 2: the first user at 5 (its reply at 5, the second to start at 7), the second at 8, the first at 9", n, late[1].Conn, late[2].Conn, late[3].Conn)
	}
	// a fall in the count ends the user whose reply came last; an end
	// with no user that has its reply waits for the next to have it
	ends := []Request{{SendNs: 0, LatencyNs: 2}, {SendNs: 1, LatencyNs: 4}, {SendNs: 10, LatencyNs: 1}, {SendNs: 20, LatencyNs: 1}, {SendNs: 30, LatencyNs: 1}}
	n = closedUsers(ends, []LiveCount{{AtNs: 0, Threads: 2}, {AtNs: 6, Threads: 1}, {AtNs: 15, Threads: 2}, {AtNs: 21, Threads: 1}})
	got = got[:0]
	for _, r := range ends {
		got = append(got, r.Conn)
	}
	// users 0 and 1 reply at 2 and 5: the fall at 6 ends 1; 0 sends at
	// 10; 2 starts at 15 and sends at 20; the fall at 21 ends 2 (its
	// reply at 21, 0's at 11); 0 sends at 30
	if n != 3 || !slices.Equal(got, []int32{0, 1, 0, 2, 0}) {
		t.Errorf("%d users, given %v; want 3, [0 1 0 2 0]", n, got)
	}
	// a user started and ended before it sent: the next request is a new
	// user's, user 0 being busy
	gone := []Request{{SendNs: 0, LatencyNs: 100}, {SendNs: 10, LatencyNs: 1}}
	n = closedUsers(gone, []LiveCount{{AtNs: 0, Threads: 1}, {AtNs: 5, Threads: 2}, {AtNs: 6, Threads: 1}})
	if n != 3 || gone[1].Conn != 2 {
		t.Errorf("%d users, the send at 10 to %d; want 3, to user 2", n, gone[1].Conn)
	}
	owed := []Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 20, LatencyNs: 1}}
	n = closedUsers(owed, []LiveCount{{AtNs: 0, Threads: 1}, {AtNs: 5, Threads: 0}, {AtNs: 15, Threads: 1}})
	// the fall at 5 waits for user 0's reply at 10, which ends it; 1
	// starts at 15 and sends at 20
	if n != 2 || owed[1].Conn != 1 {
		t.Errorf("%d users, the send at 20 to %d; want 2, to user 1", n, owed[1].Conn)
	}
}

// TestNameUsers: only a Gatling log that names no user and counts them
// has its users rebuilt, and says so.
func TestNameUsers(t *testing.T) {
	mk := func(format string, conn int32, live []LiveCount) *Log {
		return &Log{Format: format, Live: live, Requests: []Request{{SendNs: 0, LatencyNs: 1, Conn: conn}, {SendNs: 0, LatencyNs: 1, Conn: conn}}}
	}
	live := []LiveCount{{AtNs: 0, Threads: 2}}
	l := mk(FormatGatling, NoConn, live)
	l.NameUsers()
	if l.Requests[0].Conn != 0 || l.Requests[1].Conn != 1 || len(l.Notes) != 1 || !strings.Contains(l.Notes[0], "given to 2 users") {
		t.Errorf("Gatling 3.4 on: %+v, %q", l.Requests, l.Notes)
	}
	for _, l := range []*Log{mk(FormatJTL, NoConn, live), mk(FormatGatling, 0, live), mk(FormatGatling, NoConn, nil), {Format: FormatGatling, Live: live}} {
		l.NameUsers()
		if len(l.Notes) != 0 || len(l.Requests) > 0 && l.Requests[0].Conn != l.Requests[1].Conn {
			t.Errorf("%s with conns %v, live %v: users rebuilt", l.Format, l.Requests, l.Live)
		}
	}
}

// TestLogDetail: the log's account says the failed requests, each kind
// set aside in its words, the NUL bytes, and the notes; and nothing it
// has none of.
func TestLogDetail(t *testing.T) {
	l := &Log{Requests: make([]Request, 7), Failed: 2, Aside: Aside{Transactions: 3, SubResults: 4, NoURL: 5, ZeroTime: 6, CutOff: 1, NULBytes: 9}, Notes: []string{"a note"}}
	d := l.Detail()
	for _, want := range []string{"failed: 2 of the log's 7 requests", "set aside: 3 transaction parent rows, 4 sub-results, 5 samples with no URL, 6 rows with a timestamp of 0, 1 a cut-off last line\n",
		"dropped: 9 NUL bytes", "note: a note"} {
		if !strings.Contains(d, want) {
			t.Errorf("the detail does not say %q:\n%s", want, d)
		}
	}
	if d := (&Log{Requests: make([]Request, 1)}).Detail(); d != "" {
		t.Errorf("a log of nothing to say: %q", d)
	}
	if got := l.Aside.Total(); got != 19 {
		t.Errorf("Total %d, want 3+4+5+6+1 = 19 (the NUL bytes are no rows)", got)
	}
	if w := (Aside{ZeroTime: 1}).words(); w != ", only 1 rows with a timestamp of 0, set aside" {
		t.Errorf("one kind: %q", w)
	}
	if (Request{SendNs: 3, LatencyNs: 4}).ReplyNs() != 7 {
		t.Error("ReplyNs")
	}
}

// TestTracksAtTheirCaps: a live count keeps its changes, not its repeats,
// up to maxLive; a label set names maxLabels labels, then one more for
// the rest.
func TestTracksAtTheirCaps(t *testing.T) {
	var lt liveTrack
	lt.add(1, 5)
	lt.add(2, 5)
	lt.add(3, 6)
	if !slices.Equal(lt.counts, []LiveCount{{1, 5}, {3, 6}}) {
		t.Errorf("counts %v", lt.counts)
	}
	lt.counts = make([]LiveCount, maxLive-1)
	lt.add(4, 1)
	lt.add(5, 2)
	if len(lt.counts) != maxLive {
		t.Errorf("%d counts, want the cap %d", len(lt.counts), maxLive)
	}
	s := newLabelSet()
	for i := range maxLabels {
		if got := s.of(strings.Repeat("x", i+1)); got != int32(i) {
			t.Fatalf("label %d numbered %d", i, got)
		}
	}
	if s.of("x") != 0 || s.of("one too many") != maxLabels || s.of("another") != maxLabels || len(s.names) != maxLabels+1 || s.names[maxLabels] != otherLabels {
		t.Errorf("past the cap: %d names, the last %q", len(s.names), s.names[len(s.names)-1])
	}
}

// TestLatencyStep: the latencies' own clock is the largest power of ten,
// up to a second, dividing every latency above 0; with none above 0, the
// sends' clock.
func TestLatencyStep(t *testing.T) {
	lat := func(vs ...int64) []Request {
		var out []Request
		for _, v := range vs {
			out = append(out, Request{LatencyNs: v})
		}
		return out
	}
	for _, c := range []struct {
		name string
		reqs []Request
		want int64
	}{
		{"whole ms and zeros", lat(0, 1e6, 0, 7e6, 200e6), 1e6},
		{"one at 100 µs among ms", lat(1e6, 2e6, 100_000), 100_000},
		{"ns", lat(1e6, 1e6+1), 1},
		{"whole seconds", lat(2e9, 3e9), 1e9},
		{"whole tens of seconds: a second at most", lat(20e9, 30e9), 1e9},
		{"nothing above 0", lat(0, 0), 1000},
		{"no request", nil, 1000},
	} {
		if got := latencyStep(c.reqs, 1000); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

// TestClosedUsersTiesAndEnds: users whose replies came at once are taken
// in the order of their numbers, the lower first, and ended the higher
// first; an end that waits for a reply swallows the next reply only, not
// the one after, and no user's reply before it.
func TestClosedUsersTiesAndEnds(t *testing.T) {
	conns := func(reqs []Request) []int64 {
		var out []int64
		for _, r := range reqs {
			out = append(out, int64(r.Conn))
		}
		return out
	}
	for _, c := range []struct {
		name  string
		reqs  []Request
		live  []LiveCount
		users int64
		want  []int64
	}{
		// users 0 and 1 both have their replies at 5: 0 sends at 10, 1 at 11
		{"taken", []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 1, LatencyNs: 4}, {SendNs: 10, LatencyNs: 1}, {SendNs: 11, LatencyNs: 1}}, []LiveCount{{AtNs: 0, Threads: 2}}, 2, []int64{0, 1, 0, 1}},
		// and of three, in turn
		{"taken of three", []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 1, LatencyNs: 4}, {SendNs: 2, LatencyNs: 3}, {SendNs: 10, LatencyNs: 9}, {SendNs: 11, LatencyNs: 9}, {SendNs: 12, LatencyNs: 9}}, []LiveCount{{AtNs: 0, Threads: 3}}, 3, []int64{0, 1, 2, 0, 1, 2}},
		// the fall at 6 ends user 2 of the three with replies at 5, then 1
		{"ended of three", []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 1, LatencyNs: 4}, {SendNs: 2, LatencyNs: 3}, {SendNs: 10, LatencyNs: 1}}, []LiveCount{{AtNs: 0, Threads: 3}, {AtNs: 6, Threads: 1}}, 3, []int64{0, 1, 2, 0}},
		// of four with replies at 5, 0 sends at 10, and the fall at 11
		// ends 3, the highest, wherever the heap holds it: 1 then 2 send
		{"ended after a send", []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 1, LatencyNs: 4}, {SendNs: 2, LatencyNs: 3}, {SendNs: 3, LatencyNs: 2}, {SendNs: 10, LatencyNs: 100}, {SendNs: 20, LatencyNs: 100}, {SendNs: 21, LatencyNs: 100}},
			[]LiveCount{{AtNs: 0, Threads: 4}, {AtNs: 11, Threads: 3}}, 4, []int64{0, 1, 2, 3, 0, 1, 2}},
		// the fall at 6 ends user 1 of the two with replies at 5
		{"ended", []Request{{SendNs: 0, LatencyNs: 5}, {SendNs: 1, LatencyNs: 4}, {SendNs: 10, LatencyNs: 1}}, []LiveCount{{AtNs: 0, Threads: 2}, {AtNs: 6, Threads: 1}}, 2, []int64{0, 1, 0}},
		// the fall at 5 waits for user 0's reply at 10, and ends it: the
		// send at 12, with user 1 waiting to 21, is a new user's
		{"owed", []Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 1, LatencyNs: 20}, {SendNs: 12, LatencyNs: 1}}, []LiveCount{{AtNs: 0, Threads: 2}, {AtNs: 5, Threads: 1}}, 3, []int64{0, 1, 2}},
		// and user 1's reply at 21 is its own: it sends at 30
		{"paid", []Request{{SendNs: 0, LatencyNs: 10}, {SendNs: 1, LatencyNs: 20}, {SendNs: 30, LatencyNs: 1}}, []LiveCount{{AtNs: 0, Threads: 2}, {AtNs: 5, Threads: 1}}, 2, []int64{0, 1, 1}},
	} {
		for i := range c.reqs {
			c.reqs[i].Conn = NoConn
		}
		if n := closedUsers(c.reqs, c.live); n != c.users || !slices.Equal(conns(c.reqs), c.want) {
			t.Errorf("%s: %d users, given %v; want %d, %v", c.name, n, conns(c.reqs), c.users, c.want)
		}
	}
}

// TestSplitRunsShortAndEven: sends of 0.1 s requests at the gaps given.
// A side of one request between two silences ends no run (21 s after
// silences of 0.9 s, then one of 21 s: one run of 6, not 3, 1 and 2); a
// silence of exactly ten times the run after's longest (19 s against
// 1.9 s) ends none, and a nanosecond more does.
func TestSplitRunsShortAndEven(t *testing.T) {
	mk := func(gapsNs ...int64) []Request {
		var reqs []Request
		at := int64(0)
		for _, g := range gapsNs {
			at += g
			reqs = append(reqs, Request{SendNs: at, LatencyNs: sec(0.1), Conn: NoConn})
		}
		return reqs
	}
	for _, c := range []struct {
		gapsNs []int64
		want   []int
	}{
		{[]int64{0, sec(1), sec(1), sec(21), sec(21), sec(1)}, []int{6}},
		{[]int64{0, sec(1), sec(1), sec(21), sec(2)}, []int{3, 2}},
		{[]int64{0, sec(1), sec(1), sec(19.1), sec(2)}, []int{5}},
		{[]int64{0, sec(1), sec(1), sec(19.1) + 1, sec(2)}, []int{3, 2}},
		// three runs: the middle one ends where the third begins
		{[]int64{0, sec(1), sec(1), sec(21), sec(1), sec(21), sec(1)}, []int{3, 2, 2}},
	} {
		var lens []int
		for _, r := range SplitRuns(mk(c.gapsNs...), nil) {
			lens = append(lens, len(r))
		}
		if !slices.Equal(lens, c.want) {
			t.Errorf("gaps %v: runs %v, want %v", c.gapsNs, lens, c.want)
		}
	}
}
