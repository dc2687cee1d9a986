package main

import (
	"bytes"
	"errors"
	"fmt"
	"html"
	"slices"
	"strings"
	"text/template"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"

	"coordinated-omission/sim"
	"coordinated-omission/templates"
)

// A doc is what the templates see: one parsed raw file. Its methods are the
// only way a template reaches a figure.
type doc struct {
	raw    *raw
	Plot   string  // the percentile plot, as a link from the rendered file
	Asm    string  // the loops' disassembly, likewise
	tables []table // every table rendered so far, for verifyTables
}

// A table is a Markdown table's content before escaping.
type table struct {
	name   string
	header []string
	rows   [][]string
}

// R returns the RESULT line key; a missing key fails the template.
func (d *doc) R(key string) (result, error) {
	if r, ok := d.raw.result(key); ok {
		return r, nil
	}
	return result{}, fmt.Errorf("no RESULT line %q in the raw file", key)
}

// C returns the configuration value of key; a missing key fails the template.
func (d *doc) C(key string) (string, error) {
	if v, ok := d.raw.get(key); ok {
		return v, nil
	}
	return "", fmt.Errorf("no configuration line %q in the raw file", key)
}

// Loops compares the client loops' machine code in the raw file.
func (d *doc) Loops() loopComparison { return compareLoops(d.raw.asm) }

// String returns the instruction as quoted: address, source line, text.
func (in instruction) String() string {
	return fmt.Sprintf("%#x  %-11s %s", in.Addr, in.Pos, in.Text)
}

// A rankDiff is a percentile at which the two rank rules pick different samples.
type rankDiff struct {
	Set, Percentile string
	HalfUp, Ceil    result
}

// RankDiffs lists the percentiles at which the rank rules differ.
func (d *doc) RankDiffs() ([]rankDiff, error) {
	var out []rankDiff
	for _, set := range sim.Sets {
		for _, p := range sim.Percentiles {
			h, err := d.R(fmt.Sprintf("%v.p%v", set, p))
			if err != nil {
				return nil, err
			}
			c, err := d.R(fmt.Sprintf("%v.ceil.p%v", set, p))
			if err != nil {
				return nil, err
			}
			if h.value != c.value {
				out = append(out, rankDiff{Set: set.String(), Percentile: "p" + p.String(), HalfUp: h, Ceil: c})
			}
		}
	}
	return out, nil
}

// Table renders the named table as Markdown.
func (d *doc) Table(name string) (string, error) {
	build, ok := tableBuilders[name]
	if !ok {
		names := make([]string, 0, len(tableBuilders))
		for n := range tableBuilders {
			names = append(names, n)
		}
		slices.Sort(names)
		return "", fmt.Errorf("no table %q; the tables are %s", name, strings.Join(names, ", "))
	}
	t, err := build(d)
	if err != nil {
		return "", err
	}
	t.name = name
	d.tables = append(d.tables, t)
	var b strings.Builder
	tw := tablewriter.NewTable(&b,
		tablewriter.WithRenderer(renderer.NewMarkdown()),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAutoWrap(tw.WrapNone),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: alignments(len(t.header))}),
	)
	tw.Header(escapeRow(t.header))
	for _, row := range t.rows {
		if err := tw.Append(escapeRow(row)); err != nil {
			return "", fmt.Errorf("table %s: %w", name, err)
		}
	}
	if err := tw.Render(); err != nil {
		return "", fmt.Errorf("table %s: %w", name, err)
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

// alignments puts the first column on the left and the figures on the right.
func alignments(columns int) []tw.Align {
	a := make([]tw.Align, columns)
	for i := range a {
		a[i] = tw.AlignRight
	}
	a[0] = tw.AlignLeft
	return a
}

func escapeRow(row []string) []any {
	out := make([]any, len(row))
	for i, cell := range row {
		out[i] = escapeMarkdown(cell)
	}
	return out
}

// markdownEscaper backslash-escapes the characters that could end a table
// cell or start Markdown or HTML markup, and turns line breaks into spaces.
// tablewriter escapes nothing, so every cell goes through it.
var markdownEscaper = strings.NewReplacer(
	"\\", "\\\\", "|", "\\|", "`", "\\`", "*", "\\*", "_", "\\_", "[", "\\[", "]", "\\]",
	"<", "\\<", ">", "\\>", "~", "\\~", "&", "\\&", "\r\n", " ", "\n", " ", "\r", " ",
)

// escapeMarkdown returns s as Markdown text that displays s.
func escapeMarkdown(s string) string { return markdownEscaper.Replace(s) }

// funcs are the template functions; figures come only through doc's methods.
var funcs = template.FuncMap{"md": escapeMarkdown}

// render executes the template named name of set over d and checks the
// tables in its output.
func render(set *template.Template, name string, d *doc) ([]byte, error) {
	var b bytes.Buffer
	if err := set.ExecuteTemplate(&b, name, d); err != nil {
		return nil, templateError(err)
	}
	if err := verifyTables(b.Bytes(), d.tables); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b.Bytes(), nil
}

// parseTemplates parses the embedded templates and, if readmeName is not
// empty, the README template readmeText under that name.
func parseTemplates(readmeName string, readmeText []byte) (*template.Template, error) {
	t := template.New("").Option("missingkey=error").Funcs(funcs)
	if _, err := t.ParseFS(templates.FS, "*.tmpl"); err != nil {
		return nil, templateError(err)
	}
	if readmeName != "" {
		if _, err := t.New(readmeName).Parse(string(readmeText)); err != nil {
			return nil, templateError(err)
		}
	}
	return t, nil
}

// templateError makes a text/template error start with file:line.
func templateError(err error) error {
	return errors.New(strings.TrimPrefix(err.Error(), "template: "))
}

var markdown = goldmark.New(goldmark.WithExtensions(extension.GFM))

// verifyTables parses out as Markdown and checks that its tables are exactly
// the tables rendered: the same count, and every header and body cell
// displaying the text it was given. goldmark drops surplus cells silently,
// so cells are compared by text, not counted.
func verifyTables(out []byte, want []table) error {
	root := markdown.Parser().Parse(text.NewReader(out))
	var got []*east.Table
	_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := n.(*east.Table); ok && entering {
			got = append(got, t)
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	if len(got) != len(want) {
		return fmt.Errorf("the output has %d Markdown tables, but %d were rendered with .Table; write tables only through .Table", len(got), len(want))
	}
	for i, t := range got {
		var rows [][]string
		for r := t.FirstChild(); r != nil; r = r.NextSibling() {
			var cells []string
			for c := r.FirstChild(); c != nil; c = c.NextSibling() {
				cells = append(cells, cellText(out, c))
			}
			rows = append(rows, cells)
		}
		w := want[i]
		wantRows := append([][]string{w.header}, w.rows...)
		if len(rows) != len(wantRows) {
			return fmt.Errorf("table %s: %d rows parsed, want %d", w.name, len(rows), len(wantRows))
		}
		for r := range rows {
			if !slices.Equal(rows[r], wantRows[r]) {
				return fmt.Errorf("table %s row %d: parsed as %q, want %q", w.name, r, rows[r], wantRows[r])
			}
		}
	}
	return nil
}

// cellText returns the text a table cell displays.
func cellText(source []byte, cell ast.Node) string {
	var b bytes.Buffer
	for c := cell.FirstChild(); c != nil; c = c.NextSibling() {
		_ = markdown.Renderer().Render(&b, source, c)
	}
	return html.UnescapeString(b.String())
}
