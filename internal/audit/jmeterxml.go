package audit

import (
	"bufio"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
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
func readJTLXML(r io.Reader) (*Log, error) {
	d := xml.NewDecoder(r)
	log := &Log{Format: FormatJTLXML, ResolutionNs: 1e6}
	threads, labels := names{}, newLabelSet()
	var live liveTrack
	var chunks chunked
	// stack holds, for each open sample element, what it was: a
	// transaction, a request, or a sub-result.
	var stack []rowKind
	sawRoot, closed := false, false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			if len(stack) > 0 {
				log.note("the file ends inside a sample: cut off as it was written, read to its last whole sample")
				log.Aside.CutOff++
			} else if sawRoot && !closed {
				log.note("the file ends before </testResults>: cut off as it was written, read to its last whole sample")
				log.Aside.CutOff++
			}
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) && (strings.Contains(se.Msg, "unexpected EOF") || strings.Contains(se.Msg, "U+0000")) {
				log.note(fmt.Sprintf("the file is cut off at line %d, as it was written: read to its last whole sample", se.Line))
				log.Aside.CutOff++
				break
			}
			return nil, fmt.Errorf("%w: JMeter's XML results: %v", ErrFormat, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := t.Name.Local
			if name == "testResults" {
				sawRoot = true
				continue
			}
			if name != "httpSample" && name != "sample" {
				if len(stack) > 0 {
					stack = append(stack, rowOther)
				}
				continue
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
			} else {
				for _, k := range stack {
					if k == rowRequest || k == rowSubResult {
						kind = rowSubResult
					}
				}
			}
			stack = append(stack, kind)
			line, _ := d.InputPos()
			ts, err1 := strconv.ParseInt(attr("ts"), 10, 64)
			el, err2 := strconv.ParseInt(attr("t"), 10, 64)
			if err1 != nil || err2 != nil || el < 0 || ts > maxScaled/1e6 || el > maxScaled/1e6 {
				return nil, fmt.Errorf("line %d: a <%s> whose ts %q or t %q is not a whole number of ms", line, name, attr("ts"), attr("t"))
			}
			switch {
			case kind == rowTransaction:
				log.Aside.Transactions++
				continue
			case kind == rowSubResult:
				log.Aside.SubResults++
				continue
			case ts <= 0:
				log.Aside.ZeroTime++
				continue
			}
			thread := attr("tn")
			if hn := attr("hn"); hn != "" {
				thread = hn + "\x00" + thread
			}
			req := Request{SendNs: ts * 1e6, LatencyNs: el * 1e6, Conn: threads.of(thread), Label: labels.of(attr("lb"))}
			if name == "sample" {
				req.flags |= noURL
			}
			if n, err := strconv.ParseInt(attr("na"), 10, 64); err == nil {
				live.add(req.SendNs, n)
			}
			if err := chunks.add(req); err != nil {
				return nil, fmt.Errorf("line %d: %w", line, err)
			}
			if attr("s") == "false" {
				log.Failed++
			}
		case xml.EndElement:
			if t.Name.Local == "testResults" {
				closed = true
			} else if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	log.Requests = chunks.join()
	log.Labels, log.Live = labels.names, live.counts
	if len(log.Requests) == 0 {
		return nil, fmt.Errorf("%w: JMeter's XML results hold no sample%s", ErrEmpty, log.Aside.words())
	}
	return log, nil
}

// isJTLXML reports whether a log's first bytes are JMeter's XML results.
func isJTLXML(br *bufio.Reader) bool {
	peek, _ := br.Peek(4096)
	s := string(peek)
	return strings.Contains(s, "<testResults")
}
