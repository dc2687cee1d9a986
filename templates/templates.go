// Package templates holds the report's shared templates, embedded in the
// report binary. summary.md.tmpl renders results/summary.md; README.md.tmpl,
// which lives beside README.md, includes it with {{template "summary.md.tmpl" .}}.
//
// The templates print figures only through the report's data: typed
// fields and methods such as {{.Open.At "p99"}}, {{.Ratios.ClosedMaxOverP99}}
// or {{.Timing.RunsMs}}, and {{.Table "name"}} for a table; no figure is
// written in them, and no RESULT key. Go decides which sentence is true
// ({{if .Claims.Closed.MaxAboveP99}}); the templates hold only the prose.
// A line of prose that goes on ends with {{/* */ -}}, which joins the next
// line to it, so that no line is over 300 characters and the output is
// still the one long line a Markdown paragraph is.
package templates

import "embed"

// FS holds every *.tmpl file of this folder.
//
//go:embed *.tmpl
var FS embed.FS
