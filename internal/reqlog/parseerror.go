package reqlog

import "fmt"

// A ParseError is a log's line that does not read: its number from 1,
// the line itself where it helps (clipped), and why. Its text is "line
// N: why: text"; errors.As finds it, so that a caller can point at the
// line without reading the words.
type ParseError struct {
	Line int
	Text string // "" where the reason says all
	Err  error
}

func (e *ParseError) Error() string {
	if e.Text == "" {
		return fmt.Sprintf("line %d: %v", e.Line, e.Err)
	}
	return fmt.Sprintf("line %d: %v: %s", e.Line, e.Err, e.Text)
}

func (e *ParseError) Unwrap() error { return e.Err }
