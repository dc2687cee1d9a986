package render

import (
	"bufio"
	"bytes"
	"fmt"
	"html"
	"regexp"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/renderer"
	"github.com/olekukonko/tablewriter/tw"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
)

// A table is a Markdown table's content before escaping. links holds the
// cells that link somewhere: [row][column] → the address; the cell's text
// is the link's.
type table struct {
	name   string
	header []string
	rows   [][]string
	links  map[[2]int]string
	words  int // leading columns of words, set on the left; at least the first
}

// Table renders the named table as Markdown.
func (d *Doc) Table(name string) (string, error) {
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
		return "", fmt.Errorf("table %s: %w", name, err)
	}
	t.name = name
	d.tables = append(d.tables, t)
	return markdownTable(t)
}

// markdownTable lays t out with tablewriter: the columns of words on the
// left, the figures on the right, every cell escaped.
func markdownTable(t table) (string, error) {
	var b strings.Builder
	align := make([]tw.Align, len(t.header))
	for i := range align {
		align[i] = tw.AlignRight
		if i < max(1, t.words) {
			align[i] = tw.AlignLeft
		}
	}
	w := tablewriter.NewTable(&b,
		tablewriter.WithRenderer(renderer.NewMarkdown()),
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithHeaderAutoWrap(tw.WrapNone),
		tablewriter.WithRowAutoWrap(tw.WrapNone),
		tablewriter.WithRowAlignmentConfig(tw.CellAlignment{PerColumn: align}),
	)
	w.Header(escapeRow(t.header))
	for r, row := range t.rows {
		cells := escapeRow(row)
		for c := range cells {
			if href, ok := t.links[[2]int{r, c}]; ok {
				cells[c] = "[" + Escape(row[c]) + "](" + href + ")"
			}
		}
		if err := w.Append(cells); err != nil {
			return "", fmt.Errorf("table %s: %w", t.name, err)
		}
	}
	if err := w.Render(); err != nil {
		return "", fmt.Errorf("table %s: %w", t.name, err)
	}
	return strings.TrimRight(b.String(), "\n"), nil
}

func escapeRow(row []string) []any {
	out := make([]any, len(row))
	for i, cell := range row {
		out[i] = Escape(cell)
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

// Escape returns s as Markdown text that displays s.
func Escape(s string) string { return markdownEscaper.Replace(s) }

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
				cells = append(cells, CellText(out, c))
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

// CellText returns the text a Markdown table cell displays: its HTML
// without tags (a link displays its text), unescaped. Every cell's own
// text is escaped, so the only tags are the ones Markdown made.
func CellText(source []byte, cell ast.Node) string {
	var b bytes.Buffer
	w := bufio.NewWriter(&b) // one buffer for every child: goldmark makes one a call when not given one
	for c := cell.FirstChild(); c != nil; c = c.NextSibling() {
		_ = markdown.Renderer().Render(w, source, c)
	}
	_ = w.Flush()
	return html.UnescapeString(htmlTag.ReplaceAllString(b.String(), ""))
}

var htmlTag = regexp.MustCompile(`<[^>]*>`)
