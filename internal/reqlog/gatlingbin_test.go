package reqlog

import (
	"bytes"
	"encoding/binary"
	"errors"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"coordinated-omission/internal/gatlinglog"
)

// gatlingStartMs is the binary logs' run start here.
const gatlingStartMs = int64(1_796_286_500_000)

// binLog writes a binary simulation.log of version with one scenario,
// records written by write.
func binLog(version string, write func(g *gatlinglog.Writer)) []byte {
	var b bytes.Buffer
	g := gatlinglog.NewWriter(&b, version, "shop.Browse", "", gatlingStartMs, []string{"Browse", "Buy"})
	write(g)
	return b.Bytes()
}

// TestGatlingBinary: the records read by hand. Two users start; a
// request named in Latin-1 with é, one in UTF-16 (Cyrillic), the first
// name again through the string cache, a failed one, a name with a tab,
// one of a Latin-1 letter alone;
// GROUP and ERROR records are not requests; the users end.
func TestGatlingBinary(t *testing.T) {
	b := binLog("3.14.2", func(g *gatlinglog.Writer) {
		g.User(0, true, gatlingStartMs)
		g.User(1, true, gatlingStartMs+5)
		g.Request(nil, "café", gatlingStartMs+10, gatlingStartMs+25, true, "")
		g.Request([]string{"checkout"}, "Страница", gatlingStartMs+12, gatlingStartMs+12, true, "")
		g.Group([]string{"checkout"}, gatlingStartMs+12, gatlingStartMs+40, 28, true)
		g.Request(nil, "café", gatlingStartMs+30, gatlingStartMs+47, false, "status.find.in(200,304), but actually found 500")
		g.Error("status.find.in(200,304), but actually found 500", gatlingStartMs+47)
		g.Request(nil, "a\tb", gatlingStartMs+50, gatlingStartMs+51, true, "")
		g.Request(nil, "ñ", gatlingStartMs+52, gatlingStartMs+53, true, "")
		g.User(0, false, gatlingStartMs+60)
		g.User(1, false, gatlingStartMs+61)
	})
	log, err := Read(bytes.NewReader(b), "", Generic{})
	if err != nil {
		t.Fatal(err)
	}
	ms := int64(1e6)
	want := []Request{
		{SendNs: (gatlingStartMs + 10) * ms, LatencyNs: 15 * ms, Conn: NoConn, Label: 0},
		{SendNs: (gatlingStartMs + 12) * ms, LatencyNs: 0, Conn: NoConn, Label: 1},
		{SendNs: (gatlingStartMs + 30) * ms, LatencyNs: 17 * ms, Conn: NoConn, Label: 0},
		{SendNs: (gatlingStartMs + 50) * ms, LatencyNs: 1 * ms, Conn: NoConn, Label: 2},
		{SendNs: (gatlingStartMs + 52) * ms, LatencyNs: 1 * ms, Conn: NoConn, Label: 3},
	}
	if log.Format != FormatGatlingBin || log.ResolutionNs != ms || len(log.Requests) != len(want) || log.Failed != 1 || log.Aside.Total() != 0 {
		t.Fatalf("format %s, resolution %d, %d requests, %d failed, %+v set aside", log.Format, log.ResolutionNs, len(log.Requests), log.Failed, log.Aside)
	}
	for i, r := range want {
		if log.Requests[i] != r {
			t.Errorf("request %d: %+v, want %+v", i, log.Requests[i], r)
		}
	}
	if strings.Join(log.Labels, "|") != "café|Страница|a b|ñ" {
		t.Errorf("labels %q", log.Labels)
	}
	wantLive := []LiveCount{{gatlingStartMs * ms, 1}, {(gatlingStartMs + 5) * ms, 2}, {(gatlingStartMs + 60) * ms, 1}, {(gatlingStartMs + 61) * ms, 0}}
	if len(log.Live) != len(wantLive) {
		t.Fatalf("live %v, want %v", log.Live, wantLive)
	}
	for i := range wantLive {
		if log.Live[i] != wantLive[i] {
			t.Errorf("live %d: %v, want %v", i, log.Live[i], wantLive[i])
		}
	}
	if len(log.Notes) == 0 || !strings.Contains(log.Notes[0], "read as Gatling 3.14.2 writes its binary simulation.log") {
		t.Errorf("notes %q", log.Notes)
	}
	// the users given the requests as closed loops: two users, the third
	// request to the first user, whose reply came first
	log.NameUsers()
	if log.Requests[0].Conn != 0 || log.Requests[1].Conn != 1 || log.Requests[2].Conn != 1 {
		t.Errorf("users %d %d %d, want 0 1 1", log.Requests[0].Conn, log.Requests[1].Conn, log.Requests[2].Conn)
	}
}

// TestGatlingBinaryVersions: 3.13 read as known; a later version read
// with the layout said; the format given by name.
func TestGatlingBinaryVersions(t *testing.T) {
	one := func(g *gatlinglog.Writer) { g.Request(nil, "r", gatlingStartMs+1, gatlingStartMs+2, true, "") }
	for _, c := range []struct{ version, note string }{
		{"3.13.0", "read as Gatling 3.13.0 writes"},
		{"3.15.1", "its RUN record says Gatling 3.15.1, and it is read as Gatling 3.13 to 3.14 write"},
		{"4.0.0-M1", "its RUN record says Gatling 4.0.0-M1"},
		{"3.130", "its RUN record says Gatling 3.130"},
		{"3.14", "read as Gatling 3.14 writes"},
		{"3.13-SNAPSHOT", "read as Gatling 3.13-SNAPSHOT writes"},
	} {
		log, err := Read(bytes.NewReader(binLog(c.version, one)), FormatGatlingBin, Generic{})
		if err != nil || len(log.Requests) != 1 || !strings.Contains(strings.Join(log.Notes, "|"), c.note) {
			t.Errorf("%s: %v, notes %q", c.version, err, log.Notes)
		}
	}
}

// TestGatlingBinaryCutOff: a log cut inside each byte of its last record
// reads the records before it, and says so; one cut between records
// reads whole.
func TestGatlingBinaryCutOff(t *testing.T) {
	first := binLog("3.14.2", func(g *gatlinglog.Writer) {
		g.Request(nil, "r", gatlingStartMs+1, gatlingStartMs+2, true, "")
	})
	whole := binLog("3.14.2", func(g *gatlinglog.Writer) {
		g.Request(nil, "r", gatlingStartMs+1, gatlingStartMs+2, true, "")
		g.Request(nil, "long name", gatlingStartMs+3, gatlingStartMs+9, false, "why")
	})
	for cut := len(first) + 1; cut < len(whole); cut++ {
		log, err := Read(bytes.NewReader(whole[:cut]), "", Generic{})
		if err != nil || len(log.Requests) != 1 || log.Aside.CutOff != 1 || !strings.Contains(strings.Join(log.Notes, "|"), "the log ends inside record 3") {
			t.Fatalf("cut at byte %d of %d: %v, %+v", cut, len(whole), err, log)
		}
	}
	log, err := Read(bytes.NewReader(first), "", Generic{})
	if err != nil || len(log.Requests) != 1 || log.Aside.CutOff != 0 {
		t.Errorf("whole: %v, %+v", err, log)
	}
	for cut := 6; cut < 30; cut++ { // inside the RUN record: nothing to read
		if _, err := Read(bytes.NewReader(first[:cut]), FormatGatlingBin, Generic{}); err == nil || !errors.Is(err, ErrFormat) {
			t.Fatalf("the RUN record cut at byte %d: %v", cut, err)
		}
	}
}

// be is a big-endian int32's bytes.
func be(v int32) []byte { return binary.BigEndian.AppendUint32(nil, uint32(v)) }

// TestGatlingBinaryRefuses: each record Gatling would not write is named,
// with its record and byte.
func TestGatlingBinaryRefuses(t *testing.T) {
	ok := binLog("3.14.2", func(g *gatlinglog.Writer) {})
	req := func(parts ...[]byte) []byte { return append(append([]byte{}, ok...), bytes.Join(parts, nil)...) }
	start, end := be(1), be(2)
	name := append(be(1), append(be(1), 'r', 0)...) // cached string 1, "r" in Latin-1
	for _, c := range []struct {
		name  string
		input []byte
		want  string
	}{
		{"a second RUN record", req([]byte{0}), "record 2 (at byte 67): a second RUN record"},
		{"an unknown header", req([]byte{7}), "a record of header 7, none of Gatling's (0 to 4)"},
		{"a repeat of a string never written", req([]byte{1}, be(0), be(-3)), "a repeat of string 3, which the log never wrote"},
		{"a string too long", req([]byte{1}, be(0), be(1), be(MaxLineBytes+1)), "a string of 1048577 bytes"},
		{"a string of a negative length", req([]byte{1}, be(0), be(1), be(-2)), "a string of -2 bytes"},
		{"a string of an unknown coder", req([]byte{1}, be(0), be(1), be(1), []byte{'r', 2}), "coder 2"},
		{"a UTF-16 string of an odd length", req([]byte{1}, be(0), be(1), be(3), []byte{'r', 0, 0, 1}), "coder 1"},
		{"too many groups", req([]byte{1}, be(1001)), "1001 groups, want 0 to 1000"},
		{"an end before the start", req([]byte{1}, be(0), name, be(5), be(4)), "an end 1 ms before its start"},
		{"a status not a boolean", req([]byte{1}, be(0), name, start, end, []byte{2}), "the status is byte 2, want 0 or 1"},
		{"a USER record of no scenario", req([]byte{2}, be(2), []byte{1}, be(0)), "a USER record of scenario 2, and the RUN record names 2"},
		{"a USER record of a negative scenario", req([]byte{2}, be(-1), []byte{1}, be(0)), "scenario -1"},
		{"a USER record neither START nor END", req([]byte{2}, be(0), []byte{3}, be(0)), "a USER record's START or END is byte 3"},
		{"a GROUP record's status", req([]byte{3}, be(0), start, end, be(1), []byte{9}), "the status is byte 9"},
		{"a GROUP record's end", req([]byte{3}, be(0), end, start), "an end 1 ms before its start"},
	} {
		_, err := Read(bytes.NewReader(c.input), "", Generic{})
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	run := func(version string, startMs int64, tail ...[]byte) []byte {
		b := []byte{0}
		b = append(append(b, be(int32(len(version)))...), version...)
		b = append(b, 0)
		b = append(b, be(0)...) // the class: ""
		b = binary.BigEndian.AppendUint64(b, uint64(startMs))
		b = append(b, be(0)...) // the description
		return append(b, bytes.Join(tail, nil)...)
	}
	for _, c := range []struct {
		name  string
		input []byte
		want  string
	}{
		{"a start of 0", run("3.14.2", 0, be(0), be(0)), "a start of 0 ms since the epoch: not a time"},
		{"a start past the year 2255", run("3.14.2", 9e15, be(0), be(0)), "a start of 9000000000000000 ms"},
		{"scenarios negative", run("3.14.2", gatlingStartMs, be(-1)), "-1 scenarios, want 0 to 100000"},
		{"an assertion too long", run("3.14.2", gatlingStartMs, be(0), be(1), be(MaxLineBytes+1)), "1048577 bytes in an assertion"},
		{"an assertion cut off", run("3.14.2", gatlingStartMs, be(0), be(1), be(10), []byte{1, 2}), "the RUN record at the start: unexpected EOF"},
	} {
		_, err := Read(bytes.NewReader(c.input), FormatGatlingBin, Generic{})
		if err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	// the latest start read is the cap less int32's reach of ms, so that
	// no record's time passes the cap: 9e12 − 2^31 = 8997852516352 ms
	if _, err := Read(bytes.NewReader(run("3.14.2", 8997852516352, be(0), be(0))), FormatGatlingBin, Generic{}); !errors.Is(err, ErrEmpty) {
		t.Errorf("a start at the cap: %v, want read, and no request in it", err)
	}
	if _, err := Read(bytes.NewReader(run("3.14.2", 8997852516353, be(0), be(0))), FormatGatlingBin, Generic{}); err == nil || !strings.Contains(err.Error(), "a start of 8997852516353 ms since the epoch: not a time") {
		t.Errorf("a start 1 ms past the cap: %v", err)
	}
	// a record's byte counts every byte before it: record 3 after a USER
	// record of 10 bytes at 67
	user := []byte{2, 0, 0, 0, 0, 1, 0, 0, 0, 5}
	if _, err := Read(bytes.NewReader(req(user, []byte{9})), "", Generic{}); err == nil || !strings.Contains(err.Error(), "record 3 (at byte 77): a record of header 9") {
		t.Errorf("a bad header after a USER record: %v", err)
	}
	// assertions are skipped, their bytes whatever they hold; a request
	// before the epoch is set aside as a row with no time
	b := run("3.14.2", 1000, be(1), be(6), []byte{'B', 'r', 'o', 'w', 's', 'e', 0}, be(2), be(3), []byte{1, 2, 3}, be(0),
		[]byte{1}, be(0), name, be(-1000), be(-990), []byte{1}, be(2), be(0), // its message "", string 2
		[]byte{1}, be(0), be(-1), be(1), be(2), []byte{1}, be(-2))
	// a new string at index 0, which Gatling never writes (−0 would not
	// tell a repeat), is read as new, as Gatling's reader reads it
	zero := req([]byte{1}, be(0), be(0), be(1), []byte{'z', 0}, start, end, []byte{1}, be(2), be(0))
	if log, err := Read(bytes.NewReader(zero), "", Generic{}); err != nil || log.Labels[0] != "z" {
		t.Errorf("a name at string index 0: %v", err)
	}
	log, err := Read(bytes.NewReader(b), "", Generic{})
	if err != nil || len(log.Requests) != 1 || log.Requests[0].SendNs != 1001e6 || log.Requests[0].LatencyNs != 1e6 || log.Aside.ZeroTime != 1 || log.Labels[0] != "r" {
		t.Errorf("assertions skipped, a request at the epoch set aside: %v, %+v", err, log)
	}
}

// TestIsGatlingBinary: a RUN record's header and a version, its coder
// Latin-1, up to 64 bytes; anything else is not.
func TestIsGatlingBinary(t *testing.T) {
	head := func(version string, coder byte) []byte {
		return append(append(append([]byte{0}, be(int32(len(version)))...), version...), coder)
	}
	for _, c := range []struct {
		head []byte
		want bool
	}{
		{head("3.14.2", 0), true},
		{head("3.13", 0), true},
		{head("3.14.0-M1", 0), true},
		{head("3."+strings.Repeat("1", 62), 0), true},
		{head("3."+strings.Repeat("1", 63), 0), false},
		{head("3.14.2", 1), false},
		{head("x.14", 0), false},
		{head("314", 0), false},
		{head("", 0), false},
		{head("3.14.2", 0)[:10], false},
		{append([]byte{1}, head("3.14.2", 0)[1:]...), false},
		{[]byte{0, 0, 0}, false},
	} {
		if got := isGatlingBinary(c.head); got != c.want {
			t.Errorf("isGatlingBinary(%q) = %v, want %v", c.head, got, c.want)
		}
	}
}

// TestGatlingBinaryStringTable: strings past 64 MiB of the table, each
// counted as its bytes and 16 more, are kept as one name that says so,
// so that a log of unique messages is read in bounded memory. Here "r"
// (17), 64 messages of 1,048,476 bytes (1,048,492 each) and a name of
// 5,343 bytes fill the table to exactly 67,108,864: that name is kept,
// and the next, "C", is past it.
func TestGatlingBinaryStringTable(t *testing.T) {
	big := strings.Repeat("m", MaxLineBytes-100)
	b := binLog("3.14.2", func(g *gatlinglog.Writer) {
		for i := range 64 {
			g.Request(nil, "r", gatlingStartMs+1, gatlingStartMs+2, false, big[:len(big)-2]+string(rune('A'+i/26))+string(rune('A'+i%26)))
		}
		g.Request(nil, strings.Repeat("B", 5343), gatlingStartMs+3, gatlingStartMs+4, true, "")
		g.Request(nil, "C", gatlingStartMs+5, gatlingStartMs+6, true, "")
		g.Request(nil, "r", gatlingStartMs+7, gatlingStartMs+8, true, "")
	})
	log, err := Read(bytes.NewReader(b), "", Generic{})
	if err != nil || len(log.Requests) != 67 || strings.Join(log.Labels, "|") != "r|"+strings.Repeat("B", 5343)+"|"+pastCache || log.Requests[66].Label != 0 {
		t.Errorf("%v, %d labels, the last %.40q", err, len(log.Labels), log.Labels[len(log.Labels)-1])
	}
}

// TestGatlingBinaryAtItsBounds: 1000 groups, and a name of exactly
// MaxLineBytes, are read.
func TestGatlingBinaryAtItsBounds(t *testing.T) {
	groups := make([]string, 1000)
	for i := range groups {
		groups[i] = "g"
	}
	long := strings.Repeat("n", MaxLineBytes)
	b := binLog("3.14.2", func(g *gatlinglog.Writer) {
		g.Request(groups, "r", gatlingStartMs+1, gatlingStartMs+2, true, "")
		g.Request(nil, long, gatlingStartMs+3, gatlingStartMs+4, true, "")
	})
	if log, err := Read(bytes.NewReader(b), "", Generic{}); err != nil || len(log.Labels) != 2 || log.Labels[1] != long {
		t.Errorf("1000 groups, a name of %d bytes: %v", MaxLineBytes, err)
	}
}

// TestGatlingBinaryCorrupted: the fixture with bytes changed at random
// reads or is refused, never a panic, and what it reads holds no
// negative latency nor a label it does not name.
func TestGatlingBinaryCorrupted(t *testing.T) {
	b := fixture(t, "gatling-v314.log")
	rng := rand.New(rand.NewPCG(3, 14))
	for range 500 {
		c := bytes.Clone(b)
		for range 1 + rng.IntN(4) {
			c[rng.IntN(len(c))] = byte(rng.IntN(256))
		}
		c = c[:rng.IntN(len(c)+1)]
		log, err := Read(bytes.NewReader(c), FormatGatlingBin, Generic{})
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("a multi-line error: %q", err)
			}
			continue
		}
		for _, r := range log.Requests {
			if r.LatencyNs < 0 || int(r.Label) >= len(log.Labels) {
				t.Fatalf("request %+v of %d labels", r, len(log.Labels))
			}
		}
	}
}

// TestGatlingBinaryReadError: a read that fails, between records or in
// one, is said with the record, not taken for the log's end.
func TestGatlingBinaryReadError(t *testing.T) {
	ok := binLog("3.14.2", func(g *gatlinglog.Writer) {})
	disk := errors.New("disk gone")
	for _, tail := range [][]byte{nil, {1, 0, 0}} {
		in := io.MultiReader(bytes.NewReader(ok), bytes.NewReader(tail), iotest.ErrReader(disk))
		if _, err := Read(in, FormatGatlingBin, Generic{}); !errors.Is(err, disk) || !strings.Contains(err.Error(), "record 2 (at byte 67)") {
			t.Errorf("a read failing after %d bytes of record 2: %v", len(tail), err)
		}
	}
}

// TestGatlingFormatGiven: a binary log given as the text format, or a text
// one as the binary, is refused with the format to give; neither given,
// each is recognised.
func TestGatlingFormatGiven(t *testing.T) {
	bin := fixture(t, "gatling-v314.log")
	text := fixture(t, "gatling-v39.log")
	if _, err := Read(bytes.NewReader(bin), FormatGatling, Generic{}); !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "give ⟨format⟩ gatling-bin, or none") {
		t.Errorf("binary as text: %v", err)
	}
	if _, err := Read(bytes.NewReader(text), FormatGatlingBin, Generic{}); !errors.Is(err, ErrFormat) || !strings.Contains(err.Error(), "give ⟨format⟩ gatling for its text one") {
		t.Errorf("text as binary: %v", err)
	}
	// the head peeked is 80 bytes: a rune cut at its end is still text
	cut := append([]byte(strings.Repeat("#", 79)), "é\n"...)
	if _, err := Read(bytes.NewReader(cut), FormatGatlingBin, Generic{}); err == nil || !strings.Contains(err.Error(), "and this is text") {
		t.Errorf("text with a rune across byte 80, as binary: %v", err)
	}
	for _, b := range [][]byte{bin, text} {
		if _, err := Read(bytes.NewReader(b), "", Generic{}); err != nil {
			t.Error(err)
		}
	}
	// a binary file that is not Gatling's, given as Gatling's, says what
	// the RUN record holds
	if _, err := Read(bytes.NewReader([]byte{7, 0, 0}), FormatGatlingBin, Generic{}); err == nil || !strings.Contains(err.Error(), "its first byte is 7") {
		t.Errorf("another binary: %v", err)
	}
}

// TestGatlingBinaryLatin1: every Latin-1 byte is its own char, U+0080 at
// the edge of ASCII among them.
func TestGatlingBinaryLatin1(t *testing.T) {
	b := binLog("3.14.2", func(g *gatlinglog.Writer) {
		g.Request(nil, "a\u0080", gatlingStartMs+1, gatlingStartMs+2, true, "")
		g.Request(nil, "\u007f", gatlingStartMs+3, gatlingStartMs+4, true, "")
	})
	log, err := Read(bytes.NewReader(b), "", Generic{})
	if err != nil || len(log.Labels) != 2 || log.Labels[0] != "a\u0080" || log.Labels[1] != "\u007f" {
		t.Errorf("%v, labels %q", err, log.Labels)
	}
}

// TestGatlingBinaryOfKnownSize: a binary log of more than a chunk of
// requests, read with its size known, is laid out once at about its
// count (room for a thirty-second more, where chunks joined would be
// laid out at its exact count), and reads as
// the same requests as with its size unknown; one whose first records
// foretell too few still reads whole.
func TestGatlingBinaryOfKnownSize(t *testing.T) {
	const n = chunkRequests + reserveAfter // more than a chunk: a log of less is joined from one
	for _, grow := range []bool{false, true} {
		b := binLog("3.14.2", func(g *gatlinglog.Writer) {
			for i := range int64(n) {
				name := "Browse"
				if grow && i >= reserveAfter { // longer records after the foretelling
					name = strings.Repeat("Browse", 40) + string(rune('a'+i%26))
				}
				g.Request(nil, name, gatlingStartMs+i/10, gatlingStartMs+i/10+i%50, i%97 != 0, "")
			}
		})
		sized, err := ReadWith(bytes.NewReader(b), Reading{Format: FormatGatlingBin, SizeBytes: int64(len(b))})
		if err != nil {
			t.Fatal(err)
		}
		unsized, err := Read(bytes.NewReader(b), FormatGatlingBin, Generic{})
		if err != nil {
			t.Fatal(err)
		}
		if len(sized.Requests) != n || !slices.Equal(sized.Requests, unsized.Requests) {
			t.Fatalf("grown %v: %d requests, %d unsized, or they differ", grow, len(sized.Requests), len(unsized.Requests))
		}
		if c := cap(sized.Requests); !grow && (c <= n || c > n+n/16) { // joined from chunks, it would be n exactly
			t.Errorf("laid out in room for %d, for %d requests", c, n)
		}
	}
}
