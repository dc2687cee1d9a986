// Package readme finds the generated section of a README, between the
// results markers, in goldmark's syntax tree, and splices a new section in
// while keeping every byte outside the markers.
package readme

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

var markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))

// The README's generated section lies between these two markers, each an
// HTML comment on a line of its own. The end marker carries a checksum of
// the section, so that a hand edit between the markers is noticed.
const (
	beginMarker = "<!-- results:begin -->"
	endPrefix   = "<!-- results:end"
)

var endMarkerRE = regexp.MustCompile(`^<!-- results:end(?: sha256:([0-9a-f]{16}))? -->$`)

// A Section locates the generated section of a README.
type Section struct {
	Begin, End LineSpan // the marker lines, line endings included
	checksum   string   // the end marker's, or "" if it has none
}

// A LineSpan is a line's byte offsets in the README, its ending included.
type LineSpan struct{ Start, Stop int }

// Find finds the markers as HTML blocks at the top level of the
// README's Markdown syntax tree: marker text inside a code block, inline
// code or any other construct is not a marker. There must be exactly one
// of each, begin first.
func Find(name string, src []byte) (Section, error) {
	root := markdown.Parser().Parse(text.NewReader(src))
	var begins, ends []LineSpan
	var sec Section
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		h, ok := n.(*ast.HTMLBlock)
		if !ok || h.Lines().Len() == 0 {
			continue
		}
		first, last := h.Lines().At(0), h.Lines().At(h.Lines().Len()-1)
		span := LineSpan{first.Start, last.Stop}
		line := strings.TrimSpace(string(src[span.Start:span.Stop]))
		switch {
		case line == beginMarker:
			begins = append(begins, span)
		case endMarkerRE.MatchString(line):
			ends = append(ends, span)
			sec.checksum = endMarkerRE.FindStringSubmatch(line)[1]
		case strings.HasPrefix(line, "<!-- results:"):
			return Section{}, fmt.Errorf("%s:%d: malformed results marker %q; want %q or %q", name, lineOf(src, span.Start), firstLine(line), beginMarker, "<!-- results:end -->")
		}
	}
	switch {
	case len(begins) == 0:
		return Section{}, fmt.Errorf("%s: no %s marker on a line of its own%s", name, beginMarker, elsewhere(src, "<!-- results:begin"))
	case len(ends) == 0:
		return Section{}, fmt.Errorf("%s: no <!-- results:end --> marker on a line of its own%s", name, elsewhere(src, endPrefix))
	case len(begins) > 1:
		return Section{}, fmt.Errorf("%s:%d: a second %s marker (the first is at line %d)", name, lineOf(src, begins[1].Start), beginMarker, lineOf(src, begins[0].Start))
	case len(ends) > 1:
		return Section{}, fmt.Errorf("%s:%d: a second results:end marker (the first is at line %d)", name, lineOf(src, ends[1].Start), lineOf(src, ends[0].Start))
	case ends[0].Start < begins[0].Start:
		return Section{}, fmt.Errorf("%s:%d: the results:end marker comes before the results:begin marker at line %d", name, lineOf(src, ends[0].Start), lineOf(src, begins[0].Start))
	}
	sec.Begin, sec.End = begins[0], ends[0]
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

// Checksum returns the first 16 hex digits of b's sha256, as the end marker carries it.
func Checksum(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:8])
}

// Splice returns the README with generated as its section, and refuses,
// unless force, to replace a section that was edited by hand: one whose
// checksum does not match, or that has text but no checksum. template
// names the template the section is rendered from, where such an edit
// belongs.
func Splice(name, template string, src, generated []byte, force bool) ([]byte, error) {
	sec, err := Find(name, src)
	if err != nil {
		return nil, err
	}
	old := src[sec.Begin.Stop:sec.End.Start]
	if !force {
		switch {
		case sec.checksum != "" && Checksum(old) != sec.checksum:
			return nil, fmt.Errorf("%s:%d: the text between the results markers was edited by hand (its checksum no longer matches); move the edit outside the markers or into %s, or rerun with -force to replace it", name, lineOf(src, sec.Begin.Start), template)
		case sec.checksum == "" && len(bytes.TrimSpace(old)) > 0:
			return nil, fmt.Errorf("%s:%d: the results section has text but its end marker has no checksum, so it may be hand-written; rerun with -force to replace it", name, lineOf(src, sec.Begin.Start))
		}
	}
	// The section takes the line ending of the begin marker's line.
	eol := "\n"
	if bytes.HasSuffix(src[sec.Begin.Start:sec.Begin.Stop], []byte("\r\n")) {
		eol = "\r\n"
		generated = bytes.ReplaceAll(generated, []byte("\n"), []byte("\r\n"))
	}
	if !bytes.HasSuffix(src[sec.Begin.Start:sec.Begin.Stop], []byte("\n")) {
		generated = append([]byte(eol), generated...) // the begin marker ended the file
	}
	endLine := src[sec.End.Start:sec.End.Stop]
	endEOL := endLine[len(bytes.TrimRight(endLine, "\r\n")):]
	var out bytes.Buffer
	out.Write(src[:sec.Begin.Stop])
	out.Write(generated)
	fmt.Fprintf(&out, "%s sha256:%s -->%s", endPrefix, Checksum(generated), endEOL)
	out.Write(src[sec.End.Stop:])
	return out.Bytes(), nil
}
