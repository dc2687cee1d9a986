package reqlog

import (
	"bufio"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// readJTLXML reads JMeter's XML results (jmeter.save.saveservice.output_format=xml):
// a <testResults> of <httpSample> and <sample> elements whose attributes
// are the sample's (t its elapsed in ms, ts its start in ms, lb its label,
// tn its thread, s its success, rm its response message, na the live
// threads, hn the host), read as a stream. A sample nested in another is
// a sub-result of it, set aside, unless its parent is a Transaction
// Controller's (rm "Number of samples in transaction : …"), whose
// children are the requests. A <sample> that is no transaction is a
// sampler with no HTTP request (a Debug or JSR223 sampler): set aside
// where the log holds <httpSample>s. A file cut off as it was written is
// read to its last whole sample, and says so.
func readJTLXML(r io.Reader, rd Reading) (*Log, error) {
	d := xml.NewDecoder(r)
	x := &xmlReader{log: &Log{}, threads: hostThreads{}, labels: newLabelSet(), chunks: chunked{most: rd.MaxRequests}}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			if len(x.stack) > 0 {
				x.cutOff("the file ends inside a sample: cut off as it was written, read to its last whole sample")
			} else if x.opened && !x.closed {
				x.cutOff("the file ends before </testResults>: cut off as it was written, read to its last whole sample")
			}
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) && (strings.Contains(se.Msg, "unexpected EOF") || strings.Contains(se.Msg, "U+0000")) {
				x.cutOff(fmt.Sprintf("the file is cut off at line %d, as it was written: read to its last whole sample", se.Line))
				break
			}
			return nil, fmt.Errorf("%w: JMeter's XML results: %v", ErrFormat, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			line, _ := d.InputPos()
			if err := x.start(t, line); err != nil {
				return nil, err
			}
		case xml.EndElement:
			if t.Name.Local == "testResults" {
				x.closed = true
			} else if len(x.stack) > 0 {
				x.stack = x.stack[:len(x.stack)-1]
			}
		}
	}
	log := x.log
	x.chunks.give(log)
	log.Labels, log.Live = x.labels.names, x.live.counts
	if len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: JMeter's XML results hold no sample%s", ErrEmpty, log.Aside.words())
	}
	return log, nil
}

// xmlReader is readJTLXML's state: the stack holds, for each open
// element within a sample, what its sample was (a transaction, a
// request, or a sub-result), or rowOther for any other element.
type xmlReader struct {
	log            *Log
	threads        hostThreads
	labels         labelSet
	live           liveTrack
	chunks         chunked
	stack          []rowKind
	opened, closed bool // <testResults> and </testResults> were read
}

func (x *xmlReader) cutOff(note string) {
	x.log.note(note)
	x.log.Aside.CutOff++
}

// start reads a start element at line: a sample, kept or counted.
func (x *xmlReader) start(t xml.StartElement, line int) error {
	name := t.Name.Local
	if name == "testResults" {
		x.opened = true
		return nil
	}
	if name != "httpSample" && name != "sample" {
		if len(x.stack) > 0 {
			x.stack = append(x.stack, rowOther)
		}
		return nil
	}
	attr := func(k string) string {
		for _, a := range t.Attr {
			if a.Name.Local == k {
				return a.Value
			}
		}
		return ""
	}
	kind := rowRequest
	if strings.HasPrefix(attr("rm"), transactionPrefix) {
		kind = rowTransaction
	} else if slices.Contains(x.stack, rowRequest) || slices.Contains(x.stack, rowSubResult) {
		kind = rowSubResult
	}
	x.stack = append(x.stack, kind)
	ts, err1 := strconv.ParseInt(attr("ts"), 10, 64)
	el, err2 := strconv.ParseInt(attr("t"), 10, 64)
	if err1 != nil || err2 != nil || el < 0 || ts > maxScaled/1e6 || el > maxScaled/1e6 {
		return &ParseError{Line: line, Err: fmt.Errorf("a <%s> whose ts %q or t %q is not a whole number of ms", name, attr("ts"), attr("t"))}
	}
	if ts <= 0 && kind == rowRequest {
		kind = rowZeroTime
	}
	if !x.log.keep(kind) {
		return nil
	}
	req := sample{SendNs: ts * 1e6, LatencyNs: el * 1e6, Conn: x.threads.of(attr("hn"), attr("tn")), Label: x.labels.of(attr("lb"))}
	if name == "sample" {
		req.flags |= noURL
	}
	if n, err := strconv.ParseInt(attr("na"), 10, 64); err == nil {
		x.live.add(req.SendNs, n)
	}
	if err := x.chunks.add(req); err != nil {
		return &ParseError{Line: line, Err: err}
	}
	if attr("s") == "false" {
		x.log.Failed++
	}
	return nil
}

// isJTLXML reports whether a log's first bytes are JMeter's XML results.
func isJTLXML(br *bufio.Reader) bool {
	peek, _ := br.Peek(4096)
	s := string(peek)
	return strings.Contains(s, "<testResults")
}

var jtlXMLFormat = format{name: FormatJTLXML, tells: func(first string, _ map[string]json.RawMessage, br *bufio.Reader) bool {
	return (strings.HasPrefix(first, "<?xml") || strings.HasPrefix(first, "<testResults")) && isJTLXML(br)
}, whole: readJTLXML, resolutionNs: 1_000_000, notes: note(jtlNote)}
