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
// is said.
func readGatlingBinary(in io.Reader) (*Log, error) {
	br := bufio.NewReader(in) // br itself, if it is one
	r := &binReader{br: br, cache: map[int32]string{}}
	log := &Log{Format: FormatGatlingBin, ResolutionNs: 1e6}
	version, startMs, scenarios, err := r.runRecord()
	if err != nil {
		return nil, fmt.Errorf("%w: the RUN record at the start: %v", ErrFormat, err)
	}
	labels := newLabelSet()
	var live liveTrack
	var chunks chunked
	users := int64(0)
	for n := 2; ; n++ {
		at := r.off
		h, err := r.br.ReadByte()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("record %d (at byte %d): %w", n, at, err)
		}
		r.off++
		req, kind, err := r.record(h, scenarios, &users, &labels)
		if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			log.Aside.CutOff = 1
			log.note(fmt.Sprintf("the log ends inside record %d (at byte %d): cut off as Gatling wrote it, so its last whole record is the last read", n, at))
			break
		}
		if err != nil {
			return nil, fmt.Errorf("record %d (at byte %d): %w", n, at, err)
		}
		switch kind {
		case rowOther:
			if h == gatlingUser {
				live.add((startMs+req.SendNs)*1e6, users)
			}
			continue
		case rowRequest, rowFailed:
			req.SendNs = (startMs + req.SendNs) * 1e6
			if req.SendNs <= 0 {
				log.Aside.ZeroTime++
				continue
			}
		}
		if !log.keep(kind) {
			continue
		}
		if err := chunks.add(req); err != nil {
			return nil, fmt.Errorf("record %d (at byte %d): %w", n, at, err)
		}
	}
	log.Requests = chunks.join()
	log.Labels = labels.names
	log.Live = live.counts
	log.note(binaryVersionNote(version))
	return log, nil
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

// record reads the record after header h. A request's SendNs is its
// start in ms from the run's; a USER record's, its time.
func (r *binReader) record(h byte, scenarios int, users *int64, labels *labelSet) (Request, rowKind, error) {
	switch h {
	case gatlingRequest:
		return r.request(labels)
	case gatlingUser:
		return r.user(scenarios, users)
	case gatlingGroup:
		if err := r.groups(); err != nil {
			return Request{}, rowOther, err
		}
		if _, _, err := r.span(); err != nil {
			return Request{}, rowOther, err
		}
		if _, err := r.int32(); err != nil { // its cumulated response time
			return Request{}, rowOther, err
		}
		_, err := r.bool("the status")
		return Request{}, rowOther, err
	case gatlingError:
		if _, err := r.cached(); err != nil {
			return Request{}, rowOther, err
		}
		_, err := r.int32()
		return Request{}, rowOther, err
	case gatlingRun:
		return Request{}, rowOther, errors.New("a second RUN record: two logs joined in one file; audit each alone")
	}
	return Request{}, rowOther, fmt.Errorf("a record of header %d, none of Gatling's (0 to 4)", h)
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

// request reads a REQUEST record: its send, ms from the run's start.
func (r *binReader) request(labels *labelSet) (Request, rowKind, error) {
	if err := r.groups(); err != nil {
		return Request{}, rowOther, err
	}
	name, err := r.cached()
	if err != nil {
		return Request{}, rowOther, err
	}
	start, end, err := r.span()
	if err != nil {
		return Request{}, rowOther, err
	}
	ok, err := r.bool("the status")
	if err != nil {
		return Request{}, rowOther, err
	}
	if _, err := r.cached(); err != nil { // the message
		return Request{}, rowOther, err
	}
	return Request{SendNs: int64(start), LatencyNs: (int64(end) - int64(start)) * 1e6, Conn: NoConn, Label: labels.of(name)}, failedIf(!ok), nil
}

// user reads a USER record, counting the users: its SendNs is its time,
// ms from the run's start.
func (r *binReader) user(scenarios int, users *int64) (Request, rowKind, error) {
	sc, err := r.int32()
	if err != nil {
		return Request{}, rowOther, err
	}
	if sc < 0 || int(sc) >= scenarios {
		return Request{}, rowOther, fmt.Errorf("a USER record of scenario %d, and the RUN record names %d", sc, scenarios)
	}
	start, err := r.bool("a USER record's START or END")
	if err != nil {
		return Request{}, rowOther, err
	}
	at, err := r.int32()
	if err != nil {
		return Request{}, rowOther, err
	}
	if start {
		*users++
	} else {
		*users = max(0, *users-1)
	}
	return Request{SendNs: int64(at)}, rowOther, nil
}
