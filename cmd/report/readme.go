package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// The README's generated section lies between these two markers, each an
// HTML comment on a line of its own. The end marker carries a checksum of
// the section, so that a hand edit between the markers is noticed.
const (
	beginMarker = "<!-- results:begin -->"
	endPrefix   = "<!-- results:end"
)

var endMarkerRE = regexp.MustCompile(`^<!-- results:end(?: sha256:([0-9a-f]{16}))? -->$`)

// A section locates the generated section of a README.
type section struct {
	begin, end lineSpan // the marker lines, line endings included
	checksum   string   // the end marker's, or "" if it has none
}

type lineSpan struct{ start, stop int }

// findSection finds the markers as HTML blocks at the top level of the
// README's Markdown syntax tree: marker text inside a code block, inline
// code or any other construct is not a marker. There must be exactly one
// of each, begin first.
func findSection(name string, src []byte) (section, error) {
	root := markdown.Parser().Parse(text.NewReader(src))
	var begins, ends []lineSpan
	var sec section
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.HTMLBlock)
		if !ok || h.Lines().Len() == 0 {
			continue
		}
		first, last := h.Lines().At(0), h.Lines().At(h.Lines().Len()-1)
		span := lineSpan{first.Start, last.Stop}
		line := strings.TrimSpace(string(src[span.start:span.stop]))
		switch {
		case line == beginMarker:
			begins = append(begins, span)
		case endMarkerRE.MatchString(line):
			ends = append(ends, span)
			sec.checksum = endMarkerRE.FindStringSubmatch(line)[1]
		case strings.HasPrefix(line, "<!-- results:"):
			return section{}, fmt.Errorf("%s:%d: malformed results marker %q; want %q or %q", name, lineOf(src, span.start), firstLine(line), beginMarker, "<!-- results:end -->")
		}
	}
	switch {
	case len(begins) == 0:
		return section{}, fmt.Errorf("%s: no %s marker on a line of its own%s", name, beginMarker, elsewhere(src, "<!-- results:begin"))
	case len(ends) == 0:
		return section{}, fmt.Errorf("%s: no <!-- results:end --> marker on a line of its own%s", name, elsewhere(src, endPrefix))
	case len(begins) > 1:
		return section{}, fmt.Errorf("%s:%d: a second %s marker (the first is at line %d)", name, lineOf(src, begins[1].start), beginMarker, lineOf(src, begins[0].start))
	case len(ends) > 1:
		return section{}, fmt.Errorf("%s:%d: a second results:end marker (the first is at line %d)", name, lineOf(src, ends[1].start), lineOf(src, ends[0].start))
	case ends[0].start < begins[0].start:
		return section{}, fmt.Errorf("%s:%d: the results:end marker comes before the results:begin marker at line %d", name, lineOf(src, ends[0].start), lineOf(src, begins[0].start))
	}
	sec.begin, sec.end = begins[0], ends[0]
	return sec, nil
}

// elsewhere explains where marker text was found that is not a marker.
func elsewhere(src []byte, marker string) string {
	i := bytes.Index(src, []byte(marker))
	if i < 0 {
		return ""
	}
	return fmt.Sprintf(" (the one at line %d is inside a code block, inline code or other text, so it is not a marker)", lineOf(src, i))
}

func lineOf(src []byte, offset int) int { return bytes.Count(src[:offset], []byte("\n")) + 1 }

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }

func checksum(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// splice returns the README with generated as its section, and refuses,
// unless force, to replace a section that was edited by hand: one whose
// checksum does not match, or that has text but no checksum.
func splice(name string, src, generated []byte, force bool) ([]byte, error) {
	sec, err := findSection(name, src)
	if err != nil {
		return nil, err
	}
	old := src[sec.begin.stop:sec.end.start]
	if !force {
		switch {
		case sec.checksum != "" && checksum(old) != sec.checksum:
			return nil, fmt.Errorf("%s:%d: the text between the results markers was edited by hand (its checksum no longer matches); move the edit outside the markers or into README.md.tmpl, or rerun with -force to replace it", name, lineOf(src, sec.begin.start))
		case sec.checksum == "" && len(bytes.TrimSpace(old)) > 0:
			return nil, fmt.Errorf("%s:%d: the results section has text but its end marker has no checksum, so it may be hand-written; rerun with -force to replace it", name, lineOf(src, sec.begin.start))
		}
	}
	// The section takes the line ending of the begin marker's line.
	eol := "\n"
	if bytes.HasSuffix(src[sec.begin.start:sec.begin.stop], []byte("\r\n")) {
		eol = "\r\n"
		generated = bytes.ReplaceAll(generated, []byte("\n"), []byte("\r\n"))
	}
	if !bytes.HasSuffix(src[sec.begin.start:sec.begin.stop], []byte("\n")) {
		generated = append([]byte(eol), generated...) // the begin marker ended the file
	}
	endLine := src[sec.end.start:sec.end.stop]
	endEOL := endLine[len(bytes.TrimRight(endLine, "\r\n")):]
	var out bytes.Buffer
	out.Write(src[:sec.begin.stop])
	out.Write(generated)
	fmt.Fprintf(&out, "%s sha256:%s -->%s", endPrefix, checksum(generated), endEOL)
	out.Write(src[sec.end.stop:])
	return out.Bytes(), nil
}
