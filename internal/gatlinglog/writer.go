// Package gatlinglog writes Gatling's binary simulation.log, as Gatling
// 3.13 and later write it (gatling#4596), from the layout in Gatling's
// source (Apache 2.0): io.gatling.core.stats.writer.LogFileDataWriter and
// RecordHeader, v3.13.0 to v3.14.2, read back by
// io.gatling.charts.stats.LogFileReader. Gatling does not install here:
// the project's tests write their Gatling fixtures with it.
//
// Every number is big-endian (java.nio.ByteBuffer's order). A record is
// a header byte, then its fields:
//
//	RUN (0)      version, simulation class (strings), start (int64, ms since
//	             the epoch), description (string), scenarios (int32 count,
//	             strings), assertions (int32 count, int32-sized bytes each)
//	REQUEST (1)  groups (int32 count, cached strings), name (cached string),
//	             start, end (int32 ms from the run's start), OK (a byte,
//	             1 or 0), message (cached string)
//	USER (2)     scenario (int32 index), start (a byte: 1 START, 0 END),
//	             time (int32 ms from the run's start)
//	GROUP (3)    groups (int32 count, cached strings), start, end,
//	             cumulated response time (int32), OK (a byte)
//	ERROR (4)    message (cached string), time (int32 ms from the run's start)
//
// A string is its int32 length in bytes, 0 for "", else its bytes and
// Java's coder byte: 0 for Latin-1, one byte a char, 1 for UTF-16 in the
// machine's order (little-endian on every machine Gatling runs on). A
// cached string is an int32 index: a positive one is new, its string
// follows; a negative one repeats the string of the index it negates.
package gatlinglog

import (
	"encoding/binary"
	"io"
	"unicode/utf16"
)

// The record headers (RecordHeader.scala).
const (
	Run     byte = 0
	Request byte = 1
	User    byte = 2
	Group   byte = 3
	Error   byte = 4
)

// A Writer writes one simulation.log's records in order.
type Writer struct {
	w       io.Writer
	startMs int64
	cache   map[string]int32
	err     error
}

// NewWriter writes the RUN record of a run of version, class and
// description that started at startMs, with its scenarios and no
// assertion.
func NewWriter(w io.Writer, version, class, description string, startMs int64, scenarios []string) *Writer {
	wr := &Writer{w: w, startMs: startMs, cache: map[string]int32{}}
	wr.byte(Run)
	wr.string(version)
	wr.string(class)
	wr.int64(startMs)
	wr.string(description)
	wr.int32(int32(len(scenarios)))
	for _, s := range scenarios {
		wr.string(s)
	}
	wr.int32(0)
	return wr
}

// User writes a USER record: scenario's user starting or ending at atMs.
func (wr *Writer) User(scenario int, start bool, atMs int64) {
	wr.byte(User)
	wr.int32(int32(scenario))
	wr.bool(start)
	wr.int32(int32(atMs - wr.startMs))
}

// Request writes a REQUEST record.
func (wr *Writer) Request(groups []string, name string, startMs, endMs int64, ok bool, message string) {
	wr.byte(Request)
	wr.groups(groups)
	wr.cached(name)
	wr.int32(int32(startMs - wr.startMs))
	wr.int32(int32(endMs - wr.startMs))
	wr.bool(ok)
	wr.cached(message)
}

// Group writes a GROUP record.
func (wr *Writer) Group(groups []string, startMs, endMs int64, cumulatedMs int32, ok bool) {
	wr.byte(Group)
	wr.groups(groups)
	wr.int32(int32(startMs - wr.startMs))
	wr.int32(int32(endMs - wr.startMs))
	wr.int32(cumulatedMs)
	wr.bool(ok)
}

// Error writes an ERROR record.
func (wr *Writer) Error(message string, atMs int64) {
	wr.byte(Error)
	wr.cached(message)
	wr.int32(int32(atMs - wr.startMs))
}

// Err is the first error the underlying writer returned.
func (wr *Writer) Err() error { return wr.err }

func (wr *Writer) groups(g []string) {
	wr.int32(int32(len(g)))
	for _, s := range g {
		wr.cached(s)
	}
}

// cached writes s as BufferedFileChannelWriter.writeCachedString does:
// indexes from 1, as -0 would not tell a repeat.
func (wr *Writer) cached(s string) {
	if i, ok := wr.cache[s]; ok {
		wr.int32(-i)
		return
	}
	i := int32(len(wr.cache) + 1)
	wr.cache[s] = i
	wr.int32(i)
	wr.string(s)
}

// string writes s as Java holds it: Latin-1 if every char fits, else
// UTF-16, little-endian.
func (wr *Writer) string(s string) {
	if s == "" {
		wr.int32(0)
		return
	}
	latin := true
	for _, r := range s {
		latin = latin && r < 256
	}
	b := make([]byte, 0, len(s)) // room for Latin-1: no growth's copies
	coder := byte(0)
	if latin {
		for _, r := range s {
			b = append(b, byte(r))
		}
	} else {
		coder = 1
		for _, u := range utf16.Encode([]rune(s)) {
			b = binary.LittleEndian.AppendUint16(b, u)
		}
	}
	wr.int32(int32(len(b)))
	wr.write(b)
	wr.byte(coder)
}

func (wr *Writer) byte(b byte) { wr.write([]byte{b}) }

func (wr *Writer) bool(v bool) {
	if v {
		wr.byte(1)
	} else {
		wr.byte(0)
	}
}

func (wr *Writer) int32(v int32) { wr.write(binary.BigEndian.AppendUint32(nil, uint32(v))) }

func (wr *Writer) int64(v int64) { wr.write(binary.BigEndian.AppendUint64(nil, uint64(v))) }

func (wr *Writer) write(b []byte) {
	if wr.err == nil {
		_, wr.err = wr.w.Write(b)
	}
}
