package reqlog

import (
	"strings"
)

// A Setting is a choice the caller of a reader gives it (a format, a
// column, a unit, a label). The readers' errors and notes write each as
// its marker; the command that owns the flags names them (Named), so
// that no reader speaks of a flag, and a page can name them its own way.
type Setting string

// The settings, each as its marker.
const (
	SetFormat     Setting = "⟨format⟩"      // the log's format, by name
	SetSend       Setting = "⟨send⟩"        // a generic CSV's send column
	SetLatency    Setting = "⟨latency⟩"     // its latency column
	SetConn       Setting = "⟨conn⟩"        // its connection column
	SetType       Setting = "⟨type⟩"        // its request type column
	SetUnit       Setting = "⟨unit⟩"        // its latency's unit
	SetTimeFormat Setting = "⟨time-format⟩" // a JMeter date pattern
	SetLabel      Setting = "⟨label⟩"       // one request type's figures
	SetFigures    Setting = "⟨figures⟩"     // a tool's printed figures, which a per-request log is not
)

// Settings lists them.
var Settings = []Setting{SetFormat, SetSend, SetLatency, SetConn, SetType, SetUnit, SetTimeFormat, SetLabel, SetFigures}

// Named is s with each setting's marker replaced by its name.
func Named(s string, name func(Setting) string) string {
	if !strings.Contains(s, "⟨") {
		return s
	}
	for _, set := range Settings {
		s = strings.ReplaceAll(s, string(set), name(set))
	}
	return s
}

// NamedError is err in words with its settings named; errors.Is and
// errors.As see through it to err. nil stays nil.
func NamedError(err error, name func(Setting) string) error {
	if err == nil {
		return nil
	}
	return &namedError{err: err, text: Named(err.Error(), name)}
}

type namedError struct {
	err  error
	text string
}

func (e *namedError) Error() string { return e.text }
func (e *namedError) Unwrap() error { return e.err }
