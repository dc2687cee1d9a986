// Package templates holds the report's shared templates, embedded in the
// report binary. summary.md.tmpl renders results/summary.md; README.md.tmpl,
// which lives beside README.md, includes it with {{template "summary.md.tmpl" .}}.
//
// The templates print figures only through the report's data ({{.R "key"}}
// for a RESULT line, {{.C "key"}} for a configuration line, {{.Table "name"}}
// for a table); no figure is written in them.
package templates

import "embed"

// FS holds every *.tmpl file of this folder.
//
//go:embed *.tmpl
var FS embed.FS
