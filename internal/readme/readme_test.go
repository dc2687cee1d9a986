package readme

import (
	"strings"
	"testing"
)

func TestFind(t *testing.T) {
	src := []byte("# T\n\n`<!-- results:begin -->` is inline code\n\n```\n<!-- results:end -->\n```\n\n<!-- results:begin -->\nold\n<!-- results:end sha256:0123456789abcdef -->\ntail\n")
	sec, err := Find("R.md", src)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(src[sec.Begin.Start:sec.Begin.Stop]); got != "<!-- results:begin -->\n" {
		t.Errorf("begin line %q", got)
	}
	if got := string(src[sec.End.Start:sec.End.Stop]); got != "<!-- results:end sha256:0123456789abcdef -->\n" {
		t.Errorf("end line %q", got)
	}
	if sec.checksum != "0123456789abcdef" {
		t.Errorf("checksum %q", sec.checksum)
	}
}

func TestFindRefuses(t *testing.T) {
	for _, tc := range []struct{ readme, want string }{
		{"intro\n", "R.md: no <!-- results:begin --> marker on a line of its own"},
		{"<!-- results:begin -->\n", "R.md: no <!-- results:end --> marker on a line of its own"},
		{"<!-- results:begin -->\n\n<!-- results:begin -->\n<!-- results:end -->\n", "R.md:3: a second <!-- results:begin --> marker (the first is at line 1)"},
		{"<!-- results:begin -->\n<!-- results:end -->\n\n<!-- results:end -->\n", "R.md:4: a second results:end marker (the first is at line 2)"},
		{"<!-- results:end -->\n\n<!-- results:begin -->\n", "R.md:1: the results:end marker comes before the results:begin marker at line 3"},
		{"```\n<!-- results:begin -->\n<!-- results:end -->\n```\n", "R.md: no <!-- results:begin --> marker on a line of its own (the one at line 2 is inside a code block, inline code or other text, so it is not a marker)"},
		{"<!-- results:begin -->\n<!-- results:end sha256:xyz -->\n", `R.md:2: malformed results marker "<!-- results:end sha256:xyz -->"; want "<!-- results:begin -->" or "<!-- results:end -->"`},
	} {
		if _, err := Find("R.md", []byte(tc.readme)); err == nil || err.Error() != tc.want {
			t.Errorf("%q:\n got %v\nwant %s", tc.readme, err, tc.want)
		}
	}
}

// TestSpliceLineEndings checks that the section takes the begin marker's
// line ending, that the end marker keeps its own, and that every byte
// outside the markers is kept.
func TestSpliceLineEndings(t *testing.T) {
	for _, tc := range []struct{ name, readme, want string }{
		{"LF", "a\n<!-- results:begin -->\n<!-- results:end -->\nz", "a\n<!-- results:begin -->\nx\ny\n<!-- results:end sha256:%s -->\nz"},
		{"CRLF", "a\r\n<!-- results:begin -->\r\n<!-- results:end -->\r\nz\r\n", "a\r\n<!-- results:begin -->\r\nx\r\ny\r\n<!-- results:end sha256:%s -->\r\nz\r\n"},
		{"CRLF begin, LF end", "a\r\n<!-- results:begin -->\r\n<!-- results:end -->\nz", "a\r\n<!-- results:begin -->\r\nx\r\ny\r\n<!-- results:end sha256:%s -->\nz"},
		{"end marker ends the file", "<!-- results:begin -->\n<!-- results:end -->", "<!-- results:begin -->\nx\ny\n<!-- results:end sha256:%s -->"},
		{"trailing spaces kept", "a  \n<!-- results:begin -->\n<!-- results:end -->\n\tz \n", "a  \n<!-- results:begin -->\nx\ny\n<!-- results:end sha256:%s -->\n\tz \n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := Splice("R.md", "R.md.tmpl", []byte(tc.readme), []byte("x\ny\n"), false)
			if err != nil {
				t.Fatal(err)
			}
			section := "x\ny\n"
			if strings.Contains(tc.want, "\r\nx") {
				section = "x\r\ny\r\n"
			}
			want := strings.Replace(tc.want, "%s", Checksum([]byte(section)), 1)
			if string(out) != want {
				t.Errorf("Splice =\n%q\nwant\n%q", out, want)
			}
			again, err := Splice("R.md", "R.md.tmpl", out, []byte("x\ny\n"), false)
			if err != nil || string(again) != want {
				t.Errorf("a second splice: %v\n%q", err, again)
			}
		})
	}
}

func TestSpliceRefusesHandEdits(t *testing.T) {
	out, err := Splice("R.md", "R.md.tmpl", []byte("<!-- results:begin -->\n<!-- results:end -->\n"), []byte("gen\n"), false)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(out), "gen\n", "hand\n", 1)
	if _, err := Splice("R.md", "R.md.tmpl", []byte(edited), []byte("gen\n"), false); err == nil || !strings.Contains(err.Error(), "R.md:1: the text between the results markers was edited by hand") || !strings.Contains(err.Error(), "-force") {
		t.Errorf("a hand edit: err = %v", err)
	}
	// the edit belongs in the template the report was given, whatever its name
	if _, err := Splice("R.md", "docs/other.tmpl", []byte(edited), []byte("gen\n"), false); err == nil || !strings.Contains(err.Error(), "or into docs/other.tmpl,") {
		t.Errorf("a hand edit with -template docs/other.tmpl: err = %v", err)
	}
	if got, err := Splice("R.md", "R.md.tmpl", []byte(edited), []byte("gen\n"), true); err != nil || string(got) != string(out) {
		t.Errorf("force: %v\n%q", err, got)
	}
	unsigned := "<!-- results:begin -->\nhand\n<!-- results:end -->\n"
	if _, err := Splice("R.md", "R.md.tmpl", []byte(unsigned), []byte("gen\n"), false); err == nil || !strings.Contains(err.Error(), "has text but its end marker has no checksum") {
		t.Errorf("an unsigned section: err = %v", err)
	}
	blank := "<!-- results:begin -->\n \n<!-- results:end -->\n"
	if _, err := Splice("R.md", "R.md.tmpl", []byte(blank), []byte("gen\n"), false); err != nil {
		t.Errorf("a blank unsigned section: %v", err)
	}
}

func TestChecksum(t *testing.T) {
	// sha256("abc") = ba7816bf8f01cfea…
	if got := Checksum([]byte("abc")); got != "ba7816bf8f01cfea" {
		t.Errorf("Checksum(abc) = %s", got)
	}
}
