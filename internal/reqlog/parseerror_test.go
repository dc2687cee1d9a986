package reqlog

import (
	"errors"
	"strings"
	"testing"
)

// TestParseErrorCarriesTheLine: a line that does not read is an error
// that names its number and the line, as a value (errors.As) and in its
// words; a reason that says all has no text after it.
func TestParseErrorCarriesTheLine(t *testing.T) {
	in := heyHeader + "\n0.0010,0,0,0,0,0.0010,200,0.5\nnot,hey\n"
	_, err := Read(strings.NewReader(in), "", Generic{})
	var pe *ParseError
	if !errors.As(err, &pe) || pe.Line != 3 || pe.Text != "not,hey" {
		t.Fatalf("got %v (%+v), want a ParseError at line 3 with its text", err, pe)
	}
	if got, want := err.Error(), "line 3: want hey's 8 columns, got 2: not,hey"; got != want {
		t.Errorf("its words %q, want %q", got, want)
	}
	if got := (&ParseError{Line: 7, Err: errors.New("too long")}).Error(); got != "line 7: too long" {
		t.Errorf("with no text: %q", got)
	}
	inner := errors.New("inner")
	if !errors.Is(&ParseError{Line: 1, Err: inner}, inner) {
		t.Error("a ParseError does not unwrap to its reason")
	}
}
