package reqlog

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
)

// readGatlingBinary reads the binary simulation.log of Gatling 3.13 on,
// as its LogFileDataWriter writes it and its LogFileReader reads it
// (package internal/gatlinglog documents the layout and writes it): a
// RUN record, then REQUEST, USER, GROUP and ERROR records. Times are ms
// from the run's start. A REQUEST names no user, as the text log from
// 3.4 on; USER records count the users. A log that ends inside a record
// was cut off as it was written: its last whole record is read, and it
// is said. A log of sizeBytes (0 if not known) is laid out once at
// about the count of requests its first ones foretell, as a text's is.
func readGatlingBinary(in io.Reader, rd Reading) (*Log, error) {
	g := &gatlingBin{binReader: binReader{br: bufio.NewReader(in), cache: map[int32]string{}}, labels: newLabelSet()} // in itself, if it is a bufio.Reader
	log := &Log{}
	version, err := g.runRecord()
	if err != nil {
		return nil, fmt.Errorf("%w: the RUN record at the start: %v", ErrFormat, err)
	}
	chunks := chunked{most: rd.MaxRequests}
	for n := 2; ; n++ {
		at := g.off
		h, err := g.br.ReadByte()
		if err == io.EOF {
			break
		}
		if err == nil {
			g.off++
			var req sample
			var kind rowKind
			if req, kind, err = g.record(h); err == nil && log.keep(kind) {
				err = chunks.add(req)
			}
			chunks.foretell(rd.SizeBytes, g.off)
		}
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			log.Aside.CutOff = 1
			log.note(fmt.Sprintf("the log ends inside record %d (at byte %d): cut off as Gatling wrote it, so its last whole record is the last read", n, at))
			break
		}
		if err != nil {
			return nil, fmt.Errorf("record %d (at byte %d): %w", n, at, err)
		}
	}
	chunks.give(log)
	log.Labels = g.labels.names
	log.Live = g.live.counts
	log.note(binaryVersionNote(version))
	return log, nil
}

// gatlingBin is a binary log as it is read: its fields, its run's start
// and scenarios from the RUN record, the users live, and the request
// names.
type gatlingBin struct {
	binReader
	startMs   int64
	scenarios int
	users     int64
	live      liveTrack
	labels    labelSet
}

// binaryVersionNote says which Gatling wrote the log, and how it is read.
func binaryVersionNote(version string) string {
	if knownBinary.MatchString(version) {
		return fmt.Sprintf("read as Gatling %s writes its binary simulation.log (LogFileDataWriter, 3.13 to 3.14): Gatling does not install here", version)
	}
	return fmt.Sprintf("its RUN record says Gatling %s, and it is read as Gatling 3.13 to 3.14 write their binary simulation.log (LogFileDataWriter): a later layout may differ", version)
}

// knownBinary is a version whose layout the reader follows.
var knownBinary = regexp.MustCompile(`^3\.1[34]([.-]|$)`)

// The binary log's record headers (Gatling's RecordHeader).
const (
	gatlingRun     = 0
	gatlingRequest = 1
	gatlingUser    = 2
	gatlingGroup   = 3
	gatlingError   = 4
)

// runRecord reads the RUN record: the version, the run's start in ms
// since the epoch, and how many scenarios it names.
func (g *gatlingBin) runRecord() (string, error) {
	version, startMs, scenarios, err := g.binReader.runRecord()
	g.startMs, g.scenarios = startMs, scenarios
	return version, err
}

// runRecord reads the RUN record's fields.
func (r *binReader) runRecord() (version string, startMs int64, scenarios int, err error) {
	h, err := r.br.ReadByte()
	if err != nil {
		return "", 0, 0, err
	}
	r.off++
	if h != gatlingRun {
		return "", 0, 0, fmt.Errorf("its first byte is %d, not a RUN record's 0", h)
	}
	if version, err = r.string(); err != nil {
		return "", 0, 0, err
	}
	if _, err = r.string(); err != nil { // the simulation's class
		return "", 0, 0, err
	}
	if startMs, err = r.int64(); err != nil {
		return "", 0, 0, err
	}
	if startMs <= 0 || startMs > maxScaled/1e6-1<<31 {
		return "", 0, 0, fmt.Errorf("a start of %d ms since the epoch: not a time", startMs)
	}
	if _, err = r.string(); err != nil { // the run's description
		return "", 0, 0, err
	}
	if scenarios, err = r.count("scenarios", maxGatlingScenarios); err != nil {
		return "", 0, 0, err
	}
	for range scenarios {
		if _, err = r.string(); err != nil {
			return "", 0, 0, err
		}
	}
	assertions, err := r.count("assertions", maxGatlingScenarios)
	if err != nil {
		return "", 0, 0, err
	}
	for range assertions {
		n, err := r.count("bytes in an assertion", MaxLineBytes)
		if err != nil {
			return "", 0, 0, err
		}
		if _, err := r.br.Discard(n); err != nil {
			return "", 0, 0, io.ErrUnexpectedEOF
		}
		r.off += int64(n)
	}
	return version, startMs, scenarios, nil
}

// record reads the record after header h: a request, or another record
// (rowOther), a USER record's count of users kept.
func (g *gatlingBin) record(h byte) (sample, rowKind, error) {
	switch h {
	case gatlingRequest:
		return g.request()
	case gatlingUser:
		return sample{}, rowOther, g.user()
	case gatlingGroup:
		if err := g.groups(); err != nil {
			return sample{}, rowOther, err
		}
		if _, _, err := g.span(); err != nil {
			return sample{}, rowOther, err
		}
		if _, err := g.int32(); err != nil { // its cumulated response time
			return sample{}, rowOther, err
		}
		_, err := g.bool("the status")
		return sample{}, rowOther, err
	case gatlingError:
		if _, err := g.cached(); err != nil {
			return sample{}, rowOther, err
		}
		_, err := g.int32()
		return sample{}, rowOther, err
	case gatlingRun:
		return sample{}, rowOther, errors.New("a second RUN record: two logs joined in one file; audit each alone")
	}
	return sample{}, rowOther, fmt.Errorf("a record of header %d, none of Gatling's (0 to 4)", h)
}

// groups reads a record's groups.
func (r *binReader) groups() error {
	n, err := r.count("groups", maxGatlingGroups)
	for range n {
		if err == nil {
			_, err = r.cached()
		}
	}
	return err
}

// span reads a start and an end, ms from the run's start, the end at or
// after the start.
func (r *binReader) span() (start, end int32, err error) {
	if start, err = r.int32(); err != nil {
		return 0, 0, err
	}
	if end, err = r.int32(); err != nil {
		return 0, 0, err
	}
	if end < start {
		return 0, 0, fmt.Errorf("an end %d ms before its start", int64(start)-int64(end))
	}
	return start, end, nil
}

// request reads a REQUEST record; one before the epoch has no time.
func (g *gatlingBin) request() (sample, rowKind, error) {
	if err := g.groups(); err != nil {
		return sample{}, rowOther, err
	}
	name, err := g.cached()
	if err != nil {
		return sample{}, rowOther, err
	}
	start, end, err := g.span()
	if err != nil {
		return sample{}, rowOther, err
	}
	ok, err := g.bool("the status")
	if err != nil {
		return sample{}, rowOther, err
	}
	if _, err := g.cached(); err != nil { // the message
		return sample{}, rowOther, err
	}
	sendNs := (g.startMs + int64(start)) * 1e6
	if sendNs <= 0 {
		return sample{}, rowZeroTime, nil
	}
	return sample{SendNs: sendNs, LatencyNs: (int64(end) - int64(start)) * 1e6, Conn: NoConn, Label: g.labels.of(name)}, failedIf(!ok), nil
}

// user reads a USER record, and counts the users live from its time.
func (g *gatlingBin) user() error {
	sc, err := g.int32()
	if err != nil {
		return err
	}
	if sc < 0 || int(sc) >= g.scenarios {
		return fmt.Errorf("a USER record of scenario %d, and the RUN record names %d", sc, g.scenarios)
	}
	start, err := g.bool("a USER record's START or END")
	if err != nil {
		return err
	}
	at, err := g.int32()
	if err != nil {
		return err
	}
	if start {
		g.users++
	} else {
		g.users = max(0, g.users-1)
	}
	g.live.add((g.startMs+int64(at))*1e6, g.users)
	return nil
}

var gatlingBinFormat = format{name: FormatGatlingBin, binary: isGatlingBinary, whole: readGatlingBinary, resolutionNs: 1_000_000}
