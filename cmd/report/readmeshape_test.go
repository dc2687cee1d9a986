package main

import (
	"regexp"
	"strings"
	"testing"

	"coordinated-omission/internal/coarselog"
	"coordinated-omission/internal/reqlog"
)

// The README is for people: at most so many lines, and no paragraph
// outside tables and code longer than so many characters.
const (
	readmeMaxLines     = 700
	readmeMaxParagraph = 600
)

// readmeParagraphs are text's paragraphs and list items, each joined to
// one line, outside code blocks, tables, headings and comments.
func readmeParagraphs(text string) []string {
	var out, para []string
	flush := func() {
		if len(para) > 0 {
			out = append(out, strings.Join(para, " "))
			para = nil
		}
	}
	code := false
	item := regexp.MustCompile(`^\s*([-*]|\d+\.|>)\s`)
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(t, "```"):
			code = !code
			flush()
			continue
		case code:
			continue
		case t == "" || strings.HasPrefix(t, "|") || strings.HasPrefix(t, "#") || strings.HasPrefix(t, "<!--"):
			flush()
			continue
		case item.MatchString(line):
			flush()
		}
		para = append(para, t)
	}
	flush()
	return out
}

func TestReadmeParagraphs(t *testing.T) {
	t.Parallel()
	got := readmeParagraphs("a\nb\n\n- c\n  d\n- e\n```\nx\n\ny\n```\n| t |\n# h\nf")
	want := []string{"a b", "- c d", "- e", "f"}
	if strings.Join(got, "/") != strings.Join(want, "/") {
		t.Errorf("paragraphs %q, want %q", got, want)
	}
}

// TestReadmeIsForPeople: the README's length and its paragraphs' (those
// the template renders as well as those written by hand).
func TestReadmeIsForPeople(t *testing.T) {
	t.Parallel()
	text := string(mustRead(t, "../../README.md"))
	if n := strings.Count(text, "\n"); n > readmeMaxLines {
		t.Errorf("README.md has %d lines, more than %d", n, readmeMaxLines)
	}
	for _, p := range readmeParagraphs(text) {
		if len(p) > readmeMaxParagraph {
			t.Errorf("a paragraph of %d characters, more than %d: %.80s…", len(p), readmeMaxParagraph, p)
		}
	}
}

// formatTools name, for each format -audit reads, the words the README's
// audit section uses for it. A format added to the readers without a
// word here fails the test, so that the README is told of it.
var formatTools = map[string]string{
	reqlog.FormatVegeta: "vegeta", reqlog.FormatVegetaCSV: "vegeta", reqlog.FormatVegetaJSON: "vegeta",
	reqlog.FormatFortio: "fortio", reqlog.FormatHey: "hey -o csv", reqlog.FormatH2load: "h2load",
	reqlog.FormatJTL: "JMeter", reqlog.FormatJTLXML: "XML", reqlog.FormatK6JSON: "k6 run --out json",
	reqlog.FormatK6CSV: "k6's CSV", reqlog.FormatGatling: "the text one of 3.0 to 3.12", reqlog.FormatGatlingBin: "the binary one of 3.13 on",
	reqlog.FormatLocust: "contrib/locust/co_log.py", reqlog.FormatArtilleryHook: "contrib/artillery/co_log.js", reqlog.FormatCSV: "-audit-format csv",
	coarselog.FormatLocustHistory: "--csv-full-history", coarselog.FormatArtillery: "Artillery 2.x report", coarselog.FormatHlog: "`.hlog`",
}

// TestReadmeNamesEveryFormat: the README's audit section names every
// format the readers take, and calls none refused but ab's.
func TestReadmeNamesEveryFormat(t *testing.T) {
	t.Parallel()
	text := string(mustRead(t, "../../README.md"))
	from, to := strings.Index(text, "## Audit a load test you already ran"), strings.Index(text, "## Results")
	if from < 0 || to < from {
		t.Fatal("README.md has no audit section before its results")
	}
	section := strings.Join(strings.Fields(text[from:to]), " ")
	for _, f := range append(append([]string{}, reqlog.Formats...), coarselog.Formats...) {
		word, ok := formatTools[f]
		if !ok {
			t.Errorf("format %q has no word in formatTools: say it in the README, then here", f)
			continue
		}
		if !strings.Contains(section, word) {
			t.Errorf("the README's audit section does not name format %q (%q)", f, word)
		}
	}
	for _, s := range strings.SplitAfter(section, ". ") {
		if strings.Contains(s, "refused") && !strings.Contains(s, "ab's") {
			t.Errorf("the README's audit section calls something other than ab's output refused: %q", s)
		}
	}
}
