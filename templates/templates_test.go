package templates

import (
	"io/fs"
	"os"
	"strings"
	"testing"
	"text/template"
	"unicode/utf8"
)

// TestTemplatesParse parses every embedded template on its own, with
// stand-ins for the report's functions, so a syntax error is caught here
// and named by file.
var funcs = template.FuncMap{"md": func(string) string { return "" }, "list": func([]string) string { return "" }}

func TestTemplatesParse(t *testing.T) {
	names, err := fs.Glob(FS, "*.tmpl")
	if err != nil || len(names) == 0 {
		t.Fatalf("embedded templates: %v, %v", names, err)
	}
	for _, name := range names {
		if _, err := template.New(name).Funcs(funcs).ParseFS(FS, name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	set := template.Must(template.New("").Funcs(funcs).ParseFS(FS, "*.tmpl"))
	for _, want := range []string{"summary.md.tmpl", "tables"} {
		if set.Lookup(want) == nil {
			t.Errorf("no template %q; README.md.tmpl and the report rely on it", want)
		}
	}
}

// TestLinesAreShort: no template line is over 300 characters. A line of
// prose that goes on ends with {{/* */ -}}, which joins the next line to
// it, so the output is the one long line a reader's Markdown wants.
func TestLinesAreShort(t *testing.T) {
	names, _ := fs.Glob(FS, "*.tmpl")
	texts := map[string][]byte{}
	for _, name := range names {
		b, err := fs.ReadFile(FS, name)
		if err != nil {
			t.Fatal(err)
		}
		texts[name] = b
	}
	readme, err := os.ReadFile("../README.md.tmpl")
	if err != nil {
		t.Fatal(err)
	}
	texts["README.md.tmpl"] = readme
	for name, text := range texts {
		for i, line := range strings.Split(string(text), "\n") {
			if n := utf8.RuneCountInString(line); n > 300 {
				t.Errorf("%s:%d: %d characters, more than 300", name, i+1, n)
			}
		}
	}
}
